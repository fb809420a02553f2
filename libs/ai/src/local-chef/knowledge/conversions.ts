// Household measures in grams: a spoon of flour and a spoon of honey do not weigh the same.
// Spoons are level (rase), as French recipes mean them; a cup ("tasse") is 250 ml.

export interface SpoonWeights {
  names: string[];
  /** With its partitive article: "de farine", "d'huile". */
  label: string;
  càs: number;
  càc: number;
  tasse: number;
}

const w = (names: string[], label: string, càs: number, càc: number, tasse: number): SpoonWeights => ({ names, label, càs, càc, tasse });

export const SPOON_WEIGHTS: readonly SpoonWeights[] = [
  w(['farine', 'farine de blé', 'farine blanche'], 'de farine', 10, 3, 140),
  w(['sucre', 'sucre en poudre', 'sucre semoule', 'sucre blanc'], 'de sucre', 15, 5, 200),
  w(['sucre glace'], 'de sucre glace', 10, 3, 130),
  w(['sucre roux', 'cassonade'], 'de sucre roux', 14, 5, 200),
  w(['beurre'], 'de beurre', 15, 5, 225),
  w(['huile', "huile d'olive", 'huile de colza', 'huile de tournesol'], "d'huile", 13, 4, 220),
  w(['sel', 'sel fin'], 'de sel', 18, 6, 300),
  w(['gros sel'], 'de gros sel', 15, 5, 250),
  w(['miel'], 'de miel', 20, 7, 340),
  w(['cacao', 'cacao en poudre'], 'de cacao', 8, 3, 100),
  w(['maïzena', 'fécule', 'fécule de maïs'], 'de fécule de maïs', 10, 3, 130),
  w(['levure chimique', 'poudre à lever'], 'de levure chimique', 12, 4, 200),
  w(['bicarbonate', 'bicarbonate de soude'], 'de bicarbonate', 14, 5, 230),
  w(['riz', 'riz cru'], 'de riz cru', 15, 5, 200),
  w(['semoule', 'couscous'], 'de semoule', 12, 4, 180),
  w(["flocons d'avoine", 'flocons'], "de flocons d'avoine", 6, 2, 90),
  w(["poudre d'amande", 'amandes en poudre'], "de poudre d'amande", 8, 3, 100),
  w(['lait'], 'de lait', 15, 5, 255),
  w(['eau'], "d'eau", 15, 5, 250),
  w(['crème', 'crème fraîche', 'crème liquide'], 'de crème', 15, 5, 250),
  w(['moutarde'], 'de moutarde', 15, 5, 250),
  w(['café', 'café moulu'], 'de café moulu', 6, 2, 90),
  w(['parmesan', 'fromage râpé'], 'de fromage râpé', 6, 2, 90),
  w(['chapelure'], 'de chapelure', 7, 2, 110),
  w(['lentilles'], 'de lentilles', 12, 4, 190),
  w(['cannelle', 'paprika', 'cumin', 'curcuma', 'curry', 'garam masala', "piment d'espelette", 'piment de cayenne', 'gingembre en poudre', 'noix de muscade', 'cardamome moulue', "za'atar", 'sel de céleri'], "d'épice moulue", 7, 2.5, 110),
  w(['vinaigre', 'vinaigre de vin', 'vinaigre de cidre', 'vinaigre balsamique', 'sauce soja', 'tamari', 'jus de citron', 'sirop', "sirop d'érable", 'lait de coco', 'vin cuit', 'rhum', 'kirsch'], 'de liquide', 15, 5, 250),
  w(['graines de sésame', 'graines de lin', 'graines de courge', 'graines de tournesol'], 'de graines', 9, 3, 140),
  w(['tahini', 'beurre de cacahuète', 'concentré de tomate', 'houmous'], 'de pâte épaisse', 16, 5, 260),
  w(['câpres', 'raifort râpé'], 'de câpres', 10, 3, 150),
];

