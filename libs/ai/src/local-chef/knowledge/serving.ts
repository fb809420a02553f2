// What a family serves with a dish of the collection (« avec quoi je le sers ? »), read from what
// the dish already holds: a dish with its own starch takes a green salad, a dish in sauce takes
// something to soak it up, a soup takes bread. And whether it is made ahead (« je peux le faire la
// veille ? »): a dish that waits in the fridge or keeps in its sauce, or one served at once. The
// starches a dish may hold are the bases of #ingredients (base-families.ts), not a list here. To
// extend: add a word to a list, or a side to a kind of dish; the sides are said as they follow
// « avec » in a sentence.

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

/** Words of a step or a title for a dish eaten as soon as it is made: crisp, whipped, dressed or fried at the last minute. */
export const LAST_MINUTE_WORDS = ['aussitôt', 'immédiatement', 'tout de suite', 'dernier moment', 'salade', 'omelette', 'röstis', 'rösti', 'frites', 'meunière', 'croustillant', 'croustillants', 'chantilly', 'fondue', 'tartare', 'carpaccio', 'smoothie'];

/** Words of a dish that keeps and is often better the next day: stews, soups, gratins, pies. */
export const KEEPS_WORDS = ['mijoter', 'mijotez', 'mijoté', 'mijotée', 'chili', 'curry', 'dahl', 'bolognaise', 'soupe', 'velouté', 'potage', 'gratin', 'hachis', 'quiche', 'tarte', 'lasagnes', 'ratatouille', 'compote', 'crumble', 'cake', 'gâteau', 'terrine', 'clafoutis', 'riz au lait', 'crème caramel', 'flan'];

