import { isTempId, nextTempId } from '@domain/constants';
import { brToIso, isIsoDate, isoToBr, toIsoLocal } from '@domain/dates';
import { formatDecimalBR, parseDecimalBR } from '@domain/numbers';
import { describe, expect, it } from 'vitest';

describe('dates', () => {
  it('converts dd/MM/yyyy and yyyy-MM-dd both ways, refusing impossible dates', () => {
    expect(brToIso('22/11/2026')).toBe('2026-11-22');
    expect(brToIso('31/02/2026')).toBeNull();
    expect(brToIso('2026-11-22')).toBeNull();
    expect(isoToBr('2026-11-22')).toBe('22/11/2026');
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(toIsoLocal(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
});

describe('decimal comma', () => {
  it('parses pt-BR quantities, with or without kg', () => {
    const quantities: [string, number][] = [
      ['1,5', 1.5],
      ['1.5', 1.5],
      ['1.234,5', 1234.5],
      ['0,350 kg', 0.35],
      ['2KG', 2],
    ];
    for (const [typed, kg] of quantities) expect(parseDecimalBR(typed), typed).toBe(kg);
    expect(parseDecimalBR('abc')).toBeNull();
    expect(parseDecimalBR('')).toBeNull();
    expect(parseDecimalBR(3)).toBe(3);
    expect(formatDecimalBR(1.5)).toBe('1,5');
  });
});

describe('temporary ids', () => {
  it('count down from -1 and read as new', () => {
    expect(nextTempId([])).toBe(-1);
    expect(nextTempId([5, -1, -2])).toBe(-3);
    expect(nextTempId([{ id: 3 }])).toBe(-1);
    expect(isTempId(-1)).toBe(true);
    expect(isTempId(4)).toBe(false);
  });
});
