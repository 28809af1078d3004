import type { AccessFlag } from '@domain/access';
import { MSG } from '@domain/messages';
import { isNewId, type RowError } from '@domain/schemas/registers';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { pgErrorOf } from '../db/pg-error';
import { DomainError, invalid, notFound } from './domain-errors';

/**
 * The register engine's service: one config gives a register its list, get, saveAll and delete operations,
 * company-scoped, with one transaction per saveAll and per-row errors naming the row. Its routes are built by
 * core/register-routes; registers add their own spec routes next to them and reuse `registerService` for them.
 */

/** The code in the ERP is the import's key: two rows of a company cannot share it (registers that carry one). */
export const ERP_CODE_IN_USE = 'Código no ERP já usado por outro registro da empresa';

/** A register table: every row belongs to a company. */
export type CompanyTable = PgTable & { idEmpresa: PgColumn };

/** A saveAll item with its position in the payload. */
export interface Indexed<Item> {
  index: number;
  item: Item;
  /** The stored id to update, or null to insert (null/absent/negative ids in the payload). */
  id: number | null;
}

export interface RegisterHooks<Item> {
  /** The register's rules, inside the transaction, before anything is written: per-row errors refuse the batch. */
  beforeSave?(tx: Db, idEmpresa: number, items: Indexed<Item>[]): Promise<RowError[]>;
  /** Ids that may not be deleted, and why: a non-empty `blocked` refuses the delete (nothing deleted). */
  beforeDelete?(tx: Db, idEmpresa: number, ids: number[]): Promise<{ blocked: number[]; message?: string }>;
  /** The message of a unique violation (23505) by constraint name; default 'Registro já existente'. */
  uniqueViolation?(constraint: string | undefined): string | undefined;
}

export interface RegisterConfig<Row, Item> {
  /** The API resource (docs tag), e.g. 'reTbBalancasUnidades'. */
  name: string;
  table: CompanyTable;
  /** Primary key column. */
  id: PgColumn;
  /** The id field of a row and of a save item, e.g. 'idBalUnidade'. */
  idField: string;
  row: z.ZodType<Row>;
  /** A saveAll item (its output type is what the hooks and `values` receive). */
  item: z.ZodType<Item>;
  /** The company's rows, all or those of `ids` (used by list, get and the saveAll answer). */
  find(db: Db, idEmpresa: number, ids?: readonly number[]): Promise<Row[]>;
  /** Column values written for an item (idEmpresa is added by the engine). */
  values(item: Item, idEmpresa: number): Record<string, unknown>;
  /** GET '' (default on). A query schema and its own search replace `find`. */
  list?:
    | false
    | {
        query?: z.ZodType<Record<string, unknown>>;
        find?(db: Db, idEmpresa: number, query: never): Promise<Row[]>;
      };
  /** GET '/:id' → row or 404 'Registro {id} não encontrado' (default on). */
  get?: boolean;
  /** POST '/saveAll' (default on); `path` replaces it (several paths: the same route at each). */
  saveAll?: false | { path?: string | string[] };
  /** DELETE '' with body {bodyKey: id | id[]}; `byParam` adds DELETE '/:id'. */
  remove?: false | { bodyKey: string; path?: string; byParam?: boolean };
  hooks?: RegisterHooks<Item>;
  /** The 400 message of an empty saveAll (default 'Nenhum dado para salvar.'). */
  emptyMessage?: string;
  /**
   * The id is a natural key chosen by the user (monitored inputs: idInsumo), always positive: a saveAll
   * item whose id the company has is updated, any other inserted with that id (an upsert).
   */
  naturalKey?: boolean;
  /** Route flags; default the resource's entry in API_ACCESS. */
  flags?: readonly AccessFlag[];
  /** Flags of the reading routes (GET '' and '/:id') when wider than `flags` (a lookup other screens use). */
  readFlags?: readonly AccessFlag[];
}

