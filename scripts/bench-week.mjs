#!/usr/bin/env node
// `npm run bench:week`: 200 seeded random households (restrictions merged from 1–3 members,
// avoided foods, portions, a fridge with dated items, the last 14 days' dinners) each get a full
// 7-dinner week from the planner with the offline chef. Prints the time per week (target: p95
// under 2 s) and every rule the weeks break, checked by the same code as the API (target: 0),
// beside a baseline measured in the same run: seven independent suggestions, one at a time, as
// the planning page worked before, and the share of dinners without meat or fish in the households
// that eat them (target: a third of the week at most, plan-rules' maxMeatless). A benchmark, not a test: it always exits 0.
// Options: --households N (200), --seed S (42), --skip-build.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './lib/local-env.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const HOUSEHOLDS = arg('--households', 200);
const SEED = arg('--seed', 42);

if (!process.argv.includes('--skip-build')) {
  const build = spawnSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) {
    console.log(`bench:week: the server build failed (exit ${build.status}); no figures.`);
    process.exit(0);
  }
}

const load = (path) => import(pathToFileURL(join(ROOT, 'dist', path)).href);
const { fillWeek } = await load('libs/domain/meal-plans/week-planner.js');
const { weekBreaks, HARD_RULES, maxMeatless } = await load('libs/domain/meal-plans/plan-rules.js');
const { toPlanDish } = await load('libs/domain/meal-plans/week-planner.js');
const ai = await load('libs/ai/src/index.js');

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = mulberry32(SEED);
const pick = (list) => list[Math.floor(random() * list.length)];
const some = (list, max) => [...list].sort(() => random() - 0.5).slice(0, Math.floor(random() * (max + 1)));

