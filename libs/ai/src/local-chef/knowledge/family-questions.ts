// Everyday family questions that are neither a recipe nor a cooking fact: leftovers, cooking
// ahead, budget, a week's menu, guests, reheating, dates on the packaging, lunch boxes, cooking
// with children. A question that asks how long a food keeps goes to its keeping time first
// ("combien de temps se garde le poulet cuit ?"). Same shape as techniques.ts, but a keyword is a phrase read as it is written
// ("avec les enfants", not "enfants" anywhere: "que faire avec des courgettes pour les enfants"
// asks for ideas); the longest keyword found wins.

import { LEFTOVER_SAFETY, LEFTOVERS, leftoverPhrases, type Leftover } from './leftovers';
import { technique as t, type Technique } from './technique-entry';

/** A leftover of leftovers.ts as a family question: its keywords, and its ideas as a list. */
function leftoverQuestion(leftover: Leftover): Technique {
  const ideas = leftover.ideas.map((idea, i) => `• ${idea}${i === leftover.ideas.length - 1 ? '.' : ' ;'}`);
  // The safety line before the ideas: « il me reste du riz d'hier, c'est encore bon ? » reads it first.
  const lines = [...(leftover.perishable ? [LEFTOVER_SAFETY] : []), leftover.keeps, ...ideas, ...(leftover.after ? [leftover.after] : [])];
  return t(leftover.id, [...leftover.names.flatMap(leftoverPhrases), ...(leftover.also ?? []), ...(leftover.namedAlone ? leftover.names : [])], lines);
}

/** The advice for meals on a budget: a course, a kind or a menu asked so is made of cheap dishes instead. */
export const BUDGET_ADVICE = 'budget';

