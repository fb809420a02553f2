import type { ShoppingLine } from '../shopping-lines';
import { AppIcon } from '../../../shared/ui/AppIcon';

export interface LineHandlers {
  onToggle: (line: ShoppingLine, checked: boolean) => void;
  onRemove: (line: ShoppingLine) => void;
  onMoveToFridge: (line: ShoppingLine) => void;
}

interface ShoppingLineRowProps extends LineHandlers {
  line: ShoppingLine;
  /** The flat view says which recipes a line comes from. */
  showRecipes?: boolean;
}

/** One row: the whole row ticks the box (a large target on phones), actions on the right. */
export function ShoppingLineRow({ line, showRecipes = false, onToggle, onRemove, onMoveToFridge }: ShoppingLineRowProps) {
  const inputId = `sh-line-${line.key}`;
  const recipes = showRecipes
    ? [...new Set(line.items.flatMap((item) => (item.shares?.length ? item.shares.map((s) => s.recipeTitle) : [item.recipeTitle])).filter(Boolean))]
    : [];
  const merged = line.items.length > 1;
  return (
    <li className={line.checked ? 'sh-line is-checked' : 'sh-line'}>
      <input
        id={inputId}
        className="sh-checkbox"
        type="checkbox"
        checked={line.checked}
        onChange={(e) => onToggle(line, e.target.checked)}
      />
      <label htmlFor={inputId} className="sh-line-label">
        <span className="sh-box" aria-hidden="true">
          <AppIcon name="check" size={16} />
        </span>
        <span className="sh-line-text">
          <span className="sh-line-name">{line.name}</span>
          {line.total && <span className="sh-line-meta">{line.total} au total</span>}
          {(recipes.length > 0 || merged) && (
            <span className="sh-line-meta">
              {merged ? `${line.items.length} articles regroupés` : ''}
              {merged && recipes.length > 0 ? ' · ' : ''}
              {recipes.join(', ')}
            </span>
          )}
        </span>
        {line.amount && <span className="sh-line-amount">{line.amount}</span>}
      </label>
      <div className="sh-line-actions">
        {line.checked && (
          <button
            type="button"
            className="btn btn-ghost sh-fridge-btn"
            aria-label={`Ranger dans le frigo : ${line.name}`}
            onClick={() => onMoveToFridge(line)}
          >
            <AppIcon name="fridge" size={20} />
            <span className="sh-fridge-text" aria-hidden="true">
              Ranger dans le frigo
            </span>
          </button>
        )}
        <button type="button" className="icon-btn sh-remove-btn" aria-label={`Supprimer « ${line.name} »`} onClick={() => onRemove(line)}>
          <AppIcon name="trash" size={20} />
        </button>
      </div>
    </li>
  );
}
