import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { type BookRecipe, type BookRecipeForm, type BookRecipeFormValues, DIFFICULTIES, DISH_TYPE_LABELS, DISH_TYPES, ERROR_CODES, joinFacts, RECIPE_SERVINGS_MAX, RECIPE_SERVINGS_MIN, RECIPE_TIME_MAX_MINUTES, RECIPE_TITLE_MAX_LENGTH, recipeFormSchema, type RecipeInput, type RecipeUpdate, textLines } from '#contracts';
import { formatAmount, parseIngredientLine, writesAmount } from '#ingredients';
import { setServerErrors, useSchemaForm } from '../../../shared/forms/use-schema-form';
import { api, isApiError } from '../../../shared/http';
import { bookApi, readPastedRecipe } from './book-api';
import { PastedRecipeField } from './PastedRecipeField';
import { RecipePhotoField, type PhotoChoice } from './RecipePhotoField';

const FIELD_ORDER = ['title', 'type', 'servings', 'preparationTime', 'cookingTime', 'difficulty', 'ingredients', 'steps'] as const;
type Field = (typeof FIELD_ORDER)[number];

const numberText = (n: number | null | undefined) => (n == null ? '' : String(n));

/** The form filled from a recipe as stored: what it does not say is left empty. */
const formOf = (r: BookRecipe): BookRecipeForm => ({
  title: r.title,
  type: r.type ?? '',
  servings: numberText(r.servings),
  preparationTime: numberText(r.preparationTime),
  cookingTime: numberText(r.cookingTime),
  difficulty: r.difficulty ?? '',
  ingredients: r.ingredients.join('\n'),
  steps: r.steps.join('\n'),
});

