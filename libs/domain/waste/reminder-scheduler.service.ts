import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DEFAULT_REMINDER_HOUR } from '#contracts';
import { JobQueue, QueueName } from '#queue';
import { KITCHEN_TIME_ZONE } from './kitchen-calendar';

const pattern = (hour: number) => `0 ${hour} * * *`;
const RECONCILE_ID = 'reminders-reconcile';
// Households created since the last pass get their scheduler within this delay.
const RECONCILE_EVERY_MS = 15 * 60_000;

/**
 * One BullMQ job scheduler per household, at the household's hour in Europe/Zurich. Schedulers
 * live in Redis under a fixed id per household, so any number of workers and restarts upserting
 * them leave exactly one.
 */
@Injectable()
export class ReminderSchedulerService {
  private readonly logger = new Logger(ReminderSchedulerService.name);

  constructor(@InjectDataSource() private readonly db: DataSource, private readonly jobs: JobQueue) {}

  static schedulerId(householdId: string): string {
    return `reminders-${householdId}`;
  }

  async ensure(householdId: string, hour: number): Promise<void> {
    await this.jobs.schedule(
      QueueName.Reminders,
      ReminderSchedulerService.schedulerId(householdId),
      { pattern: pattern(hour), tz: KITCHEN_TIME_ZONE },
      { kind: 'daily', householdId },
      'daily-reminder',
    );
  }

  /** At worker start and every 15 min: a scheduler for each household, none for a deleted one. */
  async start(): Promise<void> {
    await this.jobs.schedule(QueueName.Reminders, RECONCILE_ID, { every: RECONCILE_EVERY_MS }, { kind: 'reconcile' }, 'reconcile');
    await this.reconcile();
  }

  async reconcile(): Promise<{ created: number; removed: number }> {
    const households = (await this.db.query(
      `SELECT h.id, coalesce(r.hour, $1)::int AS hour FROM households h LEFT JOIN household_reminder_hours r ON r.household_id = h.id`,
      [DEFAULT_REMINDER_HOUR],
    )) as { id: string; hour: number }[];
    const existing = new Map((await this.jobs.schedulers(QueueName.Reminders)).map((s) => [s.id, s.pattern]));
    const wanted = new Set(households.map((h) => ReminderSchedulerService.schedulerId(h.id)));
    let created = 0; // created or moved
    for (const h of households) {
      // Missing, or left at an old hour by a settings change whose upsert failed.
      if (existing.get(ReminderSchedulerService.schedulerId(h.id)) === pattern(h.hour)) continue;
      await this.ensure(h.id, h.hour);
      created++;
    }
    let removed = 0;
    for (const id of existing.keys()) {
      if (id === RECONCILE_ID || wanted.has(id)) continue;
      await this.jobs.unschedule(QueueName.Reminders, id);
      removed++;
    }
    if (created || removed) this.logger.log(`Reminder schedulers: ${created} created, ${removed} removed`);
    return { created, removed };
  }
}
