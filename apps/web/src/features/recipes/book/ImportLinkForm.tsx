import { useId } from 'react';
import { Link } from 'react-router';
import { importLinkFormSchema, RECIPE_ADDRESS_MAX_LENGTH } from '#contracts';
import { useSchemaForm } from '../../../shared/forms/use-schema-form';
import type { ImportState } from './use-book';

interface Props {
  state: ImportState;
  onImport: (url: string) => void;
  onReset: () => void;
}

/** "Importer depuis un lien": paste a recipe page's address; the recipe joins the book. */
export function ImportLinkForm({ state, onImport, onReset }: Props) {
  const id = useId();
  const { register, handleSubmit, watch, formState } = useSchemaForm(importLinkFormSchema, { url: '' });
  const invalid = formState.errors.url?.message;
  const running = state.status === 'running';
  const errorId = `${id}-error`;

  // The address is checked here (an http(s) link, in French) rather than by the browser's own bubble.
  const submit = handleSubmit(({ url }) => {
    if (!running) onImport(url);
  });

  return (
    <form className="book-import" onSubmit={(e) => void submit(e)} aria-describedby={`${id}-status`} noValidate>
      <label htmlFor={id} className="book-import-label">
        Importer depuis un lien
      </label>
      <div className="book-import-row">
        <input
          {...register('url', {
            // A new address: the last import's outcome no longer applies to what is typed.
            onChange: () => {
              if (state.status !== 'running' && state.status !== 'idle') onReset();
            },
          })}
          id={id}
          className="input"
          type="url"
          inputMode="url"
          placeholder="https://…"
          maxLength={RECIPE_ADDRESS_MAX_LENGTH}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? errorId : undefined}
          disabled={running}
        />
        <button type="submit" className="btn btn-primary" disabled={running || !watch('url').trim()}>
          {running ? 'Import en cours…' : 'Importer'}
        </button>
      </div>
      {invalid && (
        <p id={errorId} className="field-error">
          {invalid}
        </p>
      )}
      <p id={`${id}-status`} role="status" className="book-import-status">
        {state.status === 'done' && (
          <>
            « {state.recipe.title} » a été ajoutée à vos recettes. <Link to={`/dashboard/recipes/${state.recipe.id}`}>Voir la recette</Link>
          </>
        )}
        {state.status === 'failed' && <span className="book-error">{state.error}</span>}
      </p>
    </form>
  );
}
