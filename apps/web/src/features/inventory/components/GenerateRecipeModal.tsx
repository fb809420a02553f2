import { lazy, Suspense } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useDialogFocus } from '../../../shared/ui/use-dialog-focus';
import { KitchenIcon } from './KitchenIcon';
import './kitchen-dialog.css';

// The generation kit (and its socket listeners) loads only when the modal opens.
const FridgeRecipeGenerator = lazy(() => import('../../recipes').then((m) => ({ default: m.FridgeRecipeGenerator })));

interface GenerateRecipeModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Générer une recette' from what is in the fridge: pick a type, generate, regenerate or close. */
export function GenerateRecipeModal({ open, onOpenChange }: GenerateRecipeModalProps) {
  const focus = useDialogFocus(open);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fd-overlay" />
        <Dialog.Content className="fd-dialog" onOpenAutoFocus={focus.onOpenAutoFocus} onCloseAutoFocus={focus.onCloseAutoFocus}>
          <div className="fd-head">
            <Dialog.Title className="fd-title">Générer une recette</Dialog.Title>
            <Dialog.Close className="icon-btn fd-close" aria-label="Fermer">
              <KitchenIcon name="close" size={22} />
            </Dialog.Close>
          </div>
          <Dialog.Description className="fd-text">Une recette avec uniquement ce qu'il y a dans votre frigo.</Dialog.Description>
          <Suspense fallback={<span className="spinner" role="status" aria-label="Chargement" />}>
            <FridgeRecipeGenerator onClose={() => onOpenChange(false)} />
          </Suspense>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
