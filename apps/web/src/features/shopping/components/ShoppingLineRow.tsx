import { useRef, useState } from 'react';
import { FACT_SEPARATOR } from '#contracts';
import type { ShoppingItem } from '#contracts';
import type { ShoppingEdit } from '../api';
import type { ShoppingLine } from '../shopping-lines';
import { AppIcon } from '../../../shared/ui/AppIcon';
import { ShoppingLineEditor } from './ShoppingLineEditor';

export interface LineHandlers {
  onToggle: (line: ShoppingLine, checked: boolean) => void;
  onRemove: (line: ShoppingLine) => void;
  onMoveToFridge: (line: ShoppingLine) => void;
  onEdit: (item: ShoppingItem, changes: ShoppingEdit) => void;
}

interface ShoppingLineRowProps extends LineHandlers {
  line: ShoppingLine;
  /** The flat view says which recipes a line comes from. */
  showRecipes?: boolean;
}

/** One row: the whole row ticks the box (a large target on phones), actions on the right. */
export function ShoppingLineRow({ line, showRecipes = false, onToggle, onRemove, onMoveToFridge, onEdit }: ShoppingLineRowProps) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const inputId = `sh-line-${line.key}`;
  // A merged line is several rows: each is edited in the view by recipe, where it stands alone.
  const editable = line.items.length === 1;
  const closeEditor = () => {
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  };
  if (editing && editable) {
    return (
      <li className="sh-line is-editing">
        <ShoppingLineEditor
          item={line.items[0]!}
          onCancel={closeEditor}
          onSave={(changes) => {
            onEdit(line.items[0]!, changes);
            closeEditor();
          }}
        />
      </li>
    );
  }
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
              {merged && recipes.length > 0 ? FACT_SEPARATOR : ''}
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
            aria-label={`Ranger dans le frigo : ${line.name}`}
            onClick={() => onMoveToFridge(line)}
          >
            <AppIcon name="fridge" size={20} />
            <span className="sh-fridge-text" aria-hidden="true">
              Ranger dans le frigo
            </span>
          </button>
        )}
        {editable && (
          <button ref={editButton} type="button" className="icon-btn sh-edit-btn" aria-label={`Modifier « ${line.name} »`} onClick={() => setEditing(true)}>
            <AppIcon name="pencil" size={20} />
          </button>
        )}
        <button type="button" className="icon-btn sh-remove-btn" aria-label={`Supprimer « ${line.name} »`} onClick={() => onRemove(line)}>
          <AppIcon name="trash" size={20} />
        </button>
      </div>
    </li>
  );
}
