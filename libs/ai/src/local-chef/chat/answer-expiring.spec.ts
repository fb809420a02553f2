import { kitchenToday } from '#contracts';
import { ingredientsOutsideFridge, staplesOrDefault } from '../../generation/fridge-match';
import { ask, givenLines } from './chat-test-helpers';

// Dates from the kitchen's own today, so the test says the same thing at any hour.
const inDays = (days: number) => new Date(Date.parse(`${kitchenToday()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const FRIDGE = [
  { name: 'Oeufs', quantity: 6, unit: 'unité', expirationDate: inDays(12) },
  { name: 'Poireaux', quantity: 3, unit: 'unité', expirationDate: inDays(2) },
  { name: 'Pommes de terre', quantity: 1, unit: 'kg', expirationDate: null },
  { name: 'Crème fraîche', quantity: 20, unit: 'cl', expirationDate: inDays(4) },
  { name: 'Gruyère râpé', quantity: 200, unit: 'g', expirationDate: inDays(20) },
  { name: 'Jambon', quantity: 4, unit: 'tranche', expirationDate: inDays(1) },
  { name: 'Saumon', quantity: 2, unit: 'pavé', expirationDate: inDays(-2) },
];

describe('« qu’est-ce qui périme bientôt ? » lists the fridge by date', () => {
  it.each(["Qu'est-ce qui périme bientôt ?", "qu'est-ce que je dois finir en premier ?", 'il y a des choses à consommer en priorité ?'])('« %s »: the items due within 3 days, soonest first, then a dish that finishes the first', async (question) => {
    const reply = await ask(question, { servings: 4, fridge: FRIDGE });
    // Once the meaning of the dates on a pack (« Regardez la mention sur l'emballage »), or « je suis un chef hors ligne ».
    expect(reply).toMatch(/^À consommer en priorité dans votre frigo :\n• Saumon : périmé depuis 2 jours, à ne plus cuisiner\n• Jambon : expire demain\n• Poireaux : expire après-demain\n\n/);
    // The crème fraîche, due in 4 days, is not yet « en priorité » (URGENT_WITHIN_DAYS, as on the dashboard).
    expect(reply).not.toMatch(/• Crème fraîche/);
    expect(reply).toMatch(/^Pour finir d'abord « Jambon », un plat de votre frigo, sans rien acheter :\n.+ — plat, /m);
    const lines = givenLines(reply);
    expect(lines.some((line) => /jambon/.test(line))).toBe(true);
    expect(lines.some((line) => /saumon/i.test(line))).toBe(false);
    expect(ingredientsOutsideFridge(lines, FRIDGE, staplesOrDefault([]))).toEqual([]);
  });

  it('says when nothing is due, and the next date', async () => {
    const reply = await ask("Qu'est-ce qui périme bientôt ?", { fridge: [FRIDGE[0], FRIDGE[2]] });
    expect(reply).toBe("Rien ne presse : aucun article de votre frigo n'expire dans les 3 prochains jours.\nLe prochain : Oeufs (expire dans 12 jours).");
  });

  it('an empty fridge says so', async () => {
    expect(await ask("Qu'est-ce qui périme bientôt ?", { fridge: [] })).toMatch(/^Votre frigo virtuel est vide/);
  });

  it('« que faire avec ce qui expire bientôt ? » still asks for the dish, and a date on a pack still gets its meaning', async () => {
    expect(await ask('Que faire avec ce qui expire bientôt ?', { fridge: FRIDGE })).toMatch(/^Avec ce qu'il y a dans votre frigo \(à utiliser en premier : Jambon, Poireaux/);
    expect(await ask('Mon yaourt est périmé, je peux le manger ?', { fridge: FRIDGE })).toMatch(/^Regardez la mention sur l'emballage/);
  });
});
