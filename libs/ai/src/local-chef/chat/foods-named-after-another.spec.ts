import { ask } from './chat-test-helpers';

// A food named after another (« la pâte de curry », « le beurre de cacahuète ») is never answered
// as its first word's food; that food asked alone still is.
describe('a food named after another', () => {
  it('is never kept as pasta, butter or cream', async () => {
    for (const q of ['Combien de temps se conserve la pâte de curry ?', "Combien de temps se conserve la pâte d'amande ?", 'La pâte de coing se garde combien de temps ?']) {
      expect(await ask(q)).not.toMatch(/pâtes/u);
    }
    expect(await ask('Combien de temps se conserve le beurre de cacahuète ?')).not.toMatch(/^Le beurre se conserve/u);
    expect(await ask('La crème de marrons se congèle ?')).not.toMatch(/crème liquide|la crème se conserve/u);
    expect(await ask('Combien de temps se conservent les pâtes ?')).toMatch(/^Les pâtes cuites se conservent/u);
    expect(await ask('Combien de temps se conserve le beurre ?')).toMatch(/^Le beurre se conserve/u);
  });

  it('is never replaced as pasta, and butter alone still is', async () => {
    expect(await ask('Par quoi remplacer la pâte à tartiner ?')).not.toMatch(/^Pour remplacer les pâtes/u);
    expect(await ask('Par quoi remplacer la pâte de curry rouge ?')).not.toMatch(/pâtes sans gluten/u);
    expect(await ask('Par quoi remplacer le beurre ?')).toMatch(/^Pour remplacer le beurre/u);
  });

  it('has its own figures, never those of pasta', async () => {
    expect(await ask('Combien de calories dans la pâte à tartiner ?')).toMatch(/^Pâte à tartiner chocolat-noisette, pour 100 g/u);
    expect(await ask('Combien de calories dans la pâte de curry ?')).not.toMatch(/^Pâtes/u);
    expect(await ask('Combien de protéines dans les noix de Saint-Jacques ?')).not.toMatch(/^Noix et graines/u);
    expect(await ask('Combien de calories dans les pâtes ?')).toMatch(/^Pâtes, pour 100 g/u);
  });

  it('still carries what it ends with: the peanut of a peanut butter for an allergy', async () => {
    expect(await ask("Je suis allergique à l'arachide, je peux manger du beurre de cacahuète ?")).toMatch(/allergie aux arachides/u);
  });

  it('asks for its own recipes, never the pasta dishes', async () => {
    const reply = await ask('Que faire avec de la pâte de curry ?');
    expect(reply).toMatch(/pâte de curry/u);
    expect(reply).not.toMatch(/carbonara|Macaronis|Pâtes au/u);
  });
});
