import { type PageItem, pageWithSubtotals } from '@domain/rules/report-pages';
import { describe, expect, it } from 'vitest';

/** A report's pages with per-restaurant subtotals: each after its restaurant's last line, over all its lines. */

interface Line {
  rest: string;
  kg: number;
}

// A: 3 lines, B: 4 lines, C: 1 line (8 lines; pages of 3: [A A A] [B B B] [B C]).
const LINES: Line[] = [
  { rest: 'A', kg: 1 },
  { rest: 'A', kg: 2 },
  { rest: 'A', kg: 3 },
  { rest: 'B', kg: 10 },
  { rest: 'B', kg: 20 },
  { rest: 'B', kg: 30 },
  { rest: 'B', kg: 40 },
  { rest: 'C', kg: 5 },
];
const sum = (_group: string, lines: readonly Line[]) => lines.reduce((a, l) => a + l.kg, 0);
const show = (items: PageItem<Line, number>[]) =>
  items.map((i) => (i.kind === 'line' ? `${i.line.rest}${i.line.kg}` : `Subtotal ${i.group}=${i.subtotal}`));
const pageOf = (page: number, size: number) => pageWithSubtotals(LINES, (l) => l.rest, sum, page, size);

describe('pageWithSubtotals', () => {
  it("a restaurant's subtotal comes with its last line, on that line's page, over all its lines", () => {
    expect(show(pageOf(0, 3).items)).toEqual(['A1', 'A2', 'A3', 'Subtotal A=6']);
    // B goes on: no subtotal on its first page.
    expect(show(pageOf(1, 3).items)).toEqual(['B10', 'B20', 'B30']);
    // Its subtotal is the whole of B (100), not the page's one line (40).
    expect(show(pageOf(2, 3).items)).toEqual(['B40', 'Subtotal B=100', 'C5', 'Subtotal C=5']);
    expect(pageOf(2, 3).pages).toBe(3);
  });

  it('the pager counts data lines only; the lines keep their index in the whole list', () => {
    const { items, current, pages } = pageOf(1, 5);
    expect([current, pages]).toEqual([1, 2]);
    expect(items.filter((i) => i.kind === 'line')).toHaveLength(3);
    expect(items.flatMap((i) => (i.kind === 'line' ? [i.index] : []))).toEqual([5, 6, 7]);
    expect(show(items)).toEqual(['B30', 'B40', 'Subtotal B=100', 'C5', 'Subtotal C=5']);
  });

  it('size 0 (the exports) is every line with every subtotal; a page past the end shows the last', () => {
    expect(show(pageOf(0, 0).items)).toEqual([
      'A1',
      'A2',
      'A3',
      'Subtotal A=6',
      'B10',
      'B20',
      'B30',
      'B40',
      'Subtotal B=100',
      'C5',
      'Subtotal C=5',
    ]);
    expect(pageOf(9, 3).current).toBe(2);
    expect(pageWithSubtotals([], (l: Line) => l.rest, sum, 0, 10)).toEqual({
      current: 0,
      pages: 1,
      items: [],
    });
  });

  it('a group whose subtotal is null gets no subtotal line', () => {
    const none = pageWithSubtotals(
      LINES,
      (l) => l.rest,
      () => null,
      0,
      0,
    );
    expect(none.items.every((i) => i.kind === 'line')).toBe(true);
  });
});
