import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DEFAULT_REMINDER_HOUR, type ReminderSettings } from '#contracts';
import type { KitchenScope } from '#domain/kitchen';
import { ReminderSchedulerService } from './reminder-scheduler.service';

/** On/off and e-mail belong to each member; the hour to the household (one scheduler for all). */
@Injectable()
export class ReminderSettingsService {
  constructor(@InjectDataSource() private readonly db: DataSource, private readonly scheduler: ReminderSchedulerService) {}

  async get(scope: KitchenScope): Promise<ReminderSettings> {
    const [row] = (await this.db.query(
      `SELECT coalesce((SELECT enabled FROM reminder_settings WHERE user_id = $1), true) AS enabled,
              coalesce((SELECT email FROM reminder_settings WHERE user_id = $1), false) AS email,
              coalesce((SELECT hour FROM household_reminder_hours WHERE household_id = $2), $3)::int AS hour`,
      [scope.userId, scope.householdId, DEFAULT_REMINDER_HOUR],
    )) as ReminderSettings[];
    return row!;
  }

  /** Changes only the fields given; a new hour moves the household's scheduler at once. */
  async update(scope: KitchenScope, patch: Partial<ReminderSettings>): Promise<ReminderSettings> {
    const before = await this.get(scope);
    const next = { ...before, ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) } as ReminderSettings;
    await this.db.transaction(async (m) => {
      await m.query(
        `INSERT INTO reminder_settings (user_id, enabled, email) VALUES ($1, $2, $3)
         ON CONFLICT (user_id) DO UPDATE SET enabled = EXCLUDED.enabled, email = EXCLUDED.email, updated_at = now()`,
        [scope.userId, next.enabled, next.email],
      );
      if (next.hour !== before.hour) {
        await m.query(
          `INSERT INTO household_reminder_hours (household_id, hour) VALUES ($1, $2)
           ON CONFLICT (household_id) DO UPDATE SET hour = EXCLUDED.hour, updated_at = now()`,
          [scope.householdId, next.hour],
        );
      }
    });
    if (next.hour !== before.hour) await this.scheduler.ensure(scope.householdId, next.hour);
    return next;
  }
}
