import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { HouseholdMemberEntity, UserEntity } from '#database';
import { SessionsService } from '#domain/accounts';
import { JobQueue } from '#queue';
import { REDIS, redisKey } from '#redis';

// SCAN's MATCH is a glob: an address may hold * ? [ ] or \.
const globEscape = (s: string) => s.replace(/[*?[\]\\]/g, '\\$&');

/** A user's data as a whole: the download the settings offer, and its deletion. */
@Injectable()
export class AccountDataService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly sessions: SessionsService,
    private readonly jobs: JobQueue,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  /** Everything Mijote keeps about the user (and the kitchen of the household they share). */
  async export(userId: string): Promise<Record<string, unknown>> {
    const one = async (sql: string) => ((await this.db.query(sql, [userId])) as unknown[])[0] ?? null;
    const all = (sql: string) => this.db.query(sql, [userId]) as Promise<unknown[]>;
    const household = `(SELECT household_id FROM household_members WHERE user_id = $1)`;
    return {
      exportedAt: new Date().toISOString(),
      account: await one(`SELECT id, email, phone, email_confirmed_at, created_at FROM users WHERE id = $1`),
      profile: await one(`SELECT first_name, last_name, avatar_url, updated_at FROM profiles WHERE id = $1`),
      preferences: await one(
        `SELECT adults, children, dietary_restrictions, preferred_foods, avoided_foods, shopping_frequency, difficulty, servings, updated_at
         FROM user_preferences WHERE user_id = $1`,
      ),
      subscription: await one(
        `SELECT status, plan, start_date, current_period_end, trial_end, cancel_at_period_end, created_at FROM user_subscriptions WHERE user_id = $1`,
      ),
      chatMessages: await all(`SELECT role, content, created_at FROM chat_messages WHERE user_id = $1 ORDER BY created_at`),
      notifications: await all(`SELECT title, message, type, read_at, created_at FROM notifications WHERE user_id = $1 ORDER BY created_at`),
      favorites: await all(
        `SELECT coalesce(r.origin_id, r.id::text) AS recipe_id, r.title AS recipe_title, r.description, r.preparation_time, r.servings,
                r.difficulty, r.type, r.ingredients, r.steps AS instructions, f.created_at
         FROM recipe_favorites f JOIN recipes r ON r.id = f.recipe_id WHERE f.user_id = $1 AND r.deleted_at IS NULL ORDER BY f.created_at`,
      ),
      household: await one(
        `SELECT h.name, m.role, m.joined_at FROM households h JOIN household_members m ON m.household_id = h.id WHERE m.user_id = $1`,
      ),
      shoppingItems: await all(
        `SELECT name, quantity, unit, checked, recipe_title, created_at FROM shopping_items WHERE household_id = ${household} ORDER BY created_at`,
      ),
      plannedMeals: await all(
        `SELECT recipe_title, date, time, servings, type, ingredients, instructions FROM planned_meal_details WHERE household_id = ${household} ORDER BY date, time`,
      ),
      inventoryItems: await all(
        `SELECT name, quantity, unit, expiration_date, category, created_at FROM inventory_items WHERE household_id = ${household} ORDER BY created_at`,
      ),
      reminderSettings: await one(`SELECT enabled, email, updated_at FROM reminder_settings WHERE user_id = $1`),
      fridgeExits: await all(
        `SELECT name, quantity, unit, expiration_date, reason, exited_on FROM fridge_exits WHERE household_id = ${household} ORDER BY exited_on, created_at`,
      ),
      // The household's recipe book (own, imported and kept recipes).
      recipes: await all(
        `SELECT title, description, type, servings, preparation_time, cooking_time, difficulty, ingredients, steps, source, source_url, tags, created_at
         FROM recipes WHERE household_id = ${household} AND deleted_at IS NULL ORDER BY created_at`,
      ),
    };
  }

  /**
   * Deletes the account and everything that is only theirs. A family they share keeps its
   * kitchen (and gets a new owner if they owned it); a household of one goes with them.
   */
  async delete(userId: string): Promise<void> {
    const email = (await this.db.manager.findOne(UserEntity, { where: { id: userId } }))?.email ?? null;
    await this.sessions.revokeAllForUser(userId);
    await this.db.transaction(async (m) => {
      const member = await m.findOne(HouseholdMemberEntity, { where: { userId }, lock: { mode: 'pessimistic_write' } });
      if (member) {
        const count = await m.countBy(HouseholdMemberEntity, { householdId: member.householdId });
        if (count === 1) {
          await m.query(`DELETE FROM households WHERE id = $1`, [member.householdId]);
        } else if (member.role === 'owner') {
          await m.query(
            `UPDATE household_members SET role = 'owner' WHERE household_id = $1 AND user_id = (
               SELECT user_id FROM household_members WHERE household_id = $1 AND user_id <> $2 ORDER BY joined_at LIMIT 1)`,
            [member.householdId, userId],
          );
        }
      }
      // Profile, preferences, subscription, sessions, tokens, favourites, notifications cascade.
      await m.query(`DELETE FROM users WHERE id = $1`, [userId]);
    });
    await this.forgetInRedis(userId, email);
  }

  /**
   * Nothing in Redis names the user afterwards: keys with their id or address (daily limits, rate
   * limits, the chef's pending reply) are deleted, and queued or kept jobs about them removed.
   */
  private async forgetInRedis(userId: string, email: string | null): Promise<void> {
    const patterns = [userId, ...(email ? [email] : [])].map((part) => redisKey(`*${globEscape(part)}*`));
    // BullMQ's own keys are left to BullMQ (removeJobsWhere below): deleting one would break a queue.
    const queuePrefix = redisKey('bull', '');
    for (const match of patterns) {
      let cursor = '0';
      do {
        const [next, found] = await this.redis.scan(cursor, 'MATCH', match, 'COUNT', 500);
        const keys = found.filter((k) => !k.startsWith(queuePrefix));
        if (keys.length) await this.redis.unlink(...keys);
        cursor = next;
      } while (cursor !== '0');
    }
    // Anywhere in the payload: a Stripe event's object names the user in its metadata.
    await this.jobs.removeJobsWhere((job) => {
      const text = JSON.stringify(job);
      return text.includes(userId) || (!!email && text.includes(email));
    });
  }
}
