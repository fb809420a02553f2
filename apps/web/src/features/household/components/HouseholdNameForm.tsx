import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_MESSAGES, type Household } from '#contracts';
import { errorText } from '../../../shared/http/error-text';
import { TextField } from '../../../shared/forms/TextField';
import { householdQueryKey, renameHousehold } from '../api';
import type { FamilyFeedback } from './FamilySection';

export const HOUSEHOLD_NAME_MAX_LENGTH = 80;

/** Any member may name the household: it is how invitations introduce it ('Famille Favre'). */
export function HouseholdNameForm({ household, feedback }: { household: Household; feedback: FamilyFeedback }) {
  const client = useQueryClient();
  // Untouched, the field follows the household as it is refetched; typed, it keeps what is typed.
  const [draft, setDraft] = useState<string | null>(null);
  const name = draft ?? household.name;
  const [fieldError, setFieldError] = useState<string | undefined>();

  const rename = useMutation({
    mutationFn: renameHousehold,
    onSuccess: (saved) => {
      client.setQueryData(householdQueryKey, saved);
      setDraft(null);
      feedback.success('Nom du foyer enregistré');
    },
    onError: (err) => feedback.failure(errorText(err, "Impossible d'enregistrer le nom du foyer")),
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    feedback.reset();
    const trimmed = name.trim();
    if (!trimmed) {
      setFieldError(ACCOUNT_MESSAGES.householdNameRequired);
      document.getElementById('household-name')?.focus();
      return;
    }
    rename.mutate(trimmed);
  };

  return (
    <form className="family-name" noValidate onSubmit={onSubmit}>
      <TextField
        id="household-name"
        label="Nom du foyer"
        maxLength={HOUSEHOLD_NAME_MAX_LENGTH}
        value={name}
        error={fieldError}
        onChange={(e) => {
          setDraft(e.target.value);
          setFieldError(undefined);
        }}
      />
      <button type="submit" className="btn btn-secondary" disabled={rename.isPending || name.trim() === household.name}>
        {rename.isPending && <span className="spinner" aria-hidden="true" />}
        Renommer
      </button>
    </form>
  );
}
