import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { coversFood } from '#ai/core';
import { APP_CONFIG, type AppConfig } from '#config';
import { REMINDER_WITHIN_DAYS, WASTE_MESSAGES, expiryPhrase, fridgeSuggestionPath, type Recipe } from '#contracts';
import { parseIngredientLine } from '#ingredients';
import { JobQueue, QueueName } from '#queue';
import { RecipeGenerationService } from '#domain/recipe-generation';
import { addDays, daysBetween, kitchenToday } from './kitchen-calendar';

interface DueItem {
  id: string;
  name: string;
  expiration_date: string;
}

interface Member {
  user_id: string;
  first_name: string;
  email: string;
  enabled: boolean;
  wants_email: boolean;
  has_preferences: boolean;
}

export interface ReminderOutcome {
  /** The items this run claimed for the day (none when another run already sent them). */
  items: string[];
  notified: string[];
  emailed: string[];
}

const NOTHING: ReminderOutcome = { items: [], notified: [], emailed: [] };
// A reminder never waits long for its recipe idea: past this the message names the items only.
const SUGGESTION_TIMEOUT_MS = 10_000;

/**
 * The morning run of one household: the items expiring within 2 days not yet announced today are
 * claimed (one row per household, day and item: a second worker or a retry claims nothing), and the
 * claim commits only with the notifications and e-mails queued, so nothing is sent twice nor lost.
 */
@Injectable()
export class DailyReminderService {
  private readonly logger = new Logger(DailyReminderService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    private readonly jobs: JobQueue,
    private readonly generation: RecipeGenerationService,
  ) {}

  async run(householdId: string, now: Date = new Date()): Promise<ReminderOutcome> {
    const today = kitchenToday(now);
    const due = (await this.db.query(
      `SELECT i.id, i.name, i.expiration_date::text AS expiration_date FROM inventory_items i
        WHERE i.household_id = $1 AND i.expiration_date BETWEEN $2::date AND $3::date
          AND NOT EXISTS (SELECT 1 FROM reminder_deliveries d WHERE d.household_id = $1 AND d.day = $2::date AND d.item_id = i.id)
        ORDER BY i.expiration_date, i.name`,
      [householdId, today, addDays(today, REMINDER_WITHIN_DAYS)],
    )) as DueItem[];
    if (due.length === 0) return NOTHING;
    const members = (await this.db.query(
      `SELECT m.user_id, p.first_name, p.email,
              coalesce(r.enabled, true) AS enabled, coalesce(r.email, false) AS wants_email,
              EXISTS (SELECT 1 FROM user_preferences up WHERE up.user_id = m.user_id) AS has_preferences
         FROM household_members m JOIN profiles p ON p.id = m.user_id
         LEFT JOIN reminder_settings r ON r.user_id = m.user_id
        WHERE m.household_id = $1 ORDER BY m.joined_at`,
      [householdId],
    )) as Member[];
    const recipients = members.filter((m) => m.enabled);
    // Nobody wants it today: nothing is claimed, so a member who turns it on later still gets it.
    if (recipients.length === 0) return NOTHING;

    const recipe = await this.suggest(householdId, members, due);
    return this.db.transaction(async (m) => {
      const claimed = (await m.query(
        `INSERT INTO reminder_deliveries (household_id, day, item_id)
         SELECT $1, $2::date, unnest($3::uuid[]) ON CONFLICT DO NOTHING RETURNING item_id`,
        [householdId, today, due.map((d) => d.id)],
      )) as { item_id: string }[];
      const ids = new Set(claimed.map((c) => c.item_id));
      const items = due.filter((d) => ids.has(d.id));
      if (items.length === 0) return NOTHING;
      await this.send(householdId, today, items, recipients, recipe && uses(recipe, items) ? recipe : null);
      return {
        items: items.map((i) => i.id),
        notified: recipients.map((r) => r.user_id),
        emailed: recipients.filter((r) => r.wants_email).map((r) => r.user_id),
      };
    });
  }

  private async send(householdId: string, today: string, items: DueItem[], recipients: Member[], recipe: Recipe | null): Promise<void> {
    const listed = items.map((i) => ({ name: i.name, when: expiryPhrase(daysBetween(today, i.expiration_date)) }));
    const idea = recipe ? ` Idée : ${recipe.title}.` : '';
    const message = `${listed.map((i) => `${i.name} ${i.when}`).join(', ')}.${idea}`;
    // Same id for the same run: a retry after a failed commit queues nothing new.
    const run = createHash('sha256').update(items.map((i) => i.id).sort().join(',')).digest('hex').slice(0, 16);
    const jobId = (kind: string, userId: string) => `reminder-${kind}-${householdId}-${today}-${userId}-${run}`;
    const origin = this.config.APP_ORIGIN;
    const suggestionLink = `${origin}${fridgeSuggestionPath(items[0]!.name)}`;
    for (const r of recipients) {
      await this.jobs.enqueue(
        QueueName.Notifications,
        { userId: r.user_id, title: WASTE_MESSAGES.reminderTitle, message, type: 'reminder' },
        { name: 'expiry-reminder', jobId: jobId('bell', r.user_id) },
      );
      if (!r.wants_email) continue;
      await this.jobs.enqueue(
        QueueName.Email,
        {
          template: 'expiry-reminder',
          to: r.email,
          firstName: r.first_name,
          items: listed,
          recipe: recipe ? { title: recipe.title, link: suggestionLink } : null,
          link: recipe ? `${origin}/dashboard` : suggestionLink,
        },
        { name: 'expiry-reminder', jobId: jobId('mail', r.user_id) },
      );
    }
  }

  /** One fridge-mode recipe using the first item, by the offline chef or the configured model; none on failure. */
  private async suggest(householdId: string, members: Member[], due: DueItem[]): Promise<Recipe | null> {
    const cook = members.find((m) => m.has_preferences);
    if (!cook) return null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      return await Promise.race([
        this.generation.run({ userId: cook.user_id, householdId, dishType: 'plat', mode: 'fridge', exclude: [], regenerate: false, useFirst: due[0]!.name }),
        new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), SUGGESTION_TIMEOUT_MS))),
      ]);
    } catch (err) {
      this.logger.warn(`No recipe idea for the reminder: ${(err as Error).message}`);
      return null;
    } finally {
      clearTimeout(timer);
    }
  }
}

/** Only a recipe that really uses one of the items is worth naming. */
function uses(recipe: Recipe, items: DueItem[]): boolean {
  const names = recipe.ingredients.map((line) => parseIngredientLine(line).name || line);
  return items.some((item) => names.some((name) => coversFood(item.name, name)));
}
