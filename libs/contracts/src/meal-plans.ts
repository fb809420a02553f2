import type { Aisle } from '#ingredients';
import type { DifficultyValue } from './preferences';

/** "Planifier ma semaine": a week's draft menus, adjusted, then accepted into the planning. */

export const PLAN_MEALS = ['lunch', 'dinner'] as const;
export type PlanMeal = (typeof PLAN_MEALS)[number];
export const PLAN_MEAL_LABELS: Record<PlanMeal, string> = { lunch: 'Midi', dinner: 'Soir' };
/** The time an accepted meal is planned at (the planning's default for dinner is 19:00). */
export const PLAN_MEAL_TIMES: Record<PlanMeal, string> = { lunch: '12:30', dinner: '19:00' };

export const EFFORTS = ['rapide', 'normal', 'long'] as const;
export type Effort = (typeof EFFORTS)[number];
export const EFFORT_LABELS: Record<Effort, string> = { rapide: 'Rapide', normal: 'Normal', long: "J'ai le temps" };
/** The longest preparation a slot of that effort accepts, in minutes (null: no limit). */
export const EFFORT_MAX_MINUTES: Record<Effort, number | null> = { rapide: 35, normal: 45, long: null };

export const SWAP_REASONS = ['faster', 'meatless', 'other'] as const;
export type SwapReason = (typeof SWAP_REASONS)[number];
export const SWAP_REASON_LABELS: Record<SwapReason, string> = { faster: 'Plus rapide', meatless: 'Sans viande', other: 'Autre chose' };

export interface PlanSlotRequest {
  /** 'YYYY-MM-DD' */
  date: string;
  meal: PlanMeal;
  effort: Effort;
}

export interface CreateMealPlanRequest {
  /** The Monday of the week, 'YYYY-MM-DD'. */
  weekStart: string;
  slots: PlanSlotRequest[];
  /** Evenings without meat or fish the week must hold (2 unless the household says otherwise). */
  vegetarianEvenings?: number;
}

/** Where a proposed dish comes from. */
export type DishSource = 'chef' | 'favorite' | 'book';

/** A recipe draft: what the week proposes; it becomes a stored recipe when the week is accepted. */
export interface PlanDish {
  recipeId: string;
  title: string;
  description: string;
  imageUrl: string;
  preparationTime: number;
  /** How many the ingredient lines serve (the household's portions). */
  servings: number;
  difficulty: DifficultyValue;
  ingredients: string[];
  instructions: string[];
  source: DishSource;
  vegetarian: boolean;
  /** The main protein's family ('volaille', 'poisson', 'légumineuses'…), null when none stands out. */
  protein: string | null;
}

export type PlanSlotStatus = 'pending' | 'filled' | 'empty' | 'failed';

export interface PlanSlot extends PlanSlotRequest {
  status: PlanSlotStatus;
  locked: boolean;
  dish: PlanDish | null;
  /** One line saying why this dish ("utilise les courgettes qui expirent jeudi"). */
  why: string | null;
}

export type MealPlanStatus = 'planning' | 'ready' | 'failed' | 'accepted';

export interface MealPlan {
  id: string;
  weekStart: string;
  status: MealPlanStatus;
  vegetarianEvenings: number;
  slots: PlanSlot[];
  error: string | null;
  updatedAt: string;
}

export interface MealPlanJobAccepted {
  jobId: string;
  planId: string;
}

export type MealPlanJobStatus = 'queued' | 'active' | 'retrying' | 'completed' | 'failed';

export interface MealPlanJobState {
  jobId: string;
  planId: string;
  status: MealPlanJobStatus;
  plan?: MealPlan;
  error?: string;
}

/** The household's remembered choice: which meals of the week and which effort, by weekday (0 = Monday). */
export interface MealPlanChoice {
  slots: { weekday: number; meal: PlanMeal; effort: Effort }[];
  vegetarianEvenings: number;
}

