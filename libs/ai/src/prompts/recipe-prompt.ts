import { servingsLabel } from '#contracts';
import { ofFood } from '#ingredients';
import { RECIPES } from '../local-chef/recipes';
import type { FridgeItem, RecipeRequest } from '../types';
import { staplesOrDefault } from '../generation/fridge-match';
import { coldEvening, kindHeads, kindPlural, leftOutForSeason } from '../generation/week-wishes';
import { todayLine } from './french-date';
import { dishTypeWithArticle, restrictionPrompts } from './french-labels';

export const RECIPE_SYSTEM_PROMPT = [
  'Tu es Mijote, un chef cuisinier qui imagine des recettes familiales, simples et savoureuses pour des foyers de Suisse romande.',
  'Tu écris en français et tu réponds uniquement par un objet JSON valide, sans texte autour ni bloc de code, de la forme :',
  '{"title": "…", "description": "…", "preparationTime": 30, "servings": 4, "difficulty": "facile", "ingredients": ["200 g de farine", "2 œufs"], "instructions": ["Préchauffez le four à 180 °C.", "…"]}',
  'Règles :',
  '- "description" : une ou deux phrases appétissantes.',
  '- "ingredients" : une ligne par ingrédient, « quantité unité de nom » (unités : g, kg, ml, cl, dl, l, càs, càc, pincée) ou « quantité nom » (« 2 oignons »).',
  '- "instructions" : les étapes dans l\'ordre, une phrase ou deux chacune, sans numéro, à l\'impératif (« Coupez », « Faites revenir »).',
  '- "preparationTime" : la durée totale en minutes (nombre entier) ; "difficulty" : facile, moyen ou difficile.',
  '- Les restrictions alimentaires et les aliments à éviter sont impératifs, y compris dans les sauces, bouillons et garnitures.',
].join('\n');

export interface RecipePrompt {
  system: string;
  user: string;
}

/** `now`: the moment of the call; the prompt says which day it is in Europe/Zurich. */
export function buildRecipePrompt(request: RecipeRequest, now: Date = new Date()): RecipePrompt {
  return { system: RECIPE_SYSTEM_PROMPT, user: buildRecipeUserPrompt(request, now) };
}

export function buildRecipeUserPrompt(request: RecipeRequest, now: Date = new Date()): string {
  const lines: string[] = [
    todayLine(now),
    `Propose ${dishTypeWithArticle(request.dishType)} pour ${servingsLabel(request.servings)}, de difficulté « ${request.difficulty} » ou plus simple.`,
  ];

  const restrictions = restrictionPrompts(request.restrictions);
  if (restrictions.length > 0) {
    lines.push('', 'Restrictions alimentaires du foyer, à respecter strictement :', ...restrictions.map((r) => `- ${r}`));
  } else {
    lines.push('', 'Restrictions alimentaires : aucune.');
  }
  if (request.preferredFoods.length > 0) lines.push('', `Aliments préférés, à privilégier : ${request.preferredFoods.join(', ')}.`);
  if (request.avoidedFoods.length > 0) lines.push('', `Aliments à éviter absolument (ni en ingrédient, ni en garniture) : ${request.avoidedFoods.join(', ')}.`);

  lines.push(...weekWishes(request));

  if (request.mode === 'fridge') {
    const staples = staplesOrDefault(request.staples).join(', ');
    lines.push(
      '',
      `Mode frigo : utilise uniquement ces ingrédients plus ${staples}, sans rien acheter d'autre. Privilégie ceux qui expirent bientôt.`,
      ...request.fridge.map((item) => `- ${describeFridgeItem(item)}`),
    );
    if (request.useFirst) lines.push(`La recette doit utiliser : ${request.useFirst}.`);
  }

  const excluded = excludedTitles(request.exclude);
  if (excluded.length > 0) lines.push('', `Propose une recette différente de : ${excluded.join(' ; ')}.`);
  if (request.feedback) {
    lines.push('', `Ta réponse précédente a été refusée pour cette raison : ${request.feedback}. Propose une recette qui corrige ce point.`);
  }
  lines.push('', 'Réponds uniquement avec l\'objet JSON.');
  return lines.join('\n');
}

/**
 * A planned week's wishes (RecipeRequest's avoidDishKinds, kindBefore, besideDinners,
 * seasonDishKinds, maxMinutes), said as the offline chef keeps them, so a model keeps them at the
 * first call rather than after a refusal. None set: no line, the prompt of a single recipe.
 */
function weekWishes(request: RecipeRequest): string[] {
  const lines: string[] = [];
  if (request.maxMinutes !== undefined) lines.push('', `Temps de préparation total : ${request.maxMinutes} minutes au plus.`);
  const avoided = [...new Set(request.avoidDishKinds ?? [])];
  // On a cold month's evening a cold kind left out is the season's rule: said with it, below.
  const coldAvoided = avoided.filter((kind) => leftOutForSeason(kind, request));
  const full = avoided.filter((kind) => !coldAvoided.includes(kind));
  if (full.length > 0) {
    lines.push('', 'La semaine compte déjà assez de ces types de plat, n\'en propose pas (le titre ne doit commencer par aucun de ces mots) :', ...full.map((kind) => `- ${kindWithHeads(kind)}`));
  }
  if (coldEvening(request)) {
    const cold = coldAvoided.length > 0 ? ` La semaine a déjà son plat froid : pas ${coldAvoided.map((kind) => ofFood(kindPlural(kind))).join(' ni ')} (${coldAvoided.flatMap(kindHeads).join(', ')}).` : '';
    lines.push('', `Dîner de saison froide : de préférence un plat qui réchauffe (${request.seasonDishKinds!.map(kindPlural).join(', ')}).${cold}`);
  }
  if (request.kindDishesOfWeek?.length) {
    lines.push('', `La semaine compte déjà : ${request.kindDishesOfWeek.map((t) => `« ${t} »`).join(', ')}. Ne propose pas un plat du même type fait du même aliment principal (jamais deux soupes de tomates).`);
  }
  if (request.kindBefore) lines.push('', `Le repas précédent était de type « ${request.kindBefore} » : propose de préférence un autre type de plat.`);
  if (request.besideDinners?.length) {
    lines.push(
      '',
      `Les dîners de la veille et du lendemain reposent sur : ${request.besideDinners.map((d) => `${d.protein} et ${d.base}`).join(' ; ')}. Ne reprends pas à la fois la même protéine et la même base que l'un d'eux.`,
    );
  }
  return lines;
}

const kindWithHeads = (kind: string): string => `${kindPlural(kind)} (${kindHeads(kind).join(', ')})`;

function describeFridgeItem(item: FridgeItem): string {
  const amount = item.unit && item.unit !== 'unité' ? `${item.quantity} ${item.unit}` : `${item.quantity}`;
  const expiry = item.expirationDate ? `, expire le ${frenchDate(item.expirationDate)}` : '';
  return `${item.name} (${amount}${expiry})`;
}

function frenchDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : isoDate;
}

// `exclude` mixes the offline chef's ids and titles; a model understands titles only.
function excludedTitles(exclude: readonly string[]): string[] {
  const byId = new Map(RECIPES.map((r) => [r.id, r.title]));
  return [...new Set(exclude.map((e) => byId.get(e) ?? e).filter((e) => e.trim() !== ''))];
}
