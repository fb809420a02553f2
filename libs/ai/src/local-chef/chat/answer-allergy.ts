import { findAvoidedFoods, passesRestrictions } from '../../validation/dietary-rules';
import { ALLERGENS, ALLERGY_CAUTION, ALLERGY_WORDS, type Allergen } from '../knowledge/allergies';
import { RECIPES } from '../recipes';
import { describe, mentionedFoods } from './answer-suggestions';
import type { ChefQuestion } from './chef-question';
import { constraintsIn, meetsConstraints } from './recipe-constraints';
import { bestNamed, hasPhrase, phrases } from './text-match';

const WORDS = phrases(ALLERGY_WORDS);
const NAMES = new Map<Allergen, string[][]>(ALLERGENS.map((a) => [a, phrases(a.names)]));
const IDEAS = 3;
const INTOLERANCE = phrases(['intolérant', 'intolérante', 'intolérants', 'intolérance']);

export function isAllergyQuestion(question: ChefQuestion): boolean {
  return WORDS.some((w) => hasPhrase(question.words, w));
}

/** The question with its allergen added to the household's rules, for ideas asked alongside ("allergique au gluten, une idée de dessert ?"). */
export function withoutAllergen(question: ChefQuestion): ChefQuestion {
  const allergen = bestNamed(question.words, ALLERGENS, (a) => NAMES.get(a) ?? []);
  if (!allergen) return question;
  const { context } = question;
  return {
    ...question,
    context: {
      ...context,
      restrictions: allergen.restriction ? [...new Set([...context.restrictions, allergen.restriction])] : context.restrictions,
      avoidedFoods: [...context.avoidedFoods, ...(allergen.avoid ?? [])],
    },
  };
}

/** The careful answer to an allergy: where the food hides, the label, a health professional, and ideas without it. */
export function answerAllergy(question: ChefQuestion): string {
  const allergen = bestNamed(question.words, ALLERGENS, (a) => NAMES.get(a) ?? []);
  const food = allergen ? undefined : mentionedFoods(question.words, question.text)[0];
  if (!allergen && !food) {
    return [
      "Une allergie alimentaire se prend au sérieux. Dites-moi à quel aliment (par exemple « allergique aux arachides ») et je vous dirai où il se cache le plus souvent en cuisine.",
      ...ALLERGY_CAUTION.map((line) => `• ${line}`),
    ].join('\n');
  }
  const label = allergen?.label ?? `à cet aliment (${food!.written ?? food!.name})`;
  const without = allergen?.without ?? food!.written ?? food!.name;
  // "Intolérant au lactose" is not an allergy: the chef says what the user said.
  const kind = INTOLERANCE.some((w) => hasPhrase(question.words, w)) ? 'intolérance' : 'allergie';
  const lines = [`Avec une ${kind} ${label}, la prudence s'impose. Quelques repères de cuisine :`];
  if (allergen) lines.push(`• On en trouve souvent dans : ${allergen.hidden}.`);
  lines.push(...ALLERGY_CAUTION.map((line) => `• ${line}`));
  lines.push(`Ajoutez « ${without} » aux aliments à éviter dans vos préférences : j'écarterai alors ces recettes de mes idées.`);

  const { restrictions, avoidedFoods } = question.context;
  const rules = allergen?.restriction ? [...restrictions, allergen.restriction] : restrictions;
  const avoid = [...avoidedFoods, ...(allergen?.avoid ?? (allergen ? [] : [food!.name]))];
  // "Mon fils est allergique…": the ideas suit a child too.
  const constraints = constraintsIn(question.words);
  const ideas = RECIPES.filter(
    (r) => r.type === 'plat' && passesRestrictions(r.ingredients, rules) && findAvoidedFoods(r.ingredients, avoid).length === 0 && meetsConstraints(r, constraints),
  )
    .sort((a, b) => a.preparationTime - b.preparationTime || a.title.localeCompare(b.title, 'fr'))
    .slice(0, IDEAS);
  if (ideas.length > 0) {
    lines.push(`Quelques plats de mon carnet sans ${without} dans leurs ingrédients (vérifiez chaque produit utilisé) :`, ...ideas.map(describe));
  }
  return lines.join('\n');
}

/** Added under recipe ideas given to someone who mentions an allergy. */
export const ALLERGY_REMINDER = ALLERGY_CAUTION[0];
