import { addDays, daysBetween, kitchenToday, monthsEndingWith } from './kitchen-calendar';

describe('kitchen calendar (Europe/Zurich days)', () => {
  it('adds days across months and years', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 2)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('counts calendar days, negative once past, whatever the clock change', () => {
    expect(daysBetween('2026-11-25', '2026-11-26')).toBe(1);
    expect(daysBetween('2026-11-25', '2026-11-23')).toBe(-2);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
  });

  it('gives the months ending with this one, oldest first, across a new year', () => {
    expect(monthsEndingWith('2027-02-14', 6)).toEqual(['2026-09', '2026-10', '2026-11', '2026-12', '2027-01', '2027-02']);
  });

  it("reads today in Zurich: 23:30 UTC on the 24th is already the 25th", () => {
    expect(kitchenToday(new Date('2026-11-24T23:30:00Z'))).toBe('2026-11-25');
  });
});
