import { useState, type FormEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_MESSAGES, DELETE_ACCOUNT_CONFIRMATION, deleteAccountFormSchema } from '#contracts';
import type { FarewellState } from '../../../shared/navigation/farewell-state';
import { useSession } from '../../../shared/session/session-context';
import { deleteAccount } from '../api';
import { errorText, fieldErrorsOf } from '../../../shared/http/error-text';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { SettingsSection } from '../../../shared/forms/SettingsSection';
import { setServerErrors, useSchemaForm } from '../../../shared/forms/use-schema-form';
import { TextField } from '../../../shared/forms/TextField';

export const DELETE_FAILED = 'Impossible de supprimer votre compte';

const FIELDS = ['confirmation'] as const;

/** The danger zone: what goes, and a confirmation that asks the user to type SUPPRIMER. */
export function DeleteAccountSection() {
  const { signOut } = useSession();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, reset, control, setError: setFieldError, formState } = useSchemaForm(deleteAccountFormSchema, {
    confirmation: '',
  });
  // The button waits for the word itself, checked by the same schema as the request.
  const typed = useWatch({ control, name: 'confirmation' });
  const confirmed = deleteAccountFormSchema.safeParse({ confirmation: typed }).success;

  const remove = useMutation({
    mutationFn: deleteAccount,
    // The API has already revoked every session and cleared the refresh cookie: nothing is left to
    // sign out of. The tab forgets the session at once and goes to '/' in one transition, where
    // the home page says it is done.
    onSuccess: () => signOut('/', { farewell: ACCOUNT_MESSAGES.accountDeleted } satisfies FarewellState, { ended: true }),
    onError: (err) => {
      const placed = setServerErrors(setFieldError, fieldErrorsOf(err), FIELDS);
      setError(placed ? null : errorText(err, DELETE_FAILED));
    },
  });

  // The button, or Enter in the field: a word other than SUPPRIMER is said under the field.
  const submit = handleSubmit(({ confirmation }) => remove.mutate(confirmation));
  const onSubmit = (e?: FormEvent<HTMLFormElement>) => {
    e?.preventDefault();
    if (remove.isPending) return;
    setError(null);
    void submit(e);
  };

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      reset();
      setError(null);
    }
  };

  return (
    <SettingsSection title="Supprimer mon compte" description="Cette action est définitive." tone="danger">
      <div className="settings-danger">
        <p>Sont supprimés définitivement :</p>
        <ul>
          <li>votre compte, votre profil et vos préférences ;</li>
          <li>vos favoris, vos notifications et vos conversations avec le chef ;</li>
          <li>la liste de courses, le planning et le frigo de votre foyer si vous y êtes seul.</li>
        </ul>
        <p>
          Si vous partagez un foyer, sa cuisine reste à votre famille. Un abonnement en cours est résilié avec le compte :
          plus rien ne vous sera prélevé, et si votre abonnement couvre votre famille, elle perd aussi l'accès.
        </p>
      </div>
      <div className="settings-actions">
        <ConfirmDialog
          open={open}
          onOpenChange={onOpenChange}
          title="Supprimer votre compte ?"
          description={
            <p>
              Toutes vos données seront supprimées, votre abonnement résilié, et vous serez déconnecté. Pour confirmer,
              saisissez{' '}
              <strong>{DELETE_ACCOUNT_CONFIRMATION}</strong> ci-dessous.
            </p>
          }
          confirmLabel="Supprimer définitivement"
          confirmDisabled={!confirmed}
          busy={remove.isPending}
          error={error}
          onConfirm={() => onSubmit()}
          trigger={
            <button type="button" className="btn settings-btn-danger">
              Supprimer mon compte
            </button>
          }
        >
          <form noValidate onSubmit={onSubmit}>
            <TextField
              id="delete-account-confirmation"
              label={`Saisissez ${DELETE_ACCOUNT_CONFIRMATION}`}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              {...register('confirmation', { onChange: () => setError(null) })}
              error={formState.errors.confirmation?.message}
            />
          </form>
        </ConfirmDialog>
      </div>
    </SettingsSection>
  );
}
