import { frenchList } from '#contracts';
import type { Dish } from '../dish-pattern';
import { agree, de, juiced, plural, shownAll, some, the, theAll, them } from '../dish-french';
import { isBite, isReady, type Food } from '../foods';
import { CRISPBREADS, CUT_IN_LENGTHS, HALVED_BITES, IN_FLORETS, SMALL_DRIED_FRUITS } from './roles';

// Steps several dishes share, written once.

/** The foods a step washes, peels and cuts: not those readied their own way (see Prep), nor those sold grated, diced or frozen. */
export const toCut = (foods: readonly Food[]): Food[] => foods.filter((f) => f.prep === undefined);

/**
 * Berries rinsed and kept whole, grapes halved, citrus separated into segments, leaves torn, young
 * shoots kept whole, canned tomatoes crushed, pulses rinsed, pickles drained and sliced, tinned fish drained and flaked, cooked prawns shelled and kept whole, a roast chicken pulled off its bones; what is sold grated, diced, poured or frozen goes in as it is.
 */
function ownWay(foods: readonly Food[]): string[] {
  const of = (prep: Food['prep']) => foods.filter((f) => f.prep === prep);
  const steps: string[] = [];
  if (of('baie').length > 0) steps.push(`Rincez délicatement ${theAll(of('baie'))} et gardez-${them(of('baie'))} ${agree('entier', of('baie'))}.`);
  if (of('grain').length > 0) steps.push(`Lavez ${theAll(of('grain'))} et coupez les grains en deux.`);
  if (of('quartier').length > 0) steps.push(`Pelez ${theAll(of('quartier'))} et séparez-${them(of('quartier'))} en quartiers.`);
  if (of('feuille').length > 0) steps.push(`Lavez et essorez ${theAll(of('feuille'))}, puis déchirez-${them(of('feuille'))} en morceaux.`);
  if (of('pousse').length > 0) steps.push(`Lavez délicatement ${theAll(of('pousse'))} et essorez-${them(of('pousse'))}, sans ${them(of('pousse'))} couper.`);
  if (of('écrasé').length > 0) steps.push(`Écrasez grossièrement ${theAll(of('écrasé'))} à la fourchette.`);
  if (of('égoutté').length > 0) steps.push(`Égouttez ${theAll(of('égoutté'))} et coupez-${them(of('égoutté'))} en rondelles.`);
  if (of('rincé').length > 0) steps.push(`Rincez ${theAll(of('rincé'))} et égouttez-${them(of('rincé'))}.`);
  if (of('émietté').length > 0) steps.push(`Égouttez ${theAll(of('émietté'))} et émiettez-${them(of('émietté'))} à la fourchette.`);
  if (of('effiloché').length > 0) steps.push(`Effilochez ${theAll(of('effiloché'))} en ôtant la peau et les os.`);
  const shelled = of('décortiqué');
  if (shelled.length > 0) steps.push(`Décortiquez ${theAll(shelled)} si besoin et gardez-${them(shelled)} ${agree('entier', shelled)}.`);
  const drained = of('entier').filter((f) => f.drained);
  if (drained.length > 0) steps.push(`Égouttez ${theAll(drained)}.`);
  return steps;
}

/**
 * A fish made ready for a spread (rillettes): a tinned one drained and flaked with the fork (Food.prep
 * 'émietté'), a smoked one chopped with a knife (isReady), a poached fillet flaked: « Égouttez le
 * thon et émiettez-le à la fourchette », « Hachez finement le saumon fumé au couteau », never
 * « Égouttez le saumon fumé ». Without the final stop, for a step that goes on.
 */
export function fishForSpread(food: Food): string {
  if (food.prep === 'émietté') return `Égouttez ${the(food)} et émiettez-${them([food])} à la fourchette`;
  if (isReady(food)) return `Hachez finement ${the(food)} au couteau`;
  return `Émiettez ${the(food)} à la fourchette`;
}

const PRODUCE: readonly Food['kind'][] = ['légume', 'fruit', 'herbe', 'aromate'];

