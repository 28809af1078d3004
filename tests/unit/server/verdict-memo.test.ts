import { VerdictMemo } from '@server/modules/re-tb-desperdicios-det/verdict-memo';
import { describe, expect, it } from 'vitest';

const w = { idRestaurante: 1, qtdDesperdicio: 1.5, dtaApontamento: '2026-01-02', dtaDispositivo: 'a' };

describe('VerdictMemo', () => {
  it('gives back the verdict of the very same weighing once, whatever its device time', () => {
    const memo = new VerdictMemo<string>();
    memo.remember(1, 'u1', w, 'ok');
    expect(memo.take(1, 'u1', { ...w, dtaDispositivo: 'b' })).toBe('ok');
    expect(memo.take(1, 'u1', w)).toBeUndefined();
  });

  it('never crosses companies or uuids, nor serves a changed weighing', () => {
    const memo = new VerdictMemo<string>();
    memo.remember(1, 'u1', w, 'ok');
    expect(memo.take(2, 'u1', w)).toBeUndefined();
    expect(memo.take(1, 'u2', w)).toBeUndefined();
    expect(memo.take(1, 'u1', { ...w, qtdDesperdicio: 15 })).toBeUndefined();
  });

  it('forgets after its time and beyond its size', () => {
    let now = 0;
    const memo = new VerdictMemo<string>(1_000, 2, () => now);
    memo.remember(1, 'a', w, 'a');
    now = 1_001;
    expect(memo.take(1, 'a', w)).toBeUndefined();
    memo.remember(1, 'b', w, 'b');
    memo.remember(1, 'c', w, 'c');
    memo.remember(1, 'd', w, 'd');
    expect(memo.size).toBe(2);
    expect(memo.take(1, 'b', w)).toBeUndefined();
    expect(memo.take(1, 'd', w)).toBe('d');
  });
});
