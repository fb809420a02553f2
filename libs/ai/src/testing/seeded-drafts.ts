import { DISH_TYPES } from '../local-chef/local-recipe';
import { seededRandom } from '../local-chef/seeded-random';
import { LocalRecipeProvider } from '../providers/local-recipe.provider';
import type { FridgeItem } from '../types';
import { randomFridge } from './random-fridges';
import { recipeRequest } from './recipe-answers';

// The offline chef's drafts read as a cook reads them, over seeded random fridges × the six dish
// types: the chef's French and cooking specs build them alike, so a figure one spec reads is the
// figure the other reads on the same seed.

/** A fridge item with no date, for a spec's own fridges. */
export const fridgeItem = (name: string, quantity: number, unit: string): FridgeItem => ({ name, quantity, unit, expirationDate: null });

export interface SeededDraft {
  title: string;
  description: string;
  preparationTime: number;
  servings: number;
  ingredients: string[];
  instructions: string[];
}

export interface SeededDraftsOptions {
  /** 'YYYY-MM-DD', the chef's today and the fridges'. */
  today: string;
  seed: number;
  fridges: number;
  /**
   * Foods the spec's rules are about, added to one fridge in three (index % 3 === 0): for each
   * offset, touchy[(index + offset) % touchy.length].
   */
  touchy?: readonly FridgeItem[];
  offsets?: readonly number[];
}

/**
 * Seeded random fridges (one in three with touchy foods) and the chef's draft of each dish type for
 * each, for 1 to 6 people (1 + index % 6) with the fridge's index as the draft's seed, in fridge mode.
 */
export async function seededDrafts(options: SeededDraftsOptions): Promise<{ fridges: FridgeItem[][]; drafts: SeededDraft[] }> {
  const { today, touchy = [], offsets = [] } = options;
  const provider = new LocalRecipeProvider({ today: new Date(`${today}T12:00:00Z`) });
  const random = seededRandom(options.seed);
  const fridges: FridgeItem[][] = [];
  const drafts: SeededDraft[] = [];
  for (let index = 0; index < options.fridges; index++) {
    const fridge = randomFridge(random, { today });
    if (index % 3 === 0 && touchy.length > 0) fridge.push(...offsets.map((offset) => touchy[(index + offset) % touchy.length]));
    fridges.push(fridge);
    for (const dishType of DISH_TYPES) {
      const draft = await provider.propose(recipeRequest({ mode: 'fridge', dishType, fridge, servings: 1 + (index % 6), seed: index })).catch(() => null);
      if (draft) {
        drafts.push({
          title: draft.title!,
          description: draft.description!,
          preparationTime: draft.preparationTime!,
          servings: draft.servings!,
          ingredients: draft.ingredients!,
          instructions: draft.instructions!,
        });
      }
    }
  }
  return { fridges, drafts };
}
