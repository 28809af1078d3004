import { type Demanda, metricas, taxaFalta } from '@domain/forecast/metrics';
import { comMargem, margemParaTaxa, nivelParaTaxa } from '@domain/forecast/service-level';
import { nivelServicoPorExtenso } from '@domain/forecast/service-level-words';
import { describe, expect, it } from 'vitest';

const exact = (demandaKg: number, custoKg = 10): Demanda => ({
  demandaKg,
  censurada: false,
  custoKg,
  fatorCo2e: 0.7,
});
const ranOut = (produced: number): Demanda => ({
  demandaKg: produced,
  censurada: true,
  custoKg: 10,
  fatorCo2e: 0.7,
});

describe('backtest metrics', () => {
  it('against true demand: surplus kg, R$, CO2e, stock-outs, pinball loss and calibration', () => {
    const m = metricas([exact(10), exact(10), exact(10, 20), exact(5)], [12, 8, 11, null], 0.9);
    expect(m.linhasDia).toBe(3);
    expect(m.semQuantidade).toBe(1);
    expect(m.excedenteKg).toBeCloseTo(3, 9);
    expect(m.excedenteRs).toBeCloseTo(2 * 10 + 1 * 20, 9);
    expect(m.excedenteCo2e).toBeCloseTo(3 * 0.7, 9);
    expect(m.faltas).toBe(1);
    expect(m.taxaFalta).toBeCloseTo(1 / 3, 9);
    expect(m.perdaPinball).toBeCloseTo((0.1 * 2 + 0.9 * 2 + 0.1 * 1) / 3, 9);
    expect(m.calibracao).toBeCloseTo(2 / 3, 9);
  });

  it('on real data a day that ran out: below the produced is a stock-out, above is unknown, never a success', () => {
    const m = metricas([ranOut(10), ranOut(10)], [8, 14], 0.9);
    expect(m.faltas).toBe(1);
    expect(m.desconhecidos).toBe(1);
    expect(m.excedenteKg).toBe(0);
    expect(m.calibracao).toBe(0);
    expect(m.perdaPinball).toBeCloseTo(0.9 * 2, 9);
  });
});

describe('service-level matching', () => {
  const cases = [4, 6, 8, 10, 12, 14, 16, 18, 20, 22].map((d) => exact(d));
  const flat = cases.map(() => 10);

  it('finds the smallest margin whose stock-out rate is at most the target', () => {
    const m = margemParaTaxa(cases, flat, 0.2)!;
    expect(m).toBeCloseTo(1.8, 9);
    expect(taxaFalta(cases, comMargem(flat, m))).toBe(0.2);
    expect(taxaFalta(cases, comMargem(flat, m - 0.01))).toBeGreaterThan(0.2);
    expect(margemParaTaxa(cases, flat, 0)).toBeCloseTo(2.2, 9);
    expect(margemParaTaxa([], [], 0.1)).toBeNull();
  });

  it('finds the τ whose stock-out rate matches a target (rates fall as τ rises)', () => {
    const quantities = (tau: number) => cases.map(() => 4 + 20 * tau);
    const tau = nivelParaTaxa(cases, quantities, 0.3);
    expect(taxaFalta(cases, quantities(tau))).toBeLessThanOrEqual(0.3);
    expect(taxaFalta(cases, quantities(tau - 0.001))).toBeGreaterThan(0.3);
  });
});

describe('service level in words', () => {
  it.each([
    [0.9, 'falta em no máximo 1 de cada 10 dias'],
    [0.95, 'falta em no máximo 1 de cada 20 dias'],
    [0.8, 'falta em no máximo 1 de cada 5 dias'],
    [0.85, 'falta em no máximo 3 de cada 20 dias'],
    [0.975, 'falta em no máximo 1 de cada 40 dias'],
    [0.5, 'falta em no máximo 1 de cada 2 dias'],
    [0.99, 'falta em no máximo 1 de cada 100 dias'],
    [0.8765, 'falta em no máximo cerca de 3 de cada 25 dias'],
    [0.9993, 'falta em no máximo cerca de 1 de cada 1000 dias'],
  ])('%s → %s', (tau, text) => {
    expect(nivelServicoPorExtenso(tau)).toBe(text);
  });
});
