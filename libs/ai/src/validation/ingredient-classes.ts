import { keptAnswers } from '#ingredients';
import { normalizeWords, phraseOccurrences } from './normalize-words';

export const INGREDIENT_CLASSES = [
  'meat',
  'pork',
  'poultry',
  'fish',
  'shellfish',
  'dairy',
  'egg',
  'gluten',
  'nuts',
  'alcohol',
  'gelatin',
  'honey',
  // Animals kasher law forbids outright, beyond pork and seafood: rabbit, horse, snails, frogs.
  'nonKosherMeat',
] as const;
export type IngredientClass = (typeof INGREDIENT_CLASSES)[number];

/** French names used in the reasons sent back to a model and shown to users. */
export const CLASS_LABELS: Record<IngredientClass, string> = {
  meat: 'viande',
  pork: 'porc',
  poultry: 'volaille',
  fish: 'poisson',
  shellfish: 'fruits de mer',
  dairy: 'produit laitier',
  egg: 'œuf',
  gluten: 'gluten',
  nuts: 'fruits à coque',
  alcohol: 'alcool',
  gelatin: 'gélatine',
  honey: 'produit de la ruche',
  nonKosherMeat: 'viande non casher',
};

// 'p' plural, 'f' feminine, 'm' masculine; by default a term whose first word ends in s or x is
// plural, otherwise masculine. Only needed to write "du jambon", "de la crème", "des lardons".
type Gender = 'm' | 'f' | 'p';
type Row = readonly [term: string, classes: readonly IngredientClass[], gender?: Gender];

const NONE: readonly IngredientClass[] = [];
const MEAT = ['meat'] as const;
const PORK = ['pork', 'meat'] as const;
const POULTRY = ['poultry', 'meat'] as const;
const FISH = ['fish'] as const;
const SHELLFISH = ['shellfish'] as const;
const DAIRY = ['dairy'] as const;
const EGG = ['egg'] as const;
const GLUTEN = ['gluten'] as const;
const NUTS = ['nuts'] as const;
const ALCOHOL = ['alcohol'] as const;

/**
 * Longer terms win over the shorter terms they contain, which is how exceptions work:
 * 'lait de coco' (nothing) hides 'lait' (dairy), 'noix de coco' hides 'noix', 'farine de riz'
 * hides 'farine'. Terms with no class exist only to hide what they contain.
 */
