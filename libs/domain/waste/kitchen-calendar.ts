import { KITCHEN_TIME_ZONE, kitchenToday } from '#contracts';

export { KITCHEN_TIME_ZONE, kitchenToday };

const DAY_MS = 86_400_000;
const utc = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** 'YYYY-MM-DD' plus n calendar days. */
export function addDays(day: string, n: number): string {
  return new Date(utc(day) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utc(to) - utc(from)) / DAY_MS);
}

/** The `count` months ending with `day`'s month, oldest first: ['2026-06', …, '2026-11']. */
export function monthsEndingWith(day: string, count: number): string[] {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7)) - 1;
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(year, month - (count - 1 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}
