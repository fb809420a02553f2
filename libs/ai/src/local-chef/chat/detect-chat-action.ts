// The offline chef's actions: French phrases that ask it to act on the household's data rather
// than to answer ("ajoute les ingrédients à ma liste", "planifie ça jeudi soir", "j'ai acheté 6
// œufs", "enlève le lait du frigo", "garde cette recette", "mets-la en favori", "ajoute le sucre au
// placard", "mets des pâtes carbonara au menu de mardi"). "ça" and "la" are the recipe it last
// gave in the conversation; a dish of the book named with a day is that dish. What it detects becomes the same tool call a
// model would make, so the app checks and shows both the same way.
import { CHAT_ACTION_MESSAGES } from '#contracts';
import { formatQuantity, parseIngredientLine } from '#ingredients';
import type { ChatContext } from '../../types';
import type { ChatToolCall } from '../../tools/chat-tools';
import { fridgeItemFor } from '../../generation/fridge-match';
import { freshFridge } from '../../generation/fridge-freshness';
import { fridgeUse, overStock } from '../../generation/fridge-stock';
import { scaleIngredientLine, scaleRecipeIngredients } from '../scale-recipe';
import { scaleRecipeSteps } from '../scale-steps';
import type { LocalRecipe } from '../local-recipe';
import { bookDishNamed } from './book-dishes';
import { fold } from './detect-intent';
import { resolveFrenchDay, WEEKDAYS } from './french-day';
import { toWords } from './text-match';
import { recipeInHistory, type RecipeInHistory } from './recipe-reply';

export interface DetectedChatAction {
  /** What the chef says: the card follows, or why it cannot propose anything. */
  reply: string;
  call?: ChatToolCall;
}

