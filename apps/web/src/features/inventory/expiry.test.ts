import { describeExpiry, formatExpiryDay } from './expiry';

const NOW = new Date(2025, 10, 24, 10, 30); // 24 November 2025, 10:30 local time

it('reads an item expiring today as already expired (spec, section 4)', () => {
  expect(describeExpiry('2025-11-24', NOW)).toEqual({ state: 'expired', label: 'Périmé depuis le 24 novembre' });
});

it('reads past dates as expired', () => {
  expect(describeExpiry('2025-11-23', NOW)).toEqual({ state: 'expired', label: 'Périmé depuis le 23 novembre' });
  expect(describeExpiry('2025-10-02', NOW)).toEqual({ state: 'expired', label: 'Périmé depuis le 2 octobre' });
});

it("reads future dates as 'Expire le', with the 'bientôt' accent within 2 days", () => {
  expect(describeExpiry('2025-11-25', NOW)).toEqual({ state: 'soon', label: 'Expire le 25 novembre' });
  expect(describeExpiry('2025-11-26', NOW)).toEqual({ state: 'soon', label: 'Expire le 26 novembre' });
  expect(describeExpiry('2025-11-27', NOW)).toEqual({ state: 'fresh', label: 'Expire le 27 novembre' });
});

it('counts calendar days, not hours: late tonight, tomorrow is still ahead', () => {
  const lateTonight = new Date(2025, 10, 24, 23, 59);
  expect(describeExpiry('2025-11-25', lateTonight)?.state).toBe('soon');
  const justAfterMidnight = new Date(2025, 10, 25, 0, 1);
  expect(describeExpiry('2025-11-25', justAfterMidnight)?.state).toBe('expired');
});

it("writes '1er' for the first of the month and adds the year only when it is not this one", () => {
  expect(formatExpiryDay(new Date(2025, 11, 1), NOW)).toBe('1er décembre');
  expect(describeExpiry('2026-01-03', NOW)?.label).toBe('Expire le 3 janvier 2026');
});

it('shows nothing without a date or with an unreadable one', () => {
  expect(describeExpiry(null, NOW)).toBeNull();
  expect(describeExpiry('', NOW)).toBeNull();
  expect(describeExpiry('pas une date', NOW)).toBeNull();
});
