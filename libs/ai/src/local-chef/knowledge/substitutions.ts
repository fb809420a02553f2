// What to use instead of an ingredient one lacks or cannot eat. Each option names what it uses
// (`uses`) so that the chef can drop the options the household's restrictions forbid. An option
// the chat can put into a recipe (« Et sans œufs ? » on the last recipe) says how the recipe
// writes it (`inRecipe`): its ingredient line, without the advice on when to use it that the
// answer to « par quoi remplacer… » gives, and the name its steps call it by instead of the food.
// A food the steps handle in a way of its own (eggs broken, separated, whipped) lists those
// gestures, rewritten for any substitute; a food that is the dish itself (an omelette, an egg
// fried or poached) lists the words that say so, and the chat proposes another recipe.
// An option's text names only what its `uses` covers: oats hold gluten unless labelled, so oat
// milk is an option of its own (dropped for a gluten-free household), never one word of a list.

/** How an adapted recipe writes an option. */
export interface InRecipe {
  /** The ingredient line, for `per` of the food (« 50 g de tofu soyeux mixé » for 1 œuf, « 80 g d'huile neutre » for 100 g de beurre), or as is without `per`. */
  line: string;
  /** How much of the food (pieces, grams or millilitres) `line` replaces. */
  per?: number;
  /** The substitute as the steps name it instead of the food (« tofu soyeux »), feminine or plural for its articles. */
  name: string;
  feminine?: boolean;
  plural?: boolean;
  /** It whips like egg whites (aquafaba): a step that whips the food keeps it. */
  whips?: boolean;
  /** The one advice on using it, said in the first step that names it (« trempés très vite »). */
  how?: string;
}

export interface SubstituteOption {
  text: string;
  /** The ingredients the option brings in, for the dietary checks ('' when nothing new). */
  uses: string;
  inRecipe?: InRecipe;
  /** Words of a step this option cannot do (butter cannot dress a salad): a recipe whose steps say one takes another option. */
  notFor?: string[];
  /** Costs clearly less than the food: said to « pas cher ? » after a recipe (knowledge/budget.ts). */
  cheaper?: boolean;
}

/** A step's gesture proper to the food, and the same gesture with the substitute: {the} (« le tofu soyeux »), {de} (« de tofu soyeux »), {à} (« au tofu soyeux »). */
export interface Gesture {
  from: string;
  to: string;
  /** Only a substitute that whips can do it; with another the step is left out (blancs montés en neige). */
  whipped?: boolean;
  /** The dish stands on it (a chantilly): a substitute that whips is chosen, and without one the recipe is not adapted. */
  essential?: boolean;
}

export interface Substitution {
  /** How people name the ingredient; the first is the main one. */
  names: string[];
  /** With its article, as in "Pour remplacer le beurre". */
  label: string;
  options: SubstituteOption[];
  tip?: string;
  /** Words of a dish or a step where the food is served as itself, which no substitute makes (« omelette », « au plat »). */
  itself?: string[];
  gestures?: Gesture[];
}

const o = (text: string, uses: string, inRecipe?: InRecipe): SubstituteOption => ({ text, uses, ...(inRecipe && { inRecipe }) });
/** An option that costs clearly less than the food it replaces. */
const cheaper = (option: SubstituteOption): SubstituteOption => ({ ...option, cheaper: true });

/** The plant cream that whips, for a cream whipped in chantilly (most plant creams do not whip). */
const WHIPPING_PLANT_CREAM = o(
  'de la crème de coco bien froide, ou une crème végétale « à fouetter » : les autres crèmes végétales ne montent pas en chantilly',
  'crème de coco',
  { line: 'de la crème de coco bien froide (ou une crème végétale « à fouetter »), au même volume', name: 'crème de coco', feminine: true, whips: true, how: 'gardée une nuit au réfrigérateur : une crème végétale ordinaire ne monte pas' },
);
/** A cream whipped in chantilly: the dish stands on it. */
const CREAM_WHIPPED: Gesture[] = [{ from: 'en chantilly', to: 'en chantilly', whipped: true, essential: true }];

/** A step that uses the oil raw: no butter there. */
const RAW_OIL = ['assaisonnez', 'vinaigrette', 'arrosez', "filet d'huile", 'fouettez la moutarde', 'mayonnaise', 'mixez le tout avec', 'mélangez le raifort'];
/** A step that cooks in the oil: no yogurt there. */
const COOKED_IN_OIL = ['revenir', 'dorer', 'chauffe', 'sauter', 'cuire', 'saisissez', 'poêle', 'four', 'frire', 'graissé', 'enfourne', 'rôti'];

