import { useState } from 'react';
import { ONBOARDING_MESSAGES } from '#contracts';
import { ApiError } from '../../../shared/http';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { billingApi } from '../api';

interface CancelSubscriptionDialogProps {
  /** Called once the server has accepted the cancellation (202); the new state follows by event. */
  onCancelled: () => void;
  disabled?: boolean;
}

/** 'Résilier l'abonnement (démo)' and its confirmation. */
export function CancelSubscriptionDialog({ onCancelled, disabled }: CancelSubscriptionDialogProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await billingApi.cancelDemo();
      setOpen(false);
      onCancelled();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : ONBOARDING_MESSAGES.paymentGeneric);
    } finally {
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setError(null);
      }}
      trigger={
        <button type="button" className="btn bl-btn-danger-outline" disabled={disabled}>
          Résilier l'abonnement (démo)
        </button>
      }
      title="Résilier votre abonnement ?"
      description="Démonstration : la résiliation prend effet tout de suite et l'accès au tableau de bord se ferme. Vous pourrez vous réabonner à tout moment."
      cancelLabel="Garder mon abonnement"
      confirmLabel="Oui, résilier"
      onConfirm={() => void confirm()}
      busy={busy}
      error={error}
    />
  );
}
