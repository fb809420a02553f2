import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DISH_TYPES, dishTypePicture, type DishType } from '#contracts';
import { DISH_PICTURES, pictureForDish } from './dish-pictures';
import { recipeImageUrl } from './recipe-identity';

const PICTURES_DIR = join(__dirname, '../../../../apps/web/public/images/recipes');

describe('the picture of a recipe follows the dish its title names', () => {
  it.each<[DishType, string, string]>([
    ['entrée', "Velouté d'oignons et de carottes", 'entree-2'],
    ['entrée', 'Soupe de céleri, oignons et carottes', 'entree-2'],
    ['entrée', 'Salade de tomates à la mozzarella', 'entree-1'],
    ['entrée', 'Rillettes de thon au fromage frais', 'entree-3'],
    ['plat', 'Salade composée au poulet', 'entree-1'],
    ['plat', 'Gratin de courgettes au gruyère', 'plat-2'],
    ['plat', 'Pâtes au thon et aux tomates', 'plat-3'],
    ['plat', 'Curry de pois chiches', 'plat-1'],
    ['dessert', 'Salade de fruits à la menthe', 'dessert-3'],
    ['dessert', 'Crumble aux pommes', 'dessert-1'],
    ['dessert', 'Mousse au chocolat à l’eau', 'dessert-2'],
    ['dessert', 'Assiette de parmesan en éclats', 'apero-1'],
    ['boisson', 'Thé glacé à la pêche', 'boisson-3'],
    ['boisson', 'Thé à la menthe', 'boisson-2'],
    ['boisson', 'Smoothie banane-fraise', 'boisson-1'],
    ['apéro', 'Tartines au chèvre et au miel', 'amuse-bouche-1'],
    ['apéro', 'Guacamole et chips de maïs', 'apero-2'],
    ['amuse-bouche', "Verrines d'avocat aux crevettes", 'amuse-bouche-2'],
    ['amuse-bouche', 'Mini-brochettes tomate-mozzarella', 'amuse-bouche-3'],
  ])('%s « %s » → %s', (type, title, picture) => {
    expect(pictureForDish(type, title)).toBe(picture);
    expect(recipeImageUrl(type, 'une-recette-abc123', title)).toBe(`/images/recipes/${picture}.svg`);
  });

  it('names a dish first: a fruit salad in a dessert is fruit, a salad elsewhere is leaves', () => {
    expect(pictureForDish('dessert', 'Salade d’oranges à la cannelle')).toBe('dessert-3');
    expect(pictureForDish('entrée', 'Salade d’oranges et d’endives')).toBe('entree-1');
    // « chips » further in the title does not make a salad a bowl of chips.
    expect(pictureForDish('apéro', 'Bâtonnets de carottes et chips')).toBe('apero-2');
  });

  it("keeps to the type's own pictures when the title names no dish it knows, spread by id", () => {
    expect(pictureForDish('entrée', 'Gâteau aux œufs à la crème')).toBeNull();
    const pictures = new Set(Array.from({ length: 30 }, (_, i) => recipeImageUrl('plat', `recette-${i}`, 'Blanc de poulet aux herbes')));
    expect([...pictures].sort()).toEqual(['/images/recipes/plat-1.svg', '/images/recipes/plat-2.svg', '/images/recipes/plat-3.svg']);
  });

  it('only names pictures the web app ships', () => {
    for (const { picture } of DISH_PICTURES) expect(existsSync(join(PICTURES_DIR, `${picture}.svg`))).toBe(true);
    // The three of each type, which the web app also shows while a recipe is generated.
    for (const type of DISH_TYPES) for (const n of [1, 2, 3] as const) expect(existsSync(join(PICTURES_DIR, '..', '..', dishTypePicture(type, n)))).toBe(true);
  });
});
