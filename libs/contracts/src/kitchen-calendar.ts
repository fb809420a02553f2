// The kitchen's calendar: Mijote is run from Switzerland, so "today" (what is past its date, what a
// week is) is today in Zurich, never the server's UTC day (a day behind at 00:30).
export const KITCHEN_TIME_ZONE = 'Europe/Zurich';

const DAY_PARTS = new Intl.DateTimeFormat('en-GB', { timeZone: KITCHEN_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** 'YYYY-MM-DD' of `now` in the kitchen's time zone. */
export function kitchenToday(now: Date = new Date()): string {
  const parts = DAY_PARTS.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}
