import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  countOf,
  householdPortions,
  ACCOUNT_MESSAGES,
  DIETARY_RESTRICTIONS,
  DIFFICULTIES,
  ONBOARDING_MESSAGES,
  preferencesFormSchema,
  RESTRICTION_LABELS,
  SERVINGS_RANGE,
  toggleRestriction,
  type DifficultyValue,
  type Preferences,
} from '#contracts';
import { ApiError } from '../../../shared/http';
import { fetchPreferences, preferencesQueryKey, savePreferences } from '../api';
import { addFoodTag } from '../food-tags';
import { useFlashMessage } from '../../../shared/forms/use-flash-message';
import { errorText } from '../../../shared/http/error-text';
import { useSchemaForm } from '../../../shared/forms/use-schema-form';
import { FoodTagsField } from './FoodTagsField';
import { SectionFeedback } from '../../../shared/forms/SectionFeedback';
import { SectionLoading } from '../../../shared/forms/SectionLoadState';
import { SettingsSection } from '../../../shared/forms/SettingsSection';
import { LoadError } from '../../../shared/ui/LoadError';

const DIFFICULTY_LABELS: Record<DifficultyValue, string> = { facile: 'Facile', moyen: 'Moyen', difficile: 'Difficile' };

/** What the recipe suggestions take into account. */
export function PreferencesSection() {
  const preferences = useQuery({ queryKey: preferencesQueryKey, queryFn: fetchPreferences });
  // The dashboard's access check already sends a user without preferences to the questionnaire;
  // should the record go missing meanwhile, the way there is offered rather than forced.
  const missing = preferences.error instanceof ApiError && preferences.error.code === 'PREFERENCES_NOT_SET';
  return (
    <SettingsSection title="Préférences alimentaires" description="Les suggestions de recettes en tiennent compte.">
      {missing ? (
        <div className="settings-load-error">
          <p className="settings-hint">Vous n'avez pas encore indiqué vos préférences.</p>
          <Link to="/questionnaire" className="btn btn-primary">
            Répondre au questionnaire
          </Link>
        </div>
      ) : preferences.isPending ? (
        <SectionLoading label="Chargement de vos préférences…" />
      ) : preferences.data ? (
        <PreferencesForm initial={preferences.data} />
      ) : (
        <LoadError message="Impossible de charger vos préférences" onRetry={() => void preferences.refetch()} />
      )}
    </SettingsSection>
  );
}

function PreferencesForm({ initial }: { initial: Preferences }) {
  const client = useQueryClient();
  const id = useId();
  const { register, handleSubmit, setValue, watch, formState } = useSchemaForm(preferencesFormSchema, {
    dietaryRestrictions: initial.dietaryRestrictions,
    preferredFoods: initial.preferredFoods,
    avoidedFoods: initial.avoidedFoods,
    difficulty: initial.difficulty,
    servings: String(initial.servings),
    servingsFromHousehold: initial.servingsFromHousehold,
  });
  const [restrictions, preferred, avoided, followHousehold] = watch(['dietaryRestrictions', 'preferredFoods', 'avoidedFoods', 'servingsFromHousehold']);
  const [drafts, setDrafts] = useState({ preferred: '', avoided: '' });
  const portionsOfHousehold = householdPortions(initial.householdSize);
  const [error, setError] = useState<string | null>(null);
  const flash = useFlashMessage();
  const servingsError = formState.errors.servings?.message;

  const save = useMutation({
    mutationFn: savePreferences,
    onSuccess: (saved) => {
      client.setQueryData(preferencesQueryKey, saved);
      flash.flash(ACCOUNT_MESSAGES.preferencesSaved);
    },
    onError: (err) => setError(errorText(err, ONBOARDING_MESSAGES.saveFailed)),
  });

  const submit = handleSubmit((body) => save.mutate(body));
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    flash.clear();
    setError(null);
    // A food typed but not added with Enter is still what the user meant to save.
    const withDraft = (list: string[], draft: string) => {
      const result = draft.trim() ? addFoodTag(list, draft) : null;
      return result?.ok ? result.list : list;
    };
    setValue('preferredFoods', withDraft(preferred, drafts.preferred));
    setValue('avoidedFoods', withDraft(avoided, drafts.avoided));
    setDrafts({ preferred: '', avoided: '' });
    void submit(e);
  };

  return (
    <form className="settings-form" noValidate onSubmit={onSubmit}>
      <fieldset className="settings-fieldset">
        <legend>Restrictions alimentaires</legend>
        <div className="settings-checks">
          {DIETARY_RESTRICTIONS.map((value) => (
            <label key={value} className="settings-check">
              <input
                type="checkbox"
                name="dietaryRestrictions"
                value={value}
                checked={restrictions.includes(value)}
                onChange={() => setValue('dietaryRestrictions', toggleRestriction(restrictions, value))}
              />
              <span>{RESTRICTION_LABELS[value]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <FoodTagsField
        label="Aliments préférés"
        placeholder="Ex. : tomates, saumon"
        foods={preferred}
        onChange={(foods) => setValue('preferredFoods', foods)}
        draft={drafts.preferred}
        onDraftChange={(preferredDraft) => setDrafts((d) => ({ ...d, preferred: preferredDraft }))}
      />
      <FoodTagsField
        label="Aliments à éviter"
        placeholder="Ex. : coriandre, champignons"
        foods={avoided}
        onChange={(foods) => setValue('avoidedFoods', foods)}
        draft={drafts.avoided}
        onDraftChange={(avoidedDraft) => setDrafts((d) => ({ ...d, avoided: avoidedDraft }))}
      />
      <div className="settings-row">
        <div className="field">
          <label htmlFor={`${id}-difficulty`}>Difficulté des recettes</label>
          <select id={`${id}-difficulty`} className="input" {...register('difficulty')}>
            {DIFFICULTIES.map((value) => (
              <option key={value} value={value}>
                {DIFFICULTY_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-servings`}>Nombre de portions</label>
          <input
            id={`${id}-servings`}
            className="input"
            type="number"
            inputMode="numeric"
            min={SERVINGS_RANGE.min}
            max={SERVINGS_RANGE.max}
            step={1}
            {...register('servings')}
            disabled={followHousehold}
            aria-invalid={servingsError ? true : undefined}
            aria-describedby={[servingsError ? `${id}-servings-error` : '', `${id}-servings-hint`].filter(Boolean).join(' ')}
          />
          {servingsError && (
            <p id={`${id}-servings-error`} className="field-error">
              {servingsError}
            </p>
          )}
          <label className="settings-check">
            <input
              type="checkbox"
              {...register('servingsFromHousehold', {
                // Either way the field starts again from the household's portions.
                onChange: () => setValue('servings', String(portionsOfHousehold), { shouldValidate: formState.isSubmitted }),
              })}
            />
            <span>Selon la taille du foyer</span>
          </label>
          <p id={`${id}-servings-hint`} className="settings-hint">
            {`Votre foyer : ${countOf(portionsOfHousehold, 'portion', 'portions')} (chaque enfant compte pour une demi-portion).`}
          </p>
        </div>
      </div>
      <SectionFeedback success={flash.message} error={error} />
      <div className="settings-actions">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending && <span className="spinner" aria-hidden="true" />}
          Enregistrer les préférences
        </button>
      </div>
    </form>
  );
}
