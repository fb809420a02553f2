import { ingredientName } from '../../generation/fridge-match';
import { findAvoidedFoods } from '../../validation/dietary-rules';
import { containsFood } from '../food-match';
import { FAMILY_QUESTIONS } from '../knowledge/family-questions';
import { SPICY_FOODS } from '../knowledge/recipe-constraints';
import { RECIPES } from '../recipes';
import { seededRandom } from '../seeded-random';
import { ask, converse, recipe } from './chat-test-helpers';

// « C bon pour un bébé de 18 mois ? » right after a recipe reads that recipe for the child's age.
// Recipes and ages drawn at random: what must be left out or adapted is always said, line by line.

const DRAWS = 30;
const adaptPart = (reply: string) => reply.split('à retirer ou adapter')[1] ?? '';

describe('a young child’s question after a recipe is about that recipe', () => {
  it(`says the honey (under 1 year), the alcohol, the chili (under 6) of ${DRAWS} random recipes for a child of a random age`, async () => {
    const random = seededRandom(1811);
    for (let i = 0; i < DRAWS; i++) {
      const given = RECIPES[Math.floor(random() * RECIPES.length)];
      const months = 6 + Math.floor(random() * 66);
      const age = months < 24 ? `${months} mois` : `${Math.floor(months / 12)} ans`;
      const reply = await ask(`c bon pour un bebe de ${age} ?`, {}, await converse([`La recette de ${given.title.toLowerCase()} ?`]));
      const said = months < 24 ? months : Math.floor(months / 12) * 12;
      expect(reply.split('\n')[0]).toContain(`« ${given.title} » pour`);
      expect(reply).toMatch(/médecin/);
      const adapt = adaptPart(reply);
      const lines = (foods: string[]) => given.ingredients.filter((line) => foods.some((food) => containsFood([line], food)));
      const alcohol = given.ingredients.filter((line) => findAvoidedFoods([line], ['alcool']).length > 0);
      const mustSay = [...alcohol, ...(said < 12 ? lines(['miel']) : []), ...(said < 72 ? lines(SPICY_FOODS) : [])];
      const unsaid = mustSay.filter((line) => !adapt.includes(ingredientName(line).toLowerCase()));
      expect({ id: given.id, age, unsaid }).toEqual({ id: given.id, age, unsaid: [] });
    }
  });

  it('« c bon pour un enfant de 3 ans ? » after the chili says its cayenne, and gives no other recipe', async () => {
    const reply = await ask('c bon pour un enfant de 3 ans ?', {}, await converse(['La recette du chili sin carne ?']));
    expect(reply).toContain('« Chili sin carne » pour un enfant de 3 ans');
    expect(adaptPart(reply)).toMatch(/piment de cayenne/);
    expect(reply).not.toMatch(/Je vous propose plutôt/);
  });

  it('« c bon pour un bebe de 10 mois » after the crêpes leaves the sugar out but keeps their cooked eggs', async () => {
    const reply = await ask('c bon pour un bebe de 10 mois', {}, await converse(['La recette des crêpes au sucre et au citron ?']));
    expect(adaptPart(reply)).toMatch(/– sucre : pas de sucre ajouté avant 1 an/);
    expect(reply.split('à retirer')[0]).toMatch(/convient : .*œufs/);
  });

  it.each(['mousse-au-chocolat', 'tiramisu'])('the %s, whose eggs are never cooked, says so for a young child', async (id) => {
    const reply = await ask('c bon pour un bébé de 2 ans ?', {}, await converse([`La recette de ${recipe(id).title.toLowerCase()} ?`]));
    expect(reply).toContain(`« ${recipe(id).title} » pour`);
    expect(adaptPart(reply)).toMatch(/œufs?.*restent crus/);
  });

  it('without a recipe, a baby still gets the general advice', async () => {
    expect(await ask('c bon pour un bebe de 18 mois les pates ?')).not.toMatch(/ pour un bébé de 18 mois :/);
    expect(await ask('diversification bébé je commence par quoi')).toBe(FAMILY_QUESTIONS.find((q) => q.id === 'bebe')!.answer);
  });

  it('keeps « c pas trop epice pour les enfants ? » (no age) the question of whether the dish burns', async () => {
    expect(await ask('c pas trop epice pour les enfants ?', {}, await converse(['La recette du chili sin carne ?']))).toMatch(/^Oui, « Chili sin carne » pique/);
    expect(recipe('chili-sin-carne')).toBeDefined();
  });
});
