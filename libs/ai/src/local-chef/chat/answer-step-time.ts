import type { ChefQuestion } from './chef-question';
import { recipeInHistory } from './recipe-reply';
import { hasPhrase, phrases, toWords } from './text-match';

// « La pâte doit reposer combien de temps ? » right after the crêpes: the step that says it, not the
// cooking time of pasta. A question on a duration that shares its action with a timed step of the
// last recipe is answered with that step, as the recipe wrote it.

const DURATION = phrases(['combien de temps', 'combien de tps', 'cb de temps', 'cb de tps', 'combien de minutes', "combien d'heures", 'pendant combien', 'ça dure', 'longtemps']);
/** A time a step gives: « 10 minutes », « 1 h 30 », « 4 heures », « une nuit ». */
const TIMED = /\d+\s*(?:min|h\b|heures?)|\bune nuit\b/iu;
// Words of a duration question that say nothing of the step (« ça prend combien de temps » is the whole recipe).
const NOT_THE_STEP = new Set(toWords('combien temps tps minute minutes heure heures faut doit dois doivent pour avec dans faire fait prend prendre pendant longtemps laisser laisse laissez recette'));

/** The same word, or the same verb conjugated (« mijote », « mijoter »): their first six letters. */
const sameWord = (a: string, b: string) => a === b || (a.length >= 6 && b.length >= 6 && a.slice(0, 6) === b.slice(0, 6));
const says = (step: string, word: string) => toWords(step).some((w) => sameWord(w, word));

/** The timed step of the last recipe a duration question is about, quoted; null when none shares its words. */
export function answerStepTime(question: ChefQuestion): string | null {
  const previous = recipeInHistory(question.context.history);
  if (!previous || !DURATION.some((w) => hasPhrase(question.words, w))) return null;
  const asked = new Set(question.words.filter((w) => w.length >= 4 && !NOT_THE_STEP.has(w)));
  if (asked.size === 0) return null;
  const steps = previous.recipe.instructions
    .map((step, i) => ({ step, i, shared: [...asked].filter((w) => says(step, w)).length }))
    .filter((s) => TIMED.test(s.step) && s.shared > 0)
    .sort((a, b) => b.shared - a.shared);
  // Every word of the question that the steps use must be in the step quoted: « cuire le riz » is not the step that cuit the chili.
  const inSteps = [...asked].filter((w) => previous.recipe.instructions.some((step) => says(step, w)));
  const best = steps.find((s) => inSteps.every((w) => says(s.step, w)));
  if (!best) return null;
  return `Dans « ${previous.recipe.title} », c'est l'étape ${best.i + 1} : « ${best.step} »`;
}
