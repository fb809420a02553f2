import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCESS_TOKEN_LIFETIMES_DAYS, ACCESS_TOKEN_NAME_MAX, ACCESS_TOKEN_SCOPE_LABELS, ACCESS_TOKEN_SCOPES, accessTokenFormSchema, accessTokenLifetimeKey, type AccessTokenView, type CreatedAccessToken, joinFacts } from '#contracts';
import { accessTokensQueryKey, createAccessToken, fetchAccessTokens, revokeAccessToken } from '../api';
import { describeAccessToken, LIFETIME_LABELS } from '../access-token-text';
import { useFlashMessage } from '../../../shared/forms/use-flash-message';
import { setServerErrors, useSchemaForm } from '../../../shared/forms/use-schema-form';
import { errorText, fieldErrorsOf } from '../../../shared/http/error-text';
import { SectionFeedback } from '../../../shared/forms/SectionFeedback';
import { SectionLoading } from '../../../shared/forms/SectionLoadState';
import { SettingsSection } from '../../../shared/forms/SettingsSection';
import { TextField } from '../../../shared/forms/TextField';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { LoadError } from '../../../shared/ui/LoadError';

/** Personal access tokens: what a script (Home Assistant, a phone shortcut) uses instead of a password. */
export function AccessTokensSection() {
  const tokens = useQuery({ queryKey: accessTokensQueryKey, queryFn: fetchAccessTokens });
  return (
    <SettingsSection
      title="Jetons d'accès"
      description="Pour qu'un script (Home Assistant, un raccourci du téléphone) lise ou modifie votre liste de courses, votre frigo, votre planning et vos recettes. Un jeton n'ouvre jamais votre compte ni votre abonnement."
    >
      <CreateTokenForm />
      {tokens.isPending ? (
        <SectionLoading label="Chargement des jetons…" />
      ) : tokens.data ? (
        <TokenList tokens={tokens.data} />
      ) : (
        <LoadError message="Impossible de charger les jetons" onRetry={() => void tokens.refetch()} />
      )}
    </SettingsSection>
  );
}

const TOKEN_FIELDS = ['name', 'scope', 'lifetimeDays'] as const;

function CreateTokenForm() {
  const id = useId();
  const client = useQueryClient();
  const { register, handleSubmit, resetField, setError: setFieldError, formState } = useSchemaForm(accessTokenFormSchema, {
    name: '',
    scope: 'read',
    lifetimeDays: '90',
  });
  const { errors } = formState;
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedAccessToken | null>(null);

  const create = useMutation({
    mutationFn: createAccessToken,
    onSuccess: (token) => {
      setCreated(token);
      // The rights and the lifetime stay as chosen, for the next script.
      resetField('name');
      void client.invalidateQueries({ queryKey: accessTokensQueryKey });
    },
    onError: (err) => {
      const placed = setServerErrors(setFieldError, fieldErrorsOf(err), TOKEN_FIELDS);
      setError(placed ? null : errorText(err, 'Impossible de créer le jeton'));
    },
  });

  const submit = handleSubmit((token) => create.mutate(token));
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    setError(null);
    void submit(e);
  };
  const fieldError = (name: 'scope' | 'lifetimeDays') =>
    errors[name] ? (
      <p className="field-error" id={`${id}-${name}-error`} role="alert">
        {errors[name].message}
      </p>
    ) : null;

  return (
    <>
      <form className="settings-form" noValidate onSubmit={onSubmit}>
        <div className="settings-row">
          <TextField
            id={`${id}-name`}
            label="Nom du jeton"
            placeholder="Ex. : Home Assistant"
            maxLength={ACCESS_TOKEN_NAME_MAX + 10}
            {...register('name')}
            error={errors.name?.message}
          />
          <div className="field">
            <label htmlFor={`${id}-lifetimeDays`}>Expiration</label>
            <select
              id={`${id}-lifetimeDays`}
              className="input"
              {...register('lifetimeDays')}
              aria-invalid={errors.lifetimeDays ? 'true' : undefined}
              aria-describedby={errors.lifetimeDays ? `${id}-lifetimeDays-error` : undefined}
            >
              {ACCESS_TOKEN_LIFETIMES_DAYS.map(accessTokenLifetimeKey).map((key) => (
                <option key={key} value={key}>
                  {LIFETIME_LABELS[key]}
                </option>
              ))}
            </select>
            {fieldError('lifetimeDays')}
          </div>
        </div>
        <fieldset className="settings-fieldset">
          <legend>Droits</legend>
          <div className="settings-checks">
            {ACCESS_TOKEN_SCOPES.map((value) => (
              <label key={value} className="settings-check">
                <input type="radio" value={value} {...register('scope')} />
                <span>{ACCESS_TOKEN_SCOPE_LABELS[value]}</span>
              </label>
            ))}
          </div>
          {fieldError('scope')}
        </fieldset>
        <SectionFeedback success={null} error={error} />
        <div className="settings-actions">
          <button type="submit" className="btn btn-primary" disabled={create.isPending}>
            {create.isPending && <span className="spinner" aria-hidden="true" />}
            Créer le jeton
          </button>
        </div>
      </form>
      {created && <CreatedToken token={created} onDone={() => setCreated(null)} />}
    </>
  );
}

