import type { DishType } from '#contracts';
import { FALLBACK_PREPARATION_TIME_RANGE, PREPARATION_TIME_RANGES } from '../local-chef/local-recipe';

export function preparationTimeRange(type: DishType): { min: number; max: number } {
  return PREPARATION_TIME_RANGES[type] ?? FALLBACK_PREPARATION_TIME_RANGE;
}

/**
 * The recipe's own time when it is plausible for its type (design, departure 6); otherwise the
 * spec's random pick within the type's range (spec 9), since models often invent durations.
 */
export function resolvePreparationTime(type: DishType, proposed: number | undefined, random: () => number = Math.random): number {
  const { min, max } = preparationTimeRange(type);
  const minutes = typeof proposed === 'number' && Number.isFinite(proposed) ? Math.round(proposed) : undefined;
  if (minutes !== undefined && minutes >= min && minutes <= max) return minutes;
  return min + Math.floor(random() * (max - min + 1));
}
