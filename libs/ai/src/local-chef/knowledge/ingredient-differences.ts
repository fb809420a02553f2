// "C'est quoi la différence entre … et … ?": the pairs of look-alike ingredients families ask
// about. `sides` are the two ingredients, each as the phrases that name it; a question that names
// both sides (any order, in words that do not overlap) gets the answer: "levure" on one side and
// "levure chimique" on the other tell "levure et levure chimique" apart. The first entry wins.

export interface IngredientDifference {
  id: string;
  sides: readonly [string[], string[]];
  answer: string;
}

const d = (id: string, a: string[], b: string[], answer: string[]): IngredientDifference => ({ id, sides: [a, b], answer: answer.join('\n') });

export const INGREDIENT_DIFFERENCES: readonly IngredientDifference[] = [
  d('creme-liquide-epaisse', ['crème liquide'], ['crème épaisse', 'crème fraîche épaisse', 'crème fraîche'], [
    'Crème liquide et crème épaisse ont le même gras (autour de 30 %) ; la crème épaisse a été maturée avec des ferments, comme un yaourt :',
    '• la crème liquide (ou fleurette) est douce et coule : elle se fouette en chantilly et se réduit bien en sauce ;',
    '• la crème épaisse est plus acidulée et nappe : parfaite sur une tarte, dans une quiche, une soupe ou crue avec des fruits ; elle ne monte pas en chantilly.',
    'Dans une sauce chaude, les deux vont ; pour fouetter, seulement la liquide entière, bien froide.',
  ]),
  d('levure-chimique-boulangere', ['levure chimique', 'poudre à lever'], ['levure boulangère', 'levure de boulanger', 'levure fraîche', 'levure sèche', 'levure de bière', 'levure'], [
    'Ce ne sont pas les mêmes, on ne les remplace pas l\'une par l\'autre :',
    '• la levure chimique est une poudre qui agit à la cuisson : gâteaux, cakes, muffins, gaufres, pancakes, mélangée à la farine, sans temps de pousse ;',
    '• la levure boulangère est un champignon vivant qui fait lever en 1 à 2 heures : pain, pâte à pizza, brioche. Elle aime l\'eau tiède et craint le sel en contact direct.',
    'Comptez 1 sachet (11 g) de levure chimique pour 250 g de farine ; 1 sachet de levure sèche (5 à 7 g) ou 20 g de fraîche pour 500 g de farine.',
  ]),
  d('farines', ['t45', 't55'], ['t55', 't65', 't80', 't110', 't150'], [
    'Le chiffre de la farine (T45, T55, T65…) dit combien elle contient d\'enveloppe du grain : plus il est grand, plus elle est complète.',
    '• T45, la plus blanche et fine : pâtisserie, gâteaux, crêpes, pâtes levées comme la brioche ;',
    '• T55, la farine de tous les jours : pâtes à tarte, pain blanc, pizza, sauces ;',
    '• T65 et au-delà : pains de campagne, plus goûteux et plus rustiques.',
    'Pour un gâteau, T45 et T55 se remplacent sans souci.',
  ]),
  d('beurre-doux-demi-sel', ['beurre doux'], ['beurre demi-sel', 'demi-sel', 'beurre salé'], [
    'Le beurre doux contient très peu de sel ; le demi-sel en a entre 0,5 et 3 %, le salé davantage.',
    '• En pâtisserie, prenez du doux : vous dosez le sel vous-même (une pincée) ;',
    '• le demi-sel donne son goût au caramel au beurre salé, aux sablés bretons et aux tartines ;',
    '• si vous n\'avez que du demi-sel pour un gâteau, retirez simplement la pincée de sel de la recette.',
  ]),
  d('creme-entiere-legere', ['crème entière', 'entière'], ['crème légère', 'légère', 'allégée', 'crème liquide', 'liquide'], [
    'La crème entière a environ 30 % de matière grasse, la légère (ou allégée) 15 % ou moins. La crème liquide peut être l\'une ou l\'autre : regardez le pourcentage.',
    '• Pour une chantilly, seulement la crème liquide entière, bien froide : la légère ne monte pas ;',
    '• en sauce, l\'entière tient la cuisson et réduit bien ; la légère peut trancher si elle bout.',
  ]),
  d('bicarbonate-levure', ['bicarbonate', 'bicarbonate de soude'], ['levure chimique', 'levure'], [
    'Le bicarbonate est un des composants de la levure chimique, mais il ne fait lever qu\'avec un ingrédient acide (yaourt, babeurre, citron, miel, cacao) et il laisse un goût s\'il y en a trop.',
    'La levure chimique contient déjà son acide : elle marche seule. Pour remplacer 1 sachet de levure chimique (11 g), comptez une demi-càc de bicarbonate avec 1 càs de jus de citron ou un yaourt dans la pâte.',
  ]),
  d('sucre-glace-semoule', ['sucre glace'], ['sucre semoule', 'sucre en poudre', 'semoule', 'sucre cristal'], [
    'C\'est le même sucre, moulu plus ou moins fin :',
    '• le sucre semoule (en poudre), le plus courant, pour les gâteaux, les crèmes et les pâtes ;',
    '• le sucre glace, fin comme de la farine, se dissout sans cuire : chantilly, glaçage, décor, pâte sablée.',
    'Pas de sucre glace ? Mixez du sucre semoule très finement (avec 1 càc de fécule pour 100 g s\'il doit rester sec).',
  ]),
  d('sucre-blanc-roux', ['sucre blanc'], ['sucre roux', 'cassonade', 'vergeoise', 'sucre complet'], [
    'Le sucre roux (cassonade) et la vergeoise gardent un goût de caramel ou de réglisse que le blanc n\'a pas. Ils sucrent autant et se remplacent à poids égal ; le roux donne des biscuits plus moelleux et plus foncés, et reste croquant sur une crème brûlée ou un crumble.',
  ]),
  d('creme-fraiche-fleurette', ['crème fleurette'], ['crème fraîche', 'crème épaisse'], [
    'La crème fleurette est la crème fraîche liquide : elle coule, se fouette en chantilly et se réduit en sauce. La crème fraîche épaisse a été maturée avec des ferments : plus acidulée et épaisse, elle nappe mais ne monte pas.',
    'Toutes deux sont fraîches ; la « crème fraîche » vendue en pot est le plus souvent l\'épaisse.',
  ]),
  d('fecule-farine', ['fécule', 'maïzena', 'fécule de maïs'], ['farine'], [
    'La fécule (de maïs, la Maïzena, ou de pomme de terre) est l\'amidon seul : elle épaissit deux fois plus que la farine, sans goût de cru, et donne une sauce plus brillante. Délayez-la dans un liquide froid avant de la verser. Dans un gâteau, remplacer un peu de farine par de la fécule le rend plus léger.',
  ]),
  d('huiles', ['huile d\'olive', 'olive'], ['huile de tournesol', 'tournesol', 'huile de colza', 'colza', 'huile neutre'], [
    'L\'huile d\'olive a du goût et supporte bien une cuisson douce ou moyenne : légumes, poêlées, vinaigrettes du Sud. L\'huile de tournesol est neutre et tient la friture ; le colza, riche en oméga 3, est pour les vinaigrettes et ne se chauffe pas. Pour une mayonnaise, une huile neutre : l\'olive seule la rend amère.',
  ]),
  d('lait-entier-ecreme', ['lait entier'], ['lait demi-écrémé', 'demi-écrémé', 'lait écrémé', 'écrémé'], [
    'Le lait entier a environ 3,5 % de matière grasse, le demi-écrémé 1,5 %, l\'écrémé presque rien. En cuisine, l\'entier donne des crèmes, des purées et des béchamels plus onctueuses ; le demi-écrémé convient à presque tout (crêpes, gâteaux) ; l\'écrémé rend les crèmes pâles et moins liées.',
  ]),
];

/** The words that make a question about two ingredients a "what is the difference" question. */
export const DIFFERENCE_WORDS = ['différence', 'différences', 'différent', 'différente', 'différents', 'pareil', 'pareille', 'même chose', 'la même', 'le même', 'distinguer', 'ou plutôt', 'plutôt'];

export const UNKNOWN_DIFFERENCE =
  "Je ne connais pas cette différence-là dans mon carnet hors ligne. Je sais par exemple comparer la crème liquide et la crème épaisse, la levure chimique et la levure boulangère, les farines T45 et T55, le beurre doux et le demi-sel, le bicarbonate et la levure, ou le sucre glace et le sucre semoule.";