/**
 * "Lavez et coupez les courgettes et le poivron en morceaux.", "Épluchez et coupez…" when `peel`
 * (never a food of a bite, as a cherry tomato, nor one eaten with its skin, as an apricot) and
 * always for a hard skin (a pumpkin), "Coupez le jambon…" for what is not washed; then
 * each food readied its own way (see Prep). Nothing when there is nothing to ready.
 */
export function cut(foods: readonly Food[], how = 'en morceaux', { peel = false }: { peel?: boolean } = {}): string | false {
  // A spread (a fresh cheese, a paste) is spread by the step that uses it, never cut.
  const spreadless = toCut(foods).filter((f) => !isSpread(f));
  // A stoned fruit of a bite (a cherry, a mirabelle) is stoned and halved, never cut in quarters nor
  // in slices (see isBite): « Lavez les cerises, dénoyautez-les et coupez-les en deux ».
  const halved = /en deux/u.test(how) ? [] : spreadless.filter((f) => f.stoned && isBite(f));
  // A cherry tomato is halved, never sliced « en fines tranches » nor cut « en petits morceaux »;
  // a skewer's (« en bouchées ») stays whole.
  const cherries = /en deux|^en bouchées/u.test(how) ? [] : spreadless.filter((f) => HALVED_BITES.includes(f.name));
  // A nut is crushed, never cut « en petits morceaux » (« Concassez grossièrement les amandes »); a
  // raisin, a pine nut or a sesame seed goes in as it is.
  const dried = spreadless.filter((f) => f.kind === 'fruit sec');
  const nuts = dried.filter((f) => !SMALL_DRIED_FRUITS.includes(f.name));
  // A green bean is topped and tailed and cut in short lengths, whatever the dish's cut (never « en fines tranches »).
  const beans = spreadless.filter((f) => CUT_IN_LENGTHS.includes(f.name));
  // A cauliflower or a broccoli is cut in small florets, whatever the dish's cut.
  const florets = spreadless.filter((f) => IN_FLORETS.includes(f.name));
  // What is sold sliced thin (ham, smoked salmon) is cut in strips where the dish slices the rest
  // (« Coupez le jambon blanc en lanières », never « en fines tranches »).
  const strips = /tranches|rondelles/u.test(how) ? spreadless.filter((f) => f.pieceUnit === 'tranche' && f.kind !== 'pain') : [];
  const cutFoods = spreadless.filter((f) => !halved.includes(f) && !cherries.includes(f) && !beans.includes(f) && !dried.includes(f) && !florets.includes(f) && !strips.includes(f));
  // A potato is peeled as a vegetable is, though a starch.
  const produce = cutFoods.filter((f) => PRODUCE.includes(f.kind) || f.peeled);
  const peeled = produce.filter((f) => f.peeled || (peel && !isBite(f) && !f.unpeeled));
  const washed = produce.filter((f) => !peeled.includes(f));
  const others = cutFoods.filter((f) => !produce.includes(f));
  // An apple or a pear is cored, a cherry or a peach stoned, before it is cut (Food.cored, Food.stoned), unless `how` says so already.
  const core = (foods: readonly Food[]) => {
    if (/cœur|noyau/u.test(how)) return '';
    const cored = foods.filter((f) => f.cored);
    const stoned = foods.filter((f) => f.stoned);
    const out = [
      // Whose core, beside a food that has none: « Lavez la pomme et le citron vert, retirez le cœur de la pomme ».
      cored.length > 0 ? `retirez ${cored.length > 1 || cored.some(plural) ? 'les cœurs' : 'le cœur'}${cored.length < foods.length ? ` ${frenchList(cored.map(some))}` : ''}` : '',
      stoned.length > 0 ? (stoned.length === foods.length ? `dénoyautez-${them(stoned)}` : `dénoyautez ${theAll(stoned)}`) : '',
    ].filter(Boolean);
    return out.length > 0 ? `, ${out.join(', ')}` : '';
  };
  const steps = [
    peeled.length > 0 && (core(peeled) ? `Épluchez ${theAll(peeled)}${core(peeled)} et coupez-${them(peeled)} ${how}.` : `Épluchez et coupez ${theAll(peeled)} ${how}.`),
    // One sentence when produce and the rest are cut alike: "Lavez les fraises, puis coupez-les, ainsi que la mozzarella, en bouchées."
    washed.length > 0 && others.length > 0 && `Lavez ${theAll(washed)}${core(washed)}, puis coupez-${them(washed)}, ainsi que ${theAll(others)}, ${how}.`,
    washed.length > 0 && others.length === 0 && (core(washed) ? `Lavez ${theAll(washed)}${core(washed)} et coupez-${them(washed)} ${how}.` : `Lavez et coupez ${theAll(washed)} ${how}.`),
    washed.length === 0 && others.length > 0 && `Coupez ${theAll(others)} ${how}.`,
    halved.length > 0 && `Lavez ${theAll(halved)}, dénoyautez-${them(halved)} et coupez-${them(halved)} en deux.`,
    cherries.length > 0 && `Lavez ${theAll(cherries)} et coupez-${them(cherries)} en deux.`,
    beans.length > 0 && `Équeutez ${theAll(beans)} et coupez-${them(beans)} en tronçons.`,
    florets.length > 0 && `Lavez ${theAll(florets)} et détaillez-${them(florets)} en petits bouquets.`,
    strips.length > 0 && `Coupez ${theAll(strips)} en lanières.`,
    nuts.length > 0 && `Concassez grossièrement ${theAll(nuts)}.`,
    ...ownWay(foods),
  ].filter((step): step is string => typeof step === 'string');
  return steps.length > 0 && steps.join(' ');
}