const TABLE: readonly Row[] = [
  // Meat (beef, veal, lamb, game). Halal and kosher slaughter cannot be read from a line.
  ['viande', MEAT, 'f'],
  ['bœuf', MEAT],
  ['veau', MEAT],
  ['agneau', MEAT],
  ['mouton', MEAT],
  ['gigot', MEAT],
  ['steak', MEAT],
  ['entrecôte', MEAT, 'f'],
  ['bifteck', MEAT],
  ['rumsteck', MEAT],
  ['escalope', MEAT, 'f'],
  ['viande séchée', MEAT, 'f'],
  ['bresaola', MEAT, 'f'],
  ['chevreuil', MEAT],
  ['cerf', MEAT],
  ['lapin', ['meat', 'nonKosherMeat']],
  ['cheval', ['meat', 'nonKosherMeat']],
  ['escargots', ['meat', 'nonKosherMeat']],
  ['cuisses de grenouille', ['meat', 'nonKosherMeat'], 'p'],
  ['grenouille', ['meat', 'nonKosherMeat'], 'f'],
  ['merguez', MEAT, 'f'],
  ['kefta', MEAT, 'f'],
  ['noix de veau', MEAT, 'f'],
  ['saucisse de bœuf', MEAT, 'f'],
  ['saucisse d\'agneau', MEAT, 'f'],
  // Pork
  ['porc', PORK],
  ['cochon', PORK],
  ['sanglier', PORK],
  ['jambon', PORK],
  ['jambon cru', PORK],
  ['lard', PORK],
  ['lardons', PORK],
  ['bacon', PORK],
  ['saindoux', PORK],
  ['chorizo', PORK],
  ['salami', PORK],
  ['saucisson', PORK],
  ['saucisse', PORK, 'f'],
  ['saucisse de veau', ['pork', 'meat'], 'f'], // Swiss veal sausages usually contain pork too
  ['saucisse aux choux', PORK, 'f'],
  ['cervelas', PORK, 'm'],
  ['chipolatas', PORK],
  ['longeole', PORK, 'f'],
  ['atriaux', PORK],
  ['pancetta', PORK, 'f'],
  ['coppa', PORK, 'f'],
  ['prosciutto', PORK],
  ['speck', PORK],
  ['mortadelle', PORK, 'f'],
  ['rosette', PORK, 'f'],
  ['andouille', PORK, 'f'],
  ['andouillette', PORK, 'f'],
  ['boudin', PORK],
  ['rillettes', PORK],
  ['pâté de campagne', PORK],
  ['pâté de foie', PORK],
  ['pâté en croûte', ['pork', 'meat', 'gluten']],
  // Poultry
  ['poulet', POULTRY],
  ['dinde', POULTRY, 'f'],
  ['canard', POULTRY],
  ['poule', POULTRY, 'f'],
  ['volaille', POULTRY, 'f'],
  ['pintade', POULTRY, 'f'],
  ['caille', POULTRY, 'f'],
  ['oie', POULTRY, 'f'],
  ['chapon', POULTRY],
  ['coquelet', POULTRY],
  ['magret', POULTRY],
  ['foie gras', POULTRY],
  ['jambon de dinde', POULTRY],
  ['lardons de dinde', POULTRY],
  ['bacon de dinde', POULTRY],
  ['saucisse de volaille', POULTRY, 'f'],
  ['rillettes de poulet', POULTRY],
  ['rillettes de canard', POULTRY],
  // Fish
  ['poisson', FISH],
  ['saumon', FISH],
  ['thon', FISH],
  ['cabillaud', FISH],
  ['anchois', FISH],
  ['truite', FISH, 'f'],
  ['sardines', FISH],
  ['maquereau', FISH],
  ['colin', FISH],
  ['merlu', FISH],
  ['lieu', FISH],
  ['dorade', FISH, 'f'],
  ['daurade', FISH, 'f'],
  ['bar', FISH],
  ['loup de mer', FISH],
  ['sole', FISH, 'f'],
  ['perche', FISH, 'f'],
  ['omble', FISH],
  ['brochet', FISH],
  ['féra', FISH, 'f'],
  ['hareng', FISH],
  ['églefin', FISH],
  ['haddock', FISH],
  ['lotte', FISH, 'f'],
  ['flétan', FISH],
  ['espadon', FISH],
  ['rouget', FISH],
  ['sandre', FISH],
  ['tilapia', FISH],
  ['surimi', FISH],
  ['caviar', FISH],
  ['tarama', FISH],
  ['dashi', FISH],
  ['bonite', FISH, 'f'],
  ['nuoc-mâm', FISH],
  ['sauce worcestershire', ['fish', 'gluten'], 'f'],
  ['œufs de saumon', FISH],
  ['œufs de truite', FISH],
  ['œufs de lump', FISH],
  ['rillettes de thon', FISH],
  ['rillettes de sardines', FISH],
  ['rillettes de saumon', FISH],
  ['rillettes de truite', FISH],
  ['rillettes de maquereau', FISH],
  ['caviar d\'aubergine', NONE],
  // Shellfish and other seafood (neither kosher nor vegetarian)
  ['fruits de mer', SHELLFISH],
  ['crevettes', SHELLFISH],
  ['gambas', SHELLFISH],
  ['moules', SHELLFISH],
  ['saint-jacques', SHELLFISH, 'p'],
  ['st-jacques', SHELLFISH, 'p'],
  ['noix de saint-jacques', SHELLFISH],
  ['homard', SHELLFISH],
  ['langouste', SHELLFISH, 'f'],
  ['langoustines', SHELLFISH],
  ['crabe', SHELLFISH],
  ['tourteau', SHELLFISH],
  ['calamars', SHELLFISH],
  ['calmars', SHELLFISH],
  ['encornets', SHELLFISH],
  ['poulpe', SHELLFISH],
  ['seiche', SHELLFISH, 'f'],
  ['huîtres', SHELLFISH],
  ['palourdes', SHELLFISH],
  ['bulots', SHELLFISH],
  ['pétoncles', SHELLFISH],
  ['écrevisses', SHELLFISH],
  // Dairy
  ['lait', DAIRY],
  ['beurre', DAIRY],
  ['beurre noisette', DAIRY], // browned butter, no hazelnut in it
  ['noix de beurre', DAIRY, 'f'],
  ['crème', DAIRY, 'f'],
  ['crème anglaise', ['dairy', 'egg'], 'f'],
  ['fromage', DAIRY],
  ['gruyère', DAIRY],
  ['emmental', DAIRY],
  ['emmentaler', DAIRY],
  ['parmesan', DAIRY],
  ['mozzarella', DAIRY, 'f'],
  ['burrata', DAIRY, 'f'],
  ['mascarpone', DAIRY],
  ['ricotta', DAIRY, 'f'],
  ['feta', DAIRY, 'f'],
  ['chèvre', DAIRY],
  ['comté', DAIRY],
  ['beaufort', DAIRY],
  ['raclette', DAIRY, 'f'],
  ['tomme', DAIRY, 'f'],
  ['vacherin', DAIRY],
  ['sérac', DAIRY],
  ['séré', DAIRY],
  ['petit-suisse', DAIRY],
  ['petits-suisses', DAIRY],
  ['yaourt', DAIRY],
  ['yogourt', DAIRY],
  ['yoghourt', DAIRY],
  ['kéfir', DAIRY],
  ['babeurre', DAIRY],
  ['petit-lait', DAIRY],
  ['lactosérum', DAIRY],
  ['caséine', DAIRY, 'f'],
  ['brie', DAIRY],
  ['camembert', DAIRY],
  ['roquefort', DAIRY],
  ['gorgonzola', DAIRY],
  ['reblochon', DAIRY],
  ['tête de moine', DAIRY, 'f'],
  ['appenzeller', DAIRY],
  ['sbrinz', DAIRY],
  ['pecorino', DAIRY],
  ['cheddar', DAIRY],
  ['halloumi', DAIRY],
  ['paneer', DAIRY],
  ['ghee', DAIRY],
  ['chantilly', DAIRY, 'f'],
  ['chocolat blanc', DAIRY],
  ['dulce de leche', DAIRY],
  ['baileys', ['dairy', 'alcohol'], 'm'],
  ['mélange à fondue', ['dairy', 'alcohol']], // ready-made fondue holds wine and kirsch
  ['lait de coco', NONE],
  ['crème de coco', NONE],
  ['lait de soja', NONE],
  ['crème de soja', NONE],
  ['yaourt de soja', NONE],
  ['lait de riz', NONE],
  ['crème de riz', NONE],
  ['lait de chanvre', NONE],
  ['lait d\'amande', NUTS],
  ['lait de noisette', NUTS],
  ['lait de cajou', NUTS],
  ['lait d\'avoine', GLUTEN],
  ['crème d\'avoine', GLUTEN, 'f'],
  ['lait d\'épeautre', GLUTEN],
  ['beurre de cacahuète', NUTS],
  ['beurre d\'arachide', NUTS],
  ['beurre d\'amande', NUTS],
  ['beurre de noisette', NUTS],
  ['beurre de cajou', NUTS],
  ['beurre de cacao', NONE],
  ['crème de marrons', NONE],
  ['crème de balsamique', NONE],
  ['crème de cassis', ALCOHOL, 'f'],
  ['crème de mûre', ALCOHOL, 'f'],
  ['crème de pêche', ALCOHOL, 'f'],
  // Eggs
  ['œufs', EGG],
  ['œufs de poule', EGG], // not poultry meat
  ['œufs de caille', EGG],
  ['mayonnaise', EGG, 'f'],
  ['aïoli', EGG],
  ['meringues', EGG],
  // Gluten: wheat, rye, barley, oats, spelt and what is made of them
  ['farine', GLUTEN, 'f'],
  ['blé', GLUTEN],
  ['froment', GLUTEN],
  ['épeautre', GLUTEN],
  ['seigle', GLUTEN],
  ['orge', GLUTEN, 'f'],
  ['avoine', GLUTEN, 'f'], // only oats labelled gluten-free are safe for coeliacs
  ['kamut', GLUTEN],
  ['malt', GLUTEN],
  ['seitan', GLUTEN],
  ['sauce soja', GLUTEN, 'f'],
  ['pâtes', GLUTEN],
  ['pâte feuilletée', ['gluten', 'dairy'], 'f'], // shop pastry is made with butter unless labelled
  ['pâte brisée', ['gluten', 'dairy'], 'f'],
  ['pâte sablée', ['gluten', 'dairy'], 'f'],
  ['pâte à tartiner', ['nuts', 'dairy'], 'f'],
  ['nutella', ['nuts', 'dairy']],
  ['pesto', ['nuts', 'dairy']], // pine nuts and parmesan, unless the label says otherwise
  ['pesto rosso', ['nuts', 'dairy']],
  ['feuilles de brick', GLUTEN, 'p'],
  ['pâte filo', GLUTEN, 'f'],
  ['pâte à pizza', GLUTEN, 'f'],
  ['pâte à crêpes', ['gluten', 'egg', 'dairy'], 'f'],
  ['pâte d\'amande', NUTS, 'f'],
  ['pâte d\'arachide', NUTS, 'f'],
  ['pâte de curry', NONE],
  ['pâte de sésame', NONE],
  ['pâte de coing', NONE],
  ['pâte de dattes', NONE],
  ['pâte de miso', NONE],
  ['pâte de piment', NONE],
  ['pâtes de riz', NONE],
  ['spaghetti', GLUTEN],
  ['tagliatelles', GLUTEN],
  ['penne', GLUTEN],
  ['macaronis', GLUTEN],
  ['coquillettes', GLUTEN],
  ['cornettes', GLUTEN],
  ['fusilli', GLUTEN],
  ['farfalle', GLUTEN],
  ['rigatoni', GLUTEN],
  ['linguine', GLUTEN],
  ['lasagnes', GLUTEN],
  ['cannelloni', GLUTEN],
  ['raviolis', GLUTEN],
  ['tortellini', GLUTEN],
  ['gnocchis', GLUTEN],
  ['spätzli', GLUTEN],
  ['knöpfli', GLUTEN],
  ['nouilles', GLUTEN],
  ['vermicelles', GLUTEN],
  ['orzo', GLUTEN],
  ['pain', GLUTEN],
  ['baguette', GLUTEN, 'f'],
  ['chapelure', GLUTEN, 'f'],
  ['panure', GLUTEN, 'f'],
  ['panko', GLUTEN],
  ['croûtons', GLUTEN],
  ['semoule', GLUTEN, 'f'],
  ['couscous', GLUTEN, 'm'],
  ['boulgour', GLUTEN],
  // A ready taboulé is wheat semolina (or bulgur); one of quinoa or cauliflower is named so.
  ['taboulé', GLUTEN],
  ['biscuits', GLUTEN],
  ['biscottes', GLUTEN],
  ['petit-beurre', ['gluten', 'dairy']],
  ['spéculoos', GLUTEN, 'm'],
  ['boudoirs', ['gluten', 'egg']],
  ['sablés', ['gluten', 'dairy']],
  ['crackers', GLUTEN],
  ['gressins', GLUTEN],
  ['bretzel', GLUTEN],
  ['blinis', GLUTEN],
  ['tartelettes', GLUTEN],
  ['brioche', ['gluten', 'dairy', 'egg'], 'f'],
  ['tresse', ['gluten', 'dairy'], 'f'],
  ['cuchaule', ['gluten', 'dairy', 'egg'], 'f'],
  ['croissants', ['gluten', 'dairy']],
  ['tortillas', GLUTEN],
  ['wraps', GLUTEN],
  ['pita', GLUTEN, 'f'],
  ['naan', GLUTEN],
  ['pain d\'épices', ['gluten', 'honey']],
  ['levure de bière', GLUTEN, 'f'],
  ['farine de riz', NONE],
  ['farine de sarrasin', NONE],
  ['farine de maïs', NONE],
  ['farine de châtaigne', NONE],
  ['farine de pois chiches', NONE],
  ['farine de coco', NONE],
  ['farine de millet', NONE],
  ['farine de quinoa', NONE],
  ['farine de manioc', NONE],
  ['farine d\'amande', NUTS, 'f'],
  ['farine de noisette', NUTS, 'f'],
  ['blé noir', NONE], // buckwheat
  ['semoule de maïs', NONE],
  ['semoule de riz', NONE],
  ['taboulé de quinoa', NONE],
  ['taboulé de chou-fleur', NONE],
  ['nouilles de riz', NONE],
  ['nouilles de soja', NONE],
  ['vermicelles de riz', NONE],
  ['galettes de riz', NONE],
  ['tortillas de maïs', NONE],
  // Tree nuts and peanuts
  ['amandes', NUTS],
  ['noisettes', NUTS],
  ['noix', NUTS],
  ['pistaches', NUTS],
  ['cacahuètes', NUTS],
  ['arachide', NUTS, 'f'],
  ['pignons', NUTS],
  ['cajou', NUTS],
  ['noix de cajou', NUTS],
  ['pécan', NUTS],
  ['noix de pécan', NUTS],
  ['macadamia', NUTS],
  ['praliné', NUTS],
  ['pralin', NUTS],
  ['pralines', NUTS],
  ['nougat', ['nuts', 'honey', 'egg']],
  ['massepain', NUTS],
  ['frangipane', ['nuts', 'egg', 'dairy'], 'f'],
  ['gianduja', NUTS],
  ['orgeat', NUTS],
  ['amaretti', ['nuts', 'egg']],
  ['noix de coco', NONE],
  ['noix de muscade', NONE],
  // Alcohol
  ['alcool', ALCOHOL],
  ['vin', ALCOHOL],
  ['vin cuit', NONE], // Vaud's vin cuit is boiled-down pear juice, no alcohol
  ['vinaigre de vin', NONE],
  ['vinaigre de cidre', NONE],
  ['vinaigre de xérès', NONE],
  ['fendant', ALCOHOL],
  ['petite arvine', ALCOHOL, 'f'],
  ['dôle', ALCOHOL, 'f'],
  ['humagne', ALCOHOL, 'f'],
  ['cornalin', ALCOHOL],
  ['johannisberg', ALCOHOL],
  ['heida', ALCOHOL],
  ['champagne', ALCOHOL],
  ['prosecco', ALCOHOL],
  ['crémant', ALCOHOL],
  ['mousseux', ALCOHOL, 'm'],
  ['cidre', ALCOHOL],
  ['bière', ['alcohol', 'gluten'], 'f'],
  ['bière de gingembre', NONE],
  ['rhum', ALCOHOL],
  ['kirsch', ALCOHOL],
  ['williamine', ALCOHOL, 'f'],
  ['abricotine', ALCOHOL, 'f'],
  ['eau-de-vie', ALCOHOL, 'f'],
  ['génépi', ALCOHOL],
  ['liqueur', ALCOHOL, 'f'],
  ['cognac', ALCOHOL],
  ['armagnac', ALCOHOL],
  ['calvados', ALCOHOL, 'm'],
  ['pastis', ALCOHOL, 'm'],
  ['absinthe', ALCOHOL, 'f'],
  ['vermouth', ALCOHOL],
  ['martini', ALCOHOL],
  ['porto', ALCOHOL],
  ['madère', ALCOHOL],
  ['marsala', ALCOHOL],
  ['xérès', ALCOHOL, 'm'],
  ['whisky', ALCOHOL],
  ['whiskey', ALCOHOL],
  ['vodka', ALCOHOL, 'f'],
  ['gin', ALCOHOL],
  ['tequila', ALCOHOL, 'f'],
  ['mezcal', ALCOHOL],
  ['apérol', ALCOHOL],
  ['campari', ALCOHOL],
  ['cointreau', ALCOHOL],
  ['grand marnier', ALCOHOL],
  ['triple sec', ALCOHOL],
  ['limoncello', ALCOHOL],
  ['amaretto', ['alcohol', 'nuts']],
  ['saké', ALCOHOL],
  ['mirin', ALCOHOL],
  ['angostura', ALCOHOL],
  ['sangria', ALCOHOL, 'f'],
  ['hydromel', ['alcohol', 'honey']],
  // Gelatin (usually pork or beef)
  ['gélatine', ['gelatin'], 'f'],
  ['guimauves', ['gelatin']],
  ['marshmallows', ['gelatin']],
  ['bonbons gélifiés', ['gelatin']],
  // Honey
  ['miel', ['honey']],
  // Compound names that only hide a shorter food name (so avoiding 'pomme' spares potatoes)
  ['pommes de terre', NONE],
  ['sucre glace', NONE],
];

