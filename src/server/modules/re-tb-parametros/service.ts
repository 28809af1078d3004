import { isPerRestaurantParam } from '@domain/constants';
import { MSG } from '@domain/messages';
import { entryMode } from '@domain/rules/entry-mode';
import { compareParametros, parametroNome, parametroTipo, validarParametro } from '@domain/rules/parameters';
import type { Parametro } from '@domain/schemas/entry-lookups';
import type {
  ModoApontamentoResult,
  ParametroSaveItem,
  ParametrosBuscaBody,
  ReplicarBody,
  ReplicarResult,
} from '@domain/schemas/parameters';
import { and, asc, eq, ilike, inArray, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import { BUSINESS_TZ, businessToday } from '../../core/business-time';
import { invalid, notFound } from '../../core/domain-errors';
import { isCompanyRestaurante, restaurantesZones } from '../../core/restaurant-scope';
import type { Db } from '../../db/client';
import { pgErrorOf } from '../../db/pg-error';
import { reTbParametros } from '../../db/schema/admin';
import { reTbGruposRestaurantes, reTbRestaurantes } from '../../db/schema/restaurants';
import { loadEntryParams, persistParamUpdates } from '../re-tb-desperdicios-det/public';

type Row = typeof reTbParametros.$inferSelect;

const toParametro = (r: Row): Parametro => ({
  ...r,
  vlrParametroDec: r.vlrParametroDec === null ? null : Number(r.vlrParametroDec),
});

/** '%' and '_' typed by the user are literal in a 'contains' filter. */
const likeContains = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Parameters (spec §3, §7 Parameters), inside the caller's company. */
export function parametrosService(db: Db) {
  const p = reTbParametros;

  async function restaurantsOf(tx: Db, idEmpresa: number, ids: number[]): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const rows = await tx
      .select({ id: reTbRestaurantes.idRestaurante })
      .from(reTbRestaurantes)
      .where(and(eq(reTbRestaurantes.idEmpresa, idEmpresa), inArray(reTbRestaurantes.idRestaurante, ids)));
    return new Set(rows.map((r) => r.id));
  }

  return {
    /** Filters only by what is given (desParametro by exact name). */
    async find(
      idEmpresa: number,
      q: { desParametro?: string; seqParametro?: number; idRestaurante?: number },
    ): Promise<Parametro[]> {
      const conditions: SQL[] = [eq(p.idEmpresa, idEmpresa)];
      if (q.desParametro) conditions.push(eq(p.desParametro, q.desParametro));
      if (q.seqParametro !== undefined) conditions.push(eq(p.seqParametro, q.seqParametro));
      if (q.idRestaurante) conditions.push(eq(p.idRestaurante, q.idRestaurante));
      const rows = await db
        .select()
        .from(p)
        .where(and(...conditions))
        .orderBy(sql`${p.idRestaurante} nulls first`, asc(p.desParametro), asc(p.seqParametro))
        .limit(5000);
      return rows.map(toParametro);
    },

    /**
     * byEmpresaOrRestaurante: with a restaurant, that restaurant's '/U' parameters; without one, the whole
     * company's: its global parameters and every restaurant's '/U' ones, each row with its restaurant (name
     * included). desParametro filters by 'contains'. Sorted by desParametro, seq, then restaurant (globals first).
     */
    async byEmpresaOrRestaurante(idEmpresa: number, body: ParametrosBuscaBody): Promise<Parametro[]> {
      const r = reTbRestaurantes;
      const conditions: SQL[] = [eq(p.idEmpresa, idEmpresa)];
      if (body.idRestaurante) {
        conditions.push(eq(p.idRestaurante, body.idRestaurante), sql`${p.desParametro} like '%/U%'`);
      }
      const filtro = body.desParametro?.trim();
      if (filtro) conditions.push(ilike(p.desParametro, likeContains(filtro)));
      const rows = await db
        .select({ row: p, desRestaurante: r.desRestaurante })
        .from(p)
        .leftJoin(r, and(eq(r.idRestaurante, p.idRestaurante), eq(r.idEmpresa, p.idEmpresa)))
        .where(and(...conditions))
        .orderBy(asc(p.desParametro), asc(p.seqParametro), sql`${p.idRestaurante} nulls first`)
        .limit(5000);
      return rows.map(({ row, desRestaurante }) => ({ ...toParametro(row), desRestaurante }));
    },

    /**
     * The §4 entry-mode expiry of one restaurant, decided here on the stored parameters at the restaurant's
     * today: when due, the switch is saved (idempotent: once made, the mode is app-only and nothing is due).
     */
    async modoApontamento(
      idEmpresa: number,
      idRestaurante: number,
      now = new Date(),
    ): Promise<ModoApontamentoResult> {
      if (!(await isCompanyRestaurante(db, idEmpresa, idRestaurante)))
        throw notFound(MSG.notFoundRef('Restaurante', idRestaurante));
      const zone = (await restaurantesZones(db, idEmpresa, [idRestaurante])).get(idRestaurante);
      const today = businessToday(zone ?? BUSINESS_TZ, now);
      const params = (await loadEntryParams(db, idEmpresa, [idRestaurante])).get(idRestaurante) ?? [];
      const mode = entryMode(params, idRestaurante, today);
      if (mode.expired) await persistParamUpdates(db, idEmpresa, idRestaurante, mode.updates);
      return { expirado: mode.expired, modo: mode.mode };
    },

    async findByIds(idEmpresa: number, ids: number[]): Promise<Parametro[]> {
      if (!ids.length) return [];
      const rows = await db
        .select()
        .from(p)
        .where(and(eq(p.idEmpresa, idEmpresa), inArray(p.idParametro, ids)));
      return rows.map(toParametro).sort(compareParametros);
    },

    /**
     * Save-all in one transaction: a positive idParametro edits that row of the company, the others insert.
     * Each value is validated by the row's type, and a parameter of the catalogue (parameter-catalog.ts) by
     * its own type, range and choices; a '/U' parameter needs a restaurant of the company, a global
     * one none. The first refusal answers 400 naming the parameter, and nothing is saved.
     */
    async saveAll(idEmpresa: number, items: ParametroSaveItem[]): Promise<Parametro[]> {
      if (!items.length) throw invalid(MSG.nothingToSave);
      return db.transaction(async (tx) => {
        const editIds = items.flatMap((i) => (i.idParametro && i.idParametro > 0 ? [i.idParametro] : []));
        const stored = new Map<number, Row>();
        if (editIds.length) {
          const rows = await tx
            .select()
            .from(p)
            .where(and(eq(p.idEmpresa, idEmpresa), inArray(p.idParametro, editIds)));
          for (const r of rows) stored.set(r.idParametro, r);
        }
        const restaurants = await restaurantsOf(
          tx,
          idEmpresa,
          items.flatMap((i) => (i.idRestaurante ? [i.idRestaurante] : [])),
        );

        const saved: Parametro[] = [];
        for (const item of items) {
          const isEdit = !!item.idParametro && item.idParametro > 0;
          const current = isEdit ? stored.get(item.idParametro!) : undefined;
          if (isEdit && !current) throw invalid(`Parâmetro ${item.idParametro} não encontrado`);
          const nome = parametroNome(item);
          const idRestaurante = item.idRestaurante ?? null;
          if (isPerRestaurantParam(item.desParametro)) {
            if (idRestaurante === null)
              throw invalid(`Parâmetro ${nome}: parâmetro por restaurante ('/U') exige um restaurante`);
            if (!restaurants.has(idRestaurante))
              throw invalid(`Parâmetro ${nome}: restaurante ${idRestaurante} não encontrado na empresa`);
          } else if (idRestaurante !== null) {
            throw invalid(`Parâmetro ${nome}: parâmetro global não pode ter restaurante`);
          }
          const tipo = item.tipParametro ?? parametroTipo(current ?? item);
          // A parameter of the catalogue: its own type, range and choices.
          const check = validarParametro(item, tipo);
          if (!check.ok) throw invalid(check.message);
          const values = {
            idRestaurante,
            desParametro: item.desParametro,
            seqParametro: item.seqParametro,
            ...check.valores,
            txtObservacao: item.txtObservacao ?? null,
            txtParametro:
              item.txtParametro !== undefined ? item.txtParametro : (current?.txtParametro ?? null),
          };
          try {
            const [row] = current
              ? await tx
                  .update(p)
                  .set(values)
                  .where(and(eq(p.idEmpresa, idEmpresa), eq(p.idParametro, current.idParametro)))
                  .returning()
              : await tx
                  .insert(p)
                  .values({ ...values, idEmpresa })
                  .returning();
            saved.push(toParametro(row));
          } catch (err) {
            if (pgErrorOf(err).code === '23505')
              throw invalid(
                idRestaurante === null
                  ? `Parâmetro ${nome} já existe na empresa`
                  : `Parâmetro ${nome} já existe para o restaurante ${idRestaurante}`,
              );
            throw err;
          }
        }
        return saved;
      });
    },

    /**
     * Copies the source restaurant's '/U' parameters (all, or those whose desParametro contains the filter, as
     * the search lists them) onto every other
     * restaurant of the group: the existing rows updated, the missing ones inserted, in one transaction.
     */
    async replicar(idEmpresa: number, body: ReplicarBody): Promise<ReplicarResult> {
      return db.transaction(async (tx) => {
        if (!(await isCompanyRestaurante(tx, idEmpresa, body.idRestaurante)))
          throw notFound(MSG.notFoundRef('Restaurante', body.idRestaurante));
        const [grupo] = await tx
          .select({ id: reTbGruposRestaurantes.idGrupo })
          .from(reTbGruposRestaurantes)
          .where(
            and(
              eq(reTbGruposRestaurantes.idEmpresa, idEmpresa),
              eq(reTbGruposRestaurantes.idGrupo, body.idGrupo),
            ),
          );
        if (!grupo) throw notFound(MSG.notFoundRef('Grupo', body.idGrupo));

        const filtro = body.desParametro?.trim();
        const sourceParams = await tx
          .select()
          .from(p)
          .where(
            and(
              eq(p.idEmpresa, idEmpresa),
              eq(p.idRestaurante, body.idRestaurante),
              sql`${p.desParametro} like '%/U%'`,
              filtro ? ilike(p.desParametro, likeContains(filtro)) : undefined,
            ),
          );
        const targets = (
          await tx
            .select({ id: reTbRestaurantes.idRestaurante })
            .from(reTbRestaurantes)
            .where(
              and(
                eq(reTbRestaurantes.idEmpresa, idEmpresa),
                eq(reTbRestaurantes.idGrupo, body.idGrupo),
                ne(reTbRestaurantes.idRestaurante, body.idRestaurante),
              ),
            )
        ).map((r) => r.id);
        if (!sourceParams.length || !targets.length)
          return { qtdRestaurantes: targets.length, qtdParametros: 0 };

        const existing = await tx
          .select({
            idParametro: p.idParametro,
            idRestaurante: p.idRestaurante,
            desParametro: p.desParametro,
            seqParametro: p.seqParametro,
          })
          .from(p)
          .where(
            and(
              eq(p.idEmpresa, idEmpresa),
              isNotNull(p.idRestaurante),
              inArray(p.idRestaurante, targets),
              inArray(p.desParametro, [...new Set(sourceParams.map((s) => s.desParametro))]),
            ),
          );
        const keyOf = (idRestaurante: number | null, des: string, seq: number) =>
          `${idRestaurante}|${des}|${seq}`;
        const byKey = new Map(
          existing.map((e) => [keyOf(e.idRestaurante, e.desParametro, e.seqParametro), e]),
        );

        let qtdParametros = 0;
        const inserts: (typeof p.$inferInsert)[] = [];
        for (const idRestaurante of targets) {
          for (const s of sourceParams) {
            const values = {
              vlrParametroDec: s.vlrParametroDec,
              vlrParametroDta: s.vlrParametroDta,
              vlrParametroInt: s.vlrParametroInt,
              vlrParametroTxt: s.vlrParametroTxt,
              txtObservacao: s.txtObservacao,
              txtParametro: s.txtParametro,
            };
            const found = byKey.get(keyOf(idRestaurante, s.desParametro, s.seqParametro));
            if (found) {
              await tx.update(p).set(values).where(eq(p.idParametro, found.idParametro));
            } else {
              inserts.push({
                ...values,
                idEmpresa,
                idRestaurante,
                desParametro: s.desParametro,
                seqParametro: s.seqParametro,
              });
            }
            qtdParametros += 1;
          }
        }
        if (inserts.length) await tx.insert(p).values(inserts);
        return { qtdRestaurantes: targets.length, qtdParametros };
      });
    },
  };
}
