import { mondayOf } from '@domain/dates';
import { dueDigestWeek, isMonday, weekDays } from '@domain/rules/weekly-digest';
import { describe, expect, it } from 'vitest';

describe('weekly digest calendar', () => {
  it('weeks run from Monday to Sunday', () => {
    expect(isMonday('2026-11-23')).toBe(true);
    expect(isMonday('2026-11-22')).toBe(false);
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-26')).toBe('2026-11-23');
    // Across a year.
    expect(mondayOf('2027-01-02')).toBe('2026-12-28');
    expect(weekDays('2026-12-28')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });

  it("last week's digest is due from Monday 07:00, local time", () => {
    expect(dueDigestWeek('2026-11-23', 6)).toBe('2026-11-09');
    expect(dueDigestWeek('2026-11-23', 7)).toBe('2026-11-16');
    expect(dueDigestWeek('2026-11-24', 0)).toBe('2026-11-16');
    expect(dueDigestWeek('2026-11-29', 23)).toBe('2026-11-16');
    expect(dueDigestWeek('2026-11-30', 7)).toBe('2026-11-23');
  });
});
