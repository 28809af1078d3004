/**
 * A report's page with its group subtotals: the pager counts data lines only; a group's subtotal line comes
 * right after the group's last line, on whatever page that line falls, and is computed over ALL the group's
 * lines (not the page's); a group cut by a page break gets no subtotal on its earlier pages.
 */

export type PageItem<L, S> =
  | { kind: 'line'; line: L; index: number }
  | { kind: 'subtotal'; group: string; subtotal: S };

export interface SubtotalPage<L, S> {
  /** The page shown (0-based): a page past the end shows the last one. */
  current: number;
  pages: number;
  items: PageItem<L, S>[];
}

/**
 * The lines of `page` (of `size` lines; a size ≤ 0 = every line on one page, as the exports take them) with
 * the subtotal of each group whose last line is on it. Lines come sorted by group (a group is one run of
 * lines with the same key); `subtotalOf` gets the group's key and all its lines (null: no subtotal line).
 */
export function pageWithSubtotals<L, S>(
  lines: readonly L[],
  groupOf: (line: L) => string,
  subtotalOf: (group: string, lines: readonly L[]) => S | null,
  page: number,
  size: number,
): SubtotalPage<L, S> {
  const perPage = size > 0 ? size : Math.max(1, lines.length);
  const pages = Math.max(1, Math.ceil(lines.length / perPage));
  const current = Math.min(Math.max(0, page), pages - 1);
  const from = current * perPage;
  const to = Math.min(lines.length, from + perPage);
  const items: PageItem<L, S>[] = [];
  // The first line of the group the page starts in.
  let groupStart = from;
  while (groupStart > 0 && groupOf(lines[groupStart - 1]) === groupOf(lines[from])) groupStart--;
  for (let i = from; i < to; i++) {
    const group = groupOf(lines[i]);
    if (i > from && group !== groupOf(lines[i - 1])) groupStart = i;
    items.push({ kind: 'line', line: lines[i], index: i });
    const last = i === lines.length - 1 || groupOf(lines[i + 1]) !== group;
    const subtotal = last ? subtotalOf(group, lines.slice(groupStart, i + 1)) : null;
    if (subtotal !== null) items.push({ kind: 'subtotal', group, subtotal });
  }
  return { current, pages, items };
}
