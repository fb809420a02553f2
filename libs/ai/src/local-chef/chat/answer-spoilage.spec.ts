import { SPOILAGE } from '../knowledge/spoilage';
import { ask, givenLines } from './chat-test-helpers';

const FRIDGE = [
  { name: 'Courgettes', quantity: 3, unit: 'unité', expirationDate: null },
  { name: 'Œufs', quantity: 6, unit: 'unité', expirationDate: null },
  { name: 'Bananes', quantity: 3, unit: 'unité', expirationDate: null },
];

describe('the offline chef says whether a food that looks or smells wrong is thrown', () => {
  it('a chicken that smells is thrown, never offered as brochettes', async () => {
    const reply = await ask('Le poulet sent bizarre, je le jette ?', { fridge: FRIDGE });
    expect(reply).toMatch(/^Une volaille crue qui sent mauvais.* se jette sans la goûter ni la cuire/);
    expect(reply).not.toMatch(/Ingrédients :|je vous propose/);
  });

  it.each([
    ['Le pain a un peu de moisi, je peux couper la partie ?', /se jettent en entier, même si la tache est petite/],
    ['Il y a du moisi sur la confiture', /moisis, même à la surface, se jettent en entier/],
    ['du moisi sur le comté', /coupant au moins 2 cm autour et en dessous : le reste se mange/],
    // A ripe cheese smells: that alone is no reason to throw it.
    ['Mon camembert sent fort, je le jette ?', /Une odeur forte est normale pour un fromage affiné/],
    ['La boîte de thon est bombée, je peux la manger ?', /se jette sans goûter : c'est le signe d'une bactérie dangereuse \(botulisme\)/],
    ['Les pommes de terre ont germé, elles sont encore bonnes ?', /retirez largement les germes et toutes les parties vertes/],
    ['ma salade est flétrie, je la jette ?', /se raniment 10 à 15 minutes dans un bain d'eau très froide/],
  ])('« %s »', async (question, answer) => {
    const reply = await ask(question);
    expect(reply).toMatch(answer);
    expect(reply).not.toMatch(/Ingrédients :|je vous propose :/);
  });

  it('a sign without a food says the rule for each kind of food and asks which', async () => {
    const reply = await ask('il y a du moisi dans le frigo');
    expect(reply).toMatch(/^Tout dépend de l'aliment et du signe :/);
    expect(reply).toMatch(/Dites-moi de quel aliment il s'agit/);
  });

  it('« Le gratin sent bizarre, je le jette ? » is a leftover to throw, not the gratin’s recipe', async () => {
    const reply = await ask('Le gratin sent bizarre, je le jette ?');
    expect(reply).toMatch(/^Un reste cuisiné qui sent aigre.* se jette, sans le goûter/);
    expect(reply).not.toMatch(/Ingrédients :/);
  });
});

describe('a food only aged is cooked, with a dish of the fridge that finishes it', () => {
  it('soft courgettes in the fridge: they cook, and a plat of the fridge uses them', async () => {
    const reply = await ask('Mes courgettes sont molles, je les jette ?', { fridge: FRIDGE, servings: 2 });
    expect(reply).toMatch(/^Un légume mou, ridé ou un peu flétri, mais sans moisissure ni mauvaise odeur, a seulement perdu de l'eau/);
    expect(reply).toMatch(/Par exemple, avec ce qu'il y a dans votre frigo, sans rien acheter :\n.+ — plat, .*pour 2\spersonnes\./);
    expect(givenLines(reply).some((line) => /courgette/.test(line))).toBe(true);
  });

  it('black bananas make a dessert of the fridge', async () => {
    const reply = await ask('Mes bananes sont toutes noires, je les jette ?', { fridge: FRIDGE });
    expect(reply).toMatch(/une banane à la peau noire est justement idéale pour un gâteau/);
    expect(reply).toMatch(/sans rien acheter :\n.+ — dessert, /);
    expect(givenLines(reply).some((line) => /banane/.test(line))).toBe(true);
  });

  it('a food the fridge does not hold gets the question that gives a dish of it', async () => {
    const reply = await ask('Les carottes sont toutes molles, on peut encore les manger ?');
    expect(reply).toMatch(/Pour une idée de plat, demandez-moi « que faire avec des carottes \? »\.$/);
  });

  it('mouldy courgettes are thrown: no dish of them', async () => {
    const reply = await ask('Mes courgettes ont moisi, je les jette ?', { fridge: FRIDGE });
    expect(reply).toMatch(/un légume moisi en profondeur, visqueux, suintant ou qui sent mauvais se jette/);
    expect(reply).not.toMatch(/Ingrédients :|demandez-moi/);
  });
});

describe('questions without a sign of spoilage keep their answers', () => {
  it('« Que faire avec des courgettes molles ? » asks for a dish: no doubt is said', async () => {
    const reply = await ask('Que faire avec des courgettes molles ?', { fridge: FRIDGE });
    expect(reply).toMatch(/^Avec les courgettes de votre frigo, sans rien acheter :/);
  });

  it.each([
    ['Ma mayonnaise a tourné', /^Pour rattraper une mayonnaise/],
    ["Il me reste du riz d'hier, c'est encore bon ?", /^Sécurité : au frigo dans les 2 heures/],
    ['Mon yaourt est périmé depuis 3 jours, je peux le manger ?', /^Regardez la mention sur l'emballage/],
  ])('« %s »', async (question, answer) => {
    expect(await ask(question)).toMatch(answer);
  });
});

describe('the spoilage table', () => {
  // A name another entry shadows (« fromage blanc » read as a cheese) would give the wrong rules.
  it.each(SPOILAGE.flatMap((entry) => entry.names.map((name) => [name, entry.id, entry.lines[0]] as const)))('« %s moisi » reads the %s entry', async (name, _id, first) => {
    expect((await ask(`${name} moisi, je jette ?`)).split('\n')[0]).toBe(first);
  });
});