const camel = (column: string) => column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** A foreign-key failure as 'idRestaurante 99 não encontrado(a)' (the referenced row is not in the company). */
function foreignKeyMessage(detail: string | undefined): string {
  const m = /Key \(([^)]+)\)=\(([^)]+)\)/.exec(detail ?? '');
  if (!m) return MSG.genericError;
  const cols = m[1].split(',').map((c) => c.trim());
  const vals = m[2].split(',').map((v) => v.trim());
  const at = cols.length - 1;
  return MSG.notFoundRef(camel(cols[at]), vals[at]);
}

/** 400 of a refused saveAll: the first error names its row ('Linha n: …'); `errors` has them all. */
export function refuseRows(errors: RowError[]): DomainError {
  const sorted = [...errors].sort((a, b) => a.index - b.index);
  return invalid(MSG.rowError(sorted[0].index + 1, sorted[0].message), { errors: sorted });
}

/** The join condition of a company-scoped reference: same id and same company (`col` → `ref`). */
export function scopedJoin(ref: PgColumn, col: PgColumn): SQL {
  const refTable = ref.table as CompanyTable;
  const colTable = col.table as CompanyTable;
  return and(eq(ref, col), eq(refTable.idEmpresa, colTable.idEmpresa)) as SQL;
}

/**
 * The rows as they will be after a batch: the stored rows the batch does not update, then the batch items
 * (the same objects, so a rule can tell a batch row from the others).
 */
export function mergeBatch<T>(
  stored: readonly T[],
  items: readonly Indexed<T>[],
  idOf: (row: T) => number | null | undefined,
): T[] {
  const updated = new Set(items.map((i) => i.id).filter((id) => id !== null));
  return [...stored.filter((r) => !updated.has(idOf(r) as number)), ...items.map((i) => i.item)];
}

/** A pure rule (rows after the save, one row → message or null) over each batch item, as row errors. */
export function ruleErrors<T>(
  items: readonly Indexed<T>[],
  rows: readonly T[],
  rule: (rows: readonly T[], row: T) => string | null,
  field?: string,
): RowError[] {
  return items.flatMap((i) => {
    const message = rule(rows, i.item);
    return message ? [{ index: i.index, id: i.id, ...(field ? { field } : {}), message }] : [];
  });
}

