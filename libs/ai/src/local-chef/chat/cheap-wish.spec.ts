import { parseIngredientLine, proteinFamilyOf } from '#ingredients';
import { seededRandom } from '../seeded-random';
import { ask, converse, suggestedRecipes } from './chat-test-helpers';

// « Un dessert pas cher », « une entrée de fête économique », « un gratin pas cher »: one course's or
// one kind's dishes whose price is not in meat, fish or cheese; never the budget advice for every
// meal, which a meal said so still gets. The families that cost are written here from the cook's side.
const COSTLY = new Set(['poisson', 'fruits de mer', 'volaille', 'bœuf', 'veau', 'agneau', 'porc', 'gibier', 'fromage']);
const costly = (lines: readonly string[]) => lines.filter((line) => COSTLY.has(proteinFamilyOf(parseIngredientLine(line).name) ?? ''));

const COURSES = [
  { said: ['un dessert', 'une idée de dessert', 'un dessert pour ce soir'], head: 'un dessert économique' },
  { said: ['une entrée', 'une idée d’entrée', 'une entrée pour 4'], head: 'une entrée économique' },
  { said: ['un plat', 'une idée de plat', 'un plat pour la semaine'], head: 'un plat économique' },
];
const CHEAP = { m: ['pas cher', 'économique', 'petit budget', 'bon marché', 'sans se ruiner'], f: ['pas chère', 'économique', 'petit budget', 'bon marché', 'sans se ruiner'] };

describe('the offline chef gives cheap dishes of the course or kind asked', () => {
  it('a course wished cheap lists that course without meat, fish or cheese, and says so (40 seeded draws)', async () => {
    const random = seededRandom(20261203);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
    for (let draw = 0; draw < 40; draw++) {
      const course = pick(COURSES);
      const said = pick(course.said);
      const cheap = pick(said.startsWith('une') ? CHEAP.f : CHEAP.m);
      const question = `${said} ${cheap} ?`;
      const reply = await ask(question);
      // The people said come after the wish (« une entrée économique pour 4 personnes »).
      expect({ question, head: reply.split('\n')[0].replace(/ pour \d+\u00a0personnes/, '') }).toEqual({ question, head: `Quelques idées pour ${course.head} :` });
      const listed = suggestedRecipes(reply);
      expect(listed.length).toBeGreaterThan(0);
      for (const recipe of listed) expect({ question, title: recipe.title, costly: costly(recipe.ingredients) }).toEqual({ question, title: recipe.title, costly: [] });
    }
  });

  it('a cheese is what costs, by any of its names: the tomme salad is no cheap starter, and its recipe says the tomme costs', async () => {
    expect(await ask('une entrée pas chère')).not.toMatch(/Salade de mâche, poire et tomme/);
    const [, , , reply] = (await converse(['la recette de la salade de mâche, poire et tomme', "c'est cher ?"])).map((t) => t.content);
    expect(reply).toMatch(/ce qui coûte le plus : .*tomme/);
  });

  it('a festive course wished cheap keeps both wishes', async () => {
    const reply = await ask('une entrée de fête pas chère');
    expect(reply).toMatch(/^Quelques idées pour une entrée économique de fête :\n/);
    for (const recipe of suggestedRecipes(reply)) {
      expect(recipe.tags).toContain('festif');
      expect(costly(recipe.ingredients)).toEqual([]);
    }
  });

  it('a kind wished cheap lists that kind, cheap', async () => {
    for (const [question, kind] of [['un gratin pas cher', 'gratin'], ['une tarte pas chère', 'tarte'], ['un gâteau économique', 'gâteau']] as const) {
      const reply = await ask(question);
      expect(reply).toMatch(/^Quelques idées de \S+, version économique :\n/);
      const listed = suggestedRecipes(reply);
      expect(listed.length).toBeGreaterThan(0);
      for (const recipe of listed) {
        expect(recipe.title.toLowerCase().startsWith(kind)).toBe(true);
        expect(costly(recipe.ingredients)).toEqual([]);
      }
    }
  });

  it('a menu wished cheap is three cheap courses; the holiday menu on a budget keeps its own advice', async () => {
    for (const question of ['un menu pas cher', 'un menu pas cher pour 6', 'une idée de menu économique ?']) {
      const reply = await ask(question);
      expect(reply).toMatch(/^Une idée de menu économique(?: pour 6\u00a0personnes)? :\n/);
      const courses = suggestedRecipes(reply);
      expect(courses.map((r) => r.type)).toEqual(['entrée', 'plat', 'dessert']);
      for (const recipe of courses) expect({ question, title: recipe.title, costly: costly(recipe.ingredients) }).toEqual({ question, title: recipe.title, costly: [] });
    }
    expect(await ask('Menu de Noël pas cher ?')).toMatch(/^Un menu de fête à petit prix/);
  });

  it('meals wished cheap, with no course nor kind, still get the budget advice', async () => {
    for (const question of ['des repas pas chers', 'des idées de repas pas chers', 'comment manger pour pas cher ?']) {
      expect(await ask(question)).toMatch(/^Des repas qui nourrissent sans coûter cher :/);
    }
  });
});
