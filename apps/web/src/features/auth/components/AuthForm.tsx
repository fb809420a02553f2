import { useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { passwordHint, signInFormSchema, signUpFormSchema, type SignUpForm, type SignUpRequest } from '#contracts';
import { firstErrorMessage, setServerErrors, useSchemaForm } from '../../../shared/forms/use-schema-form';
import { useSession } from '../../../shared/session/session-context';
import { destinationAfterSignIn } from '../auth-redirect';
import { toFormFailure } from '../form-errors';
import { DEFAULT_PHONE_COUNTRY, type PhoneCountry } from '../phone-country';
import { FormAlert } from './FormAlert';
import { FormField } from './FormField';
import { PasswordField } from './PasswordField';
import { PhoneField } from './PhoneField';
import { SubmitButton } from './SubmitButton';
import '../auth.css';

export type AuthMode = 'sign-in' | 'sign-up';

const EMPTY: SignUpForm = { firstName: '', lastName: '', email: '', password: '', phone: '' };
const FIELD_ORDER = ['firstName', 'lastName', 'email', 'password', 'phone'] as const;
const idOf = (field: string) => `auth-${field}`;

/**
 * The token of a household invitation (features/household/invitation-links.ts): `?invitation=` on
 * the sign-up link, or the invitation page in `from`, which AuthPage's mode switch keeps (it keeps
 * the router state, not the query).
 */
function invitationTokenOf(search: string, from: string | null): string | null {
  const inUrl = new URLSearchParams(search).get('invitation');
  if (inUrl) return inUrl;
  return isInvitationPath(from) ? new URLSearchParams(from.slice('/invitation'.length)).get('token') : null;
}

const isInvitationPath = (path: string | null): path is string => !!path?.startsWith('/invitation?');

const invitedEmailOf = (state: unknown): string => {
  const email = (state as { invitedEmail?: unknown } | null)?.invitedEmail;
  return typeof email === 'string' ? email : '';
};

interface AuthFormProps {
  mode: AuthMode;
  /** Where RequireSession was taking the visitor, if it sent them here. */
  from: string | null;
}

/**
 * Sign-in or sign-up. The page mounts a fresh form per mode (keyed), which is what clears every
 * field and error when the visitor switches (spec, /auth).
 */
export function AuthForm({ mode, from }: AuthFormProps) {
  const { signIn, signUp, sessionExpiredMessage, dismissSessionExpired } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const invitationToken = invitationTokenOf(location.search, from);
  const signingUp = mode === 'sign-up';
  // One schema per mode; sign-in reads only the e-mail and password of the same values.
  const schema = (signingUp ? signUpFormSchema : signInFormSchema) as typeof signUpFormSchema;
  // The invitation only works for the address it was sent to: start from that one.
  const form = useSchemaForm(schema, invitationToken ? { ...EMPTY, email: invitedEmailOf(location.state) } : EMPTY);
  const { register, handleSubmit, setError, setValue, watch, formState } = form;
  const { errors } = formState;
  const [country, setCountry] = useState<PhoneCountry>(DEFAULT_PHONE_COUNTRY);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);

  const submit = handleSubmit(
    async (values) => {
      if (busyRef.current) return;
      busyRef.current = true;
      setBusy(true);
      setFormError(null);
      try {
        if (signingUp) {
          const request: SignUpRequest = { firstName: values.firstName, lastName: values.lastName, email: values.email, password: values.password };
          if (values.phone) Object.assign(request, { phone: values.phone, phoneCountry: country.code });
          // The API joins the inviting household along with the sign-up.
          if (invitationToken) request.invitationToken = invitationToken;
          const res = await signUp(request);
          // Only an invited address is signed in at once; anyone else continues from the mailbox.
          navigate('user' in res ? '/questionnaire' : '/auth/email-confirmation', { replace: true });
        } else {
          const res = await signIn({ email: values.email, password: values.password });
          // Back to the invitation whatever is left to set up: joining the family may be what gives access.
          navigate(isInvitationPath(from) ? from : destinationAfterSignIn(res.next, from), { replace: true });
        }
        // Stays busy: the session and the next page commit together, and this form goes with them.
      } catch (err) {
        busyRef.current = false;
        setBusy(false);
        const { message, fields } = toFormFailure(err);
        // The API names the country separately; the visitor sees one phone field.
        const { phoneCountry, ...rest } = fields;
        setFormError(message);
        setServerErrors(setError, phoneCountry && !rest.phone ? { ...rest, phone: phoneCountry } : rest, FIELD_ORDER);
      }
    },
    (invalid) => setFormError(firstErrorMessage(invalid, FIELD_ORDER) ?? null),
  );

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    if (!busyRef.current) dismissSessionExpired();
    return submit(e);
  };

  const passwordMessage = passwordHint(watch('password')) ?? errors.password?.message;

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit}>
      <FormAlert message={formError ?? (signingUp ? null : sessionExpiredMessage)} />
      {signingUp && (
        <div className="auth-row">
          <FormField
            id={idOf('firstName')}
            label="Prénom"
            autoComplete="given-name"
            {...register('firstName')}
            error={errors.firstName?.message}
          />
          <FormField
            id={idOf('lastName')}
            label="Nom"
            autoComplete="family-name"
            {...register('lastName')}
            error={errors.lastName?.message}
          />
        </div>
      )}
      <FormField
        id={idOf('email')}
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        {...register('email')}
        error={errors.email?.message}
      />
      <PasswordField
        id={idOf('password')}
        label="Mot de passe"
        autoComplete={signingUp ? 'new-password' : 'current-password'}
        {...register('password')}
        error={passwordMessage}
        aside={
          signingUp ? undefined : (
            <Link to="/auth/reset-password" className="auth-aside-link">
              Mot de passe oublié ?
            </Link>
          )
        }
      />
      {signingUp && (
        <PhoneField
          id={idOf('phone')}
          value={watch('phone')}
          country={country}
          error={errors.phone?.message}
          onChange={(v) => setValue('phone', v, { shouldValidate: formState.isSubmitted })}
          onCountryChange={setCountry}
        />
      )}
      <SubmitButton busy={busy}>{signingUp ? 'Créer mon compte' : 'Se connecter'}</SubmitButton>
    </form>
  );
}
