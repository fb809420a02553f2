import { SHELF_COUNT } from '../shelves';
import { Fridge } from './Fridge';

// Item widths per shelf, so the outline looks like a stocked fridge rather than a grid.
const SHAPES = [3, 2, 3, 1, 2];

/** The fridge's outline while the first list arrives. */
export function InventorySkeleton() {
  return (
    <div role="status">
      <span className="visually-hidden">Chargement du frigo…</span>
      <Fridge busy>
        <div className="fridge-shelves" aria-hidden="true">
          {Array.from({ length: SHELF_COUNT }, (_, shelf) => (
            <div key={shelf} className="fridge-shelf">
              <div className="fridge-shelf-items">
                {Array.from({ length: SHAPES[shelf] ?? 2 }, (_, i) => (
                  <span key={i} className="skeleton fridge-item-skeleton" />
                ))}
              </div>
            </div>
          ))}
        </div>
      </Fridge>
    </div>
  );
}
