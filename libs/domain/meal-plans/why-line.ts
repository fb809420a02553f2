import type { FridgeItem } from '#ai/core';
import { frenchWeekdayDate, type PlanDish, type PlanSlot } from '#contracts';
import { foodTable } from '../kitchen/food-table';
import { daysBetween } from '../waste/kitchen-calendar';
import { fridgeItemsUsed, fridgeOn, type PlannerContext } from './plan-rules';

const WEEKDAYS = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];
export const weekdayOf = (date: string): string => WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!;

/**
 * "les courgettes", "le poulet", "l'emmental râpé"; « éponges » quoted when the chef does not know
 * the food. The food table is read at the first reason written (the API loads this file at start).
 */
function theItem(item: FridgeItem): string {
  return foodTable().theItem(item.name) ?? `« ${item.name.trim().toLowerCase()} »`;
}

/** "les courgettes qui expirent jeudi", "le lait qui expire le jour même", "… mardi 8 décembre". */
function expiring(item: FridgeItem, slot: PlanSlot): string {
  // The week is read days ahead: "aujourd'hui" would be the reader's day, not the dinner's. The
  // card is read within its week (Monday to Sunday): a weekday alone names a day of that week, so
  // a date past its Sunday needs its date (on Thursday's dinner, « mercredi » would read as the
  // Wednesday before it, not the one after).
  const days = daysBetween(slot.date, item.expirationDate!);
  const daysToSunday = (7 - new Date(`${slot.date}T00:00:00Z`).getUTCDay()) % 7;
  const when = days === 0 ? 'le jour même' : days <= daysToSunday ? weekdayOf(item.expirationDate!) : frenchWeekdayDate(item.expirationDate!);
  const named = theItem(item);
  return `${named} qui ${named.startsWith('les ') ? 'expirent' : 'expire'} ${when}`;
}

/** "les courgettes du frigo", "le reste de poulet du frigo", "le reste d'emmental râpé du frigo". */
function leftInFridge(item: FridgeItem): string {
  const named = theItem(item);
  if (named.startsWith('les ')) return `${named} du frigo`;
  const name = item.name.trim().toLowerCase();
  return `le reste ${named.startsWith("l'") ? `d'${name}` : `de ${name}`} du frigo`;
}

/** One line per day saying why this dish, the most useful reason first. */
export function whyLine(dish: PlanDish, slot: PlanSlot, ctx: PlannerContext, urgent: readonly FridgeItem[], vegetarianEvening = false): string {
  const parts: string[] = [];
  const urgentUsed = urgent.filter((i) => fridgeItemsUsed(dish, [i]).length > 0);
  const fridgeUsed = fridgeItemsUsed(dish, fridgeOn(ctx.fridge, slot.date));
  if (urgentUsed.length) parts.push(`Utilise ${expiring(urgentUsed[0]!, slot)}`);
  else if (fridgeUsed.length) parts.push(`Utilise ${leftInFridge(fridgeUsed[0]!)}`);
  if (dish.source === 'favorite') parts.push('un favori de la famille');
  else if (dish.source === 'book') parts.push('tiré de votre carnet de recettes');
  // Said on the evenings the week keeps meatless; any other vegetarian dish shows its badge only.
  if (vegetarianEvening && dish.vegetarian) parts.push('soir sans viande');
  // The week's card shows the dish's minutes right below this line: say why, not the figure again.
  if (slot.effort === 'rapide') parts.push('vite prêt');
  if (parts.length === 0) parts.push(dish.protein ? `Change de la semaine : ${dish.protein}` : 'Une nouvelle idée pour varier');
  const line = parts.join(', ');
  return line.charAt(0).toUpperCase() + line.slice(1);
}
