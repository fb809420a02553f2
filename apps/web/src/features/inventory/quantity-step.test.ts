import { quantityStep, stepQuantity } from '#contracts';

describe('the fridge stepper’s step', () => {
  it('moves weighed and poured amounts by 50, counted ones and kg / l by one', () => {
    expect(['g', 'ml', 'unité', 'kg', 'l', 'càs', 'càc', 'pincée'].map(quantityStep)).toEqual([50, 50, 1, 1, 1, 1, 1, 1]);
    // A unit the form does not offer (older data) still steps.
    expect(quantityStep('gousse')).toBe(1);
  });

  it('goes to the next mark of the unit’s grid', () => {
    expect(stepQuantity(500, 'g', -1)).toBe(450);
    expect(stepQuantity(500, 'g', 1)).toBe(550);
    expect(stepQuantity(520, 'g', -1)).toBe(500);
    expect(stepQuantity(520, 'g', 1)).toBe(550);
    expect(stepQuantity(3, 'unité', -1)).toBe(2);
    expect(stepQuantity(3, 'unité', 1)).toBe(4);
  });

  it('never goes below 1: no step down from the first mark', () => {
    expect(stepQuantity(1, 'unité', -1)).toBeNull();
    expect(stepQuantity(50, 'g', -1)).toBeNull();
    expect(stepQuantity(30, 'g', -1)).toBeNull();
    expect(stepQuantity(30, 'g', 1)).toBe(50);
  });
});
