import { toleranceDeviation } from '@domain/rules/approvals';
import { describe, expect, it } from 'vitest';

describe('toleranceDeviation', () => {
  it('above the max: the kg beyond it and the share of the max', () => {
    expect(toleranceDeviation({ qtdLiquido: 1.55, minQtd: 0.8, maxQtd: 1.2 })).toEqual({
      side: 'above',
      kg: 0.35,
      pct: 29,
    });
  });

  it('below the min: the kg short of it and the share of the min', () => {
    expect(toleranceDeviation({ qtdLiquido: 0.6, minQtd: 0.8, maxQtd: 1.2 })).toEqual({
      side: 'below',
      kg: 0.2,
      pct: 25,
    });
  });

  it('rounds to the gram (no binary fractions)', () => {
    expect(toleranceDeviation({ qtdLiquido: 1.25, minQtd: 0.8, maxQtd: 1.2 })?.kg).toBe(0.05);
  });

  it('no percentage against a min of 0', () => {
    expect(toleranceDeviation({ qtdLiquido: -0.1, minQtd: 0, maxQtd: 1 })).toEqual({
      side: 'below',
      kg: 0.1,
      pct: null,
    });
  });

  it('nothing within the range, on a bound, or without a valid range', () => {
    expect(toleranceDeviation({ qtdLiquido: 1, minQtd: 0.8, maxQtd: 1.2 })).toBeNull();
    expect(toleranceDeviation({ qtdLiquido: 1.2, minQtd: 0.8, maxQtd: 1.2 })).toBeNull();
    expect(toleranceDeviation({ qtdLiquido: 5, minQtd: null, maxQtd: 1.2 })).toBeNull();
    expect(toleranceDeviation({ qtdLiquido: 5, minQtd: 0, maxQtd: 0 })).toBeNull();
  });
});
