import { useCallback, useEffect, useRef, useState } from 'react';
import { ERROR_CODES, RECIPE_MESSAGES, type DishType, type GenerationMode, type Recipe, type RecipeFailureHints } from '#contracts';
import { isApiError } from '../../../shared/http';
import { useServerEvent } from '../../../shared/socket';
import { recipesApi } from '../api';
import { rememberShownRecipe, shownRecipeIds } from '../shown-recipes';

/** The socket usually answers first; polling covers a missed event (a reconnection, a slow tab). */
export const POLL_INTERVAL_MS = 1_500;
// The server gives up after its retries (about 15 s). Past this the job is lost (no worker running)
// and a spinner that never ends helps no one.
export const GENERATION_TIMEOUT_MS = 90_000;

/** The server's own wording when it cannot say more (libs/domain/recipe-generation generationErrorMessage). */
export const GENERATION_UNAVAILABLE = `${RECIPE_MESSAGES.generationFailed}le service de recettes est indisponible`;

export type RecipeGenerationState =
  | { status: 'idle' }
  | { status: 'generating'; dishType: DishType }
  | { status: 'ready'; dishType: DishType; recipe: Recipe }
  | {
      status: 'error';
      dishType: DishType;
      message: string;
      fridgeEmpty: boolean;
      /** Basics whose adding to « Mon placard » makes a dish of this fridge (« sucre »); empty when none would. */
      pantryNeeds: string[];
      /** Asking again would get the same refusal: no « Réessayer ». */
      final: boolean;
    };

interface Run {
  dishType: DishType;
  jobId: string | null;
  deadline: number;
  controller: AbortController;
  timer?: ReturnType<typeof setTimeout>;
}

type JobOutcome = { recipe: Recipe } | ({ error: string } & RecipeFailureHints);

/**
 * One recipe generation at a time, in 'preferences' (suggestions) or 'fridge' mode:
 * idle → generating → ready(recipe) | error(message). The answer of a superseded request (the user
 * changed type or regenerated meanwhile) is ignored, and only this hook's own job counts: the
 * user's other tabs receive their `recipe.ready` events too.
 */
export function useRecipeGeneration({ mode, useFirst }: { mode: GenerationMode; useFirst?: string }) {
  const [state, setState] = useState<RecipeGenerationState>({ status: 'idle' });
  const current = useRef<Run | null>(null);
  // Events that arrived before the POST told us our job id (a fast worker, the cache).
  const early = useRef(new Map<string, JobOutcome>());

  const stop = useCallback(() => {
    const run = current.current;
    if (run) {
      clearTimeout(run.timer);
      run.controller.abort();
    }
    current.current = null;
    early.current.clear();
  }, []);

  useEffect(() => stop, [stop]);

  const settle = useCallback(
    (run: Run, outcome: JobOutcome) => {
      if (current.current !== run) return;
      stop();
      if ('recipe' in outcome) {
        rememberShownRecipe(outcome.recipe.id);
        setState({ status: 'ready', dishType: run.dishType, recipe: outcome.recipe });
      } else {
        setState({ status: 'error', dishType: run.dishType, message: outcome.error, fridgeEmpty: outcome.fridgeEmpty === true, pantryNeeds: outcome.pantryNeeds ?? [], final: outcome.final === true });
      }
    },
    [stop],
  );

  const poll = useCallback(
    async (run: Run) => {
      if (current.current !== run || !run.jobId) return;
      try {
        const job = await recipesApi.job(run.jobId, run.controller.signal);
        if (job.status === 'completed' && job.recipe) return settle(run, { recipe: job.recipe });
        if (job.status === 'failed') return settle(run, { error: job.error ?? GENERATION_UNAVAILABLE, pantryNeeds: job.pantryNeeds, final: job.final, fridgeEmpty: job.fridgeEmpty });
      } catch (err) {
        if (run.controller.signal.aborted) return;
        // The job is unknown to the server: no answer will ever come.
        if (isApiError(err) && err.status === 404) return settle(run, { error: GENERATION_UNAVAILABLE });
        // Otherwise (network, 5xx) the next poll may do better.
      }
      if (current.current !== run) return;
      if (Date.now() >= run.deadline) return settle(run, { error: GENERATION_UNAVAILABLE });
      run.timer = setTimeout(() => void poll(run), POLL_INTERVAL_MS);
    },
    [settle],
  );

  const start = useCallback(
    async (dishType: DishType, regenerate: boolean) => {
      stop();
      const run: Run = { dishType, jobId: null, deadline: Date.now() + GENERATION_TIMEOUT_MS, controller: new AbortController() };
      current.current = run;
      setState({ status: 'generating', dishType });
      try {
        const seed = mode === 'fridge' && useFirst ? { useFirst } : {};
        const body = regenerate ? { dishType, mode, regenerate: true, exclude: shownRecipeIds(), ...seed } : { dishType, mode, ...seed };
        const { jobId } = await recipesApi.generate(body);
        if (current.current !== run) return;
        run.jobId = jobId;
        const known = early.current.get(jobId);
        early.current.clear();
        if (known) return settle(run, known);
        // At once, in case the event came before we knew the job id; then every POLL_INTERVAL_MS.
        await poll(run);
      } catch (err) {
        // The API refuses at once a fridge it knows empty (FRIDGE_EMPTY, 422).
        settle(run, isApiError(err) ? { error: err.message, fridgeEmpty: err.code === ERROR_CODES.FRIDGE_EMPTY } : { error: GENERATION_UNAVAILABLE });
      }
    },
    [mode, useFirst, poll, settle, stop],
  );

  const onOutcome = (jobId: string, outcome: JobOutcome) => {
    const run = current.current;
    if (!run) return;
    if (run.jobId === jobId) settle(run, outcome);
    else if (run.jobId === null) early.current.set(jobId, outcome);
  };
  useServerEvent('recipe.ready', ({ jobId, recipe }) => onOutcome(jobId, { recipe }));
  useServerEvent('recipe.failed', ({ jobId, error, pantryNeeds, final, fridgeEmpty }) => onOutcome(jobId, { error, pantryNeeds, final, fridgeEmpty }));

  const dishType = state.status === 'idle' ? null : state.dishType;
  const lastRequest = useRef<{ dishType: DishType; regenerate: boolean } | null>(null);

  const generate = useCallback(
    (type: DishType) => {
      lastRequest.current = { dishType: type, regenerate: false };
      void start(type, false);
    },
    [start],
  );

  /** Another recipe of the same type: skips the server's cache and avoids those shown this session. */
  const regenerate = useCallback(() => {
    if (!dishType) return;
    lastRequest.current = { dishType, regenerate: true };
    void start(dishType, true);
  }, [dishType, start]);

  /** After a failure: the same request again (a failed regenerate is retried as a regenerate). */
  const retry = useCallback(() => {
    const last = lastRequest.current;
    if (last) void start(last.dishType, last.regenerate);
  }, [start]);

  /** Back to choosing a type; a job still running is left to finish unseen. */
  const reset = useCallback(() => {
    stop();
    setState({ status: 'idle' });
  }, [stop]);

  return { state, generate, regenerate, retry, reset };
}

export type RecipeGeneration = ReturnType<typeof useRecipeGeneration>;
