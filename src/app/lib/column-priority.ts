/**
 * Which columns of a wide table leave it for the row's details, so that the table fits its area without a
 * horizontal scroll: every column has a width (what it needs, padding included) and a priority (1 = always in
 * the table; 2, 3…: may move out). While the table is wider than its area, the column of the highest
 * priority number moves out first, the rightmost first among equals. Priority-1 columns always stay.
 */
export interface PrioritizedColumn {
  /** px the column needs, its cell padding included. */
  width: number;
  /** 1 = always shown; a higher number leaves the table earlier. */
  priority: number;
}

/**
 * The indexes of the columns to move out of a table whose area is `available` px wide, `fixed` px going to
 * the columns that are not listed (the id and the actions). An unmeasured area (0 or less) moves nothing.
 * `atLeast`: move at least that many (the table, drawn, was still wider than its area: its cells needed more
 * than their stated widths).
 */
export function hiddenColumns(
  columns: readonly PrioritizedColumn[],
  available: number,
  fixed: number,
  atLeast = 0,
): Set<number> {
  const hidden = new Set<number>();
  if (!(available > 0)) return hidden;
  let total = fixed + columns.reduce((sum, c) => sum + c.width, 0);
  const candidates = columns
    .map((c, index) => ({ ...c, index }))
    .filter((c) => c.priority > 1)
    .sort((a, b) => b.priority - a.priority || b.index - a.index);
  for (const c of candidates) {
    if (total <= available && hidden.size >= atLeast) break;
    hidden.add(c.index);
    total -= c.width;
  }
  return hidden;
}
