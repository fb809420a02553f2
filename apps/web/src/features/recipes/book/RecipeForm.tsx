import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  DIFFICULTIES,
  DISH_TYPES,
  DISH_TYPE_LABELS,
  ERROR_CODES,
  type BookRecipe,
  type DifficultyValue,
  type DishType,
  type RecipeInput,
  type RecipeUpdate,
} from '#contracts';
import { formatQuantity, parseIngredientLine, unitLabel } from '#ingredients';
import { api, isApiError } from '../../../shared/http';
import { bookApi, readPastedRecipe } from './book-api';
import { RecipePhotoField, type PhotoChoice } from './RecipePhotoField';

const lines = (text: string) => text.split('\n').map((l) => l.trim()).filter(Boolean);
const num = (v: string) => (v.trim() === '' ? null : Number(v));

/** What the reader understood of a line: "500 g · farine", or the whole line when it saw no amount. */
function understood(line: string): string {
  const p = parseIngredientLine(line);
  if (!p.name) return '';
  const unit = unitLabel(p.unit, p.quantity);
  return `${formatQuantity(p.quantity)}${unit ? ` ${unit}` : ''} · ${p.name}${p.note ? ` (${p.note})` : ''}`;
}

/** Write a recipe by hand, or edit one of the book: each ingredient line is read as it is typed. */
export function RecipeForm({ recipe }: { recipe?: BookRecipe }) {
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  // The version this form was filled from, kept even when a live update refreshes `recipe`: saving
  // on top of a version the user never saw would silently drop another member's edit.
  const [baseVersion, setBaseVersion] = useState(recipe?.version);
  // Another member saved first (409): the user chooses to reload, nothing is overwritten meanwhile.
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [title, setTitle] = useState(recipe?.title ?? '');
  const [type, setType] = useState<DishType | ''>(recipe?.type ?? 'plat');
  const [servings, setServings] = useState(String(recipe?.servings ?? 4));
  const [prep, setPrep] = useState(recipe?.preparationTime != null ? String(recipe.preparationTime) : '');
  const [cook, setCook] = useState(recipe?.cookingTime != null ? String(recipe.cookingTime) : '');
  const [difficulty, setDifficulty] = useState<DifficultyValue | ''>(recipe?.difficulty ?? 'facile');
  const [ingredients, setIngredients] = useState((recipe?.ingredients ?? []).join('\n'));
  const [steps, setSteps] = useState((recipe?.steps ?? []).join('\n'));
  const [photo, setPhoto] = useState<PhotoChoice>({ kind: 'keep' });
  // A new recipe saved whose photo was then refused comes back here (its edit form) saying why.
  const [error, setError] = useState<string | null>((location.state as { photoError?: string } | null)?.photoError ?? null);
  const [saving, setSaving] = useState(false);
  const typed = lines(ingredients);
  const [pasted, setPasted] = useState('');
  const [reading, setReading] = useState(false);

  /** After a 409: the form filled again from the recipe as it is now, ready to edit and save. */
  async function reload() {
    if (!recipe) return;
    setReloading(true);
    try {
      const latest = await bookApi.get(recipe.id);
      setTitle(latest.title);
      setType(latest.type ?? '');
      setServings(latest.servings != null ? String(latest.servings) : '');
      setPrep(latest.preparationTime != null ? String(latest.preparationTime) : '');
      setCook(latest.cookingTime != null ? String(latest.cookingTime) : '');
      setDifficulty(latest.difficulty ?? '');
      setIngredients(latest.ingredients.join('\n'));
      setSteps(latest.steps.join('\n'));
      setBaseVersion(latest.version);
      setConflict(false);
      setError(null);
    } catch (err) {
      setError(isApiError(err) ? err.message : 'Impossible de recharger la recette');
    } finally {
      setReloading(false);
    }
  }

  /** "Lire le texte": the server's reader fills the form; the user reviews before saving. */
  async function readPasted() {
    setReading(true);
    setError(null);
    try {
      const draft = await readPastedRecipe(pasted);
      setTitle(draft.title);
      if (draft.servings) setServings(String(draft.servings));
      if (draft.preparationTime != null) setPrep(String(draft.preparationTime));
      if (draft.cookingTime != null) setCook(String(draft.cookingTime));
      setIngredients(draft.ingredients.join('\n'));
      setSteps(draft.steps.join('\n'));
    } catch (err) {
      setError(isApiError(err) ? err.message : 'Impossible de lire ce texte');
    } finally {
      setReading(false);
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!title.trim()) return setError('Le titre de la recette est requis');
    const body: RecipeInput = {
      title: title.trim(),
      type: type || null,
      servings: num(servings),
      preparationTime: num(prep),
      cookingTime: num(cook),
      difficulty: difficulty || null,
      ingredients: typed,
      steps: lines(steps),
    };
    setSaving(true);
    setError(null);
    setConflict(false);
    let saved: BookRecipe;
    try {
      saved = recipe
        ? await api.patch<BookRecipe>(`/recipes/${recipe.id}`, { ...body, version: baseVersion } satisfies RecipeUpdate)
        : await api.post<BookRecipe>('/recipes', body);
    } catch (err) {
      setError(isApiError(err) ? err.message : "Impossible d'enregistrer la recette");
      setConflict(isApiError(err) && err.code === ERROR_CODES.RECIPE_EDIT_CONFLICT);
      setSaving(false);
      return;
    }
    try {
      if (photo.kind === 'new') await bookApi.setImage(saved.id, photo.file);
      else if (photo.kind === 'remove') await bookApi.removeImage(saved.id);
    } catch (err) {
      const photoError = isApiError(err) ? err.message : "La recette est enregistrée, mais pas sa photo : réessayez";
      setSaving(false);
      if (recipe) return setError(photoError);
      // The recipe exists now: the rest of the work is editing it, not writing it again.
      return void navigate(`/dashboard/recipes/${saved.id}/edit`, { state: { photoError } });
    }
    void navigate(`/dashboard/recipes/${saved.id}`);
  }

  return (
    <form className="book book-form" onSubmit={(e) => void submit(e)} noValidate>
      <p>
        <Link to={recipe ? `/dashboard/recipes/${recipe.id}` : '/dashboard/recipes'}>← Retour</Link>
      </p>
      <h1>{recipe ? 'Modifier la recette' : 'Nouvelle recette'}</h1>
      {!recipe && (
        <details className="book-paste">
          <summary>Coller une recette (texte)</summary>
          <label htmlFor={`${id}-paste`}>Texte de la recette</label>
          <textarea id={`${id}-paste`} className="input" rows={6} value={pasted} onChange={(e) => setPasted(e.target.value)} placeholder={'Titre\nIngrédients\n…\nPréparation\n…'} />
          <button type="button" className="btn btn-secondary" disabled={!pasted.trim() || reading} onClick={() => void readPasted()}>
            {reading ? 'Lecture…' : 'Lire le texte'}
          </button>
        </details>
      )}
      <label htmlFor={`${id}-title`}>Titre</label>
      <input id={`${id}-title`} className="input" value={title} onChange={(e) => setTitle(e.target.value)} maxLength={160} required />
      <div className="book-form-row">
        <label>
          Type
          <select className="input" value={type} onChange={(e) => setType(e.target.value as DishType | '')}>
            {DISH_TYPES.map((t) => (
              <option key={t} value={t}>
                {DISH_TYPE_LABELS[t]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Personnes
          <input className="input" type="number" inputMode="numeric" min={1} max={50} value={servings} onChange={(e) => setServings(e.target.value)} />
        </label>
        <label>
          Préparation (min)
          <input className="input" type="number" inputMode="numeric" min={0} value={prep} onChange={(e) => setPrep(e.target.value)} />
        </label>
        <label>
          Cuisson (min)
          <input className="input" type="number" inputMode="numeric" min={0} value={cook} onChange={(e) => setCook(e.target.value)} />
        </label>
        <label>
          Difficulté
          <select className="input" value={difficulty} onChange={(e) => setDifficulty(e.target.value as DifficultyValue)}>
            {DIFFICULTIES.map((d) => (
              <option key={d} value={d}>
                {d.charAt(0).toUpperCase() + d.slice(1)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <RecipePhotoField current={recipe?.image ?? null} choice={photo} onChange={setPhoto} />
      <label htmlFor={`${id}-ingredients`}>Ingrédients (un par ligne)</label>
      <textarea id={`${id}-ingredients`} className="input" rows={6} value={ingredients} onChange={(e) => setIngredients(e.target.value)} placeholder={'500 g de farine\n3 œufs\n1 pincée de sel'} aria-describedby={`${id}-read`} />
      {typed.length > 0 && (
        <ul id={`${id}-read`} className="book-form-read" aria-label="Ce que Mijote a compris">
          {typed.map((line, i) => (
            <li key={i}>{understood(line) || line}</li>
          ))}
        </ul>
      )}
      <label htmlFor={`${id}-steps`}>Étapes (une par ligne)</label>
      <textarea id={`${id}-steps`} className="input" rows={6} value={steps} onChange={(e) => setSteps(e.target.value)} />
      {error && (
        <p role="alert" className="book-error">
          {error}
        </p>
      )}
      {conflict && (
        <button type="button" className="btn btn-secondary" disabled={reloading} onClick={() => void reload()}>
          {reloading ? 'Chargement…' : 'Recharger la recette'}
        </button>
      )}
      <button type="submit" className="btn btn-primary" disabled={saving}>
        {saving ? 'Enregistrement…' : 'Enregistrer la recette'}
      </button>
    </form>
  );
}
