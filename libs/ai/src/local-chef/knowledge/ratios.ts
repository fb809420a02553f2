// "Combien de farine pour 1 litre de lait ?", "combien de farine pour 3 œufs ?": the proportions of
// the obvious preparation, so the chef gives the amount for the quantity asked. `wanted` is what
// the question asks the amount of, `base` what it gives the quantity of; `dish` words name the
// preparation when the question says it ("des œufs pour 1 l de lait, pour des crêpes"). When two
// entries fit, the one whose dish is named wins; when none is named, the first listed is the
// answer and the others are said after it ("pour un quatre-quarts, 150 g").

export interface Ratio {
  id: string;
  /** How the reply names the preparation: "une pâte à crêpes". */
  dish: string;
  dishWords: string[];
  wanted: string[];
  base: string[];
  /** The base the amounts are for: 1000 ml, 1000 g or one egg. */
  per: { quantity: number; unit: 'ml' | 'g' | 'œuf' };
  /** The amount for `per`, in `unit` ('œuf' and 'feuille' count pieces). */
  amount: number;
  unit: 'g' | 'ml' | 'œuf' | 'feuille';
  /** How the amount is said: "de farine" ('' for eggs); when absent, the wanted food named ("de sucre", "de beurre"). */
  of?: string;
  /** The preparation the proportion is for, in one or two short sentences. */
  note: string;
  /** The proportion a cook measures with a cup, said when no amount is asked: "1 volume de riz pour 1,5 volume d'eau". */
  volumes?: string;
  /** The PORTIONS entry (knowledge/portions.ts) of the base, for a worked example at the household's table when no amount is asked. */
  portion?: string;
}

const LITRE = { quantity: 1000, unit: 'ml' } as const;
const KILO = { quantity: 1000, unit: 'g' } as const;
/** An egg weighs about 50 g without its shell. */
const EGG = { quantity: 1, unit: 'œuf' } as const;
const EGGS = ['œuf', 'œufs'];
const CREPES = ['crêpe', 'crêpes', 'pâte à crêpes'];
const CREPES_BY_EGG = 'Pâte à crêpes : 250 g de farine, 4 œufs, 50 cl de lait et 50 g de beurre fondu (une quinzaine de crêpes).';
const QUATRE_QUARTS = ['quatre-quarts', 'quatre quarts', 'quatre-quart', 'quatre quart'];
const QUATRE_QUARTS_NOTE = 'Quatre-quarts : le poids des œufs en farine, en sucre et en beurre (un œuf pèse environ 50 g sans sa coquille), et un demi-sachet de levure ; 40 minutes à 180 °C pour 4 œufs.';
const BRISEE = ['pâte brisée', 'brisée', 'fond de tarte', 'pâte à tarte', 'pâte à quiche'];
const BRISEE_NOTE = 'Pâte brisée : 250 g de farine, 125 g de beurre froid en dés, une pincée de sel et 5 cl d\'eau froide, de quoi foncer un moule de 26 à 28 cm ; un jaune d\'œuf en plus la rend plus sablée.';
const BECHAMEL = ['béchamel', 'sauce blanche'];
const BECHAMEL_NOTE = 'Béchamel : 40 g de beurre et 40 g de farine pour 50 cl de lait (50 g de chaque pour une béchamel épaisse de lasagnes ou de croque-monsieur) ; le roux cuit 2 minutes en remuant, puis le lait froid versé d\'un coup en fouettant, 5 minutes à feu doux.';
const FRUITS = ['fruits', 'fraises', 'abricots', 'prunes', 'pommes', 'poires', 'framboises', 'cerises', 'mûres', 'rhubarbe', 'oranges', 'figues', 'mirabelles', 'pêches', 'myrtilles'];
const LIQUIDS = ['liquide', 'crème', 'lait', 'jus', 'eau', 'coulis', 'préparation'];
/** "Combien de feuilles de gélatine pour 1 litre ?": the unit stands for the liquid. */
export const UNIT_BASES = ['litre', 'litres', 'l', 'cl', 'ml', 'dl'];

