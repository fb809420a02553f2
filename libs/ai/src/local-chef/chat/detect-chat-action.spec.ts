import { detectChatAction } from './detect-chat-action';
import { resolveFrenchDay } from './french-day';
import { converse } from './chat-test-helpers';
import type { ChatTurn } from '../../types';

const CREPES = 'Tu peux me donner la recette des crêpes au sucre et au citron ?';
// 2026-11-25 is a Wednesday.
const TODAY = '2026-11-25';
const detect = (question: string, earlier: ChatTurn[] = []) =>
  detectChatAction({ history: [...earlier, { role: 'user', content: question }], restrictions: [], avoidedFoods: [], fridge: [] }, TODAY);

describe('the offline chef reads actions in French phrases', () => {
  it('"ajoute les ingrédients à ma liste" proposes the last recipe\'s lines, as it gave them', async () => {
    const earlier = await converse([CREPES]);
    const action = detect('Ajoute les ingrédients à ma liste', earlier);
    expect(action?.call).toEqual({
      name: 'add_to_shopping_list',
      arguments: expect.objectContaining({ recipeId: 'crepes-sucre-citron', recipeTitle: 'Crêpes au sucre et au citron', ingredients: expect.arrayContaining(['250 g de farine', '4 œufs']) }),
    });
  });

  it('"ajoute ce qu\'il manque à ma liste" proposes the lines the fridge does not hold, or says nothing is missing', async () => {
    const earlier = await converse([CREPES]);
    const item = (name: string, quantity: number, unit: string, expirationDate: string | null = null) => ({ name, quantity, unit, expirationDate });
    const withFridge = (question: string, fridge: ReturnType<typeof item>[]) =>
      detectChatAction({ history: [...earlier, { role: 'user', content: question }], restrictions: [], avoidedFoods: [], fridge }, TODAY);
    // 4 eggs asked, 2 held: short; the flour, milk and butter are there.
    const some = [item('Farine', 1, 'kg'), item('Lait', 1, 'l'), item('Œufs', 2, 'unité'), item('Beurre', 250, 'g')];
    const action = withFridge("Ajoute ce qu'il manque à ma liste", some);
    expect(action?.call?.name).toBe('add_to_shopping_list');
    const lines = (action?.call?.arguments as { ingredients: string[] }).ingredients;
    expect(lines).toEqual(expect.arrayContaining(['2 œufs', '2 citrons']));
    expect(lines.some((l) => /farine|lait|beurre/.test(l))).toBe(false);
    // Only what the fridge lacks, converted as the fridge mode counts (20 cl of the 50 cl of milk,
    // 100 g of the 250 g of flour); eggs past their date are not held.
    const partly = [item('Farine', 100, 'g'), item('Lait', 20, 'cl'), item('Œufs', 1, 'unité'), item('Œufs', 6, 'unité', '2026-11-20'), item('Beurre', 250, 'g')];
    const partLines = (withFridge("Ajoute ce qu'il manque à ma liste", partly)?.call?.arguments as { ingredients: string[] }).ingredients;
    expect(partLines).toEqual(expect.arrayContaining(['150 g de farine', '3 œufs', '30 cl de lait', '2 citrons']));
    expect(partLines).not.toContain('4 œufs');
    expect(partLines.some((l) => /beurre/.test(l))).toBe(false);
    const all = [...some.filter((i) => i.name !== 'Œufs'), item('Œufs', 12, 'unité'), item('Citron', 2, 'unité'), item('Sucre', 1, 'kg'), item('Sel', 1, 'kg')];
    expect(withFridge('mets ce qui manque sur la liste de courses', all)).toEqual({ reply: "Votre frigo a déjà tout ce qu'il faut pour «\u00a0Crêpes au sucre et au citron\u00a0»\u00a0: rien à ajouter à la liste." });
  });

  it('without a recipe in the conversation, it says so and proposes nothing', () => {
    const action = detect('ajoute les ingrédients à ma liste');
    expect(action?.call).toBeUndefined();
    expect(action?.reply).toMatch(/demandez-moi d'abord une recette/);
  });

  it('« rajoute », « remets » put things away as « ajoute » does: to the list, the fridge, the cupboard', () => {
    expect(detect('rajoute du pain à la liste')?.call).toEqual({ name: 'add_to_shopping_list', arguments: { ingredients: ['pain'] } });
    expect(detect('remets du beurre sur la liste de courses')?.call).toEqual({ name: 'add_to_shopping_list', arguments: { ingredients: ['beurre'] } });
    expect(detect('rajoute 6 oeufs au frigo')?.call).toEqual({ name: 'add_to_fridge', arguments: { items: [{ name: 'oeufs', quantity: 6, unit: 'unité' }] } });
    expect(detect('rajoute du sucre au placard')?.call).toEqual({ name: 'add_to_pantry', arguments: { basics: ['sucre'] } });
  });

  it('"ajoute du lait et 6 œufs à ma liste" names the items', () => {
    expect(detect('ajoute du lait et 6 œufs à ma liste')?.call).toEqual({ name: 'add_to_shopping_list', arguments: { ingredients: ['lait', '6 œufs'] } });
  });

  it.each([
    ['planifie ça jeudi soir', '2026-11-26', '19:00'],
    ['Planifie-la demain midi', '2026-11-26', '12:30'],
    ['prévois ça lundi à 19h30', '2026-11-30', '19:30'],
    ['planifie ça mercredi soir', '2026-11-25', '19:00'],
  ])('"%s" plans the recipe on %s at %s', async (phrase, date, time) => {
    const action = detect(phrase, await converse([CREPES]));
    expect(action?.call?.name).toBe('plan_meal');
    expect(action?.call?.arguments).toMatchObject({ recipeTitle: 'Crêpes au sucre et au citron', date, time, type: 'dessert' });
  });

  // 2026-11-25 is a Wednesday: samedi is the 28th.
  it.each([
    ['Ajoute-la à mon planning demain soir', '2026-11-26', '19:00'],
    ['mets ça samedi midi', '2026-11-28', '12:30'],
    ['ajoute cette recette au planning vendredi', '2026-11-27', '19:00'],
    ['mets la à mon planning pour demain midi', '2026-11-26', '12:30'],
    ['on la fait samedi midi', '2026-11-28', '12:30'],
  ])('"%s" plans the last recipe on %s at %s', async (phrase, date, time) => {
    const action = detect(phrase, await converse([CREPES]));
    expect(action?.call?.name).toBe('plan_meal');
    expect(action?.call?.arguments).toMatchObject({ recipeId: 'crepes-sucre-citron', date, time });
  });

  it.each([
    ['mets des pâtes carbonara au menu de mardi', 'pates-carbonara', '2026-12-01', '19:00'],
    ['on mange une tartiflette samedi soir', 'tartiflette', '2026-11-28', '19:00'],
    ['planifie des crêpes jeudi midi', 'crepes-sucre-citron', '2026-11-26', '12:30'],
    ['mets la quiche lorraine vendredi à 19h30', 'quiche-lorraine', '2026-11-27', '19:30'],
  ])('"%s" plans the dish of the book it names, no recipe asked before', (phrase, recipeId, date, time) => {
    expect(detect(phrase)?.call).toEqual({ name: 'plan_meal', arguments: expect.objectContaining({ recipeId, date, time }) });
  });

  it('names no dish in « on mange quoi demain ? », « je fais les courses demain », « mets le poulet au four mardi », and asks « on mange des crêpes mardi ? » as a question', () => {
    for (const phrase of ['on mange quoi demain ?', 'je fais les courses demain', 'mets le poulet au four mardi', 'on mange des crêpes mardi ?']) expect(detect(phrase)).toBeNull();
  });

  it('"ajoute-la à mon planning" without a day asks for one', async () => {
    expect(detect('Ajoute-la à mon planning', await converse([CREPES]))).toEqual({ reply: expect.stringMatching(/jour/) });
  });

  it('a pronoun without a day, or a thing put somewhere, is no planning', async () => {
    const earlier = await converse([CREPES]);
    expect(detect('mets la pâte au frais demain', earlier)?.call?.name).not.toBe('plan_meal');
    expect(detect('mets-la en favori', earlier)?.call?.name).toBe('add_favorite');
  });

  it('"j\'ai acheté 6 œufs et du beurre" adds them to the fridge, accents kept', () => {
    expect(detect("J'ai acheté 6 œufs et du beurre")?.call).toEqual({
      name: 'add_to_fridge',
      arguments: { items: [{ name: 'œufs', quantity: 6, unit: 'unité' }, { name: 'beurre', quantity: 1, unit: 'unité' }] },
    });
  });

  it('drops the article in front of a name', () => {
    expect(detect("J'ai acheté de l'huile, des lentilles et les yaourts")?.call?.arguments).toMatchObject({ items: [{ name: 'huile' }, { name: 'lentilles' }, { name: 'yaourts' }] });
  });

  it('"ajoute le sucre au placard" adds basics to « Mon placard », never to the fridge or the list', () => {
    expect(detect('Ajoute le sucre au placard')?.call).toEqual({ name: 'add_to_pantry', arguments: { basics: ['sucre'] } });
    expect(detect('mets de la farine et du beurre dans mon placard')?.call).toEqual({ name: 'add_to_pantry', arguments: { basics: ['farine', 'beurre'] } });
    expect(detect('Comment ajouter le sucre au placard ?')).toBeNull();
  });

  it('"enlève le lait du frigo" removes it by name', () => {
    expect(detect('enlève le lait du frigo')?.call).toEqual({ name: 'remove_from_fridge', arguments: { name: 'lait' } });
  });

  it.each([
    ["J'ai utilisé le lait", 'lait', 'used'],
    ["j'ai mangé les yaourts", 'yaourts', 'eaten'],
    ["J'ai jeté la crème du frigo", 'crème', 'thrown'],
  ])('"%s" takes it out of the fridge, counted for anti-gaspi', (phrase, name, reason) => {
    expect(detect(phrase)?.call).toEqual({ name: 'remove_from_fridge', arguments: { name, reason } });
  });

  it('"garde cette recette" and "mets-la en favori" act on the last recipe', async () => {
    const earlier = await converse([CREPES]);
    expect(detect('garde cette recette', earlier)?.call).toMatchObject({ name: 'save_recipe', arguments: { title: 'Crêpes au sucre et au citron' } });
    expect(detect('mets-la en favori', earlier)?.call).toMatchObject({ name: 'add_favorite', arguments: { recipeId: 'crepes-sucre-citron' } });
  });

  it.each(['ajoute ça à ma liste', 'Mets ça sur ma liste de courses', 'ajoute les ingrédients à ma liste de courses'])('"%s" is the last recipe to the list', async (phrase) => {
    expect(detect(phrase, await converse([CREPES]))?.call).toMatchObject({ name: 'add_to_shopping_list', arguments: { recipeTitle: 'Crêpes au sucre et au citron' } });
  });

  it.each(['garde-la', 'Enregistre ça', 'ajoute-la à mes recettes', 'sauvegarde la recette'])('"%s" keeps the last recipe', async (phrase) => {
    expect(detect(phrase, await converse([CREPES]))?.call?.name).toBe('save_recipe');
  });

  it('questions stay questions, even after a recipe', async () => {
    const earlier = await converse([CREPES]);
    for (const question of ['Combien de temps se conserve la pâte ?', 'Comment planifier mes repas de la semaine ?', 'Comment garder la pâte au frais ?', 'Est-ce que je peux ajouter du rhum à la liste ?']) {
      expect(detect(question, earlier)).toBeNull();
    }
    expect(detect('Par quoi remplacer le beurre ?')).toBeNull();
    expect(detect('Combien de temps se garde le lait au frigo ?')).toBeNull();
    expect(detect('Et pour 8 personnes ?', await converse([CREPES]))).toBeNull();
  });

  it('resolves French days from the kitchen\'s today', () => {
    expect(resolveFrenchDay('ce soir', TODAY)).toEqual({ date: TODAY, time: '19:00' });
    expect(resolveFrenchDay('après-demain midi', TODAY)).toEqual({ date: '2026-11-27', time: '12:30' });
    expect(resolveFrenchDay('dimanche', TODAY)).toEqual({ date: '2026-11-29', time: '19:00' });
    expect(resolveFrenchDay('un de ces jours', TODAY)).toBeNull();
  });
});

describe('a reminder of what to buy is a line of the shopping list', () => {
  // Once none: « pense à acheter du pain » got recipe ideas with bread.
  it.each([
    ['Pense à acheter du pain', ['pain']],
    ['Il faut racheter des œufs', ['œufs']],
    ['Pense à racheter du lait et des yaourts', ['lait', 'yaourts']],
    ["N'oublie pas le beurre dans les courses", ['beurre']],
    ["On n'a plus de café", ['café']],
    // When it is wanted is no part of the line (once « pain pour demain »); « note » alone says it too.
    ['Pense à acheter du pain pour demain', ['pain']],
    ["On n'a plus de lait pour le petit déjeuner", ['lait']],
    ['Note du pain pour demain', ['pain']],
    ['Note-moi du lait et des œufs', ['lait', 'œufs']],
    ['Notez 2 baguettes pour ce soir', ['2 baguettes']],
  ])('« %s »', (question, ingredients) => {
    expect(detect(question)?.call).toEqual({ name: 'add_to_shopping_list', arguments: { ingredients } });
  });

  it('never a question, nor what a recipe just given lacks, nor a cook at the stove', async () => {
    expect(detect('Il faut acheter quoi pour une raclette ?')).toBeNull();
    expect(detect('Il faut acheter quoi pour une raclette')).toBeNull();
    expect(detect("On n'a plus de lait", await converse([CREPES]))).toBeNull();
    expect(detect("Je n'ai plus de beurre")).toBeNull();
  });

  it('never a dish of the book noted for a day (it is planned), nor a recipe noted', () => {
    expect(detect('Note des crêpes pour samedi')?.call?.name).toBe('plan_meal');
    expect(detect('Note une tartiflette pour dimanche soir')?.call?.name).toBe('plan_meal');
    expect(detect('Note la recette')?.call?.name).not.toBe('add_to_shopping_list');
  });
});
