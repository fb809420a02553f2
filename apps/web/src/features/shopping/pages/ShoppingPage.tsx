import { KITCHEN_MESSAGES } from '#contracts';
import { useMemo, useRef, useState } from 'react';
import { usePageMeta } from '../../../shared/seo/use-page-meta';
import { AddItemDialog } from '../components/AddItemDialog';
import { AppIcon } from '../../../shared/ui/AppIcon';
import { MoveToFridgeDialog } from '../components/MoveToFridgeDialog';
import { NoticeBar } from '../../../shared/notice/NoticeBar';
import type { LineHandlers } from '../components/ShoppingLineRow';
import { ShoppingListView } from '../components/ShoppingListView';
import { ShoppingProgress } from '../components/ShoppingProgress';
import { ShoppingEmpty, ShoppingSkeleton } from '../components/ShoppingStates';
import { ShoppingToolbar } from '../components/ShoppingToolbar';
import { QuickAddField } from '../components/QuickAddField';
import { UsualItemChips } from '../components/UsualItemChips';
import { useNotice } from '../../../shared/notice/use-notice';
import { useWakeLock } from '../../../shared/offline/use-wake-lock';
import { useShoppingActions } from '../hooks/use-shopping-actions';
import { useShoppingItems } from '../hooks/use-shopping-items';
import { useShoppingView } from '../hooks/use-shopping-view';
import { useShoppingSuggestions } from '../hooks/use-shopping-suggestions';
import { useUndoableDelete } from '../hooks/use-undoable-delete';
import { filterByName, shoppingProgress, type ShoppingLine } from '../shopping-lines';
import { LoadError } from '../../../shared/ui/LoadError';
import '../../../shared/kitchen/kitchen.css';
import '../shopping.css';

/** /dashboard/shopping: the household's list, shared live between its members. */
export default function ShoppingPage() {
  // Same title as the dashboard shell gives this section, so neither overwrites the other.
  usePageMeta({
    title: 'Liste de courses · Mijote',
    description: 'La liste de courses de votre foyer, partagée en direct avec toute la famille.',
    path: '/dashboard/shopping',
    noindex: true,
  });
  const { notice, show, dismiss } = useNotice();
  // Store mode: the screen stays on while the list is open.
  useWakeLock();
  const query = useShoppingItems();
  const { toggle, add, edit, deleteChecked, moveToFridge } = useShoppingActions(show);
  const { hidden, remove } = useUndoableDelete(show);
  const [view, setView] = useShoppingView();
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  const [fridgeLine, setFridgeLine] = useState<ShoppingLine | null>(null);
  const listRef = useRef<HTMLDivElement>(null);

  const items = useMemo(() => (query.data ?? []).filter((item) => !hidden.has(item.id)), [query.data, hidden]);
  const visible = useMemo(() => filterByName(items, search), [items, search]);
  const progress = shoppingProgress(items);
  const suggestions = useShoppingSuggestions(items);

  const handlers: LineHandlers = {
    onToggle: (line, checked) => toggle(line.items.map((item) => item.id), checked),
    onRemove: (line) => {
      remove(line);
      // The row and its focused button are gone: keep the keyboard in the list.
      listRef.current?.focus({ preventScroll: true });
    },
    onMoveToFridge: setFridgeLine,
    onEdit: (item, changes) => edit.mutate({ item, changes }),
  };

  let content;
  if (query.isPending) {
    content = <ShoppingSkeleton />;
  } else if (query.isError && !query.data) {
    content = <LoadError message={KITCHEN_MESSAGES.shoppingLoadFailed} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  } else if (items.length === 0) {
    content = <ShoppingEmpty onAdd={() => setAdding(true)} />;
  } else {
    content = (
      <>
        {query.isError && <LoadError message={KITCHEN_MESSAGES.shoppingLoadFailed} onRetry={() => void query.refetch()} retrying={query.isFetching} />}
        <div className="sh-summary">
          <ShoppingProgress progress={progress} />
          <button
            type="button"
            className="btn btn-secondary sh-delete-checked"
            // One tap: the notice that follows offers 'Annuler' for 10 s.
            onClick={() => deleteChecked.mutate()}
            disabled={progress.checked === 0 || deleteChecked.isPending}
          >
            <AppIcon name="trash" size={20} />
            Supprimer les articles cochés
          </button>
        </div>
        <ShoppingToolbar search={search} onSearch={setSearch} view={view} onView={setView} />
        <div ref={listRef} tabIndex={-1} className="sh-list" role="group" aria-label="Articles de la liste">
          {visible.length === 0 ? (
            <p className="sh-no-match">Aucun article ne correspond à « {search.trim()} ».</p>
          ) : (
            <ShoppingListView items={visible} view={view} {...handlers} />
          )}
        </div>
      </>
    );
  }

  return (
    <div className="k-page sh-page">
      <header className="k-page-header">
        <h1 className="page-title k-page-title same-as-topbar" tabIndex={-1}>
          Liste de courses
        </h1>
        <button type="button" className="btn btn-primary k-fab" onClick={() => setAdding(true)}>
          <AppIcon name="plus" size={22} />
          <span className="k-fab-text">Ajouter un article</span>
        </button>
      </header>

      {!query.isPending && (
        <>
          <QuickAddField names={suggestions.names} onAdd={(item) => add.mutateAsync(item)} />
          <UsualItemChips names={suggestions.usual} onAdd={(name) =>
              add.mutate({ name, quantity: '1', unit: 'unité' }, { onError: () => show({ tone: 'error', text: KITCHEN_MESSAGES.itemAddFailed }) })
            }
          />
        </>
      )}

      {content}

      <AddItemDialog open={adding} onOpenChange={setAdding} onAdd={(item) => add.mutateAsync(item)} />
      <MoveToFridgeDialog
        line={fridgeLine}
        onClose={() => setFridgeLine(null)}
        onMove={(line, category) =>
          moveToFridge.mutateAsync({ ids: line.items.map((item) => item.id), name: line.name, category })
        }
      />
      <NoticeBar notice={notice} onDismiss={dismiss} />
    </div>
  );
}