export const FAMILY_QUESTIONS: readonly Technique[] = [
  // Leftovers named by their food (leftovers.ts): « reste de riz », « poulet d'hier ».
  ...LEFTOVERS.map(leftoverQuestion),
  t('anti-gaspi', ['gaspiller', 'gaspillage', 'gaspille', 'moins jeter', 'jeter moins', 'plus jeter', 'arrêter de jeter', 'éviter de jeter', 'jette trop', 'jetons trop', 'jeter trop'], [
    'Pour moins jeter, quelques habitudes qui comptent :',
    '• planifiez les repas de la semaine (« Planifier ma semaine ») et faites la liste de courses à partir des menus : vous n\'achetez que ce qui sera cuisiné ;',
    '• notez ce que vous avez dans le frigo de Mijote avec les dates : « À consommer en priorité » vous dit quoi finir d\'abord, et je vous propose un plat qui l\'utilise (« que faire avec ce qui périme bientôt ? ») ;',
    '• rangez devant ce qui périme en premier, derrière ce qui vient d\'être acheté ;',
    '• congelez avant la date ce que vous ne mangerez pas à temps : pain, viande, restes en portions ;',
    '• une date « à consommer de préférence avant » (DDM) passée ne rend pas l\'aliment dangereux : pâtes, riz, biscuits, conserves se mangent encore.',
  ]),
  t('ranger-frigo', [
    ...['frigo', 'réfrigérateur'].flatMap((fridge) => [
      `organiser mon ${fridge}`, `organiser le ${fridge}`, `ranger mon ${fridge}`, `ranger le ${fridge}`, `rangement du ${fridge}`, `rangement ${fridge}`,
      `température du ${fridge}`, `température de mon ${fridge}`, `température dans le ${fridge}`, `température doit être le ${fridge}`, `température doit être mon ${fridge}`, `zone froide du ${fridge}`,
    ]),
  ], [
    'Pour ranger le réfrigérateur :',
    '• la zone la plus froide (0 à 4 °C, en bas au-dessus du bac à légumes ou en haut selon les modèles : le logo du fabricant l\'indique) : viande, poisson, charcuterie, plats cuisinés et produits entamés ;',
    '• la zone fraîche (4 à 6 °C) : yaourts, fromages, desserts lactés, restes bien couverts ;',
    '• le bac à légumes : fruits et légumes (bananes, tomates, pommes de terre et oignons se gardent dehors) ;',
    '• la porte, la plus tiède : boissons, beurre, confitures et sauces entamées ; les œufs restent dans leur boîte, sur une clayette ;',
    '• devant ce qui périme en premier, derrière ce qui vient d\'être acheté.',
    'Réglez-le à 4 °C au plus, ne le remplissez pas à ras bord (l\'air doit circuler), et mettez-y les restes dans les 2 heures après la cuisson.',
  ]),
  t('pain-dur', ['pain dur', 'pain rassis', 'vieux pain', 'pain sec', 'pain de la veille', 'baguette dure'], [
    'Le pain dur ne se jette pas :',
    '• pain perdu : trempé dans du lait sucré et un œuf battu, doré au beurre à la poêle ;',
    '• croûtons pour la soupe ou la salade, frottés d\'ail et dorés à l\'huile ;',
    '• chapelure, mixé bien sec, pour paner ou gratiner ;',
    '• pudding au pain ou soupe à l\'oignon gratinée ;',
    '• bruschettas ou tartines grillées au four.',
    'Juste un peu rassis, passez-le sous l\'eau et 5 minutes au four chaud : il redevient croustillant.',
  ]),
  t('restes-general', ['accommoder les restes', 'finir les restes', 'restes du repas', 'restes de repas', 'anti-gaspi', 'anti gaspi', 'gaspillage', 'légumes fatigués', 'restes de légumes', 'fonds de frigo', 'reste la moitié', 'reste du plat', 'restes du plat', 'reste de ce plat'], [
    'Pour finir les restes sans gaspiller :',
    '• des légumes fatigués : une soupe, un velouté, une quiche ou une poêlée ;',
    '• un reste de viande : un hachis parmentier, des pâtes ou des légumes farcis ;',
    '• un peu de tout : une omelette, une tarte salée ou un gratin, avec de la béchamel ou des œufs et de la crème ;',
    '• des fruits trop mûrs : une compote, un crumble, un smoothie ou un gâteau à la banane.',
    'Les restes cuisinés se gardent 2 à 3 jours au frigo. Dites-moi aussi « que faire avec ce que j\'ai dans le frigo ? » : je compose un plat avec vos ingrédients.',
  ]),
  t('batch-cooking', ['batch cooking', 'batch', 'meal prep', "cuisiner à l'avance", "préparer à l'avance", "repas à l'avance", "cuisiner en avance", 'cuisiner pour la semaine', 'préparer les repas de la semaine', 'cuisiner le dimanche pour la semaine', 'pour toute la semaine', 'préparer mes repas', 'préparer les repas', 'repas du dimanche pour la semaine'], [
    'Le batch cooking : 2 heures de cuisine le week-end pour les repas de la semaine.',
    '• choisissez 3 ou 4 plats qui se gardent : une sauce bolognaise ou un chili, une soupe, un gratin, une quiche, une salade de lentilles ;',
    '• préparez les bases en même temps : légumes épluchés et coupés, une grande casserole de riz ou de pâtes, des œufs durs, une vinaigrette ;',
    '• rangez en boîtes hermétiques au frigo : 3 jours pour les plats cuisinés ; ce qui est pour jeudi et vendredi part au congélateur ;',
    '• le soir, il n\'y a plus qu\'à réchauffer et à assembler.',
    'Se congèlent bien : soupes, sauces, plats mijotés, lasagnes, hachis parmentier, gâteaux. Mal : crudités, pommes de terre entières, plats à la mayonnaise.',
  ]),
  t(BUDGET_ADVICE, ['pas cher', 'pas chers', 'pas chère', 'petit budget', 'économique', 'économiques', 'économiser', 'budget serré', 'moins cher', 'fin de mois', 'bon marché', 'sans se ruiner', "pas d'argent", "peu d'argent", "pas beaucoup d'argent", 'pas de sous'], [
    'Des repas qui nourrissent sans coûter cher :',
    '• les légumineuses : dahl de lentilles, chili, salade de pois chiches ;',
    '• les œufs : omelette, quiche, œufs cocotte, shakshuka ;',
    '• les pâtes et le riz avec des légumes de saison : gratin, riz sauté, pâtes à la sauce tomate maison ;',
    '• les soupes et les plats mijotés avec des morceaux bon marché (paleron, hauts de cuisse de poulet) ;',
    '• la pomme de terre : hachis parmentier, gratin, galettes.',
    'Pour économiser : des légumes de saison, des surgelés nature, des plats où la viande est un ingrédient et pas le centre, et les restes cuisinés le lendemain.',
  ]),
  t('menu-semaine', ['menu équilibré pour la semaine', 'menus équilibrés pour la semaine', 'menu de la semaine', 'menus de la semaine', 'menu pour la semaine', 'menus pour la semaine', 'menu semaine', 'menus semaine', 'planning repas', 'planning des repas', 'planifier les repas', 'planifier mes repas', 'repas de la semaine', 'menu hebdomadaire', 'organiser mes repas', 'menu pour toute la semaine', 'menus pour toute la semaine', 'organiser les repas de la semaine', 'organiser mes repas de la semaine'], [
    'Pour une semaine entière, le plus simple est « Planifier ma semaine » dans le Planning : le chef propose toute la semaine d\'un coup selon votre foyer, et ses ingrédients passent de là dans votre liste de courses.',
    'Pour vous donner une idée, une semaine de dîners simples :',
    '• lundi : soupe de légumes et tartines au fromage ;',
    '• mardi : pâtes à la sauce tomate et salade verte ;',
    '• mercredi : poulet rôti et pommes de terre au four ;',
    '• jeudi : omelette aux légumes et riz ;',
    '• vendredi : poisson, haricots verts et semoule ;',
    '• samedi : quiche maison et salade ;',
    '• dimanche : un plat mijoté, et ses restes pour lundi midi.',
  ]),
  t('fete-quantites', ['apéro dînatoire', 'apéritif dînatoire', 'buffet', 'combien de quiches', 'combien de pizzas', 'combien de chips', 'combien de pièces', 'combien de bouteilles', 'combien de boissons', 'combien de gâteaux', 'quoi prévoir', 'que prévoir', 'combien prévoir', 'quelles quantités', 'quelle quantité pour une fête'], [
    'Quelques repères par personne pour recevoir :',
    '• apéritif avant un repas : 4 à 6 pièces ; apéro dînatoire : 12 à 15 pièces, dont quelques-unes sucrées ;',
    '• en buffet, une quiche ou une pizza (26 à 28 cm) pour 6 à 8 personnes ;',
    '• chips et biscuits apéritif : un sachet de 150 g pour 5 à 6 personnes ;',
    '• pain : un tiers de baguette ; fromage : 50 à 80 g ;',
    '• boissons : 1 litre en tout par personne (eau et jus compris) ; une bouteille de vin pour 3 ou 4 adultes ;',
    '• dessert : une part et demie, et un gâteau de 8 parts pour 6 personnes.',
    'Pour un plat, demandez-moi par exemple « combien de pâtes pour 12 personnes ? ».',
  ]),
  t('lunch-box', ['lunch box', 'lunchbox', 'boîte à lunch', 'boîte à repas', 'gamelle', 'repas à emporter', 'déjeuner au bureau', 'manger au bureau', 'pique-nique', 'pique nique', 'bento'], [
    'Des idées de lunch box qui voyagent bien :',
    '• salade complète : pâtes, riz ou lentilles, un légume, une protéine (thon, œuf dur, poulet, feta) et la vinaigrette à part ;',
    '• quiche ou cake salé, avec des crudités ;',
    '• wrap au poulet ou au houmous et aux légumes ;',
    '• un reste de plat de la veille (chili, curry, gratin) à réchauffer ;',
    '• et un fruit, un yaourt ou une compote.',
    'Gardez-la au frais : un sac isotherme avec un pain de glace, et au frigo en arrivant.',
  ]),
  {
    ...t('cuisiner-enfants', ['avec les enfants', 'avec mes enfants', 'avec des enfants', 'avec mon fils', 'avec ma fille', 'avec les petits', 'avec les gamins', 'cuisiner en famille', 'atelier cuisine', 'enfant cuisiner', 'enfants cuisiner'], [
      'Cuisiner avec les enfants, ce qu\'ils peuvent faire selon leur âge :',
      '• dès 3 ans : laver les légumes, verser, mélanger, casser les œufs, garnir une pizza, former des boules ;',
      '• dès 6 ans : peser, couper des aliments tendres avec un couteau à bout rond, étaler une pâte, fouetter ;',
      '• dès 9 ans : éplucher, râper, suivre une recette simple, avec un adulte près du four et des plaques.',
      'Les recettes qui marchent : gâteau au yaourt (tout se mesure au pot), crêpes, pizzas maison, cookies, brochettes de fruits, salade de fruits, pâte à sel pour les plus petits (pas à manger !).',
      'Lavez-vous les mains ensemble, et gardez le four, les plaques et les couteaux pointus pour les grands.',
    ]),
    inOneLine: 'Avec un enfant : dès 3 ans, il verse, mélange et casse les œufs ; dès 6 ans, il pèse, fouette et étale la pâte ; le four, les plaques et les couteaux pointus restent aux grands.',
  },
  t('preparer-veille', ["combien de temps à l'avance", "combien de jours à l'avance", "préparer la veille", "faire la veille", "la veille pour le lendemain", "préparer avant l'arrivée", 'recevoir sans stress', 'avant les invités'], [
    'Ce qui se prépare très bien la veille, et souvent meilleur le lendemain :',
    '• les plats mijotés : bœuf bourguignon, blanquette, chili, curry ;',
    '• les lasagnes, le hachis parmentier et les gratins, à réchauffer au four ;',
    '• les soupes et les sauces ;',
    '• les desserts froids : tiramisu, mousse au chocolat, panna cotta, cheesecake.',
    'Le jour même : la salade (assaisonnée au dernier moment), les viandes grillées et les frites.',
  ]),
  t('menu-fetes', ['menu de noël', 'menu noël', 'menu pour noël', 'repas pour noël', 'dîner pour noël', 'menu pour les fêtes', 'repas pour les fêtes', 'repas de noël', 'dîner de noël', 'déjeuner de noël', 'réveillon', 'nouvel an', 'jour de l\'an', 'menu de fête', 'menu de fêtes', 'repas de fête', 'repas de fêtes', 'menu des fêtes',
    'que faire pour noël', 'que cuisiner pour noël', 'que préparer pour noël', 'quoi faire pour noël', 'quoi cuisiner pour noël', 'que manger à noël', 'idée pour noël', 'idées pour noël', 'on mange quoi à noël'], [
    'Un menu de fête qui se prépare en bonne partie la veille :',
    '• apéritif : quelques bouchées (gougères, toasts de saumon fumé, verrines), 4 à 6 par personne ;',
    '• entrée : un velouté de châtaignes ou de potiron servi en verrines, ou du saumon fumé avec des blinis ;',
    '• plat : une volaille rôtie (chapon, dinde, pintade) ou un rôti, avec une purée de céleri ou de patates douces, des marrons et des légumes rôtis ;',
    '• fromage : un plateau de trois fromages, 50 à 80 g par personne ;',
    '• dessert : une bûche, ou un dessert froid fait la veille (mousse au chocolat, tiramisu, vacherin glacé).',
    'La veille : le velouté, le dessert et les légumes épluchés ; le jour même, la volaille au four et la salade assaisonnée au dernier moment. Pour les quantités, demandez-moi par exemple « combien de bouteilles pour 10 personnes ? ».',
  ]),
  // Asked vegetarian, or by a vegetarian household (VEGETARIAN_VERSIONS): the same feast without meat or fish.
  t('menu-fetes-vegetarien', ['menu de noël végétarien', 'noël végétarien', 'réveillon végétarien', 'menu de fête végétarien', 'repas de fête végétarien', 'menu des fêtes végétarien', 'noël sans viande', 'réveillon sans viande', 'menu de noël vegan', 'noël vegan', 'réveillon vegan'], [
    'Un menu de fête végétarien, qui se prépare en bonne partie la veille :',
    "• apéritif : quelques bouchées (gougères, toasts de tapenade ou de houmous de betterave, verrines d'avocat), 4 à 6 par personne ;",
    '• entrée : un velouté de châtaignes et champignons servi en verrines, ou des œufs cocotte aux champignons ;',
    '• plat : un feuilleté de champignons et de marrons, un risotto au safran, ou une courge rôtie farcie de céréales, de noix et de cranberries, avec une purée de céleri ;',
    '• fromage : un plateau de trois fromages, 50 à 80 g par personne ;',
    '• dessert : une bûche, ou un dessert froid fait la veille (mousse au chocolat, tiramisu, poires pochées).',
    "Végétalien : la courge farcie, un velouté au lait de coco et une mousse au chocolat à l'aquafaba, sans plateau de fromages.",
    'La veille : le velouté, le dessert et la farce de la courge ; le jour même, le plat au four et la salade assaisonnée au dernier moment.',
  ]),
  t('menu-fetes-petit-budget', ['menu de noël pas cher', 'repas de noël pas cher', 'noël pas cher', 'réveillon pas cher', 'repas de fête pas cher', 'menu de fête pas cher', 'noël petit budget', 'réveillon petit budget', 'fête petit budget', 'menu de fête économique', 'repas de noël économique', 'noël économique'], [
    "Un menu de fête à petit prix, qui a l'air d'un grand :",
    '• apéritif : des gougères ou des feuilletés maison (une pâte feuilletée, du fromage râpé, des graines), et des légumes croquants avec une sauce au fromage blanc ;',
    '• entrée : un velouté de potiron ou de châtaignes servi en verrines, avec quelques croûtons ;',
    "• plat : une pintade ou des cuisses de poulet rôties plutôt qu'un chapon, ou un rôti de porc aux pommes, avec une purée maison et des marrons en bocal ;",
    "• fromage : un seul beau fromage plutôt qu'un plateau ;",
    '• dessert : une bûche roulée maison (des œufs, du chocolat et de la crème), ou des poires pochées aux épices.',
    'Ce qui coûte : le foie gras, les fruits de mer et la volaille de fête ; un peu de saumon fumé sur des blinis suffit à faire la fête.',
  ]),
  t('menu-fetes-enfants', ['menu de noël pour les enfants', 'menu de noël enfants', 'repas de noël pour les enfants', 'repas de noël enfants', 'noël des enfants', 'repas de fête avec les enfants', 'menu de fête pour les enfants', 'menu de fête enfants', 'réveillon avec les enfants', 'réveillon des enfants'], [
    'Un menu de fête que les enfants aiment aussi :',
    '• apéritif : des brochettes de tomates cerises et de mozzarella, des mini-friands, des bâtonnets de légumes, et un jus de pomme pétillant dans des verres à pied ;',
    '• entrée : un velouté doux (potiron, châtaignes) en verrines, ou des œufs mimosa ;',
    '• plat : une volaille rôtie tranchée fin (pintade, poulet fermier) avec une purée et des pommes de terre rôties, sans sauce relevée ;',
    "• dessert : une bûche au chocolat qu'ils décorent eux-mêmes (sucre glace, vermicelles), ou des crêpes.",
    'Les huîtres, le foie gras et les plats au vin sont pour les grands ; pour les quantités, demandez-moi par exemple « combien de bûches pour 12 ? ».',
  ]),
  t('anniversaire', ['anniversaire', "gâteau d'anniversaire", "gâteaux d'anniversaire", "fête d'anniversaire", "anniversaire d'enfant", 'anniversaire enfant'], [
    "Pour un anniversaire, un gâteau simple qui plaît à tous et se fait la veille :",
    '• un gâteau au yaourt (tout se mesure au pot, les enfants peuvent le faire) ou un gâteau au chocolat, cuit dans une plaque ou un grand moule pour avoir assez de parts ;',
    "• nappé d'une ganache (100 g de chocolat fondu dans 10 cl de crème chaude) ou d'un glaçage au sucre glace et au citron, décoré de bonbons, de vermicelles ou de fruits ;",
    '• comptez un gâteau de 8 parts pour 6 enfants : deux gâteaux, ou une plaque, pour 10 ;',
    "• à côté : des crêpes ou des cookies, des brochettes de fruits, de l'eau et des jus (1 litre par enfant en tout).",
    'Demandez aux parents les allergies des invités avant de choisir la recette.',
  ]),
  t('robot-cuiseur', ['thermomix', 'cookeo', 'companion', 'monsieur cuisine', 'robot cuiseur', 'robot multifonction', 'multicuiseur', 'airfryer', 'air fryer', 'friteuse sans huile'], [
    "Mes recettes sont écrites pour la cuisinière et le four, mais elles s'adaptent à un robot :",
    "• robot cuiseur (Thermomix, Companion, Monsieur Cuisine) : faites revenir dans le bol, puis ajoutez les ingrédients dans l'ordre de la recette et cuisez en mode mijotage, sens inverse et vitesse lente pour garder les morceaux entiers ; soupes, sauces, risottos et purées y réussissent le mieux ;",
    '• multicuiseur sous pression (Cookeo, autocuiseur) : faites dorer en mode dorer, puis cuisez sous pression environ le tiers du temps de mijotage de la recette, avec un peu moins de liquide, car rien ne s\'évapore ;',
    "• friteuse sans huile (airfryer) : baissez la température de 20 °C par rapport au four et comptez environ 20 % de temps en moins, en secouant le panier à mi-cuisson ;",
    '• ce qui se saisit au dernier moment (viande poêlée, omelette, émincé) reste meilleur à la poêle, et les gratins et les pâtes feuilletées au four.',
    "Respectez toujours le remplissage maximal indiqué par le fabricant.",
  ]),
  t('bebe', ['bébé', 'bébés', 'nourrisson', 'diversification', 'diversification alimentaire', 'petits pots', 'petit pot'], [
    "Pour un bébé, on suit la diversification alimentaire, et son médecin reste la référence :",
    "• dès 4 à 6 mois : des purées lisses de légumes puis de fruits, en commençant par quelques cuillères, un aliment nouveau à la fois ;",
    "• vers 6 à 8 mois : de la viande, du poisson ou de l'œuf bien cuits et mixés (10 g par jour, 2 cuillères à café), et des féculents ;",
    "• vers 8 à 12 mois : des textures plus épaisses, puis de petits morceaux fondants écrasés à la fourchette ;",
    "• ni sel ni sucre ajoutés, pas de miel avant 1 an, pas d'alcool même cuit, rien de cru (lait cru, œuf, viande, poisson), pas de fruits à coque entiers ;",
    "• un plat familial convient s'il est doux : prélevez sa part avant de saler, d'ajouter le vin ou les épices, et mixez-la à son âge.",
  ]),
  t('repas-equilibre', ['menu équilibré', 'menus équilibrés', 'repas équilibré', 'repas équilibrés', 'assiette équilibrée', 'manger équilibré', 'manger plus sainement', 'manger sainement', 'alimentation équilibrée'], [
    'Un repère simple pour une assiette équilibrée : la moitié de légumes, un quart de féculents (pâtes, riz, pain, pommes de terre, légumineuses), un quart de protéines (viande, poisson, œufs, légumineuses), avec un produit laitier et un fruit sur la journée.',
    'Pour un régime ou un besoin de santé particulier, demandez conseil à un médecin ou à un diététicien.',
  ]),
];
/** The whole holiday meals: a question that names one course of it (« un dessert pour le réveillon ») asks for that course's ideas. */
export const HOLIDAY_MENUS: readonly string[] = ['menu-fetes', 'menu-fetes-vegetarien', 'menu-fetes-petit-budget', 'menu-fetes-enfants'];
/** Advice for every meal that a question naming one course asks of that course's dishes: « une entrée de fête », « un dessert pas cher » (the 'cheap' wish). */
export const ANSWERED_BY_A_COURSE: readonly string[] = [...HOLIDAY_MENUS, BUDGET_ADVICE];

