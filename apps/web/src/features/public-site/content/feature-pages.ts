import type { IconName } from '../../../shared/ui/icon-paths';
import type { FeatureSlug } from './feature-summaries';

export interface FeatureBenefit {
  icon: IconName;
  title: string;
  text: string;
}

export interface FeaturePageContent {
  /** Short name: eyebrow, meta title, "Découvrir aussi" links. */
  name: string;
  title: string;
  intro: string;
  description: string;
  illustration: string;
  illustrationAlt: string;
  benefits: FeatureBenefit[];
}

// Loaded only with the feature pages (a lazy chunk), never with the landing page.
export const FEATURE_PAGES: Record<FeatureSlug, FeaturePageContent> = {
  'meal-planning': {
    name: 'Planning des repas',
    title: 'Votre semaine de repas, organisée en quelques minutes',
    intro:
      "Fini la question « qu'est-ce qu'on mange ce soir ? ». Mijote range vos repas jour après jour, à l'heure qui vous convient, en tenant compte du nombre de personnes à table et des goûts de chacun.",
    description:
      'Planifiez les repas de la semaine avec Mijote : dates, heures, portions adaptées à la famille et liste de courses en un geste.',
    illustration: '/illustrations/meal-planning.svg',
    illustrationAlt: 'Un calendrier de la semaine avec un repas prévu chaque soir.',
    benefits: [
      {
        icon: 'calendar',
        title: "La semaine d'un coup d'œil",
        text: 'Apéro, entrée, plat ou dessert : chaque repas trouve sa place, avec sa date, son heure et ses portions.',
      },
      {
        icon: 'users',
        title: 'Des portions pour toute la famille',
        text: 'Indiquez combien vous êtes à table : les quantités suivent, et les préférences de chacun sont respectées.',
      },
      {
        icon: 'basket',
        title: 'Les courses suivent le menu',
        text: "Les ingrédients d'un repas prévu rejoignent votre liste de courses sans rien recopier.",
      },
      {
        icon: 'share',
        title: 'Partagé avec votre foyer',
        text: 'Invitez les membres de la famille : chacun voit le planning à jour, en direct, sur son téléphone.',
      },
    ],
  },
  'shopping-list': {
    name: 'Liste de courses',
    title: 'Une liste de courses qui se remplit toute seule',
    intro:
      "Choisissez une recette, Mijote ajoute ses ingrédients à votre liste avec les quantités. Cochez au fil des rayons : toute la famille voit la liste se mettre à jour.",
    description:
      'La liste de courses automatique de Mijote : ingrédients ajoutés depuis vos recettes, quantités comprises, partagée avec toute la famille.',
    illustration: '/illustrations/shopping-list.svg',
    illustrationAlt: 'Une liste de courses sur téléphone, avec des articles cochés et un panier de légumes.',
    benefits: [
      {
        icon: 'sparkles',
        title: 'Générée depuis vos recettes',
        text: "Un geste suffit : quantités et unités sont reprises de la recette, plus besoin de tout recopier.",
      },
      {
        icon: 'check',
        title: 'Cochez en magasin',
        text: "Une barre de progression vous dit où vous en êtes. Quand une recette est complète, ses articles s'effacent.",
      },
      {
        icon: 'users',
        title: 'Partagée en temps réel',
        text: "Votre conjoint passe au marché ? Il voit ce qui manque encore, et ce que vous venez d'acheter.",
      },
      {
        icon: 'shield',
        title: 'Rien en double',
        text: 'Mijote vous prévient quand des articles sont déjà sur votre liste.',
      },
    ],
  },
  'recipe-suggestions': {
    name: 'Suggestions de recettes',
    title: 'Des idées de recettes faites pour vos goûts',
    intro:
      "Apéro, entrée, plat, dessert ou boisson : choisissez, et l'IA de Mijote vous propose une recette complète en quelques secondes, qui respecte vos restrictions et évite ce que vous n'aimez pas.",
    description:
      "Des suggestions de recettes personnalisées par l'IA de Mijote, selon vos goûts, vos restrictions alimentaires et le type de plat.",
    illustration: '/illustrations/recipe-suggestions.svg',
    illustrationAlt: 'Une carte de recette proposée par Mijote, avec un plat fumant et des étoiles.',
    benefits: [
      {
        icon: 'sparkles',
        title: 'Une IA qui apprend vos goûts',
        text: 'Vos aliments préférés, ceux que vous évitez, la taille du foyer : chaque suggestion en tient compte.',
      },
      {
        icon: 'leaf',
        title: 'Restrictions respectées',
        text: 'Végétarien, végétalien, sans gluten, sans lactose, sans fruits à coque, halal, casher.',
      },
      {
        icon: 'clock',
        title: 'Une recette complète',
        text: 'Ingrédients, étapes numérotées, temps de préparation et difficulté : tout pour passer à table.',
      },
      {
        icon: 'heart',
        title: 'Vos favoris à portée de main',
        text: "Une recette vous plaît ? Gardez-la en favori, ou envoyez ses ingrédients sur la liste de courses.",
      },
    ],
  },
  'virtual-assistant': {
    name: 'Assistant',
    title: 'Un chef virtuel à vos côtés, à toute heure',
    intro:
      'Par quoi remplacer la crème ? Combien de temps pour un rôti de 1 kg ? Comment rattraper une mayonnaise ? Posez la question, le chef de Mijote vous répond en français.',
    description:
      'Le chef virtuel de Mijote répond à vos questions de cuisine en français : substitutions, cuissons, astuces, idées de menus.',
    illustration: '/illustrations/virtual-assistant.svg',
    illustrationAlt: "Une conversation avec le chef virtuel de Mijote à propos d'une sauce.",
    benefits: [
      {
        icon: 'chat',
        title: 'Des réponses immédiates',
        text: 'Les mains dans la farine ? Une question, une réponse claire, sans chercher sur dix sites.',
      },
      {
        icon: 'sparkles',
        title: 'Il suit la conversation',
        text: 'Le chef se souvient de vos derniers messages : précisez, rebondissez, il garde le fil.',
      },
      {
        icon: 'chefHat',
        title: 'Des conseils de cuisinier',
        text: 'Substitutions, cuissons, conservation, accords : des astuces concrètes, pas du jargon.',
      },
      {
        icon: 'shield',
        title: 'Vos échanges restent privés',
        text: "Votre historique n'est visible que par vous, et vous l'effacez quand vous voulez.",
      },
    ],
  },
  frigidaire: {
    name: 'Frigidaire',
    title: 'Cuisinez ce que vous avez déjà',
    intro:
      "Notez ce qu'il y a dans votre frigo, avec les dates de péremption. Mijote vous propose des recettes faites uniquement avec ces ingrédients : moins de gaspillage, moins de courses inutiles.",
    description:
      'Le frigo virtuel de Mijote : notez vos ingrédients et leurs dates, recevez des recettes faites avec ce que vous avez, gaspillez moins.',
    illustration: '/illustrations/frigidaire.svg',
    illustrationAlt: 'Un frigo ouvert rangé sur plusieurs étagères, avec légumes, fromage et bocaux.',
    benefits: [
      {
        icon: 'fridge',
        title: 'Votre frigo, dans la poche',
        text: 'Ajoutez un article en deux secondes : nom, quantité et date de péremption si vous la connaissez.',
      },
      {
        icon: 'sparkles',
        title: 'Des recettes avec ce que vous avez',
        text: "Le mode frigo ne propose que des recettes faites avec vos ingrédients. Pas d'aller-retour au magasin.",
      },
      {
        icon: 'clock',
        title: "Les dates à l'œil",
        text: 'Les produits périmés ressortent en rouge : vous savez quoi cuisiner en premier.',
      },
      {
        icon: 'leaf',
        title: 'Moins de gaspillage',
        text: "Bon pour le porte-monnaie comme pour la planète : ce qui est acheté finit dans l'assiette.",
      },
    ],
  },
};

export function isFeatureSlug(slug: string | undefined): slug is FeatureSlug {
  return slug !== undefined && Object.hasOwn(FEATURE_PAGES, slug);
}
