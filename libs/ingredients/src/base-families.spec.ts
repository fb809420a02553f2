import { baseTerms, mainBase } from './base-families';
import { mainProtein } from './protein-families';
import { parseIngredientLine } from './parse-ingredient';

const baseOf = (lines: string[]) => mainBase(lines.map((line) => parseIngredientLine(line).name));

describe('the base a main dish stands on', () => {
  it('reads pasta, rice, potatoes, grains and bread from the lines, whatever their shape or kind', () => {
    expect(baseOf(['300 g de pâtes', '2 courgettes'])).toBe('pâtes');
    expect(baseOf(['250 g de spaghetti', '1 oignon'])).toBe('pâtes');
    expect(baseOf(['200 g de nouilles de riz', '150 g de crevettes'])).toBe('pâtes');
    expect(baseOf(['250 g de riz basmati', '400 g de poulet'])).toBe('riz');
    expect(baseOf(['1 kg de pommes de terre', '4 œufs'])).toBe('pommes de terre');
    expect(baseOf(['200 g de semoule', '2 carottes'])).toBe('semoule et céréales');
    expect(baseOf(['4 tortillas', '200 g de poulet'])).toBe('pain et galettes');
  });

  it('takes a tart dough before the potatoes in it, and never a paste for pasta', () => {
    expect(baseOf(['1 pâte brisée', '3 pommes de terre', '20 cl de crème'])).toBe('pâte à tarte ou à pizza');
    expect(baseOf(['2 càs de pâte de curry', '250 g de riz', '400 g de poulet'])).toBe('riz');
    expect(baseOf(['3 œufs', '2 courgettes', '50 g de parmesan'])).toBeNull();
    // An apple is no potato.
    expect(baseOf(['4 pommes', '50 g de beurre'])).toBeNull();
  });

  it('names the words to leave a base out, and leaves the proteins as they were read', () => {
    expect(baseTerms('riz')).toContain('riz');
    expect(baseTerms('inconnu')).toEqual([]);
    expect(mainProtein(['lardons', 'œufs', 'pâte brisée'])).toBe('porc');
  });
});
