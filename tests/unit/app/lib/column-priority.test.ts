import { hiddenColumns } from '@app/lib/column-priority';
import { describe, expect, it } from 'vitest';

const col = (width: number, priority = 1) => ({ width, priority });

describe('hiddenColumns', () => {
  it('moves nothing when the table fits, or when the area is not measured yet', () => {
    const cols = [col(200), col(300, 2), col(100, 3)];
    expect([...hiddenColumns(cols, 800, 100)]).toEqual([]);
    expect([...hiddenColumns(cols, 700, 100)]).toEqual([]);
    expect([...hiddenColumns(cols, 0, 100)]).toEqual([]);
  });

  it('moves the highest priority number out first, the rightmost first among equals, until it fits', () => {
    const cols = [col(200), col(150, 2), col(100, 3), col(120, 3), col(90, 2)];
    // 100 fixed + 660 = 760.
    expect([...hiddenColumns(cols, 700, 100)]).toEqual([3]);
    expect([...hiddenColumns(cols, 600, 100)]).toEqual([3, 2]);
    expect([...hiddenColumns(cols, 500, 100)].sort()).toEqual([2, 3, 4]);
    expect([...hiddenColumns(cols, 400, 100)].sort()).toEqual([1, 2, 3, 4]);
  });

  it('never moves a priority-1 column, even when the table still does not fit', () => {
    const cols = [col(400), col(400), col(100, 2)];
    expect([...hiddenColumns(cols, 500, 100)]).toEqual([2]);
  });

  it('moves at least the number asked (the drawn table was wider than estimated), still never a priority-1 column', () => {
    const cols = [col(200), col(150, 2), col(100, 3)];
    expect([...hiddenColumns(cols, 1000, 100, 1)]).toEqual([2]);
    expect([...hiddenColumns(cols, 1000, 100, 2)]).toEqual([2, 1]);
    expect([...hiddenColumns(cols, 1000, 100, 5)]).toEqual([2, 1]);
    expect([...hiddenColumns(cols, 0, 100, 2)]).toEqual([]);
  });
});