/** A chocolate melted to top or fill a dessert (a coupe glacée, crêpes): « Faites fondre le chocolat noir au bain-marie avec une cuillère d'eau. » */
export const meltChocolate = (chocolate: Food): string => `Faites fondre ${the(chocolate)} au bain-marie avec une cuillère d'eau.`;

/**
 * A fruit as it goes in or beside, cut where a cook cuts it: « la banane coupée en dés », « les
 * cerises dénoyautées », « les framboises » (a berry, a grape or a segment goes as it is).
 */
export function cutFruit(fruit: Food, how: string): string {
  if (toCut([fruit]).length === 0) return the(fruit);
  if (fruit.stoned && isBite(fruit)) return `${the(fruit)} ${agree('dénoyauté', [fruit])}`;
  return `${the(fruit)} ${agree('coupé', [fruit])} ${how}`;
}

/**
 * The words after a cheese's name as a dish puts it on: "râpé" when it is sold grated (nothing when
 * its name says so: "fromage râpé"), else the ways the step offers ("râpé ou en copeaux", "râpé ou
 * en tranches"), agreeing with the cheese; a soft cheese (see Food.grates) is never grated nor
 * shaved: "en tranches" where the step offers it, else "en petits morceaux".
 */
export function cheeseWays(food: Food, ...ways: string[]): string {
  if (/râpé/u.test(food.name)) return '';
  const soft = ways.filter((way) => way !== 'râpé' && way !== 'en copeaux');
  const fits = food.grates ? ways : soft.length > 0 ? soft : ['en petits morceaux'];
  const told = (food.prep === 'râpé' ? ['râpé'] : fits).map((way) => (way.startsWith('en ') ? way : agree(way, [food])));
  return ` ${frenchList(told, 'ou')}`;
}

/**
 * Breads sliced for a board or for dipping: « Coupez la baguette en tranches. »; a bread sold sliced
 * (a pain de mie) has its slices halved (« Coupez les tranches de pain de mie en deux. »), or, where
 * a whole slice is wanted (`whole`: a pain perdu), is taken as it is: nothing.
 */
export function sliceBread(breads: readonly Food[], how = 'en tranches', whole = false): string | false {
  const sold = breads.filter((b) => b.pieceUnit === 'tranche');
  const loaves = breads.filter((b) => !sold.includes(b));
  const steps = [loaves.length > 0 && `Coupez ${theAll(loaves)} ${how}.`, sold.length > 0 && !whole && `Coupez les tranches ${frenchList(sold.map((b) => de(b)), 'et')} en deux.`].filter(Boolean);
  return steps.length > 0 && steps.join(' ');
}

