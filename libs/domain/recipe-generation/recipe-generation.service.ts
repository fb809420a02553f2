import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '#config';
import { RECIPE_MESSAGES, kitchenToday, withFrenchSpaces, type Recipe, type RecipeFailureHints } from '#contracts';
import { FinalRefusal, FridgeEmptyRefusal, MissingBasicsError, ProviderHttpError, RecipeGenerationError, expiredNote, freshFridge, recipeProviderName, type RecipeProvider, type RecipeRequest } from '#ai/core';
import type { RecipeGenerationJob, RecipeGenerationProgress } from '#queue';
import { REDIS, redisKey } from '#redis';
import { KitchenContextService } from './kitchen-context.service';

/**
 * One generation: the household's context, the cache (5 min, keyed by preferences, dish type,
 * mode and, in fridge mode, the fridge's contents), then the provider with validation and
 * retries-with-reason. Runs in the worker only.
 */
@Injectable()
export class RecipeGenerationService {
  private loaded?: typeof import('#ai');
  private made?: RecipeProvider;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly context: KitchenContextService,
  ) {}

  /**
   * The providers, their prompts and the offline chef (about 3 MiB of heap: the recipe collections,
   * compose patterns, food and knowledge tables) are loaded at the first generation: the API
   * instantiates this service with its module but only queues the work the worker runs.
   */
  private get ai(): typeof import('#ai') {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a synchronous lazy load
    return (this.loaded ??= require('#ai') as typeof import('#ai'));
  }

  /** The validated environment carries every AiSettings key: libs/ai reads it as it is. */
  private get provider(): RecipeProvider {
    return (this.made ??= this.ai.createRecipeProvider(this.config));
  }

  /** Makes the provider now: the worker, whose work it is, so that a wrong setting stops it at start and its first job does not wait for the chef. */
  prepare(): void {
    void this.provider;
  }

  /**
   * `onProgress` stores the job's progress (calls made, last refusal) where the queue's next
   * attempt reads it back as `job.progress`: the cap counts every attempt, the reason carries over.
   */
  async run(job: RecipeGenerationJob, seed?: number, onProgress?: (progress: RecipeGenerationProgress) => Promise<void>): Promise<Recipe> {
    const ctx = await this.context.load(job.userId, job.householdId, job.mode === 'fridge').catch((err: unknown) => {
      throw new RecipeGenerationError(RECIPE_MESSAGES.inventoryUnavailable, true, err);
    });
    if (!ctx) throw new FinalRefusal(RECIPE_MESSAGES.preferencesMissing);
    if (job.mode === 'fridge' && ctx.fridge.length === 0) throw new FridgeEmptyRefusal();
    // No chef, offline or model, is shown an item past its date; the family is told it was left out.
    const { fresh, expired } = freshFridge(ctx.fridge, kitchenToday());
    if (job.mode === 'fridge' && fresh.length === 0) throw new FinalRefusal(RECIPE_MESSAGES.fridgeAllExpired);

    const request: RecipeRequest = {
      dishType: job.dishType,
      mode: job.mode,
      restrictions: ctx.restrictions,
      preferredFoods: ctx.preferences.preferredFoods,
      avoidedFoods: ctx.preferences.avoidedFoods,
      difficulty: ctx.preferences.difficulty,
      servings: ctx.preferences.servings,
      fridge: fresh,
      staples: ctx.pantry,
      withChildren: ctx.withChildren,
      exclude: job.exclude,
      useFirst: job.mode === 'fridge' ? job.useFirst : undefined,
      seed: seed ?? Math.floor(Math.random() * 2 ** 31),
      feedback: job.progress?.feedback,
    };
    const key = this.cacheKey(request);
    if (!job.regenerate && this.config.AI_RECIPE_CACHE_SECONDS > 0) {
      const cached = await this.redis.get(key);
      if (cached) return JSON.parse(cached) as Recipe;
    }
    const generated = await this.generateWithinBudget(request, job.progress, onProgress);
    const note = job.mode === 'fridge' ? expiredNote(expired) : '';
    const recipe = note ? { ...generated, description: `${generated.description} ${note}` } : generated;
    if (this.config.AI_RECIPE_CACHE_SECONDS > 0) {
      await this.redis.set(key, JSON.stringify(recipe), 'EX', this.config.AI_RECIPE_CACHE_SECONDS);
    }
    return recipe;
  }

  /**
   * One validated recipe for a request another feature composed (the week planner: its own
   * exclusions, preferred foods and restrictions per slot). No cache: each slot wants its own dish.
   */
  async generate(request: RecipeRequest): Promise<Recipe> {
    return this.ai.generateValidRecipe(this.provider, request);
  }

  /**
   * Validation retries and queue attempts share AI_MAX_MODEL_CALLS paid calls (the offline chef
   * costs nothing: no cap). When a call fails and the budget is spent, the failure is final.
   */
  private async generateWithinBudget(request: RecipeRequest, previous: RecipeGenerationProgress | undefined, onProgress?: (progress: RecipeGenerationProgress) => Promise<void>): Promise<Recipe> {
    const progress: RecipeGenerationProgress = { modelCalls: previous?.modelCalls ?? 0, ...(previous?.feedback ? { feedback: previous.feedback } : {}) };
    const maxModelCalls = this.provider.name === 'local' ? undefined : this.config.AI_MAX_MODEL_CALLS;
    try {
      return await this.ai.generateValidRecipe(this.provider, request, {
        maxModelCalls,
        modelCallsMade: progress.modelCalls,
        onModelCall: async (calls) => {
          progress.modelCalls = calls;
          await onProgress?.({ ...progress });
        },
        onRefused: async (reason) => {
          progress.feedback = reason;
          await onProgress?.({ ...progress });
        },
      });
    } catch (err) {
      const spent = maxModelCalls !== undefined && progress.modelCalls >= maxModelCalls;
      if (spent && !(err instanceof RecipeGenerationError && !err.retryable)) throw new RecipeGenerationError(generationFailureReason(err), false);
      throw err;
    }
  }

  /** Which chef answers: the offline one is cheap to ask again, a model is not. Read from the settings, as the provider's factory does, so asking does not load it. */
  get providerName(): RecipeProvider['name'] {
    return recipeProviderName(this.config);
  }

  private cacheKey(r: RecipeRequest): string {
    const fridge = r.mode === 'fridge' ? r.fridge.map((f) => `${f.name}:${f.quantity}${f.unit}`).sort() : [];
    const material = JSON.stringify([
      this.provider.name,
      [...r.restrictions].sort(),
      [...r.preferredFoods].sort(),
      [...r.avoidedFoods].sort(),
      r.difficulty,
      r.servings,
      r.dishType,
      r.mode,
      fridge,
      r.useFirst ?? null,
      // What else the answer was made with: the cupboard (a dessert of the sugar taken out of it since
      // is no answer) and the children (no wine in a drink for them).
      r.staples ? [...r.staples].sort() : null,
      r.withChildren ?? false,
    ]);
    return redisKey('ai', 'recipe', createHash('sha256').update(material).digest('hex'));
  }
}

/** The spec's French failure text for any error of a generation. */
export function generationErrorMessage(err: unknown): string {
  return `${RECIPE_MESSAGES.generationFailed}${generationFailureReason(err)}`;
}

/** What a refusal says beyond its message (final, the basics to add, an empty fridge), or nothing for a failure the next attempt may not repeat. */
export function generationFailureHints(err: unknown): RecipeFailureHints | undefined {
  if (!(err instanceof FinalRefusal)) return undefined;
  if (err instanceof MissingBasicsError) return { final: true, pantryNeeds: [...err.basics] };
  return err instanceof FridgeEmptyRefusal ? { final: true, fridgeEmpty: true } : { final: true };
}

/**
 * Why a generation failed, in French, without the sentence around it (the week planner has its own).
 * The chefs write their reasons with ordinary spaces; set as French is (« Œufs au lait », « : »), a
 * phone never wraps a guillemet or a colon onto a line of its own.
 */
export function generationFailureReason(err: unknown): string {
  return err instanceof RecipeGenerationError
    ? withFrenchSpaces(err.reason)
    : err instanceof ProviderHttpError
      ? `le service de recettes a répondu ${err.status}`
      : 'le service de recettes est indisponible';
}
