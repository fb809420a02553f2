import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Household, HouseholdMember } from '#contracts';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { errorText } from '../../../shared/http/error-text';
import { householdQueryKey, removeMember } from '../api';
import { memberName, ROLE_LABELS } from '../household-text';
import type { FamilyFeedback } from '../family-feedback';

interface MemberListProps {
  household: Household;
  userId: string | null;
  isOwner: boolean;
  feedback: FamilyFeedback;
}

/** Who shares the household, with their role; its owner may remove the others. */
export function MemberList({ household, userId, isOwner, feedback }: MemberListProps) {
  return (
    <div className="family-block">
      <h3 className="family-heading" id="family-members-heading">
        Membres du foyer
      </h3>
      <ul className="family-list" aria-labelledby="family-members-heading">
        {household.members.map((member) => (
          <li key={member.userId} className="family-member">
            <div className="family-member-text">
              <span className="family-member-name">
                {memberName(member)}
                {member.userId === userId && <span className="family-you"> (vous)</span>}
              </span>
              <span className="family-member-email">{member.email}</span>
            </div>
            <span className={`status-pill ${member.role === 'owner' ? 'is-info' : 'is-neutral'}`}>{ROLE_LABELS[member.role]}</span>
            {isOwner && member.userId !== userId && <RemoveMember member={member} feedback={feedback} />}
          </li>
        ))}
      </ul>
    </div>
  );
}

function RemoveMember({ member, feedback }: { member: HouseholdMember; feedback: FamilyFeedback }) {
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = memberName(member);

  const remove = useMutation({
    mutationFn: () => removeMember(member.userId),
    onSuccess: (household) => {
      setOpen(false);
      client.setQueryData(householdQueryKey, household);
      feedback.success(`${name} ne fait plus partie du foyer`);
    },
    onError: (err) => setError(errorText(err, 'Impossible de retirer ce membre')),
  });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
      }}
      title={`Retirer ${name} du foyer ?`}
      description={
        <p>
          {name} ne verra plus la liste de courses, le planning ni le frigo du foyer, et retrouvera un foyer à son nom. Vous
          pourrez l'inviter de nouveau.
        </p>
      }
      confirmLabel="Retirer"
      busy={remove.isPending}
      error={error}
      onConfirm={() => {
        feedback.reset();
        remove.mutate();
      }}
      trigger={
        <button type="button" className="btn btn-ghost family-remove">
          Retirer<span className="visually-hidden"> {name}</span>
        </button>
      }
    />
  );
}
