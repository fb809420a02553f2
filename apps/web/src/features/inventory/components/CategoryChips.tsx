import { INVENTORY_CATEGORIES, type InventoryCategory } from '#contracts';
import { CATEGORY_EMOJI } from '../inventory-format';

interface CategoryChipsProps {
  /** null: 'Tout'. */
  value: InventoryCategory | null;
  onChange: (category: InventoryCategory | null) => void;
}

/** 'Tout' and the six categories as toggle buttons; exactly one is pressed. */
export function CategoryChips({ value, onChange }: CategoryChipsProps) {
  const chip = (category: InventoryCategory | null, label: string, emoji?: string) => (
    <button
      key={label}
      type="button"
      className="inv-chip"
      aria-pressed={value === category}
      // Pressing the chip in use again goes back to 'Tout', as a toggle would.
      onClick={() => onChange(value === category ? null : category)}
    >
      {emoji && (
        <span className="inv-chip-emoji" aria-hidden="true">
          {emoji}
        </span>
      )}
      {label}
    </button>
  );
  return (
    <div className="inv-chips" role="group" aria-label="Filtrer par catégorie">
      {chip(null, 'Tout')}
      {INVENTORY_CATEGORIES.map((category) => chip(category, category, CATEGORY_EMOJI[category]))}
    </div>
  );
}
