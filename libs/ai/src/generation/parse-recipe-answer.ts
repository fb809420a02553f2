import { RECIPE_MESSAGES } from '#contracts';
import { RecipeGenerationError, type RecipeDraft } from '../types';

/**
 * A model's text answer as a draft, tolerant of what models do: code fences, a sentence around
 * the JSON, French or snake_case keys, a wrapping {"recette": …}, quantities as objects, a
 * duration written "1 h 15". Structure is judged later by validateRecipeDraft; only an answer
 * with no JSON object at all is refused here, with 'Format de réponse invalide'.
 */
export function parseRecipeAnswer(content: string | null | undefined): RecipeDraft {
  const json = extractJsonObject(content ?? '');
  if (!json) throw new RecipeGenerationError(RECIPE_MESSAGES.invalidResponse);
  return toDraft(unwrap(json));
}

function extractJsonObject(text: string): Record<string, unknown> | null {
  const fenced = /```(?:json|JSON)?\s*([\s\S]*?)```/.exec(text);
  const body = fenced ? fenced[1] : text;
  const start = body.indexOf('{');
  const end = body.lastIndexOf('}');
  if (start === -1 || end <= start) return null;
  const candidate = body.slice(start, end + 1);
  for (const attempt of [candidate, candidate.replace(/,\s*([}\]])/g, '$1')]) {
    try {
      const value: unknown = JSON.parse(attempt);
      if (isObject(value)) return value;
    } catch {
      // try the next repair
    }
  }
  return null;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function unwrap(json: Record<string, unknown>): Record<string, unknown> {
  const keys = Object.keys(json);
  if (keys.length === 1 && isObject(json[keys[0]])) return json[keys[0]] as Record<string, unknown>;
  return json;
}

// A model's answer is a recipe only: what the offline chef adds beside one (pantryNeeds) is never read from it.
type AnswerField = Exclude<keyof RecipeDraft, 'pantryNeeds'>;

const KEY_ALIASES: Record<AnswerField, readonly string[]> = {
  id: ['id'],
  title: ['title', 'titre', 'nom', 'name'],
  description: ['description', 'resume', 'summary'],
  preparationTime: ['preparationtime', 'preptime', 'tempsdepreparation', 'tempspreparation', 'temps', 'duree', 'totaltime', 'time'],
  servings: ['servings', 'portions', 'personnes', 'nombredepersonnes', 'nbpersonnes', 'couverts'],
  difficulty: ['difficulty', 'difficulte', 'niveau', 'level'],
  ingredients: ['ingredients', 'ingredient', 'listedesingredients'],
  instructions: ['instructions', 'etapes', 'steps', 'preparation', 'methode', 'method'],
};

function foldKey(key: string): string {
  return key.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/[^a-z]/g, '');
}

function toDraft(json: Record<string, unknown>): RecipeDraft {
  const byKey = new Map(Object.entries(json).map(([k, v]) => [foldKey(k), v]));
  const get = (field: AnswerField) => KEY_ALIASES[field].map((k) => byKey.get(k)).find((v) => v !== undefined && v !== null);
  const draft: RecipeDraft = {};
  const id = text(get('id'));
  if (id) draft.id = id;
  const title = text(get('title'));
  if (title) draft.title = title;
  const description = text(get('description'));
  if (description) draft.description = description;
  const minutes = duration(get('preparationTime'));
  if (minutes !== undefined) draft.preparationTime = minutes;
  const servings = firstInteger(get('servings'));
  if (servings !== undefined) draft.servings = servings;
  const difficulty = text(get('difficulty'));
  if (difficulty) draft.difficulty = difficulty as RecipeDraft['difficulty'];
  const ingredients = list(get('ingredients'), ingredientLine);
  if (ingredients) draft.ingredients = ingredients;
  const instructions = list(get('instructions'), stepText);
  if (instructions) draft.instructions = instructions;
  return draft;
}

function text(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function firstInteger(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return Math.round(value);
  const match = typeof value === 'string' ? /\d+/.exec(value) : null;
  return match ? Number(match[0]) : undefined;
}

/** Minutes from 45, "45", "45 minutes", "1 h 15", "1h30", "1 heure". */
function duration(value: unknown): number | undefined {
  if (typeof value !== 'string') return firstInteger(value);
  const hours = /(\d+)\s*(?:h|heures?)\b\s*(\d+)?/i.exec(value);
  if (hours) return Number(hours[1]) * 60 + (hours[2] ? Number(hours[2]) : 0);
  return firstInteger(value);
}

function list(value: unknown, item: (entry: unknown) => string | undefined): string[] | undefined {
  const entries = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/\r?\n/) : undefined;
  if (!entries) return undefined;
  const lines = entries.map(item).filter((line): line is string => line !== undefined);
  return lines.length > 0 ? lines : undefined;
}

/** "200 g de farine", or {quantity: 200, unit: 'g', name: 'farine'} written as that line. */
function ingredientLine(entry: unknown): string | undefined {
  if (!isObject(entry)) return text(entry);
  const fields = new Map(Object.entries(entry).map(([k, v]) => [foldKey(k), v]));
  const pick = (...keys: string[]) => keys.map((k) => text(fields.get(k))).find(Boolean);
  const name = pick('name', 'nom', 'ingredient', 'item');
  if (!name) return undefined;
  const quantity = pick('quantity', 'quantite', 'qty', 'amount', 'quantitee');
  const unit = pick('unit', 'unite', 'mesure');
  if (!quantity) return name;
  if (!unit || /^unit[ée]s?$/i.test(unit)) return `${quantity} ${name}`;
  const elided = /^(?:[aeiouàâéèêîïôœ]|h(?:uile|erbe))/i.test(name) ? `d'${name}` : `de ${name}`;
  return `${quantity} ${unit} ${elided}`;
}

function stepText(entry: unknown): string | undefined {
  if (!isObject(entry)) return text(entry);
  const fields = new Map(Object.entries(entry).map(([k, v]) => [foldKey(k), v]));
  return ['text', 'texte', 'instruction', 'description', 'step', 'etape', 'content'].map((k) => text(fields.get(k))).find(Boolean);
}
