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
  { id: 'pain', names: ['pain', 'baguette', 'pain pita', 'pita', 'pain de campagne', 'pain de mie', 'pain de seigle', 'pain complet'], label: 'Pain (baguette)', rows: [row('', 270, 9, 56, 3, 1.5, 2.7)] },
  // A white alone is mostly water and protein (Ciqual, blanc d'œuf cru): never the whole egg's figures.
  { id: 'blanc-oeuf', names: ["blanc d'œuf", "blancs d'œufs", "blanc d'oeuf", "blancs d'oeufs"], label: "Blanc d'œuf", rows: [row('', 45, 10.5, 0.7, 0.7, 0.2, 0)], piece: "un blanc d'œuf moyen (30 g) : environ 15 kcal et 3 g de protéines" },
  { id: 'oeuf', names: ['œuf', 'œufs', 'œufs de caille', 'jaune d\'œuf', 'jaunes d\'œufs'], label: 'Œuf', rows: [row('', 140, 12.5, 0.5, 0.3, 10, 0)], piece: 'un œuf moyen (50 g sans coquille) : environ 70 kcal et 6 g de protéines' },
  { id: 'banane', names: ['banane', 'bananes'], label: 'Banane', rows: [row('', 90, 1.1, 20, 15, 0.3, 2)], piece: 'une banane moyenne (120 g épluchée) : environ 110 kcal et 18 g de sucres' },
  { id: 'pomme', names: ['pomme', 'pommes'], label: 'Pomme', rows: [row('', 55, 0.3, 12, 11, 0.3, 1.4)], piece: 'une pomme moyenne (150 g) : environ 80 kcal' },
  { id: 'avocat', names: ['avocat', 'avocats'], label: 'Avocat', rows: [row('', 170, 1.8, 1, 0.7, 16, 4)], piece: 'un demi-avocat (80 g) : environ 135 kcal' },
  { id: 'fromage', names: ['fromage', 'fromages', 'emmental', 'comté', 'gruyère', 'gruyère râpé', 'appenzeller'], label: 'Fromage à pâte dure (emmental, comté)', rows: [row('', 400, 28, 0.5, 0.5, 30, 0)] },
  { id: 'camembert', names: ['camembert', 'brie'], label: 'Camembert', rows: [row('', 280, 20, 0.5, 0.5, 22, 0)] },
  { id: 'poulet', names: ['poulet', 'blanc de poulet', 'blancs de poulet', 'escalope de poulet'], label: 'Blanc de poulet', rows: [row('cuit', 150, 30, 0, 0, 3, 0)] },
  { id: 'steak-hache', names: ['steak haché', 'steaks hachés', 'bœuf haché', 'viande hachée'], label: 'Steak haché 5 % de matières grasses', rows: [row('cuit', 170, 27, 0, 0, 6, 0)] },
  { id: 'saumon', names: ['saumon'], label: 'Saumon', rows: [row('cru', 200, 20, 0, 0, 13, 0)] },
  { id: 'lentilles', names: ['lentilles', 'lentilles vertes'], label: 'Lentilles', rows: [row('sèches', 330, 24, 48, 1.5, 1.5, 16), row('cuites', 115, 9, 17, 0.5, 0.5, 5)] },
  { id: 'lait', names: ['lait'], label: 'Lait demi-écrémé', rows: [row('', 46, 3.2, 4.8, 4.8, 1.6, 0)], per: '100 ml' },
  { id: 'yaourt', names: ['yaourt', 'yaourts', 'yogourt'], label: 'Yaourt nature', rows: [row('', 55, 4, 5, 4.5, 1.5, 0)], piece: 'un pot (125 g) : environ 70 kcal' },
  { id: 'beurre', names: ['beurre'], label: 'Beurre', rows: [row('', 740, 0.7, 0.6, 0.6, 82, 0)] },
  { id: 'huile', names: ['huile', 'huile d\'olive'], label: 'Huile', rows: [row('', 900, 0, 0, 0, 100, 0)], piece: 'une cuillère à soupe (13 g) : environ 115 kcal' },
  { id: 'sucre', names: ['sucre', 'sucre vanillé', 'sucre de canne', 'sucre roux', 'sucre glace', 'cassonade'], label: 'Sucre', rows: [row('', 400, 0, 100, 100, 0, 0)], piece: 'un morceau (5 g) : 20 kcal' },
  { id: 'chocolat-noir', names: ['chocolat', 'chocolat noir'], label: 'Chocolat noir (70 %)', rows: [row('', 570, 8, 35, 30, 42, 11)] },
  { id: 'pate-a-tartiner', names: ['nutella', 'pâte à tartiner'], label: 'Pâte à tartiner chocolat-noisette', rows: [row('', 540, 6, 58, 57, 31, 3.5)], piece: 'une cuillère à café bombée (15 g) : environ 80 kcal' },
  { id: 'amandes', names: ['amandes', 'amande'], label: 'Amandes', rows: [row('', 600, 21, 8, 4, 50, 12)] },
  { id: 'quinoa', names: ['quinoa'], label: 'Quinoa', rows: [row('cuit', 120, 4.4, 20, 0.9, 1.9, 2.8)] },
  { id: 'avoine', names: ['flocons d\'avoine', 'avoine', 'porridge'], label: 'Flocons d\'avoine', rows: [row('secs', 370, 13, 60, 1, 7, 10)] },
  { id: 'jambon', names: ['jambon', 'jambon blanc'], label: 'Jambon blanc', rows: [row('', 115, 21, 1, 0.5, 3, 0)], piece: 'une tranche (45 g) : environ 50 kcal' },
  { id: 'farine', names: ['farine', 'farine de blé'], label: 'Farine de blé (type 55)', rows: [row('', 345, 10, 72, 1.5, 1.2, 3.5)] },
  { id: 'creme', names: ['crème', 'crème fraîche', 'crème épaisse', 'crème liquide', 'crème entière', 'crème fraîche épaisse', 'double crème'], label: 'Crème fraîche (30 % de matières grasses)', rows: [row('', 290, 2.3, 3, 3, 30, 0)] },
  { id: 'mascarpone', names: ['mascarpone'], label: 'Mascarpone', rows: [row('', 420, 4.5, 3.5, 3.5, 43, 0)] },
  { id: 'boudoirs', names: ['boudoir', 'boudoirs', 'biscuits à la cuillère', 'biscuit à la cuillère'], label: 'Biscuits à la cuillère (boudoirs)', rows: [row('', 390, 8, 80, 45, 4, 1)], piece: 'un boudoir (6 g) : environ 25 kcal' },
  { id: 'cacao', names: ['cacao', 'cacao en poudre'], label: 'Cacao en poudre non sucré', rows: [row('', 370, 20, 12, 1, 21, 32)] },
  { id: 'eau', names: ['eau', 'eau froide', 'eau chaude', 'eau tiède', 'eau gazeuse', 'glaçons', 'glaçon', 'thé', 'sachets de thé', 'thé noir', 'thé vert', "eau de fleur d'oranger"], label: 'Eau', rows: [row('', 0, 0, 0, 0, 0, 0)], per: '100 ml' },
  { id: 'sel', names: ['sel', 'sel fin', 'gros sel', 'fleur de sel'], label: 'Sel', rows: [row('', 0, 0, 0, 0, 0, 0)] },
  { id: 'cafe', names: ['café', 'café noir', 'café fort', 'café fort refroidi', 'expresso', 'espresso'], label: 'Café noir, sans sucre', rows: [row('', 2, 0.1, 0.3, 0, 0, 0)], per: '100 ml' },
  // The everyday foods of the recipe collection, so that « combien de calories par part ? » counts most of its recipes.
  { id: 'oignon', names: ['oignon', 'oignons', 'oignon rouge', 'oignon nouveau', 'petits oignons'], label: 'Oignon', rows: [row('cru', 40, 1.2, 7, 5, 0.2, 1.7)] },
  { id: 'echalote', names: ['échalote', 'échalotes'], label: 'Échalote', rows: [row('crue', 72, 2.5, 14, 7, 0.1, 3)] },
  { id: 'ail', names: ['ail', "gousse d'ail", "gousses d'ail"], label: 'Ail', rows: [row('cru', 130, 6, 25, 1.5, 0.5, 2)] },
  { id: 'poireau', names: ['poireau', 'poireaux', 'petits poireaux'], label: 'Poireau', rows: [row('cru', 30, 1.5, 4, 2.5, 0.3, 2.5)] },
  { id: 'citron', names: ['citron', 'citrons', 'citron vert', 'citrons verts', 'jus de citron', 'jus de citron vert'], label: 'Citron', rows: [row('', 35, 0.8, 3, 2.5, 0.3, 1)] },
  { id: 'carotte', names: ['carotte', 'carottes'], label: 'Carotte', rows: [row('crue', 36, 0.8, 7, 5, 0.3, 2.5)] },
  { id: 'concombre', names: ['concombre', 'concombres'], label: 'Concombre', rows: [row('', 13, 0.6, 2, 1.7, 0.1, 0.6)] },
  { id: 'tomate', names: ['tomate', 'tomates', 'tomates cerises', 'tomates concassées', 'tomates pelées', 'coulis de tomate'], label: 'Tomate', rows: [row('', 20, 0.9, 3, 2.6, 0.3, 1.2)] },
  { id: 'concentre-tomate', names: ['concentré de tomate'], label: 'Concentré de tomate', rows: [row('', 90, 4.5, 14, 12, 0.5, 4)] },
  { id: 'courgette', names: ['courgette', 'courgettes'], label: 'Courgette', rows: [row('crue', 16, 1.3, 1.5, 1.5, 0.3, 1)] },
  { id: 'poivron', names: ['poivron', 'poivrons', 'piment rouge'], label: 'Poivron', rows: [row('cru', 30, 1, 5, 4.5, 0.3, 2)] },
  { id: 'champignons', names: ['champignons', 'champignon', 'champignons de paris'], label: 'Champignons de Paris', rows: [row('crus', 24, 3, 0.5, 0.3, 0.3, 2)] },
  { id: 'epinards', names: ['épinards', 'épinard', "jeunes pousses d'épinard"], label: 'Épinards', rows: [row('crus', 25, 3, 1, 0.5, 0.5, 2.5)] },
  { id: 'salade', names: ['salade', 'salade verte', 'mâche', 'roquette', 'mesclun', 'laitue', 'endive', 'endives', 'cœur de romaine', 'frisée', 'pousses de soja'], label: 'Salade verte', rows: [row('', 17, 1.5, 1.5, 1, 0.3, 1.5)] },
  { id: 'legumes-verts', names: ['chou', 'chou rouge', 'brocoli', 'chou-fleur', 'aubergine', 'asperges', 'asperge', 'céleri', 'radis', 'fenouil', 'haricots verts'], label: 'Légumes verts (chou, brocoli, aubergine…)', rows: [row('crus', 27, 1.8, 3.5, 2.5, 0.3, 2.5)] },
  { id: 'betterave', names: ['betterave', 'betteraves'], label: 'Betterave cuite', rows: [row('', 45, 1.6, 8, 7, 0.1, 2.5)] },
  { id: 'courge', names: ['courge', 'potiron', 'butternut'], label: 'Courge', rows: [row('crue', 30, 1, 5, 3, 0.1, 1.5)] },
  { id: 'patate-douce', names: ['patate douce', 'patates douces'], label: 'Patate douce', rows: [row('crue', 86, 1.6, 18, 6, 0.1, 3)] },
  { id: 'mais', names: ['maïs'], label: 'Maïs doux', rows: [row('', 110, 3, 20, 4, 1.5, 2.5)] },
  { id: 'petits-pois', names: ['petits pois'], label: 'Petits pois', rows: [row('', 80, 5.5, 10, 4, 0.4, 5)] },
  { id: 'agrumes', names: ['orange', 'oranges', 'pamplemousse', 'clémentine', 'clémentines'], label: 'Orange', rows: [row('', 45, 0.9, 9, 8.5, 0.2, 2)] },
  { id: 'fruits', names: ['poire', 'poires', 'abricot', 'abricots', 'pêche', 'pêches', 'kiwi', 'kiwis', 'ananas', 'cerises', 'cerise', 'mangue', 'mangues'], label: 'Fruit frais (poire, abricot, pêche…)', rows: [row('', 55, 0.7, 12, 11, 0.2, 2)] },
  { id: 'fruits-rouges', names: ['fraises', 'fraise', 'framboises', 'framboise', 'fruits rouges', 'myrtilles'], label: 'Fruits rouges', rows: [row('', 35, 0.8, 6, 5, 0.3, 2.5)] },
  { id: 'melon', names: ['melon', 'pastèque'], label: 'Melon', rows: [row('', 32, 0.7, 7, 7, 0.2, 0.8)] },
  { id: 'grenade', names: ['grenade'], label: 'Grenade', rows: [row('', 80, 1.5, 14, 14, 1, 4)] },
  { id: 'fruits-secs', names: ['raisins secs', 'pruneaux', 'pruneaux dénoyautés', 'dattes', 'abricots secs'], label: 'Fruits secs', rows: [row('', 280, 2.5, 62, 55, 0.5, 6)] },
  { id: 'chataignes', names: ['châtaignes', 'châtaignes cuites', 'marrons'], label: 'Châtaignes cuites', rows: [row('', 180, 2.5, 37, 10, 1.5, 6)] },
  { id: 'compote', names: ['compote', 'compote de pommes'], label: 'Compote de pommes', rows: [row('', 75, 0.3, 17, 15, 0.2, 1.5)] },
  { id: 'puree-marrons', names: ['purée de marrons sucrée', 'crème de marrons'], label: 'Crème de marrons', rows: [row('', 270, 1.5, 60, 50, 1, 3)] },
  { id: 'semoule', names: ['semoule', 'couscous', 'boulgour'], label: 'Semoule de blé', rows: [row('crue', 350, 12, 70, 2, 1.5, 4)] },
  { id: 'gnocchis', names: ['gnocchis', 'gnocchi'], label: 'Gnocchis', rows: [row('', 150, 3.5, 32, 1, 0.5, 2)] },
  { id: 'nouilles', names: ['nouilles', 'vermicelles de riz', 'nouilles de riz'], label: 'Nouilles', rows: [row('sèches', 360, 6, 80, 0.5, 0.5, 1.5)] },
  { id: 'pate-tarte', names: ['pâte brisée', 'pâte sablée', 'fond de tartelette', 'fonds de tartelettes'], label: 'Pâte brisée', rows: [row('crue', 440, 6, 45, 2, 26, 2)] },
  { id: 'pate-feuilletee', names: ['pâte feuilletée', 'pâte filo', 'feuilles de brick'], label: 'Pâte feuilletée', rows: [row('crue', 400, 5.5, 38, 1.5, 25, 2)] },
  { id: 'biscuits-sales', names: ['gressins', 'chips de maïs', 'crackers'], label: 'Gressins, crackers', rows: [row('', 440, 10, 68, 3, 14, 3)] },
  { id: 'blinis', names: ['blinis', 'blini'], label: 'Blinis', rows: [row('', 230, 7, 40, 7, 5, 2)] },
  { id: 'galettes-riz', names: ['galettes de riz', 'galette de riz'], label: 'Galettes de riz', rows: [row('', 380, 8, 80, 0.5, 3, 3)] },
  { id: 'chapelure', names: ['chapelure'], label: 'Chapelure', rows: [row('', 380, 12, 72, 4, 5, 4)] },
  { id: 'boeuf', names: ['bœuf', 'filet de bœuf', 'émincé de veau', 'veau', 'agneau', 'gigot'], label: 'Viande rouge (bœuf, veau, agneau)', rows: [row('crue', 180, 22, 0, 0, 10, 0)] },
  { id: 'poulet-cuisse', names: ['cuisses de poulet', 'cuisse de poulet'], label: 'Cuisse de poulet', rows: [row('crue, avec la peau', 200, 19, 0, 0, 13, 0)] },
  { id: 'charcuterie', names: ['saucisse', 'saucisses', 'chair à saucisse', 'chorizo', 'merguez'], label: 'Saucisse', rows: [row('crue', 280, 14, 1, 0.5, 25, 0)] },
  { id: 'lardons', names: ['lardons', 'lard', 'lard fumé', 'lard sec', 'bacon'], label: 'Lardons', rows: [row('', 300, 15, 0.5, 0.5, 27, 0)] },
  { id: 'jambon-cru', names: ['jambon cru', 'viande séchée', 'viande séchée des grisons', 'viande séchée du valais', 'bresaola'], label: 'Jambon cru, viande séchée', rows: [row('', 220, 30, 0.5, 0.5, 11, 0)] },
  { id: 'poisson-blanc', names: ['filets de perche', 'perche', 'cabillaud', 'colin', 'poisson blanc'], label: 'Poisson blanc', rows: [row('cru', 85, 18, 0, 0, 1, 0)] },
  { id: 'poisson-fume', names: ['saumon fumé', 'truite fumée', 'pavé de saumon', 'pavés de saumon', 'truite'], label: 'Saumon ou truite', rows: [row('', 190, 21, 0, 0, 11, 0)] },
  { id: 'sardines', names: ['sardines', 'sardine', "filets d'anchois", 'anchois', 'thon'], label: 'Sardines, anchois', rows: [row('', 200, 23, 0, 0, 12, 0)] },
  { id: 'foie-gras', names: ['foie gras'], label: 'Foie gras', rows: [row('mi-cuit', 460, 7, 2.5, 1, 47, 0)], piece: 'une tranche de 50 g : environ 230 kcal' },
  { id: 'huitres', names: ['huîtres', 'huître'], label: 'Huîtres', rows: [row('crues, sans coquille', 70, 9, 4, 0, 2, 0)], piece: 'six huîtres (environ 60 g de chair) : environ 45 kcal' },
  { id: 'crevettes', names: ['crevettes', 'crevette'], label: 'Crevettes', rows: [row('cuites', 100, 21, 0.5, 0, 1.5, 0)] },
  { id: 'tofu', names: ['tofu', 'tofu ferme', 'tofu soyeux'], label: 'Tofu', rows: [row('', 140, 14, 2, 1, 8, 1.5)] },
  { id: 'legumineuses', names: ['pois chiches', 'haricots rouges', 'haricots blancs', 'lentilles corail'], label: 'Légumineuses en conserve (pois chiches, haricots)', rows: [row('égouttées', 120, 7, 17, 1, 2, 6)] },
  { id: 'parmesan', names: ['parmesan', 'sbrinz'], label: 'Parmesan', rows: [row('', 390, 33, 0, 0, 28, 0)] },
  { id: 'fromages-doux', names: ['mozzarella', 'billes de mozzarella', 'feta', 'halloumi', 'chèvre frais'], label: 'Mozzarella, feta', rows: [row('', 250, 17, 1.5, 1, 20, 0)] },
  { id: 'fromages-forts', names: ['bûche de chèvre', 'roquefort', 'tomme', 'vacherin fribourgeois', 'raclette', 'fromage à raclette', 'reblochon'], label: 'Fromage (chèvre, tomme, roquefort…)', rows: [row('', 340, 21, 0.5, 0.5, 28, 0)] },
  { id: 'fromage-blanc', names: ['séré', 'fromage blanc', 'faisselle'], label: 'Fromage blanc', rows: [row('', 75, 8, 4, 4, 3, 0)] },
  { id: 'fromage-frais', names: ['fromage frais', 'ricotta', 'yaourt grec', 'double crème de la gruyère'], label: 'Fromage frais, ricotta', rows: [row('', 200, 7, 3.5, 3.5, 17, 0)] },
  { id: 'lait-coco', names: ['lait de coco', 'crème de coco'], label: 'Lait de coco', rows: [row('', 180, 1.8, 3, 2, 18, 0)], per: '100 ml' },
  { id: 'boissons-vegetales', names: ['lait de soja', "lait d'avoine", "lait d'amande", 'boisson végétale'], label: 'Boisson végétale (soja, avoine, amande)', rows: [row('', 40, 2, 4, 3, 1.5, 0.5)], per: '100 ml' },
  { id: 'miel', names: ['miel'], label: 'Miel', rows: [row('', 320, 0.5, 80, 80, 0, 0)] },
  { id: 'sirops', names: ["sirop d'érable", 'sirop', "sirop d'agave", 'sirop de sucre de canne', 'vin cuit', 'mélasse de grenade'], label: "Sirop (érable, agave…)", rows: [row('', 270, 0, 68, 62, 0, 0)] },
  { id: 'meringue', names: ['meringue', 'meringues'], label: 'Meringue', rows: [row('', 390, 5, 93, 90, 0, 0)] },
  { id: 'olives', names: ['olives', 'olive'], label: 'Olives', rows: [row('', 150, 1, 1, 0, 15, 3)] },
  { id: 'oleagineux', names: ['noix', 'cerneaux de noix', 'noisettes', 'pignons', 'noix de cajou', 'pistaches', 'graines de sésame', 'graines de courge', 'graines de tournesol', 'graines de lin', 'tahini', 'beurre de cacahuète'], label: 'Noix et graines', rows: [row('', 600, 20, 10, 3, 52, 9)] },
  { id: 'houmous', names: ['houmous'], label: 'Houmous', rows: [row('', 300, 7, 12, 1, 25, 5)] },
  { id: 'moutarde', names: ['moutarde'], label: 'Moutarde', rows: [row('', 150, 7, 4, 2, 11, 3)] },
  { id: 'condiments', names: ['vinaigre', 'vinaigre de vin', 'vinaigre de cidre', 'vinaigre balsamique', 'cornichons', 'câpres', 'petits oignons au vinaigre', 'raifort râpé', 'sauce soja', 'tamari', 'sauce nuoc-mâm', 'sauce nuoc mam'], label: 'Vinaigre, cornichons, sauce soja', rows: [row('', 40, 2, 5, 3, 0.2, 0.5)] },
  { id: 'bouillon', names: ['bouillon', 'bouillon de légumes', 'bouillon de volaille', 'fond de veau'], label: 'Bouillon préparé', rows: [row('', 5, 0.5, 0.3, 0.2, 0.2, 0)], per: '100 ml' },
  { id: 'vin', names: ['vin blanc', 'vin rouge', 'fendant', 'dôle', 'prosecco', 'cidre', 'bière'], label: 'Vin', rows: [row('', 75, 0.1, 1, 1, 0, 0)], per: '100 ml' },
  { id: 'eau-de-vie', names: ['rhum', 'rhum ambré', 'kirsch', 'williamine', 'abricotine', 'cognac', 'eau-de-vie'], label: 'Eau-de-vie (40 %)', rows: [row('', 230, 0, 0, 0, 0, 0)], per: '100 ml' },
  { id: 'aperitif-amer', names: ['apérol', 'aperol', 'campari'], label: 'Apéritif amer', rows: [row('', 110, 0, 15, 15, 0, 0)], per: '100 ml' },
  { id: 'sodas', names: ['tonic', 'limonade', 'soda'], label: 'Tonic, limonade', rows: [row('', 35, 0, 9, 9, 0, 0)], per: '100 ml' },
  { id: 'jus', names: ["jus d'orange", 'jus de pomme', 'jus de pamplemousse', 'jus de pamplemousse rose', 'jus de raisin'], label: 'Jus de fruits', rows: [row('', 45, 0.5, 10, 9, 0, 0.2)], per: '100 ml' },
  { id: 'herbes', names: ['persil', 'ciboulette', 'coriandre', 'basilic', 'menthe', 'aneth', 'romarin', 'thym', 'cerfeuil', 'laurier', 'estragon', 'herbes de provence', 'origan', 'origan séché'], label: 'Herbes aromatiques', rows: [row('', 40, 3, 5, 1, 0.7, 4)] },
  { id: 'epices', names: ['cannelle', 'paprika', 'cumin', 'curcuma', 'curry', 'garam masala', "piment d'espelette", 'piment de cayenne', "piment d'alep", 'noix de muscade', 'muscade', 'clou de girofle', 'clous de girofle', 'cardamome', 'cardamome moulue', 'safran', 'poivre', 'badiane', "étoile de badiane", "za'atar", 'sel de céleri', 'vanille', 'gousse de vanille'], label: 'Épices', rows: [row('', 300, 12, 35, 3, 10, 30)] },
  { id: 'gingembre', names: ['gingembre', 'gingembre frais'], label: 'Gingembre frais', rows: [row('', 80, 1.8, 15, 1.7, 0.8, 2)] },
  { id: 'levures', names: ['levure chimique', 'bicarbonate', 'agar-agar', 'gélatine', 'feuilles de gélatine'], label: 'Levure chimique, gélifiants', rows: [row('', 100, 0, 25, 0, 0, 0)] },
];

