import { useMemo, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_MESSAGES, CURRENT_PASSWORD_MAX_LENGTH, EMAIL_MAX_LENGTH, emailChangeFormSchema } from '#contracts';
import { firstErrorMessage, useSchemaForm } from '../../../shared/forms/use-schema-form';
import { useSession } from '../../../shared/session/session-context';
import { requestEmailChange } from '../api';
import { useFlashMessage } from '../../../shared/forms/use-flash-message';
import { errorText } from '../../../shared/http/error-text';
import { SectionFeedback } from '../../../shared/forms/SectionFeedback';
import { SettingsSection } from '../../../shared/forms/SettingsSection';
import { TextField } from '../../../shared/forms/TextField';

const FIELDS = ['newEmail', 'currentPassword'] as const;

/**
 * The address changes only once the link sent to the new one is opened (/auth/email-confirmation),
 * so the current address stays shown here until then.
 */
export function EmailSection() {
  const { user } = useSession();
  const current = user?.email ?? '';
  const schema = useMemo(() => emailChangeFormSchema(current), [current]);
  const { register, handleSubmit, reset, formState } = useSchemaForm(schema, { newEmail: '', currentPassword: '' });
  const [serverError, setServerError] = useState<string | null>(null);
  const flash = useFlashMessage();

  const change = useMutation({
    mutationFn: requestEmailChange,
    onSuccess: () => {
      reset({ newEmail: '', currentPassword: '' });
      flash.flash(ACCOUNT_MESSAGES.emailChangeSent);
    },
    onError: (err) => setServerError(errorText(err, ACCOUNT_MESSAGES.emailChangeFailed)),
  });

  const submit = handleSubmit((request) => change.mutate(request));
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    flash.clear();
    setServerError(null);
    void submit(e);
  };
  // One message for the section, above the button: the first field's, else the server's.
  const error = firstErrorMessage(formState.errors, FIELDS) ?? serverError;
  const passwordRefused = !!formState.errors.currentPassword || serverError === ACCOUNT_MESSAGES.currentPasswordWrong;

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
          maxLength={EMAIL_MAX_LENGTH}
          {...register('newEmail', { onChange: () => setServerError(null) })}
          aria-invalid={formState.errors.newEmail || (serverError && !passwordRefused) ? 'true' : undefined}
        />
        <TextField
          id="email-current-password"
          label="Mot de passe actuel"
          type="password"
          autoComplete="current-password"
          maxLength={CURRENT_PASSWORD_MAX_LENGTH}
          {...register('currentPassword', { onChange: () => setServerError(null) })}
          aria-invalid={passwordRefused ? 'true' : undefined}
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
