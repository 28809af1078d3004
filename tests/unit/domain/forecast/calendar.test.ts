import { dayNumber, isoOfDay } from '@domain/forecast/calendar';
import { describe, expect, it } from 'vitest';

describe('day numbers', () => {
  it('spells every day from 1600 to 2400 as the ISO date, and reads it back', () => {
    const mismatches: string[] = [];
    for (let dn = dayNumber('1600-01-01'); dn <= dayNumber('2400-12-31'); dn++) {
      const iso = isoOfDay(dn);
      if (iso !== new Date(dn * 86_400_000).toISOString().slice(0, 10) || dayNumber(iso) !== dn)
        mismatches.push(`${dn} ${iso}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('knows the leap days of the Gregorian calendar', () => {
    expect(isoOfDay(dayNumber('2000-02-28') + 1)).toBe('2000-02-29');
    expect(isoOfDay(dayNumber('2100-02-28') + 1)).toBe('2100-03-01');
    expect(isoOfDay(0)).toBe('1970-01-01');
    expect(isoOfDay(-1)).toBe('1969-12-31');
  });

  it('refuses what is not a day number', () => {
    expect(() => isoOfDay(Number.NaN)).toThrow(RangeError);
    expect(() => isoOfDay(19_000.5)).toThrow(RangeError);
  });
});