/**
 * The bread of tartines made ready: "Coupez la baguette en tranches et faites-les griller." (`then`,
 * what the slices get); crackers and biscottes, crisp already, are taken as they are: nothing.
 */
export function toastBread(bread: Food, how: string, then: string): string | false {
  if (CRISPBREADS.includes(bread.name)) return false;
  // A bread sold sliced (a pain de mie) is cut from its slices: « Coupez les tranches de pain de mie
  // en deux » (« en mouillettes »), never « en tranches ».
  if (bread.pieceUnit === 'tranche') return `Coupez les tranches ${de(bread)} ${how.replace(/^en tranches(?: ou )?/u, '') || 'en deux'} et ${then}.`;
  return `Coupez ${the(bread)} ${how} et ${then}.`;
}

/**
 * A topping spread on bread, never cut: a fresh cheese, a dip or a paste (« Tartinez les crackers de
 * fromage blanc », never « coupez le fromage blanc en petits morceaux »), a jam, a pâte à tartiner
 * spooned from its jar; a vegetable or a pulse is cut.
 */
export const isSpread = (food: Food): boolean =>
  (food.uses.includes('dip') || food.kind === 'condiment' || food.kind === 'sucrant' || (food.kind === 'chocolat' && food.prep === 'versé')) && !['légume', 'légumineuse', 'yaourt'].includes(food.kind);

/**
 * What a cook crushes with a knife before it tops or goes in a dessert: nuts, biscuits, a bar of
 * chocolate; never a spread spooned from its jar (Prep 'versé': « Concassez la pâte à tartiner »).
 */
export const crushes = (food: Food): boolean => ['fruit sec', 'biscuit', 'chocolat'].includes(food.kind) && food.prep !== 'versé';

/** The tartines a step spreads or tops: "les tranches" the bread was cut in, or the biscottes themselves. */
export const tartines = (bread: Food): string => (CRISPBREADS.includes(bread.name) ? the(bread) : 'les tranches');

/**
 * The bread a topping goes on, once sliced: « Garnissez les tartines de jambon », never « les
 * tranches de jambon », which reads as the ham's own slices; crackers stay themselves.
 */
export const toppedBread = (bread: Food): string => tartines(bread).replace('les tranches', 'les tartines');

/** The dish's eggs as its text tells them ("l'œuf" for one, "les œufs battus"), whatever role holds them. */
export function eggs(d: Dish, participle?: string): string {
  const egg = d.all().find((f) => f.kind === 'œuf');
  if (!egg) return participle ? `les œufs ${participle}s` : 'les œufs';
  return participle ? `${the(egg)} ${agree(participle, [egg])}` : the(egg);
}

/** Hard-boiled eggs for a salad or a stuffed egg: "Faites cuire l'œuf 10 minutes…, écalez-le". */
export function hardBoiled(d: Dish, then: string): string {
  const egg = d.all().filter((f) => f.kind === 'œuf');
  const it = them(egg);
  return `Faites cuire ${eggs(d)} 10 minutes à l'eau bouillante, ${then.replace(/-les\b/gu, `-${it}`)}.`;
}

/**
 * The words of hard-boiled eggs halved and stuffed, for one egg as for several: « Coupez-le en deux
 * et retirez le jaune », « Écrasez le jaune », « Garnissez les deux moitiés de blanc », never « les
 * jaunes » of one egg.
 */
export function eggHalves(d: Dish): { it: string; yolks: string; whites: string } {
  const one = them(d.all().filter((f) => f.kind === 'œuf')) !== 'les';
  return one ? { it: 'le', yolks: 'le jaune', whites: 'les deux moitiés de blanc' } : { it: 'les', yolks: 'les jaunes', whites: 'les blancs' };
}

/**
 * The words of eggs separated, for one egg as for several: « Séparez le blanc du jaune », « Fouettez
 * le jaune d'œuf », never « les jaunes » of the one egg a lait de poule for two takes.
 */
