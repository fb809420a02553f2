// « Mes courgettes sont molles, je les jette ? », « le poulet sent bizarre », « du moisi sur la
// confiture » : whether a food that looks or smells wrong still goes in the pot, by family. A soft
// vegetable or an overripe fruit is cooked, not thrown (the app's promise of less waste); a smell,
// slime, a swollen pack or mould on a soft food is thrown, never tasted. The rules are the prudent
// ones of public food-safety guidance; keeping times agree with food-storage.ts.
// `names` are the foods as families name them (read folded and singular, the longest wins);
// `cookAs` the dish types the chef offers from the fridge when the food is still good to cook.

import type { DishType } from '#contracts';

export interface Spoilage {
  id: string;
  names: string[];
  /** The answer, line by line: what is still fine and how to use it, then what means « jetez ». */
  lines: string[];
  /** Still good cooked: the dish types, best first, a dish of the fridge that uses it is offered in. */
  cookAs?: DishType[];
  /** A sign of SPOILED_SIGNS means the whole item goes (a chicken that smells), not a part of it (one mouldy apple of six, a comté cut around): the chef offers to take it out of the fridge, as thrown. */
  throwsItem?: true;
}

/** Words that say a food has turned: any one of them, with a food or not, asks whether to throw it. */
export const SPOILED_SIGNS = [
  'moisi', 'moisie', 'moisis', 'moisies', 'moisissure', 'moisissures', 'du blanc dessus', 'du vert dessus', 'duvet',
  'sent mauvais', 'sent bizarre', 'sent fort', 'sent drôle', 'sentent mauvais', 'sentent bizarre', 'sentent fort', 'mauvaise odeur', 'odeur bizarre', 'drôle d\'odeur', 'odeur forte', 'pue', 'puent',
  'visqueux', 'visqueuse', 'gluant', 'gluante', 'poisseux', 'poisseuse', 'rouillée', 'lait a tourné', 'lait tourné',
];

/** Words that say a food has aged without turning: they ask whether to throw it only with a word of doubt (VERDICT_WORDS) and a food of the table. */
export const AGED_SIGNS = [
  'mou', 'molle', 'mous', 'molles', 'ramolli', 'ramollie', 'flétri', 'flétrie', 'fané', 'fanée', 'ridé', 'ridée', 'fripé', 'fripée',
  'germé', 'germée', 'germes', 'taches', 'tâches', 'tache', 'noirci', 'noircie', 'noir', 'noire', 'trop mûr', 'trop mûre', 'abîmé', 'abîmée', 'plus très frais', 'plus très fraîche',
  // « Mes crêpes ont gonflé » is no spoilage: a swollen pot or a domed tin asks only with a word of doubt.
  'gonflé', 'gonflée', 'bombé', 'bombée',
];

/** « Je le jette ? », « c'est encore bon ? », « on peut encore les manger ? ». */
export const VERDICT_WORDS = [
  'jette', 'jettes', 'jeter', 'jetter', 'poubelle', 'encore bon', 'encore bonne', 'encore bons', 'encore bonnes', 'mangeable', 'mangeables', 'consommable', 'consommables',
  'peut encore', 'peux encore', 'peux le manger', 'peux la manger', 'peux les manger', 'peut le manger', 'peut la manger', 'peut les manger', 'se mange encore', 'se mangent encore', 'encore manger', 'encore utiliser', 'encore cuisiner', 'dangereux', 'dangereuse', 'sans danger', 'risque', 'toxique',
];

/** Said when a sign is named without a food of the table. */
export const SPOILAGE_GENERAL = [
  'Tout dépend de l\'aliment et du signe :',
  '• moisissure sur un aliment mou ou humide (pain, yaourt, crème, confiture, fromage frais, fruits mous, plat cuisiné) : jetez-le en entier, les filaments invisibles vont bien plus loin que la tache ;',
  '• moisissure sur un aliment dur (fromage à pâte dure, carotte, chou, poivron) : retirez largement la partie atteinte, au moins 2 cm autour, le reste se mange ;',
  '• mauvaise odeur, texture gluante ou visqueuse, emballage ou boîte gonflés : jetez sans goûter, la cuisson ne détruit pas toutes les toxines ;',
  '• légumes et fruits simplement mous, flétris ou trop mûrs : ils ont perdu de l\'eau, pas leur qualité, et se cuisinent très bien (soupe, gratin, compote, smoothie).',
  'Dites-moi de quel aliment il s\'agit, je vous dirai quoi en faire.',
];

const spoilage = (id: string, names: string[], lines: string[], cookAs?: DishType[]): Spoilage => ({ id, names, lines, ...(cookAs ? { cookAs } : {}) });
/** An entry whose spoiled food goes whole (Spoilage.throwsItem). */
const thrown = (entry: Spoilage): Spoilage => ({ ...entry, throwsItem: true });

