import { IMPORT_MSG, normalizeColumnName } from '@domain/rules/import-values';
import { sql } from 'drizzle-orm';
import { typedArray } from '../../core/sql-arrays';
import { transaction } from '../../core/transaction';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/client';
import type { AccessAuthor } from '../nl-base-usuarios/public';
import type { ImportKind, ImportRef, StagedRow } from './kind';
import { FileReadError, type SourceItem } from './source';

export interface ImportError {
  linha: number;
  coluna: string;
  mensagem: string;
}

export interface ImportResult {
  linhas: number;
  inseridas: number;
  alteradas: number;
  inalteradas: number;
  erros: ImportError[];
  /** Errors found in all (erros holds at most maxErrors of them). */
  totalErros: number;
}

export interface ImportOptions {
  db: Db;
  idEmpresa: number;
  kind: ImportKind;
  /** The importing user (author of the access changes the users kind records). */
  author: AccessAuthor;
  source: AsyncIterable<SourceItem>;
  /** Validate and count, write nothing. */
  simular: boolean;
  /** Lines validated and staged per statement. */
  batchSize?: number;
  /** Errors kept for the answer (the count goes on). */
  maxErrors?: number;
  /** Runs first in the import's transaction (the cross-instance lock); may throw to refuse the import. */
  onStart?: (tx: Db) => Promise<void>;
}

/** Thrown to roll the import's transaction back (a simulation, or errors): carries nothing. */
class Rollback extends Error {}

/**
 * Runs one import: reads the file's lines as they arrive, validates each against the kind's columns,
 * resolves references and writes in batches, all in ONE transaction. The transaction commits only when it is
 * not a simulation and no line has an error: a confirmed import with any error writes nothing.
 */
export async function runImport(opts: ImportOptions): Promise<ImportResult> {
  const { kind, idEmpresa, simular } = opts;
  const batchSize = opts.batchSize ?? 5000;
  const maxErrors = opts.maxErrors ?? 1000;
  const state: ImportResult = {
    linhas: 0,
    inseridas: 0,
    alteradas: 0,
    inalteradas: 0,
    erros: [],
    totalErros: 0,
  };
  let written = 0;
  let presentes: ReadonlySet<string> = new Set();
  const addError = (e: ImportError) => {
    state.totalErros++;
    if (state.erros.length < maxErrors) state.erros.push(e);
  };

  async function flush(tx: Db, staged: StagedRow[], keys: string[]): Promise<void> {
    if (staged.length === 0) return;
    const batch = await withoutEarlierKeys(tx, staged, keys);
    if (batch.length === 0) return;
    const valid = await resolveRefs(tx, idEmpresa, kind.refs, batch, addError);
    if (valid.length === 0) return;
    const out = await kind.write({ tx, idEmpresa, presentes, author: opts.author }, valid);
    for (const e of out.erros ?? []) addError(e);
    state.inseridas += out.inseridas;
    state.alteradas += out.alteradas;
    written += valid.length - (out.erros?.length ?? 0);
  }

  async function consume(tx: Db): Promise<void> {
    let columnAt: number[] | null = null;
    let sawHeader = false;
    // The keys of the lines already staged, for the duplicates within the file: those of the batch being
    // read here; those of the batches before, in a temporary table (memory stays flat however long the file).
    await tx.execute(
      sql`create temp table if not exists import_chaves (chave text primary key, linha int not null) on commit drop`,
    );
    let seen = new Map<string, number>();
    let batch: StagedRow[] = [];
    // One batch is written while the next one is read and validated (the file and the database work at once).
    let pending: Promise<void> = Promise.resolve();
    let failure: unknown = null;
    const writeBatch = async (rows: StagedRow[], keys: string[]) => {
      await pending;
      if (failure) throw failure;
      pending = flush(tx, rows, keys).catch((err) => {
        failure = err;
      });
    };
    for await (const item of opts.source) {
      if (item.kind === 'header') {
        sawHeader = true;
        columnAt = checkHeader(kind, item.names, addError);
        if (!columnAt) return;
        const at = columnAt;
        presentes = new Set(kind.colunas.filter((_, i) => at[i] >= 0).map((col) => col.nome));
        continue;
      }
      if (!columnAt) continue;
      if (!item.problems && item.cells.every((c) => c.trim() === '')) continue;
      state.linhas++;
      const before = state.totalErros;
      for (const p of item.problems ?? []) addError({ linha: item.linha, ...p });
      const v: Record<string, unknown> = {};
      kind.colunas.forEach((col, i) => {
        const at = columnAt?.[i] ?? -1;
        const raw = at >= 0 ? (item.cells[at] ?? '') : '';
        if (raw.trim() === '') {
          if (col.obrigatoria)
            addError({ linha: item.linha, coluna: col.nome, mensagem: IMPORT_MSG.required });
          v[col.nome] = col.padrao ?? null;
          return;
        }
        const parsed = col.parse(raw);
        if (!parsed.ok) addError({ linha: item.linha, coluna: col.nome, mensagem: parsed.mensagem });
        else v[col.nome] = parsed.value;
      });
      if (state.totalErros > before) continue;
      const lineError = kind.checkLine?.(v);
      if (lineError) {
        addError({ linha: item.linha, ...lineError });
        continue;
      }
      const key = JSON.stringify(keyValues(kind, v));
      const first = seen.get(key);
      if (first !== undefined) {
        addError({ linha: item.linha, coluna: kind.chave[0], mensagem: duplicated(kind, v, first) });
        continue;
      }
      seen.set(key, item.linha);
      batch.push({ linha: item.linha, v, ids: {} });
      if (batch.length >= batchSize) {
        await writeBatch(batch, [...seen.keys()]);
        batch = [];
        seen = new Map();
      }
    }
    await writeBatch(batch, [...seen.keys()]);
    await pending;
    if (failure) throw failure;
    if (!sawHeader) addError({ linha: 1, coluna: '', mensagem: IMPORT_MSG.emptyFile });
    else if (columnAt && state.linhas === 0) addError({ linha: 2, coluna: '', mensagem: IMPORT_MSG.noRows });
  }

  /**
   * The batch without the lines whose key an earlier batch of the file already had (each one an error naming
   * that first line); the batch's keys are recorded for the batches after. `keys[i]` is `staged[i]`'s key.
   */
  async function withoutEarlierKeys(tx: Db, staged: StagedRow[], keys: string[]): Promise<StagedRow[]> {
    const earlier = await rowsOf<{ chave: string; linha: number }>(
      tx,
      sql`with novas as (
            insert into import_chaves (chave, linha)
            select * from unnest(${typedArray(keys, 'text')}, ${typedArray(
              staged.map((r) => r.linha),
              'int',
            )})
            on conflict (chave) do nothing
            returning 1
          )
          select chave, linha from import_chaves where chave = any(${typedArray(keys, 'text')})`,
    );
    if (earlier.length === 0) return staged;
    const firstLine = new Map(earlier.map((e) => [e.chave, Number(e.linha)]));
    return staged.filter((row, i) => {
      const first = firstLine.get(keys[i]);
      if (first === undefined) return true;
      addError({ linha: row.linha, coluna: kind.chave[0], mensagem: duplicated(kind, row.v, first) });
      return false;
    });
  }

  try {
    await transaction(
      opts.db,
      async (tx) => {
        await opts.onStart?.(tx);
        await consume(tx);
        if (simular || state.totalErros > 0) throw new Rollback();
      },
      { attempts: 1 },
    );
  } catch (err) {
    if (err instanceof FileReadError) addError({ linha: err.linha, coluna: '', mensagem: err.message });
    else if (!(err instanceof Rollback)) throw err;
  }
  state.inalteradas = Math.max(0, written - state.inseridas - state.alteradas);
  return state;
}

