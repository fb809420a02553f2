import { addDays, addWeeks, format, getDate, getISODay, getYear, isSameMonth, isSameYear, isValid, parse, startOfWeek } from 'date-fns';
import { fr } from 'date-fns/locale';
import { WEEK_AHEAD_FROM_ISO_DAY } from '#contracts';

/** A Monday-to-Sunday week, as French calendars show it. */
export interface Week {
  start: Date;
  /** 'YYYY-MM-DD' of the Monday */
  from: string;
  /** 'YYYY-MM-DD' of the Sunday */
  to: string;
}

const ISO_DAY = 'yyyy-MM-dd';

export const toIsoDay = (date: Date): string => format(date, ISO_DAY);

/** A 'YYYY-MM-DD' as a local date, or null when it is not a real day ('2026-02-30'). */
export function parseIsoDay(text: string | null | undefined): Date | null {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const date = parse(text, ISO_DAY, new Date());
  return isValid(date) && toIsoDay(date) === text ? date : null;
}

export function weekOf(date: Date): Week {
  const start = startOfWeek(date, { weekStartsOn: 1 });
  return { start, from: toIsoDay(start), to: toIsoDay(addDays(start, 6)) };
}

export const shiftWeek = (week: Week, weeks: number): Week => weekOf(addWeeks(week.start, weeks));

/**
 * The week "Planifier ma semaine" plans when the screen shows `shown`: that week, except this week
 * at the weekend, when a family plans the one ahead (on Sunday only Sunday's meals are left here).
 */
export function weekToPlan(shown: Week, today: Date = new Date()): Week {
  const thisWeek = weekOf(today);
  return shown.from === thisWeek.from && getISODay(today) >= WEEK_AHEAD_FROM_ISO_DAY ? shiftWeek(thisWeek, 1) : shown;
}

// French writes the first of the month as an ordinal: "1er décembre".
const dayNumber = (date: Date) => (getDate(date) === 1 ? '1er' : String(getDate(date)));
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * 'Semaine du 23 au 29 novembre', 'Semaine du 30 novembre au 6 décembre', and with the years
 * when the week is not in the current one or straddles two.
 */
export function weekLabel(week: Week, today: Date = new Date()): string {
  const end = addDays(week.start, 6);
  const month = (d: Date) => format(d, 'MMMM', { locale: fr });
  if (!isSameYear(week.start, end)) {
    return `Semaine du ${dayNumber(week.start)} ${month(week.start)} ${getYear(week.start)} au ${dayNumber(end)} ${month(end)} ${getYear(end)}`;
  }
  const year = getYear(end) === getYear(today) ? '' : ` ${getYear(end)}`;
  if (isSameMonth(week.start, end)) return `Semaine du ${dayNumber(week.start)} au ${dayNumber(end)} ${month(end)}${year}`;
  return `Semaine du ${dayNumber(week.start)} ${month(week.start)} au ${dayNumber(end)} ${month(end)}${year}`;
}

/** 'Lundi 23 novembre 2026' (date-fns 'EEEE d MMMM yyyy' in French, capitalised; '1er' for the first). */
export function longDateLabel(isoDay: string): string {
  return capitalise(longDateInText(isoDay));
}

/** 'lundi 23 novembre 2026': the same date inside a sentence, where French keeps the weekday lower case. */
export function longDateInText(isoDay: string): string {
  const date = parseIsoDay(isoDay);
  if (!date) return isoDay;
  return `${format(date, 'EEEE', { locale: fr })} ${dayNumber(date)} ${format(date, 'MMMM yyyy', { locale: fr })}`;
}

