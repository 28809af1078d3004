import { restauranteItem } from '@domain/schemas/restaurants';
import { BRAZIL_TIME_ZONES, dayInZone, isTimeZone, timeZoneChoices, wallClockIn } from '@domain/time-zones';
import {
  businessDayOf,
  businessInstant,
  businessToday,
  businessYesterday,
  formatBusinessDateTime,
} from '@server/core/business-time';
import { describe, expect, it } from 'vitest';

/** The business day of a restaurant is the day of its time zone (default São Paulo). */

describe('zone helpers', () => {
  // 23:30 of the 10th in Manaus (UTC-4) is 00:30 of the 11th in São Paulo (UTC-3).
  const lateInManaus = new Date('2026-03-11T03:30:00Z');

  it('a Manaus restaurant at 23:30 local is still on the 10th while São Paulo is on the 11th', () => {
    expect(businessToday('America/Manaus', lateInManaus)).toBe('2026-03-10');
    expect(businessToday('America/Sao_Paulo', lateInManaus)).toBe('2026-03-11');
    expect(businessYesterday('America/Manaus', lateInManaus)).toBe('2026-03-09');
    expect(businessYesterday('America/Sao_Paulo', lateInManaus)).toBe('2026-03-10');
    expect(formatBusinessDateTime(lateInManaus, 'America/Manaus')).toBe('10/03/2026 23:30');
  });

  it('without a zone (or with a Date first) it is São Paulo, as before', () => {
    expect(businessToday(lateInManaus)).toBe('2026-03-11');
    expect(businessYesterday(lateInManaus)).toBe('2026-03-10');
    expect(businessDayOf(lateInManaus)).toBe('2026-03-11');
    expect(formatBusinessDateTime(lateInManaus)).toBe('11/03/2026 00:30');
  });

  it('Fernando de Noronha (UTC-2) turns the day an hour before São Paulo', () => {
    const at = new Date('2026-03-11T02:30:00Z'); // 00:30 in Noronha, 23:30 of the 10th in São Paulo
    expect(businessToday('America/Noronha', at)).toBe('2026-03-11');
    expect(businessToday('America/Sao_Paulo', at)).toBe('2026-03-10');
    expect(wallClockIn(at, 'America/Noronha')).toMatchObject({ hour: 0, minute: 30 });
  });

  it('follows daylight saving time where there is one (Europe/Lisbon)', () => {
    // Winter: UTC+0. 23:30 UTC of 15 Jan is still the 15th in Lisbon.
    expect(dayInZone(new Date('2026-01-15T23:30:00Z'), 'Europe/Lisbon')).toBe('2026-01-15');
    // Summer: UTC+1. 23:30 UTC of 15 Jul is already the 16th in Lisbon.
    expect(dayInZone(new Date('2026-07-15T23:30:00Z'), 'Europe/Lisbon')).toBe('2026-07-16');
    // The instant Lisbon's clock shows 10:00 is 10:00 UTC in winter and 09:00 UTC in summer.
    expect(new Date(businessInstant(2026, 1, 15, 10, 'Europe/Lisbon')).toISOString()).toBe(
      '2026-01-15T10:00:00.000Z',
    );
    expect(new Date(businessInstant(2026, 7, 15, 10, 'Europe/Lisbon')).toISOString()).toBe(
      '2026-07-15T09:00:00.000Z',
    );
    // São Paulo has had no DST since 2019: 10:00 there is 13:00 UTC all year.
    expect(new Date(businessInstant(2026, 1, 15, 10)).toISOString()).toBe('2026-01-15T13:00:00.000Z');
    expect(new Date(businessInstant(2026, 7, 15, 10)).toISOString()).toBe('2026-07-15T13:00:00.000Z');
  });

  it('an unknown zone reads as São Paulo (a stored value is never a crash)', () => {
    expect(dayInZone(lateInManaus, 'Nowhere/Atlantis')).toBe('2026-03-11');
  });
});

describe('time zone choices and validation', () => {
  it("lists Brazil's zones first, then every other IANA zone", () => {
    const choices = timeZoneChoices();
    expect(choices.slice(0, BRAZIL_TIME_ZONES.length)).toEqual(BRAZIL_TIME_ZONES);
    expect(choices[0]).toBe('America/Sao_Paulo');
    expect(choices).toContain('Europe/Lisbon');
    expect(new Set(choices).size).toBe(choices.length);
  });

  it('knows IANA zones spelled exactly, and nothing else', () => {
    for (const z of [...BRAZIL_TIME_ZONES, 'Europe/Lisbon', 'UTC']) expect(isTimeZone(z), z).toBe(true);
    for (const z of ['', 'america/sao_paulo', 'America/Atlantida', 'GMT+3 Brasília', 'Brasil'])
      expect(isTimeZone(z), z).toBe(false);
  });

  it('the save item defaults a blank zone to São Paulo and refuses an unknown one', () => {
    const ok = restauranteItem.parse({ desRestaurante: 'R', desFusoHorario: '' });
    expect(ok.desFusoHorario).toBe('America/Sao_Paulo');
    expect(restauranteItem.parse({ desRestaurante: 'R' }).desFusoHorario).toBe('America/Sao_Paulo');
    expect(restauranteItem.safeParse({ desRestaurante: 'R', desFusoHorario: 'Mars/Base' }).success).toBe(
      false,
    );
  });
});
