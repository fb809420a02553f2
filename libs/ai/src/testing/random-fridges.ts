import type { FridgeItem } from '../types';

// Random fridges for the chef's tests and `npm run bench:chef`: 5 to 15 items drawn from common
// French groceries, named the way people type them (brands of speech, plurals, qualifiers), with
// the amounts a household buys and dates around today. This list is deliberately independent of
// the chef's food table: the chef is measured on what families keep, not on what it knows.

type Row = readonly [name: string, unit: 'unité' | 'g' | 'kg' | 'ml' | 'l', min: number, max: number, step: number, shelfDays: number];

export const GROCERY_ITEMS: readonly Row[] = [
  // Fruits et légumes
  ['Tomates', 'unité', 2, 8, 1, 7],
  ['Tomates cerises', 'g', 150, 500, 50, 6],
  ['Courgettes', 'unité', 1, 4, 1, 8],
  ['Carottes', 'kg', 0.5, 2, 0.5, 20],
  ['Oignons', 'unité', 1, 6, 1, 30],
  ['Oignon rouge', 'unité', 1, 3, 1, 30],
  ['Ail', 'unité', 1, 2, 1, 40],
  ['Échalotes', 'unité', 2, 6, 1, 30],
  ['Pommes de terre', 'kg', 0.5, 3, 0.5, 30],
  ['Patate douce', 'unité', 1, 3, 1, 20],
  ['Poivron rouge', 'unité', 1, 3, 1, 8],
  ['Poivrons', 'unité', 1, 4, 1, 8],
  ['Aubergine', 'unité', 1, 2, 1, 7],
  ['Concombre', 'unité', 1, 2, 1, 7],
  ['Salade verte', 'unité', 1, 1, 1, 5],
  ['Laitue', 'unité', 1, 1, 1, 5],
  ['Roquette', 'g', 50, 150, 25, 4],
  ['Mâche', 'g', 100, 200, 50, 4],
  ['Épinards frais', 'g', 200, 600, 100, 4],
  ['Brocoli', 'unité', 1, 2, 1, 6],
  ['Chou-fleur', 'unité', 1, 1, 1, 8],
  ['Poireaux', 'unité', 1, 4, 1, 10],
  ['Champignons de Paris', 'g', 200, 500, 50, 5],
  ['Haricots verts', 'g', 200, 800, 100, 5],
  ['Petits pois surgelés', 'g', 300, 1000, 100, 120],
  ['Avocat', 'unité', 1, 3, 1, 5],
  ['Avocats', 'unité', 2, 4, 1, 5],
  ['Céleri branche', 'unité', 1, 1, 1, 12],
  ['Radis', 'unité', 5, 15, 1, 6],
  ['Betterave cuite', 'unité', 2, 4, 1, 10],
  ['Fenouil', 'unité', 1, 2, 1, 10],
  ['Endives', 'unité', 2, 6, 1, 8],
  ['Potiron', 'kg', 0.5, 2, 0.5, 30],
  ['Butternut', 'unité', 1, 1, 1, 40],
  ['Navets', 'unité', 2, 5, 1, 20],
  ['Maïs en boîte', 'g', 140, 300, 20, 365],
  ['Citrons', 'unité', 1, 4, 1, 20],
  ['Citron vert', 'unité', 1, 3, 1, 20],
  ['Pommes', 'unité', 2, 8, 1, 20],
  ['Poires', 'unité', 2, 6, 1, 10],
  ['Bananes', 'unité', 2, 7, 1, 6],
  ['Oranges', 'unité', 2, 8, 1, 15],
  ['Clémentines', 'unité', 4, 12, 1, 12],
  ['Fraises', 'g', 250, 500, 50, 3],
  ['Framboises', 'g', 125, 250, 25, 3],
  ['Myrtilles', 'g', 125, 250, 25, 5],
  ['Kiwis', 'unité', 2, 6, 1, 10],
  ['Raisin', 'g', 300, 800, 100, 6],
  ['Melon', 'unité', 1, 1, 1, 6],
  ['Pêches', 'unité', 2, 6, 1, 5],
  ['Abricots', 'unité', 4, 10, 1, 5],
  ['Cerises', 'g', 300, 800, 100, 4],
  ['Mangue', 'unité', 1, 2, 1, 6],
  ['Ananas', 'unité', 1, 1, 1, 6],
  ['Prunes', 'unité', 4, 10, 1, 6],
  ['Menthe fraîche', 'g', 20, 40, 10, 6],
  ['Basilic', 'g', 20, 40, 10, 5],
  ['Persil', 'g', 20, 60, 10, 6],
  ['Ciboulette', 'g', 20, 30, 10, 6],
  ['Coriandre', 'g', 20, 30, 10, 5],
  ['Gingembre frais', 'g', 50, 150, 50, 30],
  // Boucherie, poissonnerie, traiteur
  ['Blancs de poulet', 'g', 250, 800, 50, 3],
  ['Cuisses de poulet', 'unité', 2, 6, 1, 3],
  ['Escalopes de dinde', 'unité', 2, 4, 1, 3],
  ['Steaks hachés', 'unité', 2, 6, 1, 3],
  ['Viande hachée de bœuf', 'g', 300, 800, 100, 2],
  ['Côtes de porc', 'unité', 2, 4, 1, 3],
  ['Saucisses de Toulouse', 'unité', 2, 6, 1, 5],
  ['Merguez', 'unité', 4, 8, 1, 5],
  ['Lardons fumés', 'g', 100, 400, 50, 12],
  ['Jambon blanc', 'unité', 2, 8, 1, 8],
  ['Jambon cru', 'g', 70, 200, 10, 15],
  ['Chorizo', 'g', 100, 250, 25, 30],
  ['Saucisson sec', 'g', 150, 300, 50, 40],
  ['Bacon', 'g', 100, 200, 20, 10],
  ['Blanc de dinde', 'g', 100, 250, 20, 8],
  ['Pavés de saumon', 'unité', 2, 4, 1, 3],
  ['Saumon fumé', 'g', 100, 300, 50, 10],
  ['Filets de cabillaud', 'g', 300, 800, 100, 2],
  ['Crevettes cuites', 'g', 150, 400, 50, 3],
  ['Thon en boîte', 'g', 140, 420, 140, 500],
  ['Sardines à l\'huile', 'g', 100, 230, 25, 700],
  ['Maquereaux', 'g', 120, 240, 20, 400],
  ['Surimi', 'unité', 6, 16, 1, 10],
  ['Poisson pané', 'unité', 4, 10, 1, 150],
  ['Nuggets de poulet', 'g', 300, 600, 100, 150],
  ['Tofu', 'g', 200, 400, 50, 20],
  ['Poulet rôti', 'unité', 1, 1, 1, 3],
  // Crèmerie
  ['Œufs', 'unité', 2, 12, 1, 20],
  ['Oeufs bio', 'unité', 4, 12, 1, 20],
  ['Lait demi-écrémé', 'l', 0.5, 2, 0.5, 7],
  ['Lait entier', 'l', 1, 2, 0.5, 7],
  ['Beurre doux', 'g', 100, 250, 25, 40],
  ['Beurre demi-sel', 'g', 125, 250, 125, 40],
  ['Crème fraîche épaisse', 'ml', 200, 400, 50, 12],
  ['Crème liquide', 'ml', 200, 500, 50, 20],
  ['Yaourts nature', 'unité', 2, 8, 1, 15],
  ['Yaourt grec', 'g', 150, 500, 50, 15],
  ['Fromage blanc', 'g', 200, 1000, 100, 12],
  ['Petits-suisses', 'unité', 4, 12, 1, 14],
  ['Gruyère râpé', 'g', 100, 250, 50, 30],
  ['Emmental', 'g', 150, 400, 50, 25],
  ['Comté', 'g', 150, 400, 50, 30],
  ['Parmesan', 'g', 80, 200, 20, 40],
  ['Mozzarella', 'g', 125, 250, 125, 10],
  ['Feta', 'g', 150, 200, 50, 20],
  ['Chèvre frais', 'g', 100, 200, 50, 12],
  ['Bûche de chèvre', 'g', 150, 180, 30, 15],
  ['Camembert', 'g', 250, 250, 1, 15],
  ['Raclette', 'g', 200, 600, 100, 20],
  ['Fromage frais ail et fines herbes', 'g', 150, 150, 1, 15],
  ['Ricotta', 'g', 250, 250, 1, 10],
  ['Mascarpone', 'g', 250, 500, 250, 15],
  ['Skyr', 'g', 150, 450, 150, 15],
  // Épicerie
  ['Pâtes', 'g', 250, 1000, 250, 400],
  ['Spaghetti', 'g', 250, 1000, 250, 400],
  ['Penne', 'g', 250, 500, 250, 400],
  ['Coquillettes', 'g', 250, 500, 250, 400],
  ['Riz basmati', 'g', 250, 1000, 250, 400],
  ['Riz', 'kg', 0.5, 2, 0.5, 400],
  ['Semoule', 'g', 250, 500, 250, 400],
  ['Quinoa', 'g', 200, 500, 100, 400],
  ['Lentilles vertes', 'g', 250, 500, 250, 400],
  ['Pois chiches en boîte', 'g', 265, 530, 265, 700],
  ['Haricots rouges', 'g', 250, 500, 250, 700],
  ['Gnocchis', 'g', 400, 500, 100, 30],
  ['Farine', 'kg', 0.5, 1, 0.5, 300],
  ['Sucre en poudre', 'g', 250, 1000, 250, 700],
  ['Miel', 'g', 250, 500, 250, 700],
  ['Confiture de fraises', 'g', 200, 370, 10, 200],
  ['Chocolat noir', 'g', 100, 200, 100, 200],
  ['Chocolat au lait', 'g', 100, 200, 100, 200],
  ['Pâte à tartiner', 'g', 200, 750, 50, 200],
  ['Cacao en poudre', 'g', 250, 400, 50, 300],
  ['Tomates pelées', 'g', 400, 800, 400, 700],
  ['Coulis de tomate', 'g', 200, 500, 50, 500],
  ['Lait de coco', 'ml', 200, 400, 200, 500],
  ['Pâte brisée', 'unité', 1, 2, 1, 20],
  ['Pâte feuilletée', 'unité', 1, 2, 1, 20],
  ['Pâte à pizza', 'unité', 1, 1, 1, 15],
  ['Tortillas', 'unité', 4, 8, 1, 30],
  ['Pain de mie', 'unité', 6, 20, 1, 8],
  ['Baguette', 'unité', 1, 2, 1, 2],
  ['Pain de campagne', 'g', 300, 800, 100, 4],
  ['Crackers', 'g', 100, 250, 50, 120],
  ['Biscottes', 'unité', 10, 30, 1, 150],
  ['Olives vertes', 'g', 100, 300, 50, 100],
  ['Cornichons', 'g', 200, 400, 100, 300],
  ['Moutarde', 'g', 100, 350, 50, 300],
  ['Mayonnaise', 'g', 150, 450, 50, 120],
  ['Ketchup', 'g', 250, 500, 50, 200],
  ['Sauce soja', 'ml', 125, 250, 25, 300],
  ['Pesto', 'g', 150, 200, 50, 60],
  ['Vinaigre balsamique', 'ml', 250, 500, 250, 700],
  ['Huile d\'olive', 'l', 0.5, 1, 0.5, 500],
  ['Noix', 'g', 100, 250, 50, 200],
  ['Amandes', 'g', 100, 250, 50, 200],
  ['Raisins secs', 'g', 100, 250, 50, 200],
  ['Flocons d\'avoine', 'g', 250, 500, 250, 300],
  ['Céréales', 'g', 375, 750, 375, 200],
  ['Biscuits', 'g', 150, 300, 50, 150],
  ['Compote de pommes', 'unité', 2, 8, 1, 60],
  ['Curry en poudre', 'g', 30, 50, 10, 500],
  ['Cannelle', 'g', 30, 50, 10, 500],
  ['Thé', 'unité', 10, 40, 5, 500],
  ['Café moulu', 'g', 250, 500, 250, 300],
  // Boissons, surgelés
  ['Jus d\'orange', 'l', 1, 2, 0.5, 10],
  ['Jus de pomme', 'l', 1, 1.5, 0.5, 30],
  ['Eau gazeuse', 'l', 1, 3, 0.5, 300],
  ['Sirop de grenadine', 'ml', 500, 750, 250, 300],
  ['Limonade', 'l', 1, 1.5, 0.5, 200],
  ['Bière', 'ml', 330, 1980, 330, 200],
  ['Vin rouge', 'ml', 750, 750, 1, 700],
  ['Glace vanille', 'ml', 500, 1000, 250, 200],
  ['Lait d\'amande', 'l', 1, 1, 1, 60],
  ['Pizza surgelée', 'unité', 1, 2, 1, 150],
  ['Frites surgelées', 'g', 500, 1000, 250, 200],
  ['Épinards surgelés', 'g', 400, 800, 200, 200],
  ['Choucroute cuisinée', 'g', 400, 800, 100, 20],
  ['Taboulé', 'g', 250, 500, 50, 6],
  ['Houmous', 'g', 150, 200, 25, 12],
];

