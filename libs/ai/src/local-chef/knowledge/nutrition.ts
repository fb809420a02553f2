// "Combien de calories dans des pâtes ?", "c'est gras, le fromage ?": rough figures per 100 g for
// common foods, rounded from the French food composition tables (Ciqual). Only well-known foods:
// for the others the chef sends to the packaging's nutrition table. Never diet advice.

export interface NutritionRow {
  /** What the 100 g are: "sèches", "cuites"… ('' when the food has one state). */
  state: string;
  kcal: number;
  /** Grams per 100 g. */
  protein: number;
  /** Carbohydrates, of which `sugar`. */
  carbs: number;
  sugar: number;
  fat: number;
  /** Dietary fibre. */
  fibre: number;
}

export interface NutritionFacts {
  id: string;
  names: string[];
  /** How the reply names it. */
  label: string;
  rows: readonly NutritionRow[];
  /** For a liquid: the figures are per 100 ml. */
  per?: '100 ml';
  /** A piece people count in: "un œuf moyen (50 g sans coquille)". */
  piece?: string;
}

const row = (state: string, kcal: number, protein: number, carbs: number, sugar: number, fat: number, fibre: number): NutritionRow => ({ state, kcal, protein, carbs, sugar, fat, fibre });

export const NUTRITION_FACTS: readonly NutritionFacts[] = [
  { id: 'pates', names: ['pâtes', 'spaghetti', 'spaghettis', 'coquillettes', 'tagliatelles', 'penne', 'macaronis'], label: 'Pâtes', rows: [row('sèches, avant cuisson', 350, 12, 70, 3, 1.5, 3), row('cuites', 150, 5, 30, 1, 0.8, 1.8)] },
  { id: 'riz', names: ['riz'], label: 'Riz blanc', rows: [row('cru', 350, 7, 78, 0.3, 0.6, 1.2), row('cuit', 130, 2.7, 28, 0.1, 0.3, 0.4)] },
  { id: 'pommes-de-terre', names: ['pommes de terre', 'pomme de terre', 'patates', 'patate'], label: 'Pommes de terre', rows: [row('cuites à l\'eau', 80, 2, 17, 0.7, 0.1, 1.8)] },
  { id: 'frites', names: ['frites'], label: 'Frites', rows: [row('cuites', 280, 3, 35, 0.5, 14, 3)] },
  { id: 'pain', names: ['pain', 'baguette', 'pain pita', 'pita'], label: 'Pain (baguette)', rows: [row('', 270, 9, 56, 3, 1.5, 2.7)] },
  { id: 'oeuf', names: ['œuf', 'œufs'], label: 'Œuf', rows: [row('', 140, 12.5, 0.5, 0.3, 10, 0)], piece: 'un œuf moyen (50 g sans coquille) : environ 70 kcal et 6 g de protéines' },
  { id: 'banane', names: ['banane', 'bananes'], label: 'Banane', rows: [row('', 90, 1.1, 20, 15, 0.3, 2)], piece: 'une banane moyenne (120 g épluchée) : environ 110 kcal et 18 g de sucres' },
  { id: 'pomme', names: ['pomme', 'pommes'], label: 'Pomme', rows: [row('', 55, 0.3, 12, 11, 0.3, 1.4)], piece: 'une pomme moyenne (150 g) : environ 80 kcal' },
  { id: 'avocat', names: ['avocat', 'avocats'], label: 'Avocat', rows: [row('', 170, 1.8, 1, 0.7, 16, 4)], piece: 'un demi-avocat (80 g) : environ 135 kcal' },
  { id: 'fromage', names: ['fromage', 'fromages', 'emmental', 'comté', 'gruyère'], label: 'Fromage à pâte dure (emmental, comté)', rows: [row('', 400, 28, 0.5, 0.5, 30, 0)] },
  { id: 'camembert', names: ['camembert', 'brie'], label: 'Camembert', rows: [row('', 280, 20, 0.5, 0.5, 22, 0)] },
  { id: 'poulet', names: ['poulet', 'blanc de poulet', 'blancs de poulet', 'escalope de poulet'], label: 'Blanc de poulet', rows: [row('cuit', 150, 30, 0, 0, 3, 0)] },
  { id: 'steak-hache', names: ['steak haché', 'steaks hachés', 'bœuf haché', 'viande hachée'], label: 'Steak haché 5 % de matières grasses', rows: [row('cuit', 170, 27, 0, 0, 6, 0)] },
  { id: 'saumon', names: ['saumon'], label: 'Saumon', rows: [row('cru', 200, 20, 0, 0, 13, 0)] },
  { id: 'lentilles', names: ['lentilles'], label: 'Lentilles', rows: [row('sèches', 330, 24, 48, 1.5, 1.5, 16), row('cuites', 115, 9, 17, 0.5, 0.5, 5)] },
  { id: 'lait', names: ['lait'], label: 'Lait demi-écrémé', rows: [row('', 46, 3.2, 4.8, 4.8, 1.6, 0)], per: '100 ml' },
  { id: 'yaourt', names: ['yaourt', 'yaourts', 'yogourt'], label: 'Yaourt nature', rows: [row('', 55, 4, 5, 4.5, 1.5, 0)], piece: 'un pot (125 g) : environ 70 kcal' },
  { id: 'beurre', names: ['beurre'], label: 'Beurre', rows: [row('', 740, 0.7, 0.6, 0.6, 82, 0)] },
  { id: 'huile', names: ['huile', 'huile d\'olive'], label: 'Huile', rows: [row('', 900, 0, 0, 0, 100, 0)], piece: 'une cuillère à soupe (13 g) : environ 115 kcal' },
  { id: 'sucre', names: ['sucre'], label: 'Sucre', rows: [row('', 400, 0, 100, 100, 0, 0)], piece: 'un morceau (5 g) : 20 kcal' },
  { id: 'chocolat-noir', names: ['chocolat', 'chocolat noir'], label: 'Chocolat noir (70 %)', rows: [row('', 570, 8, 35, 30, 42, 11)] },
  { id: 'pate-a-tartiner', names: ['nutella', 'pâte à tartiner'], label: 'Pâte à tartiner chocolat-noisette', rows: [row('', 540, 6, 58, 57, 31, 3.5)], piece: 'une cuillère à café bombée (15 g) : environ 80 kcal' },
  { id: 'amandes', names: ['amandes', 'amande'], label: 'Amandes', rows: [row('', 600, 21, 8, 4, 50, 12)] },
  { id: 'quinoa', names: ['quinoa'], label: 'Quinoa', rows: [row('cuit', 120, 4.4, 20, 0.9, 1.9, 2.8)] },
  { id: 'avoine', names: ['flocons d\'avoine', 'avoine', 'porridge'], label: 'Flocons d\'avoine', rows: [row('secs', 370, 13, 60, 1, 7, 10)] },
  { id: 'jambon', names: ['jambon', 'jambon blanc'], label: 'Jambon blanc', rows: [row('', 115, 21, 1, 0.5, 3, 0)], piece: 'une tranche (45 g) : environ 50 kcal' },
  { id: 'farine', names: ['farine', 'farine de blé'], label: 'Farine de blé (type 55)', rows: [row('', 345, 10, 72, 1.5, 1.2, 3.5)] },
  { id: 'creme', names: ['crème fraîche', 'crème épaisse', 'crème liquide', 'crème entière'], label: 'Crème fraîche (30 % de matières grasses)', rows: [row('', 290, 2.3, 3, 3, 30, 0)] },
  { id: 'mascarpone', names: ['mascarpone'], label: 'Mascarpone', rows: [row('', 420, 4.5, 3.5, 3.5, 43, 0)] },
  { id: 'boudoirs', names: ['boudoir', 'boudoirs', 'biscuits à la cuillère', 'biscuit à la cuillère'], label: 'Biscuits à la cuillère (boudoirs)', rows: [row('', 390, 8, 80, 45, 4, 1)], piece: 'un boudoir (6 g) : environ 25 kcal' },
  { id: 'cacao', names: ['cacao', 'cacao en poudre'], label: 'Cacao en poudre non sucré', rows: [row('', 370, 20, 12, 1, 21, 32)] },
  { id: 'eau', names: ['eau', 'eau froide', 'eau chaude', 'eau tiède'], label: 'Eau', rows: [row('', 0, 0, 0, 0, 0, 0)], per: '100 ml' },
  { id: 'sel', names: ['sel', 'sel fin', 'gros sel', 'fleur de sel'], label: 'Sel', rows: [row('', 0, 0, 0, 0, 0, 0)] },
  { id: 'cafe', names: ['café', 'café noir', 'expresso', 'espresso'], label: 'Café noir, sans sucre', rows: [row('', 2, 0.1, 0.3, 0, 0, 0)], per: '100 ml' },
];

