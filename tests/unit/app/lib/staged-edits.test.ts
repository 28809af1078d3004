import { applyPatch, createStagedEdits } from '@app/lib/staged-edits';
import { describe, expect, it, vi } from 'vitest';

interface Row {
  qtd: number | null;
  data: string;
  idDestino: number | null;
}

const stored: Record<number, Row> = {
  1: { qtd: 2, data: '2025-03-01', idDestino: 5 },
  2: { qtd: 3.5, data: '2025-03-02', idDestino: null },
};

const make = () => createStagedEdits<number, Row>({ original: (id) => stored[id] });

describe('staged edits', () => {
  it('stages fields per row and counts the changed rows', () => {
    const s = make();
    expect(s.count()).toBe(0);
    s.stage(1, { qtd: 2.5 });
    s.stage(1, { idDestino: 6 });
    s.stage(2, { data: '2025-03-03' });
    expect(s.count()).toBe(2);
    expect(s.get(1)).toEqual({ qtd: 2.5, idDestino: 6 });
    expect(s.get(2)).toEqual({ data: '2025-03-03' });
    expect([...s.changes().keys()]).toEqual([1, 2]);
    expect(applyPatch(stored[1], s.get(1))).toEqual({ qtd: 2.5, data: '2025-03-01', idDestino: 6 });
  });

  it('un-stages a field set back to its stored value, and the row when nothing is left', () => {
    const s = make();
    s.stage(1, { qtd: 2.5, idDestino: 6 });
    s.stage(1, { qtd: 2 });
    expect(s.get(1)).toEqual({ idDestino: 6 });
    s.stage(1, { idDestino: 5 });
    expect(s.get(1)).toBeUndefined();
    expect(s.count()).toBe(0);
    // A value equal to the stored one is never staged.
    s.stage(2, { idDestino: null, qtd: 3.5 });
    expect(s.count()).toBe(0);
  });

  it('keeps an invalid value (null) staged when the stored one is a number', () => {
    const s = make();
    s.stage(1, { qtd: null });
    expect(s.get(1)).toEqual({ qtd: null });
    expect(s.count()).toBe(1);
  });

  it('discards one row and clears all', () => {
    const s = make();
    s.stage(1, { qtd: 9 });
    s.stage(2, { qtd: 9 });
    s.discard(1);
    expect(s.get(1)).toBeUndefined();
    expect(s.count()).toBe(1);
    s.clear();
    expect(s.count()).toBe(0);
    expect(s.changes().size).toBe(0);
  });

  it('stages everything for a row without stored values (a new row)', () => {
    const s = make();
    s.stage(-1, { qtd: 2, data: '2025-03-01', idDestino: 5 });
    expect(s.get(-1)).toEqual({ qtd: 2, data: '2025-03-01', idDestino: 5 });
  });

  it('notifies only on real changes and replaces the snapshot on each change', () => {
    const s = make();
    const listener = vi.fn();
    const unsubscribe = s.subscribe(listener);
    const before = s.changes();
    s.stage(1, { qtd: 4 });
    expect(listener).toHaveBeenCalledTimes(1);
    const after = s.changes();
    expect(after).not.toBe(before);
    const patch = s.get(1);
    s.stage(1, { qtd: 4 });
    s.discard(2);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(s.changes()).toBe(after);
    expect(s.get(1)).toBe(patch);
    unsubscribe();
    s.clear();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
