import { cannotAnswer, HELP_REPLY } from '../knowledge/small-talk';
import { findAvoidedFoods, findRestrictionViolations } from '../../validation/dietary-rules';
import { ask, converse, suggestedRecipes } from './chat-test-helpers';
import { suitsChildren } from './recipe-constraints';

/** Every allergy answer sends to the label and to a health professional. */
function expectCareful(reply: string) {
  expect(reply).toMatch(/étiquette/);
  expect(reply).toMatch(/médecin ou à un allergologue/);
  expect(reply).toMatch(/pas un avis médical/);
  expect(reply).not.toBe(cannotAnswer());
  expect(reply).not.toContain(HELP_REPLY);
}

describe('the offline chef answers allergy questions with care', () => {
  it('"je suis allergique aux arachides, que puis-je manger ?": where they hide, the label, a doctor, ideas without them', async () => {
    const reply = await ask('Je suis allergique aux arachides, que puis-je manger ?');
    expect(reply).toMatch(/^Avec une allergie aux arachides, la prudence s'impose/);
    expect(reply).toMatch(/beurre de cacahuète, huile d'arachide/);
    expectCareful(reply);
    const ideas = suggestedRecipes(reply);
    expect(ideas.length).toBeGreaterThan(0);
    for (const r of ideas) expect(findAvoidedFoods(r.ingredients, ['arachide', 'cacahuètes'])).toEqual([]);
  });

  it('"mon fils est allergique au lait": ideas without dairy, fit for a child', async () => {
    const reply = await ask('Mon fils est allergique au lait');
    expect(reply).toMatch(/^Avec une allergie au lait/);
    expectCareful(reply);
    const ideas = suggestedRecipes(reply);
    expect(ideas.length).toBeGreaterThan(0);
    for (const r of ideas) {
      expect(findRestrictionViolations(r.ingredients, ['dairyFree'])).toEqual([]);
      expect(suitsChildren(r)).toBe(true);
    }
  });

  it('answers an allergy with care even right after a recipe (not « pour les enfants ? » about it)', async () => {
    const earlier = await converse(['La recette des crêpes au sucre et au citron, svp']);
    const reply = await ask('Mon fils est allergique aux arachides, que faire ?', {}, earlier);
    expect(reply).toMatch(/^Avec une allergie aux arachides, la prudence s'impose/);
    expectCareful(reply);
    expect(reply).not.toMatch(/convient \(pour les enfants\)/);
  });

  it('names an intolerance as such', async () => {
    const reply = await ask('Je suis intolérant au lactose, que puis-je cuisiner ?');
    expect(reply).toMatch(/^Avec une intolérance au lait, la prudence s'impose/);
    expectCareful(reply);
    for (const r of suggestedRecipes(reply)) expect(findRestrictionViolations(r.ingredients, ['dairyFree'])).toEqual([]);
  });

  it("keeps the household's own restrictions in the ideas", async () => {
    const reply = await ask('Je suis allergique aux œufs, que puis-je cuisiner ?', { restrictions: ['vegetarian'] });
    expectCareful(reply);
    for (const r of suggestedRecipes(reply)) {
      expect(findRestrictionViolations(r.ingredients, ['vegetarian'])).toEqual([]);
      expect(findAvoidedFoods(r.ingredients, ['œufs'])).toEqual([]);
    }
  });

  it('answers carefully an allergy it has no entry for, or none named', async () => {
    const kiwi = await ask('Ma fille est allergique au kiwi');
    expect(kiwi).toMatch(/^Avec une allergie à cet aliment \(kiwi\)/);
    expectCareful(kiwi);
    const vague = await ask("J'ai une allergie alimentaire, vous pouvez m'aider ?");
    expect(vague).toMatch(/Dites-moi à quel aliment/);
    expectCareful(vague);
  });

  it('still gives ideas when the question asks for them, with the reminder to read the label', async () => {
    const reply = await ask('Je suis allergique aux noix, que faire avec des pommes ?');
    expect(suggestedRecipes(reply).length).toBeGreaterThan(0);
    expect(reply).toMatch(/Lisez toujours l'étiquette/);
    const glutenFree = await ask('Je suis allergique au gluten, une idée de dessert ?');
    const desserts = suggestedRecipes(glutenFree);
    expect(desserts.length).toBeGreaterThan(0);
    for (const r of desserts) expect(r.type === 'dessert' && findRestrictionViolations(r.ingredients, ['glutenFree']).length === 0).toBe(true);
    expect(glutenFree).toMatch(/Lisez toujours l'étiquette/);
  });
});
