// Food allergies the offline chef recognises in "je suis allergique aux arachides" or "mon fils est
// allergique au lait". It gives kitchen landmarks only, always sends to the label and to a health
// professional, and never claims a dish is safe. To add an allergen, append an entry: `names` as
// people say it, `label` with its article for "une allergie {label}", `hidden` where it hides, and
// either `restriction` (a diet the recipe checks already know) or `avoid` (foods matched in
// ingredient lines) so that the recipe ideas leave it out.

import type { DietaryRestriction } from '#contracts';

export interface Allergen {
  names: string[];
  /** "aux arachides", "au lait"… as in "une allergie aux arachides". */
  label: string;
  /** What it is called in "sans …" for the ideas. */
  without: string;
  hidden: string;
  restriction?: DietaryRestriction;
  avoid?: string[];
}

export const ALLERGENS: readonly Allergen[] = [
  {
    names: ['arachide', 'arachides', 'cacahuète', 'cacahuètes', 'cacahouète', 'cacahouètes'],
    label: 'aux arachides',
    without: 'arachides',
    hidden: "beurre de cacahuète, huile d'arachide, biscuits apéritifs, barres de céréales, chocolats et pâtisseries industrielles, sauces satay, cuisines asiatiques et africaines",
    avoid: ['arachide', 'cacahuètes', 'cacahuète', 'beurre de cacahuète', "beurre d'arachide"],
  },
  {
    names: ['fruits à coque', 'noix', 'noisettes', 'noisette', 'amandes', 'amande', 'noix de cajou', 'pistaches', 'pistache', 'noix de pécan', 'pignons'],
    label: 'aux fruits à coque',
    without: 'fruits à coque',
    hidden: "poudre d'amande, frangipane, pâte à tartiner, pralin, nougat, pesto, muesli, laits végétaux d'amande ou de noisette, pâtisseries",
    restriction: 'nutFree',
  },
  {
    names: ['lait', 'lactose', 'produits laitiers', 'laitages', 'protéines de lait', 'lait de vache'],
    label: 'au lait',
    without: 'produits laitiers',
    hidden: 'beurre, crème, fromages, yaourts, béchamel, purées, pâtisseries, chocolat au lait, charcuteries et plats préparés (lactose, caséine, petit-lait)',
    restriction: 'dairyFree',
  },
  {
    names: ['œuf', 'œufs', 'oeuf', 'oeufs'],
    label: 'aux œufs',
    without: 'œufs',
    hidden: "mayonnaise, pâtes fraîches, pâtisseries, crêpes, quiches, panures, meringues, certaines glaces, dorure au jaune d'œuf",
    avoid: ['œufs'],
  },
  {
    names: ['gluten', 'blé', 'farine', 'céliaque', 'maladie cœliaque'],
    label: 'au gluten',
    without: 'gluten',
    hidden: 'farine de blé, pain, pâtes, semoule, boulgour, chapelure, bière, sauce soja, épeautre, seigle, orge, certains bouillons cubes et plats préparés',
    restriction: 'glutenFree',
  },
  {
    names: ['poisson', 'poissons'],
    label: 'au poisson',
    without: 'poisson',
    hidden: "anchois, sauce nuoc-mâm, sauce Worcestershire, surimi, tapenade, certaines sauces César",
    avoid: ['poisson', 'anchois', 'thon', 'saumon', 'cabillaud'],
  },
  {
    names: ['crustacés', 'fruits de mer', 'crevettes', 'crevette', 'moules', 'coquillages'],
    label: 'aux crustacés et fruits de mer',
    without: 'fruits de mer',
    hidden: 'crevettes, pâte de crevettes, bisques, soupes de poisson, paellas, cuisines asiatiques',
    avoid: ['fruits de mer', 'crevettes', 'moules'],
  },
  {
    names: ['soja', 'soya'],
    label: 'au soja',
    without: 'soja',
    hidden: 'sauce soja, tofu, boissons et crèmes de soja, edamame, lécithine de soja dans le chocolat et les biscuits',
    avoid: ['soja', 'tofu'],
  },
  {
    names: ['sésame'],
    label: 'au sésame',
    without: 'sésame',
    hidden: 'tahini, houmous, pains et biscuits aux graines, huile de sésame, cuisines du Moyen-Orient et asiatiques',
    avoid: ['sésame', 'tahini', 'houmous'],
  },
  {
    names: ['moutarde'],
    label: 'à la moutarde',
    without: 'moutarde',
    hidden: 'vinaigrettes, mayonnaises, sauces, marinades, charcuteries',
    avoid: ['moutarde'],
  },
  {
    names: ['céleri'],
    label: 'au céleri',
    without: 'céleri',
    hidden: 'bouillons, soupes, sel de céleri, mélanges d\'épices, charcuteries',
    avoid: ['céleri'],
  },
];

/** Said in every allergy answer, whatever the allergen. */
export const ALLERGY_CAUTION = [
  "Lisez toujours l'étiquette : les allergènes y sont mis en évidence dans la liste des ingrédients, et la mention « peut contenir des traces de… » signale un risque de contamination.",
  'Pour savoir ce qui est permis (traces, aliments proches, cuisson), demandez conseil à votre médecin ou à un allergologue : je peux donner des repères de cuisine, pas un avis médical.',
];

/** Words that make a question about an allergy or an intolerance. */
export const ALLERGY_WORDS = ['allergique', 'allergiques', 'allergie', 'allergies', 'intolérant', 'intolérante', 'intolérants', 'intolérance', 'allergène', 'allergènes'];
