// What a shop sells a cupboard food in, when recipes measure it by the spoon or the pinch: nobody
// buys « tamari 3,5 càs » or « curry 2 càc », but a bottle of tamari and a pot of curry. The week's
// shopping list writes such a need as one pack (« tamari 1 bouteille ») and a bottle already at
// home, whatever is left in it, covers a few spoons. To extend: add a term (singular, lowercase,
// as a cook writes it) to its pack's list; the longest term that opens a name wins (« sucre
// vanillé » is a sachet, « sucre » a paquet). A food not listed keeps its spoons.
import { isHeadOf, normalizeIngredientName } from './names';
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

// Each term once, normalized, with its pack; longest first so the most specific term wins.
const TERMS: readonly { term: string; pack: PackUnit }[] = Object.entries(PACK_TERMS)
  .flatMap(([pack, terms]) => terms.map((term) => ({ term: normalizeIngredientName(term), pack: pack as PackUnit })))
  .sort((a, b) => b.term.length - a.term.length);

/** The pack a cupboard food is bought in (« tamari » : bouteille, « curry en poudre » : pot), or null for a food bought as measured. */
export function packOf(name: string): PackUnit | null {
  const key = normalizeIngredientName(name);
  return (key && TERMS.find((t) => isHeadOf(t.term, key))?.pack) || null;
}

/** Spoons, pinches and drops: what a recipe measures a cupboard food in, never what a shop sells. */
export const isSpoonMeasure = (unit: Unit): boolean => unit === 'càs' || unit === 'càc' || unit === 'pincée' || unit === 'goutte';