// The verbs that put something somewhere, « rajoute » and « remets » as families say them too.
const PUT_VERBS = ['ajoute', 'ajouter', 'ajoutez', 'rajoute', 'rajouter', 'rajoutez', 'mets', 'mettre', 'mettez', 'met', 'remets', 'remettre', 'remettez'];
const PUT = `(?:${PUT_VERBS.join('|')})`;
const SHOPPING = new RegExp(`\\b(?:${PUT}|note|notez)\\b(.*?)\\b(?:a|dans|sur)\\s+(?:ma|la|notre)\\s+liste\\b`);
const SHOPPING_LIST_ONLY = /\b(?:liste de courses|ma liste|la liste)\b/;
// « Pense à acheter du pain », « il faut racheter des œufs », « n'oublie pas le beurre dans les courses »:
// a reminder of what to buy is a line of the list, as families say it to each other.
// « Du pain pour demain »: when it is wanted is no part of what to buy.
const WHEN = `(?:\\s+pour\\s+(?:demain|apres-demain|ce soir|ce midi|ce week-end|le week-end|la semaine|cette semaine|${WEEKDAYS.join('|')}|le gouter|le petit dej\\w*|noel)\\b.*)?[.!]*$`;
const TO_BUY = new RegExp(`(?:^|\\s)(?:pense a|penser a|n'oublie pas d'|n'oublie pas de|noublie pas d'|noublie pas de|il faut|faut|on doit|je dois|il faudrait|faudrait)\\s*r?acheter\\s+(.+?)${WHEN}`);
// « Note du pain », « note-moi du lait et des œufs »: things to buy, said with their article (« note la recette » notes no food).
const NOTE = new RegExp(`^(?:note|notez|note-moi|notez-moi|note moi|notez moi)\\s+((?:du |de la |de l'|des |d'|un |une |\\d).+?)${WHEN}`);
const FORGET_IN_SHOPPING = /(?:^|\s)n?'?oublie pas\s+(.+?)\s+(?:dans|pour|aux)\s+(?:les|mes|nos)?\s*courses\b/;
// « On n'a plus de lait », with no recipe in the conversation (after one, it is what the recipe lacks);
// « je n'ai plus de beurre » is a cook at the stove, answered with its substitutes.
const RUN_OUT = new RegExp(`^(?:on n'a plus|on a plus|il n'y a plus|y a plus|ya plus|nous n'avons plus)\\s+(?:de |d')(.+?)${WHEN}`);
// « Il faut acheter quoi pour une raclette » asks, even without its question mark.
const ASKING = /\b(?:quoi|combien|quel|quels|quelle|quelles)\b/;
const PLAN_VERBS = ['planifie', 'planifier', 'planifiez', 'prevois', 'prevoir', 'prevoyez', 'programme', 'programmer', 'programmez'];
const PLAN = new RegExp(`\\b(?:${PLAN_VERBS.join('|')})\\b`);
// "ajoute-la à mon planning", "mets ça au menu de la semaine": the planning named, with a verb that puts something in it.
const TO_PLANNING = /\b(?:ajoute|ajouter|ajoutez|mets|mettre|mettez|met|inscris|inscrire|note|notez|cale|calez|place|placez)\b.*\b(?:planning|calendrier|agenda|menu de la semaine|repas de la semaine)\b/;
// "mets-la samedi midi", "ajoute ça demain soir": a verb on the last recipe, said by a pronoun, and a day (checked apart).
// "on la fait samedi midi", "je le prépare demain" say the same of the recipe.
const RECIPE_TO_DAY = /\b(?:ajoute|ajoutez|mets|mettez|met|cale|calez|place|placez)(?:-la|-le|\s+(?:ca|cette recette|la recette|ce plat|ce dessert)\b|\s+(?:la|le)\s+(?:a|au|pour|le|ce|cette)\b)|\b(?:on|je|nous)\s+(?:la|le)\s+(?:fait|fera|ferai|ferons|mange|mangera|mangerons|prepare|preparera|preparerai|preparerons|cuisine|cuisinera)\b/;
// « Mets des crêpes mardi », « on mange une tartiflette samedi soir »: a dish of the book named
// for a day, with a verb that puts it there, or a « we eat » said, not asked.
const NOTE_VERBS = ['inscris', 'note', 'notez', 'cale', 'calez'];
const EAT_VERBS = ['mange', 'mangera', 'mangerons', 'fait', 'fera', 'ferons', 'fais', 'ferai', 'prepare', 'preparera', 'preparerai', 'preparerons', 'cuisine', 'cuisinera'];
const DISH_PUT = new RegExp(`\\b(?:${[...PUT_VERBS, ...NOTE_VERBS].join('|')})\\b`);
const DISH_WE_EAT = new RegExp(`\\b(?:on|nous|je)\\s+(?:${EAT_VERBS.join('|')})\\b`);
// What such a message says besides the dish: the verbs, who eats, the day, the planning.
const AROUND_DISH = new Set(
  toWords(
    [...PUT_VERBS, ...NOTE_VERBS, ...PLAN_VERBS, ...EAT_VERBS, 'on nous je au aux a menu planning calendrier agenda repas pour ce cette soir midi demain apres-demain',
      'lundi mardi mercredi jeudi vendredi samedi dimanche prochain prochaine semaine dejeuner diner h heure heures'].join(' '),
  ),
);

/** « Note du pain pour demain »: things to buy; never a dish of the book noted for a day (« note des crêpes pour samedi » plans them). */
function noted(folded: string): RegExpExecArray | null {
  const note = NOTE.exec(folded);
  return note && !dishNamedIn(note[1]!) ? note : null;
}

/** The dish of the book a message names besides its verbs and its day, if any (« des pâtes carbonara »). */
function dishNamedIn(text: string): LocalRecipe | undefined {
  const words = toWords(text).filter((w) => !AROUND_DISH.has(w) && !/\d/.test(w));
  return words.length > 0 ? bookDishNamed(words) : undefined;
}

