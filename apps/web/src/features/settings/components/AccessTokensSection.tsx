import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ACCESS_TOKEN_LIFETIMES_DAYS,
  ACCESS_TOKEN_MESSAGES,
  ACCESS_TOKEN_NAME_MAX,
  ACCESS_TOKEN_SCOPE_LABELS,
  ACCESS_TOKEN_SCOPES,
  type AccessTokenScope,
  type AccessTokenView,
  type CreatedAccessToken,
} from '#contracts';
import { accessTokensQueryKey, createAccessToken, fetchAccessTokens, revokeAccessToken } from '../api';
import { describeAccessToken, LIFETIME_LABELS } from '../access-token-text';
import { useFlashMessage } from '../../../shared/forms/use-flash-message';
import { errorText } from '../../../shared/http/error-text';
import { SectionFeedback } from '../../../shared/forms/SectionFeedback';
import { SectionLoading } from '../../../shared/forms/SectionLoadState';
import { SettingsSection } from '../../../shared/forms/SettingsSection';
import { TextField } from '../../../shared/forms/TextField';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { LoadError } from '../../../shared/ui/LoadError';

const lifetimeKey = (days: (typeof ACCESS_TOKEN_LIFETIMES_DAYS)[number]) => (days === null ? 'never' : (`${days}` as const));

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

function CreateTokenForm() {
  const id = useId();
  const client = useQueryClient();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<AccessTokenScope>('read');
  const [lifetime, setLifetime] = useState<string>('90');
  const [nameError, setNameError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedAccessToken | null>(null);

  const create = useMutation({
    mutationFn: createAccessToken,
    onSuccess: (token) => {
      setCreated(token);
      setName('');
      void client.invalidateQueries({ queryKey: accessTokensQueryKey });
    },
    onError: (err) => setError(errorText(err, 'Impossible de créer le jeton')),
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const trimmed = name.trim();
    if (!trimmed) return setNameError(ACCESS_TOKEN_MESSAGES.nameRequired);
    if (trimmed.length > ACCESS_TOKEN_NAME_MAX) return setNameError(ACCESS_TOKEN_MESSAGES.nameTooLong);
    setNameError(undefined);
    create.mutate({ name: trimmed, scope, lifetimeDays: lifetime === 'never' ? null : (Number(lifetime) as 30 | 90 | 365) });
  };

  return (
    <>
      <form className="settings-form" noValidate onSubmit={onSubmit}>
        <div className="settings-row">
          <TextField
            id={`${id}-name`}
            label="Nom du jeton"
            placeholder="Ex. : Home Assistant"
            value={name}
            maxLength={ACCESS_TOKEN_NAME_MAX + 10}
            onChange={(e) => setName(e.target.value)}
            error={nameError}
          />
          <div className="field">
            <label htmlFor={`${id}-lifetime`}>Expiration</label>
            <select id={`${id}-lifetime`} className="input" value={lifetime} onChange={(e) => setLifetime(e.target.value)}>
              {ACCESS_TOKEN_LIFETIMES_DAYS.map((days) => (
                <option key={lifetimeKey(days)} value={lifetimeKey(days)}>
                  {LIFETIME_LABELS[lifetimeKey(days)]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <fieldset className="settings-fieldset">
          <legend>Droits</legend>
          <div className="settings-checks">
            {ACCESS_TOKEN_SCOPES.map((value) => (
              <label key={value} className="settings-check">
                <input type="radio" name={`${id}-scope`} value={value} checked={scope === value} onChange={() => setScope(value)} />
                <span>{ACCESS_TOKEN_SCOPE_LABELS[value]}</span>
              </label>
            ))}
          </div>
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
        Jeton « {token.name} » créé. Copiez-le maintenant : il ne sera plus jamais affiché.
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
      flash.flash(`Jeton « ${token.name} » révoqué`);
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
              <p className="settings-hint">{describeAccessToken(token).join(' · ')}</p>
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
        title={`Révoquer le jeton « ${target?.name ?? ''} » ?`}
        description="Les scripts qui l'utilisent ne pourront plus accéder à Mijote. Cette action est définitive."
        confirmLabel="Révoquer"
        busy={revoke.isPending}
        error={error}
        onConfirm={() => target && revoke.mutate(target)}
      />
    </>
  );
}
