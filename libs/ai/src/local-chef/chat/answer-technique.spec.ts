import { TECHNIQUES } from '../knowledge/techniques';
import { findTechnique } from './answer-technique';
import { ask, givenRecipe, suggestedRecipes } from './chat-test-helpers';
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
    // Asked as a word to explain, in SMS style: the roux itself, not the list of what the chef can do.
    ['c koi un roux', /^Le roux, c'est la base qui lie les sauces/, /autant de beurre que de farine/],
    ["qu'est-ce qu'un roux brun ?", /^Le roux, c'est la base/, /roux brun/],
  ])('%s', async (question, opening, detail) => {
    const reply = await ask(question);
    expect(reply).toMatch(opening);
    expect(reply).toMatch(detail);
  });

  it.each([
    ['Mon gâteau est trop sec, que faire ?', /^Pour sauver un gâteau trop sec, imbibez-le/, /sirop/],
    ["Mon gâteau n'est pas cuit au milieu", /^Gâteau pas cuit au milieu : remettez-le au four/, /aluminium/],
    ['mon gateau retombe a la sortie du four', /^Un gâteau qui retombe/, /four ouvert trop tôt/],
    ['La pâte colle au rouleau, que faire ?', /^Pour une pâte qui colle/, /papier cuisson/],
    ['mon riz est trop cuit', /^Pour rattraper un riz trop cuit ou collant/, /rincez-le/],
    ['Mon riz est tout collant', /^Pour rattraper un riz trop cuit ou collant/, /étalez-le/],
    ['Ma soupe est trop épaisse', /^Pour une soupe trop épaisse, allongez-la/, /bouillon/],
    ['ma soupe est fade, comment lui donner du gout ?', /^Pour réveiller un plat ou une soupe fade/, /citron/],
    ["J'ai trop cuit ma viande, elle est sèche", /^Pour une viande trop cuite ou sèche/, /sauce/],
    ["J'ai mis trop de piment dans le chili !", /^Pour adoucir un plat trop épicé/, /yaourt/],
    ["trop d'ail dans ma sauce", /^Trop d'ail : augmentez la quantité/, /crème/],
    ['Mon chocolat a grainé en fondant', /^Pour rattraper un chocolat qui a grainé/, /crème chaude/],
    ['mes pâtes sont trop cuites', /^Des pâtes trop cuites/, /poêle/],
    ["j'ai brûlé le fond de ma casserole", /^Un plat qui a attaché ou brûlé au fond/, /ne grattez pas/],
    ['mon cake est sec', /^Pour sauver un gâteau trop sec/, /sirop/],
    ['ma pate a crepe a des grumeaux', /^Contre les grumeaux/, /mixeur plongeant/],
    ['ma mayo a tranché', /^Pour rattraper une mayonnaise/, /jaune d'œuf neuf/],
    ['ma chantilly ne monte pas', /^Une chantilly qui ne monte pas/, /congélateur/],
    ['ma creme anglaise a tourné', /^Pour rattraper une crème anglaise qui a tourné/, /mixeur plongeant/],
    ['mes crêpes collent à la poêle', /^Pour des crêpes qui collent/, /poêle bien chaude/],
    ['ma purée est trop liquide', /^Pour une purée trop liquide/, /dessécher/],
    ['ma sauce a tourné', /^Pour rattraper une sauce qui a tourné/, /eau très froide/],
    ['mon gratin est brûlé dessus', /brûlé/, /Un gratin trop coloré dessus/],
    ['mes pâtes sont collées', /^Des pâtes trop cuites/, /Des pâtes collées : passez-les sous l'eau chaude/],
    ['Mon gratin est trop liquide', /^Pour un gratin trop liquide :/, /à découvert, 15 à 20 minutes de plus/],
    ["mon gratin de courgettes rend de l'eau", /^Pour un gratin trop liquide :/, /retirez le jus à la cuillère/],
    ['La tarte est détrempée', /^Pour un fond de tarte détrempé/, /grille du bas/],
    ['le fond de ma tarte est mou', /^Pour un fond de tarte détrempé/, /cuisez la pâte à blanc/],
    ['ma quiche ne prend pas', /^Une quiche, un flan ou un clafoutis qui ne prend pas manque de cuisson/, /3 œufs pour 25 à 30 cl/],
    ['mon clafoutis est encore liquide au milieu', /^Une quiche, un flan ou un clafoutis qui ne prend pas/, /reposer 10 minutes/],
    ['mon risotto est collant', /^Pour rattraper un risotto :/, /galettes poêlées ou des arancini/],
    ['mon risotto est trop sec', /^Pour rattraper un risotto :/, /louche de bouillon chaud/],
    ['ma mousse au chocolat est liquide', /^Une mousse au chocolat restée liquide/, /congélateur/],
    ["ma pâte brisée s'effrite", /^Une pâte brisée ou sablée qui s'effrite/, /1 càs d'eau froide/],
  ])('rescues: %s', async (question, opening, detail) => {
    const reply = await ask(question);
    expect(reply).toMatch(opening);
    expect(reply).toMatch(detail);
    expect(suggestedRecipes(reply)).toEqual([]);
  });

  // A family says a preparation failed in many ways; each reads as « ratée » for every preparation.
  it.each([
    ['Ma mayonnaise a tourné, que faire ?', /^Pour rattraper une mayonnaise/],
    ['ma mayo est ratée', /^Pour rattraper une mayonnaise/],
    ['Ma mayonnaise ne prend pas', /^Pour rattraper une mayonnaise/],
    ["j'ai raté ma mayonnaise", /^Pour rattraper une mayonnaise/],
    ['ma mayonnaise est trop liquide', /^Pour rattraper une mayonnaise/],
    ['comment sauver une mayo qui a foiré', /^Pour rattraper une mayonnaise/],
    ['Ma sauce est ratée, comment la rattraper ?', /^Pour rattraper une sauce qui a tourné/],
    ['ma sauce a caillé', /^Pour rattraper une sauce qui a tourné/],
    ['ma béchamel est trop liquide', /^Pour épaissir une sauce trop liquide/],
    ['ma bechamel a des grumeaux', /^Contre les grumeaux/],
    ['Ma ganache a tranché', /^Pour rattraper une ganache qui a tranché/],
    ['ma ganache est trop liquide, comment la rattraper ?', /Trop liquide, laissez-la prendre/],
    ['ma crème anglaise est ratée', /^Pour rattraper une crème anglaise qui a tourné/],
    ['ma chantilly a tourné', /^Une chantilly qui ne monte pas/],
    ['mon caramel est raté', /^Pour rattraper un caramel qui cristallise/],
    // A dough that does not rise: not « pas de recette avec pâte à pizza ».
    ['Ma pâte à pizza ne lève pas', /^Une pâte qui ne lève pas manque de chaleur ou de levure vivante :/],
    ["ma brioche n'a pas levé", /^Une pâte qui ne lève pas/],
    ['Mes crêpes sont trop épaisses', /^Une pâte à crêpes trop épaisse s'allonge de lait/],
    // Once a recipe with « moule », the ideas for « purée », the sauce's answer.
    ['Mon gâteau colle au moule', /^Un gâteau qui colle au moule : laissez-le tiédir 10 minutes/],
    ['Ma purée est collante', /^Une purée collante ou élastique a été trop travaillée/],
    ['Ma soupe est trop liquide', /^Pour une soupe trop liquide :/],
  ])('a preparation gone wrong: %s', async (question, opening) => {
    const reply = await ask(question);
    expect(reply).toMatch(opening);
    expect(suggestedRecipes(reply)).toEqual([]);
  });

  it.each([
    ['Comment faire une pâte à crêpes ?', /^Pâte à crêpes/, /250 g de farine, 4 œufs, 50 cl de lait/],
    ['recette pate a crepe', /^Pâte à crêpes/, /1 à 2 minutes de chaque côté/],
    ['La recette de la pâte à gaufres svp', /^Pâte à gaufres/, /levure chimique/],
    ['pâte à pizza maison ?', /^Pâte à pizza/, /levure boulangère/],
    ['comment on fait une vinaigrette', /^Vinaigrette/, /1 càs de vinaigre, 3 càs d'huile/],
    ['Comment faire une mayonnaise ?', /^Mayonnaise/, /1 jaune d'œuf/],
    ['une mayo maison comment on fait', /^Mayonnaise/, /goutte à goutte/],
    ['comment faire des gaufres', /^Pâte à gaufres/, /gaufrier/],
    ['Comment faire une pâte à tarte ?', /^Pâte brisée maison/, /250 g de farine/],
    ['comment faire une pate sablée', /^Pâte sablée/, /100 g de sucre/],
    ['recette pancakes moelleux', /^Pancakes/, /bulles/],
    ['comment faire une creme anglaise', /^Crème anglaise/, /5 jaunes d'œufs/],
    ['Comment faire de la chantilly ?', /^Chantilly/, /crème liquide entière/],
    ['Comment faire une pâte brisée ?', /^Pâte brisée maison/, /125 g de beurre/],
    ['comment on fait la béchamel', /^Béchamel/, /50 cl de lait/],
  ])('basic preparations: %s', async (question, opening, detail) => {
    const reply = await ask(question);
    expect(reply).toMatch(opening);
    expect(reply).toMatch(detail);
  });

  // Once a list of avocado recipes, of oil recipes.
  it.each([
    ['Comment faire mûrir un avocat plus vite ?', /^Pour faire mûrir plus vite un avocat.*sac en papier avec une pomme ou une banane/],
    ['Mon avocat est dur, comment le faire mûrir ?', /^Pour faire mûrir plus vite un avocat/],
    ['Quelle huile pour la friture ?', /^Pour la friture, une huile qui supporte la chaleur : l'huile d'arachide/],
    ['Quelle huile pour faire des frites ?', /entre 160 et 180 °C/],
    // Once recipes with meat, with avocado, with milk; a cooking term once « je suis un chef hors ligne ».
    ['Comment rendre une viande plus tendre ?', /^Pour une viande tendre, le morceau décide de la cuisson :/],
    ["Comment éviter que l'avocat noircisse ?", /^Un fruit coupé noircit à l'air/],
    ["Comment faire bouillir du lait sans qu'il déborde ?", /^Pour faire bouillir du lait sans qu'il déborde ni attache :/],
    ['Ça veut dire quoi blanchir des légumes ?', /^Blanchir a deux sens en cuisine :/],
    ["c'est quoi déglacer ?", /^Déglacer, c'est récupérer les sucs/],
    ['faire revenir les oignons, ça veut dire quoi ?', /faire revenir : à feu moyen à vif/],
    // Once « je n'ai pas la recette de « bouillon de légumes maison » ».
    ['Comment faire un bouillon de légumes maison ?', /^Bouillon maison \(environ 2 litres\) :/],
    // Once the time of a cheese fondue, recipes with onions or melon, the time of dry pasta, « dites-moi quels ingrédients vous avez ».
    ['Comment faire fondre du chocolat ?', /^Pour faire fondre du chocolat sans le brûler :/],
    ['Comment éviter de pleurer en coupant les oignons ?', /^Pour couper des oignons sans pleurer :/],
    ['Comment savoir si un melon est mûr ?', /^Un melon mûr se reconnaît :/],
    ['Comment faire une sauce pour des pâtes ?', /^Cinq sauces pour les pâtes, prêtes pendant leur cuisson :/],
    ['Comment réussir une omelette baveuse ?', /^Pour une omelette baveuse et moelleuse/],
  ])('kitchen know-how: %s', async (question, answer) => {
    const reply = await ask(question);
    expect(reply).toMatch(answer);
    expect(suggestedRecipes(reply)).toEqual([]);
  });

  it('tells a dough from pasta when asked how long it keeps or rises', async () => {
    expect(await ask('Combien de temps se conserve une pâte à crêpes ?')).toMatch(/^La pâte à crêpes se conserve au réfrigérateur, couverte : 24 heures/);
    expect(await ask('Je peux congeler de la pâte à pizza ?')).toMatch(/^Congélation : en boules huilées/);
    expect(await ask('combien de temps pour une pâte à pizza qui lève')).toMatch(/^Pâte à pizza : 1 h 30 de levée/);
    // Once the time of dry pasta.
    expect(await ask('Combien de temps pour faire une pâte à crêpes reposer ?')).toMatch(/^Pâte à crêpes : 1 heure de repos/);
    expect(await ask('Combien de temps se conservent les pâtes cuites ?')).toMatch(/^Les pâtes cuites se conservent/);
  });

  it('gives the collection\'s own recipe when it has the dish', async () => {
    expect(givenRecipe(await ask('Comment faire des crêpes ?'))?.id).toBe('crepes-sucre-citron');
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

describe('a word that only says what a food is never reads as a dish gone wrong', () => {
  const context = { history: [], restrictions: [], avoidedFoods: [], fridge: [] };
  it.each([
    ['idée repas avec des raisins secs et du poulet rôti'],
    ['que faire avec des raisins secs et du poulet'],
  ])('« %s » is no dry chicken to rescue', (question) => expect(findTechnique(readQuestion(question, context))?.id).toBeUndefined());
  it.each([
    ['mon poulet est trop sec', 'viande-trop-cuite'],
    ['comment faire une pâte brisée', undefined],
  ])('« %s » still reads as before', (question, id) => {
    const found = findTechnique(readQuestion(question, context));
    if (id) expect(found?.id).toBe(id);
    else expect(found).toBeDefined();
  });
});

describe('the gestures on a food (knife-work.ts)', () => {
  it.each([
    ['Comment éplucher une mangue ?', /^Pour couper une mangue :/u, /joues/u],
    ['Comment couper un oignon ?', /^Pour couper un oignon/u, /racine/u],
    ['Comment ouvrir un avocat ?', /^Pour ouvrir un avocat :/u, /noyau à la cuillère/u],
    ['Comment peler une butternut ?', /^Pour éplucher une courge/u, /micro-ondes/u],
    ['ciseler la ciboulette', /^Pour ciseler les herbes :/u, /ciseaux/u],
    ['Comment monder des tomates ?', /^Pour peler \(monder\) une tomate :/u, /eau bouillante/u],
    ['Comment laver un poireau ?', /^Pour préparer un poireau :/u, /terre/u],
    ['Comment éplucher un kiwi ?', /^Pour éplucher un kiwi :/u, /cuillère à café/u],
    ['comment éplucher une orange à vif ?', /^Pour peler une orange \(ou un pamplemousse\) à vif :/u, /peau blanche/u],
    ["comment faire des suprêmes d'orange", /^Pour peler une orange/u, /membranes/u],
    ['Comment couper un chou ?', /^Pour couper un chou/u, /trognon/u],
    ['comment éplucher des pommes de terre rapidement ?', /^Pour éplucher des pommes de terre/u, /économe/u],
    ['éplucher des carottes', /^Pour éplucher des pommes de terre, des carottes/u, /économe/u],
  ])('« %s » explains the gesture, never recipes with that food', async (question, opening, detail) => {
    const reply = await ask(question);
    expect(reply).toMatch(opening);
    expect(reply).toMatch(detail);
    expect(suggestedRecipes(reply)).toEqual([]);
  });

  it('leaves a food already cut to the ideas it asks for (« que faire avec un oignon coupé ? »)', async () => {
    expect(await ask('Que faire avec un oignon coupé ?')).not.toMatch(/^Pour couper un oignon/u);
  });

  it.each([
    ['que faire avec des pommes de terre épluchées ?', /^Avec des pommes de terre, je vous propose :/u],
    ["j'ai épluché des carottes, que faire ?", /^Avec des carottes, je vous propose :/u],
    ['que faire avec une mangue épluchée', /^Avec une mangue, je vous propose :/u],
    ['des oignons dorés, que faire avec ?', /^Avec des oignons, je vous propose :/u],
  ])('« %s »: a gesture already done asks what to make of the food', async (question, ideas) => {
    const reply = await ask(question);
    expect(reply).toMatch(ideas);
    expect(suggestedRecipes(reply).length).toBeGreaterThan(0);
  });
});

describe('the kitchen know-how families ask for (techniques.ts, basic-preparations.ts)', () => {
  it.each([
    ['Comment faire dorer des oignons ?', 'dorer-oignons', /feu moyen/u],
    ['comment caraméliser des oignons', 'dorer-oignons', /30 à 40 minutes/u],
    ['Comment aiguiser un couteau ?', 'aiguiser-couteau', /fusil/u],
    ['mon couteau ne coupe plus', 'aiguiser-couteau', /pierre à aiguiser/u],
    ["qu'est-ce qu'il y a dans un pot-au-feu ?", 'pot-au-feu', /paleron/u],
    ['quels légumes dans un pot-au-feu ?', 'pot-au-feu', /carottes, 3 navets, 3 poireaux/u],
    ['la recette du pot au feu', 'pot-au-feu', /écumez/u],
    ['Comment faire une sauce au poivre ?', 'sauce-poivre', /poivre noir en grains concassé/u],
    ["mes blancs n'ont pas monté", 'blancs-en-neige', /bol très propre/u],
    ['comment faire une blanquette de veau ?', 'blanquette', /roux/u],
    ['la recette du bourguignon', 'boeuf-bourguignon', /mariner/u],
    ['comment faire une sauce tomate ?', 'sauce-tomate', /tomates pelées/u],
    ['comment faire une pâte feuilletée ?', 'pate-feuilletee', /du commerce/u],
    ['comment faire une compote de pommes ?', 'compote-pommes', /à couvert et à feu doux/u],
    ['comment faire des lasagnes ?', 'lasagnes', /béchamel/u],
    ["c'est quoi une julienne ?", 'julienne-brunoise', /allumettes/u],
    ["c'est quoi une brunoise ?", 'julienne-brunoise', /petits dés/u],
    ["c'est quoi un bain-marie ?", 'bain-marie', /eau frémissante/u],
    ['que veut dire réserver en cuisine ?', 'reserver', /mettre de côté/u],
    ['comment faire fondre du chocolat au bain-marie ?', 'fondre-chocolat', /sans le brûler/u],
    ['comment faire mariner du poulet ?', 'marinade', /2 heures à une nuit/u],
    ['comment faire des croûtons ?', 'croutons', /pain rassis/u],
    ['comment faire une chapelure ?', 'chapelure', /mixez-le/u],
    ['comment faire une omelette ?', 'omelette', /baveuse/u],
    ['comment faire un caramel ?', 'caramel', /caramel/u],
    // A classic the book lacks, named alone: once the help.
    ['Des lasagnes ?', 'lasagnes', /béchamel/u],
    ['Des cookies ?', 'cookies', /pépites/u],
    ['Une raclette pour 6 ?', 'raclette', /fromage à raclette/u],
    ['Une pizza maison ?', 'pate-a-pizza', /levure boulangère/u],
  ])('« %s » gets its entry', async (question, id, detail) => {
    const entry = TECHNIQUES.find((t) => t.id === id)!;
    const reply = await ask(question);
    expect(reply).toBe(entry.answer);
    expect(reply).toMatch(detail);
  });

  it('says first what in a basic preparation breaks the diet asked or the household’s, and keeps the cheese for raclette to the ideas', async () => {
    const lasagnes = TECHNIQUES.find((t) => t.id === 'lasagnes')!.answer;
    expect(await ask('Des lasagnes végétariennes ?')).toBe(`Attention : cette recette n'est pas végétarienne (contient du bœuf (viande), interdit pour un régime végétarien).\n${lasagnes}`);
    expect(await ask('Des cookies sans gluten ?')).toMatch(/^Attention : cette recette n'est pas sans gluten \(contient de la farine/);
    expect(await ask('Des pancakes ?', { restrictions: ['vegan'] })).toMatch(/^Attention : cette recette ne convient pas à votre foyer \(contient des œufs/);
    expect(await ask('Des lasagnes ?', { avoidedFoods: ['bœuf'] })).toMatch(/^Attention : « 500 g de bœuf haché » contient bœuf, un aliment à éviter\.\nLasagnes/);
    expect(await ask('Des lasagnes ?')).toBe(lasagnes);
    expect(await ask('Que faire avec du fromage à raclette ?')).toMatch(/^Avec du fromage à raclette, je vous propose :/);
  });

  it('reads « une recette avec de la pâte brisée » as ideas with the dough, and bakes a pâte feuilletée as itself, never as pasta', async () => {
    for (const question of ['une recette avec de la pâte brisée', 'une recette avec de la pâte feuilletée']) {
      const reply = await ask(question);
      expect(reply).toMatch(/^Avec de la pâte (?:brisée|feuilletée), je vous propose :/u);
      expect(suggestedRecipes(reply).length).toBeGreaterThan(0);
    }
    expect(await ask('la recette de la pâte brisée')).toBe(TECHNIQUES.find((t) => t.id === 'pate-brisee')!.answer);
    expect(await ask('combien de temps cuire une pâte feuilletée ?')).toMatch(/^Pâte feuilletée : 20 à 25 minutes à 200 °C/u);
  });

  it('times a dish by its own name, never by its family: a soupe à l\'oignon, a flan pâtissier', async () => {
    expect(await ask("combien de temps de cuisson pour une soupe à l'oignon ?")).toMatch(/^Soupe à l'oignon : 20 à 30 minutes pour faire fondre les oignons/u);
    expect(await ask('combien de temps de cuisson pour une soupe de légumes ?')).toMatch(/^Soupe de légumes : /u);
    const flan = await ask('comment faire un flan pâtissier ?');
    expect(flan).toMatch(/^Flan pâtissier : 45 à 50 minutes au four à 180 °C/u);
    expect(givenRecipe(flan)).toBeUndefined();
  });

  it.each([
    ['comment faire un gâteau au chocolat ?', 'gateau-au-chocolat'],
    ['comment faire une tarte aux pommes ?', 'tarte-aux-pommes'],
    ['comment faire des croque-monsieur ?', 'croque-monsieur'],
    ['comment faire une salade niçoise ?', 'salade-nicoise'],
    ['comment faire des pâtes carbonara ?', 'pates-carbonara'],
    ['comment faire des spaghetti carbonara ?', 'pates-carbonara'],
    ['la recette des tagliatelles à la carbonara', 'pates-carbonara'],
    ['comment faire une tartiflette ?', 'tartiflette'],
    ['comment faire un gratin de pâtes ?', 'gratin-de-pates-au-jambon'],
    ['comment faire une crème caramel ?', 'creme-caramel'],
    // A dish by the name families also give it (LocalRecipe.alsoCalled).
    ['comment faire un flan ?', 'creme-caramel'],
    ['la recette du flan au caramel', 'creme-caramel'],
    // « Réussir » asks how as « faire » does (once the help sentence).
    ['comment réussir un risotto ?', 'risotto-safran-mund'],
    ['comment réussir une tartiflette ?', 'tartiflette'],
  ])('« %s » gives the whole recipe of the book, never a cooking time alone', async (question, id) => {
    expect(givenRecipe(await ask(question))?.id).toBe(id);
  });

  it.each([
    ['comment faire du riz ?', /^Riz basmati ou thaï : 10 à 12 minutes/u],
    ['comment faire des pâtes ?', /^Pâtes sèches : 8 à 12 minutes/u],
    ['comment faire des œufs ?', /^Dans l'eau frémissante : 3 minutes pour un œuf à la coque/u],
  ])('« %s »: a food alone asked how is cooked, never a dish that only begins with it or uses it', async (question, cooked) => {
    const reply = await ask(question);
    expect(reply).toMatch(cooked);
    expect(givenRecipe(reply)).toBeUndefined();
  });

  it('still gives a recipe asked as one, or named by what is not a food (« la recette des pâtes », « la recette de la bolognaise »)', async () => {
    expect(givenRecipe(await ask('la recette des pâtes'))?.type).toBe('plat');
    expect(givenRecipe(await ask('la recette de la bolognaise'))?.id).toBe('spaghetti-bolognaise');
  });

  it('gives a dish of the book asked how to make for the people the question counts', async () => {
    expect(await ask('comment faire un gâteau au chocolat pour 12 ?')).toMatch(/^Gâteau au chocolat — dessert, \d+\u00a0min, facile, pour 12\u00a0personnes\.$/mu);
  });

  it('keeps a leftover of pot-au-feu for the leftovers, and a whipped cream that did not rise for its rescue', async () => {
    expect(await ask('que faire avec un reste de pot-au-feu ?')).toMatch(/Un reste de viande mijotée \(pot-au-feu, bourguignon, blanquette\) fait :/u);
    expect(await ask("ma chantilly n'a pas monté")).toBe(TECHNIQUES.find((t) => t.id === 'chantilly-ratee')!.answer);
  });
});

describe('a food the family has cooked already is what to cook with, never how to cook it', () => {
  it.each(['idée repas avec des œufs durs', 'que faire avec des œufs durs ?', 'une recette avec des œufs durs'])('« %s » gets ideas with eggs, never how to boil them', async (question) => {
    expect(findTechnique(readQuestion(question, emptyContext))?.id).not.toBe('oeufs-durs');
    const reply = await ask(question);
    expect(reply).toMatch(/^Avec des œufs, je vous propose :/);
    expect(suggestedRecipes(reply).length).toBeGreaterThan(0);
  });

  it('puts first the dishes whose steps say the eggs hard-boiled, before a dessert beaten with eggs', async () => {
    const listed = suggestedRecipes(await ask('que faire avec des œufs durs ?'));
    for (const recipe of listed.slice(0, 2)) expect([recipe.description, ...recipe.instructions].join(' ')).toMatch(/œufs? durs?/);
  });

  it('still says how to boil eggs when that is the question', async () => {
    expect(findTechnique(readQuestion('comment faire des œufs durs ?', emptyContext))?.id).toBe('oeufs-durs');
  });
});
