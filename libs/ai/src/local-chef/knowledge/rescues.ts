// Rescues: what to do when a dish goes wrong ("mon gâteau est trop sec", "mon riz est trop cuit").
// Each answer names the rescue first, then how to avoid it next time. Keywords as in techniques.ts:
// every word of a phrase somewhere in the question, the longest phrase wins.

import { technique as t, type Technique } from './technique-entry';

export const RESCUES: readonly Technique[] = [
  t('gateau-sec', ['gâteau trop sec', 'gâteau est sec', 'cake trop sec', 'cake sec', 'gâteau dur', 'gâteau sec rassis'], [
    'Pour sauver un gâteau trop sec, imbibez-le :',
    '• un sirop : 10 cl d\'eau et 50 g de sucre portés à ébullition (un zeste, un peu de jus d\'orange ou de citron pour le parfum), versé tiède à la cuillère sur le gâteau piqué à la fourchette ;',
    '• ou servez-le avec une crème anglaise, une compote, une chantilly ou une boule de glace ;',
    '• rassis, il fait un très bon pain perdu ou une base de tiramisu.',
    'La prochaine fois : sortez-le dès que la lame du couteau ressort sèche, et emballez-le encore tiède dans du film.',
  ]),
  t('gateau-pas-cuit', ['gâteau pas cuit', 'gâteau cru', 'gâteau cuit milieu', 'gâteau pas cuit milieu', 'gâteau coulant milieu', 'cake pas cuit'], [
    'Gâteau pas cuit au milieu : remettez-le au four à 160 °C, couvert d\'une feuille d\'aluminium pour que le dessus ne brûle pas, 10 à 15 minutes, puis vérifiez avec la lame d\'un couteau.',
    'S\'il est déjà démoulé et froid, coupez-le en parts et passez-les quelques minutes au four. La prochaine fois : un four moins chaud (160 à 170 °C) et un peu plus longtemps, surtout pour un moule haut.',
  ]),
  t('gateau-retombe', ['gâteau retombe', 'gâteau retombé', 'gâteau tombe', 'gâteau gonfle pas', 'gâteau monte pas', 'gâteau pas levé', 'soufflé retombe'], [
    'Un gâteau qui retombe ne se regonfle pas, mais il reste bon : nappez-le d\'un glaçage, d\'une ganache ou de fruits, ou coupez-le en carrés façon brownie.',
    'Pourquoi il retombe : le four ouvert trop tôt (attendez les deux tiers de la cuisson), trop de levure, des blancs en neige cassés en les mélangeant, ou une cuisson trop courte. Pour qu\'il monte, la levure doit être fraîche et le four bien préchauffé.',
  ]),
  t('pate-colle', ['pâte colle', 'pâte qui colle', 'pâte collante', 'pâte trop collante', 'pâte colle rouleau', 'pâte colle doigts', 'pâte colle mains'], [
    'Pour une pâte qui colle :',
    '• mettez-la 30 minutes au frais : le beurre durcit et elle se travaille mieux ;',
    '• étalez-la entre deux feuilles de papier cuisson, ou farinez légèrement le plan de travail et le rouleau ;',
    '• une pâte à pain ou à pizza collante se pétrit les mains huilées ; n\'ajoutez de farine que cuillère par cuillère, sinon elle devient dure.',
  ]),
  t('riz-rate', ['riz trop cuit', 'riz collant', 'riz colle', 'riz qui colle', 'riz pâteux', 'riz bouillie', 'riz raté'], [
    'Pour rattraper un riz trop cuit ou collant :',
    '• rincez-le rapidement à l\'eau froide dans une passoire, égouttez-le bien et étalez-le sur une plaque : il se sépare ;',
    '• ou séchez-le 5 minutes au four à 180 °C, étalé ;',
    '• trop pâteux, transformez-le : riz sauté aux œufs le lendemain, galettes de riz poêlées, riz au lait ou soupe.',
    'La prochaine fois : rincez-le avant la cuisson et goûtez 2 minutes avant le temps du paquet.',
  ]),
  t('pates-trop-cuites', ['pâtes trop cuites', 'pâtes molles', 'pâtes collées'], [
    'Des pâtes trop cuites : égouttez-les tout de suite, passez-les sous l\'eau froide, puis faites-les revenir à la poêle avec un peu d\'huile ou de beurre pour les raffermir. Très molles, elles feront un gratin de pâtes ou une omelette aux pâtes.',
    'Des pâtes collées : passez-les sous l\'eau chaude en les remuant, égouttez-les et mélangez-les aussitôt à la sauce ou à un filet d\'huile. La prochaine fois : beaucoup d\'eau (1 l pour 100 g) et remuez la première minute.',
  ]),
  t('soupe-trop-epaisse', ['soupe trop épaisse', 'soupe épaisse', 'velouté trop épais', 'purée trop épaisse', 'potage trop épais'], [
    'Pour une soupe trop épaisse, allongez-la petit à petit avec de l\'eau chaude, du bouillon, du lait ou un peu de crème, en remuant, jusqu\'à la bonne consistance. Portez-la de nouveau à frémissement et goûtez : il faudra sans doute un peu de sel.',
  ]),
  t('soupe-trop-liquide', ['soupe trop liquide', 'soupe liquide', 'velouté trop liquide', 'velouté liquide', 'potage trop liquide', 'lier soupe', 'lier velouté', 'épaissir soupe', 'épaissir velouté', 'épaissir potage'], [
    'Pour une soupe trop liquide :',
    '• laissez-la réduire à découvert 10 à 15 minutes, à petit bouillon : le goût se concentre ;',
    '• ou ajoutez une pomme de terre en petits dés, cuite 15 minutes dans la soupe puis mixée avec, ou une poignée de flocons d\'avoine ou de lentilles corail ;',
    '• un velouté se lie aussi d\'un peu de crème, de fromage frais ou d\'1 càs de fécule délayée dans un peu d\'eau froide, portée à frémissement.',
    'Goûtez à la fin : une soupe qui réduit devient plus salée.',
  ]),
  t('soupe-fade', ['soupe fade', 'soupe manque goût', 'soupe pas goût', 'plat fade', 'sauce fade', 'manque de goût', 'fade'], [
    'Pour réveiller un plat ou une soupe fade :',
    '• le sel d\'abord, par petites pincées : c\'est souvent lui qui manque ;',
    '• une touche d\'acidité : un trait de citron ou de vinaigre ;',
    '• du bouillon (un cube émietté), un peu de sauce soja, de parmesan ou de moutarde ;',
    '• des herbes fraîches ciselées, du poivre, une pointe de cumin ou de curry ;',
    '• pour une soupe, un filet d\'huile d\'olive ou une cuillère de crème au moment de servir.',
  ]),
  t('viande-trop-cuite', ['viande trop cuite', 'viande sèche', 'viande dure', 'rôti trop cuit', 'poulet sec', 'poulet trop cuit', 'steak trop cuit', 'dinde sèche', 'dinde trop cuite', 'chapon sec', 'volaille sèche', 'rôti sec'], [
    'Pour une viande trop cuite ou sèche :',
    '• tranchez-la finement, contre les fibres ;',
    '• nappez-la d\'une sauce, ou laissez-la 5 minutes dans un bouillon chaud ou son jus, à feu très doux ;',
    '• sinon, effilochez-la dans une sauce tomate, un hachis parmentier, des pâtes ou une salade.',
    'La prochaine fois : sortez-la un peu avant et laissez-la reposer sous une feuille d\'aluminium, la cuisson se termine toute seule.',
  ]),
  t('trop-ail', ['trop ail', 'trop d\'ail'], [
    'Trop d\'ail : augmentez la quantité du plat (plus de sauce, de légumes, de pâtes), ajoutez un peu de crème, de beurre ou de lait, et un trait de citron. Si l\'ail a brûlé et rend amer, mieux vaut recommencer la base : l\'amertume ne part pas.',
  ]),
  t('caramel-cristallise', ['caramel cristallisé', 'caramel cristallise', 'caramel grumeleux', 'caramel sable', 'caramel pris masse', 'caramel ratée'], [
    'Pour rattraper un caramel qui cristallise : ajoutez 2 ou 3 càs d\'eau et laissez fondre à feu doux, sans remuer à la cuillère (faites tourner la casserole). Le sucre refond, puis le caramel reprend sa couleur.',
    'Pour l\'éviter : une casserole propre, quelques gouttes de jus de citron dans le sucre, et on ne touche plus à la cuillère une fois que ça bout.',
  ]),
  t('chocolat-graine', ['chocolat grainé', 'chocolat graine', 'chocolat grumeleux', 'chocolat pâteux', 'chocolat durci', 'chocolat tranché'], [
    'Pour rattraper un chocolat qui a grainé (il devient épais et granuleux) : hors du feu, ajoutez 1 càc d\'huile neutre ou de beurre, ou 1 à 2 càs de crème chaude, et mélangez vivement : il redevient lisse. S\'il reste granuleux, il servira encore pour une ganache ou une sauce chocolat.',
    'Pour l\'éviter : faites-le fondre au bain-marie doux ou par 30 secondes au micro-ondes, sans une goutte d\'eau dedans.',
  ]),
  t('trop-sucre', ['trop sucré', 'trop sucrée', 'trop de sucre'], [
    'Pour un plat ou un dessert trop sucré : une pointe d\'acidité (jus de citron, yaourt nature, fruits acidulés) ou d\'amertume (cacao, café) équilibre. Pour une sauce salée, un trait de vinaigre et une pincée de sel ; pour une pâte, ajoutez de la farine, des œufs et du lait sans sucre pour l\'allonger.',
  ]),
  t('crepes-trop-epaisses', ['crêpes trop épaisses', 'crêpes épaisses', 'pâte crêpes trop épaisse', 'pâte crêpes épaisse', 'pâte crêpes trop liquide', 'crêpes trop liquides'], [
    'Une pâte à crêpes trop épaisse s\'allonge de lait, 5 cl à la fois en fouettant (ou d\'un peu d\'eau ou de bière pour des crêpes plus légères), jusqu\'à ce qu\'elle nappe la cuillère comme une crème liquide ; elle épaissit aussi un peu au repos.',
    'Trop liquide, au contraire : délayez 1 à 2 càs de farine dans un peu de pâte, sans grumeaux, puis reversez-les dans le reste. Et à la cuisson, une petite louche à peine, étalée aussitôt en tournant la poêle.',
  ]),
  t('crepes-collent', ['crêpes collent', 'crêpe colle', 'crêpes accrochent', 'crêpes cassent', 'crêpes déchirent', 'crêpe déchire'], [
    'Pour des crêpes qui collent ou se déchirent :',
    '• une poêle bien chaude avant la première louche, graissée à chaque fois d\'un papier absorbant imbibé d\'huile ou de beurre ;',
    '• 2 càs de beurre fondu ou d\'huile dans la pâte ;',
    '• laissez la pâte reposer 1 heure : elle se tient mieux ;',
    '• ne la retournez que quand les bords se décollent tout seuls. La première crêpe rate souvent : c\'est elle qui graisse la poêle.',
  ]),
  t('puree-trop-liquide', ['purée trop liquide', 'purée liquide', 'purée trop molle'], [
    'Pour une purée trop liquide, faites-la dessécher à feu doux quelques minutes en remuant sans cesse à la spatule : l\'eau s\'évapore. Sinon, ajoutez une pomme de terre cuite écrasée, un peu de fromage râpé, ou, en dépannage, 1 ou 2 càs de flocons de purée.',
  ]),
  t('puree-collante', ['purée collante', 'purée élastique', 'purée colle', 'purée gluante', 'purée qui colle', 'purée caoutchouteuse'], [
    'Une purée collante ou élastique a été trop travaillée, le plus souvent au mixeur : l\'amidon libéré ne se rattrape pas, mais elle ne se jette pas.',
    '• détendez-la d\'un peu de lait chaud et de beurre, à la spatule, sans fouetter ;',
    '• ou faites-en un gratin (fromage râpé dessus, 15 minutes au four) ou des galettes dorées à la poêle, où sa texture ne se sent plus.',
    'La prochaine fois : des pommes de terre farineuses (bintje, agria), écrasées au presse-purée ou à la fourchette, jamais au mixeur.',
  ]),
  t('gateau-colle-moule', ['gâteau colle moule', 'gâteau colle', 'gâteau démoule pas', 'démouler gâteau', 'gâteau attaché moule', 'gâteau accroche moule', 'cake colle moule'], [
    'Un gâteau qui colle au moule : laissez-le tiédir 10 minutes (chaud, il se casse ; froid, il colle davantage), passez une lame fine tout autour, puis retournez-le sur le plat. S\'il résiste, posez le moule quelques minutes sur un torchon humide et chaud.',
    'S\'il se casse, recollez les morceaux avec un peu de confiture ou de crème, ou faites-en un trifle en verrines.',
    'La prochaine fois : beurrez le moule puis farinez-le (ou tapissez le fond de papier cuisson).',
  ]),
  t('sauce-tournee', ['sauce ratée'], [
    'Pour rattraper une sauce qui a tourné (elle se sépare en grains ou en gras) : retirez-la tout de suite du feu, ajoutez 1 càs d\'eau très froide ou de crème froide et fouettez vivement, ou donnez un coup de mixeur plongeant. Elle redevient lisse dans la plupart des cas.',
    'Pour l\'éviter : pas d\'ébullition après avoir ajouté des œufs, du fromage ou un yaourt, et l\'acide (citron, vin) avant la crème, pas après.',
  ]),
  t('ganache-ratee', ['ganache ratée', 'ganache liquide', 'ganache granuleuse', 'ganache grumeleuse', 'ganache huileuse'], [
    'Pour rattraper une ganache qui a tranché (granuleuse ou huileuse) : ajoutez 1 à 2 càs de lait ou de crème tiède et mélangez au centre, en petits cercles, avec une maryse, ou donnez un coup de mixeur plongeant : elle redevient lisse et brillante.',
    'Trop liquide, laissez-la prendre 1 à 2 heures au frais en la remuant de temps en temps, ou ajoutez un peu de chocolat fondu. Pour l\'éviter : versez la crème chaude, pas bouillante, en trois fois sur le chocolat haché.',
  ]),
  t('buche-cassee', ['bûche cassée', 'bûche casse', 'bûche fendue', 'bûche craquée', 'biscuit roulé cassé', 'biscuit cassé', 'roulé cassé', 'biscuit craque', 'biscuit roulé craque'], [
    'Un biscuit roulé qui craque ou se casse :',
    '• roulez-le quand même : la ganache colle les morceaux, et la couche du dessus, striée à la fourchette, cache toutes les fissures ;',
    '• cassé en morceaux : coupez-le en trois bandes égales et montez-les à plat, avec de la ganache entre chaque, pour une bûche en pavé tout aussi bonne ;',
    '• la prochaine fois : cuisez-le juste doré, retournez-le aussitôt sur un torchon humide et roulez-le encore chaud : froid, il casse.',
  ]),
  t('chantilly-ratee', ['chantilly ratée', 'chantilly liquide', 'chantilly beurre', 'crème monte pas'], [
    'Une chantilly qui ne monte pas : la crème n\'est pas assez grasse (il faut de la crème liquide entière, 30 % au moins) ou pas assez froide. Mettez le bol, les fouets et la crème 15 minutes au congélateur, puis refouettez. Trop fouettée, elle tourne en beurre : ajoutez quelques cuillères de crème liquide froide et mélangez doucement au fouet à main.',
  ]),
  t('creme-anglaise-tournee', ['crème anglaise ratée', 'crème anglaise grumeaux', 'crème anglaise trop cuite'], [
    'Pour rattraper une crème anglaise qui a tourné (de petits grains) : versez-la aussitôt dans un récipient froid et mixez-la au mixeur plongeant, ou secouez-la vivement dans une bouteille fermée. Elle redevient lisse si elle n\'a pas bouilli trop longtemps.',
    'Pour l\'éviter : feu doux, spatule sans arrêt, et retirez-la dès qu\'elle nappe (83 °C environ).',
  ]),
  t('plat-brule', ['plat brûlé', 'sauce brûlée', 'brûlé fond', 'attaché fond', 'accroché fond', 'plat attaché', 'gratin brûlé', 'brûlé dessus'], [
    'Un plat qui a attaché ou brûlé au fond : ne grattez pas ! Versez délicatement ce qui n\'a pas brûlé dans une casserole propre, et goûtez. S\'il garde un goût de brûlé, un peu de crème, de lait ou de sucre l\'atténue ; sinon, recommencez la base avec le reste.',
    'Un gratin trop coloré dessus : retirez délicatement la croûte brûlée à la cuillère, remettez un peu de fromage râpé et passez-le 3 minutes sous le gril, en le surveillant.',
  ]),
  t('gratin-liquide', ['gratin liquide', 'gratin trop liquide', 'gratin rend eau', 'gratin plein eau', 'gratin aqueux', 'gratin baigne', 'gratin flotte', 'gratin courgettes eau', 'gratin pas pris'], [
    'Pour un gratin trop liquide :',
    '• remettez-le au four à découvert, 15 à 20 minutes de plus : le jus réduit et la crème épaissit autour des légumes ;',
    '• plein d\'eau (courgettes, tomates, aubergines), penchez le plat et retirez le jus à la cuillère, ou absorbez-le avec une poignée de chapelure ou de fromage râpé, puis regratinez ;',
    '• laissez-le reposer 10 minutes hors du four avant de servir : il se tient en tiédissant.',
    'La prochaine fois : faites dégorger ou revenir les légumes aqueux avant de les mettre au plat, et pour un gratin dauphinois, ne rincez pas les pommes de terre, leur amidon lie la crème.',
  ]),
  t('tarte-detrempee', ['tarte détrempée', 'pâte détrempée', 'fond détrempé', 'fond de tarte détrempé', 'tarte molle dessous', 'fond tarte mou', 'fond de tarte mou', 'pâte pas cuite dessous', 'fond pas cuit', 'tarte pas cuite dessous', 'quiche détrempée', 'fond quiche mou'], [
    'Pour un fond de tarte détrempé, démoulez la tarte si vous pouvez et remettez-la 10 minutes au four, sur la grille du bas ou posée directement sur la sole : la pâte sèche et dore dessous. Sans démouler, posez le moule quelques minutes sur le feu, dans une grande poêle, pour saisir le fond.',
    'La prochaine fois : cuisez la pâte à blanc 15 minutes à 180 °C, recouverte de papier cuisson et de légumes secs ; saupoudrez le fond de semoule, de poudre d\'amande ou de biscuits écrasés sous des fruits juteux ; badigeonnez-le d\'un blanc d\'œuf avant une quiche, et enfournez en bas du four.',
  ]),
  t('quiche-pas-prise', ['quiche prend pas', 'quiche pas prise', 'quiche liquide', 'quiche trop liquide', 'quiche coule', 'quiche tremblotante', 'appareil prend pas', 'appareil liquide', 'flan prend pas', 'flan liquide', 'clafoutis liquide', 'clafoutis prend pas'], [
    'Une quiche, un flan ou un clafoutis qui ne prend pas manque de cuisson : remettez-le au four à 160-170 °C, couvert d\'une feuille d\'aluminium si le dessus est déjà doré, 10 minutes à la fois, jusqu\'à ce que le centre ne tremble plus qu\'à peine. Puis laissez-le reposer 10 minutes : l\'appareil finit de prendre en tiédissant.',
    'La prochaine fois : comptez 3 œufs pour 25 à 30 cl de crème ou de lait, et faites revenir ou égoutter les légumes qui rendent de l\'eau (poireaux, épinards, champignons) avant de les mettre dans la pâte.',
  ]),
  t('risotto-rate', ['risotto collant', 'risotto colle', 'risotto pâteux', 'risotto trop cuit', 'risotto sec', 'risotto trop sec', 'risotto compact', 'risotto raté', 'risotto bouillie', 'risotto pas cuit', 'risotto croquant'], [
    'Pour rattraper un risotto :',
    '• trop sec ou compact : ajoutez une louche de bouillon chaud et remuez hors du feu avec une noix de beurre ou un peu de parmesan, il redevient crémeux (il doit napper l\'assiette, « all\'onda ») ;',
    '• encore croquant : une louche de bouillon chaud de plus, 3 à 5 minutes à feu doux en remuant ;',
    '• trop cuit, en bouillie : il ne se rattrape pas, mais le lendemain, froid, il fait d\'excellentes galettes poêlées ou des arancini.',
    'La prochaine fois : un bouillon toujours chaud, versé louche par louche, et goûtez le riz dès 16 minutes ; servez-le aussitôt, il épaissit en attendant.',
  ]),
  t('mousse-pas-prise', ['mousse liquide', 'mousse prend pas', 'mousse pas prise', 'mousse chocolat liquide', 'mousse retombée', 'mousse retombe', 'mousse trop liquide', 'mousse a pas pris'], [
    'Une mousse au chocolat restée liquide : laissez-la encore au frais (4 heures au moins, mieux une nuit) ; si elle ne prend toujours pas, mettez-la 1 heure au congélateur et servez-la en mousse glacée, ou versez-la sur un fond de biscuits pour une crème au chocolat.',
    'Pourquoi elle ne prend pas : des blancs pas assez fermes ou cassés en les mélangeant (incorporez-les en soulevant, en trois fois), ou un chocolat trop chaud qui les a fait retomber (laissez-le tiédir avant).',
  ]),
  t('pate-brisee-casse', ['pâte casse', 'pâte se casse', 'pâte s\'effrite', 'pâte effrite', 'pâte friable', 'pâte sablée casse', 'pâte brisée casse', 'pâte craque', 'pâte fendille', 'pâte se déchire', 'pâte déchire'], [
    'Une pâte brisée ou sablée qui s\'effrite est trop sèche ou trop froide : laissez-la 10 minutes à température ambiante, ou ajoutez 1 càs d\'eau froide et rassemblez-la sans la pétrir. Déjà dans le moule, bouchez les trous et les fissures avec des chutes de pâte pressées du bout des doigts.',
    'Étalez-la entre deux feuilles de papier cuisson : elle se déchire moins et se pose dans le moule avec la feuille.',
  ]),
  // « Ma pâte à pizza ne lève pas »: GONE_WRONG reads « lève pas » as « ratée ».
  t('pate-levee-ratee', ['pâte à pizza ratée', 'pâte pizza ratée', 'pâte à pain ratée', 'pâte levée ratée', 'pâte à brioche ratée', 'brioche ratée', 'pâte ratée levure'], [
    'Une pâte qui ne lève pas manque de chaleur ou de levure vivante :',
    '• mettez-la au tiède (25 à 30 °C), couverte d\'un linge humide : dans le four éteint, lumière allumée, ou à côté d\'un bol d\'eau chaude, et attendez encore 30 à 60 minutes ;',
    '• toujours rien : la levure était morte (trop vieille, ou tuée par une eau trop chaude, au-delà de 40 °C). Délayez un nouveau sachet dans 2 càs d\'eau tiède avec une pincée de sucre ; quand il mousse (10 minutes), pétrissez-le dans la pâte avec un peu de farine et laissez lever de nouveau ;',
    '• une pâte à pizza qui a peu levé se cuit quand même : étalée très finement, elle donne une pizza fine et croustillante.',
    'La prochaine fois : une eau tiède comme le doigt (environ 37 °C), le sel mis loin de la levure au début, et de la patience en hiver (2 heures au lieu d\'une).',
  ]),
];
