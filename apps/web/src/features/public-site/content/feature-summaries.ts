// The slugs live with the public paths the API's sitemap lists.
import type { FeatureSlug } from '#contracts';
import type { IconName } from '../../../shared/ui/icon-paths';

export type { FeatureSlug };

export interface FeatureSummary {
  title: string;
  text: string;
  icon: IconName;
  slug: FeatureSlug;
}

// The advertised features (spec section 1), shown on the landing page. Family and waste have no
// page of their own; they link to the page that explains them (planning, frigo).
export const FEATURE_SUMMARIES: FeatureSummary[] = [
  {
    title: 'Frigo virtuel',
    text: "Notez ce que vous avez sous la main : Mijote vous propose des recettes faites avec ces ingrédients, et rien d'autre.",
    icon: 'fridge',
    slug: 'frigidaire',
  },
  {
    title: 'Suggestions personnalisées',
    text: "Des idées selon vos goûts et vos restrictions alimentaires, en quelques secondes.",
    icon: 'sparkles',
    slug: 'recipe-suggestions',
  },
  {
    title: 'Liste de courses automatique',
    text: "Les ingrédients de vos menus rejoignent la liste, avec leurs quantités.",
    icon: 'basket',
    slug: 'shopping-list',
  },
  {
    title: 'Planning des repas',
    text: "Votre semaine de repas organisée d'un coup d'œil, jour après jour.",
    icon: 'calendar',
    slug: 'meal-planning',
  },
  {
    title: 'Famille et partage',
    text: "Portions ajustées, préférences de chacun, et un foyer qui partage listes et planning.",
    icon: 'users',
    slug: 'meal-planning',
  },
  {
    title: 'Moins de gaspillage',
    text: "Les dates de péremption à l'œil et des recettes pour cuisiner ce qui reste.",
    icon: 'leaf',
    slug: 'frigidaire',
  },
  {
    title: 'Chef virtuel',
    text: "Une question en pleine recette ? Le chef vous répond, à toute heure.",
    icon: 'chat',
    slug: 'virtual-assistant',
  },
];
