import { useMemo, useRef, useState } from 'react';
import { countOf, FRIDGE_EXIT_WORDS, type FridgeExitReason, type InventoryCategory, type InventoryItem, joinFacts, KITCHEN_MESSAGES } from '#contracts';
import { usePageMeta } from '../../../shared/seo/use-page-meta';
import { AddItemDialog } from '../components/AddItemDialog';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { FeedbackBar } from '../components/FeedbackBar';
import { Fridge } from '../components/Fridge';
import { FridgeShelves } from '../components/FridgeShelves';
import { GenerateRecipeModal } from '../components/GenerateRecipeModal';
import { InventoryEmpty, InventoryNoMatch } from '../components/InventoryEmpty';
import { InventorySkeleton } from '../components/InventorySkeleton';
import { InventoryToolbar } from '../components/InventoryToolbar';
import { AppIcon } from '../../../shared/ui/AppIcon';
import { ExitReasonField } from '../components/ExitReasonField';
import { errorText } from '../../../shared/http/error-text';
import { describeExpiry } from '../expiry';
import { filterItems, pluralArticles } from '../inventory-format';
import { useFeedback } from '../hooks/use-feedback';
import { useInventory } from '../hooks/use-inventory';
import { useChangeQuantity, useRemoveInventoryItem } from '../hooks/use-inventory-mutations';
import { LoadError } from '../../../shared/ui/LoadError';
import '../../../shared/kitchen/kitchen.css';
import '../inventory.css';

/** '8 articles · 1 périmé · 2 expirent bientôt': what needs eating first, at a glance. */
function summaryOf(items: readonly InventoryItem[], now: Date): string {
  let expired = 0;
  let soon = 0;
  for (const item of items) {
    const state = describeExpiry(item.expirationDate, now)?.state;
    if (state === 'expired') expired++;
    if (state === 'soon') soon++;
  }
  const parts = [pluralArticles(items.length)];
  if (expired) parts.push(countOf(expired, 'périmé', 'périmés'));
  if (soon) parts.push(`${countOf(soon, 'expire', 'expirent')} bientôt`);
  return joinFacts(parts);
}

/** /dashboard/inventory, 'Mon Frigo': the household's fridge on five shelves. */
export default function InventoryPage() {
  // Same title as the shell's (menu label 'Frigidaire'): both set it, so they must agree.
  usePageMeta({
    title: 'Frigidaire · Mijote',
    description: "Ce qu'il y a dans votre frigo, étagère par étagère, avec les dates d'expiration.",
    path: '/dashboard/inventory',
    noindex: true,
  });
  const inventory = useInventory();
  const changeQuantity = useChangeQuantity();
  const remove = useRemoveInventoryItem();
  const { feedback, showSuccess, showError, clear } = useFeedback();

  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<InventoryCategory | null>(null);
  const [adding, setAdding] = useState(false);
  const [generating, setGenerating] = useState(false);
  const [toDelete, setToDelete] = useState<InventoryItem | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [exitReason, setExitReason] = useState<FridgeExitReason | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const deleted = useRef(false);

  const items = useMemo(() => inventory.data ?? [], [inventory.data]);
  const visible = useMemo(() => filterItems(items, search, category), [items, search, category]);
  const now = new Date();
  const filtering = search.trim() !== '' || category !== null;
  const fridgeEmpty = inventory.data !== undefined && items.length === 0;

  function onChangeQuantity(item: InventoryItem, quantity: number) {
    if (quantity < 1) return;
    changeQuantity.mutate(
      { id: item.id, quantity },
      { onError: (err) => showError(errorText(err, KITCHEN_MESSAGES.itemUpdateFailed)) },
    );
  }

  function askDelete(item: InventoryItem) {
    deleted.current = false;
    setDeleteError(null);
    setExitReason(null);
    setToDelete(item);
  }

  function confirmDelete() {
    if (!toDelete) return;
    const { id, name } = toDelete;
    setDeleteError(null);
    const reason = exitReason;
    remove.mutate({ id, reason }, {
      onSuccess: () => {
        deleted.current = true;
        setToDelete(null);
        showSuccess(reason ? `« ${name} » ${FRIDGE_EXIT_WORDS[reason]}, retiré du frigo` : `« ${name} » a été retiré du frigo`);
      },
      onError: (err) => setDeleteError(errorText(err, KITCHEN_MESSAGES.itemDeleteFailed)),
    });
  }

  let content;
  if (inventory.isPending) {
    content = <InventorySkeleton />;
  } else if (inventory.isError && !inventory.data) {
    content = (
      <LoadError message={KITCHEN_MESSAGES.inventoryLoadFailed} onRetry={() => void inventory.refetch()} retrying={inventory.isFetching} />
    );
  } else if (items.length === 0) {
    content = (
      <Fridge>
        <InventoryEmpty onAdd={() => setAdding(true)} />
      </Fridge>
    );
  } else if (visible.length === 0) {
    content = (
      <Fridge>
        <InventoryNoMatch
          onClear={() => {
            setSearch('');
            setCategory(null);
          }}
        />
      </Fridge>
    );
  } else {
    content = <FridgeShelves items={visible} now={now} onChangeQuantity={onChangeQuantity} onDelete={askDelete} />;
  }

  return (
    <div className="inv k-page">
      <header className="inv-head">
        <div className="inv-head-text">
          <h1 className="page-title" ref={headingRef} tabIndex={-1}>
            Mon Frigo
          </h1>
          {items.length > 0 && <p className="inv-summary">{summaryOf(items, now)}</p>}
        </div>
        <div className="inv-head-actions">
          {/* Nothing to cook from in an empty fridge: the page offers adding food instead. */}
          {!fridgeEmpty && (
            <button type="button" className="btn btn-secondary" onClick={() => setGenerating(true)}>
              <AppIcon name="sparkles" size={18} />
              Générer une recette
            </button>
          )}
          {/* On phones it floats above the tab bar, as on the list and the week (shared/kitchen). */}
          <button type="button" className="btn btn-primary k-fab" onClick={() => setAdding(true)}>
            <AppIcon name="plus" size={18} />
            Ajouter un article
          </button>
        </div>
      </header>

      <InventoryToolbar search={search} onSearchChange={setSearch} category={category} onCategoryChange={setCategory} />
      <FeedbackBar feedback={feedback} onDismiss={clear} />
      {/* Counted for screen readers as the filters change; the fridge shows it to the eye. */}
      <p className="visually-hidden" aria-live="polite">
        {inventory.data && filtering ? countOf(visible.length, 'article affiché', 'articles affichés') : ''}
      </p>

      {content}

      <AddItemDialog
        open={adding}
        onOpenChange={setAdding}
        filterCategory={category}
        onAdded={(item) => showSuccess(`« ${item.name} » a été ajouté au frigo`)}
      />
      <GenerateRecipeModal open={generating} onOpenChange={setGenerating} />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Supprimer cet article ?"
        description={toDelete ? `« ${toDelete.name} » sera retiré du frigo pour tout le foyer.` : ''}
        confirmLabel="Supprimer"
        onConfirm={confirmDelete}
        busy={remove.isPending}
        error={deleteError}
        // The item's card is gone after a deletion: land on the page heading rather than nowhere.
        returnFocusTo={() => (deleted.current ? headingRef.current : null)}
      >
        {/* The figures count what was used or thrown; a typing mistake is only deleted. */}
        <ExitReasonField value={exitReason} onChange={setExitReason} />
      </ConfirmDialog>
    </div>
  );
}
