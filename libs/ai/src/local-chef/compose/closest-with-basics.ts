import { PANTRY_SUGGESTIONS, frenchList } from '#contracts';
import { coversFood, ingredientName, sameFood, staplesOrDefault } from '../../generation/fridge-match';
import type { RecipeRequest } from '../../types';
import { seededRandom } from '../seeded-random';
import { composeFromFridge } from './compose-from-fridge';
import { foodOf } from './food-lookup';
import { addToPantry } from './patterns';

// When the fridge and the household's cupboard make no dish of the type: the dish one more basic
// of the cupboard's suggestions (sucre, farine, beurre…) would allow, told the same way by the
// recipe generator's refusal (with its one-tap offer) and by the chat.

/**
 * « « Œufs au lait » demande aussi : sucre. Ajoutez-le au frigo, ou à « Mon placard »… » (`comma`
 * after the title when it is the sentence's subject set apart; `then`, what to do, if not that).
 */
export function asksAlso(closest: ClosestDish, comma = '', then = addToPantry(closest.pronoun)): string {
  return `« ${closest.title} »${comma} demande aussi : ${frenchList(closest.needs)}. ${then}`;
}

/** A dish the cupboard would allow with more basics: its title, the basics, and the pronoun that names them (« Ajoutez-le »). */
export interface ClosestDish {
  title: string;
  needs: string[];
  pronoun: 'le' | 'la' | 'les';
}

/** The dish (never a fallback) the cupboard would allow with one more basic, or with a few, and what it needs. */
export function closestWithBasics(request: RecipeRequest, today: string): ClosestDish | null {
  const staples = staplesOrDefault(request.staples);
  // What neither the cupboard nor the fridge holds ("Sucre en poudre" in the fridge is sugar enough).
  const missing = PANTRY_SUGGESTIONS.filter((basic) => !staples.some((s) => sameFood(s, basic)) && !request.fridge.some((item) => coversFood(item.name, basic)));
  const random = seededRandom(request.seed ?? 0);
  const tryWith = (added: readonly string[]) => composeFromFridge({ ...request, staples: [...staples, ...added] }, today, random, [], { fallbacks: false })[0];
  let closest: { title: string; needs: string[] } | null = null;
  for (const basic of missing) {
    const dish = tryWith([basic]);
    if (dish) {
      closest = { title: dish.title, needs: [basic] };
      break;
    }
  }
  if (!closest) {
    const dish = tryWith(missing);
    const needs = dish ? missing.filter((basic) => dish.ingredients.some((line) => coversFood(basic, ingredientName(line)))) : [];
    if (dish && needs.length > 0) closest = { title: dish.title, needs };
  }
  if (!closest) return null;
  const only = closest.needs.length === 1 ? foodOf(closest.needs[0]) : null;
  return { ...closest, pronoun: !only || only.pluralName ? 'les' : only.gender === 'f' ? 'la' : 'le' };
}
