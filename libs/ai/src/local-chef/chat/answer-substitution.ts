import { findAvoidedFoods, findRestrictionViolations } from '../../validation/dietary-rules';
import { SUBSTITUTIONS, type SubstituteOption, type Substitution } from '../knowledge/substitutions';
import { capitalize, type ChefQuestion } from './chef-question';
import { bestNamed, hasPhrase, phrases, withoutSpoonNames } from './text-match';

const NAMES = new Map<Substitution, string[][]>(SUBSTITUTIONS.map((s) => [s, phrases(s.names)]));
const VEGAN_WORDS = phrases(['vegan', 'végane', 'végétal', 'végétalien', 'végétalienne', 'sans produit animal']);
const VEGAN_CHECK = ['vegan'] as const;

export function findSubstitution(question: ChefQuestion): Substitution | undefined {
  return bestNamed(withoutSpoonNames(question.words), SUBSTITUTIONS, (s) => NAMES.get(s) ?? []);
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
  const options = entry.options.filter(fits);
  const lines: string[] = [];
  if (options.length === 0) {
    lines.push(`Je n'ai pas de substitut pour ${entry.label} qui respecte vos restrictions alimentaires. Le plus simple est de choisir une recette qui s'en passe.`);
  } else {
    lines.push(`Pour remplacer ${entry.label}${wantsVegan ? ' en version végétale' : ''}, vous pouvez utiliser :`);
    lines.push(...options.slice(0, 4).map((option) => `• ${option.text} ;`));
    lines[lines.length - 1] = lines[lines.length - 1].replace(/ ;$/, '.');
  }
  if (entry.tip) lines.push(entry.tip);
  if (options.length < entry.options.length && options.length > 0) lines.push("J'ai écarté les options qui ne conviennent pas à votre régime.");
  return lines.map((line, i) => (i === 0 ? capitalize(line) : line)).join('\n');
}
