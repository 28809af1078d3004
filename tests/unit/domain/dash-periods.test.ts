import { bucketEnd, defaultDashFilters, desafioStatus, isPartialBucket } from '@domain/rules/dashboards';
import { describe, expect, it } from 'vitest';

/** The dashboards' period rules: a Desafio not over yet is 'em andamento'; an Inicial bucket cut short is partial. */

const TODAY = '2026-11-25'; // a Wednesday

describe('desafioStatus', () => {
  const periodsOf = (today: string) => {
    const f = defaultDashFilters(today, 1);
    return {
      dtaPeriodoDesafioFim: f.Desafio.dtaPeriodoDesafioFim as string,
      dtaPeriodoAnteriorFim: f.dtaPeriodoAnteriorFim as string,
    };
  };

  it("the default (the previous week against the coming one) is 'em andamento', never a 100% reduction", () => {
    expect(desafioStatus(periodsOf(TODAY), { qtdKg: 0, refeicoes: 0 }, TODAY)).toBe('em-andamento');
  });

  it("a challenge that ends today or later is 'em andamento', whatever it holds so far", () => {
    const periods = { dtaPeriodoAnteriorFim: '2026-11-15', dtaPeriodoDesafioFim: TODAY };
    expect(desafioStatus(periods, { qtdKg: 12.5, refeicoes: 300 }, TODAY)).toBe('em-andamento');
    // A previous period not over yet compares nothing either.
    expect(
      desafioStatus(
        { dtaPeriodoAnteriorFim: '2026-11-26', dtaPeriodoDesafioFim: '2026-11-20' },
        { qtdKg: 1, refeicoes: 1 },
        TODAY,
      ),
    ).toBe('em-andamento');
  });

  it("once over: 'sem-dados' when nothing was recorded, else the result", () => {
    const periods = { dtaPeriodoAnteriorFim: '2026-11-15', dtaPeriodoDesafioFim: '2026-11-24' };
    expect(desafioStatus(periods, { qtdKg: 0, refeicoes: 0 }, TODAY)).toBe('sem-dados');
    expect(desafioStatus(periods, { qtdKg: 0, refeicoes: 250 }, TODAY)).toBe('resultado');
    expect(desafioStatus(periods, { qtdKg: 40, refeicoes: 250 }, TODAY)).toBe('resultado');
  });
});

describe('isPartialBucket', () => {
  const period = { ini: '2026-10-29', fim: TODAY }; // a Thursday to today

  it('a week starting before the period, or not over yet, is partial; whole weeks are not', () => {
    expect(isPartialBucket(1, '2026-10-26', period, TODAY)).toBe(true);
    expect(isPartialBucket(1, '2026-11-02', period, TODAY)).toBe(false);
    expect(isPartialBucket(1, '2026-11-16', period, TODAY)).toBe(false);
    expect(isPartialBucket(1, '2026-11-23', period, TODAY)).toBe(true);
    // A past period that ends mid-week.
    expect(isPartialBucket(1, '2026-11-16', { ini: '2026-11-02', fim: '2026-11-18' }, TODAY)).toBe(true);
  });

  it('days, months and years', () => {
    expect(isPartialBucket(0, '2026-11-24', period, TODAY)).toBe(false);
    expect(isPartialBucket(0, TODAY, period, TODAY)).toBe(true);
    expect(isPartialBucket(2, '2026-10-01', period, TODAY)).toBe(true);
    expect(isPartialBucket(2, '2026-10-01', { ini: '2026-10-01', fim: '2026-10-31' }, TODAY)).toBe(false);
    expect(isPartialBucket(3, '2025-01-01', { ini: '2025-01-01', fim: '2025-12-31' }, TODAY)).toBe(false);
    expect(isPartialBucket(3, '2026-01-01', { ini: '2026-01-01', fim: TODAY }, TODAY)).toBe(true);
  });

  it('bucketEnd', () => {
    expect(bucketEnd(1, '2026-11-23')).toBe('2026-11-29');
    expect(bucketEnd(2, '2026-02-01')).toBe('2026-02-28');
    expect(bucketEnd(2, '2026-12-01')).toBe('2026-12-31');
    expect(bucketEnd(3, '2026-01-01')).toBe('2026-12-31');
    expect(bucketEnd(0, '2026-11-23')).toBe('2026-11-23');
  });
});
