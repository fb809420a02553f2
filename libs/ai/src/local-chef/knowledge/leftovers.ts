// What a named leftover becomes: « qu'est-ce que je fais avec un reste de poulet ? », « reste de
// riz », « restes de raclette ». One entry per leftover: the names a family gives it, how long it
// keeps, concrete dishes, and for the foods where a leftover can make someone ill (rice, poultry,
// meat, fish) the food-safety line. family-questions.ts turns each entry into its keywords
// (« reste de riz », « riz d'hier »…), so a new leftover is one entry here.

export interface Leftover {
  /** Its id among the family questions. */
  id: string;
  /** How families name the food left over; the first is the main one. */
  names: string[];
  /** Other ways to say it is a leftover (« poulet cuit »). */
  also?: string[];
  /** Its name alone says it is left over (the whites a recipe of yolks leaves): every question naming it is about it. */
  namedAlone?: boolean;
  /** The first line: how long it keeps and what follows. */
  keeps: string;
  ideas: string[];
  /** A last line (the carcass makes a stock…). */
  after?: string;
  /** Cooked rice, poultry, meat and fish: the food-safety line is said. */
  perishable?: boolean;
}

/** Said for every perishable leftover: the 2 hours, the 2 days and reheating until it steams. */
export const LEFTOVER_SAFETY =
  'Sécurité : au frigo dans les 2 heures après la cuisson, à manger dans les 2 jours, et réchauffé une seule fois, jusqu\'à ce que ce soit fumant à cœur.';

