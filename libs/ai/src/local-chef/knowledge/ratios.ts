// "Combien de farine pour 1 litre de lait ?": the proportions of the obvious preparation, so the
// chef gives the amount for the quantity asked. `wanted` is what the question asks the amount of,
// `base` what it gives the quantity of; `dish` words name the preparation when the question says
// it ("des œufs pour 1 l de lait, pour des crêpes"). When two entries fit, the one whose dish is
// named wins, else the first listed.

export interface Ratio {
  id: string;
  dishWords: string[];
  wanted: string[];
  base: string[];
  /** The base the amounts are for: 1000 ml or 1000 g. */
  per: { quantity: number; unit: 'ml' | 'g' };
  /** The amount for `per`, in `unit` ('œuf' and 'feuille' count pieces). */
  amount: number;
  unit: 'g' | 'ml' | 'œuf' | 'feuille';
  /** How the amount is said: "de farine", "d'œufs". */
  of: string;
  /** The preparation the proportion is for, in one or two short sentences. */
  note: string;
}

const LITRE = { quantity: 1000, unit: 'ml' } as const;
const KILO = { quantity: 1000, unit: 'g' } as const;
const FRUITS = ['fruits', 'fraises', 'abricots', 'prunes', 'pommes', 'poires', 'framboises', 'cerises', 'mûres', 'rhubarbe', 'oranges', 'figues', 'mirabelles', 'pêches', 'myrtilles'];
const LIQUIDS = ['liquide', 'crème', 'lait', 'jus', 'eau', 'coulis', 'préparation'];
/** "Combien de feuilles de gélatine pour 1 litre ?": the unit stands for the liquid. */
export const UNIT_BASES = ['litre', 'litres', 'l', 'cl', 'ml', 'dl'];

export const RATIOS: readonly Ratio[] = [
  { id: 'crepes-farine', dishWords: ['crêpe', 'crêpes'], wanted: ['farine'], base: ['lait'], per: LITRE, amount: 500, unit: 'g', of: 'de farine',
    note: 'Pâte à crêpes : 500 g de farine, 8 œufs et 100 g de beurre fondu par litre de lait (une trentaine de crêpes).' },
  { id: 'crepes-lait', dishWords: ['crêpe', 'crêpes'], wanted: ['lait'], base: ['farine'], per: KILO, amount: 2000, unit: 'ml', of: 'de lait',
    note: 'Pâte à crêpes : 2 litres de lait, 8 œufs et 100 g de beurre fondu par kilo de farine ; versez le lait petit à petit pour éviter les grumeaux.' },
  { id: 'flan-oeufs', dishWords: ['flan', 'crème renversée', 'crème caramel'], wanted: ['œuf', 'œufs'], base: ['lait'], per: LITRE, amount: 8, unit: 'œuf', of: '',
    note: 'Flan aux œufs : 8 œufs et 150 g de sucre par litre de lait, au bain-marie. Un flan pâtissier en prend moins : 4 œufs et 90 g de fécule de maïs par litre.' },
  { id: 'crepes-oeufs', dishWords: ['crêpe', 'crêpes'], wanted: ['œuf', 'œufs'], base: ['lait'], per: LITRE, amount: 8, unit: 'œuf', of: '',
    note: 'Pâte à crêpes : 500 g de farine, 8 œufs et 100 g de beurre fondu par litre de lait.' },
  { id: 'riz-eau', dishWords: ['riz'], wanted: ['riz'], base: ['eau'], per: LITRE, amount: 530, unit: 'g', of: 'de riz',
    note: 'À l\'absorption : 1 volume de riz pour 1,5 volume d\'eau, à couvert et à feu doux. Cuit comme des pâtes, c\'est 1 litre d\'eau pour 100 g de riz.' },
  { id: 'eau-riz', dishWords: ['riz'], wanted: ['eau'], base: ['riz'], per: KILO, amount: 1900, unit: 'ml', of: 'd\'eau',
    note: 'À l\'absorption : 1 volume de riz pour 1,5 volume d\'eau (un peu plus pour le riz complet : 2 volumes), à couvert et à feu doux.' },
  { id: 'confiture-sucre', dishWords: ['confiture', 'confitures', 'gelée'], wanted: ['sucre'], base: FRUITS, per: KILO, amount: 750, unit: 'g', of: 'de sucre',
    note: 'Confiture : 700 à 800 g de sucre par kilo de fruits préparés (la recette d\'autrefois en met autant que de fruits et se garde plus longtemps), et le jus d\'un citron.' },
  { id: 'compote-sucre', dishWords: ['compote', 'compotes'], wanted: ['sucre'], base: FRUITS, per: KILO, amount: 80, unit: 'g', of: 'de sucre',
    note: 'Compote : 50 à 100 g de sucre par kilo de fruits, ou pas du tout avec des fruits bien mûrs, et un fond d\'eau.' },
  { id: 'gelatine', dishWords: ['panna cotta', 'bavaroise', 'entremets', 'gelée'], wanted: ['gélatine', 'feuilles de gélatine', 'feuille de gélatine'], base: [...LIQUIDS, ...UNIT_BASES], per: LITRE, amount: 6, unit: 'feuille', of: 'de gélatine',
    note: 'Gélatine : 6 feuilles (12 g) par litre pour une crème qui tremble comme une panna cotta, 8 à 10 pour un entremets à démouler ; trempées 10 minutes dans l\'eau froide, essorées, fondues dans le liquide chaud, pas bouillant. En agar-agar : 4 g par litre, à faire bouillir 1 minute.' },
];
