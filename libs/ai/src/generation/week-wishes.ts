// A planned week's wishes on one dish (RecipeRequest's avoidDishKinds, besideDinners,
// seasonDishKinds), read one way for every chef: the offline chef keeps them, a model reads them
// in its prompt, and the validation in front of the models refuses an answer that breaks them with
// a reason the model can act on.
import { minutesLabel } from '#contracts';
import { COLD_KINDS, DISH_KINDS, dishKindOf, mainBase, mainProtein, sameKindAndFood } from '#ingredients';
import type { RecipeRequest } from '../types';
import { ingredientName } from './fridge-match';

const dishKind = (kind: string) => DISH_KINDS.find((k) => k.kind === kind);

/** How the week says several of a kind (« salades », « tartes, quiches ou pizzas »); a kind the table does not know, as the request names it. */
export const kindPlural = (kind: string): string => dishKind(kind)?.plural ?? kind;

/** The words a title of the kind opens with (« salade, taboulé, bowl, poké »). */
export const kindHeads = (kind: string): readonly string[] => dishKind(kind)?.heads ?? [kind];

/** A planned dinner of the cold months: the season asks for warming kinds (request.seasonDishKinds). */
export const coldEvening = (request: RecipeRequest): boolean => (request.seasonDishKinds?.length ?? 0) > 0;

/** A cold kind (a salad) left out on a cold month's evening: the season's rule, not the week's count. */
export const leftOutForSeason = (kind: string, request: RecipeRequest): boolean => coldEvening(request) && COLD_KINDS.includes(kind);

/**
 * The kind of dish `title` names when the week leaves it out (request.avoidDishKinds), or null. A
 * warm salad (dishKindOf: a salad, not cold) on a cold month's evening is not left out: the season
 * leaves out cold dinners only, and the planner's own count still refuses a salad too many.
 */
export function avoidedKind(title: string, request: RecipeRequest): string | null {
  const kind = dishKindOf(title);
  if (kind === null || !(request.avoidDishKinds ?? []).includes(kind.kind)) return null;
  return leftOutForSeason(kind.kind, request) && !kind.cold ? null : kind.kind;
}

/** The dinner beside (request.besideDinners, the evening before or after) whose main protein and base the dish has both, or null. */
export function twinBeside(ingredients: readonly string[], request: RecipeRequest): { protein: string; base: string } | null {
  if (!request.besideDinners?.length) return null;
  const names = ingredients.map(ingredientName);
  const protein = mainProtein(names);
  const base = protein === null ? null : mainBase(names);
  return base === null ? null : (request.besideDinners.find((d) => d.protein === protein && d.base === base) ?? null);
}

/**
 * Why a dish stated to take `minutes` is too long for the day (request.maxMinutes, the household's
 * « rapide » or « normal » evening, or a « plus rapide » swap), or null. Only a time the answer
 * states is refused: a missing one is drawn within the limit (resolvePreparationTime).
 */
export function tooLong(minutes: number | undefined, request: RecipeRequest): string | null {
  if (request.maxMinutes === undefined || minutes === undefined || !Number.isFinite(minutes)) return null;
  const stated = Math.round(minutes);
  return stated > request.maxMinutes
    ? `Trop long\u00a0: ${minutesLabel(stated)}, la semaine demande au plus ${minutesLabel(request.maxMinutes)}\u00a0; propose un plat plus rapide`
    : null;
}

/**
 * The week's wishes a proposed dish breaks, each as a French sentence a model can act on: what the
 * dish is, why the week refuses it, and what to propose instead. The kind of the meal before and the
 * season's warming kinds are preferences only: never refused.
 */
export function weekBreaks(title: string, ingredients: readonly string[], request: RecipeRequest): string[] {
  const reasons: string[] = [];
  const kind = avoidedKind(title, request);
  if (kind !== null) {
    reasons.push(
      leftOutForSeason(kind, request)
        ? `Plat froid de trop : « ${title} » est du type « ${kind} », et la semaine a déjà son plat froid en cette saison froide ; propose un plat chaud (${request.seasonDishKinds!.map(kindPlural).join(', ')})`
        : `Type de plat à éviter cette semaine : « ${title} » est du type « ${kind} », que la semaine compte déjà en nombre suffisant ; propose un autre type de plat, dont le titre ne commence pas par ${kindHeads(kind).join(', ')}`,
    );
  }
  const repeated = kind === null ? sameKindAndFood(title, request.kindDishesOfWeek ?? []) : undefined;
  if (repeated !== undefined) {
    reasons.push(`Plat trop proche d'un autre de la semaine : « ${title} » et « ${repeated} » sont du même type et faits du même aliment ; propose un autre type de plat ou un autre aliment principal`);
  }
  const twin = twinBeside(ingredients, request);
  if (twin !== null) {
    reasons.push(`Plat trop proche d'un dîner voisin : « ${title} » repose sur ${twin.protein} et ${twin.base}, comme le dîner de la veille ou du lendemain ; change la protéine ou la base`);
  }
  return reasons;
}
