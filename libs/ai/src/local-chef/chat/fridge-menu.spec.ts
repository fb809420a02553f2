import { kitchenToday, type DietaryRestriction } from '#contracts';
import { ingredientsOutsideFridge } from '../../generation/fridge-match';
import { freshFridge } from '../../generation/fridge-freshness';
import { overStock } from '../../generation/fridge-stock';
import { randomFridge } from '../../testing/random-fridges';
import type { FridgeItem } from '../../types';
import { findRestrictionViolations } from '../../validation/dietary-rules';
import { seededRandom } from '../seeded-random';
import { EMPTY_FRIDGE_REPLY } from './answer-suggestions';
import { ask, converse, givenLines, substanceOf } from './chat-test-helpers';

// « Un menu avec ce que j'ai » once listed three dishes of the book, whatever the fridge held.

const TODAY = kitchenToday();
const inDays = (days: number) => new Date(Date.parse(`${TODAY}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const HEAD = /^Un menu avec ce qu'il y a dans votre frigo, sans rien acheter, pour (\d+)\u00a0personnes?(, version [^:]+)? :$/m;
const listed = (reply: string) => [...reply.matchAll(/^• (.+?) \((entrée|plat|dessert), /gm)].map((m) => ({ title: m[1]!, type: m[2]! }));
const COURSE_ASKED = { entrée: "Et l'entrée ?", plat: 'La recette du plat', dessert: 'Et le dessert ?' } as const;

describe('« un menu avec ce que j’ai » composes the menu of the fridge', () => {
  const fridge: FridgeItem[] = [
    { name: 'Blancs de poulet', quantity: 600, unit: 'g', expirationDate: inDays(2) },
    { name: 'Champignons de Paris', quantity: 250, unit: 'g', expirationDate: inDays(3) },
    { name: 'Crème fraîche', quantity: 40, unit: 'cl', expirationDate: inDays(6) },
    { name: 'Carottes', quantity: 1, unit: 'kg', expirationDate: inDays(12) },
    { name: 'Pommes', quantity: 6, unit: 'unité', expirationDate: inDays(15) },
    { name: 'Œufs', quantity: 6, unit: 'unité', expirationDate: inDays(10) },
    { name: 'Lait', quantity: 1, unit: 'l', expirationDate: inDays(5) },
    { name: 'Farine', quantity: 1, unit: 'kg', expirationDate: null },
    { name: 'Beurre', quantity: 250, unit: 'g', expirationDate: inDays(20) },
    { name: 'Sucre', quantity: 1, unit: 'kg', expirationDate: null },
    { name: 'Gruyère râpé', quantity: 200, unit: 'g', expirationDate: inDays(-3) },
  ];

  it('lists a starter, a main course and a dessert made of it; « la recette du plat », « et le dessert ? » give them whole, within stock', async () => {
    const turns = await converse(["Un menu avec ce que j'ai ?", 'La recette du plat', 'Et le dessert ?', "Et l'entrée ?"], { fridge, servings: 4 });
    const [menu, main, dessert, starter] = turns.filter((t) => t.role === 'assistant').map((t) => t.content);
    expect(menu).toMatch(HEAD);
    expect(menu).toMatch(/^Laissé de côté, date dépassée : gruyère râpé\.$/m);
    expect(listed(menu!).map((c) => c.type)).toEqual(['entrée', 'plat', 'dessert']);
    const titles = listed(menu!).map((c) => c.title);
    expect([starter, main, dessert].map((reply) => /^(.+?) — /m.exec(reply!)?.[1])).toEqual(titles);
    const lines = [starter, main, dessert].map((reply) => givenLines(reply!));
    expect(lines.every((l) => l.length > 1)).toBe(true);
    expect(ingredientsOutsideFridge(lines.flat(), freshFridge(fridge, TODAY).fresh, [])).toEqual([]);
    // The three together, not each alone, keep within what the fridge holds.
    expect(overStock(lines.flat(), fridge)).toEqual([]);
    expect(lines.flat().join('\n')).not.toMatch(/gruyère/i);
    const served = lines.map(substanceOf);
    expect(served.flatMap((foods, i) => foods.filter((food) => served.some((other, j) => j !== i && other.includes(food))))).toEqual([]);
  });

  it('says the diet asked and keeps to it; an empty fridge gets told so; a fridge changed since the menu is said', async () => {
    const vegetarian = await ask("Un menu végétarien avec ce qu'il y a dans le frigo", { fridge, servings: 2 });
    expect(vegetarian).toMatch(/^Un menu avec ce qu'il y a dans votre frigo, sans rien acheter, pour 2\u00a0personnes, version végétarienne :$/m);
    expect(vegetarian).not.toMatch(/poulet/i);
    expect(await ask("Un menu avec ce que j'ai ?", { fridge: [] })).toBe(EMPTY_FRIDGE_REPLY);
    const earlier = await converse(["Un menu avec ce que j'ai ?"], { fridge, servings: 4 });
    const emptied = fridge.filter((item) => !/poulet|œufs/i.test(item.name));
    expect(await ask('La recette du plat', { fridge: emptied, servings: 4 }, earlier)).toBe("Votre frigo a changé depuis ce menu : redemandez-moi « un menu avec ce que j'ai ».");
  });

  it('on seeded random fridges: every course of the fridge and the cupboard, the menu within stock, nothing expired, no food twice, the household’s rules kept', async () => {
    const random = seededRandom(20261203);
    const restrictions: DietaryRestriction[][] = [[], ['vegetarian'], [], ['dairyFree']];
    let menus = 0;
    const fridges = 24;
    for (let i = 0; i < fridges; i++) {
      const items = randomFridge(random, { today: TODAY, expiredShare: 0.2 });
      const context = { fridge: items, servings: 1 + (i % 5), restrictions: restrictions[i % restrictions.length]! };
      const menu = await ask("Qu'est-ce que tu proposes comme menu avec ce que j'ai ?", context);
      if (!HEAD.test(menu)) continue;
      menus++;
      const courses = listed(menu);
      expect(courses.map((c) => c.type)).toContain('plat');
      const earlier = [{ role: 'user' as const, content: "Qu'est-ce que tu proposes comme menu avec ce que j'ai ?" }, { role: 'assistant' as const, content: menu }];
      const lines: string[][] = [];
      for (const course of courses) {
        const reply = await ask(COURSE_ASKED[course.type as keyof typeof COURSE_ASKED], context, earlier);
        expect(/^(.+?) — /m.exec(reply)?.[1]).toBe(course.title);
        lines.push(givenLines(reply));
      }
      const fresh = freshFridge(items, TODAY).fresh;
      expect({ items, outside: ingredientsOutsideFridge(lines.flat(), fresh, []) }).toEqual({ items, outside: [] });
      expect({ items, over: overStock(lines.flat(), fresh) }).toEqual({ items, over: [] });
      expect(findRestrictionViolations(lines.flat(), context.restrictions)).toEqual([]);
      const served = lines.map(substanceOf);
      expect(served.flatMap((foods, k) => foods.filter((food) => served.some((other, j) => j !== k && other.includes(food))))).toEqual([]);
    }
    // Most fridges make a main course of their own (the composer's benchmark: about 95 %).
    expect(menus).toBeGreaterThanOrEqual(fridges * 0.7);
  });
});
