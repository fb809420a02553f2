import { SearchField } from '../../../shared/ui/SearchField';
import type { ShoppingView } from '../hooks/use-shopping-view';
import { AppIcon } from '../../../shared/ui/AppIcon';

interface ShoppingToolbarProps {
  search: string;
  onSearch: (search: string) => void;
  view: ShoppingView;
  onView: (view: ShoppingView) => void;
}

const VIEWS: ReadonlyArray<{ value: ShoppingView; label: string }> = [
  { value: 'recipes', label: 'Par recette' },
  { value: 'flat', label: 'Liste complète' },
];

/** The search box and the 'Par recette' / 'Liste complète' switch. */
export function ShoppingToolbar({ search, onSearch, view, onView }: ShoppingToolbarProps) {
  return (
    <div className="sh-toolbar">
      <SearchField className="sh-search" label="Rechercher un article" placeholder="Rechercher un article" value={search} onChange={onSearch} />
      <div className="sh-views" role="group" aria-label="Affichage de la liste">
        {VIEWS.map(({ value, label }) => (
          <button
            key={value}
            type="button"
            className="sh-view-btn"
            aria-pressed={view === value}
            onClick={() => onView(value)}
          >
            <AppIcon name={value === 'recipes' ? 'layers' : 'list'} size={18} />
            {label}
          </button>
        ))}
      </div>
    </div>
  );
}
