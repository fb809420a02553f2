// What a family serves with a dish of the collection (« avec quoi je le sers ? »), read from what
// the dish already holds: a dish with its own starch takes a green salad, a dish in sauce takes
// something to soak it up, a soup takes bread. And whether it is made ahead (« je peux le faire la
// veille ? »): a dish that waits in the fridge or keeps in its sauce, or one served at once. And
// what to drink with it (« quel vin avec ça ? »): a wine by the dish's main protein, the families
// of #ingredients (protein-families.ts), always with a drink without alcohol beside it. The
// starches a dish may hold are the bases of #ingredients (base-families.ts), not a list here. To
// extend: add a word to a list, a side to a kind of dish or a wine to a family; the sides and
// wines are said as they follow « avec » in a sentence.

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


/** A wine for a main course or a starter, by its main protein family (PROTEIN_FAMILIES of #ingredients). */
export const WINES: Readonly<Record<string, string>> = {
  poisson: 'un blanc sec et vif, chasselas du Lavaux, muscadet ou sauvignon',
  'fruits de mer': 'un blanc sec et iodé, chasselas, muscadet ou picpoul-de-pinet',
  volaille: 'un blanc rond ou un rouge léger, chardonnay ou pinot noir',
  bœuf: 'un rouge charpenté, syrah du Valais, côtes-du-rhône ou bordeaux',
  veau: 'un blanc rond ou un rouge souple, chardonnay, pinot noir ou gamay',
  agneau: 'un rouge solide, syrah, bordeaux ou côtes-du-rhône',
  porc: 'un rouge léger et fruité, gamay, pinot noir ou beaujolais',
  gibier: 'un rouge puissant, cornalin, syrah ou côtes-du-rhône',
  tofu: 'un rosé ou un rouge léger, gamay ou pinot noir',
  légumineuses: 'un rouge léger et fruité, gamay ou côtes-du-rhône',
  œufs: 'un blanc sec, chasselas ou sauvignon',
  fromage: 'un blanc sec, fendant ou chasselas, comme pour une fondue',
};

/** A wine when the dish has no protein of a family, or is no main course nor starter. */
export const WINES_BY_COURSE = {
  /** Vegetables, a soup, a pasta dish without meat nor cheese. */
  other: 'un blanc sec ou un rouge léger, chasselas ou gamay',
  dessert: 'un vin doux servi frais, un muscat ou un petit verre de liquoreux, ou simplement un café',
  aperitif: 'un blanc sec bien frais ou un crémant',
} as const;

export interface DishWine {
  /** The dish as people name it, each name with the article a sentence gives it after « avec » (« un pot-au-feu »); the longest name found in a question or a title wins. */
  names: readonly string[];
  wine: string;
  /** Its wine goes with it as a dessert too (crêpes and their cider); else a dessert takes the course's. */
  anyCourse?: boolean;
}

const dishWine = (names: readonly string[], wine: string, anyCourse = false): DishWine => ({ names, wine, anyCourse });

/**
 * The wine a classic dish is served with, before its protein's (« quel vin avec un pot-au-feu ? »):
 * a choucroute takes an Alsace white, a bourguignon the red it simmered in, a tartiflette a white of
 * the mountains. To extend: add a dish with the names people give it.
 */
export const DISH_WINES: readonly DishWine[] = [
  dishWine(['un pot-au-feu', 'un pot au feu'], 'un rouge léger et fruité, beaujolais, gamay ou côtes-du-rhône'),
  dishWine(['un bœuf bourguignon', 'un bourguignon', 'un coq au vin'], 'un rouge de Bourgogne, pinot noir, ou le vin qui a servi à la cuisson'),
  dishWine(['une blanquette', 'une blanquette de veau'], 'un blanc rond, bourgogne blanc ou chardonnay'),
  dishWine(['une choucroute'], "un blanc d'Alsace, riesling ou sylvaner, ou une bière"),
  dishWine(['une quiche', 'une quiche lorraine', 'une tarte flambée', 'une flammekueche'], "un blanc d'Alsace, riesling ou pinot blanc"),
  dishWine(['une tartiflette', 'une raclette', 'une fondue', 'une croûte au fromage', 'une reblochonnade'], WINES.fromage),
  dishWine(['un cassoulet', 'un confit de canard'], 'un rouge du Sud-Ouest, cahors, madiran ou fronton'),
  dishWine(['un couscous', 'un tajine', 'un tagine'], 'un rouge souple ou un rosé, côtes-du-rhône, gris de Boulaouane ou rosé de Provence'),
  dishWine(['une paella'], 'un rosé frais ou un blanc sec, rosé de Provence ou rioja blanc'),
  dishWine(['une bouillabaisse', 'une soupe de poisson'], 'un blanc ou un rosé de Provence, cassis ou bandol'),
  dishWine(['des crêpes', 'une crêpe', 'des galettes de sarrasin', 'une galette de sarrasin', 'une galette complète'], 'une bolée de cidre brut', true),
  dishWine(['une ratatouille', 'un tian'], 'un rosé de Provence bien frais'),
  dishWine(['des lasagnes', 'une bolognaise', 'une pizza'], 'un rouge italien léger, chianti ou valpolicella, ou un gamay'),
  dishWine(['un curry'], 'un blanc aromatique, gewurztraminer ou riesling, ou une bière'),
  dishWine(['du foie gras'], 'un liquoreux, sauternes ou jurançon, ou un champagne'),
  // The holidays' table.
  dishWine(['des huîtres', 'un plateau de fruits de mer', 'des fruits de mer'], 'un blanc sec et vif, muscadet, chablis ou picpoul-de-pinet'),
  dishWine(['des escargots'], 'un blanc de Bourgogne, aligoté ou chablis'),
  dishWine(['du saumon fumé'], 'un blanc sec, sancerre ou chablis, ou un champagne brut'),
  dishWine(['des Saint-Jacques', 'des coquilles Saint-Jacques', 'des noix de Saint-Jacques'], 'un blanc rond, bourgogne blanc ou meursault, ou un champagne'),
  dishWine(['un chapon', 'une dinde', 'une dinde aux marrons', 'une pintade', 'une oie'], 'un rouge fin et souple, pinot noir de Bourgogne ou saint-émilion, ou un blanc rond'),
  dishWine(['une bûche', 'une bûche de Noël'], 'un champagne demi-sec ou un crémant', true),
];

/** The usual pairings, for a wine question that names no food the chef knows (« quel vin pour une fondue ? »). */
export const USUAL_WINES: readonly (readonly [dish: string, wine: string])[] = [
  ['Un poisson', WINES.poisson],
  ['Une volaille', WINES.volaille],
  ['Un bœuf', WINES.bœuf],
  ['Un porc', WINES.porc],
  ['Un fromage fondu (raclette, fondue)', WINES.fromage],
  ['Des légumes', WINES_BY_COURSE.other],
  ['Un dessert', WINES_BY_COURSE.dessert],
];

/** Said beside every wine, for the children and whoever drinks none; and alone for a household whose diet excludes alcohol. */
export const WITHOUT_ALCOHOL = "une eau pétillante avec une rondelle de citron, un jus de raisin ou un jus de pomme pétillant";
