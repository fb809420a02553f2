import { findAvoidedFoods, findRestrictionViolations } from '../../validation/dietary-rules';
import { SUBSTITUTIONS, type SubstituteOption, type Substitution } from '../knowledge/substitutions';
import { ingredientName } from '../../generation/fridge-match';
import { scaleIngredientLine } from '../scale-recipe';
import { capitalize, type ChefQuestion } from './chef-question';
import { recipeInHistory } from './recipe-reply';
import { substituteLine } from './substitute-in-recipe';
import { bestNamed, findPhrase, hasPhrase, phrases, toWords, withoutSpoonNames, type Words } from './text-match';

const NAMES = new Map<Substitution, string[][]>(SUBSTITUTIONS.map((s) => [s, phrases(s.names)]));
const VEGAN_WORDS = phrases(['vegan', 'végane', 'végétal', 'végétalien', 'végétalienne', 'sans produit animal']);
const VEGAN_CHECK = ['vegan'] as const;

// « X au lieu de Y », « X à la place de Y »: Y is replaced, named after the phrase; « remplacer Y par X »:
// Y is named before « par ». The food wished for is the other side.
const INSTEAD = phrases(['au lieu', 'à la place']);
const REPLACE = phrases(['remplacer', 'remplace', 'remplacé', 'remplacée']);
const BY = toWords('par')[0];

/** The words naming the food replaced, and those naming the food wished instead; undefined when the question does not say which is which. */
function replacedAndWished({ text, words }: Pick<ChefQuestion, 'text' | 'words'>): { replaced: Words; wished: Words } | undefined {
  for (const phrase of INSTEAD) {
    const [at] = findPhrase(words, phrase);
    if (at === undefined) continue;
    // « Au lieu du beurre, je peux mettre de l'huile ? »: put first, the food replaced ends its clause.
    const clause = toWords(text.split(',')[0]);
    if (text.includes(',') && at + phrase.length < clause.length && clause.length < words.length) return { replaced: words.slice(at + phrase.length, clause.length), wished: words.slice(clause.length) };
    return { replaced: words.slice(at + phrase.length), wished: words.slice(0, at) };
  }
  for (const phrase of REPLACE) {
    const [at] = findPhrase(words, phrase);
    if (at === undefined) continue;
    const by = words.indexOf(BY, at + phrase.length);
    if (by > at) return { replaced: words.slice(at + phrase.length, by), wished: words.slice(by + 1) };
  }
  return undefined;
}

const named = (words: Words) => bestNamed(withoutSpoonNames(words), SUBSTITUTIONS, (s) => NAMES.get(s) ?? []);

export function findSubstitution(question: ChefQuestion): Substitution | undefined {
  const sides = replacedAndWished(question);
  return (sides && named(sides.replaced)) ?? named(question.words);
}

/** Whether the option is the food the question wishes instead (« de l'huile au lieu du beurre »). */
function isWished(option: SubstituteOption, question: ChefQuestion): boolean {
  const wished = replacedAndWished(question)?.wished.filter((w) => w.length > 3) ?? [];
  return toWords(`${option.uses} ${option.inRecipe?.name ?? ''}`).some((w) => wished.includes(w));
}

/** « Dans « Crêpes… », remplacez les 30 g de beurre par 24 g d'huile… » when the last recipe given has the food. */
function inLastRecipe(question: ChefQuestion, entry: Substitution, option: SubstituteOption | undefined): string | undefined {
  const previous = recipeInHistory(question.context.history);
  if (!previous || !option || !isWished(option, question)) return undefined;
  const line = previous.recipe.ingredients.find((l) => named(toWords(ingredientName(l))) === entry);
  if (!line) return undefined;
  const written = scaleIngredientLine(line, (previous.servings ?? previous.recipe.servings) / previous.recipe.servings);
  return `Dans « ${previous.recipe.title} », remplacez « ${written} » par ${substituteLine({ option, entry }, written)}.`;
}

/** Substitutes for the ingredient named in the question, without those the household cannot eat. */
export function answerSubstitution(question: ChefQuestion): string | null {
  const entry = findSubstitution(question);
  if (!entry) return null;
  const { restrictions, avoidedFoods } = question.context;
  const wantsVegan = VEGAN_WORDS.some((w) => hasPhrase(question.words, w));
  const fits = (option: SubstituteOption) =>
    !option.uses ||
    (findRestrictionViolations([option.uses], wantsVegan ? [...restrictions, ...VEGAN_CHECK] : restrictions).length === 0 &&
      findAvoidedFoods([option.uses], avoidedFoods).length === 0);
  const fitting = entry.options.filter(fits);
  const options = [...fitting.filter((o) => isWished(o, question)), ...fitting.filter((o) => !isWished(o, question))];
  const lines: string[] = [];
  const inRecipe = inLastRecipe(question, entry, options[0]);
  if (inRecipe) lines.push(inRecipe);
  if (options.length === 0) {
    lines.push(`Je n'ai pas de substitut pour ${entry.label} qui respecte vos restrictions alimentaires. Le plus simple est de choisir une recette qui s'en passe.`);
  } else {
    lines.push(`${inRecipe ? 'Plus généralement, pour' : 'Pour'} remplacer ${entry.label}${wantsVegan ? ' en version végétale' : ''}, vous pouvez utiliser :`);
    lines.push(...options.slice(0, 4).map((option) => `• ${option.text} ;`));
    lines[lines.length - 1] = lines[lines.length - 1].replace(/ ;$/, '.');
  }
  if (entry.tip) lines.push(entry.tip);
  if (options.length < entry.options.length && options.length > 0) lines.push("J'ai écarté les options qui ne conviennent pas à votre régime.");
  return lines.map((line, i) => (i === 0 ? capitalize(line) : line)).join('\n');
}
