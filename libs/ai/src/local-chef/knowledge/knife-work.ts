// The gestures a family asks about before cooking a food: how to peel a mango, chop an onion,
// wash a leek, peel a squash. Each entry is a technique (technique-entry.ts), found by the words of
// its keywords: « comment couper une mangue », « éplucher un avocat », « ciseler la ciboulette ».
// To add a food: append an entry with its verbs (gestures) and the names it goes by. « Couper »
// and « préparer » only count after « comment » (« que faire d'un oignon coupé ? » asks for ideas).

import { technique as t, type Technique } from './technique-entry';

/** Verbs that always ask for the gesture; « couper » and the like only in « comment couper… ». */
const GESTURES = ['éplucher', 'peler', 'émincer', 'ciseler', 'hacher', 'monder', 'dénoyauter', 'épépiner', 'égrainer', 'zester', 'nettoyer', 'laver', 'vider'];
const ASKED_GESTURES = ['couper', 'découper', 'ouvrir', 'préparer', 'tailler'];
/** Every verb of a gesture (see DONE_WHEN_PARTICIPLE). */
export const GESTURE_VERBS = [...GESTURES, ...ASKED_GESTURES];

/** The keywords of a food's gestures: « éplucher mangue », « comment couper mangue », for each name it goes by. */
const gesturesOn = (names: string[], verbs: string[] = GESTURES): string[] =>
  names.flatMap((name) => [...verbs.map((verb) => `${verb} ${name}`), ...ASKED_GESTURES.map((verb) => `comment ${verb} ${name}`)]);

