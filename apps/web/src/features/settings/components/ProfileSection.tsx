import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_MESSAGES, AUTH_MESSAGES, ONBOARDING_MESSAGES, type Profile } from '#contracts';
import { useSession } from '../../../shared/session/session-context';
import { fetchProfile, profileQueryKey, updateProfile } from '../api';
import { useFlashMessage } from '../../../shared/forms/use-flash-message';
import { errorText, fieldErrorsOf } from '../../../shared/http/error-text';
import { SectionFeedback } from '../../../shared/forms/SectionFeedback';
import { SectionLoading } from '../../../shared/forms/SectionLoadState';
import { SettingsSection } from '../../../shared/forms/SettingsSection';
import { TextField } from '../../../shared/forms/TextField';
import { LoadError } from '../../../shared/ui/LoadError';

/** Prénom and Nom, with the address they belong to. */
export function ProfileSection() {
  const profile = useQuery({ queryKey: profileQueryKey, queryFn: fetchProfile });
  return (
    <SettingsSection title="Profil" description="Votre nom, tel que votre famille le voit.">
      {profile.isPending ? (
        <SectionLoading label="Chargement de votre profil…" />
      ) : profile.data ? (
        // Keyed so that another account's profile could never keep this one's typed values.
        <ProfileForm key={profile.data.id} profile={profile.data} />
      ) : (
        <LoadError message={ACCOUNT_MESSAGES.profileLoadFailed} onRetry={() => void profile.refetch()} />
      )}
    </SettingsSection>
  );
}

type NameErrors = Partial<Record<'firstName' | 'lastName', string>>;

function ProfileForm({ profile }: { profile: Profile }) {
  const client = useQueryClient();
  const { user, updateUser } = useSession();
  const [names, setNames] = useState({ firstName: profile.firstName, lastName: profile.lastName });
  const [fieldErrors, setFieldErrors] = useState<NameErrors>({});
  const [error, setError] = useState<string | null>(null);
  const flash = useFlashMessage();

  const save = useMutation({
    mutationFn: updateProfile,
    onSuccess: (saved) => {
      client.setQueryData(profileQueryKey, saved);
      // The top bar and the user menu show the name from the session.
      if (user) updateUser({ ...user, firstName: saved.firstName, lastName: saved.lastName });
      setNames({ firstName: saved.firstName, lastName: saved.lastName });
      flash.flash(ACCOUNT_MESSAGES.profileUpdated);
    },
    onError: (err) => {
      // A refused field ('Le prénom est requis') is said under it; anything else above the button.
      const fields = fieldErrorsOf(err);
      setFieldErrors(fields);
      setError(fields.firstName || fields.lastName ? null : errorText(err, ONBOARDING_MESSAGES.saveFailed));
    },
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    flash.clear();
    const firstName = names.firstName.trim();
    const lastName = names.lastName.trim();
    const missing: NameErrors = {
      ...(firstName ? {} : { firstName: AUTH_MESSAGES.firstNameRequired }),
      ...(lastName ? {} : { lastName: AUTH_MESSAGES.lastNameRequired }),
    };
    setFieldErrors(missing);
    setError(null);
    if (missing.firstName || missing.lastName) {
      document.getElementById(missing.firstName ? 'profile-first-name' : 'profile-last-name')?.focus();
      return;
    }
    save.mutate({ firstName, lastName });
  };

  const change = (field: keyof NameErrors) => (value: string) => {
    setNames((n) => ({ ...n, [field]: value }));
    setFieldErrors(({ [field]: _stale, ...rest }) => rest);
  };

  return (
    <form className="settings-form" noValidate onSubmit={onSubmit}>
      <div className="settings-row">
        <TextField
          id="profile-first-name"
          label="Prénom"
          autoComplete="given-name"
          maxLength={80}
          value={names.firstName}
          onChange={(e) => change('firstName')(e.target.value)}
          error={fieldErrors.firstName}
        />
        <TextField
          id="profile-last-name"
          label="Nom"
          autoComplete="family-name"
          maxLength={80}
          value={names.lastName}
          onChange={(e) => change('lastName')(e.target.value)}
          error={fieldErrors.lastName}
        />
      </div>
      <dl className="settings-facts">
        <div>
          <dt>Email</dt>
          <dd>{profile.email}</dd>
        </div>
      </dl>
      <SectionFeedback success={flash.message} error={error} />
      <div className="settings-actions">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending && <span className="spinner" aria-hidden="true" />}
          Enregistrer
        </button>
      </div>
    </form>
  );
}
