// "C'est quoi la différence entre … et … ?": the pairs of look-alike ingredients families ask
// about. `sides` are the two ingredients, each as the phrases that name it; a question that names
// both sides (any order, in words that do not overlap) gets the answer: "levure" on one side and
// "levure chimique" on the other tell "levure et levure chimique" apart. The first entry wins.

export interface IngredientDifference {
  id: string;
  sides: readonly [string[], string[]];
  answer: string;
  /** When the question asks to put one for the other ("je peux mettre de la liquide ou il faut de l'épaisse ?"). */
  swap: string;
  /**
   * Two dishes, told apart only when the question says « différence » or « pareil »: « une soupe ou
   * un velouté ce soir ? » chooses a dinner.
   */
  dishes?: true;
}

const d = (id: string, a: string[], b: string[], answer: string[], swap: string): IngredientDifference => ({ id, sides: [a, b], answer: answer.join('\n'), swap });
const dishes = (id: string, a: string[], b: string[], answer: string[], swap: string): IngredientDifference => ({ ...d(id, a, b, answer, swap), dishes: true });

export const INGREDIENT_DIFFERENCES: readonly IngredientDifference[] = [
  d('creme-liquide-epaisse', ['crème liquide'], ['crème épaisse', 'crème fraîche épaisse', 'crème fraîche'], [
    'Crème liquide et crème épaisse ont le même gras (autour de 30 %) ; la crème épaisse a été maturée avec des ferments, comme un yaourt :',
    '• la crème liquide (ou fleurette) est douce et coule : elle se fouette en chantilly et se réduit bien en sauce ;',
    '• la crème épaisse est plus acidulée et nappe : parfaite sur une tarte, dans une quiche, une soupe ou crue avec des fruits ; elle ne monte pas en chantilly.',
    'Dans une sauce chaude, les deux vont ; pour fouetter, seulement la liquide entière, bien froide.',
  ], 'Dans une sauce chaude, une quiche, une soupe ou un gratin, oui : l\'une remplace l\'autre à quantité égale, la liquide donne juste un résultat plus fluide. Pas pour une chantilly : seule la crème liquide entière, bien froide, monte.'),
  d('levure-chimique-boulangere', ['levure chimique', 'poudre à lever', 'ou chimique', 'et chimique'], ['levure boulangère', 'levure de boulanger', 'levure fraîche', 'levure sèche', 'levure de bière', 'levure', 'ou boulangère', 'et boulangère', 'ou de boulanger'], [
    'Ce ne sont pas les mêmes, on ne les remplace pas l\'une par l\'autre :',
    '• la levure chimique est une poudre qui agit à la cuisson : gâteaux, cakes, muffins, gaufres, pancakes, mélangée à la farine, sans temps de pousse ;',
    '• la levure boulangère est un champignon vivant qui fait lever en 1 à 2 heures : pain, pâte à pizza, brioche. Elle aime l\'eau tiède et craint le sel en contact direct.',
    'Comptez 1 sachet (11 g) de levure chimique pour 250 g de farine ; 1 sachet de levure sèche (5 à 7 g) ou 20 g de fraîche pour 500 g de farine.',
  ], 'Non, elles ne se remplacent pas : la levure chimique fait lever un gâteau pendant la cuisson, la boulangère fait pousser un pain ou une pizza en 1 à 2 heures. En dépannage, une pâte à pizza à la levure chimique (1 sachet pour 250 g de farine) se fait, mais elle reste fine et biscuitée.'),
  d('farines', ['t45', 't55'], ['t55', 't65', 't80', 't110', 't150'], [
    'Le chiffre de la farine (T45, T55, T65…) dit combien elle contient d\'enveloppe du grain : plus il est grand, plus elle est complète.',
    '• T45, la plus blanche et fine : pâtisserie, gâteaux, crêpes, pâtes levées comme la brioche ;',
    '• T55, la farine de tous les jours : pâtes à tarte, pain blanc, pizza, sauces ;',
    '• T65 et au-delà : pains de campagne, plus goûteux et plus rustiques.',
    'Pour un gâteau, T45 et T55 se remplacent sans souci.',
  ], 'Oui : T45 et T55 se remplacent sans souci dans un gâteau, des crêpes ou une tarte. Pour une brioche, la T45 lève mieux ; pour un pain, la T65 a plus de goût, mais la T55 va très bien.'),
  d('beurre-doux-demi-sel', ['beurre doux'], ['beurre demi-sel', 'demi-sel', 'beurre salé'], [
    'Le beurre doux contient très peu de sel ; le demi-sel en a entre 0,5 et 3 %, le salé davantage.',
    '• En pâtisserie, prenez du doux : vous dosez le sel vous-même (une pincée) ;',
    '• le demi-sel donne son goût au caramel au beurre salé, aux sablés bretons et aux tartines ;',
    '• si vous n\'avez que du demi-sel pour un gâteau, retirez simplement la pincée de sel de la recette.',
  ], 'Oui : mettez du demi-sel à la place du doux en retirant la pincée de sel de la recette ; à l\'inverse, ajoutez une pincée de sel au beurre doux.'),
  d('creme-entiere-legere', ['crème entière', 'entière'], ['crème légère', 'légère', 'allégée', 'crème liquide', 'liquide'], [
    'La crème entière a environ 30 % de matière grasse, la légère (ou allégée) 15 % ou moins. La crème liquide peut être l\'une ou l\'autre : regardez le pourcentage.',
    '• Pour une chantilly, seulement la crème liquide entière, bien froide : la légère ne monte pas ;',
    '• en sauce, l\'entière tient la cuisson et réduit bien ; la légère peut trancher si elle bout.',
  ], 'En sauce, la légère remplace l\'entière si elle ne bout pas fort (elle peut trancher) ; pour une chantilly, non : seule la crème liquide entière monte.'),
  d('bicarbonate-levure', ['bicarbonate', 'bicarbonate de soude'], ['levure chimique', 'levure'], [
    'Le bicarbonate est un des composants de la levure chimique, mais il ne fait lever qu\'avec un ingrédient acide (yaourt, babeurre, citron, miel, cacao) et il laisse un goût s\'il y en a trop.',
    'La levure chimique contient déjà son acide : elle marche seule. Pour remplacer 1 sachet de levure chimique (11 g), comptez une demi-càc de bicarbonate avec 1 càs de jus de citron ou un yaourt dans la pâte.',
  ], 'Pour remplacer 1 sachet de levure chimique (11 g) : une demi-càc de bicarbonate avec 1 càs de jus de citron ou un yaourt dans la pâte. À l\'inverse, 1 càc de bicarbonate se remplace par 3 càc de levure chimique.'),
  d('sucre-glace-semoule', ['sucre glace'], ['sucre semoule', 'sucre en poudre', 'semoule', 'sucre cristal'], [
    'C\'est le même sucre, moulu plus ou moins fin :',
    '• le sucre semoule (en poudre), le plus courant, pour les gâteaux, les crèmes et les pâtes ;',
    '• le sucre glace, fin comme de la farine, se dissout sans cuire : chantilly, glaçage, décor, pâte sablée.',
    'Pas de sucre glace ? Mixez du sucre semoule très finement (avec 1 càc de fécule pour 100 g s\'il doit rester sec).',
  ], 'Dans une pâte à gâteau, oui, à poids égal. Pour une chantilly ou un glaçage, le sucre semoule crisse sous la dent : mixez-le très finement avant.'),
  d('sucre-blanc-roux', ['sucre blanc'], ['sucre roux', 'cassonade', 'vergeoise', 'sucre complet'], [
    'Le sucre roux (cassonade) et la vergeoise gardent un goût de caramel ou de réglisse que le blanc n\'a pas. Ils sucrent autant et se remplacent à poids égal ; le roux donne des biscuits plus moelleux et plus foncés, et reste croquant sur une crème brûlée ou un crumble.',
  ], 'Oui, à poids égal : le roux donne un goût de caramel et une couleur plus foncée.'),
  d('creme-fraiche-fleurette', ['crème fleurette'], ['crème fraîche', 'crème épaisse'], [
    'La crème fleurette est la crème fraîche liquide : elle coule, se fouette en chantilly et se réduit en sauce. La crème fraîche épaisse a été maturée avec des ferments : plus acidulée et épaisse, elle nappe mais ne monte pas.',
    'Toutes deux sont fraîches ; la « crème fraîche » vendue en pot est le plus souvent l\'épaisse.',
  ], 'Dans une sauce chaude, une quiche ou une soupe, oui, à quantité égale. Pour une chantilly, seule la fleurette (liquide entière) monte ; sur un dessert qui doit napper, l\'épaisse est meilleure.'),
  d('fecule-farine', ['fécule', 'maïzena', 'fécule de maïs'], ['farine'], [
    'La fécule (de maïs, la Maïzena, ou de pomme de terre) est l\'amidon seul : elle épaissit deux fois plus que la farine, sans goût de cru, et donne une sauce plus brillante. Délayez-la dans un liquide froid avant de la verser. Dans un gâteau, remplacer un peu de farine par de la fécule le rend plus léger.',
  ], 'Pour épaissir une sauce, 1 càs de fécule remplace 2 càs de farine, délayée à froid. Dans un gâteau, remplacez au plus un tiers de la farine par de la fécule.'),
  d('huiles', ['huile d\'olive', 'olive'], ['huile de tournesol', 'tournesol', 'huile de colza', 'colza', 'huile neutre'], [
    'L\'huile d\'olive a du goût et supporte bien une cuisson douce ou moyenne : légumes, poêlées, vinaigrettes du Sud. L\'huile de tournesol est neutre et tient la friture ; le colza, riche en oméga 3, est pour les vinaigrettes et ne se chauffe pas. Pour une mayonnaise, une huile neutre : l\'olive seule la rend amère.',
  ], 'Oui pour cuire et pour une vinaigrette, à quantité égale, en gardant en tête le goût de l\'olive. Pour une friture ou une mayonnaise, prenez une huile neutre (tournesol, arachide).'),
  d('lait-entier-ecreme', ['lait entier'], ['lait demi-écrémé', 'demi-écrémé', 'lait écrémé', 'écrémé'], [
    'Le lait entier a environ 3,5 % de matière grasse, le demi-écrémé 1,5 %, l\'écrémé presque rien. En cuisine, l\'entier donne des crèmes, des purées et des béchamels plus onctueuses ; le demi-écrémé convient à presque tout (crêpes, gâteaux) ; l\'écrémé rend les crèmes pâles et moins liées.',
  ], 'Oui, ils se remplacent à volume égal ; avec de l\'écrémé, une noisette de beurre rend une béchamel ou une purée plus onctueuse.'),
  dishes('crepe-galette', ['crêpe', 'crêpes'], ['galette', 'galettes', 'galette de sarrasin', 'galettes de sarrasin', 'galette bretonne', 'galettes bretonnes'], [
    'En Bretagne, on les distingue par la farine :',
    '• la crêpe est à la farine de blé (froment), avec des œufs, du lait et un peu de sucre : fine et souple, on la garnit plutôt en sucré (beurre-sucre, confiture, chocolat) ;',
    '• la galette est à la farine de sarrasin (blé noir), avec de l\'eau et du sel, souvent sans œuf ni lait : plus rustique, croustillante sur les bords, et salée (la complète : jambon, œuf, fromage).',
    'Le sarrasin ne contient pas de gluten, mais beaucoup de galettes du commerce y ajoutent du froment : lisez l\'étiquette.',
  ], 'Une crêpe de froment se garnit aussi en salé : elle est juste plus douce et plus souple qu\'une galette. Pour une vraie galette, il faut de la farine de sarrasin, de l\'eau et du sel.'),
  dishes('veloute-soupe', ['velouté', 'veloutés', 'potage', 'potages'], ['soupe', 'soupes', 'potage', 'potages'], [
    'Ce sont trois soupes, qui diffèrent par la texture :',
    '• la soupe garde des morceaux (légumes, vermicelles, pain) ou se mixe grossièrement ;',
    '• le potage est une soupe de légumes mixée, plus ou moins lisse ;',
    '• le velouté est mixé très finement et lié d\'une pomme de terre, d\'un trait de crème ou d\'un jaune d\'œuf : lisse, il nappe la cuillère.',
  ], 'Oui : une soupe de légumes mixée finement, avec une pomme de terre cuite dedans ou un trait de crème, devient un velouté ; allongé de bouillon, un velouté redevient un potage.'),
  // The holidays' birds.
  d('chapon-poularde', ['chapon', 'chapons'], ['poularde', 'poulardes', 'dinde', 'dindes'], [
    'Trois volailles de fête, de la plus grande à la plus fine :',
    '• la dinde (4 à 6 kg) nourrit 8 à 12 personnes ; sa chair est maigre, à arroser souvent pour qu\'elle ne sèche pas ;',
    '• le chapon, un coq castré et engraissé (3 à 4 kg), nourrit 6 à 8 personnes ; sa chair est fine, moelleuse et un peu grasse : la plus chère ;',
    '• la poularde, une jeune poule engraissée (1,8 à 2,5 kg), nourrit 4 à 6 personnes ; tendre, entre le poulet fermier et le chapon.',
    'Toutes trois se rôtissent de la même façon, au four, arrosées souvent, jusqu\'à 74 °C à cœur dans la cuisse.',
  ], 'Oui, l\'une se rôtit comme l\'autre : seule la taille change. Comptez 45 minutes par kilo à 180 °C pour une dinde, environ 1 heure par kilo à 170 °C pour un chapon, 1 h 15 à 1 h 30 à 190 °C pour une poularde, et gardez la même sauce et la même farce.'),
];

/** The words that make a question about two ingredients a "what is the difference" question. */
export const DIFFERENCE_WORDS = ['différence', 'différences', 'différent', 'différente', 'différents', 'pareil', 'pareille', 'même chose', 'la même', 'le même', 'distinguer', 'ou plutôt', 'plutôt'];

export const UNKNOWN_DIFFERENCE =
  "Je ne connais pas cette différence-là dans mon carnet hors ligne. Je sais par exemple comparer la crème liquide et la crème épaisse, la levure chimique et la levure boulangère, les farines T45 et T55, le beurre doux et le demi-sel, le bicarbonate et la levure, ou le sucre glace et le sucre semoule.";
