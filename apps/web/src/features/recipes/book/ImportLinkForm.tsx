import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { ImportState } from './use-book';

interface Props {
  state: ImportState;
  onImport: (url: string) => void;
  onReset: () => void;
}

/** "Importer depuis un lien": paste a recipe page's address; the recipe joins the book. */
export function ImportLinkForm({ state, onImport, onReset }: Props) {
  const id = useId();
  const [url, setUrl] = useState('');
  const running = state.status === 'running';

  function submit(e: FormEvent) {
    e.preventDefault();
    if (url.trim() && !running) onImport(url.trim());
  }

  return (
    <form className="book-import" onSubmit={submit} aria-describedby={`${id}-status`}>
      <label htmlFor={id} className="book-import-label">
        Importer depuis un lien
      </label>
      <div className="book-import-row">
        <input
          id={id}
          className="input"
          type="url"
          inputMode="url"
          placeholder="https://… (page d'une recette)"
          value={url}
          onChange={(e) => {
            setUrl(e.target.value);
            if (state.status !== 'running' && state.status !== 'idle') onReset();
          }}
          disabled={running}
        />
        <button type="submit" className="btn btn-primary" disabled={running || !url.trim()}>
          {running ? 'Import en cours…' : 'Importer'}
        </button>
      </div>
      <p id={`${id}-status`} role="status" className="book-import-status">
        {state.status === 'done' && (
          <>
            « {state.recipe.title} » a été ajoutée à vos recettes. <Link to={`/dashboard/recipes/${state.recipe.id}`}>Voir la recette</Link>
          </>
        )}
        {state.status === 'failed' && <span className="book-error">{state.error}</span>}
      </p>
    </form>
  );
}
