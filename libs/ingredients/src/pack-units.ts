// What a shop sells a cupboard food in, when recipes measure it by the spoon or the pinch: nobody
// buys « tamari 3,5 càs » or « curry 2 càc », but a bottle of tamari and a pot of curry. The week's
// shopping list writes such a need as one pack (« tamari 1 bouteille ») and a bottle already at
// home, whatever is left in it, covers a few spoons. To extend: add a term (singular, lowercase,
// as a cook writes it) to its pack's list; the longest term that opens a name wins (« sucre
// vanillé » is a sachet, « sucre » a paquet). A food not listed keeps its spoons.
import { cutsCompound, isHeadOf, normalizeIngredientName } from './names';
import type { Unit } from './units';

export type PackUnit = Extract<Unit, 'bouteille' | 'pot' | 'sachet' | 'paquet' | 'boîte'>;

const PACK_TERMS: Record<PackUnit, readonly string[]> = {
  bouteille: [
    'huile', 'vinaigre', 'crème de balsamique', 'sauce soja', 'tamari', 'sauce', 'nuoc-mâm', 'ketchup', 'tabasco', 'sriracha',
    'sirop', "sirop d'érable", "sirop d'agave", 'mélasse', 'mélasse de grenade', "eau de fleur d'oranger", 'eau de rose',
    'extrait de vanille', 'arôme', 'vin cuit', 'rhum', 'kirsch',
  ],
  pot: [
    'épice', 'curry', 'cumin', 'paprika', 'curcuma', 'cannelle', 'muscade', 'noix de muscade', 'garam masala', 'ras el hanout',
    "piment d'espelette", 'piment', 'piment de cayenne', 'gingembre moulu', 'cardamome', 'coriandre moulue', 'clou de girofle', 'quatre-épices',
    'origan', 'herbes de provence', 'thym séché', "za'atar", 'sumac', 'fleur de sel', 'sel de céleri', 'baie rose',
    'moutarde', 'miel', 'confiture', 'câpre', 'cornichon', 'tahini', 'pesto', 'tapenade', 'mayonnaise', 'harissa', 'raifort',
    'miso', 'beurre de cacahuète', "purée d'amande", 'pâte de curry', 'concentré de tomate', 'pâte à tartiner',
    'sauce tomate', 'bouillon',
  ],
  sachet: [
    'levure', 'levure chimique', 'sucre vanillé', 'graine', 'pignon', 'amande', 'amande effilée', 'noisette', 'noix',
    'cacahuète', 'noix de coco râpée', 'raisin sec', 'gélatine', 'agar-agar', 'bicarbonate',
  ],
  paquet: [
    'farine', 'sucre', 'sucre glace', 'sucre de canne', 'cassonade', 'fécule', 'maïzena', 'semoule', 'chapelure',
    "flocon d'avoine", "poudre d'amande", 'polenta',
  ],
  boîte: ['cacao', 'lait de coco', 'crème de coco'],
};

// What a shop sells a fresh food in, whatever a recipe measures it in: nobody buys « beurre 30 g »,
// « ail 40 g », « salade 400 g » nor « parmesan 45 g », but a plaquette of butter, a head of
// garlic, a salad and 50 g of parmesan asked for at the counter. A need is bought as enough whole
// units (« beurre 2 plaquettes » for 300 g) and a unit at home covers what it holds (a plaquette
// covers 30 g). The shopping list adds what its recipes need before it rounds (two recipes' 200 g
// are 2 plaquettes), weighing a clove as the food table does: a tête of 50 g holds ten gousses of
// 5 g. A dry or canned food a shop sells only in packs is bought so too, whatever the recipes
// weigh: « semoule 1 paquet » for 170 g, « pois chiches 2 boîtes » for 350 g (drained); its pack size is what
// a Swiss or French supermarket shelves. To extend: add a term (singular, lowercase) to the line of
// how it is sold; a term here and one above compete as one list, the longest wins (« beurre de
// cacahuète » is a pot); a term in both (« farine ») is its pack for spoons, and sold so for weights.
export type SaleUnit = Extract<Unit, 'plaquette' | 'tête' | 'pot' | 'brique' | 'barquette' | 'sachet' | 'paquet' | 'boîte'>;

export type SoldAs =
  /** In a unit holding `holds` grams (or millilitres): butter by the plaquette of 250 g. */
  | { by: 'unit'; unit: SaleUnit; holds: number }
  /** In whole pieces, rounded up (what one weighs is the food table's): a salad, a lemon. */
  | { by: 'piece' }
  /** Weighed at the counter, asked for in steps of `step` grams: « parmesan 50 g », never 45 g. */
  | { by: 'counter'; step: number };

