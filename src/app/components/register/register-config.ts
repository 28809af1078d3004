/**
 * What a register screen states about itself: its resource, id field, columns (with their editors), the
 * values of a new row, its own local rules and its filters. The engine (useRegister, RegisterPage) does the
 * rest: listing, paging, staging, temporary ids, the save payload and where errors land.
 */
import type {
  FilterValue,
  RegisterFilters,
  RegisterResource,
  RowErrors,
} from '@app/components/register/register-resource';
import type { Draft, UseRegister } from '@app/components/register/register-state';
import type { LovOption } from '@app/components/ui/lov-select';
import { isTempId } from '@domain/constants';
import { MSG } from '@domain/messages';
import { parseKg } from '@domain/rules/registers';
import type { ComponentType, ReactNode } from 'react';

/** The rows of a register: plain objects of fields. */
export type AnyRow = object;

/** Options of a list-of-values cell or filter: a hook, called once per cell (it may read the row). */
export type UseOptions<Row> = (row: Row) => { options: readonly LovOption[] | undefined; loading?: boolean };

type Editor =
  /** Free text. */
  | 'text'
  /** A quantity in kg typed as '1,5', '1.5' or '1,5 kg': staged as the number (the text while invalid). */
  | 'kg'
  /** A decimal number typed with a comma ('4,5'): staged as the number (the text while invalid). */
  | 'decimal'
  /** A date typed dd/mm/aaaa: staged as 'yyyy-MM-dd' (null when empty). */
  | 'date'
  /** A list-of-values picker (spec §2). */
  | 'lov'
  /** A searchable pick among fixed texts (`choices`): staged as the text chosen. */
  | 'select'
  /** The active/inactive switch of `indInativo` (checked = active = 0). */
  | 'toggle'
  /** Shown only. */
  | 'readonly'
  /** A restaurant, picked by searching the server (RestaurantesLov). */
  | 'restaurante';

export interface RegisterColumn<Row> {
  field: keyof Row & string;
  label: string;
  editor: Editor;
  /** Blank → 'Informação obrigatória' (shown after a save attempt). */
  required?: boolean;
  /** Editable on new rows only (a key of a link). */
  onlyNew?: boolean;
  /** lov: its options. */
  useOptions?: UseOptions<Row>;
  /** lov: the read-only name the list returns for the stored value (shown when the options lack it). */
  labelOf?: (row: Row) => string | undefined;
  /** lov: hide the id column of the options. */
  hideId?: boolean;
  /** select: the texts offered, in order (a function: computed once, when first shown). */
  choices?: readonly string[] | (() => readonly string[]);
  /** select: the label shown for a choice (default the choice itself, which is what is staged). */
  choiceLabels?: Readonly<Record<string, string>>;
  /** decimal: the decimals shown (default 2). */
  digits?: number;
  /** readonly: the text shown (default the field's value). */
  render?: (row: Row) => ReactNode;
  /** Minimum width in px. */
  width?: number;
  /**
   * 1 (default): always in the table. 2, 3…: where the table would not fit its area, the column moves into
   * the row's details (opened by the row's 'Mostrar mais'), the highest number first.
   */
  priority?: number;
  /** Not sent in the save payload (a read-only name). */
  notSent?: boolean;
  /** The cell is shown (and editable) only on the rows this accepts (a share only for one class). */
  shownWhen?: (row: Row) => boolean;
}

/** A filter above the table, sent to the resource's list: a list-of-values picker (default) or a date. */
export interface RegisterFilter {
  field: string;
  label: string;
  kind?: 'lov' | 'date' | 'restaurante';
  /** lov: its options. */
  useOptions?: UseOptions<undefined>;
  /** The value when the screen opens (default null). */
  initial?: () => FilterValue;
}

/** What a register's own toolbar actions (duplicate, add by group…) may do: the register's state. */
export interface RegisterActionsProps<Row> {
  reg: UseRegister<Row>;
}

