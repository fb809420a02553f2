import { useMemo } from 'react';
import { plural, type ShoppingItem } from '#contracts';
import type { ShoppingView } from '../hooks/use-shopping-view';
import { useAisleOverrides } from '../hooks/use-aisle-overrides';
import { inAisleOrder, mergedLines, recipeGroups } from '../shopping-lines';
import { ShoppingLineRow, type LineHandlers } from './ShoppingLineRow';

interface ShoppingListViewProps extends LineHandlers {
  items: readonly ShoppingItem[];
  view: ShoppingView;
}

/**
 * The list itself, grouped by recipe or flat with the same ingredient merged into one line, in the
 * order of the shop's aisles.
 */
export function ShoppingListView({ items, view, ...handlers }: ShoppingListViewProps) {
  const overrides = useAisleOverrides(view === 'flat');
  const groups = useMemo(() => (view === 'recipes' ? recipeGroups(items) : []), [items, view]);
  const lines = useMemo(() => (view === 'flat' ? inAisleOrder(mergedLines(items), overrides) : []), [items, view, overrides]);

  if (view === 'flat') {
    return (
      <ul className="sh-lines card" aria-label="Liste complète">
        {lines.map((line) => (
          <ShoppingLineRow key={line.key} line={line} showRecipes {...handlers} />
        ))}
      </ul>
    );
  }
  return (
    <div className="sh-groups">
      {groups.map((group) => {
        const headingId = `sh-group-${group.key}`;
        const done = group.lines.filter((line) => line.checked).length;
        return (
          <section key={group.key} className="sh-group" aria-labelledby={headingId}>
            <h2 id={headingId} className="sh-group-title">
              <span>{group.title}</span>
              <span className="sh-group-count" aria-hidden="true">
                {done}/{group.lines.length}
              </span>
              {/* In brackets: the heading is a flex box, whose items a screen reader's name joins with a space (« décembre , 0 sur 28 »). */}
              <span className="visually-hidden">
                {' '}({done} sur {group.lines.length} {plural(done, 'coché', 'cochés')})
              </span>
            </h2>
            <ul className="sh-lines card">
              {group.lines.map((line) => (
                <ShoppingLineRow key={line.key} line={line} {...handlers} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