export const KNIFE_WORK: readonly Technique[] = [
  t('couper-mangue', gesturesOn(['mangue']), [
    'Pour couper une mangue :',
    '• posez-la sur la tranche et coupez de part et d\'autre du noyau, qui est plat et large, à 1 cm du centre : vous obtenez deux « joues » ;',
    '• quadrillez la chair de chaque joue sans percer la peau, retournez-la comme un hérisson et détachez les cubes au couteau ;',
    '• épluchez ce qui reste autour du noyau et récupérez la chair au couteau.',
    'Une mangue mûre cède un peu sous le doigt et sent bon près de la queue.',
  ]),
  t('couper-avocat', gesturesOn(['avocat']), [
    'Pour ouvrir un avocat :',
    '• coupez-le en deux dans la longueur jusqu\'au noyau, puis tournez les deux moitiés en sens inverse ;',
    '• retirez le noyau à la cuillère, jamais en y plantant la lame : c\'est l\'accident de cuisine le plus courant ;',
    '• détachez la chair à la cuillère, ou pelez la peau comme celle d\'une banane pour des tranches.',
    'Arrosez-le aussitôt de citron : il noircit vite à l\'air.',
  ]),
  t('couper-oignon', gesturesOn(['oignon', 'oignon rouge', 'échalote']), [
    'Pour couper un oignon (ou une échalote) :',
    '• coupez les deux bouts, fendez-le en deux de la tête à la racine et retirez la peau ;',
    '• pour l\'émincer, posez chaque moitié à plat et tranchez-la finement ;',
    '• pour le hacher, faites quelques entailles horizontales puis verticales sans aller jusqu\'à la racine, qui tient le tout, puis tranchez en travers : de petits dés tombent.',
    'Un couteau bien aiguisé et un oignon sorti du réfrigérateur font moins pleurer.',
  ]),
  t('preparer-ail', gesturesOn(['ail', 'gousse ail']), [
    'Pour préparer l\'ail :',
    '• écrasez la gousse du plat de la lame : la peau part toute seule ;',
    '• coupez-la en deux et retirez le germe vert s\'il y en a un, il est indigeste ;',
    '• hachez-la finement au couteau, ou passez-la au presse-ail.',
    'Il brûle vite : ajoutez-le à la poêle en fin de cuisson, à feu moyen.',
  ]),
  t('couper-poivron', gesturesOn(['poivron']), [
    'Pour couper un poivron :',
    '• coupez le chapeau, tranchez le poivron en deux et retirez les graines et les membranes blanches ;',
    '• posez chaque moitié peau contre la planche et taillez-la en lanières, puis en dés si besoin.',
    'Pour le peler : 20 minutes sous le gril du four en le retournant, puis 10 minutes dans un sac fermé ; la peau s\'enlève alors à la main.',
  ]),
  t('monder-tomate', gesturesOn(['tomate']), [
    'Pour peler (monder) une tomate :',
    '• incisez une petite croix à la base ;',
    '• plongez-la 30 secondes dans l\'eau bouillante, puis aussitôt dans l\'eau froide ;',
    '• la peau se retire au couteau, en partant de la croix.',
    'Pour l\'épépiner, coupez-la en quatre et retirez les graines à la cuillère.',
  ]),
  t('ciseler-herbes', [...gesturesOn(['herbes', 'ciboulette', 'persil', 'coriandre', 'basilic', 'menthe']), 'ciseler'], [
    'Pour ciseler les herbes :',
    '• lavez-les et séchez-les bien, dans un torchon ou une essoreuse ;',
    '• la ciboulette se coupe aux ciseaux, en petits tronçons ;',
    '• le persil, la coriandre ou la menthe s\'effeuillent ; rassemblez les feuilles en boule serrée et tranchez finement au couteau, sans repasser dix fois : elles noircissent ;',
    '• le basilic se déchire à la main, au dernier moment.',
  ]),
  t('laver-poireau', gesturesOn(['poireau']), [
    'Pour préparer un poireau :',
    '• coupez la racine et le haut vert foncé, trop dur (il parfume un bouillon) ;',
    '• fendez-le en deux dans la longueur et rincez-le sous l\'eau en écartant les feuilles : la terre se cache entre elles ;',
    '• émincez-le ensuite en rondelles ou en lanières.',
  ]),
  t('nettoyer-champignons', gesturesOn(['champignons', 'champignons de paris']), [
    'Pour nettoyer des champignons :',
    '• coupez le bout terreux du pied ;',
    '• frottez-les avec un papier absorbant humide, ou rincez-les très vite sous l\'eau juste avant de les cuire ;',
    '• ne les laissez jamais tremper : ils boivent l\'eau et rendent du jus à la cuisson au lieu de dorer.',
  ]),
  t('eplucher-courge', gesturesOn(['courge', 'butternut', 'potiron', 'potimarron', 'citrouille']), [
    'Pour éplucher une courge (butternut, potiron) :',
    '• coupez les deux bouts et séparez le col du bulbe ;',
    '• posez chaque morceau à plat et retirez la peau au couteau, de haut en bas ;',
    '• coupez le bulbe en deux et videz les graines à la cuillère.',
    'Trop dure, passez-la 3 à 4 minutes au micro-ondes : elle s\'épluche bien plus facilement. La peau du potimarron se mange : inutile de l\'éplucher.',
  ]),
  t('couper-ananas', gesturesOn(['ananas']), [
    'Pour couper un ananas :',
    '• coupez la tête et la base, puis posez-le debout ;',
    '• retirez l\'écorce en bandes, de haut en bas, et enlevez les « yeux » qui restent en creusant de petits sillons au couteau ;',
    '• coupez-le en quartiers dans la hauteur et retirez le cœur, dur et fibreux.',
  ]),
  t('eplucher-gingembre', gesturesOn(['gingembre']), [
    'Pour préparer le gingembre :',
    '• grattez la peau avec le bord d\'une petite cuillère : elle part sans perte de chair ;',
    '• râpez-le finement pour une sauce ou un wok, ou coupez-le en tranches pour une infusion.',
    'Le reste se garde au congélateur : il se râpe encore mieux congelé.',
  ]),
  t('egrainer-grenade', gesturesOn(['grenade']), [
    'Pour égrainer une grenade :',
    '• coupez le chapeau et incisez la peau le long des cloisons blanches ;',
    '• ouvrez-la en quartiers à la main ;',
    '• égrainez les quartiers dans un saladier d\'eau : les grains tombent au fond, les peaux blanches flottent.',
  ]),
  t('bouquets-chou-fleur', gesturesOn(['chou-fleur', 'brocoli']), [
    'Pour détailler un chou-fleur ou un brocoli :',
    '• retirez les feuilles et coupez le trognon ;',
    '• détachez les bouquets au couteau, à la base de chaque tige, et recoupez les plus gros ;',
    '• lavez-les à l\'eau froide.',
    'La tige épluchée se cuit aussi, en rondelles.',
  ]),
  t('zester-agrume', [...gesturesOn(['citron', 'citron vert', 'orange']), 'zeste', 'zestes'], [
    'Pour prélever le zeste d\'un agrume :',
    '• choisissez un fruit non traité et lavez-le à l\'eau chaude ;',
    '• passez-le sur une râpe fine, en tournant, sans aller jusqu\'à la peau blanche, qui est amère ;',
    '• zestez avant de presser le fruit : c\'est bien plus facile.',
  ]),
  // « Éplucher une orange à vif »: the peel and its white skin, which the zest entry leaves on.
  t('peler-a-vif', [...gesturesOn(['orange à vif', 'pamplemousse à vif', 'agrume à vif', 'agrumes à vif']), 'peler à vif', 'éplucher à vif', 'suprêmes orange', 'suprêmes agrumes', 'suprêmes pamplemousse'], [
    'Pour peler une orange (ou un pamplemousse) à vif :',
    '• coupez les deux bouts jusqu\'à la chair et posez le fruit à plat ;',
    '• retirez la peau et toute la peau blanche au couteau, en bandes de haut en bas, en suivant l\'arrondi ;',
    '• pour des suprêmes, glissez la lame de chaque côté des fines membranes et détachez les quartiers au-dessus d\'un bol : le jus s\'y récupère.',
  ]),
  t('eplucher-kiwi', gesturesOn(['kiwi', 'kiwis']), [
    'Pour éplucher un kiwi :',
    '• coupez les deux bouts ;',
    '• glissez une cuillère à café entre la peau et la chair et tournez tout autour : le fruit sort entier ; ou épluchez-le à l\'économe, comme une pomme ;',
    '• coupez-le en rondelles ou en quartiers.',
    'Plus simple pour un goûter : coupé en deux, il se mange à la petite cuillère. Sa peau, bien lavée, se mange aussi.',
  ]),
  t('couper-chou', gesturesOn(['chou', 'chou blanc', 'chou rouge', 'chou vert', 'chou frisé', 'chou pointu']), [
    'Pour couper un chou (blanc, rouge ou vert) :',
    '• retirez les premières feuilles abîmées, puis coupez-le en quatre, de la tête au trognon ;',
    '• ôtez le trognon de chaque quart en biais ;',
    '• posez chaque quart à plat et émincez-le finement pour une salade (coleslaw) ou en lanières plus larges pour une poêlée ou une potée.',
    'Pour un chou frisé à farcir, blanchissez-le entier 5 minutes dans l\'eau bouillante : ses feuilles se détachent sans casser.',
  ]),
  t('eplucher-legumes-racines', gesturesOn(['pomme de terre', 'pommes de terre', 'patate', 'patates', 'carotte', 'carottes', 'navet', 'navets', 'panais']), [
    'Pour éplucher des pommes de terre, des carottes ou des navets :',
    '• un économe va plus vite et perd moins de chair qu\'un couteau : épluchez en allant vers vous, le légume posé sur une planche s\'il est gros ;',
    '• des légumes nouveaux ou bio se brossent simplement sous l\'eau : leur peau fine se mange ;',
    '• des pommes de terre pour une purée ou une salade s\'épluchent aussi une fois cuites à l\'eau, encore tièdes : la peau glisse toute seule.',
    'Épluchées à l\'avance, gardez les pommes de terre dans l\'eau froide : elles ne noircissent pas.',
  ]),
];