/** A register's operations, usable by its extra routes (a single-row POST is a saveAll of one). */
export function registerService<Row, Item>(db: Db, config: RegisterConfig<Row, Item>) {
  const { table, id: idColumn, idField } = config;
  const idOf = (item: Item) => (item as Record<string, unknown>)[idField] as number | null | undefined;

  async function existing(tx: Db, idEmpresa: number, ids: readonly number[]): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const rows = (await tx
      .select({ id: idColumn })
      .from(table as PgTable)
      .where(and(eq(table.idEmpresa, idEmpresa), inArray(idColumn, [...ids])))) as { id: number }[];
    return new Set(rows.map((r) => r.id));
  }

  /**
   * One transaction: ids null/negative are inserted, the others updated (they must be the company's).
   * Any refused row → 400 with every row error, nothing saved. Success → the rows, in the order sent.
   */
  async function saveAll(idEmpresa: number, items: Item[]): Promise<Row[]> {
    if (!items.length) throw invalid(config.emptyMessage ?? MSG.nothingToSave);
    const indexed: Indexed<Item>[] = items.map((item, index) => {
      const id = idOf(item);
      return { index, item, id: isNewId(id) ? null : (id as number) };
    });
    const ids = await db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      const keyed = indexed.filter((i) => i.id !== null);
      const found = await existing(
        tx,
        idEmpresa,
        keyed.map((i) => i.id as number),
      );
      // A natural key the company does not have yet is an insert with that id.
      const inserts = new Set<Indexed<Item>>(
        config.naturalKey ? keyed.filter((i) => !found.has(i.id as number)) : [],
      );
      const updates = keyed.filter((i) => !inserts.has(i));
      const errors: RowError[] = updates
        .filter((i) => !found.has(i.id as number))
        .map((i) => ({ index: i.index, id: i.id, message: MSG.recordNotFound(i.id as number) }));
      if (config.naturalKey) {
        errors.push(
          ...indexed
            .filter((i) => i.id === null)
            .map((i) => ({ index: i.index, id: null, field: idField, message: MSG.required })),
        );
        const keys = new Set<number>();
        for (const i of inserts) {
          if (keys.has(i.id as number)) errors.push({ index: i.index, id: i.id, message: MSG.recordExists });
          keys.add(i.id as number);
        }
      }
      const seen = new Set<number>();
      for (const i of updates) {
        if (seen.has(i.id as number)) errors.push({ index: i.index, id: i.id, message: MSG.recordExists });
        seen.add(i.id as number);
      }
      if (!errors.length && config.hooks?.beforeSave) {
        errors.push(...(await config.hooks.beforeSave(tx, idEmpresa, indexed)));
      }
      if (errors.length) throw refuseRows(errors);

      const saved: number[] = [];
      for (const i of indexed) {
        const values = { ...config.values(i.item, idEmpresa), idEmpresa };
        try {
          if (i.id === null || inserts.has(i)) {
            const [r] = (await tx
              .insert(table)
              .values((inserts.has(i) ? { ...values, [idField]: i.id } : values) as never)
              .returning({ id: idColumn })) as { id: number }[];
            saved.push(r.id);
          } else {
            await tx
              .update(table)
              .set(values as never)
              .where(and(eq(idColumn, i.id), eq(table.idEmpresa, idEmpresa)));
            saved.push(i.id);
          }
        } catch (err) {
          throw dbRowError(err, i);
        }
      }
      return saved;
    });
    const byId = new Map((await config.find(db, idEmpresa, ids)).map((r) => [rowId(r), r]));
    return ids.map((id) => byId.get(id)).filter((r): r is NonNullable<typeof r> => r !== undefined);
  }

  return {
    list: (idEmpresa: number) => config.find(db, idEmpresa),

    async get(idEmpresa: number, id: number): Promise<Row> {
      const [row] = await config.find(db, idEmpresa, [id]);
      if (!row) throw notFound(MSG.recordNotFound(id));
      return row;
    },

    saveAll,

    /** A single-row POST: a saveAll of one whose error is the bare message (no 'Linha 1:'). */
    async saveOne(idEmpresa: number, item: Item): Promise<Row> {
      try {
        const [row] = await saveAll(idEmpresa, [item]);
        return row;
      } catch (err) {
        const errors = err instanceof DomainError ? (err.extra?.errors as RowError[] | undefined) : undefined;
        if (errors?.length) throw invalid(errors[0].message, { errors });
        throw err;
      }
    },

    /** Deletes the company's rows of `ids`: an unknown id → 404; a blocked or referenced row → 400, nothing deleted. */
    async remove(idEmpresa: number, ids: readonly number[]): Promise<{ deleted: number }> {
      const unique = [...new Set(ids)];
      return db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        const found = await existing(tx, idEmpresa, unique);
        const missing = unique.find((id) => !found.has(id));
        if (missing !== undefined) throw notFound(MSG.recordNotFound(missing));
        const check = await config.hooks?.beforeDelete?.(tx, idEmpresa, unique);
        if (check?.blocked.length) {
          throw invalid(check.message ?? MSG.cannotDelete(check.blocked.join(', ')), {
            blocked: check.blocked,
          });
        }
        try {
          await tx.delete(table).where(and(eq(table.idEmpresa, idEmpresa), inArray(idColumn, unique)));
        } catch (err) {
          if (pgErrorOf(err).code === '23503') {
            throw invalid(
              unique.length === 1 ? MSG.recordInUse(unique[0]) : MSG.cannotDelete(unique.join(', ')),
            );
          }
          throw err;
        }
        return { deleted: unique.length };
      });
    },
  };

  function rowId(row: Row): number {
    return (row as Record<string, unknown>)[idField] as number;
  }

  function dbRowError(err: unknown, i: Indexed<Item>): unknown {
    const pg = pgErrorOf(err);
    let message: string | undefined;
    if (pg.code === '23505') message = config.hooks?.uniqueViolation?.(pg.constraint) ?? MSG.recordExists;
    else if (pg.code === '23503') message = foreignKeyMessage(pg.detail);
    else if (pg.code === '23514') message = MSG.genericError;
    return message ? refuseRows([{ index: i.index, id: i.id, message }]) : err;
  }
}

export type RegisterService<Row, Item> = ReturnType<typeof registerService<Row, Item>>;
