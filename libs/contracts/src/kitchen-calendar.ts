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

/**
 * From Saturday on (ISO weekday 6), a family plans the week ahead: « Planifier ma semaine » plans
 * it, and the home counts its meals beside this week's (on Sunday only Sunday's are left here).
 */
export const WEEK_AHEAD_FROM_ISO_DAY = 6;

const WEEKDAY_DAY_MONTH = new Intl.DateTimeFormat('fr-FR', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' });

/**
 * A calendar day as French writes it in a sentence: 'jeudi 26 novembre', and 'mardi 1er décembre'
 * for the first of the month. The day is a calendar day, read in UTC: never shifted by a time zone.
 */
export function frenchWeekdayDate(day: string): string {
  return WEEKDAY_DAY_MONTH.formatToParts(new Date(`${day}T12:00:00Z`))
    .map((p) => (p.type === 'day' && p.value === '1' ? '1er' : p.value))
    .join('');
}
