// "Comment réchauffer du riz / des lasagnes / une soupe ?": how a cook reheats each food, so the
// answer fits the dish instead of the general rules (the 'rechauffer' entry of family-questions.ts,
// still said when no food here is named). "Réchauffer du riz deux fois ?" gets the food's `again`:
// once only, and why (REHEAT_AGAIN when no food here is named). Keeping times agree with food-storage.ts.
// `keywords` are the food's names.

import { technique as t, type Technique } from './technique-entry';

export interface Reheating extends Technique {
  /** "Réchauffer du riz deux fois ?": once only, never twice, and why, for this food. */
  again: string;
}

const reheating = (id: string, keywords: string[], answer: string[], again: string): Reheating => ({ ...t(id, keywords, answer), again });

/** "Peut-on réchauffer un plat deux fois ?" with no food of the table named. */
export const REHEAT_AGAIN =
  'Un reste se réchauffe une seule fois, jamais deux : à chaque refroidissement puis réchauffage, il repasse par les températures tièdes où les bactéries se multiplient, et certaines de leurs toxines résistent à la chaleur. Sortez seulement la portion à manger, réchauffez-la jusqu\'à ce qu\'elle soit fumante à cœur, et jetez ce qui n\'a pas été mangé ; le reste du plat, jamais réchauffé, se garde au frigo.';

