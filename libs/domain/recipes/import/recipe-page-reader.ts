import type * as Cheerio from 'cheerio';
import type { AnyNode } from 'domhandler';
import type { RecipeInput } from '#contracts';
import { categoryType, isoDurationMinutes, yieldServings } from './schema-values';

type Json = Record<string, unknown>;

/**
 * The HTML parser (cheerio, parse5, undici: about 2 MiB of code) is loaded at the first page read,
 * so the API and the worker do not carry it in memory and start-up until someone imports a link.
 */
let parser: typeof Cheerio | undefined;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a synchronous lazy load
const cheerio = (): typeof Cheerio => (parser ??= require('cheerio') as typeof Cheerio);

const isRecipeType = (t: unknown) => (Array.isArray(t) ? t : [t]).some((x) => typeof x === 'string' && /(^|\/)Recipe$/i.test(x));

/** HTML text inside JSON-LD values ("Cuire &agrave; feu doux<br>"), flattened to plain text. */
function plain(value: unknown): string {
  if (typeof value !== 'string') return '';
  const text = /[<&]/.test(value) ? cheerio().load(`<div>${value.replace(/<br\s*\/?>/gi, '\n')}</div>`)('div').text() : value;
  return text.replace(/[ \t\u00a0]+/g, ' ').replace(/\s*\n\s*/g, '\n').trim();
}

/** Finds the first schema.org Recipe in a JSON-LD value: arrays, @graph, nested mainEntity. */
function findRecipe(node: unknown, depth = 0): Json | null {
  if (depth > 6 || node === null || typeof node !== 'object') return null;
  if (Array.isArray(node)) {
    for (const item of node) {
      const found = findRecipe(item, depth + 1);
      if (found) return found;
    }
    return null;
  }
  const obj = node as Json;
  if (isRecipeType(obj['@type'])) return obj;
  for (const key of ['@graph', 'mainEntity', 'mainEntityOfPage', 'itemListElement', 'item']) {
    const found = findRecipe(obj[key], depth + 1);
    if (found) return found;
  }
  return null;
}

/** recipeInstructions: text, lines, HowToStep, HowToSection (its name kept before its steps). */
function instructionSteps(value: unknown, depth = 0): string[] {
  if (depth > 4 || value == null) return [];
  if (typeof value === 'string') return plain(value).split(/\n+/).map((s) => s.trim()).filter(Boolean);
  if (Array.isArray(value)) return value.flatMap((v) => instructionSteps(v, depth + 1));
  if (typeof value !== 'object') return [];
  const obj = value as Json;
  const types = ([] as unknown[]).concat(obj['@type']);
  if (types.includes('HowToSection')) {
    const steps = instructionSteps(obj.itemListElement ?? obj.steps, depth + 1);
    const name = plain(obj.name);
    return name && steps.length ? [`${name} : ${steps[0]}`, ...steps.slice(1)] : steps;
  }
  if (obj.itemListElement) return instructionSteps(obj.itemListElement, depth + 1);
  return instructionSteps(obj.text ?? obj.name ?? obj.description, depth + 1);
}

function imageUrl(value: unknown, base: string): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  const raw = typeof first === 'string' ? first : first && typeof first === 'object' ? (first as Json).url ?? (first as Json).contentUrl : null;
  if (typeof raw !== 'string') return null;
  try {
    const url = new URL(raw, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

const lines = (value: unknown): string[] =>
  (Array.isArray(value) ? value : typeof value === 'string' ? value.split(/\n+/) : []).map(plain).filter(Boolean);

function fromSchema(r: Json, pageUrl: string): RecipeInput | null {
  const title = plain(r.name) || plain(r.headline);
  const ingredients = lines(r.recipeIngredient ?? r.ingredients);
  const steps = instructionSteps(r.recipeInstructions);
  if (!title || (ingredients.length === 0 && steps.length === 0)) return null;
  const prep = isoDurationMinutes(r.prepTime);
  const cook = isoDurationMinutes(r.cookTime);
  const total = isoDurationMinutes(r.totalTime);
  return {
    title: title.slice(0, 160),
    description: plain(r.description).slice(0, 2000) || null,
    type: categoryType(r.recipeCategory),
    servings: yieldServings(r.recipeYield),
    preparationTime: prep ?? (total !== null && cook !== null ? Math.max(total - cook, 0) : total),
    cookingTime: cook,
    ingredients: ingredients.slice(0, 100).map((l) => l.slice(0, 300)),
    steps: steps.slice(0, 60).map((s) => s.slice(0, 2000)),
    image: imageUrl(r.image, pageUrl),
    tags: lines(typeof r.keywords === 'string' ? r.keywords.replace(/,\s*/g, '\n') : r.keywords).slice(0, 20).map((t) => t.slice(0, 40)),
  };
}

/** Microdata: itemprop values under the Recipe item (content/datetime attributes first, as the spec says). */
function microdataRecipe($: Cheerio.CheerioAPI): Json | null {
  const scope = $('[itemscope][itemtype*="schema.org/Recipe" i]').first();
  if (scope.length === 0) return null;
  const value = (el: AnyNode) => {
    const node = $(el);
    return node.attr('content') ?? node.attr('datetime') ?? node.attr('src') ?? node.attr('href') ?? node.text();
  };
  const all = (prop: string) => scope.find(`[itemprop~="${prop}"]`).toArray().map(value);
  const one = (prop: string) => all(prop)[0];
  const stepNodes = scope.find('[itemprop~="recipeInstructions"]').toArray();
  const steps = stepNodes.flatMap((el) => {
    const inner = $(el).find('[itemprop~="text"], li').toArray();
    return inner.length ? inner.map((i) => $(i).text()) : [value(el)];
  });
  return {
    '@type': 'Recipe',
    name: one('name'),
    description: one('description'),
    recipeIngredient: all('recipeIngredient').concat(all('ingredients')),
    recipeInstructions: steps,
    recipeYield: one('recipeYield'),
    prepTime: one('prepTime'),
    cookTime: one('cookTime'),
    totalTime: one('totalTime'),
    recipeCategory: one('recipeCategory'),
    image: one('image'),
  };
}

/**
 * Reads a page's recipe as the site describes it for search engines: schema.org Recipe in JSON-LD
 * (including @graph), else microdata. Null when the page has none.
 */
export function readRecipePage(html: string, pageUrl: string): RecipeInput | null {
  const $ = cheerio().load(html);
  for (const el of $('script[type="application/ld+json" i]').toArray()) {
    let data: unknown;
    try {
      data = JSON.parse($(el).text().trim());
    } catch {
      continue; // a broken block among others: try the next
    }
    const recipe = findRecipe(data);
    const read = recipe && fromSchema(recipe, pageUrl);
    if (read) return read;
  }
  const micro = microdataRecipe($);
  return micro ? fromSchema(micro, pageUrl) : null;
}
