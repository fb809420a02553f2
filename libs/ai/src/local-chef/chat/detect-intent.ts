import { START_TIME_WORDS } from '../knowledge/cooking-times';
import { phrases, hasPhrase, type Words } from './text-match';

export type ChefIntent = 'suggestion' | 'substitution' | 'conversion' | 'cookingTime' | 'storage' | 'smallTalk';

type Triggers = readonly (readonly [phrase: string, weight: number])[];

// Weighted phrases: the intent whose phrases weigh most wins. The weights settle the usual
// overlaps: "combien de temps se conserve…" is storage, "par quoi remplacer les œufs dans un
// gâteau" is a substitution, "que faire avec 200 g de riz" asks for ideas, not a conversion.
const TRIGGERS: Record<ChefIntent, Triggers> = {
  substitution: [
    ['remplacer', 4], ['remplace', 4], ['remplacement', 4], ['substitut', 4], ['substituer', 4], ['substitution', 4],
    ['à la place', 3], ['au lieu', 3], ['alternative', 3], ['par quoi', 2], ["je n'ai plus", 1], ["je n'ai pas de", 1],
    // As families type it, without the « ne »: « j'ai pas de crème », « j'ai plus de beurre ».
    ["j'ai pas de", 1], ["j'ai plus de", 1], ['jai pas de', 1], ['jai plus de', 1], ['il me manque', 1],
    // And before a vowel: « je n'ai pas d'œufs », « j'ai plus d'huile ».
    ["je n'ai pas d'", 1], ["je n'ai plus d'", 1], ["j'ai pas d'", 1], ["j'ai plus d'", 1], ['jai pas d', 1], ['jai plus d', 1],
    ['équivalent vegan', 2], ['version vegan', 1],
  ],
  conversion: [
    ['convertir', 4], ['conversion', 4], ['converti', 4], ['combien de grammes', 3], ['combien de g', 3], ['combien de ml', 3],
    ['combien de cl', 3], ['combien de dl', 3], ['combien de litres', 3], ['combien de cuillères', 3], ['combien de tasses', 3],
    ['combien de kilos', 3], ['en grammes', 3], ['en g', 2], ['en kg', 3], ['en kilos', 3], ['en ml', 3], ['en cl', 3],
    ['en dl', 3], ['en litres', 3], ['en cuillères', 3], ['en tasses', 3], ['fahrenheit', 4], ['celsius', 3], ['thermostat', 3],
    ['degrés', 1], ['équivaut', 3], ['équivalent', 2], ['correspond', 2], ["c'est combien", 2], ['ça fait combien', 2],
    ['fait combien', 2], ['pèse', 2], ['poids', 2],
  ],
  cookingTime: [
    ['combien de temps', 2], ['temps de cuisson', 4], ['cuisson', 2], ['cuire', 2], ['cuit', 1], ['à quelle température', 3],
    ['quelle température', 2], ['température', 1], ['four', 1], ['minutes', 1], ['saignant', 2], ['à point', 1], ['mollet', 2],
    ['à la coque', 2], ['bouillir', 1], ['rôtir', 2], ['griller', 1], ['pocher', 1],
    // « On mange à 20 h, je commence quand le rôti ? » is a cooking time, not a wish for dinner ideas.
    ...START_TIME_WORDS.map((phrase) => [phrase, 4] as const),
  ],
  storage: [
    ['conserver', 4], ['conserve', 4], ['conservation', 4], ['se garde', 3], ['garder', 2], ['stocker', 3], ['stockage', 3],
    ['ranger', 2], ['congeler', 4], ['congélation', 4], ['congélateur', 3], ['décongeler', 3], ['surgeler', 3], ['périmé', 3],
    ['encore bon', 3], ['encore consommable', 3], ['au frigo', 1], ['dlc', 3], ['date limite', 3], ['se tient', 2],
    // « Comment savoir si un œuf est frais ? » is how a food keeps (the egg in water), not a dish of eggs.
    ['est frais', 3], ['est fraîche', 3], ['sont frais', 3], ['sont fraîches', 3], ['encore frais', 3], ['encore fraîche', 3], ['fraîcheur', 3],
  ],
  suggestion: [
    ['que faire avec', 3], ['quoi faire avec', 3], ['que faire', 1], ['que cuisiner', 3], ['quoi cuisiner', 3], ['que préparer', 3],
    ['quoi préparer', 3], ['que manger', 2], ['idée', 2], ['idées', 2], ['recette', 2], ['suggestion', 2], ['suggère', 2],
    ['propose', 2], ['proposer', 2], ['cuisiner avec', 3], ['faire avec', 2], ["avec ce que j'ai", 3], ["ce que j'ai", 2],
    ["j'ai des", 1], ["j'ai du", 1], ["j'ai de la", 1], ['il me reste', 2], ['reste de', 1], ['frigo', 1], ['réfrigérateur', 1],
    ['inspiration', 2], ['comment faire', 2], ['comment préparer', 2], ['comment cuisiner', 2], ['comment réussir', 2], ['ce soir', 1], ['dîner', 1], ['on mange', 2], ['à manger', 2], ['quoi manger', 2], ['demain midi', 1], ['demain soir', 1], ['goûter', 1], ['week-end', 1], ['menu', 1], ['spécialité', 2], ['spécialités', 2], ['je peux faire', 2], ['à base de', 1], ['utiliser', 1],
    // « Qu'est-ce que je fais ce soir en 20 minutes avec des œufs ? » asks for dishes, not how long an egg boils.
    ["qu'est-ce que je fais", 3], ["qu'est-ce qu'on fait", 3], ['je fais quoi', 3], ['on fait quoi', 3], ["qu'est-ce qu'on mange", 3], ["qu'est-ce que je cuisine", 3],
    ["qu'est-ce que je prépare", 3], ['je cuisine quoi', 3], ['je prépare quoi', 3], ['on mange quoi', 3],
  ],
  smallTalk: [
    ['bonjour', 2], ['bonsoir', 2], ['salut', 2], ['coucou', 2], ['hello', 2], ['merci', 2], ['au revoir', 2], ['à bientôt', 2],
    ['bonne journée', 2], ['bonne soirée', 2], ['bonne nuit', 2], ['à plus', 2], ['aide', 1], ['aider', 1], ['que puis-je', 2], ['que peux-tu', 2], ['qui es-tu', 3],
    ['qui êtes-vous', 3], ['tu sais faire', 2], ['vous savez faire', 2], ['comment ça marche', 2], ['help', 2], ['que sais-tu', 2],
    ['demander', 1],
  ],
};

