import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_MESSAGES } from '#contracts';
import { useSession } from '../../../shared/session/session-context';
import { requestPasswordReset } from '../api';
import { FLASH_DURATION_MS, useFlashMessage } from '../../../shared/forms/use-flash-message';
import { errorText } from '../../../shared/http/error-text';
import { SectionFeedback } from '../../../shared/forms/SectionFeedback';
import { SettingsSection } from '../../../shared/forms/SettingsSection';

/** Long enough to read the confirmation (its own 3 s) before the sign-in page replaces it. */
export const SIGN_OUT_AFTER_RESET_MS = FLASH_DURATION_MS;

/**
 * The password is changed through the e-mailed reset link, then the user signs in again (spec:
 * settings sends the user back to /auth after a password reset).
 */
export function PasswordSection() {
  const { user, signOut } = useSession();
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const flash = useFlashMessage();
  // The latest signOut, without restarting the countdown when its identity changes.
  const signOutRef = useRef(signOut);
  signOutRef.current = signOut;

  const reset = useMutation({
    mutationFn: () => requestPasswordReset(user?.email ?? ''),
    onSuccess: () => {
      flash.flash(ACCOUNT_MESSAGES.passwordResetSent);
      setLeaving(true);
    },
    onError: (err) => setError(errorText(err, ACCOUNT_MESSAGES.passwordResetSendFailed)),
  });

  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(() => void signOutRef.current('/auth'), SIGN_OUT_AFTER_RESET_MS);
    return () => clearTimeout(timer);
  }, [leaving]);

  const busy = reset.isPending || leaving;
  return (
    <SettingsSection
      title="Mot de passe"
      description="Recevez par email un lien pour choisir un nouveau mot de passe, puis reconnectez-vous."
    >
      <SectionFeedback success={flash.message} error={error} />
      {leaving && <p className="settings-hint">Vous allez être déconnecté pour vous reconnecter avec le nouveau mot de passe.</p>}
      <div className="settings-actions">
        <button
          type="button"
          className="btn btn-secondary"
          disabled={busy}
          onClick={() => {
            setError(null);
            reset.mutate();
          }}
        >
          {reset.isPending && <span className="spinner" aria-hidden="true" />}
          Recevoir un lien de réinitialisation
        </button>
      </div>
    </SettingsSection>
  );
}
