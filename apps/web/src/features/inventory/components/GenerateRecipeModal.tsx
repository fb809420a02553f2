import { lazy, Suspense } from 'react';
import { Modal } from '../../../shared/ui/Modal';

// The generation kit (and its socket listeners) loads only when the modal opens.
const FridgeRecipeGenerator = lazy(() => import('../../recipes').then((m) => ({ default: m.FridgeRecipeGenerator })));

interface GenerateRecipeModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Générer une recette' from what is in the fridge: pick a type, generate, regenerate or close. */
export function GenerateRecipeModal({ open, onOpenChange }: GenerateRecipeModalProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Générer une recette"
      description="Une recette avec uniquement ce qu'il y a dans votre frigo."
    >
      <Suspense fallback={<span className="spinner" role="status" aria-label="Chargement" />}>
        <FridgeRecipeGenerator onClose={() => onOpenChange(false)} />
      </Suspense>
    </Modal>
  );
}
