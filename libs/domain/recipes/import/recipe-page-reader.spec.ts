import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readRecipePage } from './recipe-page-reader';
import { isoDurationMinutes, yieldServings } from './schema-values';
import { isAllowedAddress } from './guarded-fetch';

const page = (name: string) => readFileSync(join(__dirname, '../../../../test/fixtures/recipe-pages', name), 'utf8');

describe('readRecipePage', () => {
  it('reads JSON-LD among other blocks: entities decoded, ISO durations, yield, HowToStep, category, first image', () => {
    const r = readRecipePage(page('jsonld-steps.html'), 'https://www.exemple-recettes.fr/blanquette');
    expect(r).toMatchObject({
      title: 'Blanquette de veau facile',
      description: 'Une blanquette crémeuse comme à la maison.',
      type: 'plat',
      servings: 6,
      preparationTime: 30,
      cookingTime: 105,
      image: 'https://img.exemple-recettes.fr/blanquette-1x1.jpg',
      tags: ['veau', 'blanquette', 'plat mijoté'],
    });
    expect(r!.ingredients).toHaveLength(8);
    expect(r!.ingredients[0]).toBe('1,2 kg de blanquette de veau');
    expect(r!.steps).toHaveLength(4);
    expect(r!.steps[2]).toBe('Faire revenir les champignons 10 minutes.');
  });

  it('reads a Recipe inside @graph with a type list, HowToSection names kept, relative image resolved', () => {
    const r = readRecipePage(page('graph-sections.html'), 'https://www.exemple-cuisine.fr/tarte-pommes');
    expect(r).toMatchObject({ title: 'Tarte aux pommes et sa pâte brisée maison', type: 'dessert', servings: 8, preparationTime: 40, cookingTime: 35 });
    expect(r!.image).toBe('https://www.exemple-cuisine.fr/media/tarte-pommes.jpg');
    expect(r!.steps).toEqual([
      'La pâte : Sabler la farine et le beurre du bout des doigts.',
      "Ajouter l'eau et le sel, former une boule, réserver 30 minutes au frais.",
      'La garniture : Éplucher et trancher les pommes.',
      'Garnir la pâte, saupoudrer de sucre et cuire 35 minutes à 180 °C.',
    ]);
  });

  it('falls back to microdata (content and datetime attributes first)', () => {
    const r = readRecipePage(page('microdata.html'), 'https://www.exemple-gratins.fr/gratin');
    expect(r).toMatchObject({ title: 'Gratin de courgettes au chèvre', servings: 4, preparationTime: 15, cookingTime: 25, type: 'plat', image: 'https://cdn.exemple-gratins.fr/gratin-courgettes.jpg' });
    expect(r!.ingredients).toEqual(['4 courgettes', '1 bûche de chèvre', '20 cl de crème liquide', '2 œufs']);
    expect(r!.steps).toHaveLength(3);
  });

  it('answers null for a page without a recipe (an Article, a broken JSON-LD block)', () => {
    expect(readRecipePage(page('no-recipe.html'), 'https://x.fr/')).toBeNull();
    expect(readRecipePage('', 'https://x.fr/')).toBeNull();
  });

  it('drops a javascript: image', () => {
    const html = `<script type="application/ld+json">{"@type":"Recipe","name":"X","recipeIngredient":["1 œuf"],"image":"javascript:alert(1)"}</script>`;
    expect(readRecipePage(html, 'https://x.fr/')!.image).toBeNull();
  });
});

describe('schema values', () => {
  it.each([
    ['PT20M', 20], ['PT1H30M', 90], ['P0DT0H20M', 20], ['PT1H', 60], ['P1D', 1440], ['PT90S', 2], ['20 min', null], ['PT', null], [undefined, null],
  ])('isoDurationMinutes(%p) = %p', (v, m) => expect(isoDurationMinutes(v)).toBe(m));
  it.each([
    [4, 4], ['4', 4], ['6 personnes', 6], [['8', '8 parts'], 8], ['6 à 8 parts', 6], ['quelques', null], [0, null],
  ])('yieldServings(%p) = %p', (v, n) => expect(yieldServings(v)).toBe(n));
});

describe('isAllowedAddress', () => {
  it.each(['127.0.0.1', '10.1.2.3', '172.16.5.4', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1'])(
    'refuses %s',
    (a) => expect(isAllowedAddress(a)).toBe(false),
  );
  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111'])('allows %s', (a) => expect(isAllowedAddress(a)).toBe(true));
  it('allows loopback only with the test setting, and never the private network', () => {
    expect(isAllowedAddress('127.0.0.1', true)).toBe(true);
    expect(isAllowedAddress('::1', true)).toBe(true);
    expect(isAllowedAddress('10.0.0.1', true)).toBe(false);
  });
});
