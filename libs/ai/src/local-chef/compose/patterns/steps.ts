import type { Dish } from '../dish-pattern';
import { agree, shownAll, the, theAll } from '../dish-french';
import type { Food } from '../foods';

// Steps several dishes share, written once.

/** "Lavez et coupez les courgettes et le poivron en morceaux." (nothing when there is nothing to cut) */
export const cut = (foods: readonly Food[], how = 'en morceaux') => foods.length > 0 && `Lavez et coupez ${theAll(foods)} ${how}.`;

/** "Parsemez de basilic ciselé au moment de servir." when the dish has herbs. */
export const garnish = (d: Dish) => d.has('herbe') && `Parsemez de ${shownAll(d.of('herbe'))} ${agree('ciselé', d.of('herbe'))} au moment de servir.`;

/** The house dressing: the dish's oil, its acid if any, salt and pepper. */
export const vinaigrette = (d: Dish) => `Préparez la vinaigrette en mélangeant ${d.fat}${d.has('acide') ? `, ${the(d.of('acide')[0])}` : ''}, le sel et le poivre.`;
