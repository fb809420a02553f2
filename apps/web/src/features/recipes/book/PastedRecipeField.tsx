import { useId } from 'react';
import { importTextFormSchema } from '#contracts';
import { useSchemaForm } from '../../../shared/forms/use-schema-form';

interface Props {
  reading: boolean;
  /** The text, trimmed and within ImportTextDto's limits, for the server's reader. */
  onRead: (text: string) => void;
}

/**
 * "Coller une recette (texte)" inside the recipe form (a form cannot hold another, so 'Lire le texte'
 * checks the text with its own schema): a text the API would refuse is said under the field, not cut
 * short by a maxLength without a word.
 */
export function PastedRecipeField({ reading, onRead }: Props) {
  const id = useId();
  const { register, handleSubmit, watch, formState } = useSchemaForm(importTextFormSchema, { text: '' });
  const invalid = formState.errors.text?.message;
  const errorId = `${id}-error`;
  const read = handleSubmit(({ text }) => onRead(text));

  return (
    <details className="book-paste">
      <summary>Coller une recette (texte)</summary>
      <label htmlFor={id}>Texte de la recette</label>
      <textarea
        {...register('text')}
        id={id}
        className="input"
        rows={6}
        placeholder={'Titre\nIngrédients\n…\nPréparation\n…'}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? errorId : undefined}
      />
      {invalid && (
        <p id={errorId} className="field-error">
          {invalid}
        </p>
      )}
      <button type="button" className="btn btn-secondary" disabled={!watch('text').trim() || reading} onClick={() => void read()}>
        {reading ? 'Lecture…' : 'Lire le texte'}
      </button>
    </details>
  );
}