/** The values that identify a line of the kind. */
function keyValues(kind: ImportKind, v: Record<string, unknown>): unknown[] {
  return kind.chaveDe ? kind.chaveDe(v) : kind.chave.map((c) => v[c]);
}

/** 'Registro … repetido no arquivo (linha n)', naming the line's key. */
function duplicated(kind: ImportKind, v: Record<string, unknown>, first: number): string {
  return IMPORT_MSG.duplicatedKey(keyValues(kind, v).map(String).join(' / '), first);
}

/** The index of each kind column in the file's header (-1 absent), or null when the header is wrong. */
function checkHeader(kind: ImportKind, names: string[], addError: (e: ImportError) => void): number[] | null {
  const byName = new Map(kind.colunas.map((c, i) => [normalizeColumnName(c.nome), i]));
  const at = kind.colunas.map(() => -1);
  let ok = true;
  names.forEach((raw, index) => {
    const name = raw.trim();
    if (name === '') return;
    const i = byName.get(normalizeColumnName(name));
    if (i === undefined) {
      addError({ linha: 1, coluna: name, mensagem: IMPORT_MSG.unknownColumn(name) });
      ok = false;
    } else if (at[i] >= 0) {
      addError({ linha: 1, coluna: name, mensagem: IMPORT_MSG.duplicatedColumn(name) });
      ok = false;
    } else {
      at[i] = index;
    }
  });
  kind.colunas.forEach((c, i) => {
    if (c.obrigatoria && at[i] < 0) {
      addError({ linha: 1, coluna: c.nome, mensagem: IMPORT_MSG.missingColumn(c.nome) });
      ok = false;
    }
  });
  return ok ? at : null;
}

/**
 * Resolves the references of a batch (one query per referenced column, by external code, within the
 * company): lines with an unknown code get an error and are left out.
 */
async function resolveRefs(
  tx: Db,
  idEmpresa: number,
  refs: ImportRef[],
  batch: StagedRow[],
  addError: (e: ImportError) => void,
): Promise<StagedRow[]> {
  const bad = new Set<StagedRow>();
  for (const ref of refs) {
    const codes = new Set<string>();
    for (const row of batch) {
      const v = row.v[ref.coluna];
      if (Array.isArray(v)) for (const c of v) codes.add(String(c));
      else if (v !== null && v !== undefined) codes.add(String(v));
    }
    const found = new Map<string, number>();
    if (codes.size > 0) {
      const rows = await rowsOf<{ cod: string; id: number }>(
        tx,
        sql`select ${sql.raw(`"${ref.codigo}"`)} as cod, ${sql.raw(`"${ref.id}"`)} as id
              from ${sql.raw(`"${ref.tabela}"`)}
             where id_empresa = ${idEmpresa} and ${sql.raw(`"${ref.codigo}"`)} = any(${typedArray([...codes], 'text')})`,
      );
      for (const r of rows) found.set(r.cod, Number(r.id));
    }
    for (const row of batch) {
      const v = row.v[ref.coluna];
      if (v === null || v === undefined) {
        row.ids[ref.coluna] = null;
        continue;
      }
      const list = Array.isArray(v) ? v.map(String) : [String(v)];
      const ids: number[] = [];
      for (const code of list) {
        const id = found.get(code);
        if (id === undefined) {
          addError({ linha: row.linha, coluna: ref.coluna, mensagem: IMPORT_MSG.notFound(ref.nome, code) });
          bad.add(row);
        } else ids.push(id);
      }
      row.ids[ref.coluna] = ref.lista ? ids : (ids[0] ?? null);
    }
  }
  return bad.size === 0 ? batch : batch.filter((r) => !bad.has(r));
}
