import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { BookRecipe, RecipeBookQuery } from '#contracts';
import { useInvalidateOn } from '../../../shared/query/use-invalidate-on';
import { useServerEvent } from '../../../shared/socket';
import { bookApi, bookKeys } from './book-api';

/** A page of the book; follows every member's changes live. */
export function useBookRecipes(query: RecipeBookQuery) {
  useInvalidateOn('household.changed', [bookKeys.root], (change) => change.resource === 'recipes');
  return useQuery({ queryKey: bookKeys.list(query), queryFn: () => bookApi.list(query), placeholderData: (prev) => prev });
}

export function useBookRecipe(id: string, servings?: number) {
  return useQuery({ queryKey: bookKeys.one(id, servings), queryFn: () => bookApi.get(id, servings), placeholderData: (prev) => prev });
}

export function useToggleBookFavorite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, on }: { id: string; on: boolean }) => bookApi.favorite(id, on),
    onSuccess: () => void client.invalidateQueries({ queryKey: bookKeys.root }),
  });
}

export function useDeleteBookRecipe() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => bookApi.remove(id),
    onSettled: () => void client.invalidateQueries({ queryKey: bookKeys.root }),
  });
}

/** "Annuler" after a deletion: the server brings the recipe back as it was. */
export function useRestoreBookRecipe() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => bookApi.restore(id),
    onSettled: () => void client.invalidateQueries({ queryKey: bookKeys.root }),
  });
}

export type ImportState = { status: 'idle' } | { status: 'running'; jobId: string } | { status: 'done'; recipe: BookRecipe } | { status: 'failed'; error: string };

/**
 * Import from a link: 202 with a job id, then the result comes as `recipe.imported` /
 * `recipe.import_failed`; the job is polled too, in case the socket is not connected.
 */
export function useImportLink() {
  const client = useQueryClient();
  const [state, setState] = useState<ImportState>({ status: 'idle' });
  const jobId = state.status === 'running' ? state.jobId : null;

  const finish = (next: ImportState) => {
    setState(next);
    void client.invalidateQueries({ queryKey: bookKeys.root });
  };
  useServerEvent('recipe.imported', (e) => e.jobId === jobId && finish({ status: 'done', recipe: e.recipe }));
  useServerEvent('recipe.import_failed', (e) => e.jobId === jobId && finish({ status: 'failed', error: e.error }));

  useEffect(() => {
    if (!jobId) return;
    const timer = setInterval(() => {
      bookApi
        .importJob(jobId)
        .then((job) => {
          if (job.status === 'completed' && job.recipe) finish({ status: 'done', recipe: job.recipe });
          if (job.status === 'failed') finish({ status: 'failed', error: job.error ?? '' });
        })
        .catch(() => undefined);
    }, 2000);
    return () => clearInterval(timer);
  }, [jobId]);

  const start = async (url: string) => {
    try {
      const { jobId: id } = await bookApi.importLink(url);
      setState({ status: 'running', jobId: id });
    } catch (err) {
      setState({ status: 'failed', error: err instanceof Error ? err.message : String(err) });
    }
  };
  return { state, start, reset: () => setState({ status: 'idle' }) };
}
