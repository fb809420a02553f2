// Where and how long foods keep at home, and whether they freeze. Durations are for a fridge at
// 4 °C or below and a freezer at −18 °C; they are prudent, not legal limits.

export interface FoodStorage {
  names: string[];
  /** Subject of the sentence: "Les fraises". */
  label: string;
  /** Where and how, e.g. "au réfrigérateur, dans le bac à légumes, non lavées". */
  how: string;
  /** "2 à 3 jours". */
  keeps: string;
  /** null when freezing spoils the food. */
  freezer: string | null;
  tip?: string;
}

const s = (names: string[], label: string, how: string, keeps: string, freezer: string | null, tip?: string): FoodStorage => ({ names, label, how, keeps, freezer, tip });

export const FOOD_STORAGE: readonly FoodStorage[] = [
  s(['fraises', 'fraise'], 'Les fraises', 'au réfrigérateur, dans le bac à légumes, non lavées et non équeutées, étalées dans une boîte avec un papier absorbant', '2 à 3 jours', 'lavées, équeutées et séchées, congelées à plat sur un plateau puis en sachet : 6 à 8 mois (parfaites ensuite pour les coulis et les smoothies)', 'Sortez-les 30 minutes avant de les manger pour retrouver leur parfum, et lavez-les juste avant.'),
  s(['framboises', 'framboise', 'fruits rouges', 'myrtilles', 'mûres', 'groseilles'], 'Les fruits rouges', "au réfrigérateur, non lavés, en une seule couche dans leur barquette", '1 à 2 jours', 'à plat sur un plateau puis en sachet : 8 à 10 mois', 'Triez-les dès l\'achat : un fruit moisi contamine vite les autres.'),
  s(['cerises', 'cerise'], 'Les cerises', 'au réfrigérateur, non lavées, avec leur queue', '4 à 5 jours', 'dénoyautées, à plat puis en sachet : 10 mois'),
  s(['pommes', 'pomme'], 'Les pommes', 'au frais (cave ou bac à légumes), à l\'écart des autres fruits et légumes car elles dégagent de l\'éthylène qui les fait mûrir', '1 à 2 semaines à température ambiante, 1 à 2 mois au réfrigérateur', 'en compote ou en quartiers citronnés : 10 mois'),
  s(['poires', 'poire'], 'Les poires', 'à température ambiante jusqu\'à maturité, puis au réfrigérateur', '3 à 5 jours une fois mûres', 'pochées ou en compote : 10 mois'),
  s(['bananes', 'banane'], 'Les bananes', 'à température ambiante, suspendues ou séparées des autres fruits, jamais au réfrigérateur (la peau noircit)', '3 à 6 jours', 'épluchées, en rondelles : 3 mois, idéales pour les smoothies et le banana bread'),
  s(['citrons', 'citron', 'oranges', 'orange', 'agrumes', 'mandarines', 'clémentines', 'pamplemousse'], 'Les agrumes', 'à température ambiante s\'ils sont mangés dans la semaine, sinon au réfrigérateur dans le bac à légumes', '1 semaine dehors, 3 à 4 semaines au frais', 'en jus ou en zestes (en glaçons) : 4 mois', 'Un citron entamé se garde face coupée sur une petite assiette, 2 à 3 jours au frigo.'),
  s(['raisin', 'raisins'], 'Le raisin', 'au réfrigérateur, non lavé, dans un sachet ouvert', '5 à 7 jours', 'grains détachés, à plat : 10 mois (à croquer glacés)'),
  s(['abricots', 'pêches', 'nectarines', 'prunes', 'pruneaux frais'], 'Les fruits à noyau', 'à température ambiante jusqu\'à maturité, puis au réfrigérateur', '2 à 4 jours une fois mûrs', 'dénoyautés, en quartiers : 10 mois'),
  s(['melon', 'pastèque'], 'Le melon', 'entier à température ambiante ; entamé, au réfrigérateur, filmé', '3 à 4 jours entamé', 'en billes, à plat : 10 mois (texture plus molle, parfait pour les sorbets)'),
  s(['avocat', 'avocats'], "L'avocat", 'à température ambiante jusqu\'à ce qu\'il cède sous le doigt, puis au réfrigérateur', '2 à 3 jours mûr', 'en purée citronnée : 4 à 6 mois', "Une moitié entamée garde son noyau, arrosée de citron et filmée au contact."),
  s(['kiwi', 'kiwis', 'mangue', 'ananas'], 'Les fruits exotiques', "à température ambiante jusqu'à maturité, puis au réfrigérateur", '3 à 5 jours mûrs', 'épluchés, en morceaux : 10 mois'),
  s(['tomates', 'tomate', 'tomates cerises'], 'Les tomates', "à température ambiante, à l'abri du soleil, pédoncule vers le bas ; le froid du réfrigérateur leur fait perdre leur goût", '3 à 5 jours', 'crues, elles deviennent molles : congelez-les plutôt en sauce ou en coulis, 6 mois'),
  s(['salade', 'laitue', 'salade verte', 'roquette', 'mâche'], 'La salade', 'au réfrigérateur, lavée et bien essorée, dans une boîte ou un sachet avec un papier absorbant', '3 à 5 jours (2 jours pour la mâche et la roquette)', null),
  s(['herbes', 'herbes fraîches', 'persil', 'coriandre', 'ciboulette', 'aneth', 'menthe'], 'Les herbes fraîches', 'au réfrigérateur, tiges dans un verre d\'eau comme un bouquet et couvertes d\'un sachet, ou enroulées dans un papier humide', '5 à 7 jours', 'hachées, dans un bac à glaçons avec un peu d\'huile ou d\'eau : 6 mois', 'Le basilic fait exception : il se garde hors du frigo, dans un verre d\'eau.'),
  s(['basilic'], 'Le basilic', 'hors du réfrigérateur (le froid le noircit), tiges dans un verre d\'eau', '3 à 5 jours', 'haché dans de l\'huile d\'olive, en bac à glaçons, ou en pesto : 6 mois'),
  s(['carottes', 'carotte'], 'Les carottes', 'au réfrigérateur, dans le bac à légumes, fanes coupées', '2 à 3 semaines', 'blanchies 3 minutes, en rondelles : 12 mois'),
  s(['courgettes', 'courgette'], 'Les courgettes', 'au réfrigérateur, dans le bac à légumes, non lavées', '5 à 7 jours', 'en rondelles, blanchies 1 minute ou poêlées : 8 mois (pour les soupes, gratins et ratatouilles)'),
  s(['poivrons', 'poivron'], 'Les poivrons', 'au réfrigérateur, dans le bac à légumes', '1 semaine', 'crus, en lanières : 8 mois'),
  s(['concombre', 'concombres'], 'Le concombre', 'au réfrigérateur, dans le bac à légumes (la partie la moins froide)', '1 semaine', null),
  s(['aubergine', 'aubergines'], "L'aubergine", 'au frais, idéalement vers 10 °C (bac à légumes)', '4 à 5 jours', 'grillée ou cuite : 8 mois'),
  s(['brocoli', 'brocolis', 'chou-fleur'], 'Les brocolis et les choux-fleurs', 'au réfrigérateur, dans un sachet ouvert', '3 à 5 jours', 'en fleurettes blanchies 2 minutes : 12 mois'),
  s(['épinards', 'épinard'], 'Les épinards frais', 'au réfrigérateur, non lavés, dans un sachet avec un papier absorbant', '2 à 3 jours', 'blanchis 1 minute et pressés : 10 mois'),
  s(['haricots verts'], 'Les haricots verts', 'au réfrigérateur, dans le bac à légumes', '3 à 4 jours', 'équeutés et blanchis 3 minutes : 12 mois'),
  s(['champignons', 'champignon', 'champignons de paris'], 'Les champignons', 'au réfrigérateur dans un sac en papier (jamais dans du plastique, ils transpirent et moisissent)', '3 à 4 jours', 'émincés et poêlés : 6 mois'),
  s(['pommes de terre', 'pomme de terre', 'patates'], 'Les pommes de terre', "dans un endroit sombre, frais et sec (cave, placard), jamais au réfrigérateur et loin des oignons", '2 à 3 mois', 'crues, non ; cuites en purée ou en gratin : 3 mois', "Jetez les parties vertes et les germes, qui contiennent de la solanine."),
  s(['oignons', 'oignon', 'échalotes', 'échalote'], 'Les oignons et échalotes', "au sec, à l'air et à l'obscurité, dans un panier ; pas au réfrigérateur, ni près des pommes de terre", '1 à 2 mois entiers ; entamés, 2 à 3 jours au frigo dans une boîte', 'émincés ou revenus : 6 mois'),
  s(['ail'], "L'ail", "à température ambiante, au sec et à l'air", '1 à 3 mois', 'gousses épluchées ou hachées dans l\'huile, en bac à glaçons : 6 mois'),
  s(['poireaux', 'poireau'], 'Les poireaux', 'au réfrigérateur, enveloppés dans un linge humide', '5 à 7 jours', 'émincés et blanchis : 10 mois'),
  s(['asperges'], 'Les asperges', 'au réfrigérateur, debout dans un peu d\'eau ou dans un linge humide', '2 à 3 jours', 'crues pelées, en tronçons : 8 mois'),
  s(['viande hachée', 'haché', 'steak haché', 'bœuf haché'], 'La viande hachée', 'au réfrigérateur, dans la partie la plus froide, dans son emballage', '24 heures (date limite de consommation à respecter)', 'dès l\'achat, à plat en sachet : 3 mois ; décongelez au réfrigérateur et cuisez à cœur'),
  s(['viande', 'bœuf', 'veau', 'agneau', 'steak', 'rôti', 'porc', 'côtelettes'], 'La viande fraîche', 'au réfrigérateur, dans la partie la plus froide (en bas), emballée', '2 à 3 jours', 'en portions, bien emballée : 6 à 12 mois (6 mois pour le porc)'),
  s(['poulet', 'volaille', 'blancs de poulet', 'dinde', 'cuisses de poulet'], 'Le poulet cru', 'au réfrigérateur, dans la partie la plus froide, dans son emballage et à l\'écart des aliments prêts à manger', '1 à 2 jours', 'en portions, bien emballé : 9 mois ; décongelez-le au réfrigérateur, jamais à température ambiante'),
  s(['poulet cuit', 'restes de poulet', 'poulet rôti'], 'Le poulet cuit', 'au réfrigérateur dans une boîte fermée, dans les 2 heures après la cuisson', '2 jours', 'effiloché, en boîte : 3 mois'),
  s(['poisson', 'poisson frais', 'saumon', 'cabillaud', 'filet de poisson', 'truite'], 'Le poisson frais', 'au réfrigérateur, dans la partie la plus froide, sur une assiette couverte', '1 jour, 2 au maximum', 'vidé et emballé : 3 mois pour les poissons gras (saumon), 6 mois pour les poissons maigres'),
  s(['crevettes', 'fruits de mer', 'moules'], 'Les fruits de mer', 'au réfrigérateur ; les moules vivantes dans un saladier couvert d\'un linge humide, jamais dans l\'eau', '1 jour (moules : à cuire le jour même ou le lendemain)', 'crevettes crues : 3 mois ; moules cuites décoquillées : 3 mois'),
  s(['jambon', 'charcuterie', 'jambon cuit', 'lardons'], 'Les charcuteries (jambon, lardons…)', 'au réfrigérateur, bien emballés', "3 à 5 jours après ouverture (respectez la date de l'emballage)", 'jambon en tranches et lardons : 2 mois'),
  s(['œufs', 'œuf'], 'Les œufs', 'au réfrigérateur, dans leur boîte, pointe vers le bas, loin des aliments odorants (pas dans la porte : trop de variations de température)', "28 jours après la ponte (date de l'emballage) ; un œuf dur écalé, 2 jours", 'pas dans leur coquille ; blancs seuls en boîte : 12 mois, jaunes battus avec une pincée de sel ou de sucre : 3 mois', 'Au moindre doute, plongez-le dans l\'eau : un œuf qui flotte est à jeter.'),
  s(['lait'], 'Le lait', 'au réfrigérateur une fois ouvert, bouchon fermé', '3 à 4 jours ouvert (lait UHT fermé : plusieurs mois au placard)', 'en bouteille pas trop pleine : 3 mois, bien secouer après décongélation'),
  s(['crème', 'crème fraîche', 'crème liquide'], 'La crème', 'au réfrigérateur, pot bien fermé', '3 à 5 jours ouverte', 'crème liquide : 3 mois (pour cuisiner, elle ne montera plus en chantilly)'),
  s(['beurre'], 'Le beurre', 'au réfrigérateur, dans son papier ou un beurrier fermé, à l\'abri des odeurs', '1 à 2 mois (quelques jours dans un beurrier à température ambiante)', 'dans son emballage : 6 mois'),
  s(['yaourt', 'yaourts', 'yogourt', 'séré', 'fromage blanc'], 'Les yaourts et le séré', 'au réfrigérateur', "jusqu'à la date indiquée, et souvent quelques jours après pour un yaourt nature (c'est une date de durabilité minimale)", 'possible en dessert glacé, mais la texture change'),
  s(['fromage', 'gruyère', 'comté', 'fromage à pâte dure', 'emmental', 'parmesan'], 'Le fromage à pâte dure', 'au réfrigérateur, dans le bac à légumes, emballé dans du papier ciré ou sulfurisé (pas de film plastique, il l\'étouffe)', '3 à 4 semaines entamé', 'râpé, en sachet : 6 mois, pour cuisiner'),
  s(['fromage frais', 'mozzarella', 'burrata', 'ricotta', 'chèvre frais'], 'Les fromages frais', 'au réfrigérateur, la mozzarella dans son petit-lait', '2 à 3 jours ouverts', 'la mozzarella supporte la congélation pour une pizza (3 mois), les autres deviennent granuleux'),
  s(['fromage à pâte molle', 'camembert', 'brie', 'vacherin', 'reblochon', 'tomme'], 'Les fromages à pâte molle', 'au réfrigérateur dans leur boîte ou un papier, sortis 1 heure avant de servir', '1 à 2 semaines', 'possible pour les cuisiner (tartiflette, gratins) : 3 mois'),
  s(['pain', 'baguette', 'pain de campagne', 'tresse'], 'Le pain', "à température ambiante, dans un sac à pain en tissu ou une boîte à pain ; jamais au réfrigérateur (il rassit plus vite)", '1 jour pour une baguette, 3 à 4 jours pour un gros pain', 'en tranches, bien emballé : 3 mois ; les tranches se grillent sans décongeler'),
  s(['riz cuit', 'riz'], 'Le riz cuit', 'au réfrigérateur dans une boîte fermée, refroidi en moins d\'une heure (étalé sur une assiette)', '1 à 2 jours', 'en portions plates : 3 mois', 'Ne le gardez pas à température ambiante : une bactérie du riz (Bacillus cereus) y produit des toxines que le réchauffage ne détruit pas.'),
  s(['pâtes cuites', 'pâtes'], 'Les pâtes cuites', 'au réfrigérateur, dans une boîte fermée avec un filet d\'huile', '3 jours', 'en portions : 2 mois, de préférence en sauce ou en gratin'),
  // Doughs: "pâte" folds to the same word as "pâtes", so they are named in full.
  s(['pâte à crêpes', 'pâte crêpes', 'pâte à gaufres', 'pâte gaufres', 'pâte à pancakes', 'pâte pancakes'], 'La pâte à crêpes', 'au réfrigérateur, couverte', '24 heures ; mélangez-la avant de vous en servir', null, 'Les crêpes cuites, elles, se congèlent très bien : 2 mois, séparées par du papier cuisson.'),
  s(['pâte à pizza', 'pâte pizza', 'pâte à pain', 'pâte levée'], 'La pâte à pizza', 'au réfrigérateur, en boule huilée et filmée', '2 à 3 jours (elle continue de lever doucement)', 'en boules huilées, en sachet : 3 mois, à décongeler une nuit au réfrigérateur'),
  s(['pâte brisée', 'pâte à tarte', 'pâte tarte', 'pâte sablée', 'pâte feuilletée'], 'La pâte à tarte', 'au réfrigérateur, en boule filmée', '2 à 3 jours', 'en boule ou déjà étalée dans son moule : 3 mois'),
  s(['pâtes fraîches', 'raviolis frais', 'gnocchis'], 'Les pâtes fraîches', 'au réfrigérateur dans leur emballage', "jusqu'à la date indiquée, 2 jours après ouverture", 'crues, étalées farinées : 2 mois, à cuire sans décongeler'),
  s(['restes', 'plat cuisiné', 'restes cuisinés', 'soupe', 'sauce', 'gratin', 'lasagnes', 'ragoût', 'pot-au-feu', 'pot au feu', 'blanquette', 'bœuf bourguignon', 'bourguignon', 'plat mijoté', 'plat en sauce', 'tajine', 'plat', 'plats'], 'Les restes cuisinés', 'au réfrigérateur dans une boîte hermétique, dans les 2 heures après la cuisson', '2 à 3 jours (soupes et sauces : 3 jours)', 'en portions étiquetées : 3 mois ; réchauffez bien à cœur, une seule fois'),
  s(['farine'], 'La farine', 'au placard, dans un bocal hermétique, au sec et au frais (contre les mites alimentaires)', '6 à 12 mois (farine complète : 3 mois)', 'possible pour tuer les œufs de mites : 48 heures au congélateur'),
  s(['sucre'], 'Le sucre', 'au placard, dans une boîte hermétique, au sec', 'indéfiniment', null),
  s(['miel'], 'Le miel', 'au placard, pot fermé, à température ambiante (le froid accélère la cristallisation)', 'plusieurs années', null, 'S\'il a cristallisé, un bain-marie tiède le rend liquide.'),
  s(['chocolat'], 'Le chocolat', 'au placard, au sec, entre 15 et 18 °C, loin des odeurs ; pas au réfrigérateur (il blanchit)', 'plusieurs mois (chocolat noir : 1 an ou plus)', null),
  s(['café'], 'Le café', 'dans une boîte hermétique opaque, au placard', '2 à 3 semaines moulu ouvert, quelques mois en grains', 'en grains, boîte bien fermée : 3 mois'),
  s(['huile', "huile d'olive"], "L'huile", "au placard, à l'abri de la lumière et de la chaleur, bouchon fermé", "6 mois à 1 an après ouverture (huiles de noix et de colza : 3 mois, au frigo)", null),
  s(['confiture'], 'La confiture', 'au réfrigérateur une fois ouverte', '1 mois ouverte (plusieurs mois fermée, au placard)', null),
  s(['sauce tomate', 'coulis de tomate', 'concentré de tomate'], 'La sauce tomate entamée', 'au réfrigérateur, transvasée dans un bocal en verre', '4 à 5 jours (concentré recouvert d\'huile : 1 semaine)', 'en portions ou en bac à glaçons : 6 mois'),
  s(['pesto'], 'Le pesto', "au réfrigérateur, recouvert d'une fine couche d'huile d'olive", '1 semaine (maison : 3 à 4 jours)', 'en bac à glaçons : 6 mois'),
  s(['tofu'], 'Le tofu', "au réfrigérateur ; une fois ouvert, immergé dans de l'eau changée chaque jour", '3 à 4 jours ouvert', '3 mois ; il devient plus spongieux, parfait pour absorber les marinades'),
  s(['crêpes', 'crêpe', 'galettes', 'pancakes', 'gaufres'], 'Les crêpes', 'au réfrigérateur, empilées et filmées ou dans une boîte hermétique', '2 à 3 jours', 'refroidies, séparées par du papier sulfurisé, en sachet : 2 mois ; réchauffez-les à la poêle sans les décongeler', 'Une crêpe sucrée se réchauffe 30 secondes de chaque côté dans une poêle à peine beurrée.'),
  s(['gâteau', 'gâteaux', 'cake', 'tarte'], 'Les gâteaux', "sous une cloche ou dans une boîte à température ambiante ; au réfrigérateur s'ils contiennent de la crème ou des fruits frais", '3 à 4 jours (gâteau à la crème : 2 jours au frigo)', 'un gâteau sans crème, bien emballé : 3 mois'),
  s(['boîte de conserve', 'en conserve', 'conserve ouverte', 'conserve entamée', 'boîte ouverte', 'boîte entamée', 'boîte de thon', 'thon en boîte', 'boîte de maïs', 'boîte de tomates'], 'Les conserves entamées', "au réfrigérateur, transvasées dans une boîte ou un bocal fermé (pas dans la boîte métallique ouverte : le métal s'oxyde et donne un goût)", '2 à 3 jours', 'égouttées, en boîte : 3 mois (thon, maïs, légumineuses)', 'Fermée, une conserve se garde des années au placard.'),
  s(['lait de coco', 'crème de coco'], 'Le lait de coco entamé', 'au réfrigérateur, transvasé dans un bocal fermé', '3 à 4 jours', 'en bac à glaçons ou en petite boîte : 2 à 3 mois ; fouettez-le après décongélation, il se sépare'),
  s(['guacamole'], 'Le guacamole', "au réfrigérateur, dans une boîte, un film posé au contact de sa surface et un filet de citron", '1 à 2 jours', 'possible en sachet bien aplati : 3 mois, un peu plus liquide ensuite', "C'est l'air qui le fait noircir : le film au contact le protège bien mieux que le noyau posé dedans. Une surface brunie se retire à la cuillère, dessous il est resté vert."),
  s(['soupe maison', 'bouillon'], 'Les soupes et bouillons maison', 'au réfrigérateur dans un récipient fermé, refroidis rapidement', '3 jours', 'en portions : 3 à 6 mois'),
];
