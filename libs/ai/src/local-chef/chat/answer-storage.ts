import { FOOD_STORAGE, type FoodStorage } from '../knowledge/food-storage';
import { lowerFirst } from '../french-text';
import type { ChefQuestion } from './chef-question';
import { mentionedFoods } from './answer-suggestions';
import { recipeInHistory } from './recipe-reply';
import { bestNamed, hasPhrase, phrases, toWords } from './text-match';

const NAMES = new Map<FoodStorage, string[][]>(FOOD_STORAGE.map((f) => [f, phrases(f.names)]));
const LEFTOVERS = FOOD_STORAGE.find((f) => f.names.includes('restes'))!;
const FREEZING = phrases(['congeler', 'congélation', 'congélateur', 'surgeler', 'décongeler']);

export function findStorage(question: ChefQuestion): FoodStorage | undefined {
  return bestNamed(question.words, FOOD_STORAGE, (f) => NAMES.get(f) ?? []);
}

export function answerStorage(question: ChefQuestion): string | null {
  const entry = findStorage(question);
  if (entry) return storageOf(entry, question);
  // "Ça se conserve combien de temps ?" right after a recipe: that dish, kept as what it is.
  const previous = mentionedFoods(question.words, question.text).length === 0 ? recipeInHistory(question.context.history) : undefined;
  if (!previous) return null;
  const { title } = previous.recipe;
  // The dish its title names first ("Tarte aux abricots" is a tart, not apricots); else leftovers.
  const dish = bestNamed(toWords(title.split(/\s(?:au|aux|à|de|du|des|et)\s|\sd'|,/)[0]!), FOOD_STORAGE, (f) => NAMES.get(f) ?? []) ?? LEFTOVERS;
  return `« ${title} » se garde comme ${lowerFirst(dish.label)}.\n${storageOf(dish, question)}`;
}

function storageOf(entry: FoodStorage, question: ChefQuestion): string {
  const aboutFreezing = FREEZING.some((w) => hasPhrase(question.words, w));
  const freezer = entry.freezer
    ? `Congélation : ${entry.freezer}.`
    : `Congélation : déconseillée, ${entry.label.charAt(0).toLowerCase()}${entry.label.slice(1)} supportent mal le froid du congélateur.`;
  const lines = aboutFreezing
    ? [freezer, `Sinon, ${lowerFirst(entry.label)} se conservent ${entry.how}, ${entry.keeps}.`]
    : [`${entry.label} se conservent ${entry.how} : ${entry.keeps}.`, freezer];
  if (entry.tip) lines.push(entry.tip);
  return lines.map(agreeVerb(entry.label)).join('\n');
}

// "Le pain se conserve", "Les fraises se conservent", "supporte mal" / "supportent mal".
function agreeVerb(label: string): (line: string) => string {
  const plural = /^les\s/i.test(label);
  return (line) => (plural ? line : line.replace(/\bse conservent\b/g, 'se conserve').replace(/\bsupportent mal\b/g, 'supporte mal'));
}

export const STORAGE_HELP =
  "Je n'ai pas trouvé cet aliment dans mon guide de conservation. Je connais par exemple les fruits (fraises, bananes, pommes), les légumes, la viande, le poisson, les œufs, les produits laitiers, le pain, les restes et l'épicerie : dites-moi quel aliment vous voulez garder.";
