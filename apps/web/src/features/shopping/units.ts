import { UNITS, type FormUnit } from '#contracts';

/** The list's units as the add and edit forms name them. */
export const UNIT_LABELS: Record<FormUnit, string> = {
  unité: 'unité',
  g: 'g (grammes)',
  kg: 'kg (kilos)',
  ml: 'ml (millilitres)',
  l: 'l (litres)',
  càs: 'càs (cuillère à soupe)',
  càc: 'càc (cuillère à café)',
  pincée: 'pincée',
};

/** The form's units, and a row's own unit from its recipe ('gousse') when it is not one of them. */
export function unitOptions(current?: string): { value: string; label: string }[] {
  const options = UNITS.map((u) => ({ value: u as string, label: UNIT_LABELS[u] }));
  return current && !options.some((o) => o.value === current) ? [{ value: current, label: current }, ...options] : options;
}

/** What a line's quantity field sends: its text trimmed, '1' when left empty. */
export const shoppingQuantityOf = (typed: string): string => typed.trim() || '1';
