import { portionsEaten } from '#contracts';
import { containsFood } from '../food-match';
import { FAMILY_QUESTIONS, FOOD_SAFETY_QUESTIONS } from '../knowledge/family-questions';
import { PARTY_ITEMS } from '../knowledge/party';
import { seededRandom } from '../seeded-random';
import { NUMBER_WORDS } from './text-match';
import { REHEAT_AGAIN, REHEATING } from '../knowledge/reheating';
import { SEASONS } from '../knowledge/seasons';
import { cannotAnswer, HELP_REPLY } from '../knowledge/small-talk';
import { ask, givenRecipe, recipe, suggestedRecipes } from './chat-test-helpers';

const answer = (id: string) => [...FAMILY_QUESTIONS, ...FOOD_SAFETY_QUESTIONS].find((q) => q.id === id)!.answer;

// Questions as families type them (typos, no accents, SMS style), on what the first round left out.
describe('the offline chef answers everyday family questions as a cook would', () => {
  it.each([
    ['que faire avec des restes de poulet', 'restes-poulet'],
    ['jai du poulet roti de la veille, des idees ?', 'restes-poulet'],
    ['que faire avec du riz cuit en reste', 'restes-riz'],
    ["il me reste du riz d'hier", 'restes-riz'],
    ["il me reste des pates d'hier", 'restes-pates'],
    ['que faire avec du pain dur', 'pain-dur'],
    ['Je suis enceinte, je peux manger du fromage au lait cru ?', 'grossesse'],
    ['enceinte, les sushis c\'est possible ?', 'grossesse'],
    // Once a tartiflette.
    ['Que manger quand on est malade ?', 'malade'],
    ["J'ai la gastro, je mange quoi ?", 'malade'],
    ['Ma fille est malade, je lui fais quoi ?', 'malade'],
    ['Un dessert pour un diabétique ?', 'diabete'],
    ['Mon père est diabétique, que cuisiner ?', 'diabete'],
    ['recette avec pain rassis svp', 'pain-dur'],
    ['comment accommoder les restes du repas de dimanche', 'restes-general'],
    ['des idees anti gaspi', 'restes-general'],
    ["il reste la moitié du gratin d'hier, on en fait quoi ?", 'restes-general'],
    ['comment faire du batch cooking', 'batch-cooking'],
    ["je voudrais cuisiner à l'avance pour toute la semaine, comment m'organiser ?", 'batch-cooking'],
    ['meal prep pour la semaine', 'batch-cooking'],
    ['repas pas cher pour 4', 'budget'],
    ['idee de repas petit budget', 'budget'],
    ["c'est la fin de mois, on mange quoi ?", 'budget'],
    ['fais moi un menu pour la semaine', 'menu-semaine'],
    ["c'est quoi un menu équilibré pour la semaine ?", 'menu-semaine'],
    ['un menu équilibré pour ce soir ?', 'repas-equilibre'],
    ['un menu de la semaine pour 4 personnes svp', 'menu-semaine'],
    ["tu peux m'aider a faire le planning des repas", 'menu-semaine'],
    ["quoi prévoir pour un goûter d'anniversaire de 10 enfants", 'fete-quantites'],
    ['combien de pizzas pour une fête', 'fete-quantites'],
    ['une idée de buffet pour un mariage', 'fete-quantites'],
    ['comment réchauffer des crêpes', 'rechauffer'],
    ['je peux manger un yaourt perime ?', 'date-limite'],
    ['date limite depassee de 3 jours pour des oeufs, je les jette ?', 'date-limite'],
    ['quelle difference entre dlc et ddm', 'date-limite'],
    ['un jambon périmé depuis hier ça passe ?', 'date-limite'],
    ['idee de lunch box pour le bureau', 'lunch-box'],
    ['quoi mettre dans la boite a lunch de mon fils', 'lunch-box'],
    ['un pique nique pour dimanche, des idées ?', 'lunch-box'],
    ['cuisiner avec des enfants de 4 ans une recette', 'cuisiner-enfants'],
    ['une recette facile a faire avec les enfants', 'cuisiner-enfants'],
    ['un atelier cuisine pour mercredi apres midi', 'cuisiner-enfants'],
    ['je recois samedi, quoi preparer la veille ?', 'preparer-veille'],
    ["c'est quoi un repas équilibré", 'repas-equilibre'],
    ["qu'est ce que je peux faire avec un reste de purée", 'restes-puree'],
    ['on a des restes de raclette, idées ?', 'restes-raclette'],
    ['je veux preparer mes repas le dimanche pour toute la semaine', 'batch-cooking'],
    ["quoi manger quand on a pas d'argent", 'budget'],
    ['comment organiser mes repas de la semaine', 'menu-semaine'],
    // A dish of the book named gets its own answer (holiday-table.spec.ts); a kind of dish, the list.
    ["combien de temps à l'avance je peux faire une mousse", 'preparer-veille'],
    ['je peux recongeler de la viande décongelée ?', 'recongeler'],
    // Once the freezer line of minced meat, « décongelez au réfrigérateur », whatever the hurry.
    ['Comment décongeler rapidement de la viande hachée ?', 'decongeler'],
    ['comment décongeler un poulet ?', 'decongeler'],
    ["c'est grave si j'ai mangé un steak périmé", 'date-limite'],
    ['idée de repas à emporter pour le travail', 'lunch-box'],
    ['comment manger plus sainement en famille', 'repas-equilibre'],
    ['idées menu de noel', 'menu-fetes'],
    ['un menu pour le reveillon du nouvel an ?', 'menu-fetes'],
    ["qu'est-ce que je fais pour le repas de Noël ?", 'menu-fetes'],
    ["gateau d'anniversaire facile pour 10 enfants", 'anniversaire'],
    ["une idée pour l'anniversaire de ma fille de 6 ans", 'anniversaire'],
    ['je peux faire tes recettes au thermomix ?', 'robot-cuiseur'],
    ['ca marche au cookeo ?', 'robot-cuiseur'],
    ['que peut manger un bébé de 10 mois', 'bebe'],
    ['la diversification alimentaire, on commence comment ?', 'bebe'],
    // Once a list of recipes with wine.
    ['Est-ce que je peux cuisiner avec du vin pour les enfants ?', 'alcool-cuisson'],
    ["l'alcool s'évapore à la cuisson ?", 'alcool-cuisson'],
  ])('%s', async (question, id) => {
    const reply = await ask(question);
    expect(reply).toBe(answer(id));
    expect(suggestedRecipes(reply)).toEqual([]);
  });

  it('answers how a food cooks from the cooking notes when the book has no recipe of that name', async () => {
    const reply = await ask('Comment faire des frites au four ?');
    expect(reply).toMatch(/^Frites maison/);
    expect(reply).toMatch(/Au four : 30 à 35 minutes à 220 °C/);
  });

  it('leaves a Christmas recipe asked to the recipes: « Noël » alone is no menu', async () => {
    expect(await ask('la recette des biscuits de noël')).toMatch(/^Je n'ai pas la recette de « biscuits de noël »/);
  });

  it('offers the recipes of the book closest to one it lacks, by the foods its name holds, never a drink for a dish', async () => {
    const tart = await ask('recette de tarte aux poires');
    expect(tart).toMatch(/^Je n'ai pas la recette de « tarte aux poires » dans mon carnet hors ligne\. Avec des poires, je vous propose plutôt :$/mu);
    const offered = suggestedRecipes(tart);
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.filter((r) => r.type === 'boisson' || !containsFood(r.ingredients, 'poires')).map((r) => r.id)).toEqual([]);
    const cake = await ask('Une recette de gâteau au citron ?');
    expect(cake).toMatch(/^Je n'ai pas la recette de « gâteau au citron » dans mon carnet hors ligne\. Avec du citron, je vous propose plutôt :$/mu);
    const near = suggestedRecipes(cake);
    expect(near.length).toBeGreaterThan(0);
    expect(near.every((r) => r.type === 'dessert' && containsFood(r.ingredients, 'citron'))).toBe(true);
  });

  it.each([
    ['legumes de saison en decembre', 'décembre', true, false],
    ['quels fruits en janvier', 'janvier', false, true],
    ['fruits et légumes de saison en juillet ?', 'juillet', true, true],
    ['les legumes de saison au mois de mai', 'mai', true, false],
  ])('%s', async (question, month, vegetables, fruits) => {
    const reply = await ask(question);
    const season = SEASONS.find((s) => s.month === month)!;
    expect(reply).toMatch(new RegExp(`^En ${month}, on trouve de saison :`));
    expect(reply.includes(`légumes : ${season.vegetables[0]}`)).toBe(vegetables);
    expect(reply.includes(`fruits : ${season.fruits[0]}`)).toBe(fruits);
  });

  it.each([
    ['combien de quiches pour 20 personnes', 'Pour 20\u00a0personnes : 3 à 4 quiches (de 26 à 28 cm, en buffet).'],
    ["on est 15 a l'apero combien de chips", 'Pour 15\u00a0personnes : 3 sachets de chips ou de biscuits apéritif (150 g le sachet).'],
    ['apero dinatoire pour 12, je prevois combien de pieces ?', 'Pour 12\u00a0personnes : 144 à 180 pièces (en apéro dînatoire ; avant un repas, 4 à 6 par personne suffisent).'],
    ['combien de bouteilles de vin pour 30 invites', 'Pour 30\u00a0personnes : 8 à 10 bouteilles de vin.'],
    ['combien de fromage pour 20 personnes', 'Pour 20\u00a0personnes : 1 à 1,6 kg de fromage (sur un plateau après le repas).'],
    ['combien de baguettes on est 8', 'Pour 8\u00a0personnes : 2 à 3 baguettes.'],
  ])('%s', async (question, expected) => {
    expect(await ask(question)).toBe(expected);
  });

  it.each([
    ['quelle est la saison des fraises', 'Fraises : de saison de mai à juillet.'],
    ['les poireaux c est de saison quand ?', "Poireaux : de saison d'octobre à mars."],
    ['saison des tomates', 'Tomates : de saison de juin à septembre.'],
  ])('%s', async (question, expected) => {
    expect(await ask(question)).toBe(expected);
  });

  it('takes this month when the question names none', async () => {
    expect(await ask('quels legumes sont de saison en ce moment ?')).toMatch(/^En [a-zéû]+, on trouve de saison :\n• légumes : /);
  });

  it('leaves keeping times, freezing and ideas with a food to their own answers', async () => {
    expect(await ask('que faire avec des restes de poulet')).toBe(answer('restes-poulet'));
    expect(suggestedRecipes(await ask('une idée de dessert pour une soirée entre amis')).length).toBeGreaterThan(0);
    expect(await ask('Combien de temps se garde le poulet cuit au frigo ?')).toMatch(/^Le poulet cuit se conserve/);
    expect(await ask('je peux congeler des lasagnes maison')).toMatch(/^Congélation : /);
    expect(await ask('Que faire avec des courgettes et du riz ?')).toMatch(/je vous propose/);
    expect(await ask('que faire avec mes restes', { fridge: [{ name: 'Courgettes', quantity: 2, unit: 'pièce', expirationDate: null }] })).toMatch(/frigo/);
  });

  it('answers each example its help gives', async () => {
    const examples = [...HELP_REPLY.matchAll(/« (.+?) »/g)].map((m) => m[1]);
    expect(examples.length).toBeGreaterThan(12);
    for (const example of examples) {
      const reply = await ask(example);
      expect([HELP_REPLY, cannotAnswer()]).not.toContain(reply);
      expect(reply).not.toMatch(/^Dites-moi quels ingrédients/);
    }
  });
});

describe('the offline chef gives the recipe a family question asks for first', () => {
  const tips = [...FAMILY_QUESTIONS].find((q) => q.id === 'cuisiner-enfants')!;

  it.each([
    ['je cuisine avec mon fils des crêpes, la recette ?'],
    ['avec ma fille on veut faire des crepes, la recette svp'],
  ])('« %s » gets the crêpes, then the tips for cooking with a child in one line', async (question) => {
    const reply = await ask(question);
    expect(givenRecipe(reply)?.title).toBe('Crêpes au sucre et au citron');
    expect(reply.trimEnd().endsWith(tips.inOneLine!)).toBe(true);
    expect(reply).not.toContain(tips.answer.split('\n')[0]);
  });

  it('gives a basic preparation asked for with a child, then the tips in one line', async () => {
    const reply = await ask('comment faire une pâte à crêpes avec ma fille ?');
    expect(reply.startsWith('Pâte à crêpes')).toBe(true);
    expect(reply.trimEnd().endsWith(tips.inOneLine!)).toBe(true);
  });

  it('keeps the tips whole when no dish is asked for, or one the collection does not have', async () => {
    expect(await ask('je cuisine avec mon fils, des idées ?')).toBe(tips.answer);
    expect(await ask('on fait des madeleines avec les enfants, la recette ?')).toBe(tips.answer);
  });

  it('reads « des crêpes, la recette ? » as « la recette des crêpes »', async () => {
    expect(givenRecipe(await ask('des crêpes, la recette ?'))).toBe(recipe(givenRecipe(await ask('la recette des crêpes ?'))!.id));
  });
});

describe('the offline chef says how to reheat the food named, not only the general rules', () => {
  const reheat = (id: string) => REHEATING.find((r) => r.id === id)!.answer;

  it.each([
    ['comment réchauffer du riz', 'riz'],
    ['je peux rechauffer du riz ?', 'riz'],
    ['rechauffer riz micro onde', 'riz'],
    ['comment rechauffer des lasagnes', 'plats-au-four'],
    ['rechauffer des lasagnes congelees', 'plats-au-four'],
    ['comment faire réchauffer un gratin dauphinois', 'plats-au-four'],
    ['comment réchauffer une soupe', 'soupe'],
    ['rechauffer un veloute sans qu il brule', 'soupe'],
    ['comment réchauffer du poisson', 'poisson'],
    ['réchauffer du saumon cuit', 'poisson'],
    ['comment réchauffer des pâtes', 'pates'],
    ['rechauffer des pates', 'pates'],
    ['comment réchauffer un bœuf bourguignon', 'plats-en-sauce'],
    ['rechauffer une quiche', 'pizza-quiche'],
  ])('%s', async (question, id) => {
    expect(await ask(question)).toBe(reheat(id));
  });

  it('keeps rice safe: cooled fast, reheated once, steaming hot, thrown away if left out', () => {
    expect(reheat('riz')).toMatch(/refroidissez-le vite/);
    expect(reheat('riz')).toMatch(/une seule fois/);
    expect(reheat('riz')).toMatch(/fumant à cœur/);
    expect(reheat('riz')).toMatch(/température ambiante, ou déjà réchauffé une fois : jetez-le/);
    for (const { answer } of REHEATING) expect(answer).toMatch(/une seule fois/i);
  });

  it('gives the general rules for a food it has no advice for', async () => {
    expect(await ask('comment réchauffer des crêpes')).toBe(answer('rechauffer'));
  });
});

describe('the offline chef answers « deux fois ? » for the food named: once only, and why', () => {
  const again = (id: string) => REHEATING.find((r) => r.id === id)!.again;

  it.each([
    ['rechauffer du riz deux fois', 'riz'],
    ['peut-on réchauffer deux fois du riz ?', 'riz'],
    ['on peut rechauffer le riz 2 fois', 'riz'],
    ['riz réchauffé deux fois danger ?', 'riz'],
    ['le riz déjà réchauffé peut-il être réchauffé à nouveau', 'riz'],
    ["rechauffer du poulet deux fois c'est dangereux ?", 'poulet'],
    ['est-ce dangereux de réchauffer du poulet deux fois', 'poulet'],
    ['réchauffer une deuxième fois du poulet', 'poulet'],
    ['réchauffer des lasagnes plusieurs fois', 'plats-au-four'],
    ['je peux re-réchauffer la soupe ?', 'soupe'],
    ['peut-on réchauffer le poisson 2x', 'poisson'],
    ['rechauffer 2 fois les pates', 'pates'],
    ['on peut réchauffer un bourguignon plus d’une fois ?', 'plats-en-sauce'],
  ])('%s', async (question, id) => {
    expect(await ask(question)).toBe(again(id));
  });

  it('says once for a dish it does not name, and every food says why', async () => {
    expect(await ask('on peut réchauffer un plat au micro onde plusieurs fois')).toBe(REHEAT_AGAIN);
    expect(await ask('peut on réchauffer un plat deux fois')).toBe(REHEAT_AGAIN);
    for (const { again } of REHEATING) expect(again).toMatch(/une seule fois, jamais deux : .*(bactérie|toxine)/u);
    expect(again('riz')).toMatch(/Bacillus cereus/);
  });
});

describe('the offline chef counts a child as half a portion at a party, as the app counts a household', () => {
  it.each([
    ['combien de pieces pour 10 adultes et 6 enfants', 'Pour 10\u00a0adultes et 6\u00a0enfants, soit 13\u00a0portions (chaque enfant compte pour une demi-portion) : 156 à 195 pièces (en apéro dînatoire ; avant un repas, 4 à 6 par personne suffisent).'],
    ['combien de fromage pour dix adultes et six enfants ?', 'Pour 10\u00a0adultes et 6\u00a0enfants, soit 13\u00a0portions (chaque enfant compte pour une demi-portion) : 0,7 à 1 kg de fromage (sur un plateau après le repas).'],
    ['combien de pizzas pour 20 personnes dont 8 enfants', 'Pour 12\u00a0adultes et 8\u00a0enfants, soit 16\u00a0portions (chaque enfant compte pour une demi-portion) : 2 à 3 pizzas (en buffet ; 1 par personne en plat).'],
    ['combien de chips pour 4 adultes et 3 enfants', 'Pour 4\u00a0adultes et 3\u00a0enfants, soit 6\u00a0portions (chaque enfant compte pour une demi-portion) : 1 à 2 sachets de chips ou de biscuits apéritif (150 g le sachet).'],
    // Wine is for the adults; drinks and cake for everyone (every child at a birthday has a slice).
    ['on sera 10 adultes et six enfants, combien de bouteilles de vin', 'Pour les 10\u00a0adultes : 3 à 4 bouteilles de vin.'],
    ['anniversaire de ma fille 12 enfants combien de gateaux', 'Pour 12\u00a0enfants : 2 gâteaux (de 8 parts).'],
    ['combien de gateaux pour 2 enfants', 'Pour 2\u00a0enfants : 1 gâteau (de 8 parts).'],
    ['combien de boissons pour 10 adultes et 6 enfants', 'Pour 10\u00a0adultes et 6\u00a0enfants : 16 à 24 litres de boissons (en tout, eau comprise).'],
  ])('%s', async (question, expected) => {
    expect(await ask(question)).toBe(expected);
  });

  it('over seeded random tables, gives for adults and children what it gives for the portions they eat (200 questions)', async () => {
    const random = seededRandom(20261128);
    const spelled = Object.fromEntries(Object.entries(NUMBER_WORDS).filter(([w]) => w !== 'une').map(([word, n]) => [n, word]));
    const say = (n: number) => (random() < 0.4 && spelled[n] ? spelled[n] : String(n));
    const plural = (n: number, word: string) => `${say(n)} ${word}${n > 1 ? 's' : ''}`;
    const items = PARTY_ITEMS.filter((item) => !item.counts);
    for (let i = 0; i < 200; i++) {
      const item = items[Math.floor(random() * items.length)];
      const adults = Math.floor(random() * 25);
      // Three children at least when no adult comes, so that they eat two portions, as « pour 2 personnes » does.
      const children = (adults === 0 ? 3 : 1) + Math.floor(random() * 15);
      const name = item.names[Math.floor(random() * item.names.length)];
      const table = adults === 0 ? plural(children, 'enfant') : random() < 0.5 ? `${plural(adults, 'adulte')} et ${plural(children, 'enfant')}` : `${adults + children} personnes dont ${plural(children, 'enfant')}`;
      const question = random() < 0.5 ? `combien de ${name} pour ${table}` : `on sera ${table}, combien de ${name} ?`;
      const portions = portionsEaten({ adults, children });
      const same = await ask(`combien de ${name} pour ${portions} personnes`);
      const who = [adults > 0 ? `${adults}\u00a0adulte${adults > 1 ? 's' : ''}` : '', `${children}\u00a0enfant${children > 1 ? 's' : ''}`].filter(Boolean).join(' et ');
      const expected = same.replace(/^Pour \d+\u00a0personnes :/, `Pour ${who}, soit ${portions}\u00a0portions (chaque enfant compte pour une demi-portion) :`);
      expect({ question, reply: await ask(question) }).toEqual({ question, reply: expected });
    }
  });

  it('uses the app\'s rule for any table: the portions are those of portionsEaten', async () => {
    for (const [adults, children] of [[2, 3], [10, 6], [0, 7], [5, 1]]) {
      const reply = await ask(`combien de quiches pour ${adults} adultes et ${children} enfants`);
      const portions = portionsEaten({ adults, children });
      expect(reply).toContain(`soit ${portions}\u00a0portions`);
      expect(reply).toMatch(new RegExp(`: ${Math.ceil(portions / 8)}( à ${Math.ceil(portions / 6)})? quiches?`));
    }
  });
});

describe('the fridge and the bin, as families ask', () => {
  it.each([
    ['comment ne pas gaspiller ?', 'anti-gaspi'],
    ['je jette trop, comment faire ?', 'anti-gaspi'],
    ['comment organiser mon frigo ?', 'ranger-frigo'],
    ['à quelle température doit être le frigo ?', 'ranger-frigo'],
  ])('« %s » gets its answer, never « votre frigo virtuel est vide »', async (question, id) => {
    const reply = await ask(question);
    expect(reply).toBe(FAMILY_QUESTIONS.find((q) => q.id === id)!.answer);
  });

  it('tells how to know a food is still good from its own signs (« comment savoir si la viande est encore bonne ? »), never with recipes', async () => {
    const reply = await ask('comment savoir si la viande est encore bonne ?');
    expect(reply).toMatch(/^Une viande qui sent mauvais/u);
    expect(suggestedRecipes(reply)).toEqual([]);
  });

  it('keeps a dish in the freezer as the leftovers it is (« combien de temps se garde un plat au congélateur ? »)', async () => {
    expect(await ask('combien de temps se garde un plat au congélateur ?')).toMatch(/^Congélation : en portions étiquetées : 3 mois/u);
  });
});
