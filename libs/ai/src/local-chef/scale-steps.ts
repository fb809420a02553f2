import { agreeWithQuantity, elides, parseIngredientLine, scaleForCook } from '#ingredients';
import { foodOf } from './compose/food-lookup';
import type { LocalRecipe } from './local-recipe';

// A collection recipe's steps for another number of people: the lines are scaled (scale-recipe.ts),
// and the words of the steps that name a counted food follow the number the lines now say.

/**
 * The recipe's steps for `servings` people, agreeing with the counted ingredients whose number
 * changed: a tiramisu for 2 has « 1 œuf », so « Séparez l'œuf, fouettez le jaune… Montez le blanc en
 * neige ferme et incorporez-le », and a lemon for 8 becomes « pressez les citrons ». Only an
 * article and its noun change (and an object pronoun after them in the same sentence), never a
 * word the food table does not know.
 */
export function scaleRecipeSteps(recipe: Pick<LocalRecipe, 'ingredients' | 'instructions' | 'servings'>, servings: number): string[] {
  const factor = servings / recipe.servings;
  if (factor === 1) return [...recipe.instructions];
  const changes = recipe.ingredients.flatMap((line) => numberChange(line, factor));
  return recipe.instructions.map((step) => changes.reduce((text, change) => agreeStep(text, change), step));
}

interface NumberChange {
  /** As the steps write it now, and as they should: "œufs" → "œuf". */
  from: string;
  to: string;
  toPlural: boolean;
  gender: 'm' | 'f';
}

function numberChange(line: string, factor: number): NumberChange[] {
  const before = parseIngredientLine(line);
  if (before.unit !== 'unité' || !before.name) return [];
  const after = scaleForCook(before, factor);
  const wasPlural = before.quantity >= 2;
  const toPlural = after.quantity >= 2;
  if (wasPlural === toPlural) return [];
  const food = foodOf(before.name);
  if (!food) return [];
  // The nouns the steps name: the line's name ("citrons verts"), then its first word ("œufs" of
  // "œufs frais", "pommes" of "pommes de terre"), then the parts of a whole egg.
  const [noun] = before.name.split(' ');
  const whole = agreeWithQuantity(noun!, 1) === food.name;
  const names = [...new Set([before.name, noun!])].map((word) => [word, food.gender] as const);
  const nouns = [...names, ...(whole ? (PARTS[food.name] ?? []) : [])];
  return nouns.map(([word, gender]) => ({ from: agreeWithQuantity(word, wasPlural ? 2 : 1), to: agreeWithQuantity(word, toPlural ? 2 : 1), toPlural, gender }));
}

// Parts of a counted food the steps name apart: an egg's yolk and white follow the number of eggs.
const PARTS: Record<string, readonly (readonly [string, 'm' | 'f'])[]> = { œuf: [['jaune', 'm'], ['blanc', 'm']] };

