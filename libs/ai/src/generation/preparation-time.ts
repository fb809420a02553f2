import type { DishType } from '#contracts';
import { FALLBACK_PREPARATION_TIME_RANGE, PREPARATION_TIME_RANGES } from '../local-chef/local-recipe';

export function preparationTimeRange(type: DishType): { min: number; max: number } {
  return PREPARATION_TIME_RANGES[type] ?? FALLBACK_PREPARATION_TIME_RANGE;
}

/**
 * The recipe's own time when it is plausible for its type (design, departure 6); otherwise the
 * spec's random pick within the type's range (spec 9), since models often invent durations. With a
 * time limit (a planned weekday's `maxMinutes`) the range ends at the limit: a dish whose time was
 * drawn is never made longer than the day allows (the validator refuses a stated time above it).
 */
export function resolvePreparationTime(type: DishType, proposed: number | undefined, random: () => number = Math.random, maxMinutes?: number): number {
  const range = preparationTimeRange(type);
  const max = maxMinutes === undefined ? range.max : Math.max(1, Math.min(range.max, maxMinutes));
  const min = Math.min(range.min, max);
  const minutes = typeof proposed === 'number' && Number.isFinite(proposed) ? Math.round(proposed) : undefined;
  if (minutes !== undefined && minutes >= min && minutes <= max) return minutes;
  return min + Math.floor(random() * (max - min + 1));
}
