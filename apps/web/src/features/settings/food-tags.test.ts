import { ONBOARDING_MESSAGES } from '#contracts';
import { addFoodTag, removeFoodTag } from './food-tags';

it('adds a food trimmed, with inner spaces collapsed', () => {
  expect(addFoodTag(['Tomates'], '  pâtes   fraîches ')).toEqual({ ok: true, list: ['Tomates', 'pâtes fraîches'] });
});

it('refuses an empty food', () => {
  expect(addFoodTag([], '   ')).toEqual({ ok: false, error: 'Veuillez saisir un aliment' });
});

it('refuses a food already in the list, whatever its case', () => {
  expect(addFoodTag(['Épinards'], 'épinards')).toEqual({ ok: false, error: ONBOARDING_MESSAGES.foodAlreadyListed('épinards') });
});

it("keeps to the API's limits: 60 characters a food, 50 foods", () => {
  expect(addFoodTag([], 'a'.repeat(61))).toMatchObject({ ok: false });
  expect(addFoodTag([], 'a'.repeat(60))).toMatchObject({ ok: true });
  const fifty = Array.from({ length: 50 }, (_, i) => `aliment ${i}`);
  expect(addFoodTag(fifty, 'un de plus')).toEqual({ ok: false, error: "Vous pouvez ajouter jusqu'à 50 aliments" });
});

it('removes by value, leaving the others in order', () => {
  expect(removeFoodTag(['ail', 'oignon', 'poivron'], 'oignon')).toEqual(['ail', 'poivron']);
});
