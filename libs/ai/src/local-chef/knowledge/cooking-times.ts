// Cooking times and temperatures a home cook asks about most, for an ordinary portion. Times
// count from the boil (water) or from a preheated oven.

export interface CookingTime {
  /** How people name the food or the preparation; the longest name found in a question wins. */
  names: string[];
  answer: string;
}

const c = (names: string[], answer: string): CookingTime => ({ names, answer });

export const COOKING_TIMES: readonly CookingTime[] = [
  c(['œuf à la coque', 'œufs à la coque', 'œuf coque', 'coque'], "Œuf à la coque : 3 minutes dans l'eau frémissante (œuf sorti du frigo : 3 min 30). Le blanc est pris, le jaune bien coulant pour les mouillettes."),
  c(['œuf mollet', 'œufs mollets', 'mollet'], "Œuf mollet : 6 minutes dans l'eau frémissante, puis 2 minutes dans l'eau glacée pour stopper la cuisson. Le blanc est ferme et le jaune coulant ; écalez-le délicatement sous l'eau froide."),
  c(['œuf dur', 'œufs durs'], "Œuf dur : 9 à 10 minutes dans l'eau frémissante, puis dans l'eau froide. Au-delà de 12 minutes, le jaune verdit et devient farineux."),
  c(['œuf poché', 'œufs pochés'], "Œuf poché : 3 minutes dans une eau frémissante (non salée) additionnée d'1 càs de vinaigre, en glissant l'œuf au centre d'un tourbillon."),
  c(['œuf au plat', 'œufs au plat', 'œuf sur le plat'], 'Œuf au plat : 3 à 4 minutes à feu moyen dans une poêle beurrée, couvercle posé 1 minute pour cuire le dessus du blanc.'),
  c(['œufs brouillés', 'œuf brouillé'], 'Œufs brouillés : 3 à 5 minutes à feu doux en remuant sans cesse ; retirez-les du feu quand ils sont encore un peu baveux, ils finissent de cuire.'),
  c(['omelette'], "Omelette : 3 à 4 minutes à feu moyen dans une poêle chaude et beurrée ; elle reste baveuse au centre si vous la pliez à ce moment-là."),
  c(['œuf', 'œufs'], "Dans l'eau frémissante : 3 minutes pour un œuf à la coque, 6 minutes pour un œuf mollet, 9 à 10 minutes pour un œuf dur. Comptez 30 secondes de plus pour un œuf sortant du frigo."),
  c(['pâtes', 'spaghetti', 'tagliatelles', 'penne', 'macaronis', 'coquillettes', 'cornettes'], "Pâtes sèches : 8 à 12 minutes selon la forme (regardez le paquet), dans une grande casserole d'eau bouillante salée (1 l d'eau et 10 g de sel pour 100 g de pâtes). Goûtez 1 minute avant : elles doivent rester al dente."),
  c(['pâte à pizza', 'pâte pizza', 'pâte à pain', 'pâte levée'], "Pâte à pizza : 1 h 30 de levée dans un endroit tiède, jusqu'à ce qu'elle double de volume, puis 10 à 12 minutes au four très chaud (250 °C)."),
  c(['pâte à crêpes', 'pâte crêpes', 'pâte à gaufres', 'pâte gaufres'], "Pâte à crêpes : 1 heure de repos à température ambiante, ou une nuit au frigo, pour qu'elle soit plus souple ; sans repos, elle se cuit quand même. À la poêle bien chaude : 1 à 2 minutes de chaque côté."),
  c(['pâte feuilletée', 'feuilletés', 'friands', 'chaussons'], "Pâte feuilletée : 20 à 25 minutes à 200 °C, jusqu'à ce qu'elle soit gonflée et bien dorée ; pour un fond de tarte, piquez-la et cuisez-la 10 minutes à blanc avant de la garnir."),
  c(['pâte brisée', 'pâte à tarte', 'pâte tarte', 'fond de tarte', 'cuire à blanc'], "Pâte à tarte : 15 minutes à blanc à 180 °C (recouverte de papier cuisson et de légumes secs) avant de la garnir ; une tarte garnie, 30 à 40 minutes à 180 °C."),
  c(['pâtes fraîches', 'raviolis', 'tortellini', 'gnocchis'], "Pâtes fraîches, raviolis et gnocchis : 2 à 4 minutes dans l'eau bouillante salée ; les gnocchis sont cuits quand ils remontent à la surface."),
  c(['lasagnes'], 'Lasagnes : 40 à 45 minutes au four à 180 °C, couvertes de papier d\'aluminium les 20 premières minutes, puis 10 minutes de repos avant de couper.'),
  c(['riz', 'riz blanc', 'riz basmati', 'riz thaï'], "Riz basmati ou thaï : 10 à 12 minutes. À l'absorption : 1 volume de riz rincé pour 1,5 volume d'eau, à couvert et à feu doux, puis 5 minutes de repos hors du feu."),
  c(['riz complet'], "Riz complet : 35 à 45 minutes à couvert, avec 2 volumes d'eau pour 1 volume de riz."),
  c(['risotto'], 'Risotto : 18 à 20 minutes à partir du premier ajout de bouillon chaud, louche après louche, en remuant souvent.'),
  c(['quinoa'], "Quinoa : 12 à 15 minutes dans 2 volumes d'eau, après l'avoir bien rincé, puis 5 minutes de repos à couvert."),
  c(['semoule', 'couscous'], "Semoule de couscous : 5 minutes hors du feu, à couvert, dans le même volume d'eau ou de bouillon bouillant ; égrenez-la ensuite à la fourchette avec un filet d'huile."),
  c(['boulgour'], "Boulgour : 10 à 12 minutes à feu doux dans 2 volumes d'eau salée."),
  c(['polenta'], "Polenta instantanée : 5 minutes en remuant ; polenta traditionnelle : 40 minutes à feu doux dans 4 volumes de liquide."),
  c(['lentilles', 'lentilles vertes', 'lentilles corail'], "Lentilles vertes : 20 à 25 minutes dans l'eau non salée (salez à la fin) ; lentilles corail : 10 à 12 minutes, elles se défont en purée."),
  c(['pois chiches'], "Pois chiches secs : trempage d'une nuit, puis 1 h 30 à 2 h à petits frémissements (20 minutes en autocuiseur). En boîte, ils sont déjà cuits : rincez et réchauffez."),
  c(['haricots blancs', 'haricots rouges'], 'Haricots secs : trempage de 12 heures, puis 1 h 30 à 2 h de cuisson à petit feu, salés en fin de cuisson.'),
  c(['pommes de terre', 'pomme de terre', 'patates'], "Pommes de terre : 20 à 25 minutes dans l'eau salée départ à froid (la pointe d'un couteau doit entrer sans résistance), 20 minutes à la vapeur, ou 45 minutes au four à 200 °C, entières."),
  c(['pommes de terre sautées', 'pommes sautées', 'rösti', 'röstis'], 'Pommes de terre sautées : 20 à 25 minutes à la poêle à feu moyen, en remuant de temps en temps ; pour des röstis, 15 minutes par face.'),
  c(['frites'], 'Frites maison : un premier bain de 6 à 8 minutes à 160 °C, égouttez, puis 2 à 3 minutes à 180 °C au moment de servir. Au four : 30 à 35 minutes à 220 °C.'),
  c(['purée'], 'Purée : pommes de terre farineuses cuites 20 à 25 minutes dans l\'eau salée, écrasées chaudes avec le beurre puis le lait chaud.'),
  c(['gratin dauphinois'], 'Gratin dauphinois : 1 h à 1 h 15 au four à 160 °C, jusqu\'à ce que la pointe d\'un couteau traverse les pommes de terre sans résistance.'),
  c(['patate douce', 'patates douces'], 'Patate douce : 15 minutes dans l\'eau bouillante en morceaux, ou 45 minutes au four à 200 °C entière ; en frites, 25 minutes à 220 °C.'),
  c(['poulet', 'poulet entier', 'poulet rôti'], "Poulet entier (1,5 kg) : 1 h 15 à 1 h 30 au four à 200 °C, en l'arrosant toutes les 20 minutes. Il est cuit quand le jus qui coule de la cuisse est clair, ou à 74 °C à cœur. Laissez reposer 10 minutes."),
  c(['blanc de poulet', 'blancs de poulet', 'escalope de poulet', 'filet de poulet'], 'Blanc de poulet : 6 à 8 minutes par face à la poêle à feu moyen, ou 20 à 25 minutes au four à 180 °C ; 74 °C à cœur, sans rose au centre.'),
  c(['cuisse de poulet', 'cuisses de poulet', 'pilons'], 'Cuisses de poulet : 40 à 45 minutes au four à 200 °C, peau vers le haut, jusqu\'à ce que le jus soit clair.'),
  c(['dinde', 'rôti de dinde'], 'Rôti de dinde : 40 minutes par kilo au four à 180 °C, 74 °C à cœur ; arrosez-le souvent pour qu\'il reste moelleux.'),
  // The holidays' roasts: whole birds, for a table of six to ten.
  c(['dinde entière', 'dinde de noël', 'dinde farcie', 'dinde aux marrons', 'dinde rôtie'], "Dinde entière (3 à 4 kg) : 2 h 30 à 3 h au four à 180 °C, environ 45 minutes par kilo, en l'arrosant toutes les 20 minutes et couverte d'un papier d'aluminium si elle dore trop vite. Elle est cuite quand le jus de la cuisse est clair, ou à 74 °C à cœur ; laissez-la reposer 20 minutes avant de la découper."),
  c(['chapon', 'chapon farci', 'chapon rôti'], "Chapon (3 kg environ) : 2 h 30 à 3 h au four à 170 °C, en l'arrosant de son jus toutes les 20 minutes ; farci, comptez 30 minutes de plus. Il est cuit quand le jus de la cuisse est clair, ou à 74 °C à cœur ; laissez-le reposer 15 minutes sous un papier d'aluminium."),
  c(['pintade', 'pintade rôtie'], "Pintade (1,2 à 1,5 kg) : 1 h à 1 h 15 au four à 200 °C, posée sur le flanc et retournée à mi-cuisson, arrosée souvent : sa chair est plus maigre que celle du poulet. 74 °C à cœur, puis 10 minutes de repos."),
  c(['foie gras', 'foie gras mi-cuit', 'terrine de foie gras'], "Terrine de foie gras mi-cuit : 40 minutes au bain-marie dans un four à 100 °C, jusqu'à 55 à 60 °C à cœur, puis au moins 2 jours au frais sous un léger poids avant de la servir."),
  c(['escargots', 'escargot'], 'Escargots au beurre persillé : 8 à 10 minutes au four à 200 °C, jusqu\'à ce que le beurre grésille.'),
  c(['saint-jacques', 'noix de saint-jacques', 'coquilles saint-jacques'], "Noix de Saint-Jacques : 1 minute à 1 minute 30 par face dans une poêle très chaude et à peine huilée ; le cœur reste nacré. Plus longtemps, elles durcissent."),
  c(['canard', 'magret', 'magret de canard'], 'Magret de canard : 8 minutes côté peau (quadrillée) à feu moyen, 3 à 4 minutes côté chair, puis 5 minutes de repos sous un papier d\'aluminium pour une chair rosée.'),
  c(['rôti de bœuf', 'rôti de boeuf', 'roti de boeuf', 'rôti'], 'Rôti de bœuf au four à 220 °C : saignant, 10 à 12 minutes par livre (500 g), 50 °C à cœur ; à point, 15 minutes par livre, 57 °C à cœur ; bien cuit, 20 minutes par livre. Laissez-le reposer 10 minutes sous une feuille d\'aluminium avant de trancher.'),
  c(['steak', 'entrecôte', 'bifteck', 'côte de bœuf', 'steak haché'], "Steak de 2 cm : saignant, 1 à 2 minutes par face dans une poêle très chaude ; à point, 3 minutes par face ; bien cuit, 4 à 5 minutes par face. Un steak haché se cuit à cœur : 4 minutes par face. Laissez reposer 2 minutes."),
  c(['gigot', "gigot d'agneau"], "Gigot d'agneau : 15 minutes par livre au four à 210 °C pour une chair rosée (60 °C à cœur), puis 15 minutes de repos."),
  c(['filet mignon', 'filet mignon de porc', 'rôti de porc', 'porc'], 'Filet mignon de porc : 25 à 30 minutes au four à 180 °C après l\'avoir saisi ; rôti de porc : 45 minutes par kilo, 65 °C à cœur.'),
  c(['côte de porc', 'côtelettes', 'côtes de porc'], 'Côtes de porc : 5 à 6 minutes par face à feu moyen, jusqu\'à 65 °C à cœur.'),
  c(['saucisse', 'saucisses', 'cervelas', 'saucisse de veau'], 'Saucisses : 10 à 15 minutes à la poêle ou au gril à feu moyen en les retournant ; pochez les grosses saucisses 20 minutes à petits frémissements sans les piquer.'),
  c(['boulettes', 'boulettes de viande'], 'Boulettes de viande : 10 à 12 minutes à la poêle en les roulant, ou 20 minutes au four à 200 °C.'),
  c(['saumon', 'pavé de saumon', 'pavés de saumon'], 'Pavé de saumon : 12 à 15 minutes au four à 180 °C, ou 4 minutes côté peau puis 2 minutes côté chair à la poêle. Il est parfait quand la chair est encore nacrée au centre (50 °C à cœur).'),
  c(['cabillaud', 'poisson blanc', 'colin', 'lieu', 'merlu', 'dos de cabillaud'], 'Poisson blanc (dos de cabillaud, colin) : 10 à 12 minutes au four à 180 °C, ou 3 à 4 minutes par face à la poêle ; la chair se détache en lamelles nacrées.'),
  c(['poisson', 'filet de poisson', 'poisson entier', 'truite', 'dorade'], 'Poisson entier (truite, dorade) : 20 à 25 minutes au four à 200 °C pour 400 à 500 g ; filets : 3 minutes par face à la poêle.'),
  c(['crevettes', 'gambas'], 'Crevettes crues : 2 à 3 minutes à la poêle ou dans l\'eau bouillante, jusqu\'à ce qu\'elles soient roses et opaques ; au-delà elles deviennent caoutchouteuses.'),
  c(['moules'], 'Moules : 5 à 7 minutes à couvert à feu vif, en secouant la casserole, jusqu\'à ce qu\'elles s\'ouvrent ; jetez celles qui restent fermées.'),
  c(['légumes vapeur', 'légumes à la vapeur', 'vapeur'], 'Légumes à la vapeur : brocoli et haricots verts 8 à 10 minutes, courgettes 6 à 8 minutes, carottes en rondelles 12 à 15 minutes, pommes de terre en morceaux 20 minutes. Ils doivent rester légèrement croquants.'),
  c(['brocoli', 'brocolis', 'chou-fleur'], "Brocoli ou chou-fleur en fleurettes : 5 à 7 minutes dans l'eau bouillante salée, 8 à 10 minutes à la vapeur, ou 20 minutes rôtis au four à 220 °C."),
  c(['haricots verts'], "Haricots verts : 8 à 10 minutes dans l'eau bouillante salée, puis dans l'eau glacée pour garder leur couleur."),
  c(['carottes', 'carotte'], "Carottes en rondelles : 12 à 15 minutes dans l'eau bouillante ou à la vapeur ; rôties au four, 30 minutes à 200 °C."),
  c(['courgettes', 'courgette'], 'Courgettes : 8 à 10 minutes à la poêle en rondelles ou en dés, 6 à 8 minutes à la vapeur, 25 minutes au four à 200 °C.'),
  c(['épinards'], 'Épinards frais : 2 à 3 minutes à la poêle, juste le temps qu\'ils tombent ; surgelés, 8 à 10 minutes.'),
  c(['asperges', 'asperges vertes', 'asperges blanches'], "Asperges vertes : 8 à 10 minutes ; asperges blanches, pelées : 12 à 15 minutes dans l'eau bouillante salée et un peu sucrée."),
  c(['artichaut', 'artichauts'], "Artichauts : 30 à 40 minutes dans l'eau bouillante salée (15 minutes en autocuiseur) ; ils sont cuits quand une feuille se détache facilement."),
  c(['betterave', 'betteraves'], "Betteraves crues : 45 minutes à 1 heure dans l'eau, ou 1 h 15 au four à 200 °C emballées dans du papier d'aluminium."),
  c(['maïs', 'épi de maïs'], "Épis de maïs : 10 minutes dans l'eau bouillante non salée, ou 15 minutes au gril en les retournant."),
  c(['champignons'], "Champignons : 8 à 10 minutes à la poêle à feu vif, sans les saler avant qu'ils aient doré."),
  c(['ratatouille'], 'Ratatouille : 45 minutes à 1 heure à feu doux, les légumes saisis séparément puis mijotés ensemble.'),
  c(["soupe à l'oignon", "soupe à l'oignon gratinée", "gratinée à l'oignon"], "Soupe à l'oignon : 20 à 30 minutes pour faire fondre les oignons émincés à feu doux jusqu'à ce qu'ils soient bien dorés, 20 minutes de frémissement dans le bouillon, puis 5 minutes sous le gril du four, les bols couverts de pain et de fromage râpé."),
  c(['soupe', 'velouté', 'potage'], "Soupe de légumes : 20 à 30 minutes à frémissements selon la taille des morceaux, jusqu'à ce qu'ils s'écrasent facilement, puis mixez."),
  c(['gâteau', 'gâteau au chocolat', 'gâteau au yaourt', 'cake'], 'Gâteau : en général 30 à 40 minutes au four à 180 °C (un cake : 45 à 50 minutes). La lame d\'un couteau plantée au centre doit ressortir sèche ; pour un gâteau au chocolat fondant, elle peut rester un peu humide.'),
  c(['fondant au chocolat', 'moelleux au chocolat', 'coulant'], 'Fondant au chocolat : 20 à 25 minutes à 180 °C en grand moule ; moelleux individuels coulants : 8 à 10 minutes à 200 °C.'),
  c(['génoise', 'biscuit roulé'], 'Génoise : 25 à 30 minutes à 180 °C ; biscuit roulé sur plaque : 8 à 10 minutes à 200 °C.'),
  c(['tarte', 'tarte aux pommes', 'tarte aux fruits'], 'Tarte aux fruits : 35 à 45 minutes au four à 180-200 °C sur la grille du bas, jusqu\'à ce que la pâte soit bien dorée dessous.'),
  c(['pâte à blanc', 'cuire à blanc', 'fond de tarte'], 'Cuisson à blanc : 15 minutes à 180 °C avec du papier cuisson et des billes ou des légumes secs, puis 5 à 10 minutes sans, pour dorer le fond.'),
  c(['quiche', 'quiche lorraine'], "Quiche : 30 à 35 minutes au four à 180 °C, jusqu'à ce que l'appareil soit pris et doré."),
  c(['cookies', 'biscuits', 'sablés'], 'Cookies : 10 à 12 minutes à 180 °C ; sortez-les quand les bords dorent et que le centre est encore mou, ils durcissent en refroidissant. Sablés : 12 à 15 minutes à 170 °C.'),
  c(['madeleines'], 'Madeleines : 10 à 12 minutes à 200 °C (5 minutes à 220 °C puis le reste à 200 °C pour la bosse), avec une pâte bien froide.'),
  c(['muffins'], 'Muffins : 20 à 25 minutes à 180 °C, moules remplis aux deux tiers.'),
  c(['brownie', 'brownies'], 'Brownie : 20 à 25 minutes à 180 °C ; le centre doit rester légèrement humide.'),
  c(['crème brûlée'], 'Crème brûlée : 1 heure au four à 100 °C, puis au moins 3 heures au frigo avant de caraméliser le sucre.'),
  c(['flan pâtissier', 'flan parisien'], "Flan pâtissier : 45 à 50 minutes au four à 180 °C, jusqu'à ce que le dessus soit bien doré ; laissez-le refroidir puis reposer 4 heures au frais avant de le couper, sinon il ne se tient pas."),
  c(['flan', 'crème caramel'], 'Flan ou crème caramel : 45 minutes à 1 heure au bain-marie au four à 150 °C.'),
  c(['soufflé'], "Soufflé : 20 à 25 minutes à 200 °C sans jamais ouvrir le four pendant la cuisson."),
  c(['crêpes', 'crêpe'], 'Crêpes : environ 1 minute par face dans une poêle bien chaude et légèrement graissée ; laissez reposer la pâte 1 heure avant.'),
  c(['pancakes'], 'Pancakes : 2 minutes à feu moyen jusqu\'à l\'apparition de bulles, puis 1 minute de l\'autre côté.'),
  c(['pain', 'pain maison', 'baguette'], "Pain maison : 30 à 40 minutes à 230 °C avec un bol d'eau dans le four pour la vapeur ; il sonne creux quand on tape dessous."),
  c(['pizza'], 'Pizza : 10 à 12 minutes au four le plus chaud possible (250 °C), sur une plaque préchauffée ou une pierre à pizza.'),
  c(['tresse', 'brioche'], "Tresse ou brioche : 30 à 35 minutes à 180-200 °C, dorée au jaune d'œuf ; couvrez-la si elle colore trop vite."),
  c(['fondue', 'fondue au fromage', 'fondue moitié-moitié'], "Fondue au fromage : 10 à 15 minutes à feu doux dans le caquelon, en remuant en huit, sans jamais faire bouillir ; servez dès qu'elle est lisse."),
  c(['raclette'], 'Raclette : 2 à 3 minutes sous le gril de l\'appareil, jusqu\'à ce que le fromage bouillonne ; pommes de terre en robe des champs cuites 20 à 25 minutes avant.'),
  c(['châtaignes', 'marrons'], 'Châtaignes : entaillez-les, puis 20 à 25 minutes au four à 220 °C ou à la poêle percée ; dans l\'eau, 30 minutes pour les éplucher plus facilement.'),
];

/**
 * « On mange à 19 h 30, je commence quand le rôti ? »: when to start for a meal at a given hour.
 * The food's time, then how to count back from the meal (COUNT_BACK).
 */
export const START_TIME_WORDS = [
  'commence quand', 'commencer quand', 'quelle heure commencer', 'quelle heure je commence', 'quelle heure je dois commencer', 'quelle heure on commence',
  'quelle heure mettre', 'quelle heure je mets', 'quelle heure le mettre', 'quelle heure enfourner', 'mets quand', 'mettre quand', 'enfourne quand', 'lancer quand', 'lance quand',
];
export const COUNT_BACK =
  "Pour être à table à l'heure, comptez à rebours depuis le repas : le préchauffage (15 minutes), la cuisson, puis le repos (10 minutes pour une viande rôtie) ; l'accompagnement se prépare pendant la cuisson.";
