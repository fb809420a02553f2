import { longDateLabel, parseIsoDay, shiftWeek, weekLabel, weekOf, weekToPlan } from './week';

const today = new Date(2026, 10, 25);

it('runs weeks from Monday to Sunday', () => {
  expect(weekOf(new Date(2026, 10, 25))).toMatchObject({ from: '2026-11-23', to: '2026-11-29' });
  expect(weekOf(new Date(2026, 10, 29))).toMatchObject({ from: '2026-11-23', to: '2026-11-29' });
  expect(weekOf(new Date(2026, 10, 30))).toMatchObject({ from: '2026-11-30', to: '2026-12-06' });
  expect(shiftWeek(weekOf(today), -1)).toMatchObject({ from: '2026-11-16', to: '2026-11-22' });
});

it.each([
  ['2026-11-25', 'Semaine du 23 au 29 novembre'],
  ['2026-12-01', 'Semaine du 30 novembre au 6 décembre'],
  ['2027-02-01', 'Semaine du 1er au 7 février 2027'],
  ['2026-12-30', 'Semaine du 28 décembre 2026 au 3 janvier 2027'],
])('labels the week of %s as %s', (day, label) => {
  expect(weekLabel(weekOf(parseIsoDay(day)!), today)).toBe(label);
});

it('writes long dates in French, capitalised', () => {
  expect(longDateLabel('2026-11-23')).toBe('Lundi 23 novembre 2026');
  expect(longDateLabel('2026-12-01')).toBe('Mardi 1er décembre 2026');
  expect(longDateLabel('2027-08-15')).toBe('Dimanche 15 août 2027');
});

it('reads only real days', () => {
  expect(parseIsoDay('2026-02-30')).toBeNull();
  expect(parseIsoDay('2026-2-3')).toBeNull();
  expect(parseIsoDay('')).toBeNull();
  expect(parseIsoDay('2028-02-29')).toEqual(new Date(2028, 1, 29));
});

it('plans this week on weekdays and the week ahead from Saturday on', () => {
  const thisWeek = weekOf(new Date(2026, 10, 25));
  expect(weekToPlan(thisWeek, new Date(2026, 10, 27, 20, 0)).from).toBe('2026-11-23'); // Friday evening
  expect(weekToPlan(thisWeek, new Date(2026, 10, 28, 9, 0)).from).toBe('2026-11-30'); // Saturday
  expect(weekToPlan(thisWeek, new Date(2026, 10, 29, 18, 0)).from).toBe('2026-11-30'); // Sunday
  // A week the family chose to show is the one it plans, whatever the day.
  const later = shiftWeek(thisWeek, 2);
  expect(weekToPlan(later, new Date(2026, 10, 29)).from).toBe(later.from);
  const before = shiftWeek(thisWeek, -1);
  expect(weekToPlan(before, new Date(2026, 10, 29)).from).toBe(before.from);
});