const PREPARED = Object.fromEntries(
  Object.entries(TRIGGERS).map(([intent, list]) => {
    const words = phrases(list.map(([phrase]) => phrase));
    return [intent, list.map(([, weight], i) => ({ words: words[i], weight }))];
  }),
) as Record<ChefIntent, { words: string[]; weight: number }[]>;

// Ties go to the more specific intent.
const ORDER: readonly ChefIntent[] = ['storage', 'substitution', 'conversion', 'cookingTime', 'suggestion', 'smallTalk'];

// Quantities with a unit or a temperature look like a conversion even without the word; a unit
// whole (« une cas », never the « cas » of « une casserole »).
const MEASURE = /\d+(?:[.,]\d+)?\s*(?:°|degres?\b|g\b|grammes?\b|kg\b|ml\b|cl\b|dl\b|l\b|litres?\b|cas\b|cac\b|c\.\s*a\.?\s*[sc]\b|cuill|tasses?\b|livres?\b)|\b(?:une?|deux|trois|demi)\s+(?:cas\b|cac\b|cuill|tasses?\b)|\bth(?:ermostat)?\.?\s*\d/;

export interface RankedIntent {
  intent: ChefIntent;
  score: number;
}

/** Intents with a positive score, best first. `folded` is the question lowercased without accents. */
export function rankIntents(words: Words, folded: string): RankedIntent[] {
  const ranked = ORDER.map((intent) => ({
    intent,
    score: PREPARED[intent].reduce((sum, t) => sum + (hasPhrase(words, t.words) ? t.weight : 0), 0) + (intent === 'conversion' && MEASURE.test(folded) ? 1.5 : 0),
  }));
  return ranked.filter((r) => r.score > 0).sort((a, b) => b.score - a.score || ORDER.indexOf(a.intent) - ORDER.indexOf(b.intent));
}

export function fold(text: string): string {
  return text.toLowerCase().replace(/œ/g, 'oe').replace(/æ/g, 'ae').normalize('NFD').replace(/\p{M}/gu, '').replace(/[’‘`´]/g, "'");
}
