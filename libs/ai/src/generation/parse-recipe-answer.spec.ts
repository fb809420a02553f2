import { RecipeGenerationError } from '../types';
import { parseRecipeAnswer } from './parse-recipe-answer';

describe('parseRecipeAnswer', () => {
  it('reads a plain JSON answer', () => {
    expect(parseRecipeAnswer('{"title":"Soupe","description":"Chaude.","preparationTime":25,"servings":2,"difficulty":"facile","ingredients":["1 poireau"],"instructions":["Cuire."]}')).toEqual({
      title: 'Soupe',
      description: 'Chaude.',
      preparationTime: 25,
      servings: 2,
      difficulty: 'facile',
      ingredients: ['1 poireau'],
      instructions: ['Cuire.'],
    });
  });

  it('tolerates code fences, prose around, trailing commas, a wrapper and French keys', () => {
    const answer = 'Bien sûr !\n```json\n{"recette": {"titre": "Soupe", "Description": "Chaude.", "temps_de_preparation": "1 h 15", "portions": "4 personnes", "difficulté": "Moyenne", "ingrédients": ["1 poireau",], "étapes": "1. Laver. 2. Cuire."}}\n```\nBon appétit !';
    expect(parseRecipeAnswer(answer)).toEqual({
      title: 'Soupe',
      description: 'Chaude.',
      preparationTime: 75,
      servings: 4,
      difficulty: 'Moyenne',
      ingredients: ['1 poireau'],
      instructions: ['1. Laver. 2. Cuire.'],
    });
  });

  it('writes ingredient objects as French lines', () => {
    const draft = parseRecipeAnswer(
      JSON.stringify({ title: 'x', ingredients: [{ quantity: 200, unit: 'g', name: 'farine' }, { quantité: 2, nom: 'œufs' }, { quantity: 1, unit: 'càs', name: 'huile' }, { name: 'sel' }] }),
    );
    expect(draft.ingredients).toEqual(['200 g de farine', '2 œufs', "1 càs d'huile", 'sel']);
  });

  it.each([['no JSON', 'Voici une recette de soupe.'], ['broken JSON', '{"title": "Soupe", '], ['an array', '[1, 2]'], ['nothing', ''], ['null', null]])(
    "refuses %s with 'Format de réponse invalide'",
    (_what, content) => {
      expect(() => parseRecipeAnswer(content)).toThrow(RecipeGenerationError);
      expect(() => parseRecipeAnswer(content)).toThrow('Format de réponse invalide');
    },
  );
});
