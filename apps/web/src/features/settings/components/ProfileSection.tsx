import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_MESSAGES, ONBOARDING_MESSAGES, PERSON_NAME_MAX_LENGTH, profileFormSchema, type Profile } from '#contracts';
import { setServerErrors, useSchemaForm } from '../../../shared/forms/use-schema-form';
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

const NAME_FIELDS = ['firstName', 'lastName'] as const;

function ProfileForm({ profile }: { profile: Profile }) {
  const client = useQueryClient();
  const { user, updateUser } = useSession();
  const { register, handleSubmit, reset, setError: setFieldError, formState } = useSchemaForm(profileFormSchema, {
    firstName: profile.firstName,
    lastName: profile.lastName,
  });
  const [error, setError] = useState<string | null>(null);
  const flash = useFlashMessage();

  const save = useMutation({
    mutationFn: updateProfile,
    onSuccess: (saved) => {
      client.setQueryData(profileQueryKey, saved);
      // The top bar and the user menu show the name from the session.
      if (user) updateUser({ ...user, firstName: saved.firstName, lastName: saved.lastName });
      reset({ firstName: saved.firstName, lastName: saved.lastName });
      flash.flash(ACCOUNT_MESSAGES.profileUpdated);
    },
    onError: (err) => {
      // A refused field ('Le prénom est requis') is said under it; anything else above the button.
      const placed = setServerErrors(setFieldError, fieldErrorsOf(err), NAME_FIELDS);
      setError(placed ? null : errorText(err, ONBOARDING_MESSAGES.saveFailed));
    },
  });

  const submit = handleSubmit((names) => save.mutate(names));
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    flash.clear();
    setError(null);
    void submit(e);
  };

  return (
    <form className="settings-form" noValidate onSubmit={onSubmit}>
      <div className="settings-row">
        <TextField
          id="profile-first-name"
          label="Prénom"
          autoComplete="given-name"
          maxLength={PERSON_NAME_MAX_LENGTH}
          {...register('firstName')}
          error={formState.errors.firstName?.message}
        />
        <TextField
          id="profile-last-name"
          label="Nom"
          autoComplete="family-name"
          maxLength={PERSON_NAME_MAX_LENGTH}
          {...register('lastName')}
          error={formState.errors.lastName?.message}
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
