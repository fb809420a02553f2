import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { AUTH_MESSAGES as MESSAGES, type SignUpRequest } from '#contracts';
import { useSession } from '../../../shared/session/session-context';
import { destinationAfterSignIn } from '../auth-redirect';
import { focusFirstError, toFormFailure } from '../form-errors';
import { DEFAULT_PHONE_COUNTRY, type PhoneCountry } from '../phone-country';
import { collectErrors, emailError, passwordError, passwordHint, requiredError, type FieldErrors } from '../validation';
import { FormAlert } from './FormAlert';
import { FormField } from './FormField';
import { PasswordField } from './PasswordField';
import { PhoneField } from './PhoneField';
import { SubmitButton } from './SubmitButton';
import '../auth.css';

export type AuthMode = 'sign-in' | 'sign-up';

const EMPTY = { firstName: '', lastName: '', email: '', password: '', phone: '' };
type FieldName = keyof typeof EMPTY;
const FIELD_ORDER: readonly FieldName[] = ['firstName', 'lastName', 'email', 'password', 'phone'];
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
  // The invitation only works for the address it was sent to: start from that one.
  const [values, setValues] = useState(() => (invitationToken ? { ...EMPTY, email: invitedEmailOf(location.state) } : EMPTY));
  const [country, setCountry] = useState<PhoneCountry>(DEFAULT_PHONE_COUNTRY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const signingUp = mode === 'sign-up';

  const update = (field: FieldName) => (e: ChangeEvent<HTMLInputElement>) => change(field, e.target.value);
  const change = (field: FieldName, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    // An error about what the user is now changing is stale.
    setErrors(({ [field]: _stale, ...rest }) => rest);
  };

  const fail = (message: string, fields: FieldErrors) => {
    setErrors(fields);
    setFormError(message);
    focusFirstError(fields, FIELD_ORDER, idOf);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busyRef.current) return;
    dismissSessionExpired();

    const invalid = collectErrors({
      firstName: signingUp ? requiredError(values.firstName, MESSAGES.firstNameRequired) : undefined,
      lastName: signingUp ? requiredError(values.lastName, MESSAGES.lastNameRequired) : undefined,
      email: emailError(values.email),
      password: passwordError(values.password),
    });
    const firstInvalid = FIELD_ORDER.find((f) => invalid[f]);
    if (firstInvalid) return fail(invalid[firstInvalid]!, invalid);

    busyRef.current = true;
    setBusy(true);
    setFormError(null);
    try {
      if (signingUp) {
        const request: SignUpRequest = {
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          email: values.email.trim(),
          password: values.password,
        };
        if (values.phone.trim()) Object.assign(request, { phone: values.phone.trim(), phoneCountry: country.code });
        // The API joins the inviting household along with the sign-up.
        if (invitationToken) request.invitationToken = invitationToken;
        const res = await signUp(request);
        // Only an invited address is signed in at once; anyone else continues from the mailbox.
        navigate('user' in res ? '/questionnaire' : '/auth/email-confirmation', { replace: true });
      } else {
        const res = await signIn({ email: values.email.trim(), password: values.password });
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
      fail(message, phoneCountry && !rest.phone ? { ...rest, phone: phoneCountry } : rest);
    }
  };

  const passwordMessage = passwordHint(values.password) ?? errors.password;

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit}>
      <FormAlert message={formError ?? (signingUp ? null : sessionExpiredMessage)} />
      {signingUp && (
        <div className="auth-row">
          <FormField
            id={idOf('firstName')}
            label="Prénom"
            autoComplete="given-name"
            value={values.firstName}
            onChange={update('firstName')}
            error={errors.firstName}
          />
          <FormField
            id={idOf('lastName')}
            label="Nom"
            autoComplete="family-name"
            value={values.lastName}
            onChange={update('lastName')}
            error={errors.lastName}
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
        value={values.email}
        onChange={update('email')}
        error={errors.email}
      />
      <PasswordField
        id={idOf('password')}
        label="Mot de passe"
        autoComplete={signingUp ? 'new-password' : 'current-password'}
        value={values.password}
        onChange={update('password')}
        error={passwordMessage}
        aside={
          signingUp ? undefined : (
            <Link to="/auth/reset-password" className="auth-aside-link">
              Mot de passe oublié ?
            </Link>
          )
        }
      />
      {signingUp && (
        <PhoneField
          id={idOf('phone')}
          value={values.phone}
          country={country}
          error={errors.phone}
          onChange={(v) => change('phone', v)}
          onCountryChange={setCountry}
        />
      )}
      <SubmitButton busy={busy}>{signingUp ? 'Créer mon compte' : 'Se connecter'}</SubmitButton>
    </form>
  );
}
