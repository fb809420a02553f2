import type { InventoryCategory } from '#contracts';
import { SearchField } from '../../../shared/ui/SearchField';
import { CategoryChips } from './CategoryChips';

interface InventoryToolbarProps {
  search: string;
  onSearchChange: (search: string) => void;
  category: InventoryCategory | null;
  onCategoryChange: (category: InventoryCategory | null) => void;
}

export function InventoryToolbar({ search, onSearchChange, category, onCategoryChange }: InventoryToolbarProps) {
  return (
    <div className="inv-toolbar">
      <SearchField label="Rechercher un article" placeholder="Rechercher dans le frigo…" value={search} onChange={onSearchChange} />
      <CategoryChips value={category} onChange={onCategoryChange} />
    </div>
  );
}
