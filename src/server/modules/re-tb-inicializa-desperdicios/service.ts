import { TIP_DESPERDICIO } from '@domain/constants';
import { MSG } from '@domain/messages';
import { FATOR_CO2E_PADRAO } from '@domain/rules/co2e';
import { tipCardapioOf } from '@domain/rules/waste-config';
import {
  chaveNome,
  type ExistenciaRegistros,
  INSUMOS_MONITORAVEIS_MAX,
  type InsumoMonitoravel,
  type InsumosMonitoradosBody,
  type ResultadoInsercao,
  SUGESTOES_DESTINOS_TIPO,
  SUGESTOES_RECIPIENTES,
} from '@domain/schemas/setup-wizard';
import { and, asc, count, eq, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import { forbidden, invalid } from '../../core/domain-errors';
import type { Db } from '../../db/client';
import { empresas } from '../../db/schema/core';
import {
  reTbDesperdiciosRest,
  reTbDespInsumos,
  reTbDestResiduos,
  reTbInsumos,
  reTbRecipientes,
} from '../../db/schema/registers';
import { reTbRestaurantes } from '../../db/schema/restaurants';

/**
 * The first-time setup wizard (spec §7 "Setup wizard"). Reads what the company has; inserts only what is
 * missing, by natural key, in a transaction that first locks the company's row FOR NO KEY UPDATE (two
 * wizards of one company run one after the other, so a name checked as missing cannot be inserted twice;
 * inserts elsewhere that only reference the company are not blocked).
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A body's idEmpresa, when given, must be the token's company. */
export function checkCompany(idEmpresa: number, bodyEmpresa: number | undefined): void {
  if (bodyEmpresa !== undefined && bodyEmpresa !== idEmpresa) throw forbidden(MSG.setupCompanyMismatch);
}

async function lockCompany(tx: Tx, idEmpresa: number): Promise<void> {
  await tx
    .select({ id: empresas.idEmpresa })
    .from(empresas)
    .where(eq(empresas.idEmpresa, idEmpresa))
    .for('no key update');
}

const existencia = (quantidade: number) => ({ existe: quantidade > 0, quantidade });

export async function pegarExistenciaRegistros(db: Db, idEmpresa: number): Promise<ExistenciaRegistros> {
  const [rest, dest, rec, ins, restaurantes] = await Promise.all([
    db.select({ n: count() }).from(reTbDesperdiciosRest).where(eq(reTbDesperdiciosRest.idEmpresa, idEmpresa)),
    db.select({ n: count() }).from(reTbDestResiduos).where(eq(reTbDestResiduos.idEmpresa, idEmpresa)),
    db.select({ n: count() }).from(reTbRecipientes).where(eq(reTbRecipientes.idEmpresa, idEmpresa)),
    db.select({ n: count() }).from(reTbDespInsumos).where(eq(reTbDespInsumos.idEmpresa, idEmpresa)),
    db
      .select({ n: count() })
      .from(reTbRestaurantes)
      .where(and(eq(reTbRestaurantes.idEmpresa, idEmpresa), eq(reTbRestaurantes.indInativo, 0))),
  ]);
  const result = {
    desperdiciosRest: existencia(Number(rest[0].n)),
    destResiduos: existencia(Number(dest[0].n)),
    recipientes: existencia(Number(rec[0].n)),
    insumosMonitorados: existencia(Number(ins[0].n)),
    qtdRestaurantesAtivos: Number(restaurantes[0].n),
  };
  return {
    ...result,
    possuiDados:
      result.desperdiciosRest.existe ||
      result.destResiduos.existe ||
      result.recipientes.existe ||
      result.insumosMonitorados.existe,
  };
}

/** A register the wizard fills by name (containers, destinations) and its name column. */
type NamedRegister = typeof reTbRecipientes | typeof reTbDestResiduos;
type NameColumn = typeof reTbRecipientes.desRecipiente | typeof reTbDestResiduos.desDestino;

/** The company's names in a register, by chaveNome. */
async function ownNames(
  db: Pick<Db, 'select'>,
  idEmpresa: number,
  table: NamedRegister,
  name: NameColumn,
): Promise<Set<string>> {
  const own = await db.select({ des: name }).from(table).where(eq(table.idEmpresa, idEmpresa));
  return new Set(own.map((r) => chaveNome(r.des)));
}

/** The suggested container names minus the company's (compared by chaveNome). */
export async function pegarNomesRecipientes(db: Db, idEmpresa: number): Promise<string[]> {
  const have = await ownNames(db, idEmpresa, reTbRecipientes, reTbRecipientes.desRecipiente);
  return SUGESTOES_RECIPIENTES.filter((n) => !have.has(chaveNome(n)));
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The company's inputs whose mask starts with codMascara by whole segments and whose level is one of
 * codsNivel (blank mask / empty levels = any), by mask then name, marked when already monitored.
 */
export async function pegarInsumosMonitorados(
  db: Db,
  idEmpresa: number,
  body: InsumosMonitoradosBody,
): Promise<InsumoMonitoravel[]> {
  const conds: SQL[] = [eq(reTbInsumos.idEmpresa, idEmpresa)];
  const mask = (body.codMascara ?? '').trim().replace(/\.+$/, '');
  if (mask) {
    conds.push(
      or(eq(reTbInsumos.codMascara, mask), like(reTbInsumos.codMascara, `${escapeLike(mask)}.%`)) as SQL,
    );
  }
  const niveis = [...new Set(body.codsNivel ?? [])].map((n) => String(n).trim());
  if (niveis.length) conds.push(inArray(reTbInsumos.codNivel, niveis));
  const rows = await db
    .select({
      idInsumo: reTbInsumos.idInsumo,
      desInsumo: reTbInsumos.desInsumo,
      codMascara: reTbInsumos.codMascara,
      codNivel: reTbInsumos.codNivel,
      indInativo: reTbDespInsumos.indInativo,
    })
    .from(reTbInsumos)
    .leftJoin(
      reTbDespInsumos,
      and(eq(reTbDespInsumos.idInsumo, reTbInsumos.idInsumo), eq(reTbDespInsumos.idEmpresa, idEmpresa)),
    )
    .where(and(...conds))
    .orderBy(
      sql`${reTbInsumos.codMascara} asc nulls last`,
      asc(reTbInsumos.desInsumo),
      asc(reTbInsumos.idInsumo),
    )
    .limit(INSUMOS_MONITORAVEIS_MAX);
  return rows.map((r) => ({ ...r, monitorado: r.indInativo !== null, indInativo: r.indInativo ?? null }));
}

/** The distinct names of a request (first spelling kept), by chaveNome. */
function distinctNames(names: readonly string[]): string[] {
  const seen = new Map<string, string>();
  for (const n of names) {
    const clean = n.trim().replace(/\s+/g, ' ');
    if (clean && !seen.has(chaveNome(clean))) seen.set(chaveNome(clean), clean);
  }
  return [...seen.values()];
}

/**
 * Inserts, under the company's lock, the names (distinct, first spelling kept) the company does not have yet
 * in `table` (by its `name` column, any case); `insert` adds the missing ones.
 */
function insertMissingNames(
  db: Db,
  idEmpresa: number,
  names: readonly string[],
  table: NamedRegister,
  name: NameColumn,
  insert: (tx: Tx, missing: string[]) => Promise<unknown>,
): Promise<ResultadoInsercao> {
  const wanted = distinctNames(names);
  return db.transaction(async (tx) => {
    await lockCompany(tx, idEmpresa);
    const have = await ownNames(tx, idEmpresa, table, name);
    const missing = wanted.filter((n) => !have.has(chaveNome(n)));
    if (missing.length) await insert(tx, missing);
    return { inseridos: missing.length, existentes: wanted.length - missing.length };
  });
}

/** Inserts the containers the company does not have (by name, any case). */
export function inserirRecipientes(
  db: Db,
  idEmpresa: number,
  names: readonly string[],
): Promise<ResultadoInsercao> {
  return insertMissingNames(
    db,
    idEmpresa,
    names,
    reTbRecipientes,
    reTbRecipientes.desRecipiente,
    (tx, missing) =>
      tx.insert(reTbRecipientes).values(missing.map((desRecipiente) => ({ idEmpresa, desRecipiente }))),
  );
}

/** Inserts the destinations (active) the company does not have (by name, any case; an inactive one counts). */
export function inserirDestResiduos(
  db: Db,
  idEmpresa: number,
  names: readonly string[],
): Promise<ResultadoInsercao> {
  return insertMissingNames(
    db,
    idEmpresa,
    names,
    reTbDestResiduos,
    reTbDestResiduos.desDestino,
    (tx, missing) =>
      tx.insert(reTbDestResiduos).values(
        missing.map((desDestino) => {
          // A suggested name takes its kind and that kind's default factor; a typed one, the defaults ('OUTRO').
          const tipDestino = SUGESTOES_DESTINOS_TIPO[desDestino as keyof typeof SUGESTOES_DESTINOS_TIPO];
          return tipDestino
            ? { idEmpresa, desDestino, indInativo: 0, tipDestino, fatorCo2e: FATOR_CO2E_PADRAO[tipDestino] }
            : { idEmpresa, desDestino, indInativo: 0 };
        }),
      ),
  );
}

/**
 * Monitors the inputs (active rows of re_tb_desp_insumos). An id not of the company → 400, nothing saved; an
 * input already there (active or not) is kept as it is and counted as existing.
 */
export function inserirInsumosMonitorados(
  db: Db,
  idEmpresa: number,
  insumos: readonly number[],
): Promise<ResultadoInsercao> {
  const ids = [...new Set(insumos)];
  return db.transaction(async (tx) => {
    if (!ids.length) return { inseridos: 0, existentes: 0 };
    await lockCompany(tx, idEmpresa);
    const known = await tx
      .select({ id: reTbInsumos.idInsumo })
      .from(reTbInsumos)
      .where(and(eq(reTbInsumos.idEmpresa, idEmpresa), inArray(reTbInsumos.idInsumo, ids)));
    const knownIds = new Set(known.map((r) => r.id));
    const missing = ids.find((id) => !knownIds.has(id));
    if (missing !== undefined) throw invalid(MSG.recordNotFound(missing));
    const inserted = await tx
      .insert(reTbDespInsumos)
      .values(ids.map((idInsumo) => ({ idInsumo, idEmpresa, indInativo: 0 })))
      .onConflictDoNothing({ target: reTbDespInsumos.idInsumo })
      .returning({ id: reTbDespInsumos.idInsumo });
    return { inseridos: inserted.length, existentes: ids.length - inserted.length };
  });
}

/** The tipCardapio the wizard stores for a type (see inserirDesperdiciosRestBody). */
export function wizardTipCardapio(
  tipDesperdicio: number,
  excedenteProducaoTipCardapio: number | null | undefined,
  tipoDesperdicioTipCardapio: number | null | undefined,
): number | null {
  const chosen =
    tipDesperdicio === TIP_DESPERDICIO.ExcedenteDeProducao
      ? excedenteProducaoTipCardapio
      : tipDesperdicio === TIP_DESPERDICIO.PrePreparoPorInsumo
        ? tipoDesperdicioTipCardapio
        : null;
  return tipCardapioOf({ tipDesperdicio, tipCardapio: chosen ?? null });
}

/**
 * Enables the waste types for every active restaurant of the company; a restaurant already linked to a type
 * keeps its link (and tipCardapio) and is counted as existing.
 */
export function inserirDesperdiciosRest(
  db: Db,
  idEmpresa: number,
  body: {
    tipDesperdicio: readonly number[];
    excedenteProducaoTipCardapio?: number | null;
    tipoDesperdicioTipCardapio?: number | null;
  },
): Promise<ResultadoInsercao> {
  const tipos = [...new Set(body.tipDesperdicio)].sort((a, b) => a - b);
  return db.transaction(async (tx) => {
    if (!tipos.length) return { inseridos: 0, existentes: 0 };
    await lockCompany(tx, idEmpresa);
    const restaurantes = await tx
      .select({ id: reTbRestaurantes.idRestaurante })
      .from(reTbRestaurantes)
      .where(and(eq(reTbRestaurantes.idEmpresa, idEmpresa), eq(reTbRestaurantes.indInativo, 0)));
    const rows = restaurantes.flatMap((r) =>
      tipos.map((tipDesperdicio) => ({
        idEmpresa,
        idRestaurante: r.id,
        tipDesperdicio,
        tipCardapio: wizardTipCardapio(
          tipDesperdicio,
          body.excedenteProducaoTipCardapio,
          body.tipoDesperdicioTipCardapio,
        ),
      })),
    );
    if (!rows.length) return { inseridos: 0, existentes: 0 };
    const inserted = await tx
      .insert(reTbDesperdiciosRest)
      .values(rows)
      .onConflictDoNothing({
        target: [
          reTbDesperdiciosRest.idEmpresa,
          reTbDesperdiciosRest.idRestaurante,
          reTbDesperdiciosRest.tipDesperdicio,
        ],
      })
      .returning({ id: reTbDesperdiciosRest.idRestDesp });
    return { inseridos: inserted.length, existentes: rows.length - inserted.length };
  });
}
