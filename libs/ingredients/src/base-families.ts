// The starch a main dish stands on, by family: the week planner serves no base at more than one
// meal in three (pasta nine evenings running is no week). To extend: add a term (singular, as a
// cook writes it) to its family, or a family in the place of its priority: a dish's base is the
// first family, in this order, that one of its ingredient lines names (a tart's dough before the
// potatoes in it; « pâte brisée » is a dough before « pâtes » are pasta).
import { foodFamilies, type FoodFamily } from './food-families';

export const BASE_FAMILIES: readonly FoodFamily[] = [
  { family: 'pâte à tarte ou à pizza', terms: ['pâte brisée', 'pâte feuilletée', 'pâte sablée', 'pâte à pizza', 'pâte filo', 'feuille de brick'] },
  {
    family: 'pâtes',
    terms: ['pâte', 'spaghetti', 'penne', 'tagliatelle', 'coquillette', 'macaroni', 'fusilli', 'farfalle', 'lasagne', 'linguine', 'ravioli', 'tortellini', 'gnocchi', 'nouille', 'vermicelle', 'orecchiette', 'rigatoni', 'conchiglie'],
    except: ['pâte de curry', "pâte d'amande", 'pâte à tartiner', 'pâte de sésame', 'pâte à crêpes', 'pâte de piment', 'pâte de coing'],
  },
  { family: 'riz', terms: ['riz', 'risotto'] },
  { family: 'pommes de terre', terms: ['pomme de terre', 'frite', 'rösti', 'purée'] },
  { family: 'semoule et céréales', terms: ['semoule', 'couscous', 'boulgour', 'quinoa', 'polenta', 'épeautre', 'orge perlé', 'blé'] },
  { family: 'pain et galettes', terms: ['pain', 'baguette', 'tortilla', 'wrap', 'galette', 'crêpe', 'pita', 'naan'] },
];

const BASES = foodFamilies(BASE_FAMILIES);

/** A dish's base from its ingredient names (lines parsed by the caller), or null (a soup, an omelette). */
export const mainBase = (ingredientNames: readonly string[]): string | null => BASES.mainOf(ingredientNames);

/** The words that name a base, to tell a cook (or a model) to leave it out. */
export const baseTerms = (family: string): readonly string[] => BASES.termsOf(family);