export interface RegisterConfig<Row extends AnyRow, Item = Partial<Row>, Ctx = undefined> {
  resource: RegisterResource<Row, Item>;
  idField: keyof Row & string;
  /** The header of the id column (default 'ID'). */
  idLabel?: string;
  columns: readonly RegisterColumn<Row>[];
  /** The fields of a new row (the filters chosen may fill some). */
  newRow(filters: RegisterFilters): Draft<Row>;
  /** What the local rules need beyond the rows (other registers' data): a hook, its value memoized. */
  useRuleContext?: () => Ctx;
  /** The register's own local rules: messages by field ('row' for the row), against every row kept. */
  validateRow?(row: Row, rows: readonly Row[], ctx: Ctx): RowErrors | null;
  /**
   * What an edit of a cell stages, from what was typed (default: as typed): a register may fill other
   * fields along (the defaults of a chosen option).
   */
  expandPatch?(patch: Partial<Row>): Partial<Row>;
  /** The save item of a row (default: the id, null when temporary, and the editable fields). */
  toItem?(row: Row, id: number | null): Item;
  filters?: readonly RegisterFilter[];
  /** Whether a row may be deleted (default: every row). */
  canDelete?(row: Row): boolean;
  /** Extra toolbar actions next to 'Adicionar' (they stage rows through `reg.addRows`). */
  actions?: ComponentType<RegisterActionsProps<Row>>;
  /** The message of a save with nothing staged (default 'Nenhum dado para salvar.'). */
  nothingToSave?: string;
  /** The rows come from elsewhere (a catalogue): no 'Adicionar'. */
  noAdd?: boolean;
}

export const ROW_MESSAGE = 'row';

/** A pure rule of @domain/rules (rows, row) → message, as a validateRow putting its message on `field`. */
export const ruleOn =
  <Row>(field: string, rule: (rows: readonly Row[], row: Row) => string | null) =>
  (row: Row, rows: readonly Row[]): RowErrors | null => {
    const message = rule(rows, row);
    return message ? { [field]: message } : null;
  };

const isBlank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && !v.trim());

/** The engine's own checks of a row: blanks of required fields (when `withRequired`) and unreadable kg. */
export function columnErrors<Row extends AnyRow>(
  columns: readonly RegisterColumn<Row>[],
  row: Row,
  withRequired: boolean,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const values = row as Record<string, unknown>;
  for (const c of columns) {
    const v = values[c.field];
    if (c.editor === 'kg' && !isBlank(v) && typeof v !== 'number') errors[c.field] = MSG.tareInvalid;
    else if (c.editor === 'decimal' && !isBlank(v) && typeof v !== 'number')
      errors[c.field] = MSG.numberInvalid;
    else if (withRequired && c.required && isBlank(v)) errors[c.field] = MSG.required;
  }
  return errors;
}

/** Every local message of a row: the engine's column checks, then the register's own rules. */
export function localErrors<Row extends AnyRow, Ctx>(
  config: RegisterConfig<Row, unknown, Ctx>,
  row: Row,
  rows: readonly Row[],
  ctx: Ctx,
  withRequired: boolean,
): Record<string, string> {
  return { ...columnErrors(config.columns, row, withRequired), ...config.validateRow?.(row, rows, ctx) };
}

/** The payload item of a row: null for a temporary id (spec §3), the editable fields, kg as numbers. */
export function toSaveItem<Row extends AnyRow, Item>(
  config: RegisterConfig<Row, Item, unknown>,
  row: Row,
): Item {
  const values = row as Record<string, unknown>;
  const raw = values[config.idField] as number;
  const id = isTempId(raw) ? null : raw;
  if (config.toItem) return config.toItem(row, id);
  const item: Record<string, unknown> = { [config.idField]: id };
  for (const c of config.columns) {
    if (c.editor === 'readonly' || c.notSent) continue;
    const v = values[c.field];
    item[c.field] = c.editor === 'kg' ? (parseKg(v as string | number | null) ?? v) : v;
  }
  return item as Item;
}

export const idOf = <Row extends AnyRow>(config: { idField: keyof Row & string }, row: Row): number =>
  (row as Record<string, unknown>)[config.idField] as number;

/** What an editor needs when its column states no width (its input's own minimum), in px. */
const EDITOR_WIDTH: Record<Editor, number> = {
  text: 200,
  kg: 160,
  decimal: 120,
  date: 210,
  lov: 220,
  select: 240,
  toggle: 80,
  readonly: 120,
  restaurante: 220,
};
/** A cell's horizontal padding (the table's 'xs' spacing on both sides). */
const CELL_PADDING = 20;

/** The px a column needs in the table, its cell padding included. */
export function columnWidth<Row>(c: RegisterColumn<Row>): number {
  const own = c.width ?? (c.editor === 'date' && c.required ? 170 : EDITOR_WIDTH[c.editor]);
  return own + CELL_PADDING;
}
