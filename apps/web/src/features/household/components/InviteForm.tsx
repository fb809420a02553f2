import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_MESSAGES, AUTH_MESSAGES } from '#contracts';
import { TextField } from '../../../shared/forms/TextField';
import { errorText } from '../../../shared/http/error-text';
import { householdQueryKey, inviteToHousehold } from '../api';
import type { FamilyFeedback } from './FamilySection';

/** An invitation by e-mail: the person receives a link to /invitation that joins them to the household. */
export function InviteForm({ feedback }: { feedback: FamilyFeedback }) {
  const client = useQueryClient();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();

  const invite = useMutation({
    mutationFn: inviteToHousehold,
    onSuccess: (household) => {
      client.setQueryData(householdQueryKey, household);
      setEmail('');
      feedback.success(ACCOUNT_MESSAGES.invitationSent);
    },
    // Refusals are about the address typed ('Cette personne fait déjà partie de votre foyer'): shown under it.
    onError: (err) => setFieldError(errorText(err, "Impossible d'envoyer l'invitation")),
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    feedback.reset();
    const address = email.trim();
    if (!address) {
      setFieldError(AUTH_MESSAGES.emailRequired);
      document.getElementById('family-invite-email')?.focus();
      return;
    }
    setFieldError(undefined);
    invite.mutate(address);
  };

  return (
    <form className="family-block family-invite" noValidate onSubmit={onSubmit}>
      <TextField
        id="family-invite-email"
        label="Inviter un membre de la famille"
        hint="Indiquez son adresse email : un lien pour rejoindre votre foyer lui sera envoyé."
        type="email"
        inputMode="email"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={254}
        placeholder="prenom@exemple.ch"
        value={email}
        error={fieldError}
        onChange={(e) => {
          setEmail(e.target.value);
          setFieldError(undefined);
        }}
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
