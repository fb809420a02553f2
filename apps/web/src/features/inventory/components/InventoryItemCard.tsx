import { useId } from 'react';
import type { InventoryItem } from '#contracts';
import { describeExpiry } from '../expiry';
import { fridgeAmount } from '../../../shared/text/fridge-amount';
import { CATEGORY_EMOJI } from '../inventory-format';
import { AppIcon } from '../../../shared/ui/AppIcon';
import { QuantityStepper } from './QuantityStepper';

interface InventoryItemCardProps {
  item: InventoryItem;
  /** Passed in (not read here) so every card of one render agrees on what 'today' is. */
  now: Date;
  onChangeQuantity: (item: InventoryItem, quantity: number) => void;
  onDelete: (item: InventoryItem) => void;
}

/** One item on a shelf: a little label with its name, amount, category and expiry. */
export function InventoryItemCard({ item, now, onChangeQuantity, onDelete }: InventoryItemCardProps) {
  const nameId = useId();
  const expiry = describeExpiry(item.expirationDate, now);
  return (
    <li className="fridge-item-slot">
      <article className={`fridge-item${expiry ? ` is-${expiry.state}` : ''}`} aria-labelledby={nameId}>
        <div className="fridge-item-top">
          <span className="fridge-item-emoji" aria-hidden="true">
            {CATEGORY_EMOJI[item.category] ?? CATEGORY_EMOJI.Autre}
          </span>
          <div className="fridge-item-title">
            {/* Straight under the page's h1: the shelves are groups, not sections with a title. */}
            <h2 className="fridge-item-name" id={nameId}>
              {item.name}
            </h2>
            <p className="fridge-item-category">{item.category}</p>
          </div>
          <button type="button" className="fridge-item-delete" aria-label={`Supprimer « ${item.name} »`} onClick={() => onDelete(item)}>
            <AppIcon name="trash" size={18} />
          </button>
        </div>
        {/* Read by screen readers; the stepper below shows the same amount to the eye. */}
        <p className="visually-hidden">{fridgeAmount(item.quantity, item.unit)}</p>
        {expiry && (
          <p className="fridge-item-expiry">
            {expiry.state === 'expired' && <AppIcon name="alert" size={15} />}
            <span>{expiry.label}</span>
            {expiry.state === 'soon' && <span className="fridge-item-soon">bientôt</span>}
          </p>
        )}
        <QuantityStepper
          itemName={item.name}
          quantity={item.quantity}
          unit={item.unit}
          onChange={(quantity) => onChangeQuantity(item, quantity)}
        />
      </article>
    </li>
  );
}
