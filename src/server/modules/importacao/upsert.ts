import { type SQL, sql } from 'drizzle-orm';
import { typedArray } from '../../core/sql-arrays';
import { rowsOf } from '../../db/client';
import type { StagedRow, WriteContext, WriteOutcome } from './kind';

/** A column written by an import: its SQL name and type, and its value in a staged line. */
export interface UpsertColumn {
  col: string;
  /** SQL type of the column, typmod included ('numeric(14,2)', 'varchar(200)'): the staged value is cast to it. */
  type: string;
  get: ((row: StagedRow) => string | number | boolean | null) & { coluna?: string };
  /**
   * The file column the value comes from (default: the one the getter names, see `val`/`ref`/`flag01`).
   * When the file's header lacks it, the stored value is kept on UPDATE; the default goes in on INSERT only.
   */
  coluna?: string;
}

export interface UpsertSpec {
  table: string;
  /** The table's primary key column (SQL name). */
  pk: string;
  /** Identify the row within the company (its external code, or its natural key); an index must lead with them. */
  key: UpsertColumn[];
  /**
   * Written on insert, and on update when any differs from the stored value; on update, only those whose file
   * column is in the header (WriteContext.presentes).
   */
  values: UpsertColumn[];
}

/** The SQL array type of a column type: 'numeric(14,2)' → 'numeric', 'varchar(60)' → 'text'. */
function arrayType(type: string): string {
  const base = type.replace(/\(.*\)$/, '');
  return base === 'varchar' ? 'text' : base;
}

/**
 * Upserts a batch in ONE statement: the lines are staged with unnest over one array per column, then rows
 * whose values differ are updated and missing ones inserted (counting each). A row equal to the stored one is
 * not touched, so importing the same file again changes nothing.
 */
export async function upsertRows(
  ctx: WriteContext,
  spec: UpsertSpec,
  rows: StagedRow[],
): Promise<WriteOutcome> {
  const { inseridas, alteradas } = await upsertRowsByLine(ctx, spec, rows);
  return { inseridas: inseridas.length, alteradas: alteradas.length };
}

/**
 * upsertRows answering WHICH lines inserted a row and which changed one (their file line numbers): a kind
 * that writes one line to several tables counts each line once.
 */
export async function upsertRowsByLine(
  { tx, idEmpresa, presentes }: WriteContext,
  spec: UpsertSpec,
  rows: StagedRow[],
): Promise<{ inseridas: number[]; alteradas: number[] }> {
  if (rows.length === 0) return { inseridas: [], alteradas: [] };
  const all = [...spec.key, ...spec.values];
  const updatable = spec.values.filter((c) => {
    const coluna = c.coluna ?? c.get.coluna;
    return coluna === undefined || presentes.has(coluna);
  });
  const id = (name: string) => sql.raw(`"${name}"`);
  const list = (parts: SQL[]) => sql.join(parts, sql`, `);
  const table = id(spec.table);
  const arrays = list(all.map((c) => typedArray(rows.map(c.get), arrayType(c.type))));
  const aliases = list(all.map((c) => id(c.col)));
  const casts = list([
    ...all.map((c) => sql`u.${id(c.col)}::${sql.raw(c.type)} as ${id(c.col)}`),
    sql`u.linha_arquivo`,
  ]);
  const keyMatch = (alias: string) =>
    sql.join(
      spec.key.map((c) => sql`${sql.raw(alias)}.${id(c.col)} = src.${id(c.col)}`),
      sql` and `,
    );
  const differs =
    updatable.length === 0
      ? sql`false`
      : sql`(${list(updatable.map((c) => sql`t.${id(c.col)}`))}) is distinct from (${list(
          updatable.map((c) => sql`src.${id(c.col)}`),
        )})`;
  const setList = list(updatable.map((c) => sql`${id(c.col)} = cur.${id(c.col)}`));
  const pk = id(spec.pk);
  // The stored row of each line is found by a LATERAL lookup (a nested loop over the key's index, whatever the
  // table's size), and only the changed rows are updated, by primary key.
  const upd =
    updatable.length === 0
      ? sql`select null::int as id where false`
      : sql`update ${table} t set ${setList} from cur
             where cur.atual is not null and cur.mudou and t.${pk} = cur.atual
               and t.${pk} = any(array(select atual from cur where mudou))
             returning t.${pk} as id`;
  const [counts] = await rowsOf<{ ins: string | null; upd: string | null }>(
    tx,
    sql`with src as (
          select ${casts} from unnest(${arrays}, ${typedArray(
            rows.map((r) => r.linha),
            'int',
          )}) as u(${aliases}, linha_arquivo)
        ), cur as (
          select src.*, x.atual, coalesce(x.mudou, false) as mudou
            from src left join lateral (
              select t.${pk} as atual, ${differs} as mudou
                from ${table} t where t.id_empresa = ${idEmpresa} and ${keyMatch('t')}
            ) x on true
        ), upd as (${upd}), ins as (
          insert into ${table} (id_empresa, ${aliases})
          select ${idEmpresa}, ${list(all.map((c) => sql`cur.${id(c.col)}`))} from cur
          where cur.atual is null
          returning 1
        )
        select (select string_agg(linha_arquivo::text, ',') from cur where cur.atual is null) as ins,
               (select string_agg(linha_arquivo::text, ',') from cur where mudou) as upd,
               (select count(*) from ins)::int as feitas, (select count(*) from upd)::int as mudadas`,
  );
  const lines = (v: string | null) => (v ? v.split(',').map(Number) : []);
  return { inseridas: lines(counts.ins), alteradas: lines(counts.upd) };
}
