import type { AisleOverride, ShoppingItem } from '#contracts';
import { AISLES, aisleOf, formatAmount, isUnit, mergeQuantities, normalizeIngredientName, parseQuantity, sameIngredient, type Amount } from '#ingredients';

/** What the list shows on one row: one item, or (flat view) several items of the same ingredient. */
export interface ShoppingLine {
  /** Stable while the same items make up the line. */
  key: string;
  name: string;
  /** '700 g', '2', or '' when there is nothing worth showing (one unit). */
  amount: string;
  items: ShoppingItem[];
  checked: boolean;
  /** In a recipe's section, a topped-up row's whole amount (`amount` being the recipe's share). */
  total?: string;
}

export interface RecipeGroup {
  /** The recipe's id, or OTHER_GROUP_KEY for items typed by hand. */
  key: string;
  title: string;
  lines: ShoppingLine[];
}

export const OTHER_GROUP_KEY = 'autres';
export const OTHER_GROUP_TITLE = 'Autres articles';

export interface ShoppingProgress {
  checked: number;
  total: number;
  /** Rounded share of checked items (spec, section 4). */
  percent: number;
}

export function shoppingProgress(items: readonly ShoppingItem[]): ShoppingProgress {
  const checked = items.filter((item) => item.checked).length;
  const total = items.length;
  return { checked, total, percent: total === 0 ? 0 : Math.round((checked / total) * 100) };
}

/**
 * Items whose name contains the search, compared as the ingredient library compares names
 * (accents, case, plurals and articles do not matter: "oeufs" finds "Œuf").
 */
export function filterByName(items: readonly ShoppingItem[], search: string): ShoppingItem[] {
  const wanted = normalizeIngredientName(search);
  if (!wanted) return [...items];
  return items.filter((item) => normalizeIngredientName(item.name).includes(wanted));
}

/** The quantity text and unit as an amount the library can add up; null when it cannot read them. */
export function amountOf(item: Pick<ShoppingItem, 'quantity' | 'unit'>): Amount | null {
  const quantity = parseQuantity(item.quantity);
  if (quantity === null || quantity <= 0 || !isUnit(item.unit)) return null;
  return { quantity, unit: item.unit };
}

/** '700 g', '2 gousses', '3' (#ingredients' formatAmount); a single unit says nothing a shopper needs, so it stays blank. */
function lineAmount(amount: Amount): string {
  return amount.unit === 'unité' && amount.quantity === 1 ? '' : formatAmount(amount);
}

function itemAmountText(item: Pick<ShoppingItem, 'quantity' | 'unit'>): string {
  const amount = amountOf(item);
  if (amount) return lineAmount(amount);
  // Text the parser cannot read ("un peu") is shown as the household typed it.
  return item.unit === 'unité' ? item.quantity : `${item.quantity} ${item.unit}`.trim();
}

function singleLine(item: ShoppingItem): ShoppingLine {
  return { key: item.id, name: item.name, amount: itemAmountText(item), items: [item], checked: item.checked };
}

// Checked items go below the ones still to buy; otherwise the server's order (newest first) holds.
function uncheckedFirst(lines: ShoppingLine[]): ShoppingLine[] {
  return [...lines.filter((line) => !line.checked), ...lines.filter((line) => line.checked)];
}

/**
 * The flat view: items of the same ingredient (sameIngredient) in compatible units become one
 * line with their total (200 g + 0,5 kg → 700 g), like the server's week list. Only items in the
 * same state merge, so '500 g' still to buy never hides '200 g' already in the basket. Items whose
 * quantity cannot be read keep a line of their own.
 */
export function mergedLines(items: readonly ShoppingItem[]): ShoppingLine[] {
  const groups: { items: ShoppingItem[]; amounts: Amount[] }[] = [];
  for (const item of items) {
    const amount = amountOf(item);
    const group = amount
      ? groups.find(
          (g) =>
            g.items[0]!.checked === item.checked &&
            g.amounts.length === g.items.length &&
            sameIngredient(g.items[0]!.name, item.name) &&
            mergeQuantities([...g.amounts, amount]) !== null,
        )
      : undefined;
    if (group) {
      group.items.push(item);
      group.amounts.push(amount!);
    } else {
      groups.push({ items: [item], amounts: amount ? [amount] : [] });
    }
  }
  return nextToEachOther(uncheckedFirst(
    groups.map(({ items: members, amounts }) => {
      if (members.length === 1) return singleLine(members[0]!);
      return {
        key: members.map((m) => m.id).join('+'),
        name: members[0]!.name,
        amount: lineAmount(mergeQuantities(amounts)!),
        items: members,
        checked: members[0]!.checked,
      };
    }),
  ));
}

