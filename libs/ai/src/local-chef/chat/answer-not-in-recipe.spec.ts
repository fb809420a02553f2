import { findAvoidedFoods } from '../../validation/dietary-rules';
import { RECIPES } from '../recipes';
import { recipeReply } from './recipe-reply';
import { ask, givenRecipe } from './chat-test-helpers';

const household = { history: [], restrictions: [], avoidedFoods: [], fridge: [] };
/** The chef's reply to `question` right after it gave `r`. */
const after = (r: (typeof RECIPES)[number], question: string) =>
  ask(question, {}, [
    { role: 'user', content: `La recette de ${r.title} ?` },
    { role: 'assistant', content: recipeReply(r, r.servings, household) },
  ]);

// How families say they lack a food, and the food as the collection names it.
const LACKING: readonly [string, string][] = [
  ["je n'ai pas d'œufs", 'œufs'],
  ['jai pas de beurre', 'beurre'],
  ["j'ai plus de lait", 'lait'],
  ['g pas de creme', 'crème'],
  ["il me manque l'huile", 'huile'],
];

describe('a food lacking after a recipe', () => {
  it('that the recipe does not use: the recipe does without it, over the whole collection, never a substitute', async () => {
    const wrong: string[] = [];
    for (const r of RECIPES) {
      for (const [question, food] of LACKING) {
        if (findAvoidedFoods(r.ingredients, [food]).length > 0) continue;
        const reply = await after(r, question);
        if (!reply.includes(`« ${r.title} » ne contient pas`) || /Pour remplacer|Je vous propose plutôt/.test(reply)) wrong.push(`${r.id} « ${question} »: ${reply.slice(0, 80)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('« ni » after « sans » asks for a version, after « pas de » says a food lacking', async () => {
    const chili = RECIPES.find((r) => r.id === 'chili-sin-carne')!;
    // Once « Bonne nouvelle : « Chili sin carne » ne contient pas d'œufs », the gluten and the lactose unheard.
    expect(await after(chili, 'Un plat sans gluten ni lactose ni oeufs ?')).toMatch(/^Quelques idées pour un plat, version sans gluten et sans lactose, sans œufs :\n• /);
    expect(await after(chili, "Je n'ai pas de crème ni d'oeufs")).toMatch(/^Bonne nouvelle : « Chili sin carne » ne contient pas de crème ni d'œufs/);
  });

  it('« j’ai plus d’huile » on a recipe that uses oil: replaced in this recipe, never another recipe; no butter dressing a salad, no yogurt in a pan', async () => {
    const wrong: string[] = [];
    const steps = (reply: string) => reply.split('Préparation :\n')[1]?.split('\n') ?? [];
    for (const r of RECIPES.filter((x) => x.ingredients.some((line) => /\bhuile\b/.test(line)))) {
      const reply = await after(r, "j'ai plus d'huile");
      if (givenRecipe(reply) !== r || !/^• .*huile.* → /m.test(reply)) wrong.push(`${r.id}: ${reply.slice(0, 80)}`);
      for (const step of steps(reply)) {
        if (/assaisonnez|arrosez|vinaigrette/i.test(step) && /\bbeurre\b/.test(step)) wrong.push(`${r.id}: butter raw: ${step}`);
        if (/revenir|dorer|sauter|saisissez/i.test(step) && /\byaourt\b/.test(step)) wrong.push(`${r.id}: yogurt cooked: ${step}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('dresses the salad of the gratin dauphinois with yogurt, not butter', async () => {
    const reply = await after(RECIPES.find((r) => r.id === 'gratin-dauphinois-salade')!, "j'ai plus d'huile");
    expect(reply).toMatch(/^• 2 càs d'huile de colza → du yaourt nature/m);
    expect(reply).toMatch(/assaisonnez-la avec le yaourt et le vinaigre/);
  });

  it('says the oil is replaced by butter with its amount, in the step that used it', async () => {
    const chili = RECIPES.find((r) => r.id === 'chili-sin-carne')!;
    const reply = await after(chili, 'jai plus d huile');
    expect(reply).toMatch(/^• 2 càs d'huile d'olive → 30 g de beurre$/m);
    expect(reply).toMatch(/^2\. Faites revenir oignons, ail et poivrons 8 minutes dans le beurre \(à feu moyen/m);
  });
});

describe('a question with « par quoi » and nothing to replace', () => {
  it.each(['diversification, je commence par quoi ?', 'diversification alimentaire je commence par quoi', 'bebe 6 mois je commence par quoi'])('« %s » gets the first foods of a baby', async (question) => {
    const reply = await ask(question);
    expect(reply).toMatch(/^Pour un bébé, on suit la diversification alimentaire/);
    expect(reply).not.toMatch(/substitutions/);
  });
});