/** The entry a vegetarian or vegan household gets in place of one (the holiday menu without its bird). */
export const VEGETARIAN_VERSIONS: Readonly<Record<string, string>> = {
  'menu-fetes': 'menu-fetes-vegetarien',
  'menu-fetes-petit-budget': 'menu-fetes-vegetarien',
  'menu-fetes-enfants': 'menu-fetes-vegetarien',
};


// Reheating and the dates on the packaging: safety first, so they outrank the keeping times of
// one food ("je peux manger un yaourt périmé ?" is about the date, not how long a yaourt keeps).
export const FOOD_SAFETY_QUESTIONS: readonly Technique[] = [
  t('decongeler', ['comment décongeler', 'décongeler rapidement', 'décongeler vite', 'décongélation rapide', 'décongeler plus vite', 'décongeler sans frigo'], [
    'Pour décongeler sans risque :',
    '• le mieux, au réfrigérateur : la veille pour le lendemain (une nuit pour 500 g de viande, 24 heures pour un rôti ou un poulet entier) ;',
    '• plus vite : dans son sachet bien fermé, plongé dans un grand bol d\'eau froide (jamais chaude), l\'eau changée toutes les 30 minutes : 1 heure environ pour 500 g à plat ;',
    '• en urgence : au micro-ondes, fonction décongélation, en le retournant souvent, puis cuisez-le aussitôt ;',
    '• un steak haché, des légumes, des crevettes ou un filet de poisson fin se cuisent aussi directement surgelés, un peu plus longtemps et bien à cœur.',
    'Jamais sur le plan de travail à température ambiante, et un aliment décongelé ne se recongèle pas cru.',
  ]),
  t('decongeler-volaille-entiere', ['décongeler une dinde', 'décongeler la dinde', 'décongeler dinde', 'décongeler un chapon', 'décongeler le chapon', 'décongeler chapon', 'décongeler une volaille', 'décongeler volaille entière', 'décongélation dinde', 'décongélation de la dinde', 'décongélation du chapon'], [
    "Une dinde ou un chapon entier se décongèle au réfrigérateur, dans son emballage posé dans un plat :",
    '• comptez 24 heures par 2 kg : 2 jours pour un chapon de 3 kg ou une dinde de 4 kg, 3 jours pour une dinde de 6 kg ;',
    "• plus vite : dans son sachet bien fermé, dans l'évier plein d'eau froide changée toutes les 30 minutes, 30 minutes par 500 g (4 heures pour 4 kg) ;",
    "• retirez les abats de l'intérieur, épongez-la et sortez-la du frigo 1 heure avant de l'enfourner.",
    'Jamais à température ambiante, et cuite dès qu\'elle est décongelée : elle ne se recongèle pas crue.',
  ]),
  t('recongeler', ['recongeler', 'recongelé', 'recongelée', 'recongelés', 'recongeler décongelé', 'congeler deux fois'], [
    'Un aliment cru décongelé ne se recongèle pas tel quel : cuisinez-le d\'abord, et le plat cuit, refroidi vite, peut repartir au congélateur.',
    'Décongelé au frigo, il se cuisine dans les 24 heures ; décongelé à température ambiante, cuisinez-le aussitôt et ne le recongelez jamais.',
  ]),
  t('rechauffer', ['réchauffer', 'réchauffe', 'réchauffé', 'réchauffés', 'réchauffée', 'réchauffage', 'rechauffer deux fois', 'faire réchauffer'], [
    'Pour réchauffer sans risque :',
    '• mettez les restes au frigo dans les 2 heures après la cuisson, en boîte fermée, et mangez-les dans les 2 à 3 jours ;',
    '• réchauffez seulement la portion que vous allez manger, une seule fois, jusqu\'à ce qu\'elle soit bien chaude au cœur (fumante) : au micro-ondes, remuez à mi-temps ;',
    '• le riz et le poulet se réchauffent très bien, à condition d\'avoir été refroidis vite et gardés au froid ; le riz resté des heures à température ambiante se jette ;',
    '• un plat congelé se décongèle au frigo, pas sur le plan de travail, puis se réchauffe aussitôt ;',
    '• crêpes, pizza, quiche et frites restent croustillantes à la poêle ou au four (180 °C, 5 à 10 minutes) ; les plats en sauce, à la casserole à feu doux.',
    'Dans le doute (odeur, aspect, reste oublié), ne prenez pas de risque.',
  ]),
  // General precautions, as public health guidance gives them; the midwife or the doctor decides for each case.
  t('grossesse', ['enceinte', 'grossesse', 'femme enceinte', 'je suis enceinte', 'pendant la grossesse', 'toxoplasmose', 'listériose', 'listeria'], [
    'Pendant la grossesse, quelques précautions protègent de la listériose et de la toxoplasmose :',
    '• fromages : évitez ceux au lait cru (brie, camembert, reblochon, mont-d\'or au lait cru…) et les croûtes ; les pâtes pressées cuites (comté, emmental, gruyère, beaufort) et tout fromage bien cuit (gratin, quiche) conviennent ;',
    '• viande et volaille bien cuites à cœur : ni tartare, ni carpaccio, ni viande saignante, ni charcuterie crue (jambon cru, saucisson) ou à la coupe ;',
    '• poisson et fruits de mer : ni cru (sushi, tartare), ni fumé, ni coquillages crus ; bien cuits, ils sont recommandés ;',
    '• œufs bien cuits : pas de mayonnaise maison, de mousse au chocolat ni de tiramisu aux œufs crus ;',
    '• lavez soigneusement fruits, légumes et herbes mangés crus, et vos mains et le plan de travail après avoir touché de la viande crue ;',
    '• pas d\'alcool, même dans un plat : il ne s\'évapore jamais entièrement à la cuisson.',
    'Votre sage-femme ou votre médecin reste la référence, en particulier si vous n\'êtes pas immunisée contre la toxoplasmose.',
  ]),
  // « Que manger quand on est malade ? » once got a tartiflette: what sits well, and when to see a doctor.
  t('malade', ['on est malade', 'je suis malade', 'il est malade', 'elle est malade', 'enfant malade', 'fils malade', 'fille malade', 'enfant est malade', 'fils est malade', 'fille est malade', 'mari est malade', 'femme est malade', 'pour un malade', 'quand on est malade', 'gastro', 'gastro-entérite', 'rhume', 'grippe', 'enrhumé', 'enrhumée', 'mal au ventre', 'estomac fragile', 'angine', 'mal à la gorge'], [
    'Quand on est malade, des plats doux, chauds et faciles à digérer :',
    '• un bouillon ou une soupe de légumes (carottes, poireaux, pommes de terre), avec des vermicelles ou un peu de riz ;',
    '• en cas de gastro : riz blanc, pâtes, purée sans beurre, carottes cuites, compote de pommes, banane bien mûre ;',
    '• quand l\'appétit revient : un œuf à la coque, un blanc de poulet ou un poisson poché ;',
    '• pour la gorge : une tisane au thym et au miel, une compote tiède, un yaourt frais ;',
    '• et surtout à boire, souvent, par petites gorgées : eau, tisane, bouillon.',
    'Laissez de côté le gras, le frit, l\'épicé et l\'alcool. Pour un bébé, une personne âgée, une fièvre qui dure ou des signes de déshydratation, demandez conseil à un médecin.',
  ]),
  // « Un dessert pour un diabétique » once got baked apples in maple syrup.
  t('diabete', ['diabète', 'diabétique', 'diabétiques', 'glycémie', 'index glycémique'], [
    'Pour une personne diabétique, des repas qui gardent la glycémie stable :',
    '• à chaque repas des légumes, une protéine (viande, poisson, œufs, légumineuses) et une part raisonnable de féculents, complets de préférence (lentilles, pain complet, riz complet) ;',
    '• en dessert, peu sucré, en petite part et à la fin du repas plutôt que seul : des fruits frais entiers plutôt qu\'en jus, un yaourt ou un fromage blanc nature avec des fruits rouges, une pomme au four à la cannelle sans sucre ajouté, un carré de chocolat noir ;',
    '• la cannelle, la vanille, un zeste d\'orange ou de citron donnent du goût sans sucre ; dans un gâteau ou un clafoutis, le sucre se réduit souvent de moitié ;',
    '• à boire, de l\'eau : les jus et les sodas sucrent autant qu\'un dessert.',
    'Le médecin ou le diététicien de la personne reste la référence pour son régime.',
  ]),
  // Retention after cooking, as food-composition tables measure it (USDA): it never falls to zero.
  t('alcool-cuisson', ['vin pour les enfants', 'alcool pour les enfants', 'vin pour enfants', 'alcool pour enfants', 'cuisiner avec du vin', 'cuisiner avec de l\'alcool', "l'alcool s'évapore", 'alcool s\'évapore', "l'alcool s'évapore à la cuisson", 'alcool disparaît', 'alcool cuit', 'vin cuit enfants'], [
    'L\'alcool ne s\'évapore jamais entièrement à la cuisson : il en reste environ 40 % après 15 minutes de mijotage, 25 % après 1 heure, 10 % après 2 heures et 5 % après 2 h 30 ; un flambage en laisse les trois quarts.',
    '• pour de jeunes enfants, et pendant la grossesse, mieux vaut s\'en passer : remplacez le vin blanc par du bouillon avec un trait de jus de citron ou de vinaigre, le vin rouge par du bouillon avec un peu de jus de raisin et de vinaigre ;',
    '• ou prélevez leur part avant d\'ajouter le vin ;',
    '• pour les grands enfants, un plat longuement mijoté (bœuf bourguignon, coq au vin) n\'en garde que très peu, mais jamais rien.',
  ]),
  t('date-limite', ['périmé', 'périmée', 'périmés', 'périmées', 'date dépassée', 'date limite dépassée', 'date passée', 'après la date', 'date de péremption', 'dlc', 'ddm', 'consommer de préférence', "consommer jusqu'au"], [
    'Regardez la mention sur l\'emballage, elle ne dit pas la même chose :',
    '• « À consommer jusqu\'au » (DLC) : une date de sécurité, pour les produits frais (viande, poisson, charcuterie, plats préparés, certains laitages). Passé cette date, ne les mangez pas ;',
    '• « À consommer de préférence avant » (DDM) : passé la date, l\'aliment peut perdre du goût ou de la texture mais reste consommable s\'il a été bien conservé et que l\'emballage est intact (pâtes, riz, conserves, biscuits, et de plus en plus de yaourts) ;',
    '• un yaourt à DDM, fermé et resté au froid, se mange en général quelques jours après la date ; s\'il est gonflé, sent mauvais, a un goût inhabituel ou de la moisissure, jetez-le ;',
    '• la date des œufs est une DDM (28 jours après la ponte) : au-delà, mangez-les bien cuits, jamais crus.',
    'Au moindre doute, et pour une femme enceinte, un jeune enfant ou une personne fragile, ne prenez pas de risque ; en cas de malaise après un repas, demandez conseil à un médecin.',
  ]),
];