export const SPOILAGE: readonly Spoilage[] = [
  spoilage('legumes', ['courgette', 'carotte', 'concombre', 'poivron', 'aubergine', 'céleri', 'brocoli', 'chou-fleur', 'chou', 'poireau', 'navet', 'panais', 'radis', 'fenouil', 'légume', 'légumes', 'betterave', 'haricots verts'], [
    'Un légume mou, ridé ou un peu flétri, mais sans moisissure ni mauvaise odeur, a seulement perdu de l\'eau : il se cuisine très bien, en soupe, en velouté, en gratin ou en poêlée, où sa texture ne compte plus. Les carottes et le céleri reprennent du croquant une nuit dans un bol d\'eau froide au frigo.',
    'Une petite tache sur un légume ferme (carotte, chou, poivron) se retire largement au couteau, au moins 2 cm autour ; un légume moisi en profondeur, visqueux, suintant ou qui sent mauvais se jette.',
  ], ['plat']),
  spoilage('salade', ['salade', 'laitue', 'mâche', 'roquette', 'épinards', 'herbes', 'persil', 'coriandre', 'basilic', 'ciboulette', 'menthe'], [
    'Une salade ou des herbes flétries se raniment 10 à 15 minutes dans un bain d\'eau très froide, puis bien essorées ; trop fatiguées pour être crues, elles finissent en soupe, en pesto ou dans une omelette.',
    'Les feuilles jaunies, noircies ou visqueuses se retirent ; si tout le sachet est gluant ou sent mauvais, jetez-le.',
  ], ['entrée', 'plat']),
  spoilage('pommes-de-terre', ['pomme de terre', 'pommes de terre', 'patate'], [
    'Une pomme de terre germée mais encore ferme se mange : retirez largement les germes et toutes les parties vertes, qui contiennent de la solanine, puis cuisinez-la (purée, gratin, soupe).',
    'Très germée, molle et fripée, ou verte sur une grande partie, jetez-la ; ne la donnez jamais crue ni avec sa peau verte aux enfants.',
  ], ['plat']),
  spoilage('fruits', ['pomme', 'poire', 'banane', 'abricot', 'pêche', 'nectarine', 'prune', 'kiwi', 'mangue', 'ananas', 'orange', 'clémentine', 'citron', 'melon', 'raisin', 'fruit', 'fruits'], [
    'Trop mûrs, tachés ou un peu mous, les fruits sont parfaits cuits ou mixés : compote, crumble, clafoutis, smoothie ; une banane à la peau noire est justement idéale pour un gâteau. Coupez simplement une partie abîmée ou talée.',
    'Un fruit moisi, qui suinte ou sent l\'alcool (il fermente) se jette ; un fruit à chair tendre (pêche, prune, poire) moisi se jette en entier, même si la tache est petite.',
  ], ['dessert', 'boisson']),
  spoilage('fruits-rouges', ['fraise', 'framboise', 'fruits rouges', 'myrtille', 'mûre', 'groseille', 'cerise'], [
    'Dans une barquette, jetez le fruit moisi et ceux qui le touchent, puis triez et mangez vite le reste : la moisissure gagne d\'un fruit à l\'autre.',
    'Des fruits rouges un peu mous mais sains font un coulis, une compote ou un smoothie.',
  ], ['dessert', 'boisson']),
  spoilage('tomates', ['tomate', 'tomates cerises'], [
    'Des tomates molles ou ridées mais saines sont idéales en sauce, en soupe ou au four : cuites, elles ont même plus de goût.',
    'Une tomate moisie, qui suinte ou sent mauvais se jette en entier : sa chair est trop humide pour couper autour.',
  ], ['plat']),
  thrown(spoilage('viande', ['viande', 'bœuf', 'steak', 'steak haché', 'viande hachée', 'porc', 'veau', 'agneau', 'rôti', 'saucisse', 'merguez', 'côtelette'], [
    'Une viande qui sent mauvais (odeur aigre ou de putréfaction), devient gluante ou visqueuse, ou tourne au gris-vert se jette, même avant sa date, sans la goûter : la cuisson ne détruit pas toutes les toxines.',
    'Deux cas sont normaux : sous vide, une légère odeur à l\'ouverture qui disparaît en quelques minutes ; un steak haché brun au centre et rouge dessus, simplement privé d\'air.',
    'Dans le doute, ne prenez pas de risque.',
  ])),
  thrown(spoilage('volaille', ['poulet', 'volaille', 'dinde', 'canard', 'blanc de poulet', 'cuisse de poulet'], [
    'Une volaille crue qui sent mauvais, même un peu, qui colle ou devient visqueuse au toucher, ou dont la chair grisâtre tire sur le vert se jette sans la goûter ni la cuire : c\'est la viande la plus fragile (salmonelle, campylobacter).',
    'Dans le doute, ne prenez pas de risque : elle se garde 1 à 2 jours au frigo, dans la partie la plus froide.',
  ])),
  thrown(spoilage('poisson', ['poisson', 'saumon', 'cabillaud', 'truite', 'thon', 'crevette', 'crevettes', 'moule', 'moules', 'fruits de mer'], [
    'Un poisson frais sent la mer, pas le poisson : une odeur forte ou d\'ammoniaque, une chair molle qui garde la trace du doigt ou visqueuse, et il se jette sans le goûter.',
    'Les moules ouvertes qui ne se referment pas quand on les tapote, ou restées fermées après cuisson, se jettent aussi.',
  ])),
  thrown(spoilage('charcuterie', ['jambon', 'lardons', 'charcuterie', 'saucisson', 'chorizo', 'bacon'], [
    'Un jambon ou des lardons gluants, irisés de vert ou qui sentent aigre se jettent, même avant la date : ils ne se gardent que 3 à 5 jours une fois ouverts.',
    'Sur un saucisson sec, la fine fleur blanche de la peau est normale ; une moisissure verte ou noire, ou un saucisson mou, ne l\'est pas.',
  ])),
  thrown(spoilage('laitages', ['yaourt', 'crème', 'crème fraîche', 'fromage blanc', 'lait', 'petit-suisse', 'mascarpone', 'ricotta', 'compote', 'confiture'], [
    'Un yaourt, une crème, un fromage blanc, une compote ou une confiture moisis, même à la surface, se jettent en entier : les filaments de moisissure vont bien plus loin que la tache, et retirer la couche ne suffit pas.',
    'Un pot gonflé, un lait qui a tourné (aigre, en grumeaux) ou un goût piquant inhabituel : jetez aussi. Un peu de petit-lait (liquide clair) sur un yaourt est normal, il se mélange.',
  ])),
  spoilage('fromage', ['fromage', 'comté', 'emmental', 'gruyère', 'parmesan', 'cheddar', 'mimolette', 'beaufort', 'tomme', 'camembert', 'brie', 'chèvre', 'mozzarella', 'fromage râpé', 'feta', 'raclette', 'reblochon'], [
    'Sur un fromage à pâte dure (comté, emmental, parmesan, tomme), une moisissure se retire en coupant au moins 2 cm autour et en dessous : le reste se mange.',
    'Un fromage frais ou à pâte molle (mozzarella, chèvre frais, ricotta, fromage râpé) moisi se jette ; la croûte blanche d\'un camembert ou d\'un brie, et le bleu d\'un roquefort, sont normaux.',
    'Une odeur forte est normale pour un fromage affiné (camembert, munster, maroilles) ; une forte odeur d\'ammoniaque, une pâte qui coule et colle, ou une moisissure qui n\'est pas la sienne disent qu\'il est trop fait.',
  ]),
  thrown(spoilage('pain', ['pain', 'baguette', 'pain de mie', 'brioche', 'pain complet', 'gâteau', 'biscuit'], [
    'Un pain, un pain de mie ou un gâteau moisis se jettent en entier, même si la tache est petite : la mie est humide et les filaments invisibles gagnent tout le pain. Ne le sentez pas de près.',
    'Simplement dur ou rassis, il ne se jette pas : pain perdu, croûtons, chapelure.',
  ])),
  spoilage('oeufs', ['œuf', 'oeuf'], [
    'Un œuf qui sent le soufre à l\'ouverture, au blanc rosé ou verdâtre, ou à la coquille fêlée et sale, se jette.',
    'Un œuf qui flotte dans un bol d\'eau est vieux : jetez-le ; s\'il se tient debout au fond, mangez-le vite et bien cuit.',
  ]),
  thrown(spoilage('conserves', ['conserve', 'boîte', 'bocal', 'boîte de conserve'], [
    'Une boîte bombée, rouillée, qui fuit, ou un bocal qui « pschitte », mousse ou sent mauvais à l\'ouverture se jette sans goûter : c\'est le signe d\'une bactérie dangereuse (botulisme).',
    'Une boîte intacte, seulement passée sa date « de préférence », se mange ; une fois ouverte, videz-la dans une boîte fermée au frigo, 2 à 3 jours.',
  ])),
  thrown(spoilage('restes', ['reste', 'restes', 'plat cuisiné', 'riz', 'pâtes', 'soupe', 'gratin', 'lasagnes', 'purée', 'quiche'], [
    'Un reste cuisiné qui sent aigre, moisit, fait des bulles ou a plus de 3 jours au frigo se jette, sans le goûter : le réchauffer ne le rattrape pas.',
    'Le riz et les pâtes cuits sont les plus fragiles : restés plusieurs heures à température ambiante, jetez-les même s\'ils ont l\'air bons.',
  ])),
];

/** The line that closes an answer about a food still good to cook when no dish of the fridge uses it: `food` with its article (« des carottes ») when known. */
export const cookItHint = (food: string | null): string =>
  food
    ? `Pour une idée de plat, demandez-moi « que faire avec ${food} ? ».`
    : 'Pour une idée de plat, demandez-moi « que faire avec ce que j\'ai dans le frigo ? ».';
