/**
 * The selected rows of a panel, by id: one checkbox per row, one for the page. The caller clears the
 * selection when the list it shows is searched again or changed by an action.
 */

import { useCallback, useMemo, useState } from 'react';

const NONE: ReadonlySet<number> = new Set();

interface RowSelection {
  selected: ReadonlySet<number>;
  /** Selects or unselects one row. */
  toggle: (id: number, checked: boolean) => void;
  /** Selects or unselects the rows of the page, keeping the others as they are. */
  togglePage: (ids: readonly number[], checked: boolean) => void;
  /** Exactly these rows. */
  selectOnly: (ids: readonly number[]) => void;
  /** Unselects these rows. */
  unselect: (ids: readonly number[]) => void;
  clear: () => void;
  /** The selected ones among these ids, in their order (only the listed rows count). */
  among: (ids: readonly number[]) => number[];
}

export function useRowSelection(): RowSelection {
  const [selected, setSelected] = useState<ReadonlySet<number>>(NONE);

  const togglePage = useCallback((ids: readonly number[], checked: boolean) => {
    setSelected((prev) => {
      const next = new Set(prev);
      for (const id of ids) {
        if (checked) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);

  return useMemo(
    () => ({
      selected,
      toggle: (id, checked) => togglePage([id], checked),
      togglePage,
      selectOnly: (ids) => setSelected(new Set(ids)),
      unselect: (ids) => togglePage(ids, false),
      clear: () => setSelected(NONE),
      among: (ids) => ids.filter((id) => selected.has(id)),
    }),
    [selected, togglePage],
  );
}
