// "Combien de pâtes pour 4 personnes ?": how much to cook per person, for an adult at a main
// course and for a child (about 4 to 10 years old). Grams are as bought (dry pasta, raw rice,
// raw meat without bone). `names` are how families say the food; the first is how the reply says it.

export interface Portion {
  id: string;
  names: string[];
  /** Grams (millilitres for a soup) per adult, as a range. */
  adult: readonly [number, number];
  /** Grams per child. */
  child: readonly [number, number];
  /** What the grams are: "sèches", "crus"… said after the quantity. */
  state?: string;
  unit?: 'g' | 'ml';
  /** A cook's note, said once after the quantities. */
  note?: string;
  /** When the food is eaten, said after « par adulte »; a main course unless told. */
  course?: string;
}

export const PORTIONS: readonly Portion[] = [
  { id: 'pates', names: ['pâtes', 'spaghetti', 'spaghettis', 'tagliatelles', 'coquillettes', 'penne', 'macaronis'], adult: [80, 100], child: [50, 60], state: 'sèches', note: 'En accompagnement, comptez la moitié ; des pâtes fraîches, 120 à 150 g par adulte.' },
  { id: 'riz', names: ['riz'], adult: [60, 80], child: [40, 50], state: 'crus', note: 'Le riz triple de volume à la cuisson ; en accompagnement, 50 à 60 g par adulte suffisent.' },
  { id: 'semoule', names: ['semoule', 'couscous', 'boulgour', 'quinoa'], adult: [60, 80], child: [40, 50], state: 'crus' },
  { id: 'lentilles', names: ['lentilles', 'pois chiches', 'haricots secs', 'légumineuses'], adult: [60, 80], child: [40, 50], state: 'secs', note: 'Ils doublent ou triplent de volume à la cuisson.' },
  { id: 'pommes-de-terre', names: ['pommes de terre', 'patates', 'pomme de terre', 'purée', 'frites'], adult: [200, 250], child: [120, 150], state: 'épluchées' },
  { id: 'viande', names: ['viande', 'bœuf', 'porc', 'veau', 'agneau', 'steak', 'steaks', 'rôti', 'escalope', 'viande hachée'], adult: [120, 150], child: [50, 80], state: 'crus, sans os', note: 'Avec os (côtes, gigot), comptez plutôt 200 à 250 g par adulte.' },
  { id: 'volaille', names: ['poulet', 'dinde', 'volaille', 'blanc de poulet', 'blancs de poulet'], adult: [120, 150], child: [50, 80], state: 'sans os', note: 'Un poulet entier d\'1,5 kg nourrit 4 à 5 personnes ; une dinde de 4 kg, 8 à 10.' },
  { id: 'poisson', names: ['poisson', 'saumon', 'cabillaud', 'filet de poisson', 'filets de poisson', 'colin', 'merlu'], adult: [120, 150], child: [50, 80], state: 'en filets', note: 'Un poisson entier : 250 à 300 g par adulte.' },
  { id: 'legumes', names: ['légumes', 'haricots verts', 'courgettes', 'carottes', 'brocoli', 'épinards', 'petits pois'], adult: [150, 200], child: [100, 150], note: 'Les épinards frais fondent beaucoup : comptez 300 g par adulte.' },
  { id: 'raclette', names: ['fromage à raclette', 'raclette'], adult: [200, 250], child: [100, 150], note: 'Avec 250 à 300 g de pommes de terre et 100 g de charcuterie par adulte.' },
  { id: 'fondue', names: ['fromage à fondue', 'fondue'], adult: [200, 250], child: [100, 150], note: 'Avec 150 g de pain par adulte, coupé en cubes la veille pour qu\'il tienne sur la fourchette.' },
  { id: 'fromage-rape', names: ['fromage râpé', 'gruyère râpé', 'emmental râpé', 'parmesan'], adult: [20, 30], child: [10, 15], course: 'sur des pâtes, un gratin ou une soupe' },
  { id: 'crevettes', names: ['crevettes', 'gambas', 'crevettes décortiquées'], adult: [150, 200], child: [80, 100], state: 'décortiquées', note: "Entières, avec leur tête et leur carapace, comptez le double ; à l'apéritif, 50 g par personne suffisent." },
  { id: 'foie-gras', names: ['foie gras'], adult: [40, 60], child: [20, 30], course: 'en entrée', note: "Avec du pain d'épices ou une brioche toastée ; en tranches fines à l'apéritif, 20 g par personne suffisent." },
  { id: 'saumon-fume', names: ['saumon fumé'], adult: [50, 80], child: [30, 40], course: 'en entrée', note: "Soit 2 à 3 tranches par adulte ; en plat, avec des blinis et une salade, comptez le double." },
  { id: 'soupe', names: ['soupe', 'velouté', 'potage'], adult: [250, 300], child: [150, 200], unit: 'ml', note: 'En plat unique, prévoyez un bol bien plein (400 ml) par adulte.' },
];
