/**
 * The state of a register as the engine (useRegister) hands it to the screen and to a register's own toolbar
 * actions: the lines of the table and what may be done with them.
 */
import type { FilterValue, RegisterFilters, RowErrors } from '@app/components/register/register-resource';
import type { Patch } from '@app/lib/staged-edits';

/** A row being typed: any field may still be blank. */
export type Draft<Row> = { [K in keyof Row]?: Row[K] | null };

/** One line of the table: the row with its staged fields applied, and what is pending on it. */
export interface RegisterLine<Row> {
  id: number;
  row: Row;
  /** Never saved (a temporary id). */
  isNew: boolean;
  /** Stored, with staged fields. */
  changed: boolean;
  /** Stored, staged for deletion. */
  removed: boolean;
  /** Fields with a staged value. */
  patch: Patch<Row> | undefined;
  /** Local and server messages, by field ('row' for the row). */
  errors: RowErrors | undefined;
}

export interface UseRegister<Row> {
  lines: readonly RegisterLine<Row>[];
  /** The first list load is under way / failed. */
  loading: boolean;
  error: unknown;
  reload: () => void;
  filters: RegisterFilters;
  setFilter: (field: string, value: FilterValue) => Promise<void>;
  /** Rows with something unsaved. */
  count: number;
  saving: boolean;
  add: () => number;
  /** Stages new rows (temporary ids, the first on top) with these fields; their ids. */
  addRows: (drafts: readonly Draft<Row>[]) => number[];
  update: (id: number, patch: Patch<Row>) => void;
  remove: (id: number) => void;
  restore: (id: number) => void;
  discardAll: () => void;
  save: () => Promise<boolean>;
}
