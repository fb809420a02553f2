import { DISH_KINDS, dishKindOf, inColdMonths, kindLeadOf } from './dish-kinds';

const kind = (title: string) => dishKindOf(title)?.kind ?? null;

describe('the kind of dish a title names', () => {
  it('reads the word a title opens with, in any number, case or accent', () => {
    expect(kind('Salade composée au gruyère, à la feta et aux pommes')).toBe('salade');
    expect(kind('Salade de quinoa au gruyère et aux carottes')).toBe('salade');
    expect(kind('Taboulé à la menthe')).toBe('salade');
    expect(kind('Velouté de carottes au cumin')).toBe('soupe');
    expect(kind('Crème de potiron')).toBe('soupe');
    expect(kind('Gratin de courgettes et carottes au poulet')).toBe('gratin');
    expect(kind('Quiche aux poireaux et gruyère')).toBe('tarte');
    expect(kind('Wraps au poulet, aux courgettes et aux carottes')).toBe('pain garni');
    expect(kind('OMELETTE aux champignons')).toBe('omelette');
    expect(kind('Œufs cocotte aux épinards')).toBe('omelette');
    expect(kind('Curry de pois chiches')).toBe('mijoté');
  });

  it('leaves a title that opens with a food, or a word it only contains, without a kind', () => {
    expect(kind('Poulet basquaise')).toBeNull();
    expect(kind('Pâtes à la crème fraîche et au poulet')).toBeNull();
    // « crème » alone is not a soup, nor is a dish with a salad on the side.
    expect(kind('Crème brûlée')).toBeNull();
    expect(kind('Steak haché, salade verte')).toBeNull();
  });

  it('says each kind in the plural, and no word opens two kinds', () => {
    for (const k of DISH_KINDS) expect(k.plural).toMatch(/s\b/);
    const heads = DISH_KINDS.flatMap((k) => k.heads);
    expect(new Set(heads).size).toBe(heads.length);
  });

  it('knows which kinds are served cold and which warm a winter evening, and which months are cold (November to March)', () => {
    const cold = (title: string) => dishKindOf(title)?.cold ?? false;
    const warming = (title: string) => dishKindOf(title)?.warming ?? false;
    expect([cold('Salade composée au gruyère'), cold('Gaspacho andalou'), cold('Velouté de potiron'), cold('Poulet basquaise')]).toEqual([true, true, false, false]);
    // A plate of cold ham is a cold dinner as a salad is (the week counts it in the cold months).
    expect(dishKindOf('Assiette de jambon blanc, salade verte')).toMatchObject({ kind: 'assiette froide', cold: true });
    // A gaspacho is a soup, but no warming one.
    expect([warming('Gaspacho andalou'), warming('Velouté de potiron'), warming('Gratin dauphinois'), warming('Curry de pois chiches'), warming('Quiche lorraine')]).toEqual([false, true, true, true, false]);
    expect(['2026-10-31', '2026-11-01', '2027-01-15', '2027-03-31', '2027-04-01'].map(inColdMonths)).toEqual([false, true, true, true, false]);
  });

  it('counts a warm salad as a salad, but not as a cold dinner: a word of its title says it is served warm', () => {
    const cold = (title: string) => dishKindOf(title)?.cold ?? false;
    const warm = ['Salade de chèvre chaud', 'Salade de chèvre chaud au miel', 'Salade tiède de lentilles vertes', 'Salade de lentilles tiède', 'Salade de gésiers confits', 'SALADE CHAUDE de pommes de terre', 'Salade tiède'];
    expect(warm.map(kind)).toEqual(warm.map(() => 'salade'));
    expect(warm.filter(cold)).toEqual([]);
    // A cold salad stays cold, a word that only opens like a warm one changes nothing, and a kind without warm words keeps its season.
    expect(['Salade composée au gruyère', 'Taboulé à la menthe', 'Salade de chaource et pommes', 'Gaspacho servi tiède'].map(cold)).toEqual([true, true, true, true]);
    expect(dishKindOf('Salade de chèvre chaud')?.plural).toBe('salades');
  });

  it('reads the food a dish of a kind is named for, first after its head, in any number', () => {
    expect(kindLeadOf('Soupe de tomates au riz et aux lardons')).toBe(kindLeadOf('Soupe de tomate et potiron aux pâtes'));
    expect(kindLeadOf('Soupe de tomates au riz et aux lardons')).toBe('tomate');
    expect(kindLeadOf("Soupe d'endives aux pommes de terre")).toBe('endive');
    expect(kindLeadOf('Wraps au jambon blanc et aux carottes')).toBe('jambon');
    expect(kindLeadOf('Frittata à la dinde, au brocoli')).toBe('dinde');
    expect(kindLeadOf('Velouté de carottes au cumin')).toBe('carotte');
    expect(kindLeadOf('Poulet basquaise')).toBeNull();
  });
});
