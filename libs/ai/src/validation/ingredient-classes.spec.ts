import { classifyIngredient, matchIngredientTerms, type IngredientClass } from './ingredient-classes';
import { normalizeWords } from './normalize-words';

const classesOf = (line: string): IngredientClass[] => [...classifyIngredient(line)].sort();

describe('normalizeWords', () => {
  it('folds case, accents, ligatures, elisions and plurals', () => {
    expect(normalizeWords("3 Œufs, 2 càs d'Huile d'olive")).toEqual(['3', 'oeuf', '2', 'cas', 'd', 'huile', 'd', 'olive']);
    expect(normalizeWords('Poireaux et gâteaux')).toEqual(['poireau', 'et', 'gateau']);
    expect(normalizeWords('noix')).toEqual(['noix']);
  });
});

describe('classifyIngredient', () => {
  it.each<[string, IngredientClass[]]>([
    ['200 g de jambon', ['meat', 'pork']],
    ['100 g de lardons fumés', ['meat', 'pork']],
    ['1 chorizo', ['meat', 'pork']],
    ['4 saucisses de veau', ['meat', 'pork']],
    ['500 g de bœuf haché', ['meat']],
    ['1 gigot d’agneau', ['meat']],
    ['4 cuisses de poulet', ['meat', 'poultry']],
    ['2 magrets de canard', ['meat', 'poultry']],
    ['150 g de jambon de dinde', ['meat', 'poultry']],
    ['2 pavés de saumon', ['fish']],
    ['1 boîte de thon', ['fish']],
    ['200 g de filets de perche', ['fish']],
    ['300 g de crevettes', ['shellfish']],
    ['1 kg de moules', ['shellfish']],
    ['8 noix de Saint-Jacques', ['shellfish']],
    ['20 cl de crème entière', ['dairy']],
    ['100 g de gruyère râpé', ['dairy']],
    ['250 g de séré maigre', ['dairy']],
    ['3 œufs', ['egg']],
    ['2 jaunes d’œufs', ['egg']],
    ['2 càs de mayonnaise', ['egg']],
    ['12 œufs de caille', ['egg']],
    ['1 l de bouillon de poule', ['meat', 'poultry']],
    ['200 g de farine', ['gluten']],
    ['250 g de spaghetti', ['gluten']],
    ['4 tranches de pain de seigle', ['gluten']],
    ['2 càs de sauce soja', ['gluten']],
    ['100 g de flocons d’avoine', ['gluten']],
    ['50 g d’amandes effilées', ['nuts']],
    ['1 càs de beurre de cacahuète', ['nuts']],
    ['30 g de pignons de pin', ['nuts']],
    ['100 g de noix de cajou', ['nuts']],
    ['10 cl de vin blanc', ['alcohol']],
    ['2 cl de kirsch', ['alcohol']],
    ['4 feuilles de gélatine', ['gelatin']],
    ['2 càs de miel', ['honey']],
    ['1 oignon', []],
    ['1 pincée de sel', []],
  ])('%s', (line, expected) => {
    expect(classesOf(line)).toEqual([...expected].sort());
  });

  describe('tricky pairs', () => {
    it('milk is dairy, coconut, soy and rice milk are not, almond milk is a nut, oat milk is gluten', () => {
      expect(classesOf('50 cl de lait')).toEqual(['dairy']);
      expect(classesOf('40 cl de lait de coco')).toEqual([]);
      expect(classesOf('50 cl de lait de soja')).toEqual([]);
      expect(classesOf("50 cl de lait d'amande")).toEqual(['nuts']);
      expect(classesOf("50 cl de lait d'avoine")).toEqual(['gluten']);
    });

    it('walnuts are nuts, coconut and nutmeg are not, a knob of butter is dairy', () => {
      expect(classesOf('50 g de noix')).toEqual(['nuts']);
      expect(classesOf('50 g de noix de coco râpée')).toEqual([]);
      expect(classesOf('1 pincée de noix de muscade')).toEqual([]);
      expect(classesOf('1 noix de beurre')).toEqual(['dairy']);
      expect(classesOf('1 càs d’huile de noix')).toEqual(['nuts']);
    });

    it('wheat flour and a ready taboulé are gluten, rice, buckwheat, maize and chestnut flours and a quinoa taboulé are not', () => {
      expect(classesOf('200 g de farine')).toEqual(['gluten']);
      expect(classesOf('200 g de farine de riz')).toEqual([]);
      expect(classesOf('200 g de farine de sarrasin')).toEqual([]);
      expect(classesOf('100 g de farine de maïs')).toEqual([]);
      expect(classesOf('100 g de farine de châtaigne')).toEqual([]);
      expect(classesOf('100 g de semoule de maïs')).toEqual([]);
      expect(classesOf('100 g de semoule de blé')).toEqual(['gluten']);
      // A ready taboulé is wheat semolina, unless it says otherwise.
      expect(classesOf('300 g de taboulé')).toEqual(['gluten']);
      expect(classesOf('300 g de taboulé oriental')).toEqual(['gluten']);
      expect(classesOf('300 g de taboulé de quinoa')).toEqual([]);
      expect(classesOf('300 g de taboulé de chou-fleur')).toEqual([]);
    });

    it('butter is dairy, peanut butter is a nut, cocoa butter is neither, beurre noisette is butter', () => {
      expect(classesOf('30 g de beurre')).toEqual(['dairy']);
      expect(classesOf('2 càs de beurre de cacahuète')).toEqual(['nuts']);
      expect(classesOf('20 g de beurre de cacao')).toEqual([]);
      expect(classesOf('30 g de beurre noisette')).toEqual(['dairy']);
    });

    it('beer is both gluten and alcohol; ginger beer and alcohol-free beer are not alcohol', () => {
      expect(classesOf('33 cl de bière blonde')).toEqual(['alcohol', 'gluten']);
      expect(classesOf('20 cl de bière de gingembre')).toEqual([]);
      expect(classesOf('33 cl de bière sans alcool')).toEqual(['gluten']);
    });

    it('wine vinegar and Vaud vin cuit are not alcohol, wine is', () => {
      expect(classesOf('2 càs de vinaigre de vin rouge')).toEqual([]);
      expect(classesOf('2 càs de vin cuit')).toEqual([]);
      expect(classesOf('20 cl de vin rouge')).toEqual(['alcohol']);
      expect(classesOf('10 cl de crème de cassis')).toEqual(['alcohol']);
    });

    it('reads "sans gluten" and plant-based qualifiers only in their own part of the line', () => {
      expect(classesOf('250 g de pâtes sans gluten')).toEqual([]);
      expect(classesOf('20 cl de crème végétale')).toEqual([]);
      expect(classesOf('30 g de beurre ou de margarine végétale')).toEqual(['dairy']);
    });

    it('aubergine caviar is not fish, sturgeon caviar is', () => {
      expect(classesOf("1 pot de caviar d'aubergine")).toEqual([]);
      expect(classesOf('20 g de caviar')).toEqual(['fish']);
    });
  });

  it('gives each match its French article for the reasons', () => {
    const phrases = (line: string) => matchIngredientTerms(line).flatMap((s) => s.matches.map((m) => m.phrase));
    expect(phrases('100 g de jambon')).toEqual(['du jambon']);
    expect(phrases('20 cl de crème')).toEqual(['de la crème']);
    expect(phrases('100 g de lardons')).toEqual(['des lardons']);
    expect(phrases("1 gigot d'agneau")).toEqual(["du gigot", "de l'agneau"]);
  });
});