/**
 * « Combien de calories par part ? » after a recipe the chef has no dish figures for: its own lines,
 * weighed (g, ml as g, spoons, pieces by the food table) and counted with the first row of their
 * food above (the raw or dry state a recipe line weighs), divided by its portions.
 * A pinch, a sprig or a zest weighs too little to count, and is not named as left out.
 */
export const NEGLIGIBLE_UNITS: readonly string[] = ['pincée', 'goutte', 'brin', 'feuille', 'zeste'];
/** Beyond this share of the weight (or of the lines) left uncounted, the estimate would mislead: no figure. */
export const UNCOUNTED_LIMIT = 1 / 3;

/**
 * "Combien de calories dans une part de lasagnes ?": a home-made dish has no packaging, so an order
 * of magnitude for the portion people eat, from the Ciqual figures of the dish per 100 g times the
 * usual portion, kept as a wide range: the recipe changes it more than any decimal would.
 */
export interface DishPortionFacts {
  id: string;
  names: string[];
  /** The portion the figure is for, as the reply says it: "une part de lasagnes (environ 300 g)". */
  portion: string;
  kcal: readonly [number, number];
  /** Grams in the portion, as wide ranges (Ciqual's dish per 100 g times the portion, rounded). */
  protein: readonly [number, number];
  /** Carbohydrates, of which `sugar` (the recipe's sugar, and that of its fruit, milk and vegetables). */
  carbs: readonly [number, number];
  sugar: readonly [number, number];
  fat: readonly [number, number];
  fibre: readonly [number, number];
  /** What makes it vary, in one short sentence. */
  varies: string;
}