// A segment qualifier cancels classes for everything named in its segment: 'pâtes sans gluten',
// 'bière sans alcool', 'crème végétale'.
const ANIMAL: readonly IngredientClass[] = ['meat', 'pork', 'poultry', 'fish', 'shellfish', 'dairy', 'egg', 'honey', 'gelatin'];
const QUALIFIERS: readonly { words: string[]; removes: readonly IngredientClass[] }[] = [
  { phrase: 'sans gluten', removes: ['gluten'] as const },
  { phrase: 'sans alcool', removes: ['alcohol'] as const },
  ...['végétal', 'végétale', 'végétalien', 'végétalienne', 'vegan', 'végane', 'veggie'].map((phrase) => ({
    phrase,
    removes: ANIMAL,
  })),
].map(({ phrase, removes }) => ({ words: normalizeWords(phrase), removes }));

// Alternatives and lists are judged one part at a time, so "beurre ou margarine végétale" still
// counts the butter.
const SEGMENT_SEPARATOR = /[,;/()+]|\s(?:ou|et|avec)\s/iu;

interface Entry {
  term: string;
  words: string[];
  classes: readonly IngredientClass[];
  phrase: string;
}

export interface TermMatch {
  /** The table term, e.g. 'jambon'. */
  term: string;
  /** The term with its French partitive article, e.g. 'du jambon', 'des lardons'. */
  phrase: string;
  classes: readonly IngredientClass[];
  /** Word span of the match inside its segment. */
  start: number;
  end: number;
}

