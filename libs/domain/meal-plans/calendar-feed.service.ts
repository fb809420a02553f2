import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import ical from 'ical-generator';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '#config';
import { KITCHEN_TIME_ZONE, kitchenToday, DISH_TYPE_LABELS, servingsLabel, type DishType } from '#contracts';
import { MealPlanSettingsEntity, PlannedMealDetails } from '#database';
import { DomainError } from '#domain/errors';
import { addDays } from './planner-context.service';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
/** The feed shows a month back and three months ahead: what a calendar app needs, not the whole history. */
const PAST_DAYS = 31;
const FUTURE_DAYS = 92;
const MEAL_MINUTES = 60;

/**
 * The household's planning as an ICS feed behind a secret per-household address. Only a hash of
 * the secret is stored; regenerating it makes the old address answer 404.
 */
@Injectable()
export class CalendarFeedService {
  constructor(@InjectDataSource() private readonly db: DataSource, @Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async regenerate(householdId: string): Promise<{ url: string }> {
    const token = randomBytes(24).toString('base64url');
    await this.db
      .createQueryBuilder()
      .insert()
      .into(MealPlanSettingsEntity)
      .values({ householdId, calendarTokenHash: hash(token) })
      .orUpdate(['calendar_token_hash', 'updated_at'], ['household_id'])
      .execute();
    return { url: `${this.config.APP_ORIGIN.replace(/\/$/, '')}/api/planned-meals/calendar.ics?token=${token}` };
  }

  async feed(token: string | undefined, now = new Date()): Promise<string> {
    if (!token || token.length > 200) throw new DomainError('NOT_FOUND');
    const settings = await this.db.getRepository(MealPlanSettingsEntity).findOne({ where: { calendarTokenHash: hash(token) } });
    if (!settings) throw new DomainError('NOT_FOUND');
    const today = kitchenToday(now);
    const meals = await this.db
      .getRepository(PlannedMealDetails)
      .createQueryBuilder('m')
      .where('m.household_id = :h AND m.date BETWEEN :from AND :to', { h: settings.householdId, from: addDays(today, -PAST_DAYS), to: addDays(today, FUTURE_DAYS) })
      .orderBy('m.date', 'ASC')
      .addOrderBy('m.time', 'ASC')
      .getMany();
    const calendar = ical({ name: 'Mijote — Planning des repas', timezone: KITCHEN_TIME_ZONE, prodId: { company: 'Mijote', product: 'Planning', language: 'FR' } });
    for (const meal of meals) {
      const start = zonedDate(meal.date, meal.time.slice(0, 5));
      calendar.createEvent({
        id: `${meal.id}@mijote`,
        start,
        end: new Date(start.getTime() + MEAL_MINUTES * 60_000),
        timezone: KITCHEN_TIME_ZONE,
        summary: meal.recipeTitle,
        description: [
          `${DISH_TYPE_LABELS[meal.type as DishType] ?? meal.type} · ${servingsLabel(meal.servings)}`,
          ...(meal.ingredients.length ? ['', 'Ingrédients :', ...meal.ingredients.map((l) => `- ${l}`)] : []),
        ].join('\n'),
        stamp: meal.createdAt,
      });
    }
    return calendar.toString();
  }
}

/** The instant a kitchen's wall clock shows `time` on `date` (Zurich, summer time included). */
function zonedDate(date: string, time: string): Date {
  const guess = new Date(`${date}T${time}:00Z`);
  const shown = new Date(guess.toLocaleString('en-US', { timeZone: KITCHEN_TIME_ZONE }));
  const utc = new Date(guess.toLocaleString('en-US', { timeZone: 'UTC' }));
  return new Date(guess.getTime() - (shown.getTime() - utc.getTime()));
}