// How much more often than an ordinary item a household keeps these (surveys of French fridges put
// eggs, milk, butter, yoghurts, cheese, apples and carrots in most of them): a fridge is drawn with
// these weights, so a random fridge looks like a kitchen's, not like a shop's shelf.
const KEPT_OFTEN: Readonly<Record<string, number>> = {
  Œufs: 4, 'Lait demi-écrémé': 4, 'Beurre doux': 4, 'Yaourts nature': 4, Pommes: 3, Bananes: 3, Carottes: 3,
  Oignons: 3, Tomates: 3, 'Pommes de terre': 3, Pâtes: 3, Riz: 2, 'Gruyère râpé': 3, Emmental: 2, 'Jambon blanc': 3,
  Citrons: 2, Ail: 2, 'Crème fraîche épaisse': 3, Farine: 2, 'Sucre en poudre': 2, Courgettes: 2, 'Salade verte': 2,
  Oranges: 2, 'Fromage blanc': 2, 'Chocolat noir': 2, 'Confiture de fraises': 2, Moutarde: 2, Mayonnaise: 2, Ketchup: 2,
  'Jus d\'orange': 2, Clémentines: 2, Poires: 2, 'Lardons fumés': 2, 'Blancs de poulet': 2, 'Steaks hachés': 2,
};