/** What the reader understood of a line: "500 g · farine", or the whole line when it saw no amount. */
function understood(line: string): string {
  const p = parseIngredientLine(line);
  if (!p.name || !writesAmount(line)) return '';
  return joinFacts([formatAmount(p), `${p.name}${p.note ? ` (${p.note})` : ''}`]);
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
  // A new recipe starts as a main dish for four, easy; an edit shows the recipe as written.
  const { register, handleSubmit, reset, setValue, watch, setError: setFieldError, formState } = useSchemaForm(recipeFormSchema, {
    ...(recipe ? formOf(recipe) : { title: '', preparationTime: '', cookingTime: '', ingredients: '', steps: '' }),
    type: recipe?.type ?? 'plat',
    servings: String(recipe?.servings ?? 4),
    difficulty: recipe?.difficulty ?? 'facile',
  });
  const { errors } = formState;
  const [photo, setPhoto] = useState<PhotoChoice>({ kind: 'keep' });
  // A new recipe saved whose photo was then refused comes back here (its edit form) saying why.
  const [error, setError] = useState<string | null>((location.state as { photoError?: string } | null)?.photoError ?? null);
  const [saving, setSaving] = useState(false);
  const typed = textLines(watch('ingredients'));
  const [reading, setReading] = useState(false);

  /** After a 409: the form filled again from the recipe as it is now, ready to edit and save. */
  async function reload() {
    if (!recipe) return;
    setReloading(true);
    try {
      const latest = await bookApi.get(recipe.id);
      reset(formOf(latest));
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
  async function readPasted(pasted: string) {
    setReading(true);
    setError(null);
    try {
      const draft = await readPastedRecipe(pasted);
      // Checked again at once when a save was already refused, so no stale message stays.
      const fill = (field: Field, value: string) => setValue(field, value, { shouldDirty: true, shouldValidate: formState.isSubmitted });
      fill('title', draft.title);
      if (draft.servings) fill('servings', String(draft.servings));
      if (draft.preparationTime != null) fill('preparationTime', String(draft.preparationTime));
      if (draft.cookingTime != null) fill('cookingTime', String(draft.cookingTime));
      fill('ingredients', draft.ingredients.join('\n'));
      fill('steps', draft.steps.join('\n'));
    } catch (err) {
      setError(isApiError(err) ? err.message : 'Impossible de lire ce texte');
    } finally {
      setReading(false);
    }
  }

  async function save(values: BookRecipeFormValues) {
    const body: RecipeInput = values;
    setSaving(true);
    setError(null);
    setConflict(false);
    let saved: BookRecipe;
    try {
      saved = recipe
        ? await api.patch<BookRecipe>(`/recipes/${recipe.id}`, { ...body, version: baseVersion } satisfies RecipeUpdate)
        : await api.post<BookRecipe>('/recipes', body);
    } catch (err) {
      // A refused field ('Le titre ne doit pas dépasser 160 caractères') is said under it; anything else above the button.
      const placed = isApiError(err) && setServerErrors(setFieldError, err.fields, FIELD_ORDER);
      setError(placed ? null : isApiError(err) ? err.message : "Impossible d'enregistrer la recette");
      setConflict(isApiError(err) && err.code === ERROR_CODES.RECIPE_EDIT_CONFLICT);
      setSaving(false);
      return;
    }
    try {
      if (photo.kind === 'new') await bookApi.setImage(saved.id, photo.file);
      else if (photo.kind === 'remove') await bookApi.removeImage(saved.id);
    } catch (err) {
      const photoError = isApiError(err) ? err.message : "La recette est enregistrée, mais pas sa photo : réessayez";
      setSaving(false);
      if (recipe) return setError(photoError);
      // The recipe exists now: the rest of the work is editing it, not writing it again.
      return void navigate(`/dashboard/recipes/${saved.id}/edit`, { state: { photoError } });
    }
    void navigate(`/dashboard/recipes/${saved.id}`);
  }

  const submit = handleSubmit(save);
  const fieldId = (name: Field) => `${id}-${name}`;
  const errorId = (name: Field) => `${id}-${name}-error`;
  /** The field's registration, tied to its message when it has one (and to `also`, another description). */
  const fieldProps = (name: Field, also?: string) => ({
    ...register(name),
    id: fieldId(name),
    className: 'input',
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': [also, errors[name] ? errorId(name) : undefined].filter(Boolean).join(' ') || undefined,
  });
  const fieldError = (name: Field) =>
    errors[name] ? (
      <p className="field-error" id={errorId(name)}>
        {errors[name].message}
      </p>
    ) : null;

  return (
    <form className="book book-form" onSubmit={(e: FormEvent<HTMLFormElement>) => void submit(e)} noValidate>
      <p>
        <Link className="book-back" to={recipe ? `/dashboard/recipes/${recipe.id}` : '/dashboard/recipes'}>
          ← Retour
        </Link>
      </p>
      <h1>{recipe ? 'Modifier la recette' : 'Nouvelle recette'}</h1>
      {!recipe && <PastedRecipeField reading={reading} onRead={(text) => void readPasted(text)} />}
      <div className="field">
        <label htmlFor={fieldId('title')}>Titre</label>
        <input {...fieldProps('title')} maxLength={RECIPE_TITLE_MAX_LENGTH} required />
        {fieldError('title')}
      </div>
      <div className="book-form-row">
        <div className="field">
          <label htmlFor={fieldId('type')}>Type</label>
          <select {...fieldProps('type')}>
            {DISH_TYPES.map((t) => (
              <option key={t} value={t}>
                {DISH_TYPE_LABELS[t]}
              </option>
            ))}
          </select>
          {fieldError('type')}
        </div>
        <div className="field">
          <label htmlFor={fieldId('servings')}>Personnes</label>
          <input {...fieldProps('servings')} type="number" inputMode="numeric" min={RECIPE_SERVINGS_MIN} max={RECIPE_SERVINGS_MAX} />
          {fieldError('servings')}
        </div>
        <div className="field">
          <label htmlFor={fieldId('preparationTime')}>Préparation (min)</label>
          <input {...fieldProps('preparationTime')} type="number" inputMode="numeric" min={0} max={RECIPE_TIME_MAX_MINUTES} />
          {fieldError('preparationTime')}
        </div>
        <div className="field">
          <label htmlFor={fieldId('cookingTime')}>Cuisson (min)</label>
          <input {...fieldProps('cookingTime')} type="number" inputMode="numeric" min={0} max={RECIPE_TIME_MAX_MINUTES} />
          {fieldError('cookingTime')}
        </div>
        <div className="field">
          <label htmlFor={fieldId('difficulty')}>Difficulté</label>
          <select {...fieldProps('difficulty')}>
            {DIFFICULTIES.map((d) => (
              <option key={d} value={d}>
                {d.charAt(0).toUpperCase() + d.slice(1)}
              </option>
            ))}
          </select>
          {fieldError('difficulty')}
        </div>
      </div>
      <RecipePhotoField current={recipe?.image ?? null} choice={photo} onChange={setPhoto} />
      <div className="field">
        <label htmlFor={fieldId('ingredients')}>Ingrédients (un par ligne)</label>
        <textarea {...fieldProps('ingredients', typed.length > 0 ? `${id}-read` : undefined)} rows={6} placeholder={'500 g de farine\n3 œufs\n1 pincée de sel'} />
        {fieldError('ingredients')}
        {typed.length > 0 && (
          <ul id={`${id}-read`} className="book-form-read" aria-label="Ce que Mijote a compris">
            {typed.map((line, i) => (
              <li key={i}>{understood(line) || line}</li>
            ))}
          </ul>
        )}
      </div>
      <div className="field">
        <label htmlFor={fieldId('steps')}>Étapes (une par ligne)</label>
        <textarea {...fieldProps('steps')} rows={6} />
        {fieldError('steps')}
      </div>
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
