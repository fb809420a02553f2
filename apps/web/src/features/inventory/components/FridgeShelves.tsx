import type { InventoryItem } from '#contracts';
import { placeOnShelves } from '../shelves';
import { Fridge } from './Fridge';
import { InventoryItemCard } from './InventoryItemCard';

interface FridgeShelvesProps {
  items: readonly InventoryItem[];
  now: Date;
  onChangeQuantity: (item: InventoryItem, quantity: number) => void;
  onDelete: (item: InventoryItem) => void;
}

/** The five shelves, each item on the shelf its id hashes to (shelves.ts). */
export function FridgeShelves({ items, now, onChangeQuantity, onDelete }: FridgeShelvesProps) {
  const shelves = placeOnShelves(items);
  return (
    <Fridge>
      <div className="fridge-shelves">
        {shelves.map((shelfItems, index) =>
          shelfItems.length === 0 ? (
            // An empty shelf is drawn, not announced.
            <div key={index} className="fridge-shelf is-empty" aria-hidden="true" />
          ) : (
            <div key={index} className="fridge-shelf" role="group" aria-label={`Étagère ${index + 1}`} data-shelf={index}>
              <ul className="fridge-shelf-items" role="list">
                {shelfItems.map((item) => (
                  <InventoryItemCard key={item.id} item={item} now={now} onChangeQuantity={onChangeQuantity} onDelete={onDelete} />
                ))}
              </ul>
            </div>
          ),
        )}
      </div>
    </Fridge>
  );
}
