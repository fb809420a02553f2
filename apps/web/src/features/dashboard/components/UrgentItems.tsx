import { Link } from 'react-router';
import { FRIDGE_EXIT_WORDS, expiryPhrase, fridgeSuggestionPath, pastItsDate, type UrgentItem } from '#contracts';
import { useUrgentItems } from '../hooks/use-urgent-items';
import { AppIcon } from '../../../shared/ui/AppIcon';

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * "À consommer en priorité": what expires within 3 days or is past, each with a recipe that uses
 * it (the suggestions page in fridge mode, seeded with the item) unless it is past its date,
 * "Utilisé" and "Jeté" with undo.
 */
export function UrgentItems({ fridgeEmpty = false }: { fridgeEmpty?: boolean }) {
  const { query, last, error, mark, undo } = useUrgentItems();
  const items = query.data;

  return (
    <section className="urgent card" aria-labelledby="urgent-title" aria-busy={query.isPending}>
      <div className="urgent-head">
        <h2 id="urgent-title" className="urgent-title">
          À consommer en priorité
        </h2>
        <Link to="/dashboard/inventory" className="urgent-all">
          Mon frigo
          <AppIcon name="chevronRight" size={16} />
        </Link>
      </div>
      <div role="status" className="urgent-live">
        {last && (
          <p className="urgent-undo">
            <span>
              « {last.item.name} » {FRIDGE_EXIT_WORDS[last.exit.reason]}.
            </span>
            <button type="button" className="btn btn-secondary urgent-undo-btn" onClick={undo}>
              Annuler
            </button>
          </p>
        )}
      </div>
      {error && (
        <p role="alert" className="alert alert-error">
          {error}
        </p>
      )}
      {query.isPending ? (
        <ul className="urgent-list" aria-hidden="true">
          {[0, 1].map((i) => (
            <li key={i} className="urgent-item">
              <span className="skeleton urgent-skeleton" />
            </li>
          ))}
        </ul>
      ) : query.isError && !items ? (
        <div className="alert alert-error urgent-error">
          <span>Impossible de charger les articles à consommer</span>
          <button type="button" className="btn btn-secondary" onClick={() => void query.refetch()}>
            Réessayer
          </button>
        </div>
      ) : (!items || items.length === 0) && fridgeEmpty ? (
        // An empty fridge is not a fridge where nothing is urgent: say how to fill it.
        <div className="urgent-empty">
          <p className="urgent-empty-title">Votre frigo est vide</p>
          <p className="urgent-empty-text">Ajoutez ce que vous avez sous la main : Mijote vous dira quoi consommer en premier et vous proposera des recettes avec.</p>
          <Link to="/dashboard/inventory" className="btn btn-secondary">
            Remplir mon frigo
          </Link>
        </div>
      ) : !items || items.length === 0 ? (
        <div className="urgent-empty">
          <AppIcon name="check" size={28} />
          <p className="urgent-empty-title">Rien ne presse dans votre frigo</p>
          <p className="urgent-empty-text">Les articles qui expirent dans les 3 prochains jours apparaîtront ici.</p>
        </div>
      ) : (
        <ul className="urgent-list">
          {items.map((item) => (
            <UrgentRow key={item.id} item={item} onMark={mark} />
          ))}
        </ul>
      )}
    </section>
  );
}

function UrgentRow({ item, onMark }: { item: UrgentItem; onMark: (item: UrgentItem, reason: 'used' | 'thrown') => void }) {
  return (
    <li className={`urgent-item${item.daysLeft <= 0 ? ' is-expired' : ''}`}>
      <div className="urgent-text">
        <span className="urgent-name">{item.name}</span>
        <span className="urgent-when">{capitalized(expiryPhrase(item.daysLeft))}</span>
      </div>
      <div className="urgent-actions">
        {/* The chef never cooks what is past its date: no recipe to promise for it. */}
        {!pastItsDate(item.daysLeft) && (
          <Link to={fridgeSuggestionPath(item.name)} className="btn btn-primary urgent-recipe">
            <AppIcon name="sparkles" size={18} />
            Une recette<span className="visually-hidden"> avec {item.name}</span>
          </Link>
        )}
        <button type="button" className="btn btn-secondary" onClick={() => onMark(item, 'used')}>
          Utilisé<span className="visually-hidden"> : {item.name}</span>
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => onMark(item, 'thrown')}>
          Jeté<span className="visually-hidden"> : {item.name}</span>
        </button>
      </div>
    </li>
  );
}
