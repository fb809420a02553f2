import { useEffect } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HOUSEHOLD_NAME_MAX_LENGTH, householdNameFormSchema, type Household } from '#contracts';
import { errorText } from '../../../shared/http/error-text';
import { useSchemaForm } from '../../../shared/forms/use-schema-form';
import { TextField } from '../../../shared/forms/TextField';
import { householdQueryKey, renameHousehold } from '../api';
import type { FamilyFeedback } from '../family-feedback';

/** Any member may name the household: it is how invitations introduce it ('Famille Favre'). */
export function HouseholdNameForm({ household, feedback }: { household: Household; feedback: FamilyFeedback }) {
  const client = useQueryClient();
  const { register, handleSubmit, reset, watch, formState } = useSchemaForm(householdNameFormSchema, { name: household.name });
  // Untouched, the field follows the household as it is refetched; typed, it keeps what is typed.
  useEffect(() => {
    if (!formState.isDirty) reset({ name: household.name });
  }, [household.name, formState.isDirty, reset]);

  const rename = useMutation({
    mutationFn: renameHousehold,
    onSuccess: (saved) => {
      client.setQueryData(householdQueryKey, saved);
      reset({ name: saved.name });
      feedback.success('Nom du foyer enregistré');
    },
    onError: (err) => feedback.failure(errorText(err, "Impossible d'enregistrer le nom du foyer")),
  });

  const onSubmit = handleSubmit(({ name }) => rename.mutate(name));

  return (
    <form
      className="family-name"
      noValidate
      onSubmit={(e) => {
        feedback.reset();
        void onSubmit(e);
      }}
    >
      <TextField
        id="household-name"
        label="Nom du foyer"
        maxLength={HOUSEHOLD_NAME_MAX_LENGTH}
        {...register('name')}
        error={formState.errors.name?.message}
      />
      <button type="submit" className="btn btn-secondary" disabled={rename.isPending || watch('name').trim() === household.name}>
        {rename.isPending && <span className="spinner" aria-hidden="true" />}
        Renommer
      </button>
    </form>
  );
}
