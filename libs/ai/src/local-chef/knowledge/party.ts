// "On est 15 à l'apéro, combien de chips ?": what to buy or make for a number of guests, per
// person (the references of the fête entry in family-questions.ts, counted for the table). The
// amounts are per adult portion: a child eats half of one, as the app counts a household
// (portionsEaten in #contracts), except for what `counts` says otherwise.

export interface PartyItem {
  id: string;
  /** How the question names it. */
  names: string[];
  /** Per person, as a range; the total is rounded up to whole `unit`s (grams to 10 g). */
  perPerson: readonly [number, number];
  unit: readonly [singular: string, plural: string];
  /** Said after the total: "(26 à 28 cm)". */
  detail?: string;
  /**
   * Who it is counted for when not portions: wine for the adults alone; drinks and cake for every
   * guest (children drink as much, and every child at a birthday has a slice).
   */
  counts?: 'adults' | 'guests';
}

export const PARTY_ITEMS: readonly PartyItem[] = [
  { id: 'chips', names: ['chips', 'biscuits apéritif', 'biscuits apéro', 'cacahuètes'], perPerson: [1 / 6, 1 / 5], unit: ['sachet de chips ou de biscuits apéritif', 'sachets de chips ou de biscuits apéritif'], detail: '150 g le sachet' },
  { id: 'quiches', names: ['quiche', 'quiches', 'tarte salée', 'tartes salées'], perPerson: [1 / 8, 1 / 6], unit: ['quiche', 'quiches'], detail: 'de 26 à 28 cm, en buffet' },
  { id: 'pizzas', names: ['pizza', 'pizzas'], perPerson: [1 / 8, 1 / 6], unit: ['pizza', 'pizzas'], detail: 'en buffet ; 1 par personne en plat' },
  { id: 'pieces', names: ['pièces', 'pièce', 'bouchées', 'petits fours', 'toasts', 'verrines', 'canapés', 'gougères'], perPerson: [12, 15], unit: ['pièce', 'pièces'], detail: 'en apéro dînatoire ; avant un repas, 4 à 6 par personne suffisent' },
  { id: 'boissons', names: ['boissons', 'boisson', 'eau', 'jus', 'soda', 'sodas'], perPerson: [1, 1.5], unit: ['litre de boissons', 'litres de boissons'], detail: 'en tout, eau comprise', counts: 'guests' },
  { id: 'vin', names: ['vin', 'bouteilles', 'bouteille'], perPerson: [1 / 4, 1 / 3], unit: ['bouteille de vin', 'bouteilles de vin'], counts: 'adults' },
  { id: 'pain', names: ['pain', 'baguettes', 'baguette'], perPerson: [1 / 4, 1 / 3], unit: ['baguette', 'baguettes'] },
  { id: 'gateaux', names: ['gâteau', 'gâteaux', 'desserts', 'dessert'], perPerson: [1 / 8, 1 / 6], unit: ['gâteau', 'gâteaux'], detail: 'de 8 parts', counts: 'guests' },
  { id: 'fromage', names: ['fromage', 'fromages', 'plateau de fromages'], perPerson: [50, 80], unit: ['g de fromage', 'g de fromage'], detail: 'sur un plateau après le repas' },
  // The holidays' table.
  { id: 'champagne', names: ['champagne', 'crémant', 'bouteilles de champagne', 'bouteille de champagne'], perPerson: [1 / 6, 1 / 4], unit: ['bouteille de champagne', 'bouteilles de champagne'], detail: "à l'apéritif, 6 coupes la bouteille ; le double s'il accompagne tout le repas", counts: 'adults' },
  { id: 'huitres', names: ['huîtres', 'huître'], perPerson: [6, 12], unit: ['huître', 'huîtres'], detail: 'une demi-douzaine en entrée, une douzaine en plat' },
  { id: 'escargots', names: ['escargots', 'escargot'], perPerson: [6, 12], unit: ['escargot', 'escargots'], detail: 'une demi-douzaine en entrée, une douzaine pour les amateurs' },
  { id: 'chapon', names: ['chapon', 'chapons'], perPerson: [1 / 8, 1 / 6], unit: ['chapon', 'chapons'], detail: 'de 3 kg environ' },
  { id: 'dinde-entiere', names: ['dinde entière', 'dindes entières', 'dinde de noël', 'dinde farcie'], perPerson: [1 / 10, 1 / 8], unit: ['dinde', 'dindes'], detail: 'de 4 kg environ' },
  { id: 'fruits-de-mer', names: ['plateau de fruits de mer', 'plateaux de fruits de mer', 'fruits de mer'], perPerson: [500, 700], unit: ['g de fruits de mer', 'g de fruits de mer'], detail: 'pesés avec leurs coquilles : par exemple 6 huîtres, 100 g de crevettes, 100 g de bulots et un demi-tourteau par personne' },
  { id: 'crepes', names: ['crêpes', 'crêpe'], perPerson: [3, 4], unit: ['crêpe', 'crêpes'], detail: 'en dessert ; en repas, 2 à 3 galettes salées puis 2 crêpes sucrées ; une pâte de 250 g de farine en fait une quinzaine' },
  { id: 'buche', names: ['bûche', 'bûches', 'bûche de noël', 'bûches de noël'], perPerson: [1 / 8, 1 / 6], unit: ['bûche', 'bûches'], detail: 'de 8 parts', counts: 'guests' },
];