export const DEFAULT_MEAL_PLAN_CHOICE: MealPlanChoice = {
  // The 7 dinners, quick on weekdays.
  slots: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, meal: 'dinner' as const, effort: weekday < 5 ? ('rapide' as const) : ('normal' as const) })),
  vegetarianEvenings: 2,
};

export interface AcceptMealPlanResult {
  plan: MealPlan;
  /** Ids of the planned meals written. */
  mealIds: string[];
}

export interface WeekGroceryLine {
  name: string;
  /** What to buy, as the list shows it ('500', 'g'); the whole need when the fridge lacks it. */
  quantity: string;
  unit: string;
  aisle: Aisle;
  /** French weekday names the line is needed for, in week order ('lundi', 'jeudi'). */
  days: string[];
  /** The fridge holds enough: nothing to buy. */
  inFridge: boolean;
  /** The fridge holds some of it: `quantity` is what is missing (6 eggs held, 8 needed: 2). */
  partlyInFridge: boolean;
  /**
   * What the fridge gives the line when `partlyInFridge`, in the line's unit ('6', 'unité'; '200',
   * 'g'): « œufs 2 — en plus des 6 du frigo ». Null otherwise.
   */
  heldInFridge: { quantity: string; unit: string } | null;
}

export interface WeekGroceries {
  from: string;
  to: string;
  groups: { aisle: Aisle; lines: WeekGroceryLine[] }[];
  /** "Déjà au frigo : {inFridge} sur {total}" */
  inFridge: number;
  total: number;
}

/**
 * How many ingredients a household may keep in aisles of its own choosing (GET /api/meal-plans/aisles
 * answers them all): a 501st is refused (409 AISLE_OVERRIDES_FULL) until one goes back to its aisle.
 */
export const AISLE_OVERRIDES_MAX = 500;

export interface AisleOverride {
  ingredient: string;
  aisle: Aisle;
}

export interface CalendarFeed {
  /** The secret feed address, to paste into a calendar app. */
  url: string;
}

export const MEAL_PLAN_MESSAGES = {
  planTitle: 'Planifier ma semaine',
  accept: 'Valider la semaine',
  swap: 'Autre idée',
  addWeekGroceries: 'Ajouter les courses de la semaine',
  inFridge: (n: number, total: number) => `Déjà au frigo : ${n} sur ${total}`,
  slotsRequired: 'Choisissez au moins un repas à planifier',
  slotsInvalid: 'Repas à planifier invalides',
  weekStartInvalid: 'La semaine doit commencer un lundi',
  slotOutsideWeek: 'Chaque repas doit tomber dans la semaine choisie',
  slotInPast: 'Ce jour est déjà passé : choisissez des repas à venir',
  effortInvalid: 'Effort invalide',
  mealInvalid: 'Repas invalide (midi ou soir)',
  reasonInvalid: 'Raison invalide',
  vegetarianEveningsInvalid: 'Le nombre de soirs végétariens doit être compris entre 0 et 7',
  slotUnknown: "Ce repas ne fait pas partie de la semaine proposée",
  slotLocked: 'Ce repas est verrouillé : déverrouillez-le pour le changer',
  planNotEditable: 'Cette semaine a déjà été validée',
  planNotReady: 'La semaine est encore en préparation',
  planEmpty: 'Aucun repas à valider',
  aisleInvalid: 'Rayon inconnu',
  aisleOverridesFull: `Vous avez déjà rangé ${AISLE_OVERRIDES_MAX} articles dans d'autres rayons : remettez-en un à son rayon habituel avant d'en déplacer un autre.`,
  noDishFound: 'Aucune recette ne respecte toutes les règles pour ce repas',
  /** « Autre idée » found nothing else within the rules: the day keeps its dish, and says so. */
  noOtherDish: "Pas d'autre idée qui respecte vos règles : ce plat reste",
  planFailed: 'Impossible de planifier la semaine : ',
  planLoadFailed: 'Impossible de charger la semaine proposée',
} as const;