/** Lines of one ingredient that could not add up ('2 gousses' and '1 tête' of ail) sit next to each other. */
function nextToEachOther(lines: ShoppingLine[]): ShoppingLine[] {
  const out: ShoppingLine[] = [];
  const left = [...lines];
  while (left.length) {
    const line = left.shift()!;
    out.push(line);
    for (let i = 0; i < left.length; ) {
      if (left[i]!.checked === line.checked && sameIngredient(left[i]!.name, line.name)) out.push(...left.splice(i, 1));
      else i++;
    }
  }
  return out;
}

/**
 * The grouped view: one section per recipe (newest first), items typed by hand last. A row
 * topped up from several sources (one line per ingredient) shows in each of their sections with
 * that source's share; ticking it there ticks the row.
 */
export function recipeGroups(items: readonly ShoppingItem[]): RecipeGroup[] {
  const byKey = new Map<string, { title: string; lines: ShoppingLine[] }>();
  const place = (key: string, title: string, line: ShoppingLine) => {
    const group = byKey.get(key) ?? { title, lines: [] };
    group.lines.push(line);
    byKey.set(key, group);
  };
  for (const item of items) {
    const shares = item.shares?.length ? item.shares : [{ recipeId: item.recipeId, recipeTitle: item.recipeTitle, quantity: item.quantity, unit: item.unit }];
    if (shares.length === 1) {
      const [only] = shares;
      place(only!.recipeId ? `recette:${only!.recipeId}` : OTHER_GROUP_KEY, only!.recipeId ? (only!.recipeTitle ?? 'Recette') : OTHER_GROUP_TITLE, singleLine(item));
      continue;
    }
    for (const share of shares) {
      const key = share.recipeId ? `recette:${share.recipeId}` : OTHER_GROUP_KEY;
      const line = singleLine(item);
      place(key, share.recipeId ? (share.recipeTitle ?? 'Recette') : OTHER_GROUP_TITLE, {
        ...line,
        key: `${item.id}:${key}`,
        amount: itemAmountText({ ...item, quantity: share.quantity, unit: share.unit }),
        total: line.amount,
      });
    }
  }
  const groups = [...byKey.entries()].map(([key, g]) => ({ key, title: g.title, lines: nextToEachOther(uncheckedFirst(g.lines)) }));
  return [...groups.filter((g) => g.key !== OTHER_GROUP_KEY), ...groups.filter((g) => g.key === OTHER_GROUP_KEY)];
}

/** 'Recette « Crêpes » terminée : ses articles ont été retirés' for the recipes a check completed. */
export function completedRecipesNotice(completed: readonly string[]): string | null {
  const titles = [...new Set(completed)];
  if (titles.length === 0) return null;
  if (titles.length === 1) return `Recette « ${titles[0]} » terminée : ses articles ont été retirés`;
  const quoted = titles.map((t) => `« ${t} »`);
  return `Recettes ${quoted.slice(0, -1).join(', ')} et ${quoted.at(-1)} terminées : leurs articles ont été retirés`;
}

/** What 'Annuler' says once a completed recipe's lines are back. */
export function restoredRecipesNotice(completed: readonly string[]): string {
  const titles = [...new Set(completed)];
  return titles.length === 1 ? `Recette « ${titles[0]} » remise dans la liste` : 'Recettes remises dans la liste';
}

/** The toast after an add: a top-up says the new total ('Farine : 1,5 kg au total'). */
export function addedNotice(item: ShoppingItem & { toppedUp?: boolean }): string {
  if (!item.toppedUp) return `« ${item.name} » ajouté à la liste`;
  const amount = itemAmountText(item);
  const name = item.name.charAt(0).toLocaleUpperCase('fr') + item.name.slice(1);
  return amount ? `${name} : ${amount} au total` : `« ${item.name} » ajouté à la liste`;
}

/**
 * The flat view in the order a shopper walks the shop: by aisle (the week's groceries' order,
 * the household's own aisles first), what is still to buy before what is in the basket, and
 * otherwise the order it came in (so lines of one ingredient stay next to each other).
 */
export function inAisleOrder(lines: readonly ShoppingLine[], overrides: readonly AisleOverride[] = []): ShoppingLine[] {
  const rank = (line: ShoppingLine) => AISLES.indexOf(aisleOf(line.name, overrides));
  return lines
    .map((line, index) => ({ line, index, checked: line.checked ? 1 : 0, aisle: rank(line) }))
    .sort((a, b) => a.checked - b.checked || a.aisle - b.aisle || a.index - b.index)
    .map(({ line }) => line);
}