export const RATIOS: readonly Ratio[] = [
  { id: 'crepes-farine', dish: 'une pâte à crêpes', dishWords: CREPES, wanted: ['farine'], base: ['lait'], per: LITRE, amount: 500, unit: 'g', of: 'de farine',
    note: 'Pâte à crêpes : 500 g de farine, 8 œufs et 100 g de beurre fondu par litre de lait (une trentaine de crêpes).' },
  { id: 'crepes-lait', dish: 'une pâte à crêpes', dishWords: CREPES, wanted: ['lait'], base: ['farine'], per: KILO, amount: 2000, unit: 'ml', of: 'de lait',
    note: 'Pâte à crêpes : 2 litres de lait, 8 œufs et 100 g de beurre fondu par kilo de farine ; versez le lait petit à petit pour éviter les grumeaux.' },
  { id: 'flan-oeufs', dish: 'un flan', dishWords: ['flan', 'crème renversée', 'crème caramel'], wanted: ['œuf', 'œufs'], base: ['lait'], per: LITRE, amount: 8, unit: 'œuf', of: '',
    note: 'Flan aux œufs : 8 œufs et 150 g de sucre par litre de lait, au bain-marie. Un flan pâtissier en prend moins : 4 œufs et 90 g de fécule de maïs par litre.' },
  { id: 'crepes-oeufs', dish: 'une pâte à crêpes', dishWords: CREPES, wanted: ['œuf', 'œufs'], base: ['lait'], per: LITRE, amount: 8, unit: 'œuf', of: '',
    note: 'Pâte à crêpes : 500 g de farine, 8 œufs et 100 g de beurre fondu par litre de lait.' },
  { id: 'riz-eau', dish: 'du riz', dishWords: ['riz'], wanted: ['riz'], base: ['eau'], per: LITRE, amount: 530, unit: 'g', of: 'de riz',
    note: 'À l\'absorption : 1 volume de riz pour 1,5 volume d\'eau, à couvert et à feu doux. Cuit comme des pâtes, c\'est 1 litre d\'eau pour 100 g de riz.' },
  { id: 'eau-riz', dish: 'du riz', dishWords: ['riz'], wanted: ['eau'], base: ['riz'], per: KILO, amount: 1900, unit: 'ml', of: 'd\'eau',
    note: 'À l\'absorption : 1 volume de riz pour 1,5 volume d\'eau (un peu plus pour le riz complet : 2 volumes), à couvert et à feu doux.',
    volumes: "1 volume de riz pour 1,5 volume d'eau", portion: 'riz' },
  { id: 'eau-quinoa', dish: 'du quinoa', dishWords: ['quinoa'], wanted: ['eau'], base: ['quinoa'], per: KILO, amount: 2000, unit: 'ml', of: 'd\'eau',
    note: 'Quinoa : bien rincé, 12 à 15 minutes à feu doux dans l\'eau salée, à couvert, puis 5 minutes de repos hors du feu.',
    volumes: "1 volume de quinoa pour 2 volumes d'eau", portion: 'semoule' },
  { id: 'eau-semoule', dish: 'de la semoule', dishWords: ['semoule', 'couscous'], wanted: ['eau', 'bouillon'], base: ['semoule', 'couscous'], per: KILO, amount: 1200, unit: 'ml', of: 'd\'eau',
    note: 'Semoule de couscous : versez l\'eau bouillante salée (ou le bouillon) dessus, 5 minutes à couvert hors du feu, puis égrenez à la fourchette avec un filet d\'huile ou une noisette de beurre.',
    volumes: "1 volume de semoule pour 1 volume d'eau", portion: 'semoule' },
  { id: 'confiture-sucre', dish: 'une confiture', dishWords: ['confiture', 'confitures', 'gelée'], wanted: ['sucre'], base: FRUITS, per: KILO, amount: 750, unit: 'g', of: 'de sucre',
    note: 'Confiture : 700 à 800 g de sucre par kilo de fruits préparés (la recette d\'autrefois en met autant que de fruits et se garde plus longtemps), et le jus d\'un citron.' },
  { id: 'compote-sucre', dish: 'une compote', dishWords: ['compote', 'compotes'], wanted: ['sucre'], base: FRUITS, per: KILO, amount: 80, unit: 'g', of: 'de sucre',
    note: 'Compote : 50 à 100 g de sucre par kilo de fruits, ou pas du tout avec des fruits bien mûrs, et un fond d\'eau.' },
  { id: 'gelatine', dish: 'une crème prise', dishWords: ['panna cotta', 'bavaroise', 'entremets', 'gelée'], wanted: ['gélatine', 'feuilles de gélatine', 'feuille de gélatine'], base: [...LIQUIDS, ...UNIT_BASES], per: LITRE, amount: 6, unit: 'feuille', of: 'de gélatine',
    note: 'Gélatine : 6 feuilles (12 g) par litre pour une crème qui tremble comme une panna cotta, 8 à 10 pour un entremets à démouler ; trempées 10 minutes dans l\'eau froide, essorées, fondues dans le liquide chaud, pas bouillant. En agar-agar : 4 g par litre, à faire bouillir 1 minute.' },
  { id: 'crepes-farine-oeufs', dish: 'une pâte à crêpes', dishWords: CREPES, wanted: ['farine'], base: EGGS, per: EGG, amount: 62.5, unit: 'g', of: 'de farine', note: CREPES_BY_EGG },
  { id: 'crepes-lait-oeufs', dish: 'une pâte à crêpes', dishWords: CREPES, wanted: ['lait'], base: EGGS, per: EGG, amount: 125, unit: 'ml', of: 'de lait', note: CREPES_BY_EGG },
  { id: 'flan-lait', dish: 'un flan', dishWords: ['flan', 'crème renversée', 'crème caramel'], wanted: ['lait'], base: EGGS, per: EGG, amount: 125, unit: 'ml', of: 'de lait',
    note: 'Flan aux œufs : 8 œufs et 150 g de sucre par litre de lait, au bain-marie.' },
  { id: 'crepes-oeufs-farine', dish: 'une pâte à crêpes', dishWords: CREPES, wanted: EGGS, base: ['farine'], per: KILO, amount: 16, unit: 'œuf', of: '', note: CREPES_BY_EGG },
  { id: 'quatre-quarts', dish: 'un quatre-quarts', dishWords: QUATRE_QUARTS, wanted: ['farine', 'sucre', 'beurre'], base: EGGS, per: EGG, amount: 50, unit: 'g', note: QUATRE_QUARTS_NOTE },
  { id: 'quatre-quarts-oeufs', dish: 'un quatre-quarts', dishWords: QUATRE_QUARTS, wanted: EGGS, base: ['farine', 'sucre', 'beurre'], per: KILO, amount: 20, unit: 'œuf', of: '', note: QUATRE_QUARTS_NOTE },
  { id: 'brisee-beurre', dish: 'une pâte brisée', dishWords: BRISEE, wanted: ['beurre'], base: ['farine'], per: KILO, amount: 500, unit: 'g', of: 'de beurre', note: BRISEE_NOTE },
  { id: 'brisee-farine', dish: 'une pâte brisée', dishWords: BRISEE, wanted: ['farine'], base: ['beurre'], per: KILO, amount: 2000, unit: 'g', of: 'de farine', note: BRISEE_NOTE },
  { id: 'brisee-eau', dish: 'une pâte brisée', dishWords: BRISEE, wanted: ['eau'], base: ['farine'], per: KILO, amount: 200, unit: 'ml', of: 'd\'eau froide', note: BRISEE_NOTE },
  { id: 'bechamel', dish: 'une béchamel', dishWords: BECHAMEL, wanted: ['farine', 'beurre'], base: ['lait'], per: LITRE, amount: 80, unit: 'g', note: BECHAMEL_NOTE },
  { id: 'bechamel-lait', dish: 'une béchamel', dishWords: BECHAMEL, wanted: ['lait'], base: ['farine', 'beurre'], per: KILO, amount: 12500, unit: 'ml', of: 'de lait', note: BECHAMEL_NOTE },
];
