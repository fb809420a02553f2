import { findAvoidedFoods, passesRestrictions } from '../../validation/dietary-rules';
import { containsFood } from '../food-match';
import { CHILD_WORDS, PICKY_EATERS, REFUSAL_WORDS } from '../knowledge/picky-eaters';
import { RECIPE_CONSTRAINTS } from '../knowledge/recipe-constraints';
import type { LocalRecipe } from '../local-recipe';
import { RECIPES } from '../recipes';
import { describe } from './answer-suggestions';
import type { ChefQuestion } from './chef-question';
import { byConstraints, suitsChildren } from './recipe-constraints';
import { bestNamed, hasPhrase, phrases, toWords } from './text-match';

// "Mon fils ne mange pas de légumes, une idée ?": tips that work at the family table
// (knowledge/picky-eaters.ts) and dishes of the collection where the refused food melts in.

const ENTRIES = PICKY_EATERS.map((entry) => ({ entry, names: phrases(entry.names), forms: new Set(entry.forms.flatMap((f) => toWords(f))) }));
const CHILD = phrases(CHILD_WORDS);
const REFUSAL = phrases(REFUSAL_WORDS);
const FOR_CHILDREN = RECIPE_CONSTRAINTS.filter((c) => c.id === 'forChildren');

export function answerPickyEater(question: ChefQuestion): string | null {
  const { words, context } = question;
  if (!CHILD.some((w) => hasPhrase(words, w)) || !REFUSAL.some((w) => hasPhrase(words, w))) return null;
  const found = bestNamed(words, ENTRIES, (e) => e.names);
  if (!found) return null;
  const { entry, forms } = found;
  const fits = (r: LocalRecipe) =>
    (r.type === 'plat' || r.type === 'entrée') &&
    suitsChildren(r) &&
    passesRestrictions(r.ingredients, entry.leaveOut ? [...context.restrictions, 'vegetarian'] : context.restrictions) &&
    findAvoidedFoods(r.ingredients, context.avoidedFoods).length === 0 &&
    entry.foods.some((food) => containsFood(r.ingredients, food));
  const hidden = (r: LocalRecipe) => toWords(r.title).some((w) => forms.has(w));
  // The dishes where it melts in first, then the easy family ones that have it.
  const candidates = byConstraints(RECIPES.filter(fits), FOR_CHILDREN);
  const dishes = [...candidates.filter(hidden), ...candidates.filter((r) => !hidden(r))].slice(0, 3);
  const lines = [`Quand un enfant boude ${entry.label}, quelques astuces qui marchent :`, ...entry.tips.map((tip) => `• ${tip}`)];
  if (dishes.length > 0) lines.push('', 'Dans mon carnet, des plats qui passent bien :', ...dishes.map(describe));
  return lines.join('\n');
}