export const DISH_PORTION_FACTS: readonly DishPortionFacts[] = [
  { id: 'lasagnes', names: ['lasagnes', 'lasagne'], portion: 'une part de lasagnes à la bolognaise (environ 300 g)', kcal: [400, 500], protein: [20, 30], carbs: [35, 45], sugar: [5, 9], fat: [18, 25], fibre: [3, 4], varies: 'La quantité de béchamel, de fromage et la viande choisie font varier le chiffre.' },
  { id: 'quiche', names: ['quiche', 'quiches', 'quiche lorraine'], portion: 'une part de quiche lorraine (un sixième d\'une quiche de 26 cm, environ 150 g)', kcal: [350, 450], protein: [12, 16], carbs: [20, 28], sugar: [2, 4], fat: [25, 32], fibre: [1, 2], varies: 'La pâte (brisée ou feuilletée), la crème et les lardons en font la plus grande part ; une quiche aux légumes avec du lait en compte moins.' },
  { id: 'crepe', names: ['crêpe', 'crêpes'], portion: 'une crêpe nature (environ 60 g)', kcal: [100, 130], protein: [3, 5], carbs: [14, 18], sugar: [2, 5], fat: [3, 5], fibre: [0.5, 1], varies: 'La garniture compte autant que la crêpe : une cuillère à café de sucre ajoute environ 20 kcal, une cuillère de pâte à tartiner environ 80 kcal.' },
  { id: 'pizza', names: ['pizza', 'pizzas'], portion: 'une part de pizza (un quart d\'une pizza de 30 cm, environ 110 g)', kcal: [250, 300], protein: [10, 14], carbs: [28, 35], sugar: [2, 4], fat: [9, 14], fibre: [2, 3], varies: 'Une pizza entière en compte donc à peu près quatre fois plus ; le fromage et la charcuterie font la différence.' },
  { id: 'hachis-parmentier', names: ['hachis parmentier', 'parmentier'], portion: 'une part de hachis parmentier (environ 300 g)', kcal: [350, 450], protein: [20, 25], carbs: [27, 33], sugar: [3, 6], fat: [18, 24], fibre: [3, 4], varies: 'Le beurre et le lait de la purée et le fromage sur le dessus font varier le chiffre.' },
  { id: 'gratin-dauphinois', names: ['gratin dauphinois', 'gratin de pommes de terre'], portion: 'une part de gratin dauphinois en accompagnement (environ 200 g)', kcal: [250, 350], protein: [6, 8], carbs: [22, 28], sugar: [3, 5], fat: [16, 22], fibre: [2, 3], varies: 'Tout dépend de la part de crème et de lait.' },
  { id: 'tarte-pommes', names: ['tarte aux pommes', 'tarte aux pomme'], portion: 'une part de tarte aux pommes (un huitième d\'une tarte de 26 cm, environ 110 g)', kcal: [250, 300], protein: [3, 4], carbs: [33, 40], sugar: [15, 22], fat: [11, 15], fibre: [2, 3], varies: 'Une pâte feuilletée et une crème pâtissière en ajoutent ; des pommes seules sur une pâte fine, moins.' },
  { id: 'gateau-chocolat', names: ['gâteau au chocolat', 'moelleux au chocolat', 'fondant au chocolat', 'brownie', 'brownies'], portion: 'une part de gâteau au chocolat (environ 80 g)', kcal: [300, 400], protein: [4, 6], carbs: [33, 40], sugar: [25, 32], fat: [18, 24], fibre: [2, 3], varies: 'Le beurre et le sucre de la recette en font l\'essentiel.' },
  { id: 'croque-monsieur', names: ['croque-monsieur', 'croque monsieur', 'croque'], portion: 'un croque-monsieur (environ 150 g)', kcal: [350, 450], protein: [18, 22], carbs: [30, 38], sugar: [3, 5], fat: [18, 24], fibre: [2, 3], varies: 'La béchamel et la quantité de fromage font varier le chiffre.' },
  { id: 'couscous', names: ['couscous'], portion: 'une assiette de couscous avec légumes et viande (environ 450 g)', kcal: [600, 800], protein: [30, 40], carbs: [60, 75], sugar: [6, 11], fat: [25, 35], fibre: [7, 10], varies: 'La merguez et la part de semoule comptent le plus.' },
];

