import { GLOSSARY } from '../knowledge/glossary';
import { ask } from './chat-test-helpers';

// « C'est quoi un chapon ? »: what a dish, a food or a cut is, never recipes with it nor the help.

describe('the offline chef says what a dish, a food or a cut is', () => {
  it.each([
    ["C'est quoi un chapon ?", /^Un chapon est un jeune coq castré/],
    ["Qu'est-ce qu'un chapon ?", /^Un chapon est un jeune coq castré/],
    ["c'est quoi une blanquette ?", /^La blanquette de veau est un plat mijoté/],
    ["La blanquette, c'est quoi ?", /^La blanquette de veau est un plat mijoté/],
    ["Qu'est-ce que le séré ?", /^Le séré est le fromage frais suisse/],
    ['Tu connais le cervelas ?', /^Le cervelas est la saucisse nationale suisse/],
    ["c'est quoi l'aquafaba", /^L'aquafaba est le jus de cuisson des pois chiches/],
  ])('« %s »', async (question, opening) => {
    const reply = await ask(question);
    expect(reply).toMatch(opening);
    expect(reply).not.toMatch(/^• /m);
  });

  it('names the book’s dishes that are it or use it, as the household may eat them', async () => {
    expect(await ask("C'est quoi le fendant ?")).toMatch(/^Le fendant est le vin blanc sec du Valais.*\nDans mon carnet : .*« Fondue moitié-moitié »/su);
    expect(await ask("C'est quoi le fendant ?", { avoidedFoods: ['alcool'] })).not.toMatch(/Dans mon carnet/);
    expect(await ask("C'est quoi des röstis ?")).toMatch(/\nDans mon carnet : « Röstis croustillants et œuf au plat »\.\nVoulez-vous la recette complète \?/);
  });

  it('tells a dish of the book the glossary lacks by its own description', async () => {
    expect(await ask("C'est quoi une tartiflette ?")).toBe(
      "« Tartiflette » : le plat des soirs de neige : pommes de terre, lardons et oignons fondus sous un reblochon gratiné.\nVoulez-vous la recette complète ? Demandez-moi par exemple « la recette de tartiflette ».",
    );
    expect(await ask("c'est quoi un cholera ?")).toMatch(/^« Cholera valaisan » : la tourte de la vallée de Conches/);
  });

  it('leaves other questions to their answers: a dinner, a difference, a cut of vegetables', async () => {
    expect(await ask("Qu'est-ce que je fais avec un chapon ?")).not.toMatch(/^Un chapon est/);
    expect(await ask("C'est quoi la différence entre crème liquide et crème épaisse ?")).toMatch(/^Crème liquide et crème épaisse/);
    expect(await ask("C'est quoi une julienne ?")).toMatch(/^Des façons de couper les légumes/);
  });

  it('finds every name of the glossary asked as a family asks it', async () => {
    const missed: string[] = [];
    for (const entry of GLOSSARY) {
      for (const name of entry.names) {
        const reply = await ask(`C'est quoi ${name} ?`);
        if (!reply.startsWith(entry.answer)) missed.push(`${name} → ${reply.slice(0, 60)}`);
      }
    }
    expect(missed).toEqual([]);
  });
});
