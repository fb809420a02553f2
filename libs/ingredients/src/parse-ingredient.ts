import { parseLeadingQuantity } from './parse-quantity';
import { isKitchenMeasure, isMassUnit, isVolumeUnit, matchUnitAtStart, unitNeedsDe, type Unit } from './units';

export interface ParsedIngredient {
  quantity: number;
  unit: Unit;
  name: string;
  note?: string;
}

// Notes from several places are joined with a semicolon: commas already occur inside notes.
const NOTE_SEPARATOR = '; ';

const BULLET = /^[-–—•*·▪◦]\s+/u;
const ABOUT = /^(?:environ|env\.|~|≈|approx\.?)\s*/iu;
const PARENTHESES = /\(([^()]*)\)/gu;
// "2 x 125 g de mozzarella": two packs of 125 g, 250 g to buy. "5x œufs": a count written as a
// multiplier, as in lists copied from apps. Not "2 xérès": the x stands alone or before a number.
const TIMES = /^[x×](?=\s|\d|$)\s*/iu;
// "2 grosses gousses d'ail", "2 épaisses tranches de jambon": before a unit, these words say how
// big the unit is, not which ingredient it holds; they go to the note. Add a word in all its
// forms (masculine, feminine, plural), accents optional: they are folded before comparing.
const SIZE_WORDS: ReadonlySet<string> = new Set(
  [
    ...['petit', 'petite', 'petits', 'petites', 'gros', 'grosse', 'grosses', 'grand', 'grande', 'grands', 'grandes'],
    ...['bon', 'bons', 'bonne', 'bonnes', 'beau', 'beaux', 'bel', 'belle', 'belles', 'généreux', 'généreuse', 'généreuses'],
    ...['épais', 'épaisse', 'épaisses', 'fin', 'fins', 'fine', 'fines', 'mince', 'minces'],
    ...['long', 'longs', 'longue', 'longues', 'large', 'larges', 'moyen', 'moyens', 'moyenne', 'moyennes'],
  ].map(fold),
);
const FIRST_WORD = /^(\p{L}+)\s+/u;
// "1 kg et demi", "1 cuillère à soupe et demie"
const AND_A_HALF = /^et\s+demie?(?![\p{L}])\s*/iu;
// "1 càs rase de sel": how full the spoon is.
const LEVEL = /^(rases?|bomb[ée]es?|bien\s+pleines?|pleines?)(?![\p{L}])\s*/iu;
const PARTITIVE = /^(?:de\s+la\s+|de\s+l'|des\s+|du\s+|de\s+|d')/iu;
const LEADING_ARTICLE = /^(?:de\s+la\s+|de\s+l'|des\s+|du\s+|les\s+|le\s+|la\s+|l')/iu;
// "le zeste d'un citron": the count belongs to the ingredient, so no unit is read here.
const OF_ONE = /^d'une?\s/iu;
// A "filet" is a unit only for something poured: "un filet d'huile", not "4 filets de saumon".
const POURED = /^(?:huile|vinaigre|citron|jus|cr[èe]me|lait|sauce|miel|sirop|vin|eau|tabasco|balsamique)(?![\p{L}])/iu;

/**
 * Splits a free-text ingredient line ("2 càs d'huile d'olive", "3 gousses d'ail, hachées") into
 * quantity, unit, name and note. Never throws: a line without a readable quantity is 1 unité of
 * the whole (cleaned) line, and an empty line gives an empty name that callers drop.
 */
export function parseIngredientLine(line: string): ParsedIngredient {
  // Notes keep line order: how approximate the amount is, then remarks, then the tail.
  const amountNotes: string[] = [];
  const remarks: string[] = [];

  // Parenthesised remarks can sit anywhere ("1 boîte (400 g) de tomates"); they are notes.
  let text = collapse(
    cleanLine(line).replace(PARENTHESES, (_, inner: string) => {
      const note = collapse(inner);
      if (note) remarks.push(note);
      return ' ';
    }),
  );

  const about = ABOUT.exec(text);
  if (about) {
    amountNotes.push('environ');
    text = text.slice(about[0].length);
  }

  let amount: Amount = { quantity: 1, unit: 'unité', rest: text };
  const leading = parseLeadingQuantity(text);
  if (leading) {
    if (leading.note) amountNotes.push(leading.note);
    amount = readAmount(text, leading.quantity, leading.rest, amountNotes);
  } else {
    const withoutArticle = text.replace(LEADING_ARTICLE, '');
    const bare = readUnit(withoutArticle, true);
    amount = bare
      ? { quantity: 1, unit: bare.unit, rest: bare.rest.replace(PARTITIVE, '') }
      : { quantity: 1, unit: 'unité', rest: withoutArticle };
  }

  const { name, note } = splitTrailingNote(amount.rest);
  const notes = [...amountNotes, ...remarks];
  if (note) notes.push(note);

  const parsed: ParsedIngredient = { quantity: amount.quantity, unit: amount.unit, name };
  if (notes.length > 0) parsed.note = notes.join(NOTE_SEPARATOR);
  return parsed;
}

/**
 * Whether the line writes an amount of its own: a number ("3 poireaux", "une pincée de sel") or a
 * measure ("Pincée de sel"). "sel, poivre" or "persil" write none; parseIngredientLine reads them as
 * 1 unité, which a scaled recipe must not print ("2 sel"): such lines are kept as written.
 */
export function writesAmount(line: string): boolean {
  const text = collapse(cleanLine(line).replace(PARENTHESES, ' ')).replace(ABOUT, '');
  return parseLeadingQuantity(text) !== null || readUnit(text.replace(LEADING_ARTICLE, ''), true) !== null;
}

interface Amount {
  quantity: number;
  unit: Unit;
  /** What follows the amount: the name and its tail. */
  rest: string;
}

