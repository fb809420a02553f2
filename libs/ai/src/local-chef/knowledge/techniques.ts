// Kitchen techniques and rescues the offline chef explains: "rattraper une mayonnaise", "sauce trop
// salée", "monter des blancs en neige"… To add one, append an entry: `keywords` are phrases whose
// words must all appear in the question (any order, plurals and small typos forgiven); the entry
// whose matched phrase has the most words wins. Keep the phrases specific enough that "que faire
// avec une pâte brisée ?" still asks for recipe ideas (no bare "faire pâte brisée"). Times quoted
// here agree with cooking-times.ts.

import { BASIC_PREPARATIONS } from './basic-preparations';
import { GESTURE_VERBS, KNIFE_WORK } from './knife-work';
import { RESCUES } from './rescues';
import { askedFor, technique as t, type Technique } from './technique-entry';

export type { Technique };

const KITCHEN_TECHNIQUES: readonly Technique[] = [
  t('mayonnaise-ratee', ['mayonnaise ratée', 'mayo ratée', 'mayonnaise liquide', 'mayo liquide', 'mayonnaise huileuse'], [
    'Pour rattraper une mayonnaise qui a tranché ou qui ne monte pas :',
    '• mettez un jaune d\'œuf neuf (ou 1 càc de moutarde) dans un bol propre, à température ambiante ;',
    '• versez-y la mayonnaise ratée cuillère par cuillère, en fouettant sans arrêt : elle reprend peu à peu ;',
    '• une fois qu\'elle est ferme, continuez avec le reste de l\'huile en filet.',
    'Astuce : 1 càs d\'eau très froide fouettée dans une mayonnaise qui devient huileuse suffit souvent. Pour qu\'elle ne tranche pas, tous les ingrédients doivent être à la même température et l\'huile versée très lentement au début.',
  ]),
  t('trop-sale', ['trop salé', 'trop salée', 'trop de sel', 'rattraper sel', 'dessaler sauce', 'dessaler soupe'], [
    'Pour rattraper une sauce ou un plat trop salé :',
    '• allongez-le : un peu d\'eau, de bouillon non salé, de crème ou de lait de coco, puis laissez réduire si besoin ;',
    '• augmentez la quantité : ajoutez une part de la même préparation sans sel (légumes, tomates, pâtes…) ;',
    '• équilibrez : un trait de jus de citron ou de vinaigre, ou une pincée de sucre, masque un peu le sel ;',
    '• dans une soupe ou un ragoût, une pomme de terre crue en morceaux cuite 15 minutes absorbe un peu de sel (retirez-la ensuite).',
    'À l\'avenir, salez en plusieurs fois et goûtez en fin de cuisson : une sauce qui réduit devient plus salée.',
  ]),
  t('sauce-trop-liquide', ['sauce trop liquide', 'sauce liquide', 'béchamel liquide', 'épaissir sauce', 'épaissir', 'sauce pas assez épaisse', 'lier sauce', 'sauce trop claire'], [
    'Pour épaissir une sauce trop liquide :',
    '• laissez-la réduire à découvert, à petits bouillons : la plus simple, le goût se concentre (salez après) ;',
    '• liez-la à la fécule : 1 càc de fécule de maïs délayée dans 2 càs d\'eau froide pour 25 cl de sauce, versée dans la sauce frémissante, 1 minute en remuant ;',
    '• ou au beurre manié : 1 càs de beurre mou écrasée avec 1 càs de farine, incorporée en petits morceaux en fouettant ;',
    '• pour une sauce à la crème, un jaune d\'œuf délayé dans un peu de sauce, hors du feu, la nappe sans la faire bouillir.',
  ]),
  t('sauce-trop-epaisse', ['sauce trop épaisse', 'sauce épaisse', 'béchamel épaisse', 'allonger sauce', 'détendre sauce'], [
    'Pour détendre une sauce trop épaisse, ajoutez du liquide chaud petit à petit en fouettant : du bouillon, du lait (béchamel), de la crème ou un peu d\'eau de cuisson des pâtes. Goûtez ensuite : il faudra peut-être rectifier le sel.',
  ]),
  t('grumeaux', ['grumeaux', 'sauce grumeleuse', 'béchamel grumeleuse', 'béchamel grumeaux', 'pâte grumeleuse', 'pâte grumeaux', 'grumeaux pâte crêpes'], [
    'Contre les grumeaux : passez la sauce ou la pâte au chinois (une passoire fine), ou donnez quelques secondes de mixeur plongeant. Pour les éviter, versez le liquide petit à petit sur la farine en fouettant, et pour une béchamel, ajoutez le lait froid sur le roux chaud.',
  ]),
  t('trop-epice', ['trop épicé', 'trop épicée', 'trop piquant', 'trop piquante', 'trop pimenté', 'trop pimentée', 'trop piment'], [
    'Pour adoucir un plat trop épicé : ajoutez un produit gras ou doux (crème, yaourt, lait de coco, beurre), un peu de sucre ou de miel, ou augmentez la quantité avec du riz, des pommes de terre ou des légumes sans épices. Servez avec un yaourt nature ou du pain : ils calment le feu mieux que l\'eau.',
  ]),
  t('pate-brisee', [...askedFor('pâte brisée', 'pâte tarte')], [
    'Pâte brisée maison (un moule de 26 à 28 cm) :',
    '• 250 g de farine, 125 g de beurre froid en dés, 1 pincée de sel, 5 cl d\'eau froide (1 jaune d\'œuf en option) ;',
    '• sablez du bout des doigts la farine, le sel et le beurre jusqu\'à obtenir une semoule grossière ;',
    '• ajoutez l\'eau (et le jaune), rassemblez la pâte en boule sans trop la travailler : elle doit juste se tenir ;',
    '• filmez-la et laissez-la reposer 30 minutes au frais, puis étalez-la sur 3 mm ;',
    '• pour une tarte aux fruits juteux ou une quiche, faites-la précuire à blanc 15 minutes à 180 °C, recouverte de papier cuisson et de légumes secs.',
    'Pour une pâte sucrée, ajoutez 30 g de sucre ; sans beurre, 8 cl d\'huile d\'olive et 8 cl d\'eau pour 250 g de farine font une bonne pâte à l\'huile.',
  ]),
  t('cuisson-pates', ['comment cuire pâtes', 'cuisson pâtes', 'cuire pâtes', 'réussir pâtes', 'pâtes collent', 'pâtes qui collent', 'eau pâtes', 'sel pâtes'], [
    'Pour bien cuire des pâtes :',
    '• une grande casserole d\'eau : 1 l d\'eau pour 100 g de pâtes, portée à gros bouillons ;',
    '• salez l\'eau quand elle bout : 10 g de gros sel par litre ; inutile d\'ajouter de l\'huile ;',
    '• versez les pâtes, remuez la première minute pour qu\'elles ne collent pas ;',
    '• pâtes sèches : 8 à 12 minutes selon la forme (regardez le paquet) ; pâtes fraîches : 2 à 4 minutes. Goûtez 1 minute avant : elles doivent rester al dente ;',
    '• gardez une louche d\'eau de cuisson pour lier la sauce, égouttez sans rincer et mélangez tout de suite à la sauce.',
  ]),
  t('cuisson-riz', ['comment cuire riz', 'cuisson riz', 'cuire riz', 'réussir riz'], [
    'Pour réussir le riz :',
    '• rincez-le à l\'eau froide jusqu\'à ce qu\'elle soit claire : il collera moins ;',
    '• riz basmati ou thaï : 10 à 12 minutes. À l\'absorption, 1 volume de riz pour 1,5 volume d\'eau salée, à couvert et à feu doux, sans soulever le couvercle ;',
    '• ou « comme des pâtes », dans un grand volume d\'eau bouillante salée, puis égoutté ;',
    '• laissez-le reposer 5 minutes hors du feu à couvert, puis égrenez-le à la fourchette ;',
    '• riz complet : 35 à 45 minutes avec 2 volumes d\'eau ; risotto : 18 à 20 minutes, bouillon chaud ajouté louche après louche.',
  ]),
  t('oeufs-durs', ['œuf dur', 'œufs durs'], [
    'Œufs durs : plongez les œufs (à température ambiante) dans l\'eau frémissante avec une cuillère, comptez 9 à 10 minutes, puis refroidissez-les dans l\'eau froide. Au-delà de 12 minutes, le jaune verdit et devient farineux. Écalez-les froids, en commençant par le gros bout.',
  ]),
  t('oeufs-mollets', ['œuf mollet', 'œufs mollets'], [
    'Œufs mollets : 6 minutes dans l\'eau frémissante, puis 2 minutes dans l\'eau glacée pour stopper la cuisson. Le blanc est ferme et le jaune coulant ; écalez-les délicatement sous un filet d\'eau froide.',
  ]),
  t('oeufs-coque', ['œuf à la coque', 'œufs à la coque', 'œuf coque'], [
    'Œufs à la coque : 3 minutes dans l\'eau frémissante (3 min 30 pour un œuf sortant du frigo), déposés avec une cuillère. Le blanc est pris et le jaune bien coulant : servez tout de suite avec des mouillettes.',
  ]),
  t('oeufs-poches', ['œuf poché', 'œufs pochés', 'pocher œuf', 'pocher œufs'], [
    'Œufs pochés :',
    '• utilisez des œufs très frais, cassés chacun dans une tasse ;',
    '• portez à frémissement une eau non salée avec 1 càs de vinaigre blanc par litre ;',
    '• créez un tourbillon à la cuillère et glissez l\'œuf au centre : le blanc s\'enroule autour du jaune ;',
    '• comptez 3 minutes, sortez-le à l\'écumoire et posez-le sur du papier absorbant.',
  ]),
  t('cuisson-oeufs', ['cuisson œufs', 'cuire œufs', 'comment cuire œuf', 'cuisson œuf', 'cuire œuf'], [
    'Dans l\'eau frémissante, œufs à température ambiante :',
    '• à la coque : 3 minutes (jaune coulant, pour les mouillettes) ;',
    '• mollet : 6 minutes, puis 2 minutes dans l\'eau glacée ;',
    '• dur : 9 à 10 minutes, puis dans l\'eau froide ;',
    '• poché : 3 minutes, cassé dans une eau frémissante vinaigrée, au centre d\'un tourbillon.',
  ]),
  t('blancs-en-neige', ['blancs en neige', 'blanc en neige', 'monter blancs', 'monter blanc', 'blancs montent pas', 'blancs ratée', 'serrer blancs'], [
    'Pour monter des blancs en neige bien fermes :',
    '• un bol très propre et sec, sans trace de jaune ni de gras (sinon ils ne montent pas) ;',
    '• des blancs à température ambiante, avec une pincée de sel ou quelques gouttes de jus de citron ;',
    '• fouettez d\'abord doucement jusqu\'à ce qu\'ils moussent, puis plus vite ;',
    '• pour une meringue ou une mousse, ajoutez le sucre en pluie quand ils sont déjà mousseux, et fouettez jusqu\'à ce qu\'ils soient brillants et forment un bec ;',
    '• incorporez-les à la spatule, en soulevant la masse, pour garder l\'air.',
    'S\'ils retombent ou grainent, un blanc neuf fouetté avec eux les rattrape souvent.',
  ]),
  t('caramel', ['comment faire caramel', 'réussir caramel', 'caramel maison', 'caramel à sec', 'caramel brûlé', 'faire un caramel', 'recette caramel', 'préparer caramel', 'caramel à eau'], [
    'Pour faire un caramel :',
    '• à l\'eau (le plus facile) : 100 g de sucre et 3 càs d\'eau dans une casserole à fond épais, à feu moyen ;',
    '• ne remuez pas : faites plutôt tourner la casserole ; un mouvement de cuillère le fait cristalliser ;',
    '• arrêtez quand il est blond ambré : il fonce encore hors du feu, et brûlé il devient amer ;',
    '• pour un caramel au beurre salé, ajoutez hors du feu 40 g de beurre demi-sel puis 10 cl de crème chaude, en fouettant (attention aux projections).',
    'S\'il cristallise, ajoutez un peu d\'eau et laissez fondre à nouveau. Gardez un bol d\'eau froide à côté : le caramel brûle gravement.',
  ]),
  t('bechamel', ['béchamel', 'sauce blanche'], [
    'Béchamel (50 cl, pour des lasagnes ou un gratin) :',
    '• faites fondre 40 g de beurre, ajoutez 40 g de farine et remuez 2 minutes à feu doux sans colorer (c\'est le roux) ;',
    '• versez 50 cl de lait froid d\'un coup en fouettant vivement : pas de grumeaux ;',
    '• laissez épaissir 5 à 8 minutes à feu doux en fouettant, jusqu\'à ce qu\'elle nappe la cuillère ;',
    '• salez, poivrez et râpez un peu de noix de muscade.',
    'Trop épaisse, détendez-la avec un peu de lait ; des grumeaux, un coup de fouet énergique ou de mixeur les efface. Sans gluten, liez-la avec 30 g de fécule de maïs délayée dans le lait froid.',
  ]),
  // After the béchamel: « le roux d'une béchamel » is the béchamel (a tie goes to the first listed).
  t('roux', ['roux', 'roux blanc', 'roux brun', 'roux blond'], [
    'Le roux, c\'est la base qui lie les sauces : autant de beurre que de farine, cuits ensemble avant d\'ajouter le liquide.',
    '• faites fondre le beurre à feu doux, versez la farine d\'un coup et remuez 2 minutes sans cesser : la farine cuit et ne goûtera plus le cru ;',
    '• roux blanc (sans colorer) pour une béchamel ou une sauce au fromage ; roux blond (1 à 2 minutes de plus) pour un velouté ; roux brun (jusqu\'à couleur noisette) pour une sauce brune ou un ragoût ;',
    '• versez ensuite le liquide froid (lait, bouillon) d\'un coup en fouettant : pas de grumeaux ;',
    '• comptez 40 g de beurre et 40 g de farine pour 50 cl de liquide ; un peu moins pour une sauce fluide.',
  ]),
  t('faire-murir', ['faire mûrir', 'mûrir plus vite', 'accélérer mûrissement', 'avocat pas mûr', 'avocat dur', 'avocats durs', 'fruit pas mûr', 'fruits pas mûrs', 'kiwi dur', 'kiwis durs', 'mangue dure', 'tomates pas mûres'], [
    'Pour faire mûrir plus vite un avocat, un kiwi, une mangue, une poire, une pêche ou des tomates : enfermez-les dans un sac en papier avec une pomme ou une banane bien mûre, à température ambiante. L\'éthylène que dégagent ces fruits accélère le mûrissement : 1 à 3 jours pour un avocat.',
    'Vérifiez chaque jour : mûr, l\'avocat cède légèrement sous le doigt près de la queue. Une fois mûrs, passez-les au réfrigérateur pour les garder quelques jours de plus.',
    'Le four ou le micro-ondes ramollissent un avocat dur mais ne le font pas mûrir : il reste sans goût. Une banane, elle, mûrit mieux seule, loin des autres fruits.',
  ]),
  t('viande-tendre', ['viande tendre', 'viande plus tendre', 'attendrir viande', 'attendrir', 'viande coriace', 'steak tendre', 'bœuf tendre'], [
    'Pour une viande tendre, le morceau décide de la cuisson :',
    '• les morceaux à griller (entrecôte, faux-filet, rumsteck, bavette) se cuisent vite et saignants ou à point : trop cuits, ils durcissent ;',
    '• les morceaux à mijoter (paleron, joue, macreuse, jarret, collier) durcissent d\'abord puis deviennent fondants : 2 h 30 à 3 heures à petit frémissement, à couvert, jamais à gros bouillons ;',
    '• sortez la viande du frigo 30 minutes avant, salez-la au dernier moment ou la veille, et laissez-la reposer après cuisson autant de minutes que de minutes de cuisson (sous une feuille d\'aluminium) ;',
    '• une marinade acide (citron, yaourt, vin) de quelques heures attendrit surtout la surface ; tranchez toujours contre les fibres.',
  ]),
  t('eviter-noircir', ['éviter noircir', 'empêcher noircir', 'avocat noircisse', 'avocat noircit', 'avocat noircir', 'guacamole noircisse', 'guacamole noircit', 'pomme noircisse', 'pommes noircissent', 'pomme noircit', 'fruits noircissent', 'banane noircit'], [
    'Un fruit coupé noircit à l\'air : pour l\'en empêcher,',
    '• arrosez-le aussitôt de jus de citron (ou de citron vert) : avocat, pomme, poire, banane ;',
    '• filmez un guacamole ou une moitié d\'avocat au contact, sans laisser d\'air ; le noyau posé dessus ne suffit pas ;',
    '• plongez des pommes ou des poires épluchées dans un bol d\'eau fraîche citronnée en attendant de les cuisiner ;',
    '• coupez-les au dernier moment, avec un couteau bien aiguisé.',
  ]),
  t('lait-deborde', ['lait déborde', 'lait qui déborde', 'lait débordé', 'faire bouillir lait', 'bouillir lait', 'lait attache', 'lait accroche'], [
    'Pour faire bouillir du lait sans qu\'il déborde ni attache :',
    '• rincez la casserole à l\'eau froide sans l\'essuyer avant d\'y verser le lait : il accroche moins au fond ;',
    '• chauffez à feu moyen, pas vif, en remuant de temps en temps, et restez à côté : il monte d\'un coup ;',
    '• dès que la mousse monte, retirez la casserole du feu ; une cuillère en bois posée en travers aide à casser la mousse ;',
    '• pour une crème ou un riz au lait, un petit frémissement suffit, jamais un gros bouillon.',
  ]),
  t('blanchir', ['blanchir', 'blanchir légumes', 'blanchiment', 'faire blanchir', 'blanchir jaunes'], [
    'Blanchir a deux sens en cuisine :',
    '• des légumes : les plonger 1 à 3 minutes dans une grande casserole d\'eau bouillante salée, puis aussitôt dans de l\'eau glacée. Ils restent croquants et verts, et se congèlent ou se finissent à la poêle ensuite ;',
    '• des jaunes d\'œufs avec le sucre : les fouetter ensemble jusqu\'à ce que le mélange pâlisse et devienne mousseux, pour une crème ou un gâteau.',
  ]),
  // The words of a recipe a family asks the meaning of: « c'est quoi une julienne ? », « que veut dire réserver ? ».
  t('bain-marie', ['bain-marie', 'cuisson bain-marie', 'faire bain-marie'], [
    'Le bain-marie, c\'est cuire ou chauffer doucement un récipient posé dans un autre, plein d\'eau chaude :',
    '• sur le feu, un bol posé sur une casserole d\'eau frémissante, sans que le fond touche l\'eau : pour faire fondre du chocolat ou du beurre, ou monter un sabayon sans le cuire trop vite ;',
    '• au four, les ramequins posés dans un plat rempli d\'eau chaude à mi-hauteur : pour une crème caramel, un flan ou une terrine, qui prennent sans bouillir ni se creuser de trous.',
  ]),
  t('julienne-brunoise', ['julienne', 'brunoise', 'couper en julienne', 'couper en brunoise', 'macédoine', 'mirepoix'], [
    'Des façons de couper les légumes, des plus fines aux plus grosses :',
    '• en julienne : en fins bâtonnets de 2 mm, comme des allumettes (carottes, poireau, courgette pour un wok ou une garniture) ;',
    '• en brunoise : en tout petits dés de 2 à 3 mm, en recoupant la julienne (pour une farce, une sauce, un tartare) ;',
    '• en macédoine : en dés de 5 mm à 1 cm ; en mirepoix : en gros dés de 1 à 2 cm, pour un bouillon ou un ragoût qui mijote longtemps.',
  ]),
  t('reserver', ['veut dire réserver', 'signifie réserver', 'réserver cuisine', 'réserver au chaud', 'réserver au frais', 'quoi réserver'], [
    'Réserver, en cuisine, c\'est mettre de côté une préparation pour s\'en servir plus tard dans la recette : « réservez au chaud » (sous une feuille d\'aluminium, ou dans le four éteint), « réservez au frais » (au réfrigérateur, couvert).',
  ]),
  t('napper-foncer', ['napper', 'nappe cuillère', 'foncer moule', 'foncer', 'abaisser pâte', 'abaisse'], [
    'Trois mots de recette :',
    '• napper : couvrir d\'une sauce ; une crème « nappe la cuillère » quand, passée au dos d\'une cuillère, un doigt y trace un sillon net ;',
    '• abaisser : étaler une pâte au rouleau à l\'épaisseur voulue (l\'abaisse est la pâte étalée) ;',
    '• foncer : garnir un moule de cette pâte, en la pressant bien dans les angles.',
  ]),
  t('deglacer', ['déglacer', 'déglaçage', 'déglace'], [
    'Déglacer, c\'est récupérer les sucs caramélisés au fond de la poêle après avoir saisi une viande ou des légumes : versez un liquide (vin, bouillon, eau, jus de citron, crème) dans la poêle encore chaude et grattez le fond à la spatule en bois. Laissez réduire 1 à 2 minutes : c\'est la base d\'une sauce rapide, pleine de goût.',
  ]),
  t('faire-suer', ['faire suer', 'suer', 'faire revenir', 'revenir oignons'], [
    'Deux façons de commencer un plat avec des oignons ou des légumes :',
    '• faire suer : à feu doux dans un peu de matière grasse, avec une pincée de sel, 5 à 10 minutes, jusqu\'à ce qu\'ils soient tendres et translucides, sans colorer (soupes, risottos, sauces) ;',
    '• faire revenir : à feu moyen à vif, en remuant, jusqu\'à ce qu\'ils dorent (poêlées, ragoûts) : le goût est plus grillé.',
  ]),
  t('fondre-chocolat', ['fondre chocolat', 'faire fondre chocolat', 'chocolat fondu', 'chocolat bain-marie', 'faire fondre chocolat bain-marie'], [
    'Pour faire fondre du chocolat sans le brûler :',
    '• au bain-marie : le chocolat en morceaux dans un bol posé sur une casserole d\'eau frémissante, sans que le fond touche l\'eau, en remuant doucement ;',
    '• au micro-ondes : par 30 secondes à puissance moyenne, en remuant à chaque fois ; arrêtez quand il reste quelques morceaux, ils fondent en remuant ;',
    '• jamais une goutte d\'eau dedans : il deviendrait granuleux (s\'il graine, 1 càs de crème chaude le rattrape).',
  ]),
  t('dorer-oignons', ['dorer oignon', 'dorer oignons', 'blondir oignons', 'caraméliser oignon', 'caraméliser oignons', 'confire oignons'], [
    'Pour faire dorer des oignons :',
    '• émincez-les finement et régulièrement, pour qu\'ils cuisent ensemble ;',
    '• faites-les revenir dans une grande poêle, avec un filet d\'huile ou une noix de beurre, à feu moyen et sans les entasser, en remuant de temps en temps : 10 minutes pour qu\'ils soient blonds ;',
    '• pour des oignons caramélisés (confits), baissez le feu et poursuivez 30 à 40 minutes avec une pincée de sel, en remuant souvent ; un trait d\'eau décolle ce qui attache.',
    'Inutile de sucrer : l\'oignon a son propre sucre, c\'est lui qui caramélise. À feu trop vif, il brûle avant d\'être fondant, et devient amer.',
  ]),
  t('aiguiser-couteau', ['aiguiser couteau', 'aiguiser couteaux', 'affûter couteau', 'affûter couteaux', 'couteau coupe plus', 'couteau coupe pas', 'couteaux coupent plus', 'couteaux coupent pas', 'couteau émoussé', 'fusil couteau', 'pierre aiguiser'], [
    'Pour garder un couteau qui coupe :',
    '• le fusil (la tige d\'acier) redresse le fil : avant de cuisiner, passez la lame 5 ou 6 fois de chaque côté, inclinée d\'environ 20°, du talon à la pointe ;',
    '• quand cela ne suffit plus, affûtez-le : sur une pierre à aiguiser mouillée, au même angle, une dizaine de passages de chaque côté, ou dans un aiguiseur à fentes, en tirant la lame sans appuyer ;',
    '• lavez-le à la main et séchez-le tout de suite : le lave-vaisselle et le tiroir en vrac l\'émoussent.',
    'Un couteau bien aiguisé est plus sûr qu\'un couteau émoussé : il glisse moins sur la peau d\'une tomate ou d\'un oignon.',
  ]),
  t('pleurer-oignons', ['pleurer oignon', 'pleurer oignons', 'oignons font pleurer', 'oignon fait pleurer', 'sans pleurer'], [
    'Pour couper des oignons sans pleurer :',
    '• un couteau bien aiguisé, qui tranche au lieu d\'écraser : moins de jus, donc moins de gaz qui piquent les yeux ;',
    '• un oignon sorti du réfrigérateur (ou 15 minutes au congélateur) ;',
    '• coupez la racine en dernier, c\'est elle qui en libère le plus, et travaillez près d\'une hotte allumée ou d\'une fenêtre ouverte.',
  ]),
  t('omelette', ['omelette baveuse', 'réussir omelette', 'omelette moelleuse', 'omelette ratée', 'comment faire omelette', 'omelette parfaite'], [
    'Pour une omelette baveuse et moelleuse (2 à 3 œufs par personne) :',
    '• battez les œufs à la fourchette juste pour mélanger blancs et jaunes, avec sel et poivre ;',
    '• faites mousser une noisette de beurre dans une poêle à feu moyen, versez les œufs ;',
    '• ramenez les bords vers le centre à la spatule pendant 1 minute, puis laissez prendre sans toucher 1 à 2 minutes : le dessus doit rester crémeux ;',
    '• garnissez (fromage, herbes, jambon…), pliez-la en deux et faites-la glisser sur l\'assiette : elle finit de cuire dans sa chaleur.',
  ]),
  t('sauce-pates', ['sauce pour pâtes', 'sauce pâtes', 'sauce rapide pâtes', 'sauce pour les pâtes', 'accompagner pâtes'], [
    'Cinq sauces pour les pâtes, prêtes pendant leur cuisson :',
    '• tomate : une boîte de tomates concassées, une gousse d\'ail et un filet d\'huile d\'olive, 15 minutes à feu doux, basilic à la fin ;',
    '• crème et lardons : les lardons dorés, un pot de crème, poivre et un peu d\'eau de cuisson des pâtes ;',
    '• beurre et parmesan : du beurre, du parmesan râpé et une louche d\'eau de cuisson, mélangés hors du feu ;',
    '• ail et huile : une gousse d\'ail émincée dorée doucement dans l\'huile d\'olive, une pincée de piment et du persil ;',
    '• pesto : basilic, pignons, parmesan, ail et huile d\'olive mixés.',
    'Gardez toujours un peu d\'eau de cuisson : elle lie la sauce aux pâtes. Dites-moi aussi « que faire avec ce que j\'ai ? » pour une recette de votre frigo.',
  ]),
  t('melon-mur', ['melon mûr', 'choisir melon', 'melon est mûr', 'bon melon', 'choisir un melon', 'melon pas mûr'], [
    'Un melon mûr se reconnaît :',
    '• lourd pour sa taille ;',
    '• son pédoncule (la queue) se détache ou se fendille tout autour ;',
    '• il sent bon, sucré, côté queue, et cède légèrement sous le pouce à l\'opposé ;',
    '• les tranches vertes (les « côtes ») bien marquées et l\'écorce qui vire au jaune.',
    'Pas tout à fait mûr, laissez-le 1 ou 2 jours à température ambiante ; mûr, au frais, filmé une fois ouvert.',
  ]),
  t('huile-friture', ['huile friture', 'huile frire', 'huile pour frire', 'huile frites', 'huile friteuse', 'huile beignets', 'friture quelle huile'], [
    'Pour la friture, une huile qui supporte la chaleur : l\'huile d\'arachide (la référence, neutre) ou de tournesol, ou une huile « spéciale friture » ; l\'huile d\'olive convient pour une friture courte. Pas d\'huile de colza, de noix ni de beurre : ils brûlent et fument.',
    '• chauffez-la entre 160 et 180 °C, jamais jusqu\'à ce qu\'elle fume ; sans thermomètre, un dé de pain y dore en une minute ;',
    '• plongez les aliments bien secs, par petites quantités, pour qu\'elle ne refroidisse pas ;',
    '• filtrée et gardée à l\'abri de la lumière, elle resert 5 à 6 fois (moins après du poisson) ; jetez-la si elle brunit, épaissit, mousse ou sent fort.',
    'Une fois froide, versez l\'huile usagée dans une bouteille pour la déchetterie, jamais dans l\'évier.',
  ]),
  // The holidays' table: what a family makes once a year and asks about then.
  t('ouvrir-huitres', ['ouvrir huîtres', 'ouvrir huître', 'ouvre huîtres', 'écailler huîtres', 'ouvrir des huîtres'], [
    'Pour ouvrir une huître sans se blesser :',
    '• tenez-la bien à plat, face creuse en dessous, dans un torchon plié (ou portez un gant) ;',
    "• glissez la pointe du couteau à huîtres dans la charnière, côté pointu, ou sur le côté droit, aux deux tiers de la coquille ; tournez d'un coup sec pour la forcer ;",
    '• faites passer la lame sous le couvercle pour couper le muscle, retirez le couvercle et les éclats de coquille ;',
    "• jetez la première eau : l'huître en refait une plus fine en 10 minutes. Ouvrez-les au dernier moment, au plus 1 heure avant, et gardez-les au frais.",
  ]),
  t('eplucher-chataignes', ['éplucher châtaignes', 'éplucher marrons', 'peler châtaignes', 'peler marrons', 'décortiquer châtaignes', 'décortiquer marrons', 'enlever peau châtaignes', 'enlever peau marrons'], [
    'Pour éplucher des châtaignes fraîches :',
    '• entaillez chacune sur le côté bombé avec un petit couteau pointu ;',
    "• plongez-les 10 minutes dans l'eau bouillante, ou passez-les 15 minutes au four à 200 °C ;",
    "• épluchez-les encore chaudes, quelques-unes à la fois, gardées au chaud dans un torchon : retirez l'écorce et la fine peau brune en dessous, qui se détache mal une fois froide.",
    'Pressé ? Les marrons cuits en bocal ou sous vide sont déjà épluchés.',
  ]),
  t('servir-foie-gras', ['servir foie gras', 'trancher foie gras', 'couper foie gras', 'accompagner foie gras', 'avec foie gras', 'présenter foie gras'], [
    'Pour servir le foie gras :',
    '• sortez-le du frigo 15 minutes avant, pas plus : trop froid il est sans goût, trop chaud il fond ;',
    "• tranchez-le avec un couteau à lame fine trempé dans l'eau chaude et essuyé entre chaque tranche, ou avec un fil ;",
    "• servez-le avec du pain de campagne ou une brioche toastés, ou du pain d'épices, une pincée de fleur de sel et de poivre, et un chutney de figues ou d'oignons ;",
    '• un liquoreux (sauternes, jurançon) ou un champagne l\'accompagne ; comptez 40 à 60 g par personne en entrée.',
  ]),
];

/**
 * Verbs whose past participle says the thing is done already: « des pommes de terre épluchées »,
 * « des oignons dorés, que faire avec ? » ask what to make of them, not the gesture.
 */
export const DONE_WHEN_PARTICIPLE = [...GESTURE_VERBS, 'dorer', 'caraméliser'];

/** Every entry: the techniques, then the rescues (rescues.ts), the basic preparations (basic-preparations.ts) and the gestures on a food (knife-work.ts). */
export const TECHNIQUES: readonly Technique[] = [...KITCHEN_TECHNIQUES, ...RESCUES, ...BASIC_PREPARATIONS, ...KNIFE_WORK];
