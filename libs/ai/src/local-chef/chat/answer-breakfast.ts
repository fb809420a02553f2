import { RESTRICTION_LABELS } from '#contracts';
import { findAvoidedFoods, passesRestrictions } from '../../validation/dietary-rules';
import { FridgeMatcher } from '../../generation/fridge-match';
import { containsFood } from '../food-match';
import { BREAKFAST_IDEAS, breakfastClosing, type BreakfastIdea, type BreakfastTag } from '../knowledge/breakfast';
import { mentionedFoods } from './answer-suggestions';
import type { ChefQuestion } from './chef-question';
import { constraintsIn, dietsIn } from './recipe-constraints';
import { hasPhrase, phrases } from './text-match';

// "Une idée pour le petit déjeuner ?": the collection has no breakfast, and its desserts are not
// one; breakfast ideas as French households have them (knowledge/breakfast.ts), filtered by what
// the question asks ("salé", "rapide", "pour les enfants", "sans gluten"), those the fridge makes first.

export const BREAKFAST_WORDS = phrases(['petit-déjeuner', 'petit déjeuner', 'petits déjeuners', 'petit déj', 'petit dej', 'ptit dej', "p'tit déj", 'brunch', 'au réveil', 'ce matin', 'demain matin']);
const MAX_IDEAS = 4;
// "Pas sucré" is a wish for salé, so it is read first.
const SAVOURY = phrases(['salé', 'salée', 'salés', 'salées', 'pas sucré', 'pas sucrée', 'sans sucre']);
const SWEET = phrases(['sucré', 'sucrée', 'sucrés', 'sucrées', 'gourmand', 'gourmande']);

/** The tags the question asks for. */
function wishedTags(question: ChefQuestion): BreakfastTag[] {
  const { words } = question;
  const constraints = constraintsIn(words).map((c) => c.id);
  const taste: BreakfastTag[] = SAVOURY.some((w) => hasPhrase(words, w)) ? ['salé'] : SWEET.some((w) => hasPhrase(words, w)) ? ['sucré'] : [];
  return [...(constraints.includes('quick') ? (['rapide'] as const) : []), ...(constraints.includes('forChildren') ? (['enfants'] as const) : []), ...taste];
}

export function answerBreakfast(question: ChefQuestion): string | null {
  if (!BREAKFAST_WORDS.some((w) => hasPhrase(question.words, w))) return null;
  const { restrictions, avoidedFoods, fridge } = question.context;
  const tags = wishedTags(question);
  // "Sans gluten" in the question is checked as the household's restrictions are.
  const diets = dietsIn(question.words);
  const safe = BREAKFAST_IDEAS.filter((idea) => passesRestrictions(idea.uses, restrictions) && findAvoidedFoods(idea.uses, avoidedFoods).length === 0);
  if (safe.length === 0) return null;
  const allowed = safe.filter((idea) => passesRestrictions(idea.uses, diets) && tags.every((tag) => idea.tags.includes(tag)));
  // "Un petit déjeuner ${kind}" as a cook says it: "salé sans gluten", "végétarien".
  const kind = [tags.includes('salé') ? 'salé' : tags.includes('sucré') ? 'sucré' : '', ...diets.map((d) => RESTRICTION_LABELS[d].toLowerCase())].filter(Boolean).join(' ');
  if (allowed.length === 0) return `Je n'ai pas d'idée de petit déjeuner ${kind}${tags.includes('rapide') ? ' et rapide' : ''} dans mon carnet hors ligne : dites-moi ce que vous avez, ou demandez sans l'un de ces critères.`;
  const matcher = fridge.length > 0 ? new FridgeMatcher(fridge, []) : undefined;
  const atHome = (idea: BreakfastIdea) => (matcher ? idea.uses.filter((food) => matcher.itemFor(food) !== undefined).length : 0);
  // "Avec des œufs au petit déjeuner": the foods the question names come before the fridge.
  const named = mentionedFoods(question.words, question.text);
  const asked = (idea: BreakfastIdea) => named.filter((food) => containsFood(idea.uses, food.name)).length;
  const picks = [...allowed].sort((a, b) => asked(b) - asked(a) || atHome(b) - atHome(a)).slice(0, MAX_IDEAS);
  const fromFridge = matcher !== undefined && atHome(picks[0]) > 0;
  // "Pour un petit déjeuner salé sans gluten, pour les enfants, vite fait :".
  const wishes = `${kind ? `Pour un petit déjeuner ${kind}` : 'Pour le petit déjeuner'}${tags.includes('enfants') ? ', pour les enfants' : ''}${tags.includes('rapide') ? ', vite fait' : ''}`;
  return [`${wishes}${fromFridge ? ', avec ce que vous avez en premier' : ''} :`, ...picks.map((idea) => `• ${idea.text} ;`), breakfastClosing([...restrictions, ...diets])]
    .join('\n')
    .replace(/ ;\n(?=Pour un petit)/, '.\n');
}
