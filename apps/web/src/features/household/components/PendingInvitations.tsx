import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Household, HouseholdInvitation } from '#contracts';
import { errorText } from '../../../shared/http/error-text';
import { cancelInvitation, householdQueryKey } from '../api';
import { shortFrenchDate } from '../household-text';
import type { FamilyFeedback } from '../family-feedback';

/** Invitations not yet accepted; cancelling one makes its link stop working. */
export function PendingInvitations({ invitations, feedback }: { invitations: HouseholdInvitation[]; feedback: FamilyFeedback }) {
  if (invitations.length === 0) return null;
  return (
    <div className="family-block">
      <h3 className="family-heading" id="family-invitations-heading">
        Invitations en attente
      </h3>
      <ul className="family-list" aria-labelledby="family-invitations-heading">
        {invitations.map((invitation) => (
          <PendingInvitation key={invitation.id} invitation={invitation} feedback={feedback} />
        ))}
      </ul>
    </div>
  );
}

function PendingInvitation({ invitation, feedback }: { invitation: HouseholdInvitation; feedback: FamilyFeedback }) {
  const client = useQueryClient();
  const cancel = useMutation({
    mutationFn: () => cancelInvitation(invitation.id),
    onSuccess: () => {
      client.setQueryData<Household>(householdQueryKey, (h) =>
        h ? { ...h, invitations: h.invitations.filter((i) => i.id !== invitation.id) } : h,
      );
      feedback.success('Invitation annulée');
    },
    onError: (err) => feedback.failure(errorText(err, "Impossible d'annuler l'invitation")),
  });

  return (
    <li className="family-member">
      <div className="family-member-text">
        <span className="family-member-name">{invitation.email}</span>
        <span className="family-member-email">Valable jusqu'au {shortFrenchDate(invitation.expiresAt)}</span>
      </div>
      <button
        type="button"
        className="btn btn-ghost family-remove"
        disabled={cancel.isPending}
        onClick={() => {
          feedback.reset();
          cancel.mutate();
        }}
      >
        {cancel.isPending && <span className="spinner" aria-hidden="true" />}
        Annuler<span className="visually-hidden"> l'invitation de {invitation.email}</span>
      </button>
    </li>
  );
}
