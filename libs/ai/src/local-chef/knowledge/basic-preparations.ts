// Basic preparations a family asks for by name ("comment faire une pâte à crêpes ?"): a usual
// batch and its steps. The collection's recipes come first when it has the dish ("comment faire
// des crêpes ?" gives its crêpes); these are the bases it lacks. Keywords as in techniques.ts.

import { askedFor, technique as t, type Technique } from './technique-entry';

export const BASIC_PREPARATIONS: readonly Technique[] = [
  t('bouillon-maison', ['bouillon maison', 'bouillon légumes maison', 'bouillon poulet maison', ...askedFor('bouillon', 'bouillon légumes', 'bouillon poulet', 'bouillon volaille')], [
    'Bouillon maison (environ 2 litres) :',
    '• 2 carottes, 1 poireau, 1 oignon piqué d\'un clou de girofle, 1 branche de céleri, 1 bouquet garni (thym, laurier, persil), 5 grains de poivre, 2,5 l d\'eau froide ;',
    '• pour un bouillon de volaille, ajoutez une carcasse de poulet ou 2 cuisses ;',
    '• portez doucement à frémissement, écumez, puis laissez frémir à couvert 45 minutes pour les légumes seuls, 2 heures avec la volaille ;',
    '• filtrez, salez à la fin ; dégraissez le bouillon de volaille une fois froid.',
    'Il se garde 3 jours au frigo et se congèle très bien en portions ; les épluchures propres de vos légumes (fanes, queues de persil, vert de poireau) y trouvent leur place.',
  ]),
  t('pate-a-crepes', ['pâte crêpes', ...askedFor('pâte crêpes')], [
    'Pâte à crêpes (une quinzaine de crêpes) :',
    '• 250 g de farine, 4 œufs, 50 cl de lait, 1 pincée de sel, 1 càs de sucre, 50 g de beurre fondu ;',
    '• mettez la farine, le sel et le sucre dans un saladier, creusez un puits et cassez-y les œufs ;',
    '• fouettez en versant le lait petit à petit : la pâte reste lisse, sans grumeaux ;',
    '• ajoutez le beurre fondu et laissez reposer 1 heure si vous avez le temps ;',
    '• faites cuire une petite louche dans une poêle chaude légèrement beurrée, 1 à 2 minutes de chaque côté.',
    'Trop épaisse, allongez-la d\'un peu de lait ; 1 càs de rhum ou de fleur d\'oranger la parfume.',
  ]),
  t('pate-a-gaufres', ['pâte gaufres', 'gaufres maison', ...askedFor('pâte gaufres'), 'comment faire gaufres', 'recette gaufres'], [
    'Pâte à gaufres (une dizaine de gaufres) :',
    '• 250 g de farine, 1 sachet de levure chimique, 2 càs de sucre, 1 pincée de sel, 3 œufs, 50 cl de lait, 100 g de beurre fondu ;',
    '• mélangez la farine, la levure, le sucre et le sel, puis ajoutez les œufs ;',
    '• versez le lait petit à petit en fouettant, puis le beurre fondu ;',
    '• laissez reposer 30 minutes ;',
    '• faites cuire dans le gaufrier bien chaud et graissé, 3 à 4 minutes par gaufre, jusqu\'à ce qu\'elle soit dorée.',
    'Pour des gaufres plus légères, séparez les œufs et ajoutez les blancs montés en neige à la fin.',
  ]),
  t('pate-a-pizza', [...askedFor('pâte pizza')], [
    'Pâte à pizza (2 pizzas) :',
    '• 500 g de farine, 30 cl d\'eau tiède, 1 sachet de levure boulangère sèche (ou 20 g de levure fraîche), 10 g de sel, 2 càs d\'huile d\'olive ;',
    '• délayez la levure dans l\'eau tiède, versez-la sur la farine, puis ajoutez le sel et l\'huile (le sel ne touche pas la levure directement) ;',
    '• pétrissez 10 minutes, jusqu\'à ce que la pâte soit lisse et souple ;',
    '• couvrez d\'un torchon et laissez-la lever 1 h 30 dans un endroit tiède : elle double de volume ;',
    '• étalez-la à la main, garnissez et faites cuire 10 à 12 minutes au four très chaud (250 °C).',
  ]),
  t('vinaigrette', ['vinaigrette', ...askedFor('vinaigrette')], [
    'Vinaigrette (pour une salade de 4 personnes) :',
    '• 1 càs de vinaigre, 3 càs d\'huile, 1 càc de moutarde, sel et poivre ;',
    '• faites fondre le sel dans le vinaigre (il ne fond pas dans l\'huile) ;',
    '• ajoutez la moutarde, puis l\'huile en fouettant, et poivrez.',
    'La règle : 1 volume de vinaigre pour 3 d\'huile. Une échalote hachée, du citron à la place du vinaigre ou un peu de miel la varient ; sans moutarde, liez-la d\'1 càc de miel ou de yaourt, ou fouettez-la juste avant de servir.',
  ]),
  t('mayonnaise', [...askedFor('mayonnaise', 'mayo')], [
    'Mayonnaise (un bol) :',
    '• 1 jaune d\'œuf, 1 càc de moutarde, 25 cl d\'huile neutre (tournesol, colza), sel, poivre, 1 trait de vinaigre ou de citron ;',
    '• sortez l\'œuf et la moutarde à l\'avance : tout doit être à la même température ;',
    '• fouettez le jaune et la moutarde, puis versez l\'huile goutte à goutte en fouettant sans arrêt ;',
    '• quand elle prend, versez l\'huile en mince filet ;',
    '• finissez par le vinaigre, le sel et le poivre.',
    'Si elle tranche : un jaune neuf dans un bol propre, et la mayonnaise ratée versée dessus cuillère par cuillère en fouettant.',
  ]),
  t('pancakes', ['pancakes', ...askedFor('pancakes')], [
    'Pancakes (une douzaine) :',
    '• 250 g de farine, 1 sachet de levure chimique, 2 càs de sucre, 1 pincée de sel, 2 œufs, 30 cl de lait, 40 g de beurre fondu ;',
    '• mélangez les ingrédients secs, puis les œufs et le lait, et enfin le beurre fondu ;',
    '• ne travaillez pas trop la pâte : quelques grumeaux ne gênent pas, elle reste épaisse ;',
    '• dans une poêle à feu moyen légèrement graissée, versez une petite louche ;',
    '• retournez quand des bulles apparaissent en surface, environ 1 à 2 minutes de chaque côté.',
  ]),
  t('creme-anglaise', ['crème anglaise', ...askedFor('crème anglaise')], [
    'Crème anglaise (50 cl, pour 6 personnes) :',
    '• 50 cl de lait entier, 1 gousse de vanille, 5 jaunes d\'œufs, 80 g de sucre ;',
    '• faites chauffer le lait avec la gousse fendue et grattée ;',
    '• fouettez les jaunes et le sucre jusqu\'à ce qu\'ils blanchissent ;',
    '• versez le lait chaud dessus en fouettant, puis remettez le tout dans la casserole ;',
    '• faites épaissir à feu doux en remuant à la spatule, sans jamais bouillir : elle est prête quand elle nappe la spatule et qu\'un doigt y laisse une trace nette ;',
    '• filtrez-la et laissez-la refroidir.',
    'Si elle commence à grainer, mixez-la aussitôt au mixeur plongeant, hors du feu.',
  ]),
  t('chantilly', ['chantilly', 'crème chantilly', ...askedFor('chantilly'), 'monter crème', 'crème fouettée'], [
    'Chantilly (pour 4 personnes) :',
    '• 25 cl de crème liquide entière (30 % de matière grasse au moins), bien froide, et 25 g de sucre glace ;',
    '• mettez le bol et les fouets 15 minutes au congélateur ;',
    '• fouettez la crème doucement, puis plus vite quand elle épaissit ;',
    '• ajoutez le sucre glace quand elle commence à tenir, et arrêtez dès qu\'elle forme des pointes fermes : trop fouettée, elle tourne en beurre.',
  ]),
  t('pate-sablee', ['pâte sablée', ...askedFor('pâte sablée')], [
    'Pâte sablée (un moule de 26 à 28 cm) :',
    '• 250 g de farine, 125 g de beurre mou, 100 g de sucre (glace de préférence), 1 œuf, 1 pincée de sel ;',
    '• travaillez le beurre, le sucre et le sel, puis ajoutez l\'œuf ;',
    '• incorporez la farine du bout des doigts, juste jusqu\'à ce que la pâte forme une boule : trop travaillée, elle durcit ;',
    '• filmez-la et laissez-la reposer 1 heure au frais ;',
    '• étalez-la entre deux feuilles de papier cuisson et faites-la cuire 15 à 20 minutes à 180 °C, jusqu\'à ce qu\'elle soit dorée.',
  ]),
];