export const REHEATING: readonly Reheating[] = [
  reheating('riz', ['riz', 'riz cuit', 'riz blanc', 'riz cantonais'], [
    'Le riz cuit est le reste qui demande le plus de soin : à température ambiante, une bactérie du riz (Bacillus cereus) peut y produire des toxines que le réchauffage ne détruit pas.',
    '• refroidissez-le vite après la cuisson (en moins d\'une heure, étalé dans une boîte plate), gardez-le au frigo et mangez-le dans les 1 à 2 jours ;',
    '• réchauffez seulement la portion à manger, une seule fois, jusqu\'à ce qu\'il soit fumant à cœur : au micro-ondes avec une cuillère à soupe d\'eau, couvert, 1 à 2 minutes en remuant à mi-temps, ou à la poêle bien chaude avec un filet d\'huile, en remuant (comme un riz sauté) ;',
    '• resté des heures à température ambiante, ou déjà réchauffé une fois : jetez-le.',
  ], 'Le riz se réchauffe une seule fois, jamais deux : une bactérie du riz (Bacillus cereus) survit à la cuisson et, chaque fois qu\'il tiédit, produit des toxines que le réchauffage ne détruit pas. Réchauffez seulement la portion à manger, fumante à cœur, et jetez ce qui n\'a pas été mangé.'),
  reheating('pates', ['pâtes', 'spaghetti', 'spaghettis', 'coquillettes', 'tagliatelles', 'penne', 'macaronis', 'raviolis'], [
    'Les pâtes cuites (3 jours au frigo) se réchauffent :',
    '• plongées 30 secondes à 1 minute dans de l\'eau bouillante, puis égouttées : elles retrouvent leur texture ;',
    '• à la poêle, 3 à 4 minutes en remuant, avec un filet d\'huile ou un peu de leur sauce ;',
    '• au micro-ondes, couvertes, avec une cuillère à soupe d\'eau ou de sauce, en remuant à mi-temps ;',
    '• en sauce ou en gratin, au four à 180 °C sous un papier d\'aluminium, 15 à 20 minutes.',
    'Une seule fois, et bien chaudes à cœur.',
  ], 'Les pâtes cuites se réchauffent une seule fois, jamais deux : comme le riz, elles peuvent porter une bactérie (Bacillus cereus) dont les toxines, produites chaque fois qu\'elles tiédissent, résistent à la chaleur. Réchauffez seulement la portion à manger et jetez ce qui n\'a pas été mangé.'),
  reheating('plats-au-four', ['lasagnes', 'lasagne', 'gratin', 'gratins', 'gratin de pâtes', 'gratin dauphinois', 'hachis parmentier', 'parmentier', 'moussaka', 'cannellonis'], [
    'Les lasagnes, gratins et hachis parmentier se réchauffent le mieux au four :',
    '• à 180 °C, couverts d\'un papier d\'aluminium pour qu\'ils ne sèchent pas : 20 à 25 minutes pour une part, 35 à 45 minutes pour un plat entier sorti du frigo ; retirez l\'aluminium les 5 dernières minutes pour regratiner ;',
    '• une part au micro-ondes : 2 à 3 minutes à puissance moyenne, couverte, puis 1 minute de repos pour que la chaleur gagne le centre ;',
    '• c\'est prêt quand le centre est brûlant : une lame de couteau plantée au milieu ressort chaude ;',
    '• congelés, décongelez-les la veille au frigo, ou comptez 1 heure au four à 180 °C, couverts.',
    'Réchauffez la part à manger, pas tout le plat à chaque repas : une seule fois.',
  ], 'Des lasagnes, un gratin ou un hachis parmentier se réchauffent une seule fois, jamais deux : à chaque refroidissement puis réchauffage, le centre du plat reste longtemps tiède, le temps qu\'il faut aux bactéries pour se multiplier. Coupez la part à manger et réchauffez-la seule ; le reste du plat, jamais réchauffé, se garde au frigo.'),
  reheating('soupe', ['soupe', 'soupes', 'velouté', 'veloutés', 'potage', 'bouillon'], [
    'Une soupe (3 jours au frigo) se réchauffe :',
    '• à la casserole, à feu moyen, en remuant, jusqu\'à de petits frémissements ; un velouté épaissi au frigo se détend avec un peu d\'eau, de lait ou de bouillon ;',
    '• au micro-ondes, dans un bol couvert, en remuant toutes les minutes : elle chauffe de façon inégale, brûlante en surface et tiède au fond ;',
    '• une soupe à la crème ou au fromage, sans bouillir, pour qu\'elle ne tranche pas.',
    'Réchauffez seulement ce que vous servez, une seule fois.',
  ], 'Une soupe se réchauffe une seule fois, jamais deux : réchauffée, refroidie puis réchauffée encore, elle laisse chaque fois aux bactéries le temps de se multiplier. Faites chauffer seulement ce que vous servez ; le reste de la soupe, jamais réchauffé, se garde au frigo.'),
  reheating('poisson', ['poisson', 'saumon', 'cabillaud', 'filet de poisson', 'filets de poisson', 'colin', 'merlu', 'truite'], [
    'Le poisson cuit (1 à 2 jours au frigo) sèche et sent fort s\'il est réchauffé trop fort :',
    '• au four doux (120 à 140 °C), dans un plat couvert avec un filet d\'eau, de bouillon ou de sa sauce, 10 à 15 minutes ;',
    '• à la poêle, à couvert et à feu doux, avec un peu de beurre ou de sauce, 3 à 5 minutes ;',
    '• au micro-ondes, couvert, à puissance moyenne et par courtes périodes ;',
    '• ou froid, sans le réchauffer : effeuillé en salade, en rillettes ou dans une quiche.',
    'Réchauffé, une seule fois et bien chaud à cœur.',
  ], 'Le poisson cuit se réchauffe une seule fois, jamais deux : c\'est un reste fragile, où les bactéries se multiplient vite dès qu\'il tiédit, et il sèche et sent plus fort à chaque passage. Réchauffez seulement la portion à manger, ou mangez le reste froid, en salade.'),
  // The holidays' birds, sliced: the next day's lunch of a feast.
  reheating('volaille-fetes', ['dinde', 'dinde rôtie', 'chapon', 'pintade', 'restes de dinde', 'reste de dinde'], [
    'La dinde, le chapon ou la pintade cuits (2 à 3 jours au frigo) se réchauffent sans sécher :',
    '• en tranches, dans un plat couvert avec un fond de jus ou de bouillon, 15 à 20 minutes au four à 160 °C ;',
    '• la farce à part, couverte, 20 minutes au four, jusqu\'à ce qu\'elle soit brûlante à cœur ;',
    '• les cuisses, plus grasses, supportent mieux le four que le blanc, qui se mange aussi froid, en salade ou en sandwich.',
    'Réchauffés, une seule fois et brûlants à cœur.',
  ], 'La volaille cuite se réchauffe une seule fois, jamais deux : elle est un terrain idéal pour les bactéries (salmonelles, listeria), qui se multiplient chaque fois qu\'elle refroidit puis tiédit. Réchauffez seulement les tranches à manger, et mangez les autres froides.'),
  reheating('poulet', ['poulet', 'poulet rôti', 'blanc de poulet', 'cuisses de poulet', 'volaille'], [
    'Le poulet cuit (3 jours au frigo) se réchauffe sans sécher :',
    '• au four à 160 °C, dans un plat couvert avec un fond de bouillon ou d\'eau, 15 à 20 minutes pour des morceaux ;',
    '• en morceaux, à la poêle avec un peu de sauce ou de crème, 5 minutes à couvert ;',
    '• au micro-ondes, couvert, en retournant les morceaux à mi-temps ;',
    '• ou froid, sans le réchauffer : en salade, en sandwich ou en wrap.',
    'Réchauffé, une seule fois et brûlant à cœur, jusqu\'à l\'os.',
  ], 'Le poulet cuit se réchauffe une seule fois, jamais deux : la volaille est un terrain idéal pour les bactéries (salmonelles, listeria), qui se multiplient chaque fois qu\'elle refroidit puis tiédit. Réchauffez seulement les morceaux à manger, brûlants jusqu\'à l\'os, et jetez ce qui n\'a pas été mangé ; les morceaux jamais réchauffés se mangent aussi froids, en salade ou en sandwich.'),
  reheating('plats-en-sauce', ['plat en sauce', 'plats en sauce', 'plat mijoté', 'blanquette', 'bœuf bourguignon', 'bourguignon', 'ragoût', 'daube', 'curry', 'chili', 'chili con carne', 'pot-au-feu', 'sauce bolognaise', 'bolognaise', 'couscous', 'tajine'], [
    'Les plats mijotés et en sauce sont souvent meilleurs réchauffés :',
    '• à la casserole, à couvert et à feu doux, 10 à 15 minutes en remuant de temps en temps, avec un peu d\'eau si la sauce a épaissi ;',
    '• laissez frémir quelques minutes pour que la viande soit chaude à cœur ;',
    '• au micro-ondes, une portion couverte, en remuant à mi-temps.',
    'Sortez seulement la portion à manger : une seule fois.',
  ], 'Un plat en sauce se réchauffe une seule fois, jamais deux : une cocotte réchauffée puis refroidie reste longtemps tiède, et les bactéries de la viande et de la sauce s\'y multiplient à chaque fois. Sortez seulement la portion à manger et faites-la frémir quelques minutes ; le reste, jamais réchauffé, se garde au frigo.'),
  reheating('puree', ['purée', 'purée de pommes de terre'], [
    'Une purée se réchauffe à la casserole à feu doux avec un peu de lait et une noix de beurre, en remuant, ou au micro-ondes, couverte, en remuant à mi-temps ; congelée, elle va directement dans la casserole à feu doux avec un peu de lait. Une seule fois, bien chaude.',
  ], 'Une purée se réchauffe une seule fois, jamais deux : la pomme de terre cuite et le lait sont un terrain idéal pour les bactéries chaque fois qu\'ils tiédissent. Réchauffez seulement la portion à manger et jetez ce qui n\'a pas été mangé.'),
  reheating('pizza-quiche', ['pizza', 'pizzas', 'quiche', 'quiches', 'tarte salée', 'tartes salées'], [
    'Une pizza ou une quiche se réchauffe à la poêle, à couvert et à feu moyen, 5 minutes (la pâte redevient croustillante), ou au four à 180 °C, 8 à 10 minutes ; le micro-ondes ramollit la pâte. Une seule fois, bien chaude.',
  ], 'Une pizza ou une quiche se réchauffe une seule fois, jamais deux : sa garniture (œufs, crème, fromage, charcuterie) est un terrain idéal pour les bactéries chaque fois qu\'elle tiédit. Réchauffez seulement la part à manger ; le reste, jamais réchauffé, se garde au frigo.'),
];