const SOLD_AS: readonly (readonly [SoldAs, readonly string[]])[] = [
  [{ by: 'unit', unit: 'plaquette', holds: 250 }, ['beurre', 'beurre doux', 'beurre demi-sel', 'beurre salé']],
  [{ by: 'unit', unit: 'tête', holds: 50 }, ['ail']],
  [{ by: 'unit', unit: 'pot', holds: 200 }, ['crème', 'crème fraîche', 'crème épaisse', 'crème crue']],
  [{ by: 'unit', unit: 'brique', holds: 200 }, ['crème liquide', 'crème fleurette', 'crème entière liquide', 'crème légère']],
  [{ by: 'unit', unit: 'barquette', holds: 200 }, ['lardon']],
  // Cheeses sold packed, never asked for at a counter: « mozzarella 60 g » is half a sachet.
  [{ by: 'unit', unit: 'sachet', holds: 125 }, ['mozzarella', 'mozzarella di bufala', 'burrata']],
  [{ by: 'unit', unit: 'sachet', holds: 200 }, ['gruyère râpé', 'emmental râpé', 'fromage râpé', 'pousse de soja']],
  [{ by: 'unit', unit: 'paquet', holds: 200 }, ['feta']],
  // Dry goods and cans, by the pack a shop sells.
  [{ by: 'unit', unit: 'paquet', holds: 1000 }, ['riz', 'farine', 'sucre', 'sucre de canne', 'cassonade']],
  [
    { by: 'unit', unit: 'paquet', holds: 500 },
    [
      'semoule', 'couscous', 'boulgour', 'quinoa', 'polenta', 'pâtes', 'spaghetti', 'penne', 'tagliatelle', 'fusilli', 'macaroni',
      'coquillette', 'farfalle', 'linguine', 'rigatoni', 'lentille', 'lentille corail', 'gnocchi', "flocon d'avoine", 'sucre glace',
    ],
  ],
  [{ by: 'unit', unit: 'paquet', holds: 250 }, ['nouille', 'nouille de riz', 'vermicelle de riz', 'lasagne']],
  [{ by: 'unit', unit: 'paquet', holds: 125 }, ["poudre d'amande"]],
  // A can of pulses is sold as 400 g but gives the cook about 265 g drained, the weight recipes
  // and nutrition count: 350 g of chickpeas are 2 cans. Coconut milk is poured whole.
  [{ by: 'unit', unit: 'boîte', holds: 265 }, ['pois chiche', 'haricot rouge', 'haricot blanc', 'haricot noir']],
  [{ by: 'unit', unit: 'boîte', holds: 400 }, ['lait de coco']],
  [
    { by: 'piece' },
    [
      'salade', 'laitue', 'batavia', 'scarole', 'frisée', 'sucrine', 'romaine', 'chou', 'chou-fleur', 'chou rouge', 'brocoli',
      'concombre', 'avocat', 'céleri-rave', 'potimarron', 'courge butternut', 'butternut',
      'citron', 'citron vert', 'pamplemousse', 'mangue', 'ananas', 'melon', 'pastèque',
    ],
  ],
  [
    { by: 'counter', step: 50 },
    [
      'parmesan', 'comté', 'beaufort', 'cantal', 'tomme', 'mimolette', 'pecorino',
      'viande', 'viande hachée', 'bœuf', 'veau', 'porc', 'agneau', 'chair à saucisse', 'rôti',
    ],
  ],
];

// Each term once, normalized, with its pack and how it is sold; longest first so the most specific term wins.
const TERMS: readonly { term: string; pack?: PackUnit; sold?: SoldAs }[] = (() => {
  const byTerm = new Map<string, { term: string; pack?: PackUnit; sold?: SoldAs }>();
  const entry = (term: string) => byTerm.get(normalizeIngredientName(term)) ?? byTerm.set(normalizeIngredientName(term), { term: normalizeIngredientName(term) }).get(normalizeIngredientName(term))!;
  for (const [pack, terms] of Object.entries(PACK_TERMS)) for (const term of terms) entry(term).pack = pack as PackUnit;
  for (const [sold, terms] of SOLD_AS) for (const term of terms) entry(term).sold = sold;
  return [...byTerm.values()].sort((a, b) => b.term.length - a.term.length);
})();

// A fresh food's term never cuts a compound product (names.ts): « crème » is no head of « crème de
// marrons », nor « chou » of « chou de Bruxelles ».
const termOf = (name: string): { pack?: PackUnit; sold?: SoldAs } | undefined => {
  const key = normalizeIngredientName(name);
  if (!key) return undefined;
  for (const t of TERMS) {
    if (!isHeadOf(t.term, key)) continue;
    if (!t.sold || !cutsCompound(t.term, key)) return t;
    if (t.pack) return { pack: t.pack };
  }
  return undefined;
};

/** The pack a cupboard food is bought in (« tamari » : bouteille, « curry en poudre » : pot), or null for a food bought as measured. */
export function packOf(name: string): PackUnit | null {
  return termOf(name)?.pack ?? null;
}

/** How a shop sells a fresh food (« beurre » : plaquette of 250 g, « salade » : by the piece, « parmesan » : at the counter), or null for a food bought as measured. */
export function soldAs(name: string): SoldAs | null {
  return termOf(name)?.sold ?? null;
}

const SALE_UNITS: ReadonlySet<Unit> = new Set(SOLD_AS.flatMap(([sold]) => (sold.by === 'unit' ? [sold.unit] : [])));

/** Whether some food of the table is sold in this unit (a cheap test before looking a name up). */
export const isSaleUnit = (unit: Unit): unit is SaleUnit => SALE_UNITS.has(unit);

/** Spoons, pinches and drops: what a recipe measures a cupboard food in, never what a shop sells. */
export const isSpoonMeasure = (unit: Unit): boolean => unit === 'càs' || unit === 'càc' || unit === 'pincée' || unit === 'goutte';
