import {
  bucketEnd,
  defaultDashFilters,
  desafioStartsOn,
  desafioStatus,
  isPartialBucket,
  periodState,
} from '@domain/rules/dashboards';
import { describe, expect, it } from 'vitest';

/** The dashboards' period rules: a Desafio not begun says so, one not over yet is 'em andamento'; an Inicial bucket cut short is partial. */

const TODAY = '2026-11-25'; // a Wednesday

describe('periodState', () => {
  it('not begun before its first day, running from its first to its last day, over after it', () => {
    const week = { ini: '2026-11-30', fim: '2026-12-06' };
    expect(periodState(week, '2026-11-29')).toBe('nao-iniciado');
    expect(periodState(week, '2026-11-30')).toBe('em-andamento');
    expect(periodState(week, '2026-12-06')).toBe('em-andamento');
    expect(periodState(week, '2026-12-07')).toBe('encerrado');
  });
});

describe('desafioStatus', () => {
  const periodsOf = (today: string) => {
    const f = defaultDashFilters(today, 1);
    return {
      dtaPeriodoDesafioIni: f.Desafio.dtaPeriodoDesafioIni as string,
      dtaPeriodoDesafioFim: f.Desafio.dtaPeriodoDesafioFim as string,
      dtaPeriodoAnteriorIni: f.dtaPeriodoAnteriorIni as string,
      dtaPeriodoAnteriorFim: f.dtaPeriodoAnteriorFim as string,
    };
  };

  /** The previous period [ini, fim] and the challenge period [ini, fim]. */
  const challenge = ([antIni, antFim]: [string, string], [desIni, desFim]: [string, string]) => ({
    dtaPeriodoAnteriorIni: antIni,
    dtaPeriodoAnteriorFim: antFim,
    dtaPeriodoDesafioIni: desIni,
    dtaPeriodoDesafioFim: desFim,
  });

  it("the default (the previous week against the coming one) has not begun: 'nao-iniciado', starting next Monday", () => {
    const periods = periodsOf(TODAY);
    expect(periods.dtaPeriodoDesafioIni).toBe('2026-11-30');
    expect(desafioStatus(periods, { qtdKg: 0, refeicoes: 0 }, TODAY)).toBe('nao-iniciado');
    expect(desafioStartsOn(periods)).toBe('2026-11-30');
    // Still so on the Sunday before; on the Monday it runs.
    expect(desafioStatus(periods, { qtdKg: 0, refeicoes: 0 }, '2026-11-29')).toBe('nao-iniciado');
    expect(desafioStatus(periods, { qtdKg: 0, refeicoes: 0 }, '2026-11-30')).toBe('em-andamento');
  });

  it("a challenge that has begun and ends today or later is 'em andamento', whatever it holds so far", () => {
    const periods = challenge(['2026-11-09', '2026-11-15'], ['2026-11-23', TODAY]);
    expect(desafioStatus(periods, { qtdKg: 12.5, refeicoes: 300 }, TODAY)).toBe('em-andamento');
    // A previous period not over yet compares nothing either.
    expect(
      desafioStatus(
        challenge(['2026-11-20', '2026-11-26'], ['2026-11-14', '2026-11-20']),
        { qtdKg: 1, refeicoes: 1 },
        TODAY,
      ),
    ).toBe('em-andamento');
  });

  it('a period that begins after today, whichever, is not begun; it starts on the later first day', () => {
    const periods = challenge(['2026-11-27', '2026-11-28'], ['2026-11-16', '2026-11-22']);
    expect(desafioStatus(periods, { qtdKg: 5, refeicoes: 5 }, TODAY)).toBe('nao-iniciado');
    expect(desafioStartsOn(periods)).toBe('2026-11-27');
  });

  it("once over: 'sem-dados' when nothing was recorded, else the result", () => {
    const periods = challenge(['2026-11-09', '2026-11-15'], ['2026-11-18', '2026-11-24']);
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