export interface IngredientSegment {
  words: string[];
  matches: TermMatch[];
}

function withArticle(term: string, gender: Gender): string {
  if (gender === 'p') return `des ${term}`;
  if (/^(?:[aeiouyàâäéèêëîïôöûüœ]|h(?!omard|addock|areng|alloumi))/iu.test(term)) return `de l'${term}`;
  return gender === 'f' ? `de la ${term}` : `du ${term}`;
}

const ENTRIES_BY_FIRST_WORD = new Map<string, Entry[]>();
for (const [term, classes, gender] of TABLE) {
  const words = normalizeWords(term);
  const g = gender ?? (/[sx]$/.test(term.split(/[\s-]/)[0]) ? 'p' : 'm');
  const entry: Entry = { term, words, classes, phrase: withArticle(term, g) };
  const list = ENTRIES_BY_FIRST_WORD.get(words[0]) ?? [];
  list.push(entry);
  ENTRIES_BY_FIRST_WORD.set(words[0], list);
}

function matchSegment(words: string[]): TermMatch[] {
  const candidates: TermMatch[] = [];
  words.forEach((word, start) => {
    for (const entry of ENTRIES_BY_FIRST_WORD.get(word) ?? []) {
      if (phraseOccurrences(words.slice(start, start + entry.words.length), entry.words).length > 0) {
        candidates.push({ term: entry.term, phrase: entry.phrase, classes: entry.classes, start, end: start + entry.words.length });
      }
    }
  });
  // Longest first; a shorter term inside an accepted one is the exception's head ('lait' in 'lait de coco').
  candidates.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const taken = new Array<boolean>(words.length).fill(false);
  const accepted: TermMatch[] = [];
  for (const c of candidates) {
    if (taken.slice(c.start, c.end).some(Boolean)) continue;
    taken.fill(true, c.start, c.end);
    accepted.push(c);
  }
  const removed = new Set(
    QUALIFIERS.filter((q) => phraseOccurrences(words, q.words).length > 0).flatMap((q) => q.removes),
  );
  return accepted
    .sort((a, b) => a.start - b.start)
    .map((m) => (removed.size ? { ...m, classes: m.classes.filter((c) => !removed.has(c)) } : m));
}

/** Every known food named in an ingredient line, segment by segment, after exceptions and qualifiers. */
export function matchIngredientTerms(nameOrLine: string): readonly IngredientSegment[] {
  return readings(nameOrLine);
}

// The week planner checks every line of every candidate dish against each avoided food and diet:
// the same few hundred lines read thousands of times a week (a third of its time, profiled). The
// table never changes, so a line's reading is kept.
const readings = keptAnswers(
  (nameOrLine: string): readonly IngredientSegment[] =>
    nameOrLine
      .split(SEGMENT_SEPARATOR)
      .map((part) => normalizeWords(part))
      .filter((words) => words.length > 0)
      .map((words) => ({ words, matches: matchSegment(words) })),
  5_000,
);

export function classifyIngredient(nameOrLine: string): Set<IngredientClass> {
  const classes = new Set<IngredientClass>();
  for (const segment of matchIngredientTerms(nameOrLine)) {
    for (const match of segment.matches) match.classes.forEach((c) => classes.add(c));
  }
  return classes;
}
