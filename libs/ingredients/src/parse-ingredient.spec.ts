import { parseIngredientLine, writesAmount, type ParsedIngredient } from './parse-ingredient';
import type { Unit } from './units';

const p = (quantity: number, unit: Unit, name: string, note?: string): ParsedIngredient =>
  note === undefined ? { quantity, unit, name } : { quantity, unit, name, note };

const LINES: ReadonlyArray<[string, ParsedIngredient]> = [
  // The lines of the brief and the spec's units
  ['200 g de farine', p(200, 'g', 'farine')],
  ["2 càs d'huile d'olive", p(2, 'càs', "huile d'olive")],
  ['1 pincée de sel', p(1, 'pincée', 'sel')],
  ["3 gousses d'ail", p(3, 'gousse', 'ail')],
  ['1 boîte de tomates concassées (400 g)', p(1, 'boîte', 'tomates concassées', '400 g')],
  ['2 oignons, émincés', p(2, 'unité', 'oignons', 'émincés')],
  ['sel et poivre', p(1, 'unité', 'sel et poivre')],
  ['6 œufs', p(6, 'unité', 'œufs')],
  ['1 œuf', p(1, 'unité', 'œuf')],
  ['250g de beurre', p(250, 'g', 'beurre')],
  ['1kg', p(1, 'kg', '')],
  ['1kg de pommes de terre', p(1, 'kg', 'pommes de terre')],
  ['½ citron', p(0.5, 'unité', 'citron')],
  ['1 c. à s. de miel', p(1, 'càs', 'miel')],
  ['Une pincée de muscade', p(1, 'pincée', 'muscade')],
  ['2 cuillères à soupe de crème fraîche', p(2, 'càs', 'crème fraîche')],
  ['1 cuillère à café de cumin', p(1, 'càc', 'cumin')],
  ['10 cl de lait', p(10, 'cl', 'lait')],
  ['1 botte de radis', p(1, 'botte', 'radis')],
  ['4 tranches de jambon', p(4, 'tranche', 'jambon')],
  ['1 sachet de levure chimique', p(1, 'sachet', 'levure chimique')],
  ['20 cl de crème liquide', p(20, 'cl', 'crème liquide')],

  // Decimals with a comma or a dot
  ['1,5 kg de pommes', p(1.5, 'kg', 'pommes')],
  ['0.5 l de bouillon', p(0.5, 'l', 'bouillon')],
  ['2,25 kg de gigot', p(2.25, 'kg', 'gigot')],
  ['0,5 l de crème', p(0.5, 'l', 'crème')],
  ['1,5 kg de pommes de terre, épluchées', p(1.5, 'kg', 'pommes de terre', 'épluchées')],

  // Fractions, unicode fractions and mixed numbers
  ['1/2 citron', p(0.5, 'unité', 'citron')],
  ['3/4 l de lait', p(0.75, 'l', 'lait')],
  ['¼ de chou', p(0.25, 'unité', 'chou')],
  ['¾ tasse de sucre', p(0.75, 'tasse', 'sucre')],
  ['⅓ tasse de lait', p(1 / 3, 'tasse', 'lait')],
  ['⅔ de concombre', p(2 / 3, 'unité', 'concombre')],
  ['1 ½ kg de pommes', p(1.5, 'kg', 'pommes')],
  ['1½ tasse de riz', p(1.5, 'tasse', 'riz')],
  ['1 1/2 càc de sel', p(1.5, 'càc', 'sel')],
  ["2 1/4 l d'eau", p(2.25, 'l', 'eau')],
  ['1 ½ càs de miel', p(1.5, 'càs', 'miel')],

  // Ranges: the upper bound, the range as written in the note
  ['2-3 tomates', p(3, 'unité', 'tomates', '2-3')],
  ["2 à 3 gousses d'ail", p(3, 'gousse', 'ail', '2 à 3')],
  ['100-150 g de sucre', p(150, 'g', 'sucre', '100-150')],
  ['1 ou 2 piments', p(2, 'unité', 'piments', '1 ou 2')],
  ['2 – 3 càs de sauce soja', p(3, 'càs', 'sauce soja', '2 – 3')],
  ['1,5 à 2 kg de bœuf', p(2, 'kg', 'bœuf', '1,5 à 2')],
  ['2 à 3 càs de lait', p(3, 'càs', 'lait', '2 à 3')],
  ['2 ou 3 œufs', p(3, 'unité', 'œufs', '2 ou 3')],
  ['30 à 80 g', p(80, 'g', '', '30 à 80')],
  // …in either order: the larger number, whichever comes first
  ['80 ou 30 g de beurre', p(80, 'g', 'beurre', '80 ou 30')],
  ['3 à 2 tomates', p(3, 'unité', 'tomates', '3 à 2')],
  ['3-2 tomates', p(3, 'unité', 'tomates', '3-2')],
  ['3 ou 2 œufs', p(3, 'unité', 'œufs', '3 ou 2')],
  ['150 - 100 g de sucre', p(150, 'g', 'sucre', '150 - 100')],

  // Number words
  ['un oignon', p(1, 'unité', 'oignon')],
  ['Une carotte', p(1, 'unité', 'carotte')],
  ['deux œufs', p(2, 'unité', 'œufs')],
  ['trois pommes', p(3, 'unité', 'pommes')],
  ['Quatre tranches de pain de mie', p(4, 'tranche', 'pain de mie')],
  ['cinq feuilles de basilic', p(5, 'feuille', 'basilic')],
  ['six tomates', p(6, 'unité', 'tomates')],
  ['sept figues', p(7, 'unité', 'figues')],
  ['huit crevettes', p(8, 'unité', 'crevettes')],
  ['neuf abricots', p(9, 'unité', 'abricots')],
  ['dix radis', p(10, 'unité', 'radis')],
  ['onze noix', p(11, 'unité', 'noix')],
  ['douze escargots', p(12, 'unité', 'escargots')],
  ['quinze amandes', p(15, 'unité', 'amandes')],
  ['dix-huit framboises', p(18, 'unité', 'framboises')],
  ['vingt olives noires', p(20, 'unité', 'olives noires')],
  ['une demi botte de coriandre', p(0.5, 'botte', 'coriandre')],
  ['un demi-litre de lait', p(0.5, 'l', 'lait')],
  ['demi citron vert', p(0.5, 'unité', 'citron vert')],
  ['une demi-cuillère à café de piment', p(0.5, 'càc', 'piment')],
  ['une dizaine de tomates cerises', p(10, 'unité', 'tomates cerises')],
  ["une douzaine d'œufs", p(12, 'unité', 'œufs')],
  ["une demi-douzaine d'huîtres", p(6, 'unité', 'huîtres')],
  ["deux douzaines d'escargots", p(24, 'unité', 'escargots')],
  ['une trentaine de framboises', p(30, 'unité', 'framboises')],
  ['quelques brins de persil', p(3, 'brin', 'persil', 'quelques')],
  ['quelques tomates cerises', p(3, 'unité', 'tomates cerises', 'quelques')],
  ['un peu de sel', p(1, 'unité', 'sel', 'un peu')],
  ["un peu d'huile", p(1, 'unité', 'huile', 'un peu')],

  // Spoons in every spelling
  ['1 cs de sucre', p(1, 'càs', 'sucre')],
  ['1 c.s. de vinaigre', p(1, 'càs', 'vinaigre')],
  ['2 CàS de sucre', p(2, 'càs', 'sucre')],
  ['2 cas de sauce soja', p(2, 'càs', 'sauce soja')],
  ['3 cuil. à soupe de farine', p(3, 'càs', 'farine')],
  ['1 cuillère à soupe rase de sucre', p(1, 'càs', 'sucre', 'rase')],
  ['2 càc bombées de cacao', p(2, 'càc', 'cacao', 'bombées')],
  ['1 càs et demie de sucre', p(1.5, 'càs', 'sucre')],
  ['1 cc de cannelle', p(1, 'càc', 'cannelle')],
  ['1 c. à c. de sel', p(1, 'càc', 'sel')],
  ['1 c.c. de curcuma', p(1, 'càc', 'curcuma')],
  ['2 cuillerées à café de miel', p(2, 'càc', 'miel')],
  ['1 cuillère à thé de vanille', p(1, 'càc', 'vanille')],
  ['1 càc de paprika', p(1, 'càc', 'paprika')],
  // A spoon without its size is a tablespoon, as a cook takes it; "à dessert" stays unread
  ['1 cuillère de miel', p(1, 'càs', 'miel')],
  ['2 cuillères de sucre', p(2, 'càs', 'sucre')],
  ['1 cuillere de miel', p(1, 'càs', 'miel')],
  ['1 cuiller de miel', p(1, 'càs', 'miel')],
  ['2 cuillers de sucre', p(2, 'càs', 'sucre')],
  ['1 cuillerée de sirop', p(1, 'càs', 'sirop')],
  ["1 cuillère d'huile", p(1, 'càs', 'huile')],
  ['Cuillère de miel', p(1, 'càs', 'miel')],
  ['1 bonne cuillère de miel', p(1, 'càs', 'miel', 'bonne')],
  ['1 cuillère bombée de miel', p(1, 'càs', 'miel', 'bombée')],
  ['1 cuillère à dessert de sucre', p(1, 'unité', 'cuillère à dessert de sucre')],
  ['3 cuillères', p(3, 'unité', 'cuillères')],

  // Units spelled out or abbreviated
  ['500 grammes de pâtes', p(500, 'g', 'pâtes')],
  ['1 gramme de safran', p(1, 'g', 'safran')],
  ['50 gr de beurre', p(50, 'g', 'beurre')],
  ['2 kilos de pommes de terre', p(2, 'kg', 'pommes de terre')],
  ['1 kilogramme de farine', p(1, 'kg', 'farine')],
  // The market's pound (500 g), but a "livre" without "de" is a book
  ['1 livre de cerises', p(1, 'livre', 'cerises')],
  ['2 livres de pommes', p(2, 'livre', 'pommes')],
  ['une demi-livre de beurre', p(0.5, 'livre', 'beurre')],
  ['1 livre', p(1, 'unité', 'livre')],
  ['500 mg de safran', p(500, 'mg', 'safran')],
  ['250 millilitres de lait', p(250, 'ml', 'lait')],
  ['250 ml de lait', p(250, 'ml', 'lait')],
  ['1 litre de bouillon', p(1, 'l', 'bouillon')],
  ["2 litres d'eau", p(2, 'l', 'eau')],
  ['1 L de lait', p(1, 'l', 'lait')],
  ['1 l de lait', p(1, 'l', 'lait')],
  ['3 dl de crème', p(3, 'dl', 'crème')],
  ['25 cl de vin blanc', p(25, 'cl', 'vin blanc')],
  ['1 tasse de riz', p(1, 'tasse', 'riz')],
  ['2 tasses de farine', p(2, 'tasse', 'farine')],
  ["1 kg d'agneau", p(1, 'kg', 'agneau')],
  ['200 g de haricots verts', p(200, 'g', 'haricots verts')],
  ['150 g farine', p(150, 'g', 'farine')],
  ['200 g. de farine', p(200, 'g', 'farine')],
  ['1 l. de lait', p(1, 'l', 'lait')],
  ['¾ de tasse de lait', p(0.75, 'tasse', 'lait')],
  ['1 kg et demi de pommes', p(1.5, 'kg', 'pommes')],
  ['1 litre et demi de lait', p(1.5, 'l', 'lait')],
  ['1 paquet et demi de pâtes', p(1.5, 'paquet', 'pâtes')],
  ['une boîte et demie de thon', p(1.5, 'boîte', 'thon')],
  ["1 filet et demi d'huile", p(1.5, 'filet', 'huile')],
  ['1 paquet et demi', p(1.5, 'paquet', '')],
  ['une demi-boîte de thon', p(0.5, 'boîte', 'thon')],
  ['un demi litre de lait', p(0.5, 'l', 'lait')],
  ['Paquet et demi de pâtes', p(1, 'unité', 'Paquet et demi de pâtes')],
  ['2 x 125 g de mozzarella', p(250, 'g', 'mozzarella', '2 x 125 g')],
  ['3 × 1 l de lait', p(3, 'l', 'lait', '3 × 1 l')],

  // Multipliers before the line: "2x 200 g" is twice 200 g, "5x œufs" five eggs
  ['2x 200 g de tofu', p(400, 'g', 'tofu', '2x 200 g')],
  ['2x200 g de tofu', p(400, 'g', 'tofu', '2x200 g')],
  ['5x œufs', p(5, 'unité', 'œufs')],
  ['2 x œufs', p(2, 'unité', 'œufs')],
  ['3 × citrons verts', p(3, 'unité', 'citrons verts')],
  ['2x une boîte de thon', p(2, 'boîte', 'thon', '2x une boîte')],
  ['2 xérès', p(2, 'unité', 'xérès')],

  // Container and portion nouns
  ["2 pincées de piment d'Espelette", p(2, 'pincée', "piment d'Espelette")],
  ['1 feuille de laurier', p(1, 'feuille', 'laurier')],
  ['2 brins de thym', p(2, 'brin', 'thym')],
  ['1 poignée de roquette', p(1, 'poignée', 'roquette')],
  ["1 filet d'huile d'olive", p(1, 'filet', "huile d'olive")],
  ['Un filet de citron', p(1, 'filet', 'citron')],
  ['4 filets de saumon', p(4, 'unité', 'filets de saumon')],
  ['1 bouquet garni', p(1, 'unité', 'bouquet garni')],
  ['1 bouquet de persil plat', p(1, 'bouquet', 'persil plat')],
  ['1 zeste de citron', p(1, 'zeste', 'citron')],
  ['1 verre de vin rouge', p(1, 'verre', 'vin rouge')],
  ['1 pot de yaourt nature', p(1, 'pot', 'yaourt nature')],
  ['1 paquet de pâtes', p(1, 'paquet', 'pâtes')],
  ['2 morceaux de sucre', p(2, 'morceau', 'sucre')],
  ['1 rouleau de pâte feuilletée', p(1, 'rouleau', 'pâte feuilletée')],
  ['2 cubes de bouillon de volaille', p(2, 'cube', 'bouillon de volaille')],
  ['3 gouttes de tabasco', p(3, 'goutte', 'tabasco')],
  ["1 tête d'ail", p(1, 'tête', 'ail')],
  ['2 branches de céleri', p(2, 'branche', 'céleri')],
  ['1 bâton de cannelle', p(1, 'bâton', 'cannelle')],
  ['3 bâtonnets de surimi', p(3, 'bâtonnet', 'surimi')],
  ['1 bâtonnet de surimi', p(1, 'bâtonnet', 'surimi')],
  ['4 carrés de chocolat noir', p(4, 'carré', 'chocolat noir')],
  ['1 bouteille de vin blanc', p(1, 'bouteille', 'vin blanc')],
  ['2 louches de bouillon', p(2, 'louche', 'bouillon')],
  ['1 bol de riz', p(1, 'bol', 'riz')],
  ['3 bols de lait', p(3, 'bol', 'lait')],
  ['3 brindilles de thym', p(3, 'brin', 'thym')],
  ['1 brindille de romarin', p(1, 'brin', 'romarin')],
  ['1 bol', p(1, 'unité', 'bol')],
  ['2 bolets', p(2, 'unité', 'bolets')],
  ['2 boites de thon', p(2, 'boîte', 'thon')],
  ['1 sachet de sucre vanillé', p(1, 'sachet', 'sucre vanillé')],
  ['3 gousses', p(3, 'unité', 'gousses')],
  ["1 zeste d'un citron", p(1, 'unité', "zeste d'un citron")],

  // A size before a unit is a note; before an ingredient it is part of the name
  ["2 grosses gousses d'ail", p(2, 'gousse', 'ail', 'grosses')],
  ['1 petite boîte de maïs', p(1, 'boîte', 'maïs', 'petite')],
  ['1 bonne pincée de sel', p(1, 'pincée', 'sel', 'bonne')],
  ['3 gros oignons', p(3, 'unité', 'gros oignons')],
  ["2 à 3 grosses gousses d'ail", p(3, 'gousse', 'ail', '2 à 3; grosses')],
  ['2 épaisses tranches de jambon', p(2, 'tranche', 'jambon', 'épaisses')],
  ['2 epaisses tranches de jambon', p(2, 'tranche', 'jambon', 'epaisses')],
  ['4 fines tranches de lard', p(4, 'tranche', 'lard', 'fines')],
  ['1 belle poignée de roquette', p(1, 'poignée', 'roquette', 'belle')],
  ['2 petites boîtes de thon', p(2, 'boîte', 'thon', 'petites')],
  ['1 grand verre de lait', p(1, 'verre', 'lait', 'grand')],
  ['2 longues branches de céleri', p(2, 'branche', 'céleri', 'longues')],
  ['1 généreuse poignée de noix', p(1, 'poignée', 'noix', 'généreuse')],
  ['2 càs de fines herbes', p(2, 'càs', 'fines herbes')],
  ['4 fines tranches', p(4, 'unité', 'fines tranches')],
  ['2 tranches épaisses de jambon', p(2, 'tranche', 'jambon', 'épaisses')],
  ["3 gousses moyennes d'ail", p(3, 'gousse', 'ail', 'moyennes')],
  ['2 oignons moyens', p(2, 'unité', 'oignons moyens')],
  ['1 kg gros sel', p(1, 'kg', 'gros sel')],
  ['1 kg de gros sel', p(1, 'kg', 'gros sel')],

  // Notes: parentheses anywhere, text after a comma, "environ"
  ['1 boîte (400 g) de pois chiches', p(1, 'boîte', 'pois chiches', '400 g')],
  ['1 boîte de 400 g de pulpe de tomates', p(1, 'boîte', 'pulpe de tomates', '400 g')],
  ['1 sachet de 7 g de levure boulangère', p(1, 'sachet', 'levure boulangère', '7 g')],
  ['200 g de chocolat (70 % de cacao)', p(200, 'g', 'chocolat', '70 % de cacao')],
  ['3 carottes, pelées et coupées en rondelles', p(3, 'unité', 'carottes', 'pelées et coupées en rondelles')],
  ['2 échalotes (ou 1 oignon), hachées', p(2, 'unité', 'échalotes', 'ou 1 oignon; hachées')],
  ['1 kg de moules, nettoyées, égouttées', p(1, 'kg', 'moules', 'nettoyées, égouttées')],
  ['2 à 3 carottes (bio), râpées', p(3, 'unité', 'carottes', '2 à 3; bio; râpées')],
  ['environ 200 g de farine', p(200, 'g', 'farine', 'environ')],
  ['2 oignons rouges, finement émincés', p(2, 'unité', 'oignons rouges', 'finement émincés')],
  ['Sel, poivre', p(1, 'unité', 'Sel', 'poivre')],

  // No leading quantity: 1 unité of the cleaned line
  ['Sel', p(1, 'unité', 'Sel')],
  ['Poivre du moulin', p(1, 'unité', 'Poivre du moulin')],
  ['Sel et poivre', p(1, 'unité', 'Sel et poivre')],
  ["huile d'olive", p(1, 'unité', "huile d'olive")],
  ["de l'huile d'olive", p(1, 'unité', "huile d'olive")],
  ['du persil frais', p(1, 'unité', 'persil frais')],
  ['Pincée de sel', p(1, 'pincée', 'sel')],
  ["Gousse d'ail", p(1, 'gousse', 'ail')],
  ['Feuilles de brick', p(1, 'unité', 'Feuilles de brick')],
  ['Quatre-épices', p(1, 'unité', 'Quatre-épices')],
  ['1 pincée de quatre-épices', p(1, 'pincée', 'quatre-épices')],
  ["le zeste d'un citron", p(1, 'unité', "zeste d'un citron")],

  // Whitespace, punctuation, bullets and typography
  ['', p(1, 'unité', '')],
  ['   ', p(1, 'unité', '')],
  ['  200   g   de   farine  ', p(200, 'g', 'farine')],
  ['- 2 oignons', p(2, 'unité', 'oignons')],
  ['• 100 g de sucre', p(100, 'g', 'sucre')],
  ['2 càs d’huile', p(2, 'càs', 'huile')],
  ['200\u00a0g de farine', p(200, 'g', 'farine')],
  ['200\u202fg de farine', p(200, 'g', 'farine')],
  ['3', p(3, 'unité', '')],
  ['200 g de farine.', p(200, 'g', 'farine')],
  ['1 3/2 tasse de lait', p(1, 'unité', '3/2 tasse de lait')],

  // Case is kept; units are not found inside words
  ['2 Tomates Cœur de Bœuf', p(2, 'unité', 'Tomates Cœur de Bœuf')],
  ['100 g de Comté râpé', p(100, 'g', 'Comté râpé')],
  ['2 litchis', p(2, 'unité', 'litchis')],
  ['3 grenades', p(3, 'unité', 'grenades')],
  ['2 mangues', p(2, 'unité', 'mangues')],
  ['2 carottes', p(2, 'unité', 'carottes')],
  ['2 courgettes', p(2, 'unité', 'courgettes')],
  ['2 pommes de terre', p(2, 'unité', 'pommes de terre')],
  ['4 cuisses de poulet', p(4, 'unité', 'cuisses de poulet')],
];

