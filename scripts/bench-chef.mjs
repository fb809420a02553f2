#!/usr/bin/env node
// `npm run bench:chef`: the offline chef in fridge mode on seeded random fridges (5 to 15 items
// drawn from 181 common French groceries, amounts a household buys, dates around today, a few
// past), for every dish type. Prints per type the share of requests that get a recipe, the lines
// outside fridge and cupboard, the over-stock and expired uses (checked by the same code as the
// API), the number of distinct recipes and the time per generation, beside a baseline measured in
// the same run: the chef before this wave, which only picked from its collection. Run with the
// default cupboard (sel, poivre, eau, huile) and with a stocked one; beside dessert, how many answers
// are the cheese course served in its place (« fromage ou dessert », when nothing sweet is at hand)
// and the rate of sweet desserts, its rate on the fridges that hold something sweet, and how many
// hold nothing sweet. Beside each rate, the rate once the refusal's one-tap offer (« Ajouter sucre au
// placard et réessayer ») has added the basics it names, its answers held to the same checks; beside
// the sweet desserts, their rate once that tap is also taken from the cheese course. Last, the share
// of answers that feed the whole household rather than fewer.
// A benchmark: it always exits 0.
// Options: --fridges N (300), --seed S (20261125), --skip-build.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './lib/local-env.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const FRIDGES = arg('--fridges', 300);
const SEED = arg('--seed', 20261125);
const TODAY = '2026-11-25';

if (!process.argv.includes('--skip-build')) {
  const build = spawnSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.bench.json'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) {
    console.log(`bench:chef: the build failed (exit ${build.status}); no figures.`);
    process.exit(0);
  }
}

const load = (path) => import(pathToFileURL(join(ROOT, 'dist', path)).href);
const ai = await load('libs/ai/src/index.js');
const { randomFridge, GROCERY_ITEMS } = await load('libs/ai/src/testing/random-fridges.js');
const { seededRandom } = await load('libs/ai/src/local-chef/seeded-random.js');
const { FridgeMatcher } = await load('libs/ai/src/generation/fridge-match.js');
const { foodOf } = await load('libs/ai/src/local-chef/compose/food-lookup.js');
const { isSweet } = await load('libs/ai/src/local-chef/compose/foods.js');
const { FROMAGE_OU_DESSERT } = await load('libs/ai/src/local-chef/compose/patterns/index.js');

const TYPES = ['entrée', 'plat', 'dessert', 'boisson', 'apéro', 'amuse-bouche'];
const TARGET = { entrée: 95, plat: 95, dessert: 95, boisson: 85, apéro: 85, 'amuse-bouche': 85 };
const DEFAULT_CUPBOARD = ['sel', 'poivre', 'eau', 'huile'];
const STOCKED_CUPBOARD = [...DEFAULT_CUPBOARD, 'sucre', 'farine', 'beurre', 'vinaigre', 'moutarde', 'herbes de Provence'];

const random = seededRandom(SEED);
const fridges = Array.from({ length: FRIDGES }, () => randomFridge(random, { today: TODAY }));
const now = new Date(`${TODAY}T10:00:00Z`);
// A fridge with something sweet in date (fruit, jam, honey, chocolate, biscuits, ice cream): without
// sugar in the cupboard, the only ones a dessert can honestly come from.
const sweet = fridges.map((fridge) => fridge.some((item) => !(item.expirationDate !== null && item.expirationDate < TODAY) && foodOf(item.name) !== null && isSweet(foodOf(item.name))));

/** The chef before this wave: a pick from the collection, nothing composed. */
const before = {
  async propose(request) {
    const { recipe, dropped } = ai.chooseLocalRecipe(request, { today: now });
    const kept = { ...recipe, ingredients: recipe.ingredients.filter((line) => !dropped.includes(line)) };
    return { ...recipe, servings: request.servings, ingredients: ai.scaleRecipeIngredients(kept, request.servings) };
  },
};
const after = new ai.LocalRecipeProvider({ today: now });

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;

