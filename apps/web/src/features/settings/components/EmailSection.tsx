import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_MESSAGES, AUTH_MESSAGES } from '#contracts';
import { useSession } from '../../../shared/session/session-context';
import { requestEmailChange } from '../api';
import { useFlashMessage } from '../../../shared/forms/use-flash-message';
import { errorText } from '../../../shared/http/error-text';
import { SectionFeedback } from '../../../shared/forms/SectionFeedback';
import { SettingsSection } from '../../../shared/forms/SettingsSection';
import { TextField } from '../../../shared/forms/TextField';

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The address changes only once the link sent to the new one is opened (/auth/email-confirmation),
 * so the current address stays shown here until then.
 */
export function EmailSection() {
  const { user } = useSession();
  const current = user?.email ?? '';
  const [newEmail, setNewEmail] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const flash = useFlashMessage();

  const change = useMutation({
    mutationFn: requestEmailChange,
    onSuccess: () => {
      setNewEmail('');
      setCurrentPassword('');
      flash.flash(ACCOUNT_MESSAGES.emailChangeSent);
    },
    onError: (err) => setError(errorText(err, ACCOUNT_MESSAGES.emailChangeFailed)),
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    flash.clear();
    const address = newEmail.trim();
    // Spec section 5: the same address is refused before anything is sent.
    const refusal = !address ? AUTH_MESSAGES.emailRequired : sameAddress(address, current) ? ACCOUNT_MESSAGES.emailSameAsCurrent : null;
    const passwordMissing = !refusal && !currentPassword ? ACCOUNT_MESSAGES.currentPasswordRequired : null;
    setError(refusal ?? passwordMissing);
    if (refusal || passwordMissing) {
      document.getElementById(refusal ? 'email-new' : 'email-current-password')?.focus();
      return;
    }
    change.mutate({ newEmail: address, currentPassword });
  };

  return (
    <SettingsSection
      title="Adresse email"
      description="Un lien de confirmation est envoyé à la nouvelle adresse, et l'adresse actuelle est prévenue."
    >
      <form className="settings-form" noValidate onSubmit={onSubmit}>
        <dl className="settings-facts">
          <div>
            <dt>Adresse actuelle</dt>
            <dd>{current}</dd>
          </div>
        </dl>
        <TextField
          id="email-new"
          label="Nouvelle adresse email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={254}
          value={newEmail}
          onChange={(e) => {
            setNewEmail(e.target.value);
            setError(null);
          }}
          aria-invalid={error ? 'true' : undefined}
        />
        <TextField
          id="email-current-password"
          label="Mot de passe actuel"
          type="password"
          autoComplete="current-password"
          maxLength={200}
          value={currentPassword}
          onChange={(e) => {
            setCurrentPassword(e.target.value);
            setError(null);
          }}
          aria-invalid={error === ACCOUNT_MESSAGES.currentPasswordRequired || error === ACCOUNT_MESSAGES.currentPasswordWrong ? 'true' : undefined}
        />
        <SectionFeedback success={flash.message} error={error} />
        <div className="settings-actions">
          <button type="submit" className="btn btn-primary" disabled={change.isPending}>
            {change.isPending && <span className="spinner" aria-hidden="true" />}
            Changer d'adresse email
          </button>
        </div>
      </form>
    </SettingsSection>
  );
}
