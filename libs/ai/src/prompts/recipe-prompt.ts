import { RECIPES } from '../local-chef/recipes';
import type { FridgeItem, RecipeRequest } from '../types';
import { DEFAULT_STAPLES } from '../providers/model-parameters';
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
    `Propose ${dishTypeWithArticle(request.dishType)} pour ${request.servings} personne${request.servings > 1 ? 's' : ''}, de difficulté « ${request.difficulty} » ou plus simple.`,
  ];

  const restrictions = restrictionPrompts(request.restrictions);
  if (restrictions.length > 0) {
    lines.push('', 'Restrictions alimentaires du foyer, à respecter strictement :', ...restrictions.map((r) => `- ${r}`));
  } else {
    lines.push('', 'Restrictions alimentaires : aucune.');
  }
  if (request.preferredFoods.length > 0) lines.push('', `Aliments préférés, à privilégier : ${request.preferredFoods.join(', ')}.`);
  if (request.avoidedFoods.length > 0) lines.push('', `Aliments à éviter absolument (ni en ingrédient, ni en garniture) : ${request.avoidedFoods.join(', ')}.`);

  if (request.mode === 'fridge') {
    const staples = (request.staples.length > 0 ? request.staples : DEFAULT_STAPLES).join(', ');
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
