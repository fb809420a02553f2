import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Household } from '#contracts';
import { refreshSession } from '../../../shared/http';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { errorText } from '../../../shared/http/error-text';
import { householdQueryKey, leaveHousehold } from '../api';
import type { FamilyFeedback } from '../family-feedback';

/** Leaving the family for a new household of one's own (offered only when there is someone to leave). */
export function LeaveHousehold({ household, feedback }: { household: Household; feedback: FamilyFeedback }) {
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const leave = useMutation({
    mutationFn: async () => {
      const own = await leaveHousehold();
      // The access token names the household: the next calls and the live updates must use the
      // new one. A failed refresh is not a failed departure; the token is refreshed before long.
      await refreshSession().catch(() => undefined);
      return own;
    },
    onSuccess: (own) => {
      setOpen(false);
      client.setQueryData(householdQueryKey, own);
      // The shopping list, planning, fridge and the access to the dashboard were the family's.
      void client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== householdQueryKey[0] });
      feedback.success(`Vous avez quitté « ${household.name} »`);
    },
    onError: (err) => setError(errorText(err, 'Impossible de quitter le foyer')),
  });

  return (
    <div className="settings-actions">
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          setError(null);
        }}
        title={`Quitter « ${household.name} » ?`}
        description={
          <>
            <p>
              Vous ne verrez plus la liste de courses, le planning ni le frigo de ce foyer : ils restent à votre famille. Vous
              retrouverez un foyer à votre nom.
            </p>
            <p>Si votre accès à Mijote passe par l'abonnement d'un autre membre, il vous faudra votre propre abonnement.</p>
          </>
        }
        confirmLabel="Quitter le foyer"
        busy={leave.isPending}
        error={error}
        onConfirm={() => {
          feedback.reset();
          leave.mutate();
        }}
        trigger={
          <button type="button" className="btn btn-secondary family-leave">
            Quitter le foyer
          </button>
        }
      />
    </div>
  );
}
