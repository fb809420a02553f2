import { TECHNIQUES } from '../knowledge/techniques';
import { findTechnique } from './answer-technique';
import { ask } from './chat-test-helpers';
import { readQuestion } from './chef-question';

const emptyContext = { history: [], restrictions: [], avoidedFoods: [], fridge: [] };

describe('the offline chef explains common techniques', () => {
  it.each([
    ['Comment rattraper une mayonnaise ?', /^Pour rattraper une mayonnaise/, /jaune d'œuf/],
    ['Ma mayonnaise a tranché, que faire ?', /^Pour rattraper une mayonnaise/, /cuillère par cuillère/],
    ['Ma sauce est trop salée', /^Pour rattraper une sauce ou un plat trop salé/, /allongez/],
    ['Comment rattraper une soupe trop salée ?', /trop salé/, /pomme de terre/],
    ['Ma sauce est trop liquide, comment l\'épaissir ?', /^Pour épaissir une sauce trop liquide/, /fécule de maïs/],
    ['Comment faire une pâte brisée ?', /^Pâte brisée maison/, /250 g de farine, 125 g de beurre/],
    ['Cuisson des pâtes ?', /^Pour bien cuire des pâtes/, /1 l d'eau pour 100 g de pâtes/],
    ['Comment cuire le riz ?', /^Pour réussir le riz/, /1 volume de riz pour 1,5 volume d'eau/],
    ['Comment faire des œufs durs ?', /^Œufs durs/, /9 à 10 minutes/],
    ['Des oeufs mollets, comment on fait ?', /^Œufs mollets/, /6 minutes/],
    ['Comment réussir un œuf à la coque ?', /^Œufs à la coque/, /3 minutes/],
    ['Comment faire des œufs pochés ?', /^Œufs pochés/, /tourbillon/],
    ['Comment cuire des œufs ?', /à la coque : 3 minutes/, /dur : 9 à 10 minutes/],
    ['Comment monter des blancs en neige ?', /^Pour monter des blancs en neige/, /pincée de sel/],
    ['Comment faire un caramel ?', /^Pour faire un caramel/, /ne remuez pas/],
    ['Mon caramel a cristallisé', /^Pour rattraper un caramel qui cristallise/, /ajoutez 2 ou 3 càs d'eau/],
    ['La recette de la béchamel ?', /^Béchamel/, /40 g de beurre, ajoutez 40 g de farine/],
    ['Bonjour, ma sauce est trop salée !', /^Bonjour ! Pour rattraper une sauce/, /citron/],
  ])('%s', async (question, opening, detail) => {
    const reply = await ask(question);
    expect(reply).toMatch(opening);
    expect(reply).toMatch(detail);
  });

  it('leaves cooking times, substitutions and recipe ideas to their own answers', async () => {
    expect(await ask('Combien de temps cuire un œuf mollet ?')).toMatch(/^Œuf mollet : 6 minutes/);
    expect(await ask('Temps de cuisson des oeufs durs')).toMatch(/^Œuf dur : 9 à 10 minutes/);
    expect(await ask('Par quoi remplacer les blancs en neige ?')).toMatch(/^Pour remplacer les blancs d'œufs/);
    expect(await ask('Que faire avec une pâte brisée ?')).toMatch(/^Avec une pâte brisée, je vous propose/);
    expect(await ask('Comment faire un cassoulet ?')).toMatch(/^Je n'ai pas la recette de « cassoulet »/);
  });

  it('says it knows techniques when asked what it can do', async () => {
    expect(await ask('Que puis-je vous demander ?')).toMatch(/une technique : « Comment rattraper une mayonnaise \? »/);
  });

  it('finds each entry by each of its own keywords, so that a new entry cannot hide another', () => {
    expect(TECHNIQUES.length).toBeGreaterThanOrEqual(12);
    for (const technique of TECHNIQUES) {
      expect(technique.keywords.length).toBeGreaterThan(0);
      expect(technique.answer.length).toBeGreaterThan(80);
      for (const keyword of technique.keywords) {
        expect({ keyword, found: findTechnique(readQuestion(keyword, emptyContext))?.id }).toEqual({ keyword, found: technique.id });
      }
    }
  });
});