async function measure(chef, staples) {
  const rows = {};
  for (const dishType of TYPES) {
    const row = { asked: 0, answered: 0, forAll: 0, outside: 0, over: 0, expired: 0, titles: new Set(), times: [], sweetAsked: 0, sweetAnswered: 0, cheeseCourse: 0, afterTap: 0, sweetAfterTap: 0 };
    for (const [index, fridge] of fridges.entries()) {
      const expired = new Set(fridge.filter((f) => f.expirationDate !== null && f.expirationDate < TODAY));
      const request = { dishType, mode: 'fridge', restrictions: [], preferredFoods: [], avoidedFoods: [], difficulty: 'facile', servings: 1 + (index % 6), fridge, staples, exclude: [], seed: index };
      row.asked++;
      if (sweet[index]) row.sweetAsked++;
      const started = performance.now();
      let refusal = null;
      const draft = await chef.propose(request).catch((err) => ((refusal = err), null));
      row.times.push(performance.now() - started);
      // The app's one tap, « Ajouter sucre au placard et réessayer »: the basics a refusal, or the
      // cheese course served in place of a dessert, names, added to the cupboard; the answer then
      // held to the same checks.
      const afterTap = async (basics) => {
        const withBasics = [...staples, ...basics];
        const again = await chef.propose({ ...request, staples: withBasics }).catch(() => null);
        const matcher = new FridgeMatcher(fridge, withBasics);
        const sound = (lines) =>
          ai.ingredientsOutsideFridge(lines, fridge, withBasics).length === 0 &&
          ai.overStock(lines, fridge, withBasics).length === 0 &&
          !lines.some((line) => !matcher.isStaple(line) && expired.has(matcher.itemFor(line)));
        return again && sound(again.ingredients) ? again : null;
      };
      if (!draft) {
        if (refusal instanceof ai.MissingBasicsError && (await afterTap(refusal.basics))) row.afterTap++;
        continue;
      }
      row.answered++;
      if (draft.servings >= request.servings) row.forAll++;
      if (sweet[index]) row.sweetAnswered++;
      if (draft.description?.includes(FROMAGE_OU_DESSERT)) {
        row.cheeseCourse++;
        const again = draft.pantryNeeds?.length ? await afterTap(draft.pantryNeeds) : null;
        if (again && !again.description?.includes(FROMAGE_OU_DESSERT)) row.sweetAfterTap++;
      }
      row.titles.add(draft.title);
      const lines = draft.ingredients;
      row.outside += ai.ingredientsOutsideFridge(lines, fridge, staples).length;
      row.over += ai.overStock(lines, fridge, staples).length;
      // A line the cupboard answers ("eau") is the cupboard's, even beside an expired "Eau gazeuse".
      const matcher = new FridgeMatcher(fridge, staples);
      row.expired += lines.filter((line) => !matcher.isStaple(line) && expired.has(matcher.itemFor(line))).length;
    }
    row.times.sort((a, b) => a - b);
    rows[dishType] = row;
  }
  return rows;
}

function print(label, rows) {
  console.log(`\n${label}`);
  console.log('  type           success  (target)  outside  over-stock  expired  distinct  p50      p95       then one tap  for all');
  for (const type of TYPES) {
    const r = rows[type];
    const success = (100 * r.answered) / r.asked;
    const flag = success >= TARGET[type] ? ' ' : '✗';
    console.log(
      `  ${type.padEnd(14)} ${success.toFixed(1).padStart(5)} %${flag} (${String(TARGET[type]).padStart(2)} %)    ${String(r.outside).padStart(5)}  ${String(r.over).padStart(10)}  ${String(r.expired).padStart(7)}  ${String(r.titles.size).padStart(8)}  ${percentile(r.times, 50).toFixed(1).padStart(5)} ms ${percentile(r.times, 95).toFixed(1).padStart(6)} ms  ${((100 * (r.answered + r.afterTap)) / r.asked).toFixed(1).padStart(5)} %   ${((100 * r.forAll) / Math.max(1, r.answered)).toFixed(1).padStart(5)} %`,
    );
  }
  console.log("  then one tap: the share answered once the refusal's one-tap offer (« Ajouter sucre au placard et réessayer ») has added the basics it names.");
  console.log('  for all: the share of answers that feed the whole household asked for, not fewer (« Pour 3 personnes : le frigo n\'en permet pas davantage »).');
  const d = rows.dessert;
  console.log(
    `  dessert answers that are the cheese course in its place (« fromage ou dessert », nothing sweet at hand): ${d.cheeseCourse} of ${d.answered}; sweet desserts alone: ${((100 * (d.answered - d.cheeseCourse)) / d.asked).toFixed(1)} %, after one tap ${((100 * (d.answered - d.cheeseCourse + d.afterTap + d.sweetAfterTap)) / d.asked).toFixed(1)} %.`,
  );
  console.log(
    `  dessert on the ${d.sweetAsked} fridges holding something sweet: ${((100 * d.sweetAnswered) / Math.max(1, d.sweetAsked)).toFixed(1)} %; ${d.asked - d.sweetAsked} fridges hold nothing sweet (no fruit, jam, honey, chocolate, biscuits, ice cream).`,
  );
}

console.log(`bench:chef — ${FRIDGES} seeded fridges (seed ${SEED}) of 5 to 15 items from ${GROCERY_ITEMS.length} groceries, 6 dish types each, servings 1 to 6. Targets: success as shown, 0 outside, 0 over-stock, 0 expired, p95 < 100 ms.`);
// Warm the caches as a running worker has them.
await measure(after, DEFAULT_CUPBOARD);
print('Baseline — the collection only (before), default cupboard (sel, poivre, eau, huile)', await measure(before, DEFAULT_CUPBOARD));
print('Composing chef, default cupboard (sel, poivre, eau, huile)', await measure(after, DEFAULT_CUPBOARD));
print(`Composing chef, stocked cupboard (${STOCKED_CUPBOARD.join(', ')})`, await measure(after, STOCKED_CUPBOARD));
