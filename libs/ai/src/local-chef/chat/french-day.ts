// "jeudi soir", "demain midi", "ce soir": a day and an hour for the planning, counted from the
// kitchen's today (Europe/Zurich, kitchenToday), never the server's clock.
import { PLAN_MEAL_TIMES } from '#contracts';
import { fold } from './detect-intent';

/** The days of the week, Sunday first (as Date.getUTCDay counts them). */
export const WEEKDAYS = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];

function addDays(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/**
 * The day and time a French phrase names, or null when it names no day. A weekday is the next
 * one to come (today when it is today: "jeudi soir" said on a Thursday means tonight). The hour is
 * an explicit "19h30", else the meal's usual time (midi 12:30, soir 19:00), dinner by default.
 */
export function resolveFrenchDay(text: string, today: string): { date: string; time: string } | null {
  const t = fold(text);
  let date: string | null = null;
  if (/\bapres[- ]demain\b/.test(t)) date = addDays(today, 2);
  else if (/\bdemain\b/.test(t)) date = addDays(today, 1);
  else if (/\b(aujourd'hui|ce soir|ce midi|tout a l'heure)\b/.test(t)) date = today;
  else {
    const named = WEEKDAYS.findIndex((w) => new RegExp(`\\b${w}\\b`).test(t));
    if (named >= 0) {
      const current = new Date(`${today}T12:00:00Z`).getUTCDay();
      date = addDays(today, (named - current + 7) % 7);
    }
  }
  if (!date) return null;
  const clock = /\b(\d{1,2})\s*(?:h|heures?)\s*(\d{2})?\b/.exec(t);
  let time: string = PLAN_MEAL_TIMES.dinner;
  if (clock && Number(clock[1]) < 24) time = `${clock[1].padStart(2, '0')}:${clock[2] ?? '00'}`;
  else if (/\b(midi|dejeuner)\b/.test(t)) time = PLAN_MEAL_TIMES.lunch;
  else if (/\b(matin|petit[- ]dejeuner)\b/.test(t)) time = '08:00';
  return { date, time };
}
