import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_MESSAGES, EMAIL_MAX_LENGTH, invitationFormSchema } from '#contracts';
import { useSchemaForm } from '../../../shared/forms/use-schema-form';
import { TextField } from '../../../shared/forms/TextField';
import { errorText } from '../../../shared/http/error-text';
import { householdQueryKey, inviteToHousehold } from '../api';
import type { FamilyFeedback } from '../family-feedback';

/** The invitation's e-mail field, where the keyboard goes once no pending invitation is left to cancel. */
export const INVITE_EMAIL_ID = 'family-invite-email';

/** An invitation by e-mail: the person receives a link to /invitation that joins them to the household. */
export function InviteForm({ feedback }: { feedback: FamilyFeedback }) {
  const client = useQueryClient();
  const { register, handleSubmit, reset, setError, setFocus, formState } = useSchemaForm(invitationFormSchema, { email: '' });

  const invite = useMutation({
    mutationFn: inviteToHousehold,
    onSuccess: (household) => {
      client.setQueryData(householdQueryKey, household);
      // The button was disabled while sending, which left the keyboard on the page's body: back to
      // the field, emptied for the next address, while the section's status says it was sent.
      // (Before reset, which unmounts the fields until the next render.)
      setFocus('email');
      reset({ email: '' });
      feedback.success(ACCOUNT_MESSAGES.invitationSent);
    },
    // Refusals are about the address typed ('Cette personne fait déjà partie de votre foyer'): shown under it, the keyboard there.
    onError: (err) => setError('email', { type: 'server', message: errorText(err, "Impossible d'envoyer l'invitation") }, { shouldFocus: true }),
  });

  const onSubmit = handleSubmit(({ email }) => invite.mutate(email));

  return (
    <form
      className="family-block family-invite"
      noValidate
      onSubmit={(e) => {
        feedback.reset();
        void onSubmit(e);
      }}
    >
      <TextField
        id={INVITE_EMAIL_ID}
        label="Inviter un membre de la famille"
        hint="Indiquez son adresse email : un lien pour rejoindre votre foyer lui sera envoyé."
        type="email"
        inputMode="email"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={EMAIL_MAX_LENGTH}
        placeholder="prenom@exemple.ch"
        {...register('email')}
        error={formState.errors.email?.message}
      />
      <div className="settings-actions">
        <button type="submit" className="btn btn-primary" disabled={invite.isPending}>
          {invite.isPending && <span className="spinner" aria-hidden="true" />}
          Inviter
        </button>
      </div>
    </form>
  );
}
