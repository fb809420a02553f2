// What a family serves with a dish of the collection (« avec quoi je le sers ? »), read from what
// the dish already holds: a dish with its own starch takes a green salad, a dish in sauce takes
// something to soak it up, a soup takes bread. To extend: add a food to a list, or a side to a kind
// of dish; the sides are said as they follow « avec » in a sentence.

/** The foods that make a main course filling on their own: a dish holding one needs no other. */
export const STARCHES = [
  'riz', 'pâtes', 'spaghetti', 'penne', 'macaronis', 'nouilles', 'gnocchis', 'pommes de terre', 'patate douce', 'polenta',
  'semoule', 'quinoa', 'boulgour', 'lentilles', 'pain', 'pâte brisée', 'pâte feuilletée', 'pâte à pizza', 'tortillas', 'galettes',
];

/** Words of a main course in sauce, whose sauce wants rice, pasta or mash. */
export const SAUCE_WORDS = ['sauce', 'mijotez', 'mijoté', 'mijotée', 'crème', 'curry', 'bouillon'];

export const SIDES = {
  /** A main course that holds its starch: something fresh beside it. */
  complete: 'une salade verte bien assaisonnée ou une salade de saison (mâche, endives, carottes râpées)',
  /** A main course in sauce, without starch. */
  sauce: 'du riz, des pâtes fraîches ou une purée de pommes de terre, pour ne rien perdre de la sauce',
  /** A main course roasted or pan-fried, without starch. */
  plain: 'des pommes de terre vapeur ou sautées, du riz, ou une poêlée de légumes de saison',
  soup: "du pain de campagne grillé, frotté d'ail si vous aimez, et un peu de fromage râpé à ajouter dans l'assiette",
  starter: 'du pain de campagne ou une baguette, et le plat principal ensuite',
  dessert: 'un café ou une infusion pour les grands ; une boule de glace à la vanille ou un peu de crème fouettée pour un dessert tiède',
  aperitif: "un verre de vin blanc sec, une bière ou, pour les enfants et sans alcool, un jus de pomme pétillant",
} as const;