/** Millilitres per unit, for liquids and the units people ask about. */
export const VOLUME_ML: Record<string, number> = { ml: 1, cl: 10, dl: 100, l: 1000, càc: 5, càs: 15, tasse: 250, verre: 200 };
export const MASS_G: Record<string, number> = { mg: 0.001, g: 1, kg: 1000, livre: 500, once: 28.35 };

/** French oven dials: thermostat n ≈ n × 30 °C. */
export const THERMOSTAT_STEP_C = 30;

export const VOLUME_LABELS: Record<string, [singular: string, plural: string]> = {
  ml: ['ml', 'ml'],
  cl: ['cl', 'cl'],
  dl: ['dl', 'dl'],
  l: ['l', 'l'],
  càc: ['cuillère à café', 'cuillères à café'],
  càs: ['cuillère à soupe', 'cuillères à soupe'],
  tasse: ['tasse', 'tasses'],
  verre: ['verre', 'verres'],
};

export const MASS_LABELS: Record<string, [singular: string, plural: string]> = {
  mg: ['mg', 'mg'],
  g: ['g', 'g'],
  kg: ['kg', 'kg'],
  livre: ['livre', 'livres'],
  once: ['once', 'onces'],
};

/** What one piece weighs, for "combien pèse un œuf ?" (average sizes). */
export const ITEM_WEIGHTS: readonly { names: string[]; answer: string }[] = [
  { names: ['œuf', 'œufs'], answer: 'Un œuf moyen pèse environ 60 g avec sa coquille, 50 g sans : à peu près 30 g de blanc et 20 g de jaune.' },
  { names: ['pomme', 'pommes'], answer: 'Une pomme moyenne pèse environ 150 g (130 g épluchée et évidée).' },
  { names: ['pomme de terre', 'pommes de terre'], answer: 'Une pomme de terre moyenne pèse environ 150 g ; comptez 200 à 250 g par personne en accompagnement.' },
  { names: ['oignon', 'oignons'], answer: 'Un oignon moyen pèse environ 100 g.' },
  { names: ['échalote', 'échalotes'], answer: 'Une échalote pèse environ 25 g.' },
  { names: ['carotte', 'carottes'], answer: 'Une carotte moyenne pèse environ 100 g.' },
  { names: ['tomate', 'tomates'], answer: 'Une tomate moyenne pèse environ 120 g ; une tomate cerise, 15 g.' },
  { names: ['courgette', 'courgettes'], answer: 'Une courgette moyenne pèse environ 250 g.' },
  { names: ['poivron', 'poivrons'], answer: 'Un poivron moyen pèse environ 150 g.' },
  { names: ['citron', 'citrons'], answer: "Un citron pèse environ 100 g et donne 4 à 5 càs de jus (40 à 50 ml)." },
  { names: ['orange', 'oranges'], answer: "Une orange pèse environ 200 g et donne environ 10 cl de jus." },
  { names: ['banane', 'bananes'], answer: 'Une banane pèse environ 120 g sans sa peau (180 g avec).' },
  { names: ['gousse d\'ail', 'ail'], answer: "Une gousse d'ail pèse environ 5 g." },
  { names: ['avocat', 'avocats'], answer: 'Un avocat pèse environ 200 g, dont 140 g de chair.' },
  { names: ['poireau', 'poireaux'], answer: 'Un poireau pèse environ 250 g, dont la moitié de blanc.' },
  { names: ['noix de beurre'], answer: 'Une noix de beurre, c\'est environ 10 g.' },
  { names: ['sachet de levure', 'levure chimique'], answer: 'Un sachet de levure chimique contient 11 g (environ 2 càc).' },
  { names: ['sucre vanillé', 'sachet de sucre vanillé'], answer: 'Un sachet de sucre vanillé contient 7,5 g (environ 2 càc).' },
  { names: ['pincée', 'pincée de sel'], answer: 'Une pincée de sel pèse environ 0,5 à 1 g.' },
  { names: ['cube de bouillon', 'bouillon cube'], answer: 'Un cube de bouillon pèse 10 g et parfume 50 cl d\'eau.' },
];
