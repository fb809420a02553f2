// "Mon fils ne mange pas de légumes": tips that work at the family table, and the dishes of the
// collection that carry the refused food well. `forms` are words of a title where the food melts
// into the dish (velouté, gratin…), `foods` the foods of the family refused.

export interface PickyEater {
  id: string;
  /** The refused family, as the question names it. */
  names: string[];
  /** As the reply says it: "les légumes". */
  label: string;
  tips: string[];
  /** Title words of dishes that hide it well. */
  forms: string[];
  /** Foods of the family, to find it among a recipe's ingredients. */
  foods: string[];
  /** The refused family is left out of the dishes proposed (a child who eats no meat gets no meat). */
  leaveOut?: boolean;
}

export const PICKY_EATERS: readonly PickyEater[] = [
  {
    id: 'legumes', names: ['légumes', 'légume', 'légumes verts', 'épinards', 'brocolis', 'brocoli', 'courgettes', 'haricots verts', 'carottes', 'chou-fleur', 'petits pois', 'poireaux', 'endives', 'chou', 'choux de Bruxelles'], label: 'les légumes',
    tips: [
      'mixez-les : velouté bien lisse, sauce tomate aux légumes cachés, purée colorée (carotte, potiron, patate douce) ;',
      'fondez-les dans ce qu\'il aime : gratin, lasagnes, quiche, hachis parmentier, galettes ou boulettes râpées ;',
      'des légumes doux et crus à croquer avec une sauce (carotte, concombre, tomates cerises) ;',
      'faites-le participer : laver, éplucher, choisir au marché ; et proposez sans forcer, une petite portion, plusieurs fois : il faut souvent 10 essais.',
    ],
    forms: ['velouté', 'soupe', 'gratin', 'galette', 'galettes', 'purée', 'quiche', 'hachis', 'lasagnes', 'cake', 'tarte', 'crème', 'boulettes', 'frittata', 'tortilla'],
    foods: ['courgette', 'carotte', 'potiron', 'courge', 'épinard', 'brocoli', 'poireau', 'petits pois', 'chou-fleur', 'butternut', 'patate douce', 'tomate', 'poivron', 'aubergine', 'céleri'],
  },
  {
    id: 'poisson', names: ['poisson', 'poissons'], label: 'le poisson',
    tips: [
      'choisissez un poisson blanc sans arêtes et doux (cabillaud, colin, lieu), jamais trop cuit ;',
      'panez-le maison en bâtonnets, ou mettez-le en croquettes, en brandade, en hachis parmentier de poisson ou en gratin ;',
      'une sauce qu\'il aime (tomate, crème au citron) ou des rillettes de thon ou de sardine à tartiner ;',
      'et proposez-le souvent, en petite quantité, à côté d\'un accompagnement qu\'il aime.',
    ],
    forms: ['pané', 'panés', 'croquettes', 'brandade', 'gratin', 'hachis', 'rillettes', 'quiche', 'cake', 'parmentier', 'boulettes', 'fish', 'pavé'],
    foods: ['poisson', 'cabillaud', 'colin', 'lieu', 'merlu', 'saumon', 'thon', 'sardine', 'truite', 'perche', 'églefin'],
  },
  {
    id: 'viande', names: ['viande', 'viandes'], label: 'la viande', leaveOut: true,
    tips: [
      'ce n\'est pas grave tant qu\'il a d\'autres protéines : œufs, poisson, produits laitiers, légumineuses (lentilles, pois chiches) ;',
      'la viande hachée passe souvent mieux : boulettes, bolognaise, hachis parmentier, petits farcis ;',
      'ou effilochée et fondante, dans une sauce, plutôt qu\'en morceaux à mâcher longtemps ;',
      's\'il refuse aussi le poisson et les œufs, parlez-en à votre médecin pour que ses repas restent complets.',
    ],
    forms: ['omelette', 'quiche', 'dahl', 'curry', 'gratin', 'galettes', 'falafels', 'croquettes', 'frittata', 'tortilla', 'chili', 'lasagnes', 'œufs'],
    foods: ['lentilles', 'pois chiches', 'œufs', 'œuf', 'haricots rouges', 'tofu', 'fromage'],
  },
];

/** Who refuses: the child words that make "ne mange pas de légumes" a picky-eater question. */
export const CHILD_WORDS = ['mon fils', 'ma fille', 'mon enfant', 'mes enfants', 'les enfants', 'mon petit', 'ma petite', 'mon bébé', 'mon garçon', 'mes fils', 'mes filles', 'mes gamins', 'mon gamin', 'ma gamine', 'mon ado', 'les petits', 'enfant', 'enfants', 'bébé', 'mon loulou', 'mes loulous'];
/** How families say the refusal. */
export const REFUSAL_WORDS = ['ne mange pas', 'mange pas', 'mangent pas', 'ne mangent pas', 'ne mange jamais', 'refuse', 'refusent', "n'aime pas", 'aime pas', "n'aiment pas", 'aiment pas', 'déteste', 'détestent', 'veut pas', 'veulent pas', 'boude', 'difficile', 'difficiles', 'faire manger', 'lui faire manger', 'leur faire manger', 'faire aimer'];