describe('parseIngredientLine', () => {
  it('covers at least 100 lines', () => {
    expect(LINES.length).toBeGreaterThanOrEqual(100);
  });

  it.each(LINES)('%j', (line, expected) => {
    const parsed = parseIngredientLine(line);
    expect({ ...parsed, quantity: round(parsed.quantity) }).toEqual({ ...expected, quantity: round(expected.quantity) });
  });

  it('never sets an empty note', () => {
    expect(parseIngredientLine('2 oignons,')).toEqual(p(2, 'unité', 'oignons'));
    expect(parseIngredientLine('2 oignons ()')).toEqual(p(2, 'unité', 'oignons'));
  });
});

describe('writesAmount', () => {
  // What a scaled recipe may rewrite: a line with no amount of its own has none to scale.
  it.each(['3 poireaux', '100 g de gruyère râpé', 'une pincée de sel', 'Pincée de sel', '½ citron', 'environ 200 g de riz', '1 boîte (400 g) de tomates'])(
    '%j writes an amount',
    (line) => expect(writesAmount(line)).toBe(true),
  );

  it.each(['sel, poivre', 'persil', "huile d'olive", 'sel et poivre du moulin', '- ciboulette (facultatif)', ''])('%j writes none', (line) =>
    expect(writesAmount(line)).toBe(false),
  );
});

// ⅓ and ⅔ are not exact in binary; six decimals are plenty for a kitchen.
function round(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
