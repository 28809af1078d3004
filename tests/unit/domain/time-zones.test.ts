import { DEFAULT_TIME_ZONE, dayInZone, wallClockIn } from '@domain/time-zones';
import { Temporal } from 'temporal-polyfill';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * Browsers with Temporal read a zone's wall clock through it (no ICU date formatting data to load at start);
 * Node 20 reads it through Intl. Both must give the same wall clock, including the fall-backs for an unknown
 * or empty zone. The polyfill stands in for the browser's Temporal here.
 */
const global = globalThis as { Temporal?: unknown };
const withTemporal = <T>(fn: () => T): T => {
  global.Temporal = Temporal;
  try {
    return fn();
  } finally {
    delete global.Temporal;
  }
};
afterEach(() => {
  delete global.Temporal;
  vi.restoreAllMocks();
});

const ZONES = [
  DEFAULT_TIME_ZONE,
  'America/Noronha',
  'America/Manaus',
  'America/New_York',
  'Europe/Lisbon',
  'Asia/Kolkata',
  'Pacific/Chatham',
  'UTC',
  'America/Buenos_Aires',
  'america/sao_paulo',
  'Nao/Existe',
  '',
];
const INSTANTS = [
  // São Paulo's last summer time: started 2018-11-04 00:00 local (03:00Z), ended 2019-02-17 00:00 local
  '2018-11-04T02:59:59Z',
  '2018-11-04T03:00:00Z',
  '2019-02-17T01:59:59Z',
  '2019-02-17T02:00:00Z',
  // New York's and Lisbon's changes in 2024
  '2024-03-10T06:59:59Z',
  '2024-03-10T07:00:00Z',
  '2024-10-27T00:59:59Z',
  '2024-10-27T01:00:00Z',
  // around midnight in São Paulo, a leap day, and the turn of a year
  '2026-11-29T02:59:59Z',
  '2026-11-29T03:00:00Z',
  '2024-02-29T12:00:00Z',
  '2025-12-31T23:59:59Z',
  '1999-12-31T23:59:59.999Z',
];

describe('wall clock through Temporal', () => {
  it('is the wall clock Intl reads, for every zone and instant', () => {
    const read = vi.spyOn(Temporal.Instant, 'fromEpochMilliseconds');
    for (const zone of ZONES)
      for (const iso of INSTANTS) {
        const at = new Date(iso);
        const intl = wallClockIn(at, zone);
        expect(
          withTemporal(() => wallClockIn(at, zone)),
          `${zone} at ${iso}`,
        ).toEqual(intl);
        expect(withTemporal(() => dayInZone(at, zone))).toBe(dayInZone(at, zone));
      }
    expect(read).toHaveBeenCalledTimes(ZONES.length * INSTANTS.length * 2);
  });

  it('reads an unknown or empty zone as São Paulo, and still refuses an invalid date', () => {
    const at = new Date('2026-11-29T02:30:00Z');
    expect(withTemporal(() => dayInZone(at, 'Nao/Existe'))).toBe('2026-11-28');
    expect(withTemporal(() => dayInZone(at, ''))).toBe('2026-11-28');
    expect(withTemporal(() => dayInZone(at, 'UTC'))).toBe('2026-11-29');
    expect(() => withTemporal(() => wallClockIn(new Date(Number.NaN)))).toThrow(RangeError);
    expect(() => wallClockIn(new Date(Number.NaN))).toThrow(RangeError);
  });
});