export const LEFTOVERS: readonly Leftover[] = [
  {
    id: 'restes-poulet',
    names: ['poulet', 'poulet rôti', 'poulet roti'],
    // « Que faire avec du poulet rôti ? »: a chicken cooked already, whose dishes are a leftover's (never « une recette de poulet rôti »).
    also: ['poulet cuit', 'poulet de la veille', "poulet d'hier", 'poulet rôti de la veille', 'avec du poulet rôti', 'avec le poulet rôti', 'avec un poulet rôti', 'avec un reste de poulet'],
    keeps: 'Un reste de poulet cuit, effiloché, se mange :',
    ideas: [
      'en salade composée, en wrap ou en sandwich avec une mayonnaise au curry',
      'dans un gratin de pâtes, une quiche ou un hachis parmentier de poulet',
      'poêlé avec un riz sauté aux légumes, ou dans une soupe avec des vermicelles',
      'en croquettes, mélangé à une purée et pané',
    ],
    after: 'La carcasse fait un très bon bouillon : 1 heure à frémir avec un oignon, une carotte et du thym.',
    perishable: true,
  },
  {
    // The holidays' birds: more meat than a chicken, and a day or two of it.
    id: 'restes-volaille-fetes',
    names: ['dinde', 'chapon', 'pintade', 'volaille', 'dinde rôtie', 'chapon rôti'],
    also: ['dinde de la veille', "dinde d'hier", 'chapon de la veille', "chapon d'hier", 'restes de noël', 'restes du réveillon', 'reste du réveillon'],
    keeps: 'Un reste de dinde, de chapon ou de pintade, effiloché, se mange :',
    ideas: [
      "en salade de mâche avec des marrons, des noix et quelques dés de pomme, ou en sandwich avec une compotée d'airelles",
      'en parmentier, sous une purée de pommes de terre ou de patates douces, avec la farce émiettée',
      'en feuilletés ou en bouchées à la reine, dans une sauce blanche aux champignons',
      'en curry doux au lait de coco, ou poêlé avec un riz sauté aux légumes',
    ],
    after: 'La carcasse fait un très bon bouillon : 1 heure à frémir avec un oignon, une carotte et du thym, pour une soupe de vermicelles le lendemain.',
    perishable: true,
  },
  {
    id: 'restes-riz',
    names: ['riz'],
    also: ['riz cuit', 'riz en reste', 'riz qui reste'],
    keeps: 'Un reste de riz cuit fait :',
    ideas: [
      'un riz sauté : à la poêle bien chaude avec un œuf, des petits légumes et un trait de sauce soja (le riz de la veille est le meilleur pour ça)',
      'des galettes de riz poêlées, avec un œuf et du fromage râpé',
      'une salade de riz au thon, tomates et maïs',
      'des tomates ou des courgettes farcies, ou un riz au lait en dessert',
    ],
    perishable: true,
  },
  {
    id: 'restes-pates',
    names: ['pâtes', 'pates', 'spaghetti', 'coquillettes'],
    also: ['pâtes cuites', 'pâtes qui restent'],
    keeps: 'Des pâtes cuites se gardent 3 jours au frigo. Elles font :',
    ideas: [
      'un gratin de pâtes : béchamel ou crème, jambon, fromage râpé, 20 minutes au four',
      'une omelette ou une frittata aux pâtes',
      'une salade de pâtes avec tomates, thon ou mozzarella et une vinaigrette',
      'des pâtes sautées à la poêle avec un reste de légumes',
    ],
  },
  {
    id: 'restes-puree',
    names: ['purée'],
    keeps: 'Un reste de purée (3 jours au frigo) fait :',
    ideas: [
      'des croquettes ou des galettes : avec un œuf, un peu de farine et de fromage râpé, dorées à la poêle',
      'un hachis parmentier avec un reste de viande ou de poisson',
      "un gratin, nappée d'un peu de crème et de fromage",
      'une soupe, allongée de bouillon ou de lait',
    ],
  },
  {
    id: 'restes-raclette',
    names: ['raclette', 'fondue'],
    also: ['fromage à raclette qui reste'],
    keeps: 'Les restes de raclette (fromage, pommes de terre, charcuterie) font :',
    ideas: [
      'une tartiflette ou un gratin de pommes de terre au fromage et à la charcuterie',
      'des croque-monsieur ou des tartines gratinées',
      'une quiche ou une omelette au fromage et aux lardons',
      'des pâtes gratinées au four',
    ],
    after: 'Le fromage à raclette entamé se garde une semaine au frigo, bien emballé ; les pommes de terre cuites, 3 jours.',
  },
  {
    id: 'restes-pot-au-feu',
    names: ['pot-au-feu', 'pot au feu', 'bœuf bouilli', 'boeuf bouilli', 'bourguignon', 'bœuf bourguignon', 'blanquette'],
    keeps: 'Un reste de viande mijotée (pot-au-feu, bourguignon, blanquette) fait :',
    ideas: [
      'un hachis parmentier : la viande hachée avec un oignon revenu, sous une purée gratinée',
      'une salade de bœuf tiède : la viande en dés, des pommes de terre, une vinaigrette à l\'échalote et des cornichons',
      'des raviolis, des cannellonis ou des crêpes farcies à la viande effilochée',
      'le bouillon en soupe, avec des vermicelles ou des légumes',
    ],
    perishable: true,
  },
  {
    id: 'restes-poisson',
    names: ['poisson', 'saumon', 'cabillaud', 'colin'],
    also: ['poisson cuit'],
    keeps: 'Un reste de poisson cuit, émietté sans les arêtes, fait :',
    ideas: [
      'des rillettes : avec du fromage frais, du citron et de la ciboulette, sur du pain grillé',
      'un gratin ou un parmentier de poisson, sous une purée',
      'des croquettes ou des accras, avec une purée et un œuf',
      'une salade composée, ou une quiche au poisson et aux poireaux',
    ],
    perishable: true,
  },
  {
    id: 'restes-lentilles',
    names: ['lentilles', 'pois chiches', 'haricots'],
    also: ['lentilles cuites'],
    keeps: 'Des légumineuses cuites se gardent 3 jours au frigo. Elles font :',
    ideas: [
      'une salade tiède à la vinaigrette moutardée, avec une échalote et un œuf dur',
      'une soupe ou un velouté, mixées avec un bouillon et une carotte',
      'un houmous ou une tartinade, mixées avec un filet d\'huile, du citron et de l\'ail',
      'des galettes poêlées, écrasées avec un œuf et un peu de farine',
    ],
  },
  {
    // What a recipe of yolks leaves (a mayonnaise, a crème brûlée): the whites are a leftover by their very name.
    // Their keeping times are those of food-storage.ts (« Les œufs »).
    id: 'restes-blancs-oeufs',
    names: ["blancs d'œufs", "blanc d'œuf", "blancs d'oeufs", "blanc d'oeuf"],
    namedAlone: true,
    keeps: "Des blancs d'œufs se gardent 2 jours au frigo dans une boîte fermée, et jusqu'à 12 mois au congélateur (notez combien sur la boîte). Ils font :",
    ideas: [
      'des meringues : deux fois leur poids de sucre, fouettés bien fermes, puis 1 h 30 au four à 100 °C',
      'des financiers ou des tuiles aux amandes, avec du beurre fondu, de la poudre d\'amande et du sucre glace',
      'une mousse au chocolat plus légère, montés en neige',
      'une omelette ou des œufs brouillés plus légers, avec un œuf entier pour deux blancs',
    ],
  },
  {
    // What a recipe of whites leaves (meringues, financiers): the yolks.
    id: 'restes-jaunes-oeufs',
    names: ["jaunes d'œufs", "jaune d'œuf", "jaunes d'oeufs", "jaune d'oeuf"],
    namedAlone: true,
    keeps: "Des jaunes d'œufs se gardent 2 jours au frigo, couverts d'un peu d'eau froide dans une boîte fermée, et 3 mois au congélateur, battus avec une pincée de sel ou de sucre. Ils font :",
    ideas: [
      'une crème anglaise, une crème brûlée ou une crème pâtissière',
      'une mayonnaise ou une sauce hollandaise',
      'des pâtes à la carbonara, liées aux jaunes et au parmesan',
      "une pâte sablée plus fondante, ou la dorure d'une tarte ou de feuilletés",
    ],
  },
];

/** The phrases that name a leftover of `name`: « reste de riz », « restes du poulet », « riz d'hier »… */
export function leftoverPhrases(name: string): string[] {
  return [
    `reste de ${name}`, `restes de ${name}`, `reste du ${name}`, `restes du ${name}`, `reste d'${name}`, `restes d'${name}`,
    `reste ${name}`, `restes ${name}`, `${name} de la veille`, `${name} d'hier`, `${name} en reste`, `${name} qui reste`, `${name} qui restent`,
  ];
}
