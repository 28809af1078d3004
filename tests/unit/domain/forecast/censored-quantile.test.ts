import {
  kaplanMeier,
  kaplanMeierSemPeso,
  quantilCensurado,
  quantilKM,
} from '@domain/forecast/censored-quantile';
import { describe, expect, it } from 'vitest';

const exact = (xs: number[]) => xs.map((valor) => ({ valor, censurado: false }));

describe('Kaplan–Meier quantile of right-censored values', () => {
  it('without censoring is the empirical quantile (smallest value with F ≥ τ)', () => {
    const xs = exact([5, 1, 4, 2, 3, 6, 8, 7, 10, 9]);
    expect(quantilCensurado(xs, 0.9)).toBe(9);
    expect(quantilCensurado(xs, 0.5)).toBe(5);
    expect(quantilCensurado(xs, 0.05)).toBe(1);
    expect(quantilCensurado([], 0.9)).toBeNull();
  });

  it('a censored value (demand ≥ it) never pulls any quantile down', () => {
    const base = exact([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    for (const bound of [5, 10.5, 13, 19, 25]) {
      const withBound = [...base, { valor: bound, censurado: true }];
      for (const tau of [0.1, 0.3, 0.5, 0.7, 0.9, 0.95]) {
        expect(quantilCensurado(withBound, tau)!).toBeGreaterThanOrEqual(quantilCensurado(base, tau)!);
      }
    }
  });

  it('moves the mass of a censored value to the exact values above it', () => {
    // 1, 2 exact; 2.5 censored; 3, 4 exact: S(2) = 3/5, S(3) = 3/5 × 1/2, S(4) = 0.
    const d = kaplanMeier([...exact([1, 2, 3, 4]), { valor: 2.5, censurado: true }]);
    expect(d.valores).toEqual([1, 2, 3, 4]);
    expect(d.acumulado.map((x) => Number(x.toFixed(3)))).toEqual([0.2, 0.4, 0.7, 1]);
    expect(quantilKM(d, 0.5)).toBe(3);
  });

  it('returns the largest bound when censored mass leaves the quantile beyond every exact value', () => {
    const xs = [...exact([1, 2]), { valor: 7, censurado: true }, { valor: 9, censurado: true }];
    expect(quantilCensurado(xs, 0.9)).toBe(9);
    expect(quantilCensurado(xs, 0.25)).toBe(1);
  });

  it('weighs values by their weight', () => {
    const xs = [
      { valor: 1, censurado: false, peso: 1 },
      { valor: 2, censurado: false, peso: 9 },
    ];
    expect(quantilCensurado(xs, 0.1)).toBe(1);
    expect(quantilCensurado(xs, 0.11)).toBe(2);
  });
});

describe('kaplanMeierSemPeso', () => {
  it('gives the distribution kaplanMeier gives, ties between exact and censored values included', () => {
    let seed = 7;
    const rnd = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (let k = 0; k < 50; k++) {
      const dados = Array.from({ length: 1 + Math.floor(rnd() * 80) }, () => ({
        valor: Math.round(rnd() * 20) / 10 - 1,
        censurado: rnd() < 0.3,
      }));
      const exatos = Float64Array.from(dados.filter((d) => !d.censurado).map((d) => d.valor));
      const censurados = Float64Array.from(dados.filter((d) => d.censurado).map((d) => d.valor));
      expect(kaplanMeierSemPeso(exatos, censurados)).toEqual(kaplanMeier(dados));
    }
  });
});