/** What makes a dish's nutrient vary, said after its figure (the calories have the dish's own `varies`). */
export const PORTION_NUTRIENT_VARIES = {
  protein: 'Ce chiffre dépend surtout de ce que la recette met d\'œufs, de fromage, de viande ou de poisson.',
  carbs: 'Ce chiffre dépend surtout de la part de pâte, de pâtes, de pommes de terre, de semoule ou de sucre.',
  sugar: 'Ce chiffre dépend surtout du sucre de la recette, et de ce qu\'elle met de fruits, de lait et de légumes.',
  fat: 'Ce chiffre dépend surtout du beurre, de la crème, du fromage et de l\'huile de la recette.',
  fibre: 'Les légumes de la recette, et une farine ou des pâtes complètes, en ajoutent.',
} as const;

/** Said after a dish's portion: a home-made dish differs from one recipe to the next. */
export const DISH_PORTION_CAUTION =
  'C\'est une estimation : elle dépend beaucoup de la recette et de la taille de la part. Pour un régime ou un besoin de santé, demandez conseil à un médecin ou à un diététicien.';

/** Said after every nutrition answer: the figures are rough, the packaging and a professional know better. */
export const NUTRITION_CAUTION =
  'Ce sont des ordres de grandeur : les valeurs exactes sont dans le tableau nutritionnel de l\'emballage. Pour un régime ou un besoin de santé, demandez conseil à un médecin ou à un diététicien.';

/** "C'est sain ?": no food is good or bad alone. */
export const HEALTHY_SENTENCE =
  'Aucun aliment n\'est sain ou malsain à lui seul : tout dépend de la quantité, de la fréquence et du reste du repas. Une assiette variée, avec des légumes, des féculents et des protéines, compte plus qu\'un aliment.';

/** For a food the table lacks. */
export const UNKNOWN_NUTRITION =
  'Je n\'ai pas de repères fiables pour cet aliment dans mon carnet hors ligne : regardez le tableau nutritionnel de l\'emballage (valeurs pour 100 g). Pour un régime ou un besoin de santé, demandez conseil à un médecin ou à un diététicien.';
