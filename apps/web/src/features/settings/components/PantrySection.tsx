import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PANTRY_MESSAGES, type Pantry } from '#contracts';
import { fetchPantry, pantryQueryKey, savePantry } from '../../../shared/kitchen/pantry-api';
import { addFoodTag } from '../food-tags';
import { useFlashMessage } from '../../../shared/forms/use-flash-message';
import { errorText } from '../../../shared/http/error-text';
import { FoodTagsField } from './FoodTagsField';
import { SectionFeedback } from '../../../shared/forms/SectionFeedback';
import { SectionLoading } from '../../../shared/forms/SectionLoadState';
import { SettingsSection } from '../../../shared/forms/SettingsSection';
import { LoadError } from '../../../shared/ui/LoadError';

/** "Mon placard": the basics the household always has, which recipes from the fridge may use. */
export function PantrySection() {
  const pantry = useQuery({ queryKey: pantryQueryKey, queryFn: fetchPantry });
  return (
    <SettingsSection
      title="Mon placard"
      description="Ce que votre foyer a toujours sous la main. Les recettes « avec mon frigo » peuvent s'en servir en plus du contenu du frigo, et la liste de courses ne le rachète pas."
    >
      {pantry.isPending ? (
        <SectionLoading label="Chargement du placard…" />
      ) : pantry.data ? (
        <PantryForm initial={pantry.data} />
      ) : (
        <LoadError message="Impossible de charger le placard" onRetry={() => void pantry.refetch()} />
      )}
    </SettingsSection>
  );
}

function PantryForm({ initial }: { initial: Pantry }) {
  const client = useQueryClient();
  const current = useQuery({ queryKey: pantryQueryKey, queryFn: fetchPantry, initialData: initial }).data;
  const [items, setItems] = useState(initial.items);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const flash = useFlashMessage();

  const save = useMutation({
    mutationFn: savePantry,
    onSuccess: (saved, sent) => {
      client.setQueryData(pantryQueryKey, saved);
      setItems(saved.items);
      flash.flash(sent === null ? 'Placard par défaut rétabli' : 'Placard enregistré');
    },
    onError: (err) => setError(errorText(err, PANTRY_MESSAGES.saveFailed)),
  });

  const suggestions = current.suggestions.filter((s) => !items.some((i) => i.toLocaleLowerCase('fr') === s));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    flash.clear();
    setError(null);
    // A basic typed but not added with Enter is still what the user meant to keep.
    const typed = draft.trim() ? addFoodTag(items, draft) : null;
    const list = typed?.ok ? typed.list : items;
    setItems(list);
    setDraft('');
    save.mutate(list);
  };

  return (
    <form className="settings-form" noValidate onSubmit={onSubmit}>
      <FoodTagsField label="Dans mon placard" placeholder="Ex. : sucre, farine" foods={items} onChange={setItems} draft={draft} onDraftChange={setDraft} />
      {suggestions.length > 0 && (
        <div className="field">
          <p className="settings-hint" id="pantry-suggestions">
            Souvent dans un placard :
          </p>
          <ul className="pantry-suggestions" aria-labelledby="pantry-suggestions">
            {suggestions.map((s) => (
              <li key={s}>
                <button type="button" className="btn btn-secondary" aria-label={`Ajouter ${s} au placard`} onClick={() => setItems([...items, s])}>
                  + {s}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <SectionFeedback success={flash.message} error={error} />
      <div className="settings-actions">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending && <span className="spinner" aria-hidden="true" />}
          Enregistrer le placard
        </button>
        {!current.isDefault && (
          <button type="button" className="btn btn-secondary" disabled={save.isPending} onClick={() => save.mutate(null)}>
            Rétablir le placard par défaut
          </button>
        )}
      </div>
    </form>
  );
}
