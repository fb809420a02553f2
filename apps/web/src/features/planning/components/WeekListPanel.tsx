import { MEAL_PLAN_MESSAGES, countOf } from '#contracts';
import { AppIcon } from '../../../shared/ui/AppIcon';

interface WeekListPanelProps {
  /** False when no meal of the week carries ingredients (all typed by hand). */
  hasIngredients: boolean;
  /** Opens the week's groceries, by aisle, before adding them. */
  onOpen: () => void;
}

export function addedSummary(count: number): string {
  if (count === 0) return 'Aucun nouvel article ajouté à la liste de courses';
  return `${countOf(count, 'article ajouté', 'articles ajoutés')} à la liste de courses`;
}

/** 'Ajouter les courses de la semaine': the week's groceries by aisle, less the fridge, then added. */
export function WeekListPanel({ hasIngredients, onOpen }: WeekListPanelProps) {
  return (
    <section className="pl-weeklist card" aria-labelledby="pl-weeklist-title">
      <div className="pl-weeklist-head">
        <span className="pl-weeklist-icon" aria-hidden="true">
          <AppIcon name="basket" size={24} />
        </span>
        <div>
          <h2 id="pl-weeklist-title" className="pl-weeklist-title">
            Courses de la semaine
          </h2>
          <p className="pl-weeklist-text">
            {hasIngredients
              ? 'Les ingrédients des repas, adaptés aux portions, moins ce que contient déjà le frigo.'
              : "Les repas de cette semaine n'ont pas d'ingrédients enregistrés : planifiez une recette depuis les Suggestions ou vos Favoris."}
          </p>
        </div>
      </div>
      <button type="button" className="btn btn-primary pl-weeklist-btn" onClick={onOpen} disabled={!hasIngredients}>
        {MEAL_PLAN_MESSAGES.addWeekGroceries}
      </button>
    </section>
  );
}