/** Everything between a leading quantity and the name: multiplier, size, unit, fill level, content. */
function readAmount(text: string, firstQuantity: number, afterQuantity: string, notes: string[]): Amount {
  let quantity = firstQuantity;
  let rest = afterQuantity;
  const times = TIMES.exec(rest);
  const factor = times ? parseLeadingQuantity(rest.slice(times[0].length)) : null;
  if (factor && !factor.note) {
    quantity *= factor.quantity;
    rest = factor.rest;
  } else if (times && !factor) {
    rest = rest.slice(times[0].length);
  }

  let unit: Unit = 'unité';
  const sized = readSizedUnit(rest) ?? readSizedUnit(rest.replace(PARTITIVE, '')); // "¾ de tasse"
  if (sized) {
    unit = sized.unit;
    rest = sized.rest;
    if (sized.size) notes.push(sized.size);
  }
  // The multiplication stays readable in the note: "2 x 125 g".
  if (factor && !factor.note) notes.push(text.slice(0, text.length - rest.length).trim());

  const half = AND_A_HALF.exec(rest);
  if (half) {
    quantity += 0.5;
    rest = rest.slice(half[0].length);
  }
  const level = LEVEL.exec(rest);
  if (level && isKitchenMeasure(unit)) {
    notes.push(collapse(level[1]));
    rest = rest.slice(level[0].length);
  }
  rest = rest.replace(PARTITIVE, '');

  const content = unitNeedsDe(unit) ? readContent(rest) : null;
  if (content) {
    notes.push(content.note);
    rest = content.rest;
  }
  return { quantity, unit, rest };
}

function cleanLine(line: string): string {
  return collapse(line.replace(/[’‘ʼ`´]/gu, "'")).replace(BULLET, '');
}

function fold(word: string): string {
  return word.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
}

function collapse(text: string): string {
  return text.replace(/\s+/gu, ' ').trim();
}

/** A unit right after the quantity, possibly with a size word before or after it ("2 grosses gousses"). */
function readSizedUnit(text: string): { unit: Unit; size?: string; rest: string } | null {
  const direct = readUnit(text, false);
  if (direct) return direct;
  const size = FIRST_WORD.exec(text);
  if (size && SIZE_WORDS.has(fold(size[1]))) {
    const afterSize = readUnit(text.slice(size[0].length), false);
    return afterSize ? { ...afterSize, size: size[1] } : null;
  }
  // "2 tranches épaisses de jambon": only before "de", so "1 kg gros sel" keeps its "gros".
  const unit = matchUnitAtStart(text);
  const afterUnit = unit ? text.slice(unit.text.length).trimStart() : '';
  const late = FIRST_WORD.exec(afterUnit);
  if (!unit || !late || !SIZE_WORDS.has(fold(late[1])) || !PARTITIVE.test(afterUnit.slice(late[0].length))) return null;
  const read = readUnit(`${unit.text} ${afterUnit.slice(late[0].length)}`, false);
  return read ? { ...read, size: late[1] } : null;
}

function readUnit(text: string, withoutQuantity: boolean): { unit: Unit; rest: string } | null {
  const match = matchUnitAtStart(text);
  if (!match) return null;
  const rest = text.slice(match.text.length).trimStart();
  // "1 paquet et demi de pâtes": the "de" comes after the half, and the half alone already says
  // the word is a measure ("1 paquet et demi"), where "1 bouquet garni" is not.
  const half = AND_A_HALF.exec(rest);
  const afterHalf = half ? rest.slice(half[0].length) : rest;
  // "1 cuillère bombée de miel": the fill level stands between a spoon and its "de".
  const level = isKitchenMeasure(match.unit) ? LEVEL.exec(afterHalf) : null;
  const content = level ? afterHalf.slice(level[0].length) : afterHalf;
  const hasDe = PARTITIVE.test(content);
  // Without a number only a singular unit word followed by "de" reads as a unit ("Pincée de sel").
  if (withoutQuantity && (match.abbreviation || /[sx]$/iu.test(match.text) || !hasDe || half)) return null;
  if (match.needsDe && !hasDe && !half) return null;
  if (OF_ONE.test(content)) return null;
  if (match.unit === 'filet' && !POURED.test(content.replace(PARTITIVE, ''))) return null;
  return { unit: match.unit, rest };
}

/** "1 boîte de 400 g de tomates": the content of a container is a note, like "(400 g)". */
function readContent(text: string): { note: string; rest: string } | null {
  const quantity = parseLeadingQuantity(text);
  if (!quantity || quantity.note) return null;
  const unit = matchUnitAtStart(quantity.rest);
  if (!unit || !(isMassUnit(unit.unit) || isVolumeUnit(unit.unit))) return null;
  const after = quantity.rest.slice(unit.text.length).trimStart();
  if (!PARTITIVE.test(after)) return null;
  return { note: text.slice(0, text.length - after.length).trim(), rest: after.replace(PARTITIVE, '') };
}

/** "oignons, émincés" → name "oignons", note "émincés". A comma between digits is a decimal. */
function splitTrailingNote(text: string): { name: string; note?: string } {
  const comma = /(?<!\d),|,(?!\d)/u.exec(text);
  const name = trimPunctuation(comma ? text.slice(0, comma.index) : text);
  const note = comma ? trimPunctuation(text.slice(comma.index + 1)) : '';
  return note ? { name, note } : { name };
}

// A final full stop goes, unless it ends an abbreviation such as "q.s.".
function trimPunctuation(text: string): string {
  return collapse(text.replace(/^[\s,;:.-]+|[\s,;:]+$/gu, '').replace(/(?<![.\s]\p{L})\.$/u, ''));
}
