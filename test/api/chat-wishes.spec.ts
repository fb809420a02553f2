import { findAvoidedFoods, findRestrictionViolations, RECIPES, type LocalRecipe } from '#ai';
import { connectSocket, subscribedUser, useTestStack, type TestSocket, type TestUser } from '#testing';
import { recipeEstimate } from '../../libs/ai/src/local-chef/chat/recipe-nutrition';
import { LESS_SWEET_GRAMS, servedCold } from '../../libs/ai/src/local-chef/knowledge/recipe-constraints';

// What a family wishes of a dish, as the offline chef reads it through the API, the queue and the
// worker: a drink « pas trop sucrée » (never the rescue of a cake gone too sweet), a starter served
// cold (never the weather of « quand il fait froid »), a dish cooked with olives (never one for its
// olive oil), a dish refusing gluten, lactose and eggs all three.
const PREFS = { householdSize: { adults: 2, children: 2 }, dietaryRestrictions: ['none' as const], servings: 3, avoidedFoods: [] };

/** The ideas a reply lists (« • Titre (type, 10 min, facile) : … »), as the book holds them. */
const listed = (reply: string): { title: string; type: string; recipe: LocalRecipe | undefined }[] =>
  [...reply.matchAll(/^• (.+?) \(([^,]+), /gm)].map((m) => ({ title: m[1]!, type: m[2]!, recipe: RECIPES.find((r) => r.title === m[1]) }));

/** The ingredient lines of the whole recipe a reply gives. */
const ingredientLines = (reply: string): string[] =>
  (reply.split('\nIngrédients :\n')[1] ?? '').split('\n\n')[0]!.split('\n').filter((line) => line.startsWith('• ')).map((line) => line.slice(2));

// Gluten, lactose, eggs as a cook reads them on a list; the plant milks are none of them.
const GLUTEN = /\b(farine|blé|pâtes?|macaronis?|spaghettis?|nouilles|pain|chapelure|semoule|boulgour|orge|seigle|pâte (?:brisée|feuilletée|sablée)|biscuits?)\b/i;
const LACTOSE = /\b(beurre|crème|fromages?|gruyère|emmental|parmesan|reblochon|raclette|vacherin|comté|mozzarella|mascarpone|ricotta|feta|yaourts?)\b|\blait\b(?! de (?:coco|soja|riz|amande|avoine))/i;
const EGGS = /\b(œufs?|oeufs?|jaunes? d'œufs?|blancs? d'œufs?)\b/i;

describe('the offline chat honours the wishes said of a dish (API, worker, Postgres, Redis)', () => {
  const t = useTestStack({ listen: true, env: { REDIS_PREFIX: `${process.env.REDIS_PREFIX}:chat-wishes`, AI_DAILY_CHAT_LIMIT: '500', LOCAL_CHEF_WORD_MS: '0' } });
  let u: TestUser;
  let socket: TestSocket;

  const say = async (content: string): Promise<string> => {
    const done = socket.next('chat.done');
    await t.http().post('/api/chat/messages').set(u.auth).send({ content }).expect(202);
    return (await done).message.content as string;
  };
  /** Each wish asked in a conversation of its own: a list or a recipe just given is no context for it. */
  const freshConversation = () => t.http().delete('/api/chat/messages').set(u.auth).expect(204);

  beforeAll(async () => {
    u = await subscribedUser(t, PREFS);
    socket = await connectSocket(t.baseUrl, u.accessToken);
  });
  beforeEach(freshConversation);
  afterAll(() => socket.disconnect());

  it('« Une boisson pas trop sucrée ? » lists drinks holding little sugar a portion; « Mon gâteau est trop sucré » still gets the rescue', async () => {
    const rescue = await say('Mon gâteau est trop sucré');
    expect(rescue).toMatch(/^Pour un plat ou un dessert trop sucré : /);

    await freshConversation();
    const reply = await say('Une boisson pas trop sucrée ?');
    expect(reply).toMatch(/^Quelques idées pour une boisson peu sucrée :$/m);
    expect(reply).not.toMatch(/trop sucré :|une pointe d'acidité/);
    // Not the drinks without any sugar: the sugar is a wish, no food refused.
    expect(reply).not.toMatch(/sans sucr/);
    const drinks = listed(reply);
    expect(drinks.length).toBeGreaterThan(0);
    const limit = LESS_SWEET_GRAMS.boisson!;
    const sugarOf = (r: LocalRecipe) => recipeEstimate(r.ingredients, r.servings)?.sugar ?? Infinity;
    // The book has sweeter drinks: the wish had something to leave out.
    expect(RECIPES.filter((r) => r.type === 'boisson' && sugarOf(r) > limit).length).toBeGreaterThan(0);
    expect(drinks.filter((d) => d.type !== 'boisson' || !d.recipe || d.recipe.type !== 'boisson' || !(sugarOf(d.recipe) <= limit)).map((d) => d.title)).toEqual([]);
  });

  it('« Une entrée froide ? » lists starters served cold, never a velouté or a soup served hot; its first recipe heats nothing to serve', async () => {
    // The book has starters served hot: the wish had something to leave out.
    expect(RECIPES.filter((r) => r.type === 'entrée' && /^(Velouté|Soupe|Potage)/.test(r.title) && !/froide/.test(r.title)).length).toBeGreaterThan(0);

    const reply = await say('Une entrée froide ?');
    expect(reply).toMatch(/^Quelques idées pour une entrée froide :$/m);
    const starters = listed(reply);
    expect(starters.length).toBeGreaterThan(0);
    expect(starters.filter((s) => s.type !== 'entrée' || /velouté|tiède|chaud/i.test(s.title) || (/^(Soupe|Potage)/.test(s.title) && !/froide/.test(s.title))).map((s) => s.title)).toEqual([]);
    expect(starters.filter((s) => !s.recipe || !servedCold(s.recipe.title, s.recipe.description, s.recipe.instructions)).map((s) => s.title)).toEqual([]);

    const first = await say('la recette de la première');
    expect(first.startsWith(`${starters[0]!.title} — entrée, `)).toBe(true);
    expect(first.slice(first.indexOf('Préparation :'))).not.toMatch(/servez (?:bien )?chaud|servez tiède|servez brûlant/i);
  });

  it('« Que cuisiner quand il fait froid ? » is the weather: comforting dishes, no dish served cold, even right after the cold starters', async () => {
    // Asked right after a list, it once followed up on its first dish: « … ne convient pas. Je vous propose plutôt : » a velouté.
    await say('Une entrée froide ?');
    const reply = await say('Que cuisiner quand il fait froid ?');
    expect(reply).not.toMatch(/ne convient pas/);
    expect(reply).toMatch(/^Quelques idées pour un plat réconfortant :$/m);
    expect(reply).not.toMatch(/froide? :/);
    const dishes = listed(reply);
    expect(dishes.length).toBeGreaterThan(0);
    expect(dishes.filter((d) => d.type !== 'plat' || !d.recipe || servedCold(d.recipe.title, d.recipe.description, d.recipe.instructions)).map((d) => d.title)).toEqual([]);
  });

  it('« Que faire avec des olives ? » lists dishes cooked with olives, never one for its olive oil; « la recette de la première » holds olives', async () => {
    const reply = await say('Que faire avec des olives ?');
    expect(reply).toMatch(/^Avec des olives, je vous propose :$/m);
    const dishes = listed(reply);
    expect(dishes.length).toBeGreaterThan(0);
    const olives = (line: string) => /\bolives?\b/i.test(line) && !/huile d'olive/i.test(line);
    // The book has dishes with olive oil and no olive: the question had some to leave out.
    expect(RECIPES.filter((r) => r.ingredients.some((l) => /huile d'olive/i.test(l)) && !r.ingredients.some(olives)).length).toBeGreaterThan(0);
    expect(dishes.filter((d) => !d.recipe || !d.recipe.ingredients.some(olives)).map((d) => d.title)).toEqual([]);

    const first = await say('la recette de la première');
    expect(first.startsWith(`${dishes[0]!.title} — `)).toBe(true);
    expect(first).toMatch(/pour 3\u00a0personnes\.$/m);
    expect(ingredientLines(first).filter(olives)).not.toEqual([]);
  });

  it('« Un plat sans gluten ni lactose ni oeufs ? » lists dishes refusing all three; each listed dish, given whole, holds none (a tartiflette came)', async () => {
    const question = 'Un plat sans gluten ni lactose ni oeufs ?';
    const reply = await say(question);
    expect(reply).toMatch(/^Quelques idées pour un plat, version sans gluten et sans lactose, sans œufs :$/m);
    const dishes = listed(reply);
    expect(dishes.length).toBeGreaterThan(0);
    expect(reply).not.toMatch(/tartiflette/i);
    expect(dishes.filter((d) => d.type !== 'plat' || !d.recipe).map((d) => d.title)).toEqual([]);
    for (const d of dishes) {
      expect({ title: d.title, found: [...findRestrictionViolations(d.recipe!.ingredients, ['glutenFree', 'dairyFree']), ...findAvoidedFoods(d.recipe!.ingredients, ['œufs'])] }).toEqual({ title: d.title, found: [] });
    }

    // Each dish of the list as the chat gives it whole, asked right after the list.
    const choices = ['la recette de la première', 'la deuxième', 'la troisième'].slice(0, dishes.length);
    for (const [position, choice] of choices.entries()) {
      if (position > 0) {
        await freshConversation();
        expect(listed(await say(question)).map((d) => d.title)).toEqual(dishes.map((d) => d.title));
      }
      const given = await say(choice);
      expect(given.startsWith(`${dishes[position]!.title} — plat, `)).toBe(true);
      const lines = ingredientLines(given);
      expect(lines.length).toBeGreaterThan(2);
      expect({ title: dishes[position]!.title, gluten: lines.filter((l) => GLUTEN.test(l)), lactose: lines.filter((l) => LACTOSE.test(l)), eggs: lines.filter((l) => EGGS.test(l)) }).toEqual({ title: dishes[position]!.title, gluten: [], lactose: [], eggs: [] });
    }
  });

  it('« Un dessert pas cher pour 8 ? » lists desserts without meat, fish or cheese, for the 8 said; the first is given for them; « des repas pas chers » is the budget advice', async () => {
    // Meat, fish and cheese as a cook reads them on a list: what makes a dish's price.
    const COSTLY = /\b(poulet|dinde|canard|bœuf|veau|agneau|porc|jambon|lardons?|saucisses?|saumon|truite|perche|thon|crevettes?|fromages?|gruyère|emmental|parmesan|raclette|vacherin|comté|tomme|feta|mozzarella|chèvre)\b/i;
    const reply = await say('Un dessert pas cher pour 8 ?');
    expect(reply).toMatch(/^Quelques idées pour un dessert économique pour 8\u00a0personnes :$/m);
    const desserts = listed(reply);
    expect(desserts.length).toBeGreaterThan(0);
    expect(desserts.filter((d) => d.type !== 'dessert' || !d.recipe || d.recipe.ingredients.some((line) => COSTLY.test(line))).map((d) => d.title)).toEqual([]);
    const first = await say('la première');
    expect(first.startsWith(`${desserts[0]!.title} — dessert, `)).toBe(true);
    expect(first).toMatch(/pour 8\u00a0personnes\.$/m);

    await freshConversation();
    expect(await say('des repas pas chers')).toMatch(/^Des repas qui nourrissent sans coûter cher :/);
  });
});
