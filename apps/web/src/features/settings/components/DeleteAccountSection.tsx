import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { DELETE_ACCOUNT_CONFIRMATION } from '#contracts';
import { useSession } from '../../../shared/session/session-context';
import { deleteAccount } from '../api';
import { errorText } from '../../../shared/http/error-text';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { SettingsSection } from '../../../shared/forms/SettingsSection';

export const DELETE_FAILED = 'Impossible de supprimer votre compte';

/** The danger zone: what goes, and a confirmation that asks the user to type SUPPRIMER. */
export function DeleteAccountSection() {
  const { signOut } = useSession();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);

  const remove = useMutation({
    mutationFn: () => deleteAccount(typed.trim()),
    // The API has already revoked every session and cleared the refresh cookie; signOut's own
    // call then has nothing left to revoke, and its failure would only be logged. It forgets the
    // session here and goes to '/' in one transition.
    onSuccess: () => signOut('/'),
    onError: (err) => setError(errorText(err, DELETE_FAILED)),
  });

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setTyped('');
      setError(null);
    }
  };

  return (
    <SettingsSection title="Supprimer mon compte" description="Cette action est définitive." tone="danger">
      <div className="settings-danger">
        <p>Sont supprimés définitivement :</p>
        <ul>
          <li>votre compte, votre profil et vos préférences ;</li>
          <li>vos favoris, vos notifications et vos conversations avec le chef ;</li>
          <li>la liste de courses, le planning et le frigo de votre foyer si vous y êtes seul.</li>
        </ul>
        <p>
          Si vous partagez un foyer, sa cuisine reste à votre famille. Un abonnement en cours est résilié avec le compte :
          plus rien ne vous sera prélevé, et si votre abonnement couvre votre famille, elle perd aussi l'accès.
        </p>
      </div>
      <div className="settings-actions">
        <ConfirmDialog
          open={open}
          onOpenChange={onOpenChange}
          title="Supprimer votre compte ?"
          description={
            <p>
              Toutes vos données seront supprimées, votre abonnement résilié, et vous serez déconnecté. Pour confirmer,
              saisissez{' '}
              <strong>{DELETE_ACCOUNT_CONFIRMATION}</strong> ci-dessous.
            </p>
          }
          confirmLabel="Supprimer définitivement"
          confirmDisabled={typed.trim() !== DELETE_ACCOUNT_CONFIRMATION}
          busy={remove.isPending}
          error={error}
          onConfirm={() => {
            setError(null);
            remove.mutate();
          }}
          trigger={
            <button type="button" className="btn settings-btn-danger">
              Supprimer mon compte
            </button>
          }
        >
          <div className="field">
            <label htmlFor="delete-account-confirmation">Saisissez {DELETE_ACCOUNT_CONFIRMATION}</label>
            <input
              id="delete-account-confirmation"
              className="input"
              value={typed}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              onChange={(e) => {
                setTyped(e.target.value);
                setError(null);
              }}
            />
          </div>
        </ConfirmDialog>
      </div>
    </SettingsSection>
  );
}
