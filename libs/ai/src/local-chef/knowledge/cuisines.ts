// « Un plat italien », « une recette indienne »: the cuisines a family asks for by name, with the
// book's recipes of each. A recipe belongs to a cuisine when a cook of that country would call it
// theirs (a carbonara), not when it borrows one of its foods (a salad with mozzarella). The Swiss
// and Valais dishes are the book's own tags (recipe-constraints.ts). Right after a food, the word is
// the food's (« yaourt grec », « pain libanais »: chat/recipe-constraints.ts). To extend: add the
// recipe's id to its cuisine, or a cuisine; cuisines.spec.ts checks every id is a recipe of the book.

export interface Cuisine {
  /** As the reply says it after a masculine course (« un plat italien »). */
  label: string;
  /** After a feminine one (« une entrée italienne »). */
  feminine: string;
  /** How a question names it. */
  words: string[];
  /** The book's recipes of that cuisine, by id. */
  recipes: string[];
}

export const CUISINES: readonly Cuisine[] = [
  {
    label: 'italien',
    feminine: 'italienne',
    words: ['italien', 'italienne', 'italiens', 'italiennes', "d'italie"],
    recipes: [
      'spaghetti-bolognaise', 'penne-arrabbiata', 'pates-carbonara', 'pates-tomate-basilic', 'pates-citron-parmesan', 'risotto-courgettes-parmesan', 'gnocchis-poeles-courgettes-tomates',
      'omelette-courgettes-parmesan', 'tiramisu', 'panna-cotta-vanille-fruits-rouges', 'carpaccio-boeuf-parmesan', 'bruschettas-tomate-basilic', 'brochettes-tomates-mozzarella-basilic', 'gressins-jambon-cru',
    ],
  },
  {
    label: 'asiatique',
    feminine: 'asiatique',
    words: ['asiatique', 'asiatiques', 'thaï', 'thaïe', 'thaïlandais', 'thaïlandaise', 'vietnamien', 'vietnamienne', 'japonais', 'japonaise'],
    recipes: ['nouilles-riz-sautees-crevettes', 'tofu-saute-brocoli-tamari', 'riz-saute-oeufs-courgettes', 'mini-rouleaux-printemps-cacahuete', 'veloute-courge-coco-gingembre', 'panna-cotta-coco-mangue'],
  },
  {
    label: 'indien',
    feminine: 'indienne',
    words: ['indien', 'indienne', 'indiens', 'indiennes', "d'inde"],
    recipes: ['dahl-lentilles-corail-coco', 'curry-pois-chiches-epinards', 'lassi-abricots-valais', 'chai-latte', 'lait-d-or-curcuma'],
  },
  {
    label: 'mexicain',
    feminine: 'mexicaine',
    words: ['mexicain', 'mexicaine', 'mexicains', 'mexicaines', 'tex-mex'],
    recipes: ['chili-sin-carne', 'guacamole-chips-mais'],
  },
  {
    label: 'espagnol',
    feminine: 'espagnole',
    words: ['espagnol', 'espagnole', 'espagnols', 'espagnoles', "d'espagne", 'tapas'],
    recipes: ['tortilla-espagnole', 'gaspacho-andalou', 'shots-gaspacho-pasteque', 'pois-chiches-grilles-paprika'],
  },
  {
    label: 'oriental',
    feminine: 'orientale',
    words: ['oriental', 'orientale', 'orientaux', 'orientales', 'libanais', 'libanaise', 'marocain', 'marocaine', 'maghrébin', 'maghrébine', 'grec', 'grecque'],
    recipes: [
      'taboule-libanais', 'houmous-maison-crudites', 'tomates-cerises-houmous', 'salade-pois-chiches-marocaine', 'keftas-agneau-tomate-semoule', 'muhammara-poivrons-noix', 'chips-pita-zaatar',
      'tzatziki-legumes-croquants', 'carottes-rapees-orange-cumin',
    ],
  },
  {
    label: 'français',
    feminine: 'française',
    words: ['français', 'française', 'françaises', 'de bistrot', 'bistrot'],
    recipes: [
      'salade-lyonnaise', 'quiche-lorraine', 'tartiflette', 'gratin-dauphinois-salade', 'hachis-parmentier', 'croque-monsieur', 'creme-caramel', 'oeufs-mimosa', 'salade-nicoise', 'poireaux-vinaigrette',
      'crepes-sucre-citron', 'tarte-aux-pommes', 'mousse-au-chocolat', 'clafoutis-cerises', 'galettes-sarrasin-completes', 'ratatouille-polenta', 'oeufs-cocotte-epinards', 'salade-chevre-chaud-miel',
    ],
  },
];