// "ajoute ce qu'il manque à ma liste": the recipe's lines the fridge does not hold.
const MISSING = /\b(?:ce qu'il (?:me |nous )?manque|ce qui (?:me |nous )?manque|ce que je n'ai pas|ce qu'on n'a pas|ce qu'il faut acheter|les manquants)\b/;
// "j'ai utilisé le lait", "j'ai jeté les yaourts": out of the fridge, counted in the anti-gaspi figures.
const FINISHED = /\bj'ai\s+(utilise|fini|termine|mange|jete)\s+(.+?)(?:\s+(?:du|de mon|de notre)\s+(?:frigo|refrigerateur))?[.!]*$/;
const EXIT_REASONS = { utilise: 'used', fini: 'used', termine: 'used', mange: 'eaten', jete: 'thrown' } as const;
const BOUGHT = /\bj'ai\s+(?:achete|pris|rapporte|ramene)\s+(.+)$/;
const TO_FRIDGE = new RegExp(`\\b(?:${PUT}|range|ranger)\\s+(.+?)\\s+(?:au|dans le|dans mon)\\s+(?:frigo|refrigerateur)\\b`);
// "ajoute le sucre au placard", "mets de la farine dans mon placard": « Mon placard », never the list.
const TO_PANTRY = new RegExp(`\\b(?:${PUT}|range|ranger|rangez)\\s+(.+?)\\s+(?:au|dans le|dans mon|dans notre|a mon|a notre)\\s+placard\\b`);
const FROM_FRIDGE = /\b(?:enleve|enlever|enlevez|retire|retirer|retirez|supprime|supprimer|supprimez|sors|sortir)\s+(.+?)\s+(?:du|de mon|de notre)\s+(?:frigo|refrigerateur)\b/;
const KEEP = '(?:garde|gardez|enregistre|enregistrez|sauvegarde|sauvegardez)';
// "garde cette recette", "garde-la", "enregistre ça", "ajoute-la à mes recettes" (never "se garde", "conserver": storage questions).
const SAVE = new RegExp(`(?:^|[^'\\w-])${KEEP}(?:-la\\b|\\s+(?:cette|la|ma|ca)\\s+recette\\b|\\s+(?:ca|la)\\b)|\\b(?:ajoute|ajoutez|mets|mettez)(?:-la)?\\b.*\\bmes recettes\\b`);
// A question about how to do something is answered, not acted on ("comment planifier mes repas ?").
const HOW_QUESTION = /^(?:comment|pourquoi|quand|combien|est-ce que|faut-il|peut-on|qu'est-ce)\b/;
const FAVORITE = /\bfavoris?\b/;

// Articles and fillers in front of an item: "le lait", "des œufs", "du beurre", "les".
const LEADING = /^(?:de l'|l'|d'|(?:de la|le|la|les|du|des|de|un|une|mes|mon|ma|nos|notre)\s+)/i;

/** The action a message asks for, or null when it asks a question (the chef then answers as usual). */
export function detectChatAction(context: ChatContext, today: string): DetectedChatAction | null {
  const last = [...context.history].reverse().find((turn) => turn.role === 'user');
  if (!last) return null;
  const text = last.content.trim().toLowerCase().replace(/[’‘`´]/g, "'");
  const folded = fold(text);
  if (HOW_QUESTION.test(folded)) return null;
  const recipe = () => recipeInHistory(context.history);

  // The fridge first: "ajoute le lait au frigo" names the fridge, not the list.
  const removed = FROM_FRIDGE.exec(folded);
  if (removed) {
    const name = itemNames(sameSpan(text, folded, removed[1]!))[0];
    if (name) return propose({ name: 'remove_from_fridge', arguments: { name: parseIngredientLine(name).name || name } });
  }
  const finished = FINISHED.exec(folded);
  if (finished) {
    const name = itemNames(sameSpan(text, folded, finished[2]!))[0];
    if (name) return propose({ name: 'remove_from_fridge', arguments: { name: parseIngredientLine(name).name || name, reason: EXIT_REASONS[finished[1] as keyof typeof EXIT_REASONS] } });
  }
  const toPantry = TO_PANTRY.exec(folded);
  if (toPantry) {
    const basics = itemNames(sameSpan(text, folded, toPantry[1]!)).map((b) => parseIngredientLine(b).name || b);
    if (basics.length > 0) return propose({ name: 'add_to_pantry', arguments: { basics } });
  }
  const bought = BOUGHT.exec(folded) ?? TO_FRIDGE.exec(folded);
  if (bought) {
    const items = itemNames(sameSpan(text, folded, bought[1]!)).map(fridgeItem).filter((i) => i.name !== '');
    if (items.length > 0) return propose({ name: 'add_to_fridge', arguments: { items } });
  }

  // A reminder to buy: the things named, never a question (« il faut acheter quoi pour une raclette ? »).
  const toBuy = folded.includes('?') ? null : (TO_BUY.exec(folded) ?? noted(folded) ?? FORGET_IN_SHOPPING.exec(folded) ?? (recipe() ? null : RUN_OUT.exec(folded)));
  if (toBuy && !ASKING.test(toBuy[1]!)) {
    const ingredients = itemNames(sameSpan(text, folded, toBuy[1]!));
    if (ingredients.length > 0) return propose({ name: 'add_to_shopping_list', arguments: { ingredients } });
  }
  const shopping = SHOPPING.exec(folded);
  if (shopping || (/\bajout|\bmets\b|\bmettre\b/.test(folded) && SHOPPING_LIST_ONLY.test(folded) && /\bcourses\b/.test(folded))) {
    const what = shopping ? sameSpan(text, folded, shopping[1]!).trim() : '';
    const missing = MISSING.test(folded);
    const wholeRecipe = missing || what === '' || /\b(ingredients?|ca|tout|recette|les|la)\b/.test(fold(what).replace(/\bà$/, ''));
    if (!wholeRecipe) {
      const ingredients = itemNames(what);
      if (ingredients.length > 0) return propose({ name: 'add_to_shopping_list', arguments: { ingredients } });
    }
    const given = recipe();
    if (!given) return { reply: CHAT_ACTION_MESSAGES.noRecipe };
    const lines = linesOf(given, context);
    const ingredients = missing ? missingFromFridge(lines, context, today) : lines;
    if (ingredients.length === 0) return { reply: CHAT_ACTION_MESSAGES.nothingMissing(given.recipe.title) };
    return propose({ name: 'add_to_shopping_list', arguments: { recipeId: given.recipe.id, recipeTitle: given.recipe.title, ingredients } });
  }

  const planning = PLAN.test(folded) || TO_PLANNING.test(folded) || (RECIPE_TO_DAY.test(folded) && resolveFrenchDay(text, today) !== null);
  const dish = planning || DISH_PUT.test(folded) || (DISH_WE_EAT.test(folded) && !folded.includes('?')) ? dishNamedIn(text) : undefined;
  if (planning || (dish && resolveFrenchDay(text, today))) {
    const given = dish ? { recipe: dish, diets: [], without: [], given: [] } : recipe();
    if (!given) return { reply: CHAT_ACTION_MESSAGES.noRecipe };
    const when = resolveFrenchDay(text, today);
    if (!when) return { reply: CHAT_ACTION_MESSAGES.noDate };
    const servings = servingsOf(given, context);
    return propose({
      name: 'plan_meal',
      arguments: {
        recipeId: given.recipe.id,
        recipeTitle: given.recipe.title,
        date: when.date,
        time: when.time,
        servings,
        type: given.recipe.type,
        ingredients: linesOf(given, context),
        instructions: scaleRecipeSteps(given.recipe, servings),
      },
    });
  }

  const favorite = FAVORITE.test(folded) && /\b(?:mets|mettre|mettez|ajoute|ajouter|ajoutez|mets-la|mets-le|en)\b/.test(folded);
  if (favorite || SAVE.test(folded)) {
    const given = recipe();
    if (!given) return { reply: CHAT_ACTION_MESSAGES.noRecipe };
    const fields = {
      recipeId: given.recipe.id,
      title: given.recipe.title,
      description: given.recipe.description,
      type: given.recipe.type,
      servings: servingsOf(given, context),
      preparationTime: given.recipe.preparationTime,
      ingredients: linesOf(given, context),
      steps: scaleRecipeSteps(given.recipe, servingsOf(given, context)),
    };
    return propose({ name: favorite ? 'add_favorite' : 'save_recipe', arguments: fields });
  }
  return null;
}

const propose = (call: ChatToolCall): DetectedChatAction => ({ reply: CHAT_ACTION_MESSAGES.proposed, call });

const servingsOf = (given: RecipeInHistory, context: ChatContext) => given.servings ?? context.servings ?? given.recipe.servings;

/** The recipe's lines for as many people as the chef gave it. */
function linesOf(given: RecipeInHistory, context: ChatContext): string[] {
  return scaleRecipeIngredients(given.recipe, servingsOf(given, context));
}

/**
 * What is left to buy of the lines once the fridge's fresh items are counted: a line the fridge
 * does not have whole, one it holds too little of for what is still missing (« 4 œufs » with 2 in
 * the fridge is « 2 œufs »), matched and converted as the chef's fridge mode counts (overStock,
 * fridgeUse). An item's lines share what it lacks, each in proportion.
 */
function missingFromFridge(lines: readonly string[], context: ChatContext, today: string): string[] {
  const { fresh } = freshFridge(context.fridge, today);
  const short = new Set(overStock(lines, fresh).map((o) => o.item));
  const lacking = new Map<string, number>();
  for (const use of fridgeUse(lines, fresh)) {
    if (!short.has(use.item) || !use.quantity) continue;
    const share = Math.max(0, 1 - use.item.quantity / use.quantity);
    for (const line of use.lines) lacking.set(line, share);
  }
  return lines.flatMap((line) => {
    if (!fridgeItemFor(line, fresh)) return [line];
    const share = lacking.get(line);
    return share ? [scaleIngredientLine(line, share, { buying: true })] : [];
  });
}

/**
 * The part of the original text (accents kept) that a match on its folded form covers: folding
 * only turns "œ" into "oe", so positions shift by one per "œ" before them.
 */
function sameSpan(text: string, folded: string, part: string): string {
  const start = folded.indexOf(part);
  if (start < 0) return part;
  const shift = (upTo: number) => {
    let extra = 0;
    for (let i = 0, f = 0; f < upTo && i < text.length; i++) {
      const step = /[œæ]/.test(text[i]!) ? 2 : 1;
      f += step;
      extra += step - 1;
    }
    return extra;
  };
  const from = start - shift(start);
  const to = start + part.length - shift(start + part.length);
  return text.slice(from, to);
}

/** "6 œufs, du lait et 2 yaourts" → ["6 œufs", "lait", "2 yaourts"]. */
function itemNames(phrase: string): string[] {
  return phrase
    .replace(/[.!?]+$/, '')
    .split(/\s*(?:,|;|\bet\b|\bainsi que\b)\s*/)
    .map((part) => part.trim().replace(LEADING, '').trim())
    .filter((part) => part !== '' && part.length <= 120);
}

/** A fridge item from "6 œufs": a whole number of pieces, or the unit the line gives. */
function fridgeItem(line: string): { name: string; quantity: number; unit: string } {
  const parsed = parseIngredientLine(line);
  const quantity = Math.max(1, Math.round(parsed.quantity || 1));
  const unit = ['g', 'kg', 'ml', 'l'].includes(parsed.unit) ? parsed.unit : 'unité';
  return { name: (parsed.name || line).trim(), quantity: Number(formatQuantity(quantity)), unit };
}