export const SUBSTITUTIONS: readonly Substitution[] = [
  {
    names: ['beurre', 'beurre doux', 'beurre demi-sel'],
    label: 'le beurre',
    options: [
      o("de l'huile neutre (colza, tournesol) : 80 g d'huile pour 100 g de beurre dans les gâteaux, les muffins et les pâtes", 'huile de colza', { line: "80 g d'huile neutre (colza, tournesol)", per: 100, name: 'huile', feminine: true }),
      o('de la margarine végétale, au même poids, partout où le beurre doit rester solide (pâte brisée, crumble)', 'margarine végétale', { line: 'de la margarine végétale, au même poids', name: 'margarine', feminine: true }),
      o("de l'huile de coco désodorisée, au même poids, dans les biscuits et les pâtes sablées", 'huile de coco'),
      o('de la compote de pommes non sucrée : la moitié du beurre remplacée par autant de compote, pour un gâteau plus léger', 'compote de pommes'),
      o("de la purée d'amande ou de cajou, un peu moins que le beurre, dans les gâteaux moelleux", "purée d'amande"),
      o("de l'huile d'olive pour cuire les légumes, la viande ou le poisson à la poêle", "huile d'olive"),
    ],
    gestures: [
      { from: 'plat à gratin beurré', to: 'plat à gratin graissé {à}' },
      { from: 'plat beurré', to: 'plat graissé {à}' },
      { from: 'moule beurré', to: 'moule graissé {à}' },
    ],
  },
  {
    // The fat a dish is started in: « j'ai plus d'huile » on a recipe wants the same step with another fat.
    // Oil used raw (a dressing, a drizzle) takes no butter: yogurt dresses a salad.
    names: ['huile', "huile d'olive", 'huile de tournesol', 'huile de colza', 'huile neutre', 'huile végétale', 'huile de cuisson'],
    label: "l'huile",
    options: [
      {
        ...o("du beurre : 15 g pour 1 càs d'huile, à feu moyen (il brûle plus vite que l'huile), ou moitié beurre, moitié d'une autre huile", 'beurre', { line: '15 g de beurre', per: 15, name: 'beurre', how: "à feu moyen : il brûle plus vite que l'huile" }),
        notFor: RAW_OIL,
      },
      {
        ...o('pour assaisonner : du yaourt nature ou un peu de crème, au même volume, avec le vinaigre et la moutarde', 'yaourt', { line: 'du yaourt nature (ou un peu de crème), au même volume', name: 'yaourt' }),
        notFor: COOKED_IN_OIL,
      },
      o("de la margarine, au même volume, ou une autre huile (tournesol, colza, olive) : elles s'échangent cuillère pour cuillère", 'margarine végétale', { line: 'de la margarine ou une autre huile, au même volume', name: 'margarine', feminine: true }),
      o("sans matière grasse : une poêle antiadhésive, ou les légumes qui suent à couvert avec 2 ou 3 càs d'eau au lieu de revenir", ''),
    ],
  },
  {
    names: ['œuf', 'œufs', 'oeuf entier'],
    label: 'les œufs',
    options: [
      o("1 càs de graines de lin moulues + 3 càs d'eau, reposées 10 minutes, pour 1 œuf dans les gâteaux, les cookies et les galettes", 'graines de lin', { line: "1 càs de graines de lin moulues, reposées 10 minutes dans 3 càs d'eau", per: 1, name: 'lin trempé' }),
      o('½ banane bien mûre écrasée pour 1 œuf dans les gâteaux et les pancakes (elle parfume)', 'banane', { line: '0,5 banane bien mûre écrasée', per: 1, name: 'banane écrasée', feminine: true }),
      o('60 g de compote de pommes pour 1 œuf dans les gâteaux moelleux', 'compote de pommes', { line: '60 g de compote de pommes', per: 1, name: 'compote', feminine: true }),
      o('50 g de tofu soyeux mixé pour 1 œuf dans les quiches, les flans et les crèmes', 'tofu soyeux', { line: '50 g de tofu soyeux mixé', per: 1, name: 'tofu soyeux' }),
      o("3 càs d'aquafaba (le jus d'une boîte de pois chiches) pour 1 œuf ; montée en neige, elle remplace les blancs", 'aquafaba de pois chiches', { line: "3 càs d'aquafaba (le jus d'une boîte de pois chiches)", per: 1, name: 'aquafaba', feminine: true, whips: true }),
      o("1 càs de fécule de maïs + 3 càs d'eau pour lier une pâte ou une sauce", 'fécule de maïs', { line: "1 càs de fécule de maïs délayée dans 3 càs d'eau", per: 1, name: 'fécule délayée', feminine: true }),
    ],
    itself: ['omelette', 'tortilla', 'mousse', 'au plat', 'œuf dur', 'œufs durs', 'poché', 'pochés', 'pochez', 'écalez', 'écalez-les', 'brouillez', 'mollet', 'mollets', 'cocotte', 'mimosa', 'cassez un œuf', 'cassez chaque œuf'],
    gestures: [
      { from: 'séparez les œufs, fouettez les jaunes', to: 'fouettez {the}' },
      { from: 'cassez-y les œufs', to: 'versez-y {the}' },
      { from: "à l'œuf battu", to: '{à}' },
      { from: "d'œuf battu", to: '{de}' },
      { from: 'montez les blancs en neige ferme et incorporez-les', to: 'montez {the} en neige ferme et incorporez-la', whipped: true },
    ],
  },
  {
    // Fish roe garnishes: it is no egg that binds, and no substitute of eggs replaces it.
    names: ['œufs de truite', 'œufs de saumon', 'œufs de lump', 'caviar'],
    label: 'les œufs de poisson',
    options: [
      o("des œufs de lump ou de truite, au même poids, selon ce que vend l'épicerie", 'œufs de lump'),
      o("du caviar d'algues (perles d'algues, au rayon traiteur ou asiatique), au même poids, pour une version végétale", "perles d'algues", { line: "du caviar d'algues (perles d'algues), au même poids", name: "perles d'algues", feminine: true, plural: true }),
    ],
    gestures: [{ from: 'quelques œufs de truite', to: 'un peu {de}' }],
  },
  {
    names: ["blanc d'œuf", "blancs d'œufs", 'blanc en neige', 'blancs en neige'],
    label: "les blancs d'œufs",
    options: [
      o("l'aquafaba : 30 ml (2 càs) du jus de cuisson des pois chiches par blanc, montée au batteur comme des blancs en neige (meringues, mousses)", 'aquafaba de pois chiches'),
      o('1 càc de fécule de maïs délayée dans 2 càs d\'eau pour lier une farce à la place d\'un blanc', 'fécule de maïs'),
    ],
  },
  {
    names: ["jaune d'œuf", "jaunes d'œufs"],
    label: "les jaunes d'œufs",
    options: [
      o("1 càs de fécule de maïs + 1 càs d'huile par jaune pour épaissir une crème", 'fécule de maïs', { line: "1 càs de fécule de maïs délayée dans 1 càs d'huile", per: 1, name: 'fécule délayée', feminine: true }),
      o('1 càs de crème de soja ou de lait de soja pour dorer une pâte à la place du jaune', 'lait de soja', { line: '1 càs de lait de soja', per: 1, name: 'lait de soja' }),
      o('un peu de lait et de sucre au pinceau pour dorer une brioche ou une tarte', 'lait'),
    ],
  },
  {
    names: ['crème', 'crème fraîche', 'crème épaisse', 'crème double'],
    label: 'la crème fraîche',
    options: [
      o('du yaourt grec ou du séré, au même poids, à ajouter hors du feu pour qu\'il ne tranche pas', 'yaourt grec'),
      o('du fromage frais (type Saint-Môret ou Philadelphia) détendu d\'un peu de lait', 'fromage frais'),
      o('de la crème de soja ou de riz, au même volume, qui supporte la cuisson', 'crème de soja', { line: 'de la crème de soja ou de riz, au même volume', name: 'crème végétale', feminine: true }),
      o('de la crème de coco dans les currys, les soupes et les desserts', 'crème de coco'),
      o('de la purée de noix de cajou (50 g de cajou trempées mixées avec 10 cl d\'eau) pour une sauce onctueuse', 'noix de cajou'),
      WHIPPING_PLANT_CREAM,
    ],
    gestures: CREAM_WHIPPED,
  },
  {
    names: ['crème liquide', 'crème entière', 'crème entière liquide', 'crème à fouetter', 'crème fleurette', 'crème légère'],
    label: 'la crème liquide',
    options: [
      o('du lait entier avec 1 càs de beurre fondu par 10 cl, pour les sauces et les gratins', 'lait et beurre'),
      o('de la crème de soja ou de riz, au même volume', 'crème de soja', { line: 'de la crème de soja ou de riz, au même volume', name: 'crème végétale', feminine: true }),
      o('du lait avec 1 càc de fécule de maïs par 10 cl pour lier une sauce plus légère', 'lait'),
      WHIPPING_PLANT_CREAM,
    ],
    gestures: CREAM_WHIPPED,
  },
  {
    names: ['lait', 'lait de vache', 'lait entier', 'lait demi-écrémé'],
    label: 'le lait',
    options: [
      o('une boisson végétale au même volume : soja (la plus proche en cuisine) ou riz (légère)', 'lait de soja', { line: 'une boisson de soja ou de riz, au même volume', name: 'boisson végétale', feminine: true }),
      o("du lait d'avoine, doux, pour les pâtisseries et les porridges", "lait d'avoine"),
      o("du lait d'amande ou de noisette dans les desserts et les porridges", "lait d'amande"),
      o('de l\'eau avec un peu de beurre ou de crème pour une purée ou une pâte à crêpes (½ crème, ½ eau)', 'crème'),
      o('du lait de coco dilué à moitié avec de l\'eau dans les currys et les gâteaux', 'lait de coco'),
    ],
  },
  {
    // Oats hold gluten unless labelled: a gluten-free version takes another plant milk, not « avoine » again.
    names: ["lait d'avoine", "boisson d'avoine"],
    label: "le lait d'avoine",
    options: [
      o('une autre boisson végétale au même volume : soja (la plus ronde) ou riz (plus douce)', 'lait de soja', { line: 'une boisson de soja ou de riz, au même volume', name: 'boisson végétale', feminine: true }),
      o('du lait de vache, au même volume, si les produits laitiers conviennent', 'lait'),
    ],
  },
  {
    names: ["flocons d'avoine", "flocons d'avoine fins", 'flocons de céréales'],
    label: "les flocons d'avoine",
    options: [
      o("des flocons d'avoine certifiés sans gluten, au même poids", "flocons d'avoine sans gluten", { line: "des flocons d'avoine certifiés sans gluten, au même poids", name: "flocons d'avoine sans gluten", plural: true }),
      o('des flocons de sarrasin, de riz ou de millet, au même poids', 'flocons de sarrasin'),
    ],
  },
  {
    names: ['farine', 'farine de blé', 'farine blanche', 'farine fluide'],
    label: 'la farine de blé',
    options: [
      o('un mélange sans gluten : 60 % de farine de riz et 40 % de fécule de maïs ou de pomme de terre, + ½ càc de psyllium ou de gomme de xanthane pour 200 g', 'farine de riz', { line: 'un mélange sans gluten : 60 % de farine de riz et 40 % de fécule de maïs ou de pomme de terre, + ½ càc de psyllium ou de gomme de xanthane pour 200 g', name: 'mélange sans gluten' }),
      o('de la fécule de maïs (Maïzena) pour lier une sauce : moitié moins que de farine', 'fécule de maïs', { line: '50 g de fécule de maïs', per: 100, name: 'fécule', feminine: true }),
      o("de la poudre d'amande pour la moitié de la farine dans les gâteaux (moelleux assuré)", "poudre d'amande"),
      o('de la farine de sarrasin dans les crêpes, les galettes et les pains rustiques', 'farine de sarrasin'),
      o("de la farine d'épeautre, au même poids, si le gluten n'est pas un problème", "farine d'épeautre"),
      o('de la farine de pois chiches dans les galettes, les beignets et les quiches sans pâte', 'farine de pois chiches'),
    ],
  },
  {
    names: ['maïzena', 'fécule de maïs', 'fécule', 'amidon de maïs', 'fécule de pomme de terre'],
    label: 'la fécule de maïs',
    options: [
      o('de la farine de blé : le double de poids, à cuire 2 minutes de plus pour perdre le goût de cru', 'farine'),
      o("de la fécule de pomme de terre ou de l'arrow-root, au même poids", 'fécule de pomme de terre'),
      o('un jaune d\'œuf hors du feu pour lier une sauce ou une crème', "jaune d'œuf"),
    ],
  },
  {
    names: ['sucre', 'sucre blanc', 'sucre en poudre', 'sucre semoule'],
    label: 'le sucre',
    options: [
      o('du sucre de canne ou du sucre roux, au même poids (goût plus caramel)', 'sucre de canne'),
      o('du miel : 70 g pour 100 g de sucre, et 2 càs de liquide en moins ; cuire 10 °C plus bas', 'miel'),
      o("du sirop d'érable ou d'agave : 75 g pour 100 g de sucre, en réduisant un peu le liquide", "sirop d'érable"),
      o('de la banane très mûre ou de la compote dans les gâteaux, pour la moitié du sucre', 'banane'),
      o('des dattes mixées (pâte de dattes) dans les biscuits et les energy balls', 'dattes'),
    ],
  },
  {
    names: ['sucre glace'],
    label: 'le sucre glace',
    options: [
      o('du sucre en poudre mixé finement 1 minute au blender, avec 1 càc de fécule par 100 g pour qu\'il ne s\'agglomère pas', 'sucre et fécule de maïs'),
    ],
  },
  {
    names: ['sucre roux', 'cassonade', 'sucre brun', 'vergeoise'],
    label: 'le sucre roux',
    options: [
      o('du sucre blanc avec 1 càs de miel ou de sirop d\'érable par 100 g pour le goût caramel', 'sucre'),
      o('du sucre blanc au même poids, tout simplement (le biscuit sera un peu plus clair et croquant)', 'sucre'),
    ],
  },
  {
    names: ['miel'],
    label: 'le miel',
    options: [
      o("du sirop d'érable ou d'agave, au même volume", "sirop d'érable"),
      o('du sirop de riz ou de la mélasse pour les pains d\'épices', 'sirop de riz'),
      o('du sucre : 125 g pour 100 g de miel, avec 2 càs d\'eau en plus', 'sucre'),
    ],
  },
  {
    names: ["sirop d'érable", 'sirop d\'agave'],
    label: "le sirop d'érable",
    options: [
      o('du miel, au même volume (sauf régime végétalien)', 'miel'),
      o('du sucre roux fondu dans un peu d\'eau chaude (100 g de sucre + 3 càs d\'eau)', 'sucre roux'),
    ],
  },
  {
    names: ['levure chimique', 'poudre à lever', 'poudre levante', 'levure pâtissière'],
    label: 'la levure chimique',
    options: [
      o('½ càc de bicarbonate de soude + 1 càs de jus de citron ou de vinaigre pour 1 sachet (11 g)', 'bicarbonate de soude'),
      o('des blancs d\'œufs montés en neige et incorporés délicatement, pour les génoises et les soufflés', "blancs d'œufs"),
      o("de l'eau gazeuse à la place d'une partie du liquide, pour des crêpes et des pancakes plus légers", 'eau gazeuse'),
    ],
  },
  {
    names: ['bicarbonate', 'bicarbonate de soude', 'bicarbonate alimentaire'],
    label: 'le bicarbonate de soude',
    options: [o('de la levure chimique : 3 fois plus (1 càc de levure pour ⅓ de càc de bicarbonate)', 'levure chimique')],
  },
  {
    names: ['levure boulangère', 'levure de boulanger', 'levure fraîche', 'levure sèche'],
    label: 'la levure de boulanger',
    options: [
      o('de la levure sèche : 7 g (1 sachet) pour 20 g de levure fraîche', 'levure sèche'),
      o('du levain : 100 à 150 g pour 500 g de farine, avec une pousse plus longue', 'levain'),
      o('de la levure chimique pour un pain rapide (pain soda) : 1 sachet pour 500 g de farine, sans temps de pousse', 'levure chimique'),
    ],
  },
  {
    names: ['vin blanc'],
    label: 'le vin blanc',
    options: [
      o('du bouillon de légumes ou de volaille avec 1 càs de jus de citron ou de vinaigre de cidre pour 10 cl', 'bouillon de légumes', { line: 'du bouillon de légumes avec 1 càs de jus de citron pour 10 cl, au même volume', name: 'bouillon' }),
      o('du jus de raisin blanc ou de pomme non sucré, coupé d\'un trait de vinaigre, dans les sauces', 'jus de raisin'),
      o('du verjus si vous en trouvez, au même volume', 'verjus'),
    ],
  },
  {
    names: ['vin rouge'],
    label: 'le vin rouge',
    options: [
      o('du bouillon de bœuf ou de légumes avec 1 càs de vinaigre balsamique pour 25 cl (daubes, sauces)', 'bouillon de légumes', { line: 'du bouillon de bœuf ou de légumes avec 1 càs de vinaigre balsamique pour 25 cl, au même volume', name: 'bouillon' }),
      o('du jus de raisin rouge ou de grenade non sucré, avec un trait de vinaigre de vin', 'jus de raisin'),
    ],
  },
  // « Par quoi remplacer le vin ? », its colour unsaid: both answers in one (« vin blanc » and
  // « vin rouge » above, longer, win when named).
  {
    names: ['vin'],
    label: 'le vin',
    options: [
      o('du bouillon avec un trait d\'acidité, au même volume : de légumes ou de volaille et 1 càs de jus de citron pour 10 cl à la place d\'un vin blanc, de bœuf et 1 càs de vinaigre balsamique pour 25 cl à la place d\'un rouge', 'bouillon de légumes', { line: 'du bouillon avec un trait de jus de citron ou de vinaigre, au même volume', name: 'bouillon' }),
      o('du jus de raisin non sucré (blanc ou rouge, comme le vin), coupé d\'un trait de vinaigre, dans les sauces', 'jus de raisin'),
    ],
  },
  {
    names: ['alcool', 'rhum', 'kirsch', 'cognac', 'liqueur', 'alcool dans un dessert', 'grand marnier', 'amaretto'],
    label: "l'alcool d'un dessert",
    options: [
      o('du jus d\'orange ou de pomme avec une goutte d\'extrait (vanille, amande, rhum sans alcool)', "jus d'orange", { line: "du jus d'orange ou de pomme, au même volume", name: "jus d'orange" }),
      o('un sirop (sucre + eau + zeste) pour imbiber un baba, un tiramisu ou une génoise', 'sucre'),
      o("de l'eau de fleur d'oranger, une càc suffit, dans les pâtes à crêpes et les brioches", "eau de fleur d'oranger"),
    ],
  },
  {
    names: ['bière'],
    label: 'la bière',
    options: [
      o('du bouillon de bœuf ou de légumes dans les carbonades et les mijotés', 'bouillon de légumes'),
      o('de l\'eau gazeuse dans les pâtes à beignets et à crêpes', 'eau gazeuse'),
      o('de la bière sans alcool, au même volume', 'bière sans alcool'),
    ],
  },
  {
    names: ['bouillon', 'bouillon cube', 'cube de bouillon', 'bouillon de volaille', 'bouillon de légumes', 'fond de veau'],
    label: 'le bouillon',
    options: [
      o("de l'eau avec 1 càs de sauce soja et une pincée de sel par 50 cl", 'sauce soja', { line: "de l'eau avec 1 càs de sauce soja et une pincée de sel par 50 cl", name: 'eau à la sauce soja', feminine: true }),
      o("l'eau de cuisson de légumes, salée, avec un oignon, une carotte et une feuille de laurier mijotés 20 minutes", 'légumes'),
      o("de l'eau avec 1 càc de miso ou de levure maltée par 50 cl pour le goût umami", 'miso'),
    ],
  },
  {
    names: ['parmesan', 'grana padano', 'pecorino'],
    label: 'le parmesan',
    options: [
      o("du sbrinz, de l'alpage ou du gruyère vieux, râpés finement", 'sbrinz', { line: "du sbrinz ou du gruyère vieux, au même poids", name: 'sbrinz' }),
      o('de la levure maltée (2 càs pour 30 g de parmesan) avec quelques noix de cajou mixées, pour une version végétalienne', 'levure maltée et noix de cajou', { line: '2 càs de levure maltée et quelques noix de cajou mixées', per: 30, name: 'levure maltée', feminine: true }),
      cheaper(o('de la chapelure grillée à l\'ail et à l\'huile d\'olive sur les pâtes, pour le croquant', 'chapelure')),
    ],
  },
  {
    names: ['gruyère', 'emmental', 'fromage râpé', 'fromage à gratiner'],
    label: 'le fromage râpé',
    options: [
      o('du comté, du beaufort, de l\'appenzeller ou de la raclette, selon le goût voulu', 'comté'),
      o('de la mozzarella pour un gratin plus doux et filant', 'mozzarella'),
      o('de la chapelure mêlée d\'huile d\'olive et de levure maltée pour un gratin sans lactose', 'chapelure et levure maltée', { line: "de la chapelure mêlée d'huile d'olive et de levure maltée", name: 'chapelure', feminine: true }),
    ],
  },
  {
    names: ['mozzarella', 'burrata'],
    label: 'la mozzarella',
    options: [
      o('de la scamorza, de la tomme fraîche ou du fromage à raclette en tranches sur une pizza', 'fromage à raclette'),
      o('de la feta ou du chèvre frais dans une salade caprese', 'feta'),
      o('une mozzarella végétale (à base de noix de cajou ou de coco)', 'mozzarella végétale', { line: 'une mozzarella végétale, au même poids', name: 'mozzarella végétale', feminine: true }),
    ],
  },
  {
    names: ['mascarpone'],
    label: 'le mascarpone',
    options: [
      o('du fromage frais (type Philadelphia) à poids égal', 'fromage frais', { line: 'du fromage frais (type Philadelphia), au même poids', name: 'fromage frais' }),
      o('de la ricotta mélangée à un peu de crème fouettée (moitié-moitié)', 'ricotta et crème'),
      o('du séré à la crème ou du fromage blanc égoutté, plus léger', 'séré'),
    ],
  },
  {
    names: ['ricotta', 'sérac'],
    label: 'la ricotta',
    options: [
      o('du séré ou du fromage blanc bien égoutté', 'séré'),
      o('du tofu soyeux écrasé, salé et citronné, pour une version végétalienne', 'tofu soyeux', { line: 'du tofu soyeux écrasé, salé et citronné, au même poids', name: 'tofu soyeux' }),
      o('du cottage cheese mixé', 'cottage cheese'),
    ],
  },
  {
    names: ['fromage blanc', 'séré', 'faisselle', 'quark'],
    label: 'le fromage blanc (séré)',
    options: [
      o('du yaourt grec ou du yaourt nature égoutté 1 heure dans un linge', 'yaourt grec'),
      o('de la ricotta ou du petit-suisse', 'ricotta'),
      o('un yaourt de soja égoutté pour une version végétalienne', 'yaourt de soja', { line: 'du yaourt de soja égoutté, au même poids', name: 'yaourt de soja' }),
    ],
  },
  {
    names: ['yaourt', 'yogourt', 'yaourt nature'],
    label: 'le yaourt',
    options: [
      o('du fromage blanc ou du séré, au même poids', 'fromage blanc'),
      o('de la crème fraîche allongée d\'un peu de lait et d\'un trait de citron', 'crème'),
      o('un yaourt de soja ou de coco nature', 'yaourt de soja', { line: 'du yaourt de soja ou de coco nature, au même poids', name: 'yaourt de soja' }),
      o('de la compote de pommes dans un gâteau au yaourt', 'compote de pommes'),
    ],
  },
  {
    names: ['babeurre', 'lait fermenté', 'buttermilk'],
    label: 'le babeurre',
    options: [
      o('25 cl de lait + 1 càs de jus de citron ou de vinaigre, reposés 10 minutes', 'lait'),
      o('du yaourt nature détendu de lait (moitié-moitié)', 'yaourt'),
      o('25 cl de boisson de soja + 1 càs de jus de citron pour une version végétalienne', 'lait de soja'),
    ],
  },
  {
    names: ['lait concentré sucré', 'lait concentré'],
    label: 'le lait concentré sucré',
    options: [
      o('50 cl de lait + 150 g de sucre réduits à feu doux en 45 minutes jusqu\'à 30 cl', 'lait et sucre'),
      o('du lait de coco réduit avec du sucre (400 ml + 100 g) pour une version végétalienne', 'lait de coco'),
    ],
  },
  {
    names: ['chocolat', 'chocolat noir', 'chocolat pâtissier'],
    label: 'le chocolat noir',
    options: [
      o('3 càs de cacao non sucré + 1 càs de beurre ou d\'huile + 1 càs de sucre pour 30 g de chocolat', 'cacao et beurre'),
      o('du chocolat au lait en réduisant un peu le sucre de la recette', 'chocolat au lait'),
      o('de la poudre de caroube pour un goût proche sans caféine', 'caroube'),
    ],
  },
  {
    names: ['cacao', 'cacao en poudre', 'poudre de cacao'],
    label: 'le cacao en poudre',
    options: [
      o('30 g de chocolat noir fondu pour 3 càs de cacao, en retirant 1 càs de matière grasse', 'chocolat noir'),
      o('de la poudre de caroube, au même poids', 'caroube'),
    ],
  },
  {
    names: ['gélatine', 'feuille de gélatine', 'feuilles de gélatine'],
    label: 'la gélatine',
    options: [
      o("de l'agar-agar : 2 g (1 càc rase) pour 6 feuilles de gélatine ; il doit bouillir 1 à 2 minutes pour prendre", 'agar-agar'),
      o('de la pectine pour les confitures et les gelées de fruits', 'pectine'),
      o('de la fécule de maïs pour une crème qui se tient sans être gélifiée', 'fécule de maïs'),
    ],
    tip: "L'agar-agar fige en refroidissant, même à température ambiante : travaillez vite après l'ébullition.",
  },
  {
    names: ['chapelure', 'panure', 'panko'],
    label: 'la chapelure',
    options: [
      o('du pain rassis mixé et séché au four (10 minutes à 150 °C)', 'pain'),
      o('des biscottes ou des crackers écrasés', 'biscottes'),
      o('de la polenta, de la farine de maïs ou des flocons de maïs écrasés, sans gluten', 'polenta', { line: 'de la polenta ou de la farine de maïs, au même poids', name: 'polenta', feminine: true }),
      o("de la poudre d'amande ou de noisette pour un gratin doré", "poudre d'amande"),
    ],
  },
  {
    names: ['poudre d\'amande', 'amandes en poudre', 'amande en poudre', 'poudre de noisette'],
    label: "la poudre d'amande",
    options: [
      o('de la poudre de noisette, au même poids', 'poudre de noisette'),
      o('de la noix de coco râpée, un peu moins, dans les gâteaux', 'noix de coco râpée'),
      o('de la farine et un peu de beurre en plus (50 g de farine + 20 g de beurre pour 100 g de poudre), sans fruits à coque', 'farine et beurre'),
      o('des graines de tournesol mixées finement, sans fruits à coque', 'graines de tournesol'),
    ],
  },
  {
    names: ['noix', 'noisettes', 'amandes', 'noix de cajou', 'pignons', 'pistaches', 'fruits à coque'],
    label: 'les fruits à coque',
    options: [
      o('des graines de courge ou de tournesol grillées, pour le croquant dans les salades, pestos et granolas', 'graines de courge'),
      o('des flocons d\'avoine grillés ou du sarrasin torréfié dans les crumbles', "flocons d'avoine"),
      o('des pois chiches grillés au four, pour l\'apéritif', 'pois chiches'),
    ],
  },
  {
    names: ['beurre de cacahuète', "beurre d'arachide", 'purée de cacahuète'],
    label: 'le beurre de cacahuète',
    options: [
      o("une autre purée d'oléagineux : amande, noisette ou cajou", "purée d'amande"),
      o('du tahini (purée de sésame), plus amer, dans les sauces', 'tahini'),
      o('de la purée de graines de tournesol, sans fruits à coque', 'purée de graines de tournesol'),
    ],
  },
  {
    names: ['lardons', 'lard', 'bacon', 'pancetta'],
    label: 'les lardons',
    options: [
      o('des lardons de dinde ou du bacon de volaille', 'lardons de dinde', { line: 'des lardons de dinde, au même poids', name: 'lardons de dinde', plural: true }),
      o('de la viande séchée des Grisons ou du bœuf séché coupé en dés', 'viande séchée'),
      o('du tofu fumé en dés, bien doré, ou des champignons sautés avec du paprika fumé', 'tofu fumé'),
    ],
  },
  {
    names: ['jambon', 'jambon cuit', 'jambon blanc'],
    label: 'le jambon',
    options: [
      o('du blanc de dinde ou de poulet en tranches', 'blanc de dinde', { line: 'du blanc de dinde en tranches, au même poids', name: 'blanc de dinde' }),
      o('des tranches de tofu fumé ou des champignons poêlés pour une version végétarienne', 'tofu fumé'),
    ],
  },
  {
    names: ['viande hachée', 'bœuf haché', 'haché', 'steak haché'],
    label: 'la viande hachée',
    options: [
      cheaper(o('des lentilles vertes ou corail cuites (150 g cuites pour 100 g de viande) dans une bolognaise ou un chili', 'lentilles')),
      o('du tofu ferme émietté et bien doré, assaisonné de sauce soja', 'tofu'),
      o('des protéines de soja texturées réhydratées dans du bouillon', 'protéines de soja'),
      o('de la dinde ou du poulet hachés pour une version plus légère', 'dinde hachée'),
    ],
  },
  {
    names: ['poulet', 'blanc de poulet', 'escalope de poulet', 'volaille'],
    label: 'le poulet',
    options: [
      o('de la dinde, au même poids et avec la même cuisson', 'dinde'),
      o('du tofu ferme pressé et mariné, ou du seitan, pour une version végétarienne', 'tofu'),
      cheaper(o('des pois chiches rôtis dans les currys et les salades', 'pois chiches')),
    ],
  },
  {
    // « Fond de veau » is a stock (its longer name wins): only the meat here.
    names: ['veau', 'émincé de veau', 'escalope de veau', 'escalopes de veau', 'viande de veau'],
    label: 'le veau',
    options: [
      cheaper(o("de l'émincé de dinde ou de poulet, au même poids, saisi aussi vite", 'dinde')),
      o('du tofu ferme pressé, en lamelles bien dorées, pour une version végétarienne', 'tofu', { line: 'du tofu ferme pressé, en lamelles, au même poids', name: 'tofu' }),
      o('des pleurotes ou des champignons de Paris en lamelles, saisis à feu vif, pour une version végétarienne', 'champignons'),
    ],
    gestures: [{ from: 'remettez la viande juste pour la réchauffer', to: 'remettez {the} juste le temps de réchauffer' }],
  },
  {
    names: ['poisson', 'cabillaud', 'poisson blanc', 'saumon', 'thon'],
    label: 'le poisson',
    options: [
      cheaper(o('un autre poisson de même texture : cabillaud, colin, lieu ou merlu pour un poisson blanc, truite pour le saumon', 'colin')),
      o('du tofu ferme mariné à l\'algue nori pour une version végétalienne', 'tofu'),
      o('des pois chiches écrasés à la mayonnaise pour remplacer le thon dans un sandwich', 'pois chiches et mayonnaise'),
    ],
  },
  {
    names: ['mayonnaise'],
    label: 'la mayonnaise',
    options: [
      o('du yaourt grec avec 1 càc de moutarde et un filet d\'huile d\'olive', 'yaourt grec'),
      o("une « mayonnaise » sans œuf : 5 cl de lait de soja, 1 càc de moutarde et 15 cl d'huile montés au mixeur plongeant", 'lait de soja'),
      o("de l'avocat écrasé au citron dans les sandwichs", 'avocat'),
    ],
  },
  {
    names: ['moutarde'],
    label: 'la moutarde',
    options: [
      o('du raifort râpé, un peu, ou du wasabi pour le piquant', 'raifort'),
      o('des graines de moutarde moulues mêlées à un peu de vinaigre et d\'eau', 'graines de moutarde'),
    ],
  },
  {
    names: ['sauce soja', 'sauce soya', 'shoyu'],
    label: 'la sauce soja',
    options: [
      o('du tamari, au même volume : il est sans gluten', 'tamari'),
      o('des coconut aminos (sève de coco), plus douces, sans soja ni gluten', 'aminos de coco'),
      o("du bouillon concentré avec une goutte de vinaigre balsamique, en dépannage", 'bouillon'),
    ],
  },
  {
    names: ['vinaigre', 'vinaigre de vin', 'vinaigre balsamique', 'vinaigre de cidre'],
    label: 'le vinaigre',
    options: [
      o('du jus de citron ou de citron vert, au même volume', 'jus de citron'),
      o('un autre vinaigre : cidre, vin, xérès ou riz, selon la douceur voulue', 'vinaigre de cidre'),
    ],
  },
  {
    names: ['citron', 'jus de citron', 'citron jaune'],
    label: 'le jus de citron',
    options: [
      o('du citron vert, au même volume', 'citron vert'),
      o('du vinaigre de cidre ou de vin blanc : moitié moins', 'vinaigre de cidre'),
      o("de l'acide citrique : ¼ de càc dans 2 càs d'eau pour 1 citron", 'acide citrique'),
    ],
  },
  {
    names: ['échalote', 'échalotes'],
    label: "l'échalote",
    options: [
      o('de l\'oignon rouge ou blanc, moitié moins, finement ciselé', 'oignon'),
      o("le blanc d'un oignon nouveau ou de la ciboule", 'oignon nouveau'),
    ],
  },
  {
    names: ['oignon', 'oignons'],
    label: "l'oignon",
    options: [
      o("de l'échalote (2 échalotes pour 1 oignon)", 'échalote'),
      o('du blanc de poireau émincé, plus doux', 'poireau'),
      o("de la poudre d'oignon : 1 càc pour 1 oignon", "poudre d'oignon"),
    ],
  },
  {
    names: ['ail', "gousse d'ail", "gousses d'ail"],
    label: "l'ail",
    options: [
      o("de l'ail en poudre : ⅛ de càc pour 1 gousse", 'ail en poudre'),
      o("de l'échalote ou de la ciboulette pour un goût plus doux", 'échalote'),
      o("de l'ail des ours au printemps, quelques feuilles hachées", 'ail des ours'),
    ],
  },
  {
    names: ['herbes fraîches', 'persil', 'coriandre', 'basilic', 'ciboulette', 'aneth'],
    label: 'les herbes fraîches',
    options: [
      o('des herbes séchées : 1 càc pour 1 càs d\'herbes fraîches, ajoutées en début de cuisson', 'herbes séchées'),
      o('des herbes surgelées, au même volume, ajoutées en fin de cuisson', 'herbes surgelées'),
      o('une autre herbe de la même famille : persil plat pour la coriandre, ciboulette pour l\'oignon vert', 'persil'),
    ],
  },
  {
    names: ['vanille', 'gousse de vanille', 'extrait de vanille', 'sucre vanillé'],
    label: 'la vanille',
    options: [
      o("1 càc d'extrait de vanille pour 1 gousse ; 1 sachet de sucre vanillé pour ½ càc d'extrait", 'extrait de vanille'),
      o('de la cannelle, de la fève tonka râpée (une pincée) ou un zeste d\'orange pour parfumer autrement', 'cannelle'),
    ],
  },
  {
    names: ['lait de coco', 'crème de coco'],
    label: 'le lait de coco',
    options: [
      o('de la crème liquide ou du yaourt (hors du feu) dans un curry', 'crème'),
      o('de la crème de soja ou de riz, au même volume, qui supporte la cuisson', 'crème de soja', { line: 'de la crème de soja ou de riz, au même volume', name: 'crème végétale', feminine: true }),
      o('de la crème de cajou ou d\'amande pour une version végétale', 'crème de cajou'),
    ],
  },
  {
    names: ['tofu'],
    label: 'le tofu',
    options: [
      o('du tempeh ou du seitan en dés, marinés de la même façon', 'tempeh'),
      o('des pois chiches ou des haricots blancs dans les poêlées et les currys', 'pois chiches'),
      o('du halloumi ou de la feta grillés, si les produits laitiers conviennent', 'halloumi'),
    ],
  },
  {
    names: ['pâtes', 'spaghetti', 'tagliatelles', 'penne', 'macaronis', 'coquillettes'],
    label: 'les pâtes',
    options: [
      o('des pâtes sans gluten (riz, maïs, lentilles), au même poids', 'pâtes sans gluten', { line: 'des pâtes sans gluten (riz, maïs, lentilles), au même poids', name: 'pâtes sans gluten', feminine: true, plural: true }),
      o('des courgettes en spaghetti (tagliatelles de légumes), à peine poêlées', 'courgettes'),
      o('du riz, du quinoa ou du sarrasin avec la même sauce', 'riz'),
    ],
  },
  {
    names: ['riz'],
    label: 'le riz',
    options: [
      o('du quinoa (15 minutes de cuisson) ou du millet', 'quinoa'),
      o('du boulgour ou de l\'orge perlé, si le gluten n\'est pas un problème', 'boulgour'),
      o('du chou-fleur râpé et poêlé 5 minutes, pour un « riz » de légume', 'chou-fleur'),
    ],
  },
  {
    names: ['pain', 'pain de mie', 'baguette'],
    label: 'le pain',
    options: [
      // A slice stays a slice: toasted, filled or soaked, as the recipe does with its bread.
      o('du pain sans gluten (de mie ou de campagne, au rayon sans gluten), au même poids', 'pain sans gluten', { line: 'du pain sans gluten, au même poids', name: 'pain sans gluten' }),
      o('des galettes de riz ou de maïs, sans gluten', 'galettes de riz', { line: 'des galettes de riz ou de maïs', name: 'galettes de riz', feminine: true, plural: true }),
      o('des crackers, des biscottes ou des tortillas', 'crackers'),
      o('pour une farce ou des boulettes, des flocons d\'avoine ou de la chapelure trempés dans du lait', "flocons d'avoine"),
    ],
  },
  {
    names: ['boudoirs', 'boudoir', 'biscuits à la cuillère', 'biscuit à la cuillère'],
    label: 'les boudoirs',
    options: [
      o('des spéculoos, au même poids, trempés très vite : ils boivent plus que les boudoirs et parfument à la cannelle', 'spéculoos', { line: 'des spéculoos, au même poids', name: 'spéculoos', plural: true, how: 'à peine une seconde : ils boivent vite le café' }),
      o('des petits-beurre ou des biscuits secs, trempés un peu plus longtemps, dans les tiramisus et les charlottes', 'petit-beurre'),
      o("une génoise ou un biscuit de Savoie coupé en bandes d'un doigt, imbibé au pinceau plutôt que trempé", 'génoise aux œufs et farine'),
      o('des boudoirs sans gluten (au rayon sans gluten), au même nombre', 'boudoirs sans gluten', { line: 'des boudoirs sans gluten, au même nombre', name: 'boudoirs sans gluten', plural: true }),
      o('des tranches de brioche rassise, légèrement toastées', 'brioche'),
    ],
  },
  {
    names: ['café', 'café fort', 'café noir', 'expresso', 'espresso', 'café soluble'],
    label: 'le café',
    options: [
      o('du café décaféiné, aussi fort, pour garder le goût sans la caféine', 'café décaféiné'),
      o("du cacao non sucré délayé dans de l'eau chaude (1 càs pour 10 cl), pour imbiber les biscuits d'un tiramisu ou d'une charlotte", 'cacao', { line: "du cacao non sucré délayé dans de l'eau chaude (1 càs pour 10 cl), au même volume", name: 'cacao' }),
      o('de la chicorée soluble, au goût proche du café, sans caféine', 'chicorée'),
      o("du jus d'orange ou un sirop de fruits rouges allongé d'eau, pour un tiramisu aux fruits", "jus d'orange"),
    ],
  },
  {
    names: ['pâte feuilletée', 'pâte brisée', 'pâte à tarte'],
    label: 'la pâte à tarte',
    options: [
      o("une pâte maison rapide : 250 g de farine, 125 g de beurre, 1 pincée de sel et 5 cl d'eau", 'farine et beurre'),
      o("une pâte à l'huile : 250 g de farine, 8 cl d'huile d'olive et 8 cl d'eau, sans produit laitier", "farine et huile d'olive", { line: "une pâte à l'huile maison (250 g de farine, 8 cl d'huile d'olive et 8 cl d'eau) pour chaque pâte", name: "pâte à l'huile", feminine: true }),
      o('des feuilles de brick ou de filo beurrées, superposées', 'feuilles de brick'),
    ],
  },
  {
    // A sheet stays a sheet: never pasta for a pastry sheet.
    names: ['pâte filo', 'feuille de filo', 'feuilles de filo', 'feuilles de pâte filo', 'pâte phyllo'],
    label: 'la pâte filo',
    options: [
      o('des feuilles de brick, un peu plus épaisses, au même nombre', 'feuilles de brick', { line: 'des feuilles de brick, au même nombre', name: 'feuilles de brick', feminine: true, plural: true }),
      o("des feuilles de riz (galettes de riz) passées une seconde sous l'eau et huilées : elles dorent et croustillent au four comme la filo, sans gluten", 'feuilles de riz', { line: "des feuilles de riz (galettes de riz), autant que de feuilles, passées une seconde sous l'eau puis huilées", name: 'feuilles de riz', feminine: true, plural: true }),
      o('de la pâte feuilletée étalée très finement, pour des chaussons plutôt que des triangles croustillants', 'pâte feuilletée'),
    ],
    gestures: [{ from: 'chaque feuille de filo', to: 'chaque feuille' }],
  },
  {
    names: ['feuille de brick', 'feuilles de brick', 'brick', 'pâte à brick'],
    label: 'les feuilles de brick',
    options: [
      o('de la pâte filo, deux feuilles superposées pour une de brick', 'pâte filo', { line: 'de la pâte filo, deux feuilles superposées pour une de brick', name: 'feuilles de filo', feminine: true, plural: true }),
      o("des feuilles de riz (galettes de riz) passées une seconde sous l'eau et huilées : elles dorent et croustillent au four comme la brick, sans gluten", 'feuilles de riz', { line: "des feuilles de riz (galettes de riz), autant que de feuilles, passées une seconde sous l'eau puis huilées", name: 'feuilles de riz', feminine: true, plural: true }),
    ],
    gestures: [{ from: 'chaque feuille de brick', to: 'chaque feuille' }],
  },
  {
    names: ['vin cuit', 'raisinée'],
    label: 'le vin cuit',
    options: [
      o("du sirop d'érable ou de la mélasse, au même volume", "sirop d'érable"),
      o('du jus de poire ou de pomme réduit de trois quarts à feu doux', 'jus de poire'),
    ],
  },
  {
    // A vegetable of the base (with the onion, in a sauce or a stuffing): another root, or none.
    names: ['carotte', 'carottes'],
    label: 'la carotte',
    options: [
      o('un panais ou un morceau de céleri-rave, coupé de la même façon', 'panais', { line: 'du panais ou du céleri-rave, au même poids', name: 'panais' }),
      o('un peu de courgette ou de poivron, pour la douceur', 'courgette'),
      o("rien : dans une farce ou une sauce, elle donne de la douceur ; une pincée de sucre ou un oignon de plus la remplace", ''),
    ],
  },
  {
    names: ['haricots rouges', 'haricots noirs', 'haricots blancs', 'haricots secs', 'flageolets'],
    label: 'les haricots',
    options: [
      o("d'autres légumineuses en boîte, au même poids : haricots blancs, noirs, pois chiches ou lentilles cuites", 'pois chiches', { line: "d'autres légumineuses en boîte (pois chiches, haricots blancs ou lentilles), au même poids", name: 'légumineuses', feminine: true, plural: true }),
      o('des lentilles corail, 100 g sèches pour une boîte, cuites 15 minutes dans la sauce', 'lentilles corail'),
    ],
  },
  {
    names: ['champignons', 'champignons de paris'],
    label: 'les champignons',
    options: [
      o('des champignons séchés réhydratés (30 g pour 250 g de frais), plus parfumés', 'champignons séchés'),
      o('des aubergines ou des courgettes en dés, bien dorées', 'aubergine'),
    ],
  },
  {
    names: ['tomates', 'tomate', 'tomates fraîches'],
    label: 'les tomates',
    options: [
      o('des tomates pelées en boîte (400 g pour 5 à 6 tomates) dans les sauces et les mijotés', 'tomates pelées'),
      o('du concentré de tomate allongé d\'eau : 2 càs pour 2 tomates', 'concentré de tomate'),
      o('des poivrons rouges grillés, pour une sauce sans tomate', 'poivrons rouges'),
    ],
  },
];