/** The only time the token is shown: copy it now. */
function CreatedToken({ token, onDone }: { token: CreatedAccessToken; onDone: () => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    input.current?.select();
    try {
      await navigator.clipboard.writeText(token.token);
      setCopied(true);
    } catch {
      // No clipboard (an old browser, a denied permission): the token stays selected for Ctrl+C.
    }
  };
  return (
    <div className="access-token-created" role="status">
      <label htmlFor={`${id}-token`}>
        Jeton « {token.name} » créé. Copiez-le maintenant : il ne sera plus jamais affiché.
      </label>
      <div className="access-token-copy">
        <input id={`${id}-token`} ref={input} className="input" readOnly value={token.token} onFocus={(e) => e.target.select()} />
        <button type="button" className="btn btn-secondary" onClick={() => void copy()}>
          {copied ? 'Copié' : 'Copier'}
        </button>
      </div>
      <button type="button" className="btn btn-ghost" onClick={onDone}>
        J'ai copié le jeton
      </button>
    </div>
  );
}

function TokenList({ tokens }: { tokens: AccessTokenView[] }) {
  const client = useQueryClient();
  const flash = useFlashMessage();
  const [target, setTarget] = useState<AccessTokenView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const revoke = useMutation({
    mutationFn: (token: AccessTokenView) => revokeAccessToken(token.id),
    onSuccess: (_, token) => {
      client.setQueryData<AccessTokenView[]>(accessTokensQueryKey, (list) => list?.filter((t) => t.id !== token.id));
      setTarget(null);
      flash.flash(`Jeton « ${token.name} » révoqué`);
    },
    onError: (err) => setError(errorText(err, 'Impossible de révoquer le jeton')),
  });

  if (tokens.length === 0) {
    return (
      <>
        <SectionFeedback success={flash.message} error={null} />
        <p className="settings-hint">Aucun jeton pour l'instant.</p>
      </>
    );
  }
  return (
    <>
      <SectionFeedback success={flash.message} error={null} />
      <ul className="access-token-list" aria-label="Vos jetons d'accès">
        {tokens.map((token) => (
          <li key={token.id} className="access-token-item">
            <div>
              <p className="access-token-name">{token.name}</p>
              <p className="settings-hint">{joinFacts(describeAccessToken(token))}</p>
            </div>
            <button
              type="button"
              className="btn btn-secondary"
              aria-label={`Révoquer le jeton ${token.name}`}
              onClick={() => {
                setError(null);
                setTarget(token);
              }}
            >
              Révoquer
            </button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => !open && setTarget(null)}
        title={`Révoquer le jeton « ${target?.name ?? ''} » ?`}
        description="Les scripts qui l'utilisent ne pourront plus accéder à Mijote. Cette action est définitive."
        confirmLabel="Révoquer"
        busy={revoke.isPending}
        error={error}
        onConfirm={() => target && revoke.mutate(target)}
      />
    </>
  );
}
