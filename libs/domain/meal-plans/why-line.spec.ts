import type { PlanDish, PlanSlot } from '#contracts';
import type { PlannerContext } from './plan-rules';
import { whyLine } from './why-line';

// Monday 30 November 2026.
const slot: PlanSlot = { date: '2026-11-30', meal: 'dinner', effort: 'normal', status: 'pending', locked: false, dish: null, why: null };
const dish = (ingredients: string[]): PlanDish => ({
  recipeId: 'r', title: 'Plat', description: '', imageUrl: '', preparationTime: 30, servings: 4, difficulty: 'facile',
  ingredients, instructions: [], source: 'chef', vegetarian: false, protein: null,
});
const item = (name: string, expirationDate: string) => ({ name, quantity: 1, unit: 'unité', expirationDate });
const ctx = (fridge: PlannerContext['fridge']): PlannerContext => ({
  today: '2026-11-29', restrictions: [], avoidedFoods: [], preferredFoods: [], difficulty: 'facile', servings: 4,
  fridge, staples: [], history: [], weekMeals: [], saved: [], vegetarianEvenings: 0,
});

describe('the week’s reason for a dish names the fridge’s food as a sentence does', () => {
  it.each([
    ['Poulet', '300 g de poulet', 'Utilise le poulet qui expire mardi'],
    ['Emmental râpé', "80 g d'emmental râpé", "Utilise l'emmental râpé qui expire mardi"],
    ['Crème fraîche', '20 cl de crème fraîche', 'Utilise la crème fraîche qui expire mardi'],
    ['Courgettes', '3 courgettes', 'Utilise les courgettes qui expirent mardi'],
    ["Jus d'orange", "50 cl de jus d'orange", "Utilise le jus d'orange qui expire mardi"],
  ])('%s expiring Tuesday', (name, line, expected) => {
    const fridge = [item(name, '2026-12-01')];
    expect(whyLine(dish([line]), slot, ctx(fridge), fridge)).toBe(expected);
  });

  it('says « le jour même » for a food that expires on the dinner’s day (the week is read days ahead)', () => {
    const fridge = [item('Poulet', '2026-11-30')];
    expect(whyLine(dish(['300 g de poulet']), slot, ctx(fridge), fridge)).toBe('Utilise le poulet qui expire le jour même');
  });

  it('dates a food that expires a week or more after the dinner (« mardi » would read as the next one)', () => {
    const apples = [item('Pommes', '2026-12-08')];
    expect(whyLine(dish(['3 pommes']), slot, ctx(apples), apples)).toBe('Utilise les pommes qui expirent mardi 8 décembre');
    const milk = [item('Lait', '2026-12-01')];
    const sunday = { ...slot, date: '2026-11-22' };
    expect(whyLine(dish(['50 cl de lait']), sunday, ctx(milk), milk)).toBe('Utilise le lait qui expire mardi 1er décembre');
  });

  it('dates a food that expires after the dinner’s week: on Thursday, « mercredi » alone would read as the day before', () => {
    const thursday = { ...slot, date: '2026-12-03' };
    const apples = [item('Pommes', '2026-12-09')];
    expect(whyLine(dish(['3 pommes']), thursday, ctx(apples), apples)).toBe('Utilise les pommes qui expirent mercredi 9 décembre');
    const sunday = [item('Pommes', '2026-12-06')];
    expect(whyLine(dish(['3 pommes']), thursday, ctx(sunday), sunday)).toBe('Utilise les pommes qui expirent dimanche');
    const sundayDinner = { ...slot, date: '2026-12-06' };
    const monday = [item('Pommes', '2026-12-07')];
    expect(whyLine(dish(['3 pommes']), sundayDinner, ctx(monday), monday)).toBe('Utilise les pommes qui expirent lundi 7 décembre');
  });

  it('says « le reste de » with its elision when nothing urgent is used, and quotes a food the chef does not know', () => {
    const emmental = [item('Emmental râpé', '2026-12-20')];
    expect(whyLine(dish(["80 g d'emmental râpé"]), slot, ctx(emmental), [])).toBe("Utilise le reste d'emmental râpé du frigo");
    const poulet = [item('Poulet', '2026-12-20')];
    expect(whyLine(dish(['300 g de poulet']), slot, ctx(poulet), [])).toBe('Utilise le reste de poulet du frigo');
    const unknown = [item('Zorglub maison', '2026-12-01')];
    expect(whyLine(dish(['1 zorglub maison']), slot, ctx(unknown), unknown)).toBe('Utilise « zorglub maison » qui expire mardi');
  });

  it('leaves the minutes to the card, which shows them right below; a quick evening says « vite prêt »', () => {
    const fridge = [item('Poulet', '2026-12-01')];
    const line = whyLine(dish(['300 g de poulet']), slot, ctx(fridge), fridge);
    expect(line).toBe('Utilise le poulet qui expire mardi');
    expect(line).not.toMatch(/min\b/u);
    const quick = { ...slot, effort: 'rapide' as const };
    expect(whyLine(dish(['300 g de poulet']), quick, ctx(fridge), fridge)).toBe('Utilise le poulet qui expire mardi, vite prêt');
    expect(whyLine(dish(['200 g de riz']), quick, ctx([]), [])).toBe('Vite prêt');
    expect(whyLine({ ...dish(['200 g de riz']), protein: 'poisson' }, slot, ctx([]), [])).toBe('Change de la semaine : poisson');
  });
});