// What may follow the noun for its number to change alone: « les œufs durs », « les bananes pelées »
// carry an adjective that would have to agree too, so they stay as written.
const NEXT_WORDS = new Set(['et', 'ou', 'en', 'dans', 'à', 'au', 'aux', 'avec', 'sans', 'sur', 'sous', 'pour', 'par', 'de', 'du', 'des', 'puis', 'pendant', 'entre', 'le', 'la', 'les', 'un', 'une', 'jusqu', 'dès', 'afin', 'qui', 'que', 'avant', 'après', 'bien', 'tout', 'au-dessus', 'par-dessus']);
// "de l'orange" for eight is "des oranges", "au citron" "aux citrons", and back.
const PLURAL_ARTICLES: Record<string, string> = { "l'": 'les ', 'le ': 'les ', 'la ': 'les ', "de l'": 'des ', 'du ': 'des ', 'de la ': 'des ', "à l'": 'aux ', 'au ': 'aux ', 'à la ': 'aux ' };
const SINGULAR_ARTICLES: Record<string, Record<'m' | 'f' | 'elided', string>> = {
  'les ': { m: 'le ', f: 'la ', elided: "l'" },
  'aux ': { m: 'au ', f: 'à la ', elided: "à l'" },
  'des ': { m: 'du ', f: 'de la ', elided: "de l'" },
};
// An article and its noun; not a pronoun after its verb ("coupez-les en dés").
const ANY_NOUN = /(?<![\p{L}-])(?:les|le|la|des|du|aux|au|l')\s?\p{L}/gu;

function agreeStep(step: string, change: NumberChange): string {
  const { from, to, toPlural, gender } = change;
  const form = elides(toPlural ? from : to) ? 'elided' : gender;
  // Longest articles first ("de l'" before "l'").
  const articles = Object.keys(toPlural ? PLURAL_ARTICLES : SINGULAR_ARTICLES).sort((a, b) => b.length - a.length);
  const found = new RegExp(`(?<!\\p{L})(${articles.join('|')})${escape(from)}(?!\\p{L})`, 'giu');
  let changed = step;
  for (const match of [...step.matchAll(found)].reverse()) {
    const at = match.index!;
    const before = changed.slice(0, at);
    const after = changed.slice(at + match[0].length);
    const next = /^\s*([\p{L}-]+)/u.exec(after)?.[1]?.toLowerCase();
    if (next !== undefined && !/^\s*[\d,.;:!?)]/u.test(after) && !NEXT_WORDS.has(next)) continue;
    const article = match[1]!.toLowerCase();
    // "une des pâtes" is one of them, not "de la pâte".
    if (article === 'des ' && /(?<!\p{L})(?:un|une)\s*$/iu.test(before)) continue;
    const written = (toPlural ? PLURAL_ARTICLES[article] : SINGULAR_ARTICLES[article]![form]) + to;
    const cased = /^\p{Lu}/u.test(match[0]) ? written.charAt(0).toUpperCase() + written.slice(1) : written;
    const sentenceStart = Math.max(...['.', ';', '!', '?'].map((mark) => before.lastIndexOf(mark))) + 1;
    changed = before + cased + agreePronouns(before.slice(sentenceStart), after, change);
  }
  return changed;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The object pronouns that stand for the noun just changed, up to the end of its sentence:
 * « Montez le blanc en neige ferme et incorporez-le », « Lavez la pomme… sans la peler ». None when
 * the noun is one of several joined ("l'orange et le citron, puis coupez-les") or when another noun
 * the pronoun could stand for is in the sentence (another plural one, or one of the same gender).
 */
function agreePronouns(earlier: string, rest: string, { toPlural, gender }: NumberChange): string {
  const end = rest.search(/[.;!?]/);
  const sentence = end < 0 ? rest : rest.slice(0, end);
  if (/(?:,|\bet)\s*$/u.test(earlier) || /^\s*(?:,|et\b)\s*(?:les|le|la|l'|des|du)\s?\p{L}/u.test(sentence)) return rest;
  const one = gender === 'f' ? 'la' : 'le';
  // After its verb ("coupez-les"), or before it after "sans" or "en" ("sans les peler", "en les
  // retournant"), where no article stands ("et le beurre" is a noun).
  const before = toPlural ? `(?:${one} |l')` : 'les ';
  const pronoun = new RegExp(`-${toPlural ? one : 'les'}(?!\\p{L})|(?<=(?<!\\p{L})sans )${before}(?=\\p{L}+(?:er|ir|re)(?!\\p{L}))|(?<=(?<!\\p{L})en )${before}(?=\\p{L}+ant(?!\\p{L}))`, 'giu');
  const rival = (text: string) =>
    [...text.matchAll(ANY_NOUN)].some((m) => (toPlural ? new RegExp(`^(?:${one}|l')`, 'u').test(m[0]) : /^(?:les|des|aux)/u.test(m[0])));
  if (rival(earlier)) return rest;
  let out = '';
  let last = 0;
  for (const m of sentence.matchAll(pronoun)) {
    if (rival(out + sentence.slice(last, m.index))) break;
    out += sentence.slice(last, m.index) + agreedPronoun(m[0], toPlural, one, rest.slice(m.index! + m[0].length));
    last = m.index! + m[0].length;
  }
  return out + rest.slice(last);
}

function agreedPronoun(pronoun: string, toPlural: boolean, one: string, next: string): string {
  if (pronoun.startsWith('-')) return toPlural ? '-les' : `-${one}`;
  if (toPlural) return 'les ';
  return elides(next) ? "l'" : `${one} `;
}