const DAY_MS = 86_400_000;

export interface RandomFridgeOptions {
  /** 'YYYY-MM-DD' */
  today: string;
  minItems?: number;
  maxItems?: number;
  /** Share of items past their date (the chef must leave them out). */
  expiredShare?: number;
}

/** A fridge as a household keeps it: distinct items, realistic amounts, some dates close, a few past. */
export function randomFridge(random: () => number, options: RandomFridgeOptions): FridgeItem[] {
  const min = options.minItems ?? 5;
  const max = options.maxItems ?? 15;
  const count = min + Math.floor(random() * (max - min + 1));
  const pool = [...GROCERY_ITEMS];
  const items: FridgeItem[] = [];
  const base = Date.parse(`${options.today}T00:00:00Z`);
  for (let i = 0; i < count && pool.length > 0; i++) {
    const [name, unit, lo, hi, step, shelf] = pool.splice(weightedIndex(pool, random), 1)[0];
    const steps = Math.round((hi - lo) / step);
    const quantity = Math.round((lo + step * Math.floor(random() * (steps + 1))) * 1000) / 1000;
    const expired = random() < (options.expiredShare ?? 0.08);
    const days = expired ? -1 - Math.floor(random() * 4) : Math.floor(random() * Math.max(2, shelf));
    const dated = random() < 0.85;
    const expirationDate = dated ? new Date(base + days * DAY_MS).toISOString().slice(0, 10) : null;
    items.push({ name, quantity, unit, expirationDate });
  }
  return items;
}

function weightedIndex(pool: readonly Row[], random: () => number): number {
  const total = pool.reduce((sum, row) => sum + (KEPT_OFTEN[row[0]] ?? 1), 0);
  let target = random() * total;
  for (let i = 0; i < pool.length; i++) {
    target -= KEPT_OFTEN[pool[i][0]] ?? 1;
    if (target < 0) return i;
  }
  return pool.length - 1;
}
