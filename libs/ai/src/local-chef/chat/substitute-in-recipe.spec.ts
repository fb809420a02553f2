import { ingredientName } from '../../generation/fridge-match';
import { findAvoidedFoods } from '../../validation/dietary-rules';
import { RECIPES } from '../recipes';
import { ask, converse, givenLines, givenRecipe, recipe } from './chat-test-helpers';
import { recipeReply } from './recipe-reply';
import { toWords } from './text-match';

const household = { history: [], restrictions: [], avoidedFoods: [], fridge: [] };
const FOLLOW_UPS = ['Et sans oeufs ?', 'sans gluten ?', 'sans lactose ?'];

/** The chef's reply to `followUp` right after it gave `r`. */
const adapted = (r: (typeof RECIPES)[number], followUp: string) =>
  ask(followUp, {}, [
    { role: 'user', content: `La recette de ${r.title} ?` },
    { role: 'assistant', content: recipeReply(r, r.servings, household) },
  ]);

const section = (reply: string, title: string) => reply.split(`${title}\n`)[1]?.split('\n\n')[0].split('\n') ?? [];

describe('a substitute put into the last recipe', () => {
  it('is what the steps speak of, over the whole collection, « sans œufs », « sans gluten » and « sans lactose »', async () => {
    const still: string[] = [];
    for (const r of RECIPES) {
      for (const followUp of FOLLOW_UPS) {
        const reply = await adapted(r, followUp);
        if (!reply.startsWith('Voici la recette adaptée')) continue;
        const steps = section(reply, 'Préparation :').flatMap((step) => toWords(step));
        for (const line of section(reply, 'Ingrédients :').filter((l) => l.includes(' → '))) {
          // The food's own word, singular or plural: « œuf », « beurre », « lait ».
          const [food, instead] = line.slice(2).split(' → ');
          const head = toWords(ingredientName(food))[0].replace(/[sx]$/, '');
          // « le yaourt de soja » for « le yaourt » is the substitute's own name.
          if (toWords(instead).some((w) => w.startsWith(head))) continue;
          if (steps.some((w) => w === head || w === `${head}s` || w === `${head}x`)) still.push(`${r.id} ${followUp}: ${line}`);
        }
      }
    }
    expect(still).toEqual([]);
  });

  it('says its amount for the food it replaces, once, without the advice on when to use it', async () => {
    const reply = await ask('Et sans oeufs ?', { servings: 6 }, await converse(['La recette du tiramisu ?'], { servings: 6 }));
    // 50 g of tofu for each egg: 3 eggs, 150 g; « dans les quiches, les flans et les crèmes » was for choosing it.
    expect(reply).toMatch(/^• 3 œufs → 150 g de tofu soyeux mixé$/m);
    expect(reply).toMatch(/^• 24 boudoirs → des spéculoos, au même poids$/m);
    // How to dip them is said where they are dipped.
    expect(reply).toMatch(/^\d\. Trempez rapidement la moitié des spéculoos \(à peine une seconde : ils boivent vite le café\) dans le café/m);
    expect(reply.match(/ils boivent vite/g)).toHaveLength(1);
    // No egg to separate, no white to whip: the tofu is whisked with the sugar.
    expect(reply).toMatch(/^2\. Fouettez le tofu soyeux avec le sucre/m);
    expect(reply).not.toMatch(/blancs en neige|Séparez/);
  });

  it('never carries the advice of the substitutes table into a recipe line', async () => {
    const advice = /pour 1 œuf|dans les (?:gâteaux|quiches)|pour une version|partout où|pour un gratin|qui supporte/;
    for (const r of RECIPES) {
      for (const followUp of FOLLOW_UPS) {
        const lines = section(await adapted(r, followUp), 'Ingrédients :').filter((l) => l.includes(' → '));
        expect(lines.filter((l) => advice.test(l))).toEqual([]);
      }
    }
  });

  it('rewrites the crêpes for aquafaba, plant milk and margarine: poured, not broken', async () => {
    const reply = await ask('et sans lactose ?', {}, await converse(['Tu peux me donner la recette des crêpes au sucre et au citron ?', 'Et sans oeufs ?']));
    expect(reply).toMatch(/^• 4 œufs → 12 càs d'aquafaba \(le jus d'une boîte de pois chiches\)$/m);
    expect(reply).toMatch(/^1\. Versez la farine et le sel dans un saladier, creusez un puits et versez-y l'aquafaba\.$/m);
    expect(reply).toMatch(/^2\. Fouettez en ajoutant la boisson végétale petit à petit pour éviter les grumeaux, puis les deux tiers de la margarine fondue\.$/m);
  });

  it.each(['oeufs-mimosa', 'omelette-courgettes-parmesan', 'rosti-oeuf-au-plat', 'salade-lyonnaise', 'mousse-au-chocolat'])(
    '« Et sans oeufs ? » after %s, whose eggs are the dish, proposes another recipe, never aquafaba « au plat »',
    async (id) => {
      const reply = await adapted(recipe(id), 'Et sans oeufs ?');
      expect(reply).toMatch(/ne se prête pas à une version sans œufs\. Je vous propose plutôt :/);
      expect(givenRecipe(reply)).not.toBe(recipe(id));
      // No egg of the dish « replaced » by aquafaba or tofu; a recipe made with aquafaba may be the one proposed.
      expect(reply).not.toMatch(/→ .*(?:aquafaba|tofu)/);
      expect(findAvoidedFoods(givenLines(reply), ['œufs'])).toEqual([]);
    },
  );

  it('proposes, for a chocolate mousse without eggs, the book’s mousse that has none, the closest by its foods', async () => {
    expect(givenRecipe(await adapted(recipe('mousse-au-chocolat'), 'Et sans oeufs ?'))).toBe(recipe('mousse-chocolat-aquafaba'));
  });

  describe('serves the role of the food it replaces', () => {
    const DIETS = ['sans gluten ?', 'sans lactose ?', 'version vegan ?'];
    // A food's role, read from its line, and what a substitute in that role says.
    const ROLES: { role: string; food: RegExp; substitute: RegExp }[] = [
      { role: 'a pastry sheet stays a sheet', food: /\b(?:filo|brick)\b/, substitute: /\bfeuilles?\b/ },
      { role: 'bread stays bread', food: /\bpains?\b|baguette/, substitute: /\bpains?\b|galettes/ },
      { role: 'fish roe is no egg that binds', food: /œufs de (?:truite|saumon|lump)/, substitute: /œufs de|caviar|perles/ },
    ];

    it('over the whole collection, « sans gluten », « sans lactose » and « vegan »', async () => {
      const wrong: string[] = [];
      for (const r of RECIPES) {
        for (const followUp of DIETS) {
          for (const line of section(await adapted(r, followUp), 'Ingrédients :').filter((l) => l.includes(' → '))) {
            const [food, instead] = line.slice(2).split(' → ');
            for (const { role, food: of, substitute } of ROLES) if (of.test(food) && !substitute.test(instead)) wrong.push(`${r.id} ${followUp} (${role}): ${line}`);
          }
        }
      }
      expect(wrong).toEqual([]);
    });

    it('a gluten-free household is never offered oats, in a recipe made « sans lactose » nor when it asks what replaces milk or cream', async () => {
      const glutenFree = { restrictions: ['glutenFree' as const] };
      const wrong: string[] = [];
      for (const r of RECIPES) {
        const reply = await ask('sans lactose ?', glutenFree, [
          { role: 'user', content: `La recette de ${r.title} ?` },
          { role: 'assistant', content: recipeReply(r, r.servings, { ...household, ...glutenFree }) },
        ]);
        for (const line of section(reply, 'Ingrédients :').filter((l) => l.includes(' → '))) if (/avoine/.test(line.split(' → ')[1])) wrong.push(`${r.id}: ${line}`);
      }
      expect(wrong).toEqual([]);
      for (const question of ['par quoi remplacer le lait ?', 'par quoi remplacer la crème fraîche ?', 'je remplace la crème liquide par quoi ?', 'par quoi remplacer le lait de coco ?']) {
        const reply = await ask(question, glutenFree);
        expect(reply).toMatch(/^Pour remplacer /);
        expect(reply).toMatch(/soja/);
        expect(reply).not.toMatch(/avoine/);
      }
      // Oat milk is still there for those who may: here, in place of the almond milk a nut-free household cannot have.
      expect(await ask('par quoi remplacer le lait ?', { restrictions: ['nutFree'] })).toMatch(/^• du lait d'avoine, doux/m);
    });

    it('« sans gluten ? » never brings oats back unless labelled gluten-free, over the whole collection', async () => {
      const wrong: string[] = [];
      for (const r of RECIPES) {
        for (const line of section(await adapted(r, 'sans gluten ?'), 'Ingrédients :').filter((l) => l.includes(' → '))) {
          const instead = line.split(' → ')[1];
          if (/avoine/.test(instead) && !/sans gluten/.test(instead)) wrong.push(`${r.id}: ${line}`);
        }
      }
      expect(wrong).toEqual([]);
      const reply = await adapted(recipe('chocolat-chaud-avoine'), 'sans gluten ?');
      expect(reply).toMatch(/^• \d+ (?:cl|l) de lait d'avoine → une boisson de soja ou de riz, au même volume$/m);
      expect(reply).toMatch(/^2\. Faites chauffer la boisson végétale/m);
    });

    it('« sans gluten ? » after the filo triangles: rice sheets, cut as the filo was, never gluten-free pasta', async () => {
      const reply = await ask('sans gluten ?', {}, await converse(['La recette des croustillants de filo au chèvre et au miel']));
      expect(givenRecipe(reply)).toBe(recipe('croustillants-filo-chevre-miel'));
      expect(reply).toMatch(/^• \d+ feuilles de pâte filo → des feuilles de riz \(galettes de riz\)/m);
      expect(reply).toMatch(/^2\. Coupez chaque feuille en quatre bandes/m);
      expect(reply).not.toMatch(/pâtes sans gluten/);
    });

    it('« j\'ai pas de pâte filo » takes brick sheets, a sheet too', async () => {
      const reply = await ask("j'ai pas de pâte filo", {}, await converse(['La recette des croustillants de filo au chèvre et au miel']));
      expect(reply).toMatch(/^• \d+ feuilles de pâte filo → des feuilles de brick, au même nombre$/m);
    });

    it('trout roe, vegan: algae pearls by weight, not 1,75 kg of silken tofu', async () => {
      const reply = await adapted(recipe('grenailles-creme-oeufs-truite'), 'version vegan ?');
      expect(reply).toMatch(/^• \d+ g d'œufs de truite → du caviar d'algues \(perles d'algues\), au même poids$/m);
      expect(reply).toMatch(/ajoutez un peu de perles d'algues/);
      expect(reply).not.toMatch(/tofu soyeux mixé|graines de lin/);
    });

    it.each(['sans lactose ?', 'version vegan ?', "j'ai pas de crème"])('a cream whipped in chantilly becomes a cream that whips (« %s »), and the step says so', async (followUp) => {
      const reply = await ask(followUp, {}, await converse(['La recette des vermicelles aux marrons']));
      if (followUp === 'version vegan ?') {
        // The meringues are egg whites: another dessert, whose cream, if any, is no plain plant cream whipped.
        expect(reply).not.toMatch(/crème végétale[^.\n]*chantilly/);
        return;
      }
      expect(reply).toMatch(/^• 20 cl de crème entière → de la crème de coco bien froide \(ou une crème végétale « à fouetter »\), au même volume$/m);
      expect(reply).toMatch(/^1\. Fouettez la crème de coco \(gardée une nuit au réfrigérateur : une crème végétale ordinaire ne monte pas\) bien froide en chantilly/m);
      expect(reply).not.toMatch(/crème végétale fouettée|Fouettez la crème végétale/);
    });

    it('never has a plain plant cream whipped, over the whole collection', async () => {
      const wrong: string[] = [];
      for (const r of RECIPES.filter((x) => x.instructions.some((step) => /chantilly|fouettée/.test(step)))) {
        for (const followUp of [...DIETS, "j'ai pas de crème"]) {
          const reply = await adapted(r, followUp);
          if (!reply.startsWith('Voici la recette adaptée')) continue;
          const steps = section(reply, 'Préparation :').join(' ');
          if (/crème végétale (?:bien froide )?(?:en chantilly|fouettée)|Fouettez la crème végétale/.test(steps)) wrong.push(`${r.id} ${followUp}`);
        }
      }
      expect(wrong).toEqual([]);
    });
  });
});