export function separatedEggs(d: Dish): { separate: string; yolks: string; whites: string; it: string } {
  const one = them(d.all().filter((f) => f.kind === 'œuf')) !== 'les';
  return one
    ? { separate: 'Séparez le blanc du jaune', yolks: 'le jaune', whites: 'le blanc', it: 'le' }
    : { separate: 'Séparez les blancs des jaunes', yolks: 'les jaunes', whites: 'les blancs', it: 'les' };
}

/**
 * "Épluchez et émincez l'ail", "Émincez finement les oignons": an onion, a shallot, garlic or
 * ginger is peeled before it is sliced (Food.peeled), never « Émincez l'ail » alone.
 */
export const minced = (food: Food, how = '') => `${food.peeled ? 'Épluchez et émincez' : 'Émincez'}${how ? ` ${how}` : ''} ${the(food)}`;

/** "Parsemez de basilic ciselé au moment de servir." when the dish has herbs. */
export const garnish = (d: Dish) => d.has('herbe') && `Parsemez de ${shownAll(d.of('herbe'))} ${agree('ciselé', d.of('herbe'))} au moment de servir.`;
/** The same herb inside a step already said: « Tartinez les tranches de houmous, poivrez et parsemez de ciboulette ciselée. » */
export const sprinkled = (d: Dish): string => (d.has('herbe') ? ` et parsemez ${de(d.of('herbe')[0])} ${agree('ciselé', d.of('herbe'))}` : '');

/**
 * A thin coat of the dish's fat on a dough or a bread: "Arrosez la pâte d'un filet d'huile"; butter
 * is melted and brushed on, never poured in a « filet »: "Badigeonnez la pâte de beurre fondu".
 */
export const coatWithFat = (d: Dish, what: string) => (d.fat === 'le beurre' ? `Badigeonnez ${what} de beurre fondu` : `Arrosez ${what} d'un filet ${d.fatDe}`);

/** "beurrez un moule", "badigeonnez des ramequins d'un peu d'huile d'olive": a dish or a mould greased with the dish's fat, named as it is listed. */
export const greased = (d: Dish, what: string) => (d.fat === 'le beurre' ? `beurrez ${what}` : `badigeonnez ${what} d'un peu ${d.fatDe}`);

/** "étalez la pâte brisée dans un moule, piquée à la fourchette": the pastry named as it is listed, the first time a step takes it. */
export const lineMould = (pastry: Food) => `étalez ${the(pastry)} dans ${plural(pastry) ? 'des moules' : 'un moule'}, ${agree('piqué', [pastry])} à la fourchette`;

/** A side salad's seasoning: "d'un filet d'huile, de sel et de poivre", with oil, never the butter the dish may cook in. */
export const dressing = (d: Dish) => (d.oilDe ? `d'un filet ${d.oilDe}, de sel et de poivre` : 'de sel et de poivre');

/**
 * A salad's dressing as its text names it: « la vinaigrette » when the dish has an acid (a vinegar,
 * a lemon), else « l'assaisonnement »: oil, salt and pepper alone make no vinaigrette.
 */
export const theDressing = (d: Dish) => (d.has('acide') ? 'la vinaigrette' : "l'assaisonnement");
/** « de vinaigrette » or « de l'assaisonnement », after « arrosez », « nappez » (see theDressing). */
export const ofDressing = (d: Dish) => (d.has('acide') ? 'de vinaigrette' : "de l'assaisonnement");
/** How a description tells the foods dressed: « en vinaigrette maison », or « assaisonnés d'huile, de sel et de poivre » without an acid. */
export const inDressing = (d: Dish, foods: readonly Food[]) => (d.has('acide') ? 'en vinaigrette maison' : `${agree('assaisonné', foods)} d'huile, de sel et de poivre`);

/** The house dressing: the dish's oil, its acid if any, salt and pepper. */
export const vinaigrette = (d: Dish) => `Préparez ${theDressing(d)} en mélangeant ${d.fat}${d.has('acide') ? `, ${the(juiced(d.of('acide')[0]))}` : ''}, le sel et le poivre.`;
