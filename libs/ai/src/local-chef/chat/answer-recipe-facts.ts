import { THERMOSTAT_STEP_C } from '../knowledge/conversions';
import { OVEN_WORDS } from '../knowledge/recipe-constraints';
import type { LocalRecipe } from '../local-recipe';
import { DISH_TYPE_WORDS, mentionedFoods } from './answer-suggestions';
import type { ChefQuestion } from './chef-question';
import { rankIntents } from './detect-intent';
import { usesOven } from './recipe-constraints';
import { recipeInHistory } from './recipe-reply';
import { hasPhrase, phrases, toWords } from './text-match';

// « C'est long ? », « pour combien ? », « à quelle température ? » right after a recipe: what
// that recipe says, never the table of cooking times nor the list of what the chef can do.

const LENGTH = phrases(["c'est long", 'cest long', 'ça dure combien', 'ça prend combien de temps', 'combien de temps ça prend', 'ça prend du temps', 'en combien de temps', 'temps de préparation', "c'est rapide", 'ça se fait vite', 'combien de temps']);
const SERVINGS = phrases(['pour combien', 'combien de personnes', 'combien de parts', 'combien de portions', 'ça fait combien de parts']);
const OVEN = phrases(['quelle température', 'à quelle température', 'au four', 'thermostat', 'combien de temps au four', ...OVEN_WORDS]);
/** Waits the steps add to the preparation: a night, hours of rest in the fridge. */
const WAIT = /[^.]*\b(?:\d+\s*heures?|une nuit|la veille)\b[^.]*/iu;

export function answerRecipeFacts(question: ChefQuestion): string | null {
  const { words } = question;
  const previous = recipeInHistory(question.context.history);
  if (!previous) return null;
  // « Combien de temps pour des pâtes ? » or « un dessert rapide » ask about something else.
  if (mentionedFoods(words, question.text).length > 0 || DISH_TYPE_WORDS.some(([, list]) => list.some((w) => hasPhrase(words, w)))) return null;
  // « Ça se garde combien de temps ? » is a keeping time (answer-storage.ts).
  if (rankIntents(words, question.folded)[0]?.intent === 'storage') return null;
  const { recipe } = previous;
  if (OVEN.some((w) => hasPhrase(words, w))) return oven(recipe);
  if (SERVINGS.some((w) => hasPhrase(words, w))) {
    const servings = previous.servings ?? recipe.servings;
    return `« ${recipe.title} » est prévue pour ${servings} personne${servings > 1 ? 's' : ''}. Pour un autre nombre, dites par exemple « pour 6 » : je recalcule les quantités.`;
  }
  if (LENGTH.some((w) => hasPhrase(words, w))) {
    const wait = recipe.instructions.map((step) => WAIT.exec(step)?.[0]).find(Boolean);
    const time = `« ${recipe.title} » se prépare en ${recipe.preparationTime} minutes environ, cuisson comprise (niveau ${recipe.difficulty})`;
    return wait ? `${time}, plus l'attente : ${wait.charAt(0).toLowerCase()}${wait.slice(1).trim()}.` : `${time}.`;
  }
  return null;
}

function oven(recipe: LocalRecipe): string {
  if (!usesOven(recipe)) return `« ${recipe.title} » ne passe pas au four.`;
  const steps = recipe.instructions.join(' ');
  const degrees = /(\d{2,3})\s*°C/u.exec(steps)?.[1];
  const baked = recipe.instructions.find((step) => toWords(step).some((w) => toWords('enfournez four cuire cuisson').includes(w)) && /\d+(?:\s*à\s*\d+)?\s*minutes/u.test(step) && !/préchauffez/iu.test(step));
  const minutes = baked ? /(\d+(?:\s*à\s*\d+)?)\s*minutes/u.exec(baked)?.[1] : undefined;
  const parts = [degrees ? `four préchauffé à ${degrees} °C (thermostat ${Math.round(Number(degrees) / THERMOSTAT_STEP_C)})` : 'au four', minutes ? `${minutes} minutes de cuisson` : ''].filter(Boolean);
  return `« ${recipe.title} » : ${parts.join(', ')}.`;
}
