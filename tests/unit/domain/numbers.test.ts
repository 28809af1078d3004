import {
  formatBRL,
  formatDecimalBR,
  formatDecimalInput,
  formatKg,
  formatKgValue,
  parseDecimalBR,
} from '@domain/numbers';
import { describe, expect, it } from 'vitest';

/** A small deterministic PRNG, so a failure names a value that can be replayed. */
function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Values of every size and sign, with up to `decimals` decimals (weights: 3, money: 2). */
function samples(decimals: number, count = 20_000): number[] {
  const rnd = prng(42 + decimals);
  const scale = 10 ** decimals;
  const out = [0, 1, 1000, 123456, 123.456, 0.001, 999.999, 1000.5, 12345.6, 99999999.999, -1234.5];
  for (let i = 0; i < count; i++) {
    const magnitude = 10 ** Math.floor(rnd() * 10);
    const n = Math.round(rnd() * magnitude * scale) / scale;
    out.push(rnd() < 0.1 ? -n : n);
  }
  return out.filter((n) => Number(n.toFixed(decimals)) === n);
}

describe('the pt-BR number pair', () => {
  it('format → parse gives back the same weight, for every formatter (20.000 values)', () => {
    for (const n of samples(3)) {
      expect(parseDecimalBR(formatDecimalBR(n)), formatDecimalBR(n)).toBe(n);
      expect(parseDecimalBR(formatDecimalInput(n)), formatDecimalInput(n)).toBe(n);
      expect(parseDecimalBR(formatKg(n)), formatKg(n)).toBe(n);
      expect(parseDecimalBR(formatKgValue(n)), formatKgValue(n)).toBe(n);
    }
  });

  it('format → parse gives back the same amount of money', () => {
    for (const n of samples(2)) expect(parseDecimalBR(formatBRL(n)), formatBRL(n)).toBe(n);
  });

  it('a thousands dot is never a decimal mark: 123.456 kg is edited as 123456 and read back whole', () => {
    expect(formatDecimalBR(123456)).toBe('123.456');
    expect(parseDecimalBR('123.456')).toBe(123456);
    expect(formatDecimalInput(123456)).toBe('123456');
    expect(formatDecimalInput(123.456)).toBe('123,456');
    expect(parseDecimalBR('1.234,5')).toBe(1234.5);
    expect(parseDecimalBR('12.345.678,9')).toBe(12345678.9);
  });

  it('reads what people type', () => {
    expect(parseDecimalBR('1,5')).toBe(1.5);
    expect(parseDecimalBR('1.5')).toBe(1.5);
    expect(parseDecimalBR('0.350')).toBe(0.35);
    expect(parseDecimalBR(' 2,25 kg')).toBe(2.25);
    expect(parseDecimalBR('R$ 1.234,56')).toBe(1234.56);
    expect(parseDecimalBR('3,')).toBe(3);
    expect(parseDecimalBR(2.5)).toBe(2.5);
  });

  it('refuses what is not a number', () => {
    for (const bad of ['', ' ', 'abc', '1,2,3', '1.2.3', '12.34,5', '1,5x', '--1', 'NaN', 'Infinity', '1e5'])
      expect(parseDecimalBR(bad), bad).toBeNull();
    expect(parseDecimalBR(null)).toBeNull();
    expect(parseDecimalBR(Number.NaN)).toBeNull();
  });

  it('formats pt-BR', () => {
    expect(formatKg(1.25)).toBe('1,250 kg');
    expect(formatKg(null)).toBe('—');
    expect(formatBRL(1234.5)).toBe('R$\u00a01.234,50');
  });
});
