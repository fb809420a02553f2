import { RECIPES } from './recipes';
import { scaleRecipeSteps } from './scale-steps';

describe('scaleRecipeSteps: the steps agree with the counted ingredients whose number changed', () => {
  const recipe = (id: string) => RECIPES.find((r) => r.id === id)!;

  it('a tiramisu for 2 has one egg: its yolk and its white, and the pronoun that stands for it', () => {
    const steps = scaleRecipeSteps(recipe('tiramisu'), 2);
    expect(steps[1]).toBe("Séparez l'œuf, fouettez le jaune avec le sucre jusqu'à ce que le mélange blanchisse, puis incorporez le mascarpone.");
    expect(steps[2]).toBe('Montez le blanc en neige ferme et incorporez-le délicatement à la crème.');
    expect(scaleRecipeSteps(recipe('tiramisu'), 6)).toEqual(recipe('tiramisu').instructions);
  });

  it.each([
    // Written for 4 with 2 eggs, the crêpes for 1 break one egg.
    ['crepes-sucre-citron', 1, 'Versez la farine et le sel dans un saladier, creusez un puits et cassez-y l\'œuf.'],
    // Plural again for more people, after "du" and before "sans le/la + verb".
    ['citronnade-menthe-gingembre', 1, 'Pressez le citron et versez le jus dans une grande carafe.'],
  ])('%s for %i', (id, servings, step) => {
    expect(scaleRecipeSteps(recipe(id), servings)).toContain(step);
  });

  it('leaves alone what it cannot make agree: an adjective after the noun, several nouns a pronoun stands for', () => {
    const steps = (instructions: string[], ingredients: string[], servings: number) => scaleRecipeSteps({ ingredients, instructions, servings: 4 }, servings);
    expect(steps(['Émiettez les œufs durs par-dessus.'], ['4 œufs'], 1)).toEqual(['Émiettez les œufs durs par-dessus.']);
    expect(steps(["Lavez l'orange et le citron, puis coupez-les en rondelles."], ['1 orange', '1 citron'], 8)).toEqual(['Lavez les oranges et les citrons, puis coupez-les en rondelles.']);
    expect(steps(['Émincez les poireaux et faites-les fondre dans le beurre.'], ['2 poireaux'], 2)).toEqual(['Émincez le poireau et faites-le fondre dans le beurre.']);
    expect(steps(['Coupez le poireau et faites-le fondre dans le beurre.'], ['1 poireau'], 8)).toEqual(['Coupez les poireaux et faites-les fondre dans le beurre.']);
    expect(steps(['Prélevez le zeste de l\'orange.'], ['1 orange'], 8)).toEqual(['Prélevez le zeste des oranges.']);
    expect(steps(['Garnissez une des pâtes.'], ['2 pâtes feuilletées'], 2)).toEqual(['Garnissez une des pâtes.']);
  });

  it('never writes a singular noun after a plural article, nor the reverse, in the whole collection', () => {
    for (const r of RECIPES) {
      for (const servings of [1, 2, 3, 8, 12]) {
        for (const [i, step] of scaleRecipeSteps(r, servings).entries()) {
          const original = r.instructions[i]!;
          if (step === original) continue;
          // Not a pronoun before its verb ("sans les peler").
          const added = [...step.matchAll(/(?<![\p{L}'-])(?<!sans |en )(?:les|des|aux) (\p{L}+)/gu)].filter((m) => !original.includes(m[0]));
          expect({ id: r.id, servings, step, wrong: added.filter((m) => !/[sx]$/u.test(m[1]!)).map((m) => m[0]) }).toEqual({ id: r.id, servings, step, wrong: [] });
        }
      }
    }
  });
});

