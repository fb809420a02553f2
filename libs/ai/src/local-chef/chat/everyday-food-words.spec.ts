import { FOODS } from '../compose/foods';
import { seededRandom } from '../seeded-random';
import { mentionedFoods } from './answer-suggestions';
import { ask, suggestedRecipes } from './chat-test-helpers';
import { EVERYDAY_FOOD_WORDS } from './everyday-food-words';
import { toWords } from './text-match';

// « bleu », « lieu » and « mûre » are foods of the table and everyday words: the chat reads them as a food only
// in a food context. Sentences drawn at random from everyday phrases and food contexts, seeded.

const DRAWS = 40;
const read = (question: string) => mentionedFoods(toWords(question), question).map((f) => f.name);
const pick = <T>(list: readonly T[], random: () => number): T => list[Math.floor(random() * list.length)];

// Everyday uses, never a food: « X » is the word.
const EVERYDAY: Record<string, string[]> = {
  bleu: ["c'est X, c'est normal ?", 'mon gâteau est tout X, pourquoi ?', 'le glaçage est devenu X', 'la pâte vire au X, c’est grave ?', 'un colorant X pour le gâteau ?', 'la viande est X à l’intérieur ?'],
  lieu: ['au X de la crème, je mets quoi ?', 'le repas aura X dimanche', 'en premier X, que faut-il préparer ?', 'je cherche un plat, pour avoir X de fêter', 'le dîner a eu X hier, il reste quoi ?'],
  mûre: ['une idée pour des bananes trop Xs ?', 'ma poire est bien X, je la cuis ?', 'que faire de pêches trop Xs', 'mes tomates sont très Xs, une idée ?', 'une mangue pas assez X, je fais quoi ?'],
};
// Food contexts: « X » is the word, « Y » another food of the table.
const FOOD_CONTEXTS = ['idée avec du X', "j'ai 200 g de X, je fais quoi ?", 'que faire avec du X et Y ?', 'une recette avec Y et X', "j'ai Y, X, que faire ?", 'que faire avec des X ?'];
const KIND = { bleu: 'fromage X', lieu: 'poisson X', mûre: 'framboises et X' } as Record<string, string>;

describe('foods that are everyday words', () => {
  const others = FOODS.filter((f) => !EVERYDAY_FOOD_WORDS.includes(f.name) && !/\s|'/.test(f.name) && f.name.length > 3);

  it(`never reads « bleu », « lieu » or « mûre » said as an everyday word as a food, over ${DRAWS} seeded draws`, async () => {
    const random = seededRandom(20261129);
    const misread: unknown[] = [];
    for (let i = 0; i < DRAWS; i++) {
      const word = pick(EVERYDAY_FOOD_WORDS, random);
      const question = pick(EVERYDAY[word], random).replace('X', word);
      const names = read(question);
      if (names.includes(word)) misread.push({ question, names });
      const reply = await ask(question);
      // The reply never answers for the food (« ces ingrédients (bleu) », « Avec du lieu »).
      if ([`(${word})`, ` ${word} `, ` ${word},`, ` ${word} :`].some((said) => reply.split('\n')[0].includes(said))) misread.push({ question, reply: reply.split('\n')[0] });
    }
    expect(misread).toEqual([]);
  });

  it(`reads them as the food after an article, a quantity, a kind or in a list of foods, over ${DRAWS} seeded draws`, () => {
    const random = seededRandom(20261130);
    const missed: unknown[] = [];
    for (let i = 0; i < DRAWS; i++) {
      const word = pick(EVERYDAY_FOOD_WORDS, random);
      const other = pick(others, random).name;
      const template = random() < 0.2 ? KIND[word] : pick(FOOD_CONTEXTS, random);
      const question = template.replace('X', word).replace('Y', other);
      if (!read(question).includes(word)) missed.push({ question, read: read(question) });
    }
    expect(missed).toEqual([]);
  });

  it('reads « des bananes trop mûres » as ripe bananas, never as bananas and blackberries', async () => {
    expect(read('Une idée pour utiliser des bananes trop mûres ?')).toEqual(['banane']);
    expect(await ask('Une idée pour utiliser des bananes trop mûres ?')).toMatch(/^Avec des bananes, je vous propose :/u);
    expect(read('Que faire avec des mûres ?')).toEqual(['mûre']);
  });

  it('answers « c\'est bleu, c\'est normal ? » without a recipe search for the cheese', async () => {
    expect(await ask("c'est bleu, c'est normal ?")).not.toContain('(bleu)');
  });
});

describe("the words of the household's lists", () => {
  it('never reads « courses » as a mistyped « courge »', () => {
    expect(mentionedFoods(toWords('ajoute du lait à la liste de courses')).map((f) => f.name)).toEqual(['lait']);
  });
});

describe('a food that is also the name of a dish of the book', () => {
  it.each(['des galettes ce soir ?', 'que faire avec des galettes ?'])('« %s » offers the galettes of the book, never « pas de recette avec des galettes »', async (question) => {
    const reply = await ask(question);
    expect(reply).not.toMatch(/Je n'ai pas de recette avec/u);
    expect(suggestedRecipes(reply).map((r) => r.id)).toContain('galettes-sarrasin-completes');
  });
});