/**
 * « Combien de calories par part ? » after a recipe the chef has no dish figures for: its own lines,
 * weighed (g, ml as g, spoons, pieces by the food table) and counted with the first row of their
 * food above (the raw or dry state a recipe line weighs), divided by its portions.
 * A pinch, a sprig, a zest or a cinnamon stick weighs too little to count, and is not named as left out.
 */
export const NEGLIGIBLE_UNITS: readonly string[] = ['pincée', 'goutte', 'brin', 'feuille', 'zeste', 'bâton'];
/** Whole spices infused and taken out (a clove, a star anise, a cardamom pod), and ice cubes (water): nothing a portion counts. */
export const NEGLIGIBLE_FOODS: readonly string[] = ['clou de girofle', 'clous de girofle', 'étoile de badiane', 'badiane', 'cardamome', 'glaçon', 'glaçons'];
/** Oil beyond this weight is a frying bath (« 1 l d'huile de tournesol »): only what the food soaks up is eaten. */
export const FRYING_BATH_G = 250;
export const FRYING_ABSORBED = 0.1;
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
  { id: 'buche', names: ['bûche', 'bûche de noël', 'bûche roulée', 'bûche au chocolat'], portion: 'une part de bûche roulée au chocolat (environ 90 g)', kcal: [300, 400], protein: [4, 6], carbs: [30, 40], sugar: [22, 30], fat: [17, 25], fibre: [1, 3], varies: 'Une bûche à la crème au beurre en compte davantage ; une bûche glacée aux sorbets, moins.' },
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
