// What the offline chef says outside of cooking facts: hello, thanks, help, and its limits.

export const CHEF_SKILLS = [
  'des idées de recettes avec les ingrédients que vous avez (ou ceux de votre frigo)',
  'par quoi remplacer un ingrédient',
  'les conversions (grammes, cuillères, tasses, °C, °F, thermostat)',
  'les temps et températures de cuisson',
  'la conservation des aliments',
  'les gestes de base et les rattrapages (mayonnaise, béchamel, sauce trop salée…)',
  'les quantités par personne',
  'la différence entre deux ingrédients',
  'les proportions (farine pour un litre de lait…) et les calories des aliments courants',
  'les restes, les petits budgets, le petit déjeuner, les fruits et légumes de saison',
];

export const HELP_REPLY = [
  'Je suis le chef hors ligne de Mijote. Vous pouvez me demander :',
  '• une idée de recette : « Que faire avec des courgettes et du riz ? » ou « Que cuisiner avec ce que j\'ai dans le frigo ? »',
  '• une substitution : « Par quoi remplacer le beurre ? »',
  '• une conversion : « 1 càs de farine, ça fait combien de grammes ? », « 180 °C en thermostat »',
  '• un temps de cuisson : « Combien de temps cuire un œuf mollet ? »',
  '• la conservation : « Comment conserver les fraises ? »',
  '• une technique : « Comment rattraper une mayonnaise ? », « Ma sauce est trop salée », « Comment faire une pâte à crêpes ? »',
  '• une quantité : « Combien de pâtes pour 4 personnes ? »',
  '• une différence : « Crème liquide ou crème épaisse ? »',
  '• une proportion : « Combien de farine pour 1 litre de lait ? », ou des calories : « Combien de calories dans des pâtes ? »',
  '• la vie de tous les jours : « Que faire avec un reste de poulet ? », « Un repas pas cher pour 4 », « Légumes de saison en décembre ? », « Mon fils ne mange pas de légumes »',
].join('\n');

export const GREETING_REPLY = 'Bonjour ! Je suis le chef de Mijote. Que puis-je cuisiner avec vous aujourd\'hui ? Une idée de recette, une substitution, un temps de cuisson ?';
export const THANKS_REPLY = 'Avec plaisir ! Bonne cuisine, et revenez quand vous voulez.';
export const GOODBYE_REPLY = 'À bientôt, et bon appétit !';

// Topics people try on a chat: the chef names the one it recognised when it declines.
export const OFF_TOPICS: readonly { words: string[]; topic: string }[] = [
  { words: ['météo', 'quel temps fera', 'temps fera-t-il', 'il va pleuvoir', 'pluie', 'neige', 'ensoleillé', 'prévisions'], topic: 'la météo' },
  { words: ['actualité', 'actualités', 'politique', 'élections', 'président', 'gouvernement', 'votation'], topic: "l'actualité ou la politique" },
  { words: ['match', 'football', 'foot', 'hockey', 'tennis', 'score'], topic: 'le sport' },
  { words: ['bourse', 'action', 'bitcoin', 'impôts', 'banque', 'crédit'], topic: 'les finances' },
  { words: ['médicament', 'maladie', 'symptôme', 'docteur', 'médecin', 'ordonnance', 'diagnostic'], topic: 'les questions médicales (parlez-en à un professionnel de santé)' },
  { words: ['programmer', 'code', 'javascript', 'ordinateur', 'python'], topic: "l'informatique" },
  { words: ['traduire', 'traduction', 'anglais', 'allemand'], topic: 'les traductions' },
  { words: ['heure', 'date', "aujourd'hui quel jour"], topic: "l'heure ou la date" },
  { words: ['blague', 'histoire drôle', 'poème'], topic: 'les blagues et les poèmes' },
];

export function cannotAnswer(topic?: string): string {
  return `Je suis un chef hors ligne : je peux vous aider pour ${CHEF_SKILLS.join(', ')}, mais pas pour ${topic ?? 'ce genre de question'}. Essayez par exemple « Par quoi remplacer la crème ? » ou « Que faire avec des poireaux ? ».`;
}
