import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Household } from '#contracts';
import { useSession } from '../../../shared/session/session-context';
import { SectionFeedback } from '../../../shared/forms/SectionFeedback';
import { SectionLoading } from '../../../shared/forms/SectionLoadState';
import { SettingsSection } from '../../../shared/forms/SettingsSection';
import { useFlashMessage } from '../../../shared/forms/use-flash-message';
import { fetchHousehold, householdQueryKey } from '../api';
import { HouseholdNameForm } from './HouseholdNameForm';
import { InviteForm } from './InviteForm';
import { LeaveHousehold } from './LeaveHousehold';
import { MemberList } from './MemberList';
import { PendingInvitations } from './PendingInvitations';
import { LoadError } from '../../../shared/ui/LoadError';
import type { FamilyFeedback } from '../family-feedback';

/**
 * Family sharing (design departure 4): the household's name, its members, invitations by e-mail,
 * leaving it and, for its owner, removing a member. Membership changes pushed by the server
 * refetch it through the dashboard's live updates (every query, since whose kitchen it is changes).
 */
export function FamilySection() {
  const { user } = useSession();
  const household = useQuery({ queryKey: householdQueryKey, queryFn: fetchHousehold });
  const flash = useFlashMessage();
  const [error, setError] = useState<string | null>(null);

  const feedback: FamilyFeedback = {
    success: (message) => {
      setError(null);
      flash.flash(message);
    },
    failure: (message) => {
      flash.clear();
      setError(message);
    },
    reset: () => {
      flash.clear();
      setError(null);
    },
  };

  return (
    <SettingsSection
      title="Famille"
      description="Partagez la liste de courses, le planning des repas et le frigo avec votre foyer : chacun voit les changements en direct."
    >
      {household.isPending ? (
        <SectionLoading label="Chargement de votre foyer…" />
      ) : household.data ? (
        <FamilyDetails household={household.data} userId={user?.id ?? null} feedback={feedback}>
          <SectionFeedback success={flash.message} error={error} />
        </FamilyDetails>
      ) : (
        <LoadError message="Impossible de charger votre foyer" onRetry={() => void household.refetch()} />
      )}
    </SettingsSection>
  );
}

interface FamilyDetailsProps {
  household: Household;
  userId: string | null;
  feedback: FamilyFeedback;
  children: ReactNode;
}

function FamilyDetails({ household, userId, feedback, children }: FamilyDetailsProps) {
  const isOwner = household.members.some((m) => m.userId === userId && m.role === 'owner');
  return (
    <div className="family">
      <HouseholdNameForm key={household.id} household={household} feedback={feedback} />
      <MemberList household={household} userId={userId} isOwner={isOwner} feedback={feedback} />
      <InviteForm feedback={feedback} />
      <PendingInvitations invitations={household.invitations} feedback={feedback} />
      {children}
      {/* Alone, there is nothing to leave: the household of one is the user's own. */}
      {household.members.length > 1 && <LeaveHousehold household={household} feedback={feedback} />}
    </div>
  );
}
