import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, Not, type EntityManager } from 'typeorm';
import { kitchenToday, DEFAULT_MEAL_PLAN_CHOICE, MEAL_PLAN_MESSAGES, type AcceptMealPlanResult, type CreateMealPlanRequest, type MealPlan, type MealPlanChoice, type MealPlanStatus, type PlanMeal, type PlanSlot } from '#contracts';
import { MealPlanEntity, MealPlanSettingsEntity, PlannedMealEntity } from '#database';
import { RealtimeEmitter } from '#realtime';
import { HouseholdEvents, type KitchenScope } from '#domain/kitchen';
import { DomainError, invalidInput } from '#domain/errors';
import { PlanMealService } from '#domain/recipes';
import { addDays, mealOfTime, timeOfMeal } from './planner-context.service';

export const toMealPlan = (e: MealPlanEntity): MealPlan => ({
  id: e.id,
  weekStart: e.weekStart,
  status: e.status as MealPlanStatus,
  vegetarianEvenings: e.vegetarianEvenings,
  slots: e.slots as PlanSlot[],
  error: e.error,
  updatedAt: e.updatedAt.toISOString(),
});

const slotKey = (s: { date: string; meal: PlanMeal }) => `${s.date}:${s.meal}`;
const weekdayIndex = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;


/** The week's draft: created empty, filled by the `meal-plan` job, adjusted, then accepted in one transaction. */
@Injectable()
export class MealPlansService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly realtime: RealtimeEmitter,
    private readonly events: HouseholdEvents,
    private readonly planning: PlanMealService,
  ) {}

  /** Refuses a request that names no real week or falls outside it, before anything is counted or written. */
  validate(input: CreateMealPlanRequest): void {
    const weekEnd = addDays(input.weekStart, 6);
    if (weekdayIndex(input.weekStart) !== 0) throw invalidInput(MEAL_PLAN_MESSAGES.weekStartInvalid);
    const keys = new Set<string>();
    const today = kitchenToday();
    for (const slot of input.slots) {
      if (slot.date < input.weekStart || slot.date > weekEnd) throw invalidInput(MEAL_PLAN_MESSAGES.slotOutsideWeek);
      if (slot.date < today) throw invalidInput(MEAL_PLAN_MESSAGES.slotInPast);
      if (keys.has(slotKey(slot))) throw invalidInput(MEAL_PLAN_MESSAGES.slotsInvalid);
      keys.add(slotKey(slot));
    }
  }

  /**
   * A new draft for the week (replacing an earlier unaccepted one), remembering the household's
   * choice. Slots the planning already holds a meal for are left as they are.
   */
  async create(scope: KitchenScope, input: CreateMealPlanRequest): Promise<MealPlan> {
    this.validate(input);
    const weekEnd = addDays(input.weekStart, 6);
    const vegetarianEvenings = input.vegetarianEvenings ?? DEFAULT_MEAL_PLAN_CHOICE.vegetarianEvenings;
    const saved = await this.db.transaction(async (m) => {
      const planned = await m
        .getRepository(PlannedMealEntity)
        .createQueryBuilder('p')
        .where('p.household_id = :h AND p.date BETWEEN :from AND :to', { h: scope.householdId, from: input.weekStart, to: weekEnd })
        .getMany();
      const taken = new Set(planned.map((p) => `${p.date}:${mealOfTime(p.time)}`));
      const slots: PlanSlot[] = input.slots
        .filter((s) => !taken.has(slotKey(s)))
        .sort((a, b) => a.date.localeCompare(b.date) || (a.meal === 'lunch' ? -1 : 1))
        .map((s) => ({ date: s.date, meal: s.meal, effort: s.effort, status: 'pending', locked: false, dish: null, why: null }));
      await m.delete(MealPlanEntity, { householdId: scope.householdId, weekStart: input.weekStart, status: Not('accepted') });
      await this.saveChoice(m, scope.householdId, {
        slots: input.slots.map((s) => ({ weekday: weekdayIndex(s.date), meal: s.meal, effort: s.effort })),
        vegetarianEvenings,
      });
      return m.save(
        m.create(MealPlanEntity, {
          householdId: scope.householdId,
          createdBy: scope.userId,
          weekStart: input.weekStart,
          status: slots.length ? 'planning' : 'ready',
          vegetarianEvenings,
          slots,
          error: null,
        }),
      );
    });
    const plan = toMealPlan(saved);
    this.announce(scope.householdId, plan);
    return plan;
  }

  async get(scope: KitchenScope, id: string): Promise<MealPlan> {
    const found = await this.db.getRepository(MealPlanEntity).findOne({ where: { id, householdId: scope.householdId } });
    if (!found) throw new DomainError('NOT_FOUND');
    return toMealPlan(found);
  }

  /** The week's draft in progress (not accepted), for a member who opens the page later. */
  async current(scope: KitchenScope, weekStart: string): Promise<MealPlan | null> {
    const found = await this.db.getRepository(MealPlanEntity).findOne({
      where: { householdId: scope.householdId, weekStart, status: In(['planning', 'ready', 'failed']) },
      order: { createdAt: 'DESC' },
    });
    return found ? toMealPlan(found) : null;
  }

  async choice(householdId: string): Promise<MealPlanChoice> {
    const row = await this.db.getRepository(MealPlanSettingsEntity).findOne({ where: { householdId } });
    return (row?.choice as MealPlanChoice | null) ?? DEFAULT_MEAL_PLAN_CHOICE;
  }

  async lock(scope: KitchenScope, id: string, at: { date: string; meal: PlanMeal }, locked: boolean): Promise<MealPlan> {
    return this.edit(scope, id, (slots) => {
      const slot = findSlot(slots, at);
      if (!slot.dish && locked) throw invalidInput(MEAL_PLAN_MESSAGES.slotUnknown);
      slot.locked = locked;
    });
  }

  /** Empties a day: its dish leaves the draft (nothing will be planned there). */
  async empty(scope: KitchenScope, id: string, at: { date: string; meal: PlanMeal }): Promise<MealPlan> {
    return this.edit(scope, id, (slots) => {
      const slot = findSlot(slots, at);
      if (slot.locked) throw new DomainError('MEAL_PLAN_SLOT_LOCKED');
      Object.assign(slot, { dish: null, why: null, status: 'empty' });
    });
  }

  /** Moves a dish to another slot of the draft; the dish there, if any, takes its place. */
  async move(scope: KitchenScope, id: string, from: { date: string; meal: PlanMeal }, to: { date: string; meal: PlanMeal }): Promise<MealPlan> {
    return this.edit(scope, id, (slots) => {
      const a = findSlot(slots, from);
      const b = findSlot(slots, to);
      if (a.locked || b.locked) throw new DomainError('MEAL_PLAN_SLOT_LOCKED');
      const moved = { dish: a.dish, why: a.why, status: a.status };
      Object.assign(a, { dish: b.dish, why: b.why, status: b.status });
      Object.assign(b, moved);
    });
  }

  /** The checks of startSwap, read-only: so a refused swap costs nothing of the daily allowance. */
  async assertSwappable(scope: KitchenScope, id: string, at: { date: string; meal: PlanMeal }): Promise<void> {
    const plan = await this.get(scope, id);
    if (plan.status === 'accepted') throw new DomainError('MEAL_PLAN_ACCEPTED');
    if (findSlot(plan.slots, at).locked) throw new DomainError('MEAL_PLAN_SLOT_LOCKED');
  }

  /** Marks a slot as being swapped (the job reads the dish it replaces); refused when locked. */
  async startSwap(scope: KitchenScope, id: string, at: { date: string; meal: PlanMeal }): Promise<MealPlan> {
    return this.edit(scope, id, (slots) => {
      const slot = findSlot(slots, at);
      if (slot.locked) throw new DomainError('MEAL_PLAN_SLOT_LOCKED');
      slot.status = 'pending';
    });
  }

  /**
   * Writes every proposed dish into the planning in one transaction, for the household's portions,
   * and closes the draft: a second press answers 409, and nothing is written twice.
   * Each dish is first kept as a recipe of the book (or found there), in the same transaction.
   */
  async accept(scope: KitchenScope, id: string): Promise<AcceptMealPlanResult> {
    const result = await this.db.transaction(async (m) => {
      const row = await m.findOne(MealPlanEntity, { where: { id, householdId: scope.householdId }, lock: { mode: 'pessimistic_write' } });
      if (!row) throw new DomainError('NOT_FOUND');
      if (row.status === 'accepted') throw new DomainError('MEAL_PLAN_ACCEPTED');
      const slots = row.slots as PlanSlot[];
      if (row.status === 'planning' || slots.some((s) => s.status === 'pending')) throw new DomainError('MEAL_PLAN_NOT_READY');
      const filled = slots.filter((s) => s.dish);
      if (filled.length === 0) throw new DomainError('MEAL_PLAN_EMPTY');
      const meals: PlannedMealEntity[] = [];
      for (const s of filled) {
        const dish = s.dish!;
        // The dish joins the book (or is found there), in this transaction: the meal points at it.
        const recipeRef = await this.planning.recipeFor(
          scope,
          { recipeId: dish.recipeId, recipeTitle: dish.title, type: 'plat', recipeServings: dish.servings, ingredients: dish.ingredients, instructions: dish.instructions, description: dish.description, preparationTime: dish.preparationTime, difficulty: dish.difficulty },
          m,
        );
        meals.push(
          await m.save(
            m.create(PlannedMealEntity, {
              householdId: scope.householdId,
              createdBy: scope.userId,
              recipeId: dish.recipeId,
              recipeRef,
              recipeTitle: dish.title,
              date: s.date,
              time: timeOfMeal(s.meal),
              servings: dish.servings,
              type: 'plat',
            }),
          ),
        );
      }
      row.status = 'accepted';
      const saved = await m.save(row);
      return { plan: toMealPlan(saved), mealIds: meals.map((x) => x.id) };
    });
    this.events.changed(scope.householdId, { resource: 'planned-meals', action: 'created', ids: result.mealIds, actorId: scope.userId });
    this.announce(scope.householdId, result.plan);
    return result;
  }

  /** Row-locked edit of a draft's slots; an accepted week is no longer a draft. */
  private async edit(scope: KitchenScope, id: string, change: (slots: PlanSlot[]) => void): Promise<MealPlan> {
    const plan = await this.db.transaction(async (m) => {
      const row = await m.findOne(MealPlanEntity, { where: { id, householdId: scope.householdId }, lock: { mode: 'pessimistic_write' } });
      if (!row) throw new DomainError('NOT_FOUND');
      if (row.status === 'accepted') throw new DomainError('MEAL_PLAN_ACCEPTED');
      const slots = structuredClone(row.slots as PlanSlot[]);
      change(slots);
      row.slots = slots;
      return toMealPlan(await m.save(row));
    });
    this.announce(scope.householdId, plan);
    return plan;
  }

  private async saveChoice(m: EntityManager, householdId: string, choice: MealPlanChoice): Promise<void> {
    await m
      .createQueryBuilder()
      .insert()
      .into(MealPlanSettingsEntity)
      .values({ householdId, choice })
      .orUpdate(['choice', 'updated_at'], ['household_id'])
      .execute();
  }

  private announce(householdId: string, plan: MealPlan): void {
    this.realtime.toHousehold(householdId, 'meal_plan.updated', { planId: plan.id, plan });
  }
}

export function findSlot(slots: PlanSlot[], at: { date: string; meal: PlanMeal }): PlanSlot {
  const slot = slots.find((s) => s.date === at.date && s.meal === at.meal);
  if (!slot) throw invalidInput(MEAL_PLAN_MESSAGES.slotUnknown);
  return slot;
}
