import type { InventoryItem } from '#contracts';
import { placeOnShelves, SHELF_COUNT, shelfIndex } from './shelves';

// Deterministic uuid-looking ids (a small LCG), so the spread check cannot flake.
function makeIds(count: number): string[] {
  let seed = 42;
  const hex = (n: number) => {
    let out = '';
    for (let i = 0; i < n; i++) {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      out += (seed >>> 28).toString(16); // high bits: an LCG's low bits repeat quickly
    }
    return out;
  };
  return Array.from({ length: count }, () => `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`);
}

const item = (id: string): InventoryItem => ({
  id,
  name: id,
  quantity: 1,
  unit: 'unité',
  expirationDate: null,
  category: 'Autre',
  createdAt: '2025-11-20T10:00:00.000Z',
});

it('has five shelves', () => {
  expect(SHELF_COUNT).toBe(5);
});

it('hashes like String.hashCode, modulo 5, including hashes that overflow to negative', () => {
  expect(shelfIndex('abc')).toBe(96354 % 5); // 'abc'.hashCode() === 96354
  expect(shelfIndex('hello')).toBe(99162322 % 5);
  // Negative hashes are read as unsigned 32-bit numbers, not negated:
  // 'tomates-cerises'.hashCode() === -59264946, and (2^32 - 59264946) % 5 === 0.
  expect(shelfIndex('tomates-cerises')).toBe(0);
  expect(shelfIndex('frigo-mijote-2025')).toBe(2); // -996299564
  // 'polygenelubricants'.hashCode() is Integer.MIN_VALUE: 2^31 % 5 === 3.
  expect(shelfIndex('polygenelubricants')).toBe(3);
  expect(shelfIndex('')).toBe(0);
});

it('is stable: the same id always lands on the same shelf', () => {
  for (const id of makeIds(50)) {
    expect(shelfIndex(id)).toBe(shelfIndex(`${id}`));
    expect(shelfIndex(id)).toBe(shelfIndex(id.slice())); // a different string instance
  }
});

it('stays within 0..4 and spreads items over every shelf', () => {
  const counts = [0, 0, 0, 0, 0];
  for (const id of makeIds(1000)) {
    const shelf = shelfIndex(id);
    expect(Number.isInteger(shelf)).toBe(true);
    expect(shelf).toBeGreaterThanOrEqual(0);
    expect(shelf).toBeLessThanOrEqual(4);
    counts[shelf]!++;
  }
  // 200 each on average; a hash that favoured some shelves would leave others near empty.
  for (const count of counts) expect(count).toBeGreaterThan(150);
});

it('places items on their shelves, keeping their order, and keeps a place when others go', () => {
  const items = makeIds(30).map(item);
  const shelves = placeOnShelves(items);
  expect(shelves).toHaveLength(5);
  expect(shelves.flat()).toHaveLength(30);
  shelves.forEach((shelf, index) => {
    for (const placed of shelf) expect(shelfIndex(placed.id)).toBe(index);
    // Order within a shelf is the list's order (newest first from the API).
    expect(shelf.map((i) => items.indexOf(i))).toEqual([...shelf.map((i) => items.indexOf(i))].sort((a, b) => a - b));
  });
  const kept = items[7]!;
  const fewer = placeOnShelves(items.filter((_, i) => i % 3 === 0 || i === 7));
  expect(fewer[shelfIndex(kept.id)]).toContain(kept);
});
