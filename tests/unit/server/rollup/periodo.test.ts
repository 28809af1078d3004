import { periodParts } from '@server/modules/rollup/periodo';
import { describe, expect, it } from 'vitest';

/** How the split by class cuts a period: whole months from the monthly rollup, the other days from the fine one. */
describe('periodParts', () => {
  /** No whole month: the whole period, as it is, from the fine rollup. */
  const expectAllFine = (ini: string, fim: string) =>
    expect(periodParts(ini, fim)).toEqual({ months: null, days: [[ini, fim]] });

  it('whole months in the middle, the partial months at the edges as days', () => {
    expect(periodParts('2025-11-29', '2026-11-28')).toEqual({
      months: ['2025-12-01', '2026-10-01'],
      days: [
        ['2025-11-29', '2025-11-30'],
        ['2026-11-01', '2026-11-28'],
      ],
    });
  });

  it('a period of whole months only: no days', () => {
    expect(periodParts('2026-01-01', '2026-03-31')).toEqual({
      months: ['2026-01-01', '2026-03-01'],
      days: [],
    });
    expect(periodParts('2026-02-01', '2026-02-28')).toEqual({
      months: ['2026-02-01', '2026-02-01'],
      days: [],
    });
    // A leap February ends on the 29th.
    expect(periodParts('2028-02-01', '2028-02-29')).toEqual({
      months: ['2028-02-01', '2028-02-01'],
      days: [],
    });
    expectAllFine('2028-02-01', '2028-02-28');
  });

  it('one edge partial', () => {
    expect(periodParts('2025-12-15', '2026-01-31')).toEqual({
      months: ['2026-01-01', '2026-01-01'],
      days: [['2025-12-15', '2025-12-31']],
    });
    expect(periodParts('2025-12-01', '2026-01-30')).toEqual({
      months: ['2025-12-01', '2025-12-01'],
      days: [['2026-01-01', '2026-01-30']],
    });
  });

  it('no whole month inside: every day from the fine rollup', () => {
    expectAllFine('2026-03-02', '2026-03-30');
    expectAllFine('2026-03-15', '2026-04-14');
    expectAllFine('2026-03-05', '2026-03-05');
  });

  it('a malformed or reversed period is left whole to the fine rollup', () => {
    expectAllFine('2026-3-1', '2026-04-30');
    expectAllFine('2026-05-01', '2026-04-30');
  });
});
