import { useEffect, useId, useRef, useState } from 'react';
import { RECIPE_BOOK_MESSAGES as M, RECIPE_IMAGE_MAX_BYTES, RECIPE_IMAGE_TYPES } from '#contracts';

/** What the form will do with the photo when it is saved. */
export type PhotoChoice = { kind: 'keep' } | { kind: 'new'; file: File } | { kind: 'remove' };

// HEIC files often come without a type (desktop browsers): their name says what they are.
const HEIC_NAME = /\.(heic|heif)$/i;

/** The same checks as the API, before anything is sent: type first, then size. */
export function photoProblem(file: File): string | null {
  const typed = (RECIPE_IMAGE_TYPES as readonly string[]).includes(file.type) || (file.type === '' && HEIC_NAME.test(file.name));
  if (!typed) return M.imageTypeRefused;
  if (file.size > RECIPE_IMAGE_MAX_BYTES) return M.imageTooLarge;
  return null;
}

/**
 * The recipe's photo in the form: a native file input (keyboard and screen readers as the platform
 * makes them), a preview of the chosen file, and "Retirer la photo". Nothing is sent until the form is.
 * The accept list leaves HEIC out on purpose: a phone then hands over a JPEG it converts itself.
 */
export function RecipePhotoField({ current, choice, onChange }: { current: string | null; choice: PhotoChoice; onChange: (c: PhotoChoice) => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (choice.kind !== 'new') return setPreview(null);
    const url = URL.createObjectURL(choice.file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [choice]);

  const shown = choice.kind === 'new' ? preview : choice.kind === 'keep' ? current : null;

  function pick(file: File | undefined) {
    if (!file) return;
    const why = photoProblem(file);
    setProblem(why);
    if (why) {
      if (input.current) input.current.value = '';
      return;
    }
    onChange({ kind: 'new', file });
  }

  function remove() {
    setProblem(null);
    if (input.current) input.current.value = '';
    onChange(current ? { kind: 'remove' } : { kind: 'keep' });
  }

  return (
    <div className="book-photo">
      <label htmlFor={`${id}-photo`}>Photo de la recette</label>
      {shown && <img className="book-photo-preview" src={shown} alt="Aperçu de la photo" width="240" height="180" />}
      <input
        ref={input}
        id={`${id}-photo`}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        aria-describedby={`${id}-photo-help ${id}-photo-status`}
        onChange={(e) => pick(e.target.files?.[0])}
      />
      <p id={`${id}-photo-help`} className="book-photo-help">
        JPEG, PNG ou WebP, 10 Mo au plus.
      </p>
      {shown && (
        <button type="button" className="btn btn-secondary" onClick={remove}>
          Retirer la photo
        </button>
      )}
      <p id={`${id}-photo-status`} role={problem ? 'alert' : 'status'} className={problem ? 'book-error' : 'book-photo-help'}>
        {problem ?? (choice.kind === 'remove' ? 'La photo sera retirée à l’enregistrement.' : '')}
      </p>
    </div>
  );
}
