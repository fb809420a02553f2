import { KITCHEN_TIME_ZONE } from '#contracts';

const parts = new Intl.DateTimeFormat('fr-FR', { timeZone: KITCHEN_TIME_ZONE, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** 'mercredi 25 novembre 2026', 'mardi 1er décembre 2026': a French long date, in Europe/Zurich. */
export function frenchLongDate(at: Date): string {
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.formatToParts(at).find((p) => p.type === type)?.value ?? '';
  const day = get('day');
  return `${get('weekday')} ${day === '1' ? '1er' : day} ${get('month')} ${get('year')}`;
}

/** The line that lets a model judge freshness (what is past its date, what must go first). */
export function todayLine(now: Date): string {
  return `Nous sommes le ${frenchLongDate(now)}.`;
}
