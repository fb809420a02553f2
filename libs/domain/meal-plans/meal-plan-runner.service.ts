import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MEAL_PLAN_MESSAGES, type MealPlan, type PlanSlot, type SwapReason } from '#contracts';
import { MealPlanEntity } from '#database';
import type { MealPlanJob } from '#queue';
import { RealtimeEmitter } from '#realtime';
import { RecipeGenerationService } from '#domain/recipe-generation';
import { PlannerContextService } from './planner-context.service';
import { toMealPlan } from './meal-plans.service';
import { decideSlot, fillWeek, type DishChef } from './week-planner';
import { vegetarianEveningsWanted, type PlannerContext } from './plan-rules';

/**
 * The `meal-plan` job's work, in the worker: fills the draft's empty slots day by day (or swaps
 * one), saving each day as it is decided and announcing it to the household's room.
 */
@Injectable()
export class MealPlanRunner {
  private readonly chef: DishChef;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly context: PlannerContextService,
    private readonly realtime: RealtimeEmitter,
    generation: RecipeGenerationService,
  ) {
    this.chef = {
      // The offline chef answers in microseconds; a model is asked again only a few times.
      attemptsPerLevel: generation.providerName === 'local' ? 25 : 3,
      propose: (request) => generation.generate(request),
    };
  }

  async run(jobId: string, job: MealPlanJob): Promise<MealPlan | null> {
    const row = await this.db.getRepository(MealPlanEntity).findOne({ where: { id: job.planId, householdId: job.householdId } });
    // Replaced by a newer draft, or accepted meanwhile: nothing left to do.
    if (!row || row.status === 'accepted') return null;
    const ctx = await this.context.load(job.userId, job.householdId, row.weekStart, row.vegetarianEvenings);
    const seed = Math.floor(Math.random() * 2 ** 30);
    const slots = row.slots as PlanSlot[];

    if (job.kind === 'plan') {
      await fillWeek(slots, ctx, this.chef, seed, async ({ slot }) => {
        const plan = await this.saveSlot(job.planId, slot);
        if (plan) this.realtime.toHousehold(job.householdId, 'meal_plan.progress', { jobId, planId: job.planId, slot, plan });
      });
    } else {
      const slot = slots.find((s) => s.date === job.date && s.meal === job.meal);
      if (!slot) return this.finish(jobId, job);
      const decided = await this.swap(slot, slots, ctx, seed, job.reason);
      const plan = await this.saveSlot(job.planId, decided, true);
      if (plan) this.realtime.toHousehold(job.householdId, 'meal_plan.progress', { jobId, planId: job.planId, slot: decided, plan });
    }
    return this.finish(jobId, job);
  }

  /** After the last attempt: the draft says why, and every member's page is told. */
  async failed(jobId: string, job: MealPlanJob, error: string): Promise<void> {
    const message = `${MEAL_PLAN_MESSAGES.planFailed}${error}`;
    await this.db.transaction(async (m) => {
      const row = await m.findOne(MealPlanEntity, { where: { id: job.planId }, lock: { mode: 'pessimistic_write' } });
      if (!row || row.status === 'accepted') return;
      row.slots = (row.slots as PlanSlot[]).map((s) => (s.status === 'pending' ? { ...s, status: s.dish ? 'filled' : 'failed' } : s));
      row.status = 'failed';
      row.error = message;
      await m.save(row);
    });
    this.realtime.toHousehold(job.householdId, 'meal_plan.failed', { jobId, planId: job.planId, error: message });
  }

  private async swap(slot: PlanSlot, slots: PlanSlot[], ctx: PlannerContext, seed: number, reason?: SwapReason): Promise<PlanSlot> {
    const others = slots.filter((s) => s !== slot);
    const isVegHousehold = ctx.restrictions.includes('vegetarian') || ctx.restrictions.includes('vegan');
    const vegDinners = others.filter((s) => s.meal === 'dinner' && s.dish?.vegetarian).length + ctx.weekMeals.filter((m) => m.dinner && m.vegetarian).length;
    // A vegetarian evening swapped stays vegetarian when the week would fall short without it.
    const vegetarian = !isVegHousehold && slot.meal === 'dinner' && Boolean(slot.dish?.vegetarian) && vegDinners < vegetarianEveningsWanted(slots, ctx);
    const decision = await decideSlot(slot, slots, ctx, this.chef, { seed, vegetarian, reason, replacing: slot.dish });
    // Nothing else within the rules: the day keeps its dish and says so, or « Autre idée » would seem to do nothing.
    if (!decision) return { ...slot, status: slot.dish ? 'filled' : 'failed', why: slot.dish ? MEAL_PLAN_MESSAGES.noOtherDish : MEAL_PLAN_MESSAGES.noDishFound };
    return { ...slot, status: 'filled', dish: decision.dish, why: decision.why };
  }

  /** Saves one decided slot unless a member changed it meanwhile (emptied, locked, moved). */
  private async saveSlot(planId: string, slot: PlanSlot, swapping = false): Promise<MealPlan | null> {
    return this.db.transaction(async (m) => {
      const row = await m.findOne(MealPlanEntity, { where: { id: planId }, lock: { mode: 'pessimistic_write' } });
      if (!row || row.status === 'accepted') return null;
      const slots = row.slots as PlanSlot[];
      const i = slots.findIndex((s) => s.date === slot.date && s.meal === slot.meal);
      if (i < 0 || slots[i]!.locked || (slots[i]!.status !== 'pending' && !swapping)) return null;
      slots[i] = { ...slot, locked: false };
      row.slots = [...slots];
      return toMealPlan(await m.save(row));
    });
  }

  private async finish(jobId: string, job: MealPlanJob): Promise<MealPlan | null> {
    const plan = await this.db.transaction(async (m) => {
      const row = await m.findOne(MealPlanEntity, { where: { id: job.planId }, lock: { mode: 'pessimistic_write' } });
      if (!row || row.status === 'accepted') return null;
      // A member may have swapped another day meanwhile: the week is ready once no day is pending.
      if (!(row.slots as PlanSlot[]).some((s) => s.status === 'pending')) {
        row.status = 'ready';
        row.error = null;
      }
      return toMealPlan(await m.save(row));
    });
    if (plan) this.realtime.toHousehold(job.householdId, 'meal_plan.ready', { jobId, planId: job.planId, plan });
    return plan;
  }
}
