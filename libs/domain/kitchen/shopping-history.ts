import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { ShoppingSuggestions } from '#contracts';
import { normalizeIngredientName } from '#ingredients';
import type { KitchenScope } from './kitchen-scope';

/** How many times an ingredient must have been added to count as one the household usually buys. */
const USUAL_FROM = 2;
const USUAL_MAX = 8;
const NAMES_MAX = 400;

/** Counts what the household adds to its list (in the add's transaction: an add refused counts nothing). */
export async function recordAdded(m: EntityManager, householdId: string, names: readonly string[]): Promise<void> {
  const byKey = new Map<string, string>();
  for (const name of names) {
    const key = normalizeIngredientName(name);
    if (key) byKey.set(key, name.trim());
  }
  if (byKey.size === 0) return;
  await m.query(
    `INSERT INTO shopping_history (household_id, name_key, name)
     SELECT $1, k, n FROM unnest($2::text[], $3::text[]) AS t(k, n)
     ON CONFLICT (household_id, name_key)
     DO UPDATE SET times = shopping_history.times + 1, last_added_at = now(), name = EXCLUDED.name`,
    [householdId, [...byKey.keys()], [...byKey.values()]],
  );
}

/** What the one-line field suggests: the household's own history, then its recipe book's ingredients. */
@Injectable()
export class ShoppingSuggestionsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async suggestions(scope: KitchenScope): Promise<ShoppingSuggestions> {
    const history: { name: string; times: number }[] = await this.db.query(
      `SELECT name, times FROM shopping_history WHERE household_id = $1 ORDER BY times DESC, last_added_at DESC LIMIT ${NAMES_MAX}`,
      [scope.householdId],
    );
    const book: { name: string }[] = await this.db.query(
      `SELECT DISTINCT trim(i->>'name') AS name FROM recipes r, jsonb_array_elements(r.ingredients_parsed) i
        WHERE r.household_id = $1 AND coalesce(trim(i->>'name'), '') <> '' LIMIT ${NAMES_MAX}`,
      [scope.householdId],
    );
    const seen = new Set<string>();
    const names: string[] = [];
    for (const { name } of [...history, ...book.sort((a, b) => a.name.localeCompare(b.name, 'fr'))]) {
      const key = normalizeIngredientName(name);
      if (!key || seen.has(key)) continue;
      seen.add(key);
      names.push(name);
    }
    // Not on the list, unticked: a chip for what is already to buy would add it twice.
    const listed: { name: string }[] = await this.db.query(`SELECT name FROM shopping_items WHERE household_id = $1 AND NOT checked`, [scope.householdId]);
    const onList = new Set(listed.map((l) => normalizeIngredientName(l.name)));
    const usual = history
      .filter((h) => h.times >= USUAL_FROM && !onList.has(normalizeIngredientName(h.name)))
      .slice(0, USUAL_MAX)
      .map((h) => capitalize(h.name));
    return { usual, names: names.map(capitalize) };
  }
}

const capitalize = (name: string) => name.charAt(0).toLocaleUpperCase('fr') + name.slice(1);