const RESTRICTIONS = [
  ['none', 50], ['vegetarian', 14], ['glutenFree', 10], ['dairyFree', 6], ['nutFree', 6], ['halal', 6], ['kosher', 3], ['vegan', 5],
];
const drawRestriction = () => {
  let r = random() * RESTRICTIONS.reduce((s, [, w]) => s + w, 0);
  for (const [name, w] of RESTRICTIONS) if ((r -= w) < 0) return name;
  return 'none';
};
const AVOIDABLE = ['champignons', 'poivron', 'céleri', 'olives', 'coriandre', 'aubergine', 'chou-fleur', 'épinards', 'betterave', 'fenouil', 'poisson', 'crevettes'];
const FRIDGE = ['courgettes', 'tomates', 'poireaux', 'carottes', 'épinards', 'brocoli', 'crème', 'lait', 'œufs', 'gruyère', 'parmesan', 'blancs de poulet', 'saumon', 'lardons', 'riz', 'pâtes', 'lentilles corail', 'pois chiches', 'pommes de terre', 'oignons'];
const PLATS = ai.recipesOfType('plat');
const DAY = 86_400_000;
const addDays = (d, n) => new Date(Date.parse(`${d}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
const WEEK = '2026-11-30';

function household(i) {
  const members = 1 + Math.floor(random() * 3);
  const restrictions = [...new Set(Array.from({ length: members }, drawRestriction))].filter((r) => r !== 'none');
  const fridge = some(FRIDGE, 6).map((name) => ({ name, quantity: 1 + Math.floor(random() * 4), unit: 'unité', expirationDate: random() < 0.7 ? addDays(WEEK, Math.floor(random() * 7)) : null }));
  const history = some(PLATS, 7).map((r, k) => ({ recipeId: r.id, title: r.title, date: addDays(WEEK, -14 + 2 * k) }));
  return {
    id: i,
    today: addDays(WEEK, -1),
    restrictions,
    avoidedFoods: some(AVOIDABLE, 2),
    preferredFoods: [],
    difficulty: pick(['facile', 'moyen', 'difficile']),
    servings: 2 + Math.floor(random() * 5),
    fridge: fridge.sort((a, b) => (a.expirationDate ?? '9').localeCompare(b.expirationDate ?? '9')),
    staples: ['sel', 'poivre', 'eau', 'huile'],
    history,
    weekMeals: [],
    saved: [],
    vegetarianEvenings: 2,
  };
}

const provider = new ai.LocalRecipeProvider();
const chef = { attemptsPerLevel: 25, propose: (request) => ai.generateValidRecipe(provider, request) };
const emptyWeek = () =>
  Array.from({ length: 7 }, (_, d) => ({ date: addDays(WEEK, d), meal: 'dinner', effort: d < 5 ? 'rapide' : 'normal', status: 'pending', locked: false, dish: null, why: null }));

/** Before: seven suggestions asked one at a time, the household's restrictions and avoided foods only. */
async function baselineWeek(ctx, seed) {
  const slots = emptyWeek();
  for (const [d, slot] of slots.entries()) {
    try {
      const recipe = await chef.propose({
        dishType: 'plat', mode: 'preferences', restrictions: ctx.restrictions, preferredFoods: [], avoidedFoods: ctx.avoidedFoods,
        difficulty: ctx.difficulty, servings: ctx.servings, fridge: [], staples: ctx.staples, exclude: [], seed: seed + d,
      });
      Object.assign(slot, { status: 'filled', dish: toPlanDish(recipe, 'chef') });
    } catch {
      slot.status = 'failed';
    }
  }
  return slots;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const fmt = (ms) => `${ms.toFixed(1)} ms`;

async function run(label, plan) {
  const times = [];
  const broken = {};
  const relaxed = {};
  let failedSlots = 0;
  let weeks = 0;
  // Households eating meat: dinners without meat or fish, and the weeks with more than a third of them.
  const meatless = { dinners: 0, filled: 0, weeksOver: 0, weeks: 0 };
  const households = [];
  const r0 = mulberry32(SEED);
  for (let i = 0; i < HOUSEHOLDS; i++) households.push(household(i));
  for (const ctx of households) {
    const started = performance.now();
    const { slots, relaxed: gaveWay } = await plan(ctx, Math.floor(r0() * 2 ** 30));
    times.push(performance.now() - started);
    weeks++;
    failedSlots += slots.filter((s) => !s.dish).length;
    for (const b of weekBreaks(slots, ctx)) broken[b.rule] = (broken[b.rule] ?? 0) + 1;
    for (const r of gaveWay ?? []) relaxed[r] = (relaxed[r] ?? 0) + 1;
    if (!ctx.restrictions.includes('vegetarian') && !ctx.restrictions.includes('vegan')) {
      const dishes = slots.filter((s) => s.dish);
      const veg = dishes.filter((s) => s.dish.vegetarian).length;
      meatless.dinners += veg;
      meatless.filled += dishes.length;
      meatless.weeks++;
      if (veg > maxMeatless(dishes.length, ctx.vegetarianEvenings)) meatless.weeksOver++;
    }
  }
  times.sort((a, b) => a - b);
  const total = Object.values(broken).reduce((s, n) => s + n, 0);
  const hard = HARD_RULES.reduce((s, r) => s + (broken[r] ?? 0), 0);
  console.log(`\n${label} — ${weeks} weeks of 7 dinners`);
  console.log(`  time per week: p50 ${fmt(percentile(times, 50))} · p95 ${fmt(percentile(times, 95))} · max ${fmt(times.at(-1))}   (target p95 < 2000 ms)`);
  console.log(`  rules broken: ${total} (hard rules: ${hard})   (target 0)${total ? '  ' + JSON.stringify(broken) : ''}`);
  console.log(`  dinners left empty (no dish keeps the hard rules): ${failedSlots} of ${weeks * 7}`);
  const share = meatless.filled ? ((100 * meatless.dinners) / meatless.filled).toFixed(1) : '0';
  console.log(`  dinners without meat or fish, households eating meat: ${meatless.dinners} of ${meatless.filled} (${share} %); weeks over a third: ${meatless.weeksOver} of ${meatless.weeks}`);
  if (Object.keys(relaxed).length) console.log(`  soft rules given way to, per dinner (the collection had nothing else): ${JSON.stringify(relaxed)}`);
}

console.log(`bench:week — ${HOUSEHOLDS} seeded households (seed ${SEED}), offline chef, ${PLATS.length} main courses in its collection`);
await run('Baseline: one suggestion at a time (before)', async (ctx, seed) => ({ slots: await baselineWeek(ctx, seed) }));
await run('Planifier ma semaine (week planner)', (ctx, seed) => fillWeek(emptyWeek(), ctx, chef, seed));
process.exit(0);
