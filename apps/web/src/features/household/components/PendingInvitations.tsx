import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Household, HouseholdInvitation } from '#contracts';
import { errorText } from '../../../shared/http/error-text';
import { cancelInvitation, householdQueryKey } from '../api';
import { shortFrenchDate } from '../household-text';
import type { FamilyFeedback } from '../family-feedback';
import { INVITE_EMAIL_ID } from './InviteForm';

/** Invitations not yet accepted; cancelling one makes its link stop working. */
export function PendingInvitations({ invitations, feedback }: { invitations: HouseholdInvitation[]; feedback: FamilyFeedback }) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // A cancelled row leaves with its button, which had the keyboard: on to the next invitation's
  // button (the previous one after the last), or to the e-mail field once none is left.
  const focusAfter = (id: string) => {
    // Unless the user has gone on elsewhere while the cancellation was on its way.
    const active = document.activeElement;
    if (active && active !== document.body && active !== buttons.current.get(id)) return;
    const at = invitations.findIndex((i) => i.id === id);
    const next = invitations[at + 1] ?? invitations[at - 1];
    const target = (next && buttons.current.get(next.id)) ?? document.getElementById(INVITE_EMAIL_ID);
    target?.focus();
  };
  if (invitations.length === 0) return null;
  return (
    <div className="family-block">
      <h3 className="family-heading" id="family-invitations-heading">
        Invitations en attente
      </h3>
      <ul className="family-list" aria-labelledby="family-invitations-heading">
        {invitations.map((invitation) => (
          <PendingInvitation
            key={invitation.id}
            invitation={invitation}
            feedback={feedback}
            buttonRef={(button) => {
              if (button) buttons.current.set(invitation.id, button);
              else buttons.current.delete(invitation.id);
            }}
            onCancelled={() => focusAfter(invitation.id)}
          />
        ))}
      </ul>
    </div>
  );
}

interface PendingInvitationProps {
  invitation: HouseholdInvitation;
  feedback: FamilyFeedback;
  buttonRef: (button: HTMLButtonElement | null) => void;
  onCancelled: () => void;
}

function PendingInvitation({ invitation, feedback, buttonRef, onCancelled }: PendingInvitationProps) {
  const client = useQueryClient();
  const cancel = useMutation({
    mutationFn: () => cancelInvitation(invitation.id),
    onSuccess: () => {
      // Before the row goes: the list it reads is still the one the row is in.
      onCancelled();
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
        ref={buttonRef}
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
