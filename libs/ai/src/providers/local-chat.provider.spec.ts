import { COOKING_TIMES } from '../local-chef/knowledge/cooking-times';
import { FOOD_STORAGE } from '../local-chef/knowledge/food-storage';
import { SUBSTITUTIONS } from '../local-chef/knowledge/substitutions';
import { RECIPES } from '../local-chef/recipes';
import { findAvoidedFoods, findRestrictionViolations } from '../validation/dietary-rules';
import { isQuick } from '../local-chef/chat/recipe-constraints';
import { LocalChatProvider } from './local-chat.provider';
import type { ChatContext, ChatTurn, FridgeItem } from '../types';

const chef = new LocalChatProvider();

async function ask(question: string, context: Partial<ChatContext> = {}, earlier: ChatTurn[] = []): Promise<string> {
  return chef.reply({ history: [...earlier, { role: 'user', content: question }], restrictions: [], avoidedFoods: [], fridge: [], ...context }, () => undefined);
}

/** The recipe titles a suggestion reply lists ("• Titre (type, …"). */
function suggestedRecipes(reply: string) {
  const titles = [...reply.matchAll(/^• (.+?) \(/gm)].map((m) => m[1]);
  return titles.map((title) => RECIPES.find((r) => r.title === title)!);
}

describe('LocalChatProvider, the offline chef', () => {
  describe('(a) what to cook with given ingredients', () => {
    it('suggests 2 or 3 recipes using courgettes and rice', async () => {
      const reply = await ask('Que faire avec des courgettes et du riz ?');
      expect(reply).toMatch(/^Avec des courgettes et du riz, je vous propose :\n/);
      const recipes = suggestedRecipes(reply);
      expect(recipes.length).toBeGreaterThanOrEqual(2);
      expect(recipes.length).toBeLessThanOrEqual(3);
      expect(recipes.every(Boolean)).toBe(true);
      // The best suggestion uses both; every suggestion uses at least one.
      expect(findAvoidedFoods(recipes[0].ingredients, ['courgette'])).not.toEqual([]);
      expect(findAvoidedFoods(recipes[0].ingredients, ['riz'])).not.toEqual([]);
      for (const recipe of recipes) expect(findAvoidedFoods(recipe.ingredients, ['courgette', 'riz'])).not.toEqual([]);
    });

    it("respects the household's restrictions and avoided foods", async () => {
      const reply = await ask("J'ai des pommes de terre, une idée de recette ?", { restrictions: ['vegetarian', 'dairyFree'], avoidedFoods: ['poireaux'] });
      const recipes = suggestedRecipes(reply);
      expect(recipes.length).toBeGreaterThan(0);
      for (const recipe of recipes) {
        expect(findRestrictionViolations(recipe.ingredients, ['vegetarian', 'dairyFree'])).toEqual([]);
        expect(findAvoidedFoods(recipe.ingredients, ['poireaux'])).toEqual([]);
        expect(findAvoidedFoods(recipe.ingredients, ['pommes de terre'])).not.toEqual([]);
      }
    });

    it('warns about a food the household cannot eat and offers a substitute', async () => {
      const reply = await ask('Que cuisiner avec des lardons ?', { restrictions: ['halal'] });
      expect(reply).toMatch(/« lardons » ne convient pas/);
      expect(reply).toMatch(/lardons de dinde/);
    });

    it.each([
      ['Que faire avec des tomates ?', /^Avec des tomates, je vous propose :\n/],
      ['Une idée avec tomates et pâtes ?', /^Avec des tomates et des pâtes, je vous propose :\n/],
      ["Une recette avec de l'ail et le poulet", /^Avec de l'ail et du poulet, je vous propose :\n/],
      ['Que faire avec la farine ?', /^Avec de la farine, je vous propose :\n/],
      // No article said: the gender of the composing chef's table (once « Avec ce que vous avez (riz et tomates) »).
      ['Que faire avec riz et tomates ?', /^Avec du riz et des tomates, je vous propose :\n/],
    ])('names the foods with their article: %s', async (question, expected) => {
      const reply = await ask(question);
      expect(reply).toMatch(expected);
      expect(reply).not.toMatch(/^Avec (?!des |du |de la |de l'|ce que)/);
    });

    it('does not read everyday words as foods', async () => {
      for (const question of ['test pendant le repas', 'Je mange quoi ce soir avec des poireaux ?']) {
        const reply = await ask(question);
        expect(reply).not.toMatch(/fendant|mangue/i);
      }
    });

    it('forgives a typo', async () => {
      expect(suggestedRecipes(await ask('que faire avec des courgete ?')).length).toBeGreaterThan(0);
      expect(await ask('que faire avec des courgete ?')).toMatch(/^Avec des courgettes, je vous propose/);
    });

    it("uses the fridge, soon-expiring items first, when asked 'avec ce que j'ai dans le frigo'", async () => {
      const soon = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      const fridge: FridgeItem[] = [
        { name: 'Poireaux', quantity: 3, unit: 'unité', expirationDate: soon },
        { name: 'Pommes de terre', quantity: 1, unit: 'kg', expirationDate: null },
      ];
      const reply = await ask("Qu'est-ce que je peux cuisiner avec ce que j'ai dans le frigo ?", { fridge });
      expect(reply).toMatch(/frigo \(à utiliser en premier : Poireaux\)/);
      const recipes = suggestedRecipes(reply);
      expect(recipes.length).toBeGreaterThan(0);
      expect(findAvoidedFoods(recipes[0].ingredients, ['poireau'])).not.toEqual([]);
    });

    it('matches the fridge like fridge mode: hen eggs are not quail eggs', async () => {
      const fridge: FridgeItem[] = [{ name: 'Oeufs', quantity: 6, unit: 'unité', expirationDate: null }];
      const quail = RECIPES.find((r) => r.id === 'oeufs-caille-sel-celeri')!;
      const reply = await ask("Un amuse-bouche avec ce que j'ai dans le frigo ?", { fridge });
      expect(suggestedRecipes(reply)).not.toContain(quail);
      const stocked = await ask("Un amuse-bouche avec ce que j'ai dans le frigo ?", {
        fridge: [...fridge, { name: 'Œufs de caille', quantity: 18, unit: 'unité', expirationDate: null }],
      });
      expect(suggestedRecipes(stocked)[0]).toBe(quail);
      // Salt is a staple, celery salt is not.
      expect(stocked).toMatch(/Il vous faudra aussi : sel de céleri, /);
      expect(stocked).toMatch(/« la recette d'œufs de caille au sel de céleri »/);
    });

    it('says the fridge is empty rather than inventing', async () => {
      expect(await ask('Une idée avec ce que j\'ai dans mon frigo ?')).toMatch(/frigo virtuel est vide/);
    });

    it('leaves out what the question refuses and follows its diet words', async () => {
      const noNuts = suggestedRecipes(await ask('Je suis allergique aux noix, que faire avec des pommes ?'));
      expect(noNuts.length).toBeGreaterThan(0);
      for (const recipe of noNuts) {
        expect(findAvoidedFoods(recipe.ingredients, ['noix'])).toEqual([]);
        expect(findAvoidedFoods(recipe.ingredients, ['pommes'])).not.toEqual([]);
      }
      const glutenFree = suggestedRecipes(await ask('Une idée de dessert sans gluten ?'));
      expect(glutenFree.length).toBeGreaterThan(0);
      for (const recipe of glutenFree) {
        expect(recipe.type).toBe('dessert');
        expect(findRestrictionViolations(recipe.ingredients, ['glutenFree'])).toEqual([]);
      }
    });

    it.each(["qu'est-ce que je fais ce soir en 20 minutes avec des oeufs", 'je fais quoi ce soir avec des oeufs ?', "qu'est ce qu'on mange ce soir avec des œufs"])(
      '"%s" asks for dishes made with eggs, not for the time to boil one',
      async (question) => {
        const reply = await ask(question);
        const recipes = suggestedRecipes(reply);
        expect(recipes.length).toBeGreaterThan(0);
        expect(recipes.every((r) => r.ingredients.some((line) => /œuf/.test(line)))).toBe(true);
        expect(reply).not.toMatch(/œuf à la coque/);
      },
    );

    it('reads « en 20 minutes » as a wish for a quick dish', async () => {
      const recipes = suggestedRecipes(await ask("qu'est-ce que je fais ce soir en 20 minutes avec des oeufs"));
      expect(recipes.length).toBeGreaterThan(0);
      expect(recipes.filter((r) => !isQuick(r)).map((r) => r.title)).toEqual([]);
    });

    it('offers main courses for "que faire ce soir ?"', async () => {
      const recipes = suggestedRecipes(await ask('Que faire ce soir ?'));
      expect(recipes.length).toBe(3);
      expect(recipes.every((r) => r.type === 'plat')).toBe(true);
    });

    it('says so when a recipe is not in its collection', async () => {
      expect(await ask('Comment faire un cassoulet ?')).toMatch(/^Je n'ai pas la recette de « cassoulet » dans mon carnet hors ligne/);
    });

    it('gives the whole recipe when asked for it', async () => {
      const reply = await ask('Tu peux me donner la recette de la fondue moitié-moitié ?');
      expect(reply).toMatch(/^Fondue moitié-moitié/);
      expect(reply).toMatch(/400 g de gruyère/);
      expect(reply).toMatch(/^1\. /m);
    });

    it('picks the recipe whose title takes the most words of the question', async () => {
      expect(await ask("La recette de la mousse au chocolat à l'aquafaba ?")).toMatch(/^Mousse au chocolat à l'aquafaba — /);
      expect(await ask('La recette de la mousse au chocolat ?')).toMatch(/^Mousse au chocolat — /);
    });

    it('gives it for the household, as the suggestions page does', async () => {
      const reply = await ask('Tu peux me donner la recette de la fondue moitié-moitié ?', { servings: 2 });
      expect(reply).toMatch(/pour 2\u00a0personnes\./);
      // Written for 4: halved.
      expect(reply).toMatch(/200 g de gruyère/);
    });
  });

  describe('(b) substitutes', () => {
    it('names at least two substitutes for butter', async () => {
      const reply = await ask('Par quoi remplacer le beurre ?');
      expect(reply).toMatch(/^Pour remplacer le beurre/);
      expect(reply.match(/^• /gm)!.length).toBeGreaterThanOrEqual(2);
      expect(reply).toMatch(/huile/);
      expect(reply).toMatch(/margarine/);
    });

    it('understands "je n\'ai plus d\'œufs, que mettre à la place"', async () => {
      const reply = await ask("Je n'ai plus d'œufs, qu'est-ce que je peux mettre à la place dans un gâteau ?");
      expect(reply).toMatch(/remplacer les œufs/);
      expect(reply).toMatch(/graines de lin|compote|banane/);
    });

    it('leaves out substitutes the household cannot eat, and keeps only plant-based ones when asked', async () => {
      const nutFree = await ask('Je peux remplacer le beurre par quoi ?', { restrictions: ['nutFree'] });
      expect(nutFree).not.toMatch(/amande/);
      const vegan = await ask('Un substitut vegan à la crème fraîche ?');
      expect(vegan).toMatch(/crème de soja/);
      expect(vegan).not.toMatch(/yaourt grec|séré|fromage frais/);
    });

    it('replaces a tiramisu\'s boudoirs and coffee, and reads « cuillère à café » as a spoon', async () => {
      expect(await ask('Par quoi remplacer les boudoirs ?')).toMatch(/^Pour remplacer les boudoirs, vous pouvez utiliser :\n• des spéculoos/);
      expect(await ask('Je peux remplacer le café par quoi ?')).toMatch(/^Pour remplacer le café, vous pouvez utiliser :\n• du café décaféiné/);
      expect(await ask('par quoi remplacer une cuillère à café de bicarbonate ?')).toMatch(/^Pour remplacer le bicarbonate/);
      expect(await ask('combien de calories dans une cuillère à café de sucre ?')).toMatch(/^Sucre, pour 100 g/);
    });

    it('has a table of at least 40 ingredients, each with options', () => {
      expect(SUBSTITUTIONS.length).toBeGreaterThanOrEqual(40);
      for (const name of ['beurre', 'œuf', 'crème', 'lait', 'farine', 'sucre', 'levure chimique', 'vin blanc', 'bouillon', 'parmesan']) {
        expect(SUBSTITUTIONS.some((s) => s.names.includes(name) && s.options.length >= 2)).toBe(true);
      }
    });
  });

  describe('(c) conversions', () => {
    it.each([
      ['1 càs de farine', /≈ 10 g/],
      ['Combien de grammes dans une cuillère à soupe de sucre ?', /≈ 15 g/],
      // The food named before the spoon weighs it: a measure, never how sweet sugar is.
      ['Combien de sucre dans 1 cuillère à café ?', /^1 cuillère à café de sucre ≈ 5 g/],
      ['combien de farine dans une cuillère à soupe', /^1 cuillère à soupe de farine ≈ 10 g/],
      ['2 càc de sel, ça fait combien de grammes ?', /≈ 12 g/],
      ['100 g de sucre en cuillères à soupe', /≈ 6,5 cuillères à soupe/],
      ['1 tasse de farine en grammes', /≈ 140 g/],
      ['250 g en kg', /= 0,25 kg/],
      ['1,5 kg en grammes', /= 1500 g/],
      ['33 cl en ml', /= 330 ml/],
      ['combien de dl dans 1 l ?', /= 10 dl/],
      ['Une cuillère à café, c\'est combien de ml ?', /= 5 ml/],
      ['180°C en fahrenheit', /= 356 °F/],
      ['350 °F en degrés Celsius ?', /≈?environ 175 °C/],
      ['Thermostat 6, ça fait combien de degrés ?', /180 °C/],
      ['200 °C c\'est quel thermostat ?', /entre thermostat 6 et 7/],
      ['Combien de ml dans un verre ?', /1 verre = 200 ml/],
      ['Combien pèse un œuf ?', /environ 60 g/],
    ])('%s', async (question, expected) => {
      expect(await ask(question)).toMatch(expected);
    });

    it.each([
      ['100 ml en cuillères à soupe', /^100 ml = environ 6,5 cuillères à soupe\.$/],
      ['10 ml en cuillères à café', /^10 ml = 2 cuillères à café\.$/],
      ['1 càc en cl', /^1 cuillère à café = 0,5 cl\.$/],
      ['1 càs en dl', /^1 cuillère à soupe = 0,15 dl\.$/],
      ['1 tasse en càs', /^1 tasse = environ 16,5 cuillères à soupe\.$/],
      ['2 cl en cuillères à soupe', /^2 cl = environ 1,5 cuillère à soupe\.$/],
      ['1 ml en càc', /^1 ml = 0,2 cuillère à café\.$/],
      ['1 ml en cuillères à soupe', /^1 ml = environ 0,1 cuillère à soupe\.$/],
    ])('reads a conversion naturally: %s', async (question, expected) => {
      expect(await ask(question)).toMatch(expected);
    });
  });

  describe('(d) cooking times and temperatures', () => {
    it.each([
      ['Combien de temps cuire un œuf mollet ?', /6 minutes/],
      ['oeufs à la coque, combien de temps ?', /3 minutes/],
      ['Temps de cuisson des oeufs durs', /9 à 10 minutes/],
      ['Combien de temps pour des pâtes ?', /8 à 12 minutes/],
      ['Cuisson du riz basmati ?', /10 à 12 minutes/],
      ['À quelle température cuire un poulet entier ?', /200 °C/],
      ['Rôti de boeuf saignant, combien de temps au four ?', /saignant, 10 à 12 minutes par livre/],
      ['combien de temps cuire un pavé de saumon au four', /12 à 15 minutes au four à 180 °C/],
      ['Cuire des légumes à la vapeur, combien de temps ?', /vapeur/],
      ['Un gâteau, c\'est combien de temps de cuisson ?', /30 à 40 minutes au four à 180 °C/],
      ['Combien de temps pour un poulet de 1,5 kg ?', /1 h 15 à 1 h 30 au four à 200 °C/],
    ])('%s', async (question, expected) => {
      expect(await ask(question)).toMatch(expected);
    });

    it.each(['on mange à 19h30, je commence quand le rôti de 1kg', 'a quelle heure je dois commencer le roti pour manger a 20h ?'])(
      '"%s" gives the roast\'s time and how to count back from the meal, not dish ideas',
      async (question) => {
        const reply = await ask(question);
        expect(reply).toMatch(/^Rôti de bœuf au four à 220 °C : saignant, 10 à 12 minutes par livre/);
        expect(reply).toMatch(/^Pour être à table à l'heure, comptez à rebours depuis le repas : le préchauffage \(15 minutes\), la cuisson, puis le repos/m);
        expect(suggestedRecipes(reply)).toEqual([]);
      },
    );

    it('keeps a plain cooking time free of the count back', async () => {
      expect(await ask('Rôti de boeuf saignant, combien de temps au four ?')).not.toMatch(/à rebours/);
    });

    it('continues the previous question for a food asked alone', async () => {
      const reply = await ask('Et pour des pommes de terre ?', {}, [
        { role: 'user', content: 'Combien de temps cuire des pâtes ?' },
        { role: 'assistant', content: 'Pâtes sèches : 8 à 12 minutes.' },
      ]);
      expect(reply).toMatch(/Pommes de terre : 20 à 25 minutes/);
    });

    it('has at least 40 entries', () => {
      expect(COOKING_TIMES.length).toBeGreaterThanOrEqual(40);
    });
  });

  describe('(e) keeping food', () => {
    it('explains how to keep strawberries: where, how long, freezing', async () => {
      const reply = await ask('Comment conserver les fraises ?');
      expect(reply).toMatch(/^Les fraises se conservent au réfrigérateur/);
      expect(reply).toMatch(/2 à 3 jours/);
      expect(reply).toMatch(/Congélation :/);
    });

    it('answers about freezing first when asked about it, in the right number', async () => {
      const reply = await ask('Est-ce que je peux congeler du pain ?');
      expect(reply).toMatch(/^Congélation : en tranches/);
      expect(reply).toMatch(/le pain se conserve/);
    });

    it('does not confuse keeping with cooking', async () => {
      expect(await ask('Combien de temps se garde le poulet cuit au frigo ?')).toMatch(/^Le poulet cuit se conserve .*2 jours/);
    });

    it('gives cooked chicken the same keeping time whether asked how long it keeps or what to make of it', async () => {
      const keeping = /(\d+) jours/.exec(await ask('Combien de temps se garde le poulet cuit au frigo ?'))?.[1];
      const leftover = /à manger dans les (\d+) jours/.exec(await ask("Qu'est-ce que je fais avec un reste de poulet ?"))?.[1];
      expect(keeping).toBeDefined();
      expect(leftover).toBe(keeping);
    });

    it('says when freezing spoils a food', async () => {
      expect(await ask('On peut congeler la salade ?')).toMatch(/Congélation : déconseillée/);
    });

    it('has at least 40 entries', () => {
      expect(FOOD_STORAGE.length).toBeGreaterThanOrEqual(40);
    });
  });

  describe('(f) greetings, thanks, help and limits', () => {
    it('greets', async () => {
      expect(await ask('Bonjour !')).toMatch(/^Bonjour ! Je suis le chef de Mijote/);
    });

    it('thanks', async () => {
      expect(await ask('Merci beaucoup')).toMatch(/^Avec plaisir/);
    });

    it("explains what it can do for 'Que puis-je vous demander ?'", async () => {
      const reply = await ask('Que puis-je vous demander ?');
      expect(reply).toMatch(/Vous pouvez me demander/);
      expect(reply).toMatch(/substitution/);
      expect(reply).toMatch(/temps de cuisson/);
    });

    it('keeps a greeting in front of a real answer', async () => {
      expect(await ask('Bonjour, par quoi remplacer le lait ?')).toMatch(/^Bonjour ! Pour remplacer le lait/);
    });

    it.each([
      ['Quel temps fera-t-il demain ?', 'la météo'],
      ['Qui a gagné le match de hockey hier ?', 'le sport'],
      ['Peux-tu m\'écrire un programme en python ?', "l'informatique"],
      ['Raconte-moi quelque chose', 'ce genre de question'],
    ])('says plainly it cannot answer "%s"', async (question, topic) => {
      const reply = await ask(question);
      expect(reply).toMatch(/^Je suis un chef hors ligne : je peux vous aider pour .* mais pas pour /);
      expect(reply).toContain(`mais pas pour ${topic}`);
    });
  });

  it('streams the reply in several small deltas that add up to it', async () => {
    const deltas: string[] = [];
    const reply = await chef.reply({ history: [{ role: 'user', content: 'Par quoi remplacer les œufs ?' }], restrictions: [], avoidedFoods: [], fridge: [] }, (d) => deltas.push(d));
    expect(deltas.length).toBeGreaterThan(10);
    expect(deltas.join('')).toBe(reply);
    expect(Math.max(...deltas.map((d) => d.trim().split(/\s+/).length))).toBe(1);
  });

  it('paces the words, so that they reach the reader as a stream and not in one burst', async () => {
    const paced = new LocalChatProvider(20);
    const arrivals: number[] = [];
    const started = performance.now();
    let resolved = false;
    const done = paced
      .reply({ history: [{ role: 'user', content: 'Par quoi remplacer le beurre ?' }], restrictions: [], avoidedFoods: [], fridge: [] }, () => arrivals.push(performance.now()))
      .then((reply) => {
        resolved = true;
        return reply;
      });
    // The first words go at once; the rest are still to come (a busy machine may let a second one
    // through before this check, never the whole reply).
    await new Promise((resolve) => setImmediate(resolve));
    const early = arrivals.length;
    expect(early).toBeGreaterThanOrEqual(1);
    expect(resolved).toBe(false);
    const reply = await done;
    expect(arrivals.length).toBe(reply.match(/\S+/g)!.length);
    expect(early).toBeLessThan(arrivals.length);
    // A lower bound only: a slow machine makes it longer, never shorter.
    expect(arrivals[arrivals.length - 1]! - started).toBeGreaterThanOrEqual((arrivals.length - 1) * 20 - 1);
  });

  it('stops mid-reply when aborted', async () => {
    const paced = new LocalChatProvider(20);
    const controller = new AbortController();
    let deltas = 0;
    const reply = paced.reply({ history: [{ role: 'user', content: 'Par quoi remplacer le beurre ?' }], restrictions: [], avoidedFoods: [], fridge: [] }, () => {
      deltas += 1;
      if (deltas === 3) controller.abort();
    }, controller.signal);
    await expect(reply).rejects.toThrow();
    expect(deltas).toBe(3);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(chef.reply({ history: [{ role: 'user', content: 'Bonjour' }], restrictions: [], avoidedFoods: [], fridge: [] }, () => undefined, controller.signal)).rejects.toThrow();
  });
});

describe('LocalChatProvider offers the cupboard in one tap', () => {
  const fridge: FridgeItem[] = [
    { name: 'Lait demi-écrémé', quantity: 1.5, unit: 'l', expirationDate: null },
    { name: 'Œufs', quantity: 2, unit: 'unité', expirationDate: null },
    { name: 'Cannelle', quantity: 30, unit: 'g', expirationDate: null },
  ];
  const offered = async (question: string, context: Partial<ChatContext> = {}) => {
    const calls: unknown[] = [];
    const reply = await chef.reply({ history: [{ role: 'user', content: question }], restrictions: [], avoidedFoods: [], fridge, servings: 4, ...context }, () => undefined, undefined, (call) => calls.push(call));
    return { reply, calls };
  };

  it('a dessert of the fridge that lacks only sugar comes with a card that adds it, and says so', async () => {
    const { reply, calls } = await offered("Quel dessert avec ce qu'il y a dans mon frigo ?");
    expect(calls).toEqual([{ name: 'add_to_pantry', arguments: { basics: ['sucre'] } }]);
    expect(reply).toMatch(/demande aussi : sucre\. Confirmez ci-dessous pour l'ajouter à «\u00a0Mon placard\u00a0», puis redemandez-moi\.$/mu);
  });

  it('a chicken of the fridge that smells comes with a card that takes it out as thrown; a food of several pieces, or one kept, offers nothing', async () => {
    const chicken = { name: 'Blancs de poulet', quantity: 400, unit: 'g', expirationDate: null };
    const { reply, calls } = await offered('Le poulet sent bizarre, je le jette ?', { fridge: [...fridge, chicken] });
    expect(calls).toEqual([{ name: 'remove_from_fridge', arguments: { name: 'Blancs de poulet', reason: 'thrown' } }]);
    expect(reply).toMatch(/^«\u00a0Blancs de poulet\u00a0» est dans votre frigo\u00a0: confirmez ci-dessous pour retirer l'article, compté comme jeté dans vos chiffres anti-gaspi\.$/mu);
    // A pot of cream goes whole; one yoghurt of four is thrown alone; a comté with mould is cut, not thrown; a chicken not in the fridge has no card.
    expect((await offered('la crème a moisi, je la jette ?', { fridge: [...fridge, { name: 'Crème fraîche', quantity: 20, unit: 'cl', expirationDate: null }] })).calls).toEqual([
      { name: 'remove_from_fridge', arguments: { name: 'Crème fraîche', reason: 'thrown' } },
    ]);
    expect((await offered('mon yaourt a moisi, je le jette ?', { fridge: [...fridge, { name: 'Yaourts nature', quantity: 4, unit: 'unité', expirationDate: null }] })).calls).toEqual([]);
    expect((await offered('du moisi sur le comté', { fridge: [...fridge, { name: 'Comté', quantity: 300, unit: 'g', expirationDate: null }] })).calls).toEqual([]);
    expect((await offered('Le poulet sent bizarre, je le jette ?')).calls).toEqual([]);
  });

  it('offers nothing when the cupboard already holds it, nor under another answer', async () => {
    expect((await offered("Quel dessert avec ce qu'il y a dans mon frigo ?", { staples: ['sel', 'eau', 'sucre'] })).calls).toEqual([]);
    expect((await offered('Combien de temps cuire des œufs durs ?')).calls).toEqual([]);
  });
});
