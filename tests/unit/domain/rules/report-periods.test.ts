import { defaultComparisonPeriods } from '@domain/rules/report-periods';
import { describe, expect, it } from 'vitest';

/** The comparison's default: the last whole week (Monday–Sunday) against the one before. */

describe('defaultComparisonPeriods', () => {
  it('on a Tuesday: last Monday–Sunday against the week before', () => {
    expect(defaultComparisonPeriods('2026-12-01')).toEqual({
      base: { ini: '2026-11-16', fim: '2026-11-22' },
      periodo: { ini: '2026-11-23', fim: '2026-11-29' },
    });
  });

  it('on a Monday and on a Sunday: the week just over is the one before today’s week', () => {
    const monday = defaultComparisonPeriods('2026-11-30');
    expect(monday.periodo).toEqual({ ini: '2026-11-23', fim: '2026-11-29' });
    // Sunday's week is not over yet.
    expect(defaultComparisonPeriods('2026-12-06')).toEqual(monday);
  });

  it('across a year: whole weeks of seven days, Monday to Sunday, one after the other', () => {
    const { base, periodo } = defaultComparisonPeriods('2027-01-05');
    expect(periodo).toEqual({ ini: '2026-12-28', fim: '2027-01-03' });
    expect(base).toEqual({ ini: '2026-12-21', fim: '2026-12-27' });
  });
});
