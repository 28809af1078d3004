import type { ImportColumn, ImportKind } from '../kind';
import { type UpsertColumn, upsertRows } from '../upsert';
import { codeCol, textCol, val } from './columns';

/**
 * The parts the catalogue kinds share (groups, restaurants, groupings, products, dish groups, sale items,
 * inputs): each line is keyed by the row's code in the ERP (file column 'codigo', stored in cod_externo) and
 * names the row (file column 'descricao', up to 200 characters).
 */

/** The key column 'codigo': the row's code in the ERP. */
export const erpCodeCol = (descricao: string, exemplo: string): ImportColumn =>
  codeCol('codigo', { obrigatoria: true, descricao, exemplo });

/** The name column 'descricao' (required, up to 200 characters). */
export const nameCol = (descricao: string, exemplo: string): ImportColumn =>
  textCol('descricao', 200, { obrigatoria: true, descricao, exemplo });

/**
 * The writer of a catalogue kind: upserts the lines into `table` (primary key `pk`) by cod_externo, writing
 * the name into `nameColumn` (varchar(200)) and then `values`.
 */
export const upsertByErpCode =
  (table: string, pk: string, nameColumn: string, values: UpsertColumn[] = []): ImportKind['write'] =>
  (ctx, rows) =>
    upsertRows(
      ctx,
      {
        table,
        pk,
        key: [{ col: 'cod_externo', type: 'varchar(60)', get: val('codigo') }],
        values: [{ col: nameColumn, type: 'varchar(200)', get: val('descricao') }, ...values],
      },
      rows,
    );
