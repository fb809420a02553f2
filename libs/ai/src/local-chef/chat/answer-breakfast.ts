import { findAvoidedFoods, passesRestrictions } from '../../validation/dietary-rules';
import { FridgeMatcher } from '../../generation/fridge-match';
import { containsFood } from '../food-match';
import { BREAKFAST_CLOSING, BREAKFAST_IDEAS, type BreakfastIdea } from '../knowledge/breakfast';
import { mentionedFoods } from './answer-suggestions';
import type { ChefQuestion } from './chef-question';
import { constraintsIn } from './recipe-constraints';
import { hasPhrase, phrases } from './text-match';

// "Une idée pour le petit déjeuner ?": the collection has no breakfast, and its desserts are not
// one; breakfast ideas as French households have them (knowledge/breakfast.ts), those the fridge
// makes first.

export const BREAKFAST_WORDS = phrases(['petit-déjeuner', 'petit déjeuner', 'petits déjeuners', 'petit déj', 'petit dej', 'ptit dej', "p'tit déj", 'brunch', 'au réveil', 'ce matin', 'demain matin']);
const MAX_IDEAS = 4;

export function answerBreakfast(question: ChefQuestion): string | null {
  if (!BREAKFAST_WORDS.some((w) => hasPhrase(question.words, w))) return null;
  const { restrictions, avoidedFoods, fridge } = question.context;
  const quick = constraintsIn(question.words).some((c) => c.id === 'quick');
  const allowed = BREAKFAST_IDEAS.filter((idea) => passesRestrictions(idea.uses, restrictions) && findAvoidedFoods(idea.uses, avoidedFoods).length === 0 && (!quick || idea.quick));
  if (allowed.length === 0) return null;
  const matcher = fridge.length > 0 ? new FridgeMatcher(fridge, []) : undefined;
  const atHome = (idea: BreakfastIdea) => (matcher ? idea.uses.filter((food) => matcher.itemFor(food) !== undefined).length : 0);
  // "Avec des œufs au petit déjeuner": the foods the question names come before the fridge.
  const named = mentionedFoods(question.words, question.text);
  const asked = (idea: BreakfastIdea) => named.filter((food) => containsFood(idea.uses, food.name)).length;
  const picks = [...allowed].sort((a, b) => asked(b) - asked(a) || atHome(b) - atHome(a)).slice(0, MAX_IDEAS);
  const fromFridge = matcher !== undefined && atHome(picks[0]) > 0;
  return [`Pour le petit déjeuner${quick ? ', vite fait' : ''}${fromFridge ? ', avec ce que vous avez en premier' : ''} :`, ...picks.map((idea) => `• ${idea.text} ;`), BREAKFAST_CLOSING]
    .join('\n')
    .replace(/ ;\n(?=Pour un petit)/, '.\n');
}
