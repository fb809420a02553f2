import { readRecipeText } from './recipe-text-reader';

describe('readRecipeText (offline reader of a pasted recipe)', () => {
  it('with headings: title, servings, times, ingredients and numbered steps', () => {
    const r = readRecipeText(`Gâteau au yaourt de Léa
Pour 6 personnes
Préparation : 15 min – Cuisson : 35 min

Ingrédients
- 1 pot de yaourt nature
- 3 pots de farine
- 2 pots de sucre
- 3 œufs
- sel

Préparation
1. Mélanger le yaourt et le sucre.
2. Ajouter les œufs puis la farine.
3) Cuire 35 minutes à 180 °C.`);
    expect(r).toEqual({
      title: 'Gâteau au yaourt de Léa',
      servings: 6,
      preparationTime: 15,
      cookingTime: 35,
      ingredients: ['1 pot de yaourt nature', '3 pots de farine', '2 pots de sucre', '3 œufs', 'sel'],
      steps: ['Mélanger le yaourt et le sucre.', 'Ajouter les œufs puis la farine.', 'Cuire 35 minutes à 180 °C.'],
    });
  });

  it('without headings: lines with an amount are ingredients, sentences are steps', () => {
    const r = readRecipeText(`Vinaigrette
3 càs d'huile d'olive
1 càs de vinaigre
1 càc de moutarde
Mélanger la moutarde et le vinaigre.
Verser l'huile en fouettant.`);
    expect(r!.ingredients).toEqual(["3 càs d'huile d'olive", '1 càs de vinaigre', '1 càc de moutarde']);
    expect(r!.steps).toEqual(['Mélanger la moutarde et le vinaigre.', "Verser l'huile en fouettant."]);
  });

  it('answers null for nothing to read', () => {
    expect(readRecipeText('   \n  ')).toBeNull();
    expect(readRecipeText('Juste un titre')).toBeNull();
  });
});
