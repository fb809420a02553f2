import { parseIngredientLine } from './parse-ingredient';
import { mainProtein, proteinFamilyOf } from './protein-families';

const proteinOf = (lines: string[]) => mainProtein(lines.map((line) => parseIngredientLine(line).name));

describe('the protein a dish is built on', () => {
  it('is never a stock named after a meat or a fish: « fond de veau », « bouillon de bœuf » flavour a dish, they are no piece of it', () => {
    expect(proteinFamilyOf('fond de veau')).toBeNull();
    expect(proteinFamilyOf('bouillon de bœuf')).toBeNull();
    expect(proteinFamilyOf('bouillon de poulet')).toBeNull();
    expect(proteinFamilyOf('cube de bouillon de volaille')).toBeNull();
    expect(proteinFamilyOf('fumet de poisson')).toBeNull();
    expect(proteinOf(['250 g de champignons de Paris', '10 cl de fond de veau', '20 cl de crème', '300 g de tagliatelles'])).toBeNull();
    expect(proteinOf(['2 poireaux', '1 cube de bouillon de bœuf', '4 œufs'])).toBe('œufs');
  });

  it('still reads the meat beside its stock', () => {
    expect(proteinFamilyOf('escalope de veau')).toBe('veau');
    expect(proteinOf(["600 g d'émincé de veau", '10 cl de fond de veau', '20 cl de crème'])).toBe('veau');
    expect(proteinOf(['4 blancs de poulet', '50 cl de bouillon de poulet'])).toBe('volaille');
  });
});
