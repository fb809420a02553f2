import { SUBSTITUTIONS } from '../knowledge/substitutions';
import { seededRandom } from '../seeded-random';
import { toWords } from './text-match';
import { findSubstitution } from './answer-substitution';
import { readQuestion } from './chef-question';
import { ask, converse } from './chat-test-helpers';

const NO_CONTEXT = { history: [], restrictions: [], avoidedFoods: [], fridge: [] };
// « X au lieu de Y », « X à la place de Y », « remplacer Y par X »: Y is the food replaced, whichever comes first.
const WORDINGS = [
  (wished: string, replaced: string) => `je peux mettre ${wished} au lieu de ${replaced} ?`,
  (wished: string, replaced: string) => `${wished} à la place de ${replaced}, ça marche ?`,
  (wished: string, replaced: string) => `on peut remplacer ${replaced} par ${wished} ?`,
  (wished: string, replaced: string) => `Au lieu de ${replaced}, je peux mettre ${wished} ?`,
];

describe('a substitution question names the food replaced and the one wished', () => {
  it('answers about the food replaced, in every wording, for seeded pairs of foods of the table', () => {
    const random = seededRandom(20261129);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
    const wrong: string[] = [];
    for (let i = 0; i < 200; i++) {
      const replaced = pick(SUBSTITUTIONS);
      const wished = pick(SUBSTITUTIONS);
      const replacedName = pick(replaced.names);
      const wishedName = pick(wished.names);
      // Two names sharing a word (« beurre », « beurre demi-sel ») do not say two foods apart.
      if (toWords(replacedName).some((w) => toWords(wishedName).includes(w))) continue;
      const text = pick(WORDINGS)(wishedName, replacedName);
      if (findSubstitution(readQuestion(text, NO_CONTEXT)) !== replaced) wrong.push(`${text} → ${findSubstitution(readQuestion(text, NO_CONTEXT))?.label}`);
    }
    expect(wrong).toEqual([]);
  });

  it.each(["je peux mettre de l'huile au lieu du beurre ?", "de l'huile à la place du beurre ?", "remplacer le beurre par de l'huile ?"])(
    '"%s" after crêpes made with butter: the butter of the recipe replaced by oil, then the other ways',
    async (question) => {
      const earlier = await converse(['Tu peux me donner la recette des crêpes au sucre et au citron ?'], { servings: 4 });
      const reply = await ask(question, { servings: 4 }, earlier);
      expect(reply).toMatch(/^Dans « Crêpes au sucre et au citron », remplacez « 30 g de beurre » par 25 g d'huile neutre \(colza, tournesol\)\.\nPlus généralement, pour remplacer le beurre, vous pouvez utiliser :\n• de l'huile neutre/);
    },
  );
});
