import { elides, formatIngredient, parseIngredientLine, roundForCook, toBaseUnit } from '#ingredients';
import { ingredientName } from '../../generation/fridge-match';
import type { Gesture, SubstituteOption, Substitution } from '../knowledge/substitutions';
import type { LocalRecipe } from '../local-recipe';
import { capitalize } from '../french-text';
import { toWords } from './text-match';

// A substitute put into a recipe (« Et sans œufs ? » on the last recipe): its ingredient line, and
// the steps speaking of it instead of the food it replaces (knowledge/substitutions.ts, inRecipe).

/** A line of the recipe replaced: the option chosen, and the food's entry (its gestures). */
export interface Replacement {
  option: SubstituteOption;
  entry: Substitution;
}

/** Whether the recipe serves the food as itself (an omelette, an egg fried or poached), which no substitute makes. */
export function servedAsItself(entry: Substitution, recipe: LocalRecipe): boolean {
  const words = toWords([recipe.title, recipe.description, ...recipe.instructions].join(' ')).join(' ');
  return (entry.itself ?? []).some((phrase) => ` ${words} `.includes(` ${toWords(phrase).join(' ')} `));
}

/** Whether the recipe's steps make a gesture the dish stands on (a chantilly), which only a substitute that whips can make. */
export function needsWhipping(entry: Substitution, recipe: LocalRecipe): boolean {
  const steps = recipe.instructions.join(' ').toLowerCase();
  return (entry.gestures ?? []).some((gesture) => gesture.essential && steps.includes(gesture.from));
}

/** What the line says instead of `line` (as written for the servings): « 150 g de tofu soyeux mixé » for « 3 œufs ». */
export function substituteLine({ option }: Replacement, line: string): string {
  const written = option.inRecipe;
  if (!written) return option.text;
  if (!written.per) return written.line;
  const food = parseIngredientLine(line);
  const per = parseIngredientLine(written.line);
  const amount = toBaseUnit(food.quantity, food.unit).quantity / written.per;
  return formatIngredient(roundForCook({ ...per, quantity: per.quantity * amount }));
}

const ARTICLE = "(les|le|la|l'|du|de la|de l'|des|de|d'|aux|au|à la|à l'|un|une|ces|cette|cet|ce)";
/** Participles a step puts after the food, which agree with the substitute: « la margarine fondue ». */
const PARTICIPLES = new Set(['fondu', 'battu', 'râpé', 'coupé', 'fouetté', 'émietté', 'haché', 'tiédi', 'ramolli']);

/** The steps with each replaced food's gestures rewritten and its name given to the substitute; a step only the food could do is left out. */
export function stepsWith(steps: readonly string[], replaced: ReadonlyMap<string, Replacement>): string[] {
  let result = [...steps];
  for (const [line, replacement] of replaced) {
    const written = replacement.option.inRecipe;
    if (!written) continue;
    const told = (template: string) => template.replace('{the}', the(written)).replace('{de}', de(written)).replace('{à}', au(written));
    let how = written.how;
    result = result
      .map((step) => (replacement.entry.gestures ?? []).reduce<string | null>((text, gesture) => (text === null ? null : rewrite(text, gesture, written.whips === true, told)), step))
      .filter((step): step is string => step !== null)
      .map((step) => {
        const named = step.replace(nameIn(line), (match, article: string, participle?: string) => {
          const agreed = participle ? ` ${participle}${written.feminine ? 'e' : ''}${written.plural ? 's' : ''}` : '';
          const said = withArticle(article, written) + agreed;
          const first = match[0] === match[0].toUpperCase() ? capitalize(said) : said;
          if (!how) return first;
          const told = `${first} (${how})`;
          how = undefined;
          return told;
        });
        return capitalize(named);
      });
  }
  return result;
}

function rewrite(step: string, gesture: Gesture, whips: boolean, told: (template: string) => string): string | null {
  const at = step.toLowerCase().indexOf(gesture.from);
  if (at < 0) return step;
  if (gesture.whipped && !whips) return null;
  return `${step.slice(0, at)}${told(gesture.to)}${step.slice(at + gesture.from.length)}`;
}

/** The food of a line as steps name it, after its article: « les œufs », « du beurre », « le pain de seigle ». */
function nameIn(line: string): RegExp {
  const [head, ...rest] = ingredientName(line).split(' ');
  const stem = head.replace(/[sx]$/u, '');
  // « la crème » or « la crème fraîche » for « crème fraîche épaisse »: the words after the head, as far as the step writes them.
  const tail = rest.reduceRight((inner, word) => `(?: ${escape(word)}${inner})?`, '');
  return new RegExp(`(?<![\\p{L}'])${ARTICLE}\\s?${escape(stem)}[sx]?${tail}(?: (${[...PARTICIPLES].join('|')})[es]{0,2})?(?![\\p{L}])`, 'giu');
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Named = { name: string; feminine?: boolean; plural?: boolean };

const the = (s: Named) => (s.plural ? `les ${s.name}` : elides(s.name) ? `l'${s.name}` : `${s.feminine ? 'la' : 'le'} ${s.name}`);
const de = (s: Named) => (elides(s.name) ? `d'${s.name}` : `de ${s.name}`);
const au = (s: Named) => (s.plural ? `aux ${s.name}` : elides(s.name) ? `à l'${s.name}` : `${s.feminine ? 'à la' : 'au'} ${s.name}`);
const some = (s: Named) => (s.plural ? `des ${s.name}` : elides(s.name) ? `de l'${s.name}` : `${s.feminine ? 'de la' : 'du'} ${s.name}`);

function withArticle(article: string, s: Named): string {
  switch (article.toLowerCase()) {
    case 'du':
    case 'de la':
    case "de l'":
    case 'des':
      return some(s);
    case 'de':
    case "d'":
      return de(s);
    case 'au':
    case 'aux':
    case 'à la':
    case "à l'":
      return au(s);
    case 'ce':
    case 'cet':
    case 'cette':
    case 'ces':
      return s.plural ? `ces ${s.name}` : s.feminine ? `cette ${s.name}` : elides(s.name) ? `cet ${s.name}` : `ce ${s.name}`;
    case 'un':
    case 'une':
      return s.plural ? `des ${s.name}` : `${s.feminine ? 'une' : 'un'} ${s.name}`;
    default:
      return the(s);
  }
}
