import { useState } from 'react';
import { COOKED_MESSAGES as M, type CookedApplyResult } from '#contracts';
import { CookedDialog } from './CookedDialog';

interface CookedButtonProps {
  ingredients: string[];
  servings?: number;
  onApplied: (result: CookedApplyResult) => void;
  className?: string;
}

/** « J'ai cuisiné cette recette »: the recipe's page and the fridge recipe's full view offer the update too. */
export function CookedButton({ ingredients, servings, onApplied, className = 'btn btn-secondary' }: CookedButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        {M.cookedButton}
      </button>
      <CookedDialog open={open} onOpenChange={setOpen} ingredients={ingredients} servings={servings} onApplied={onApplied} />
    </>
  );
}
