import { MSG } from '@domain/messages';
import { satBalancaError } from '@domain/rules/registers';
import {
  type BalIsActiveResult,
  type SatBalanca,
  type SatBalancaItem,
  satBalanca,
  satBalancaItem,
  satBalancaQuery,
} from '@domain/schemas/registers';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { registerTable } from '../../core/register-parts';
import { mergeBatch, type RegisterConfig, ruleErrors, scopedJoin } from '../../core/register-service';
import { columnsOf } from '../../core/select-columns';
import type { Db } from '../../db/client';
import { reTbUnidadesSatelite } from '../../db/schema/restaurants';
import { reTbBalancasUnidades, reTbCadBalancas, reTbSatBalancas } from '../../db/schema/scales';

const sb = reTbSatBalancas;
const s = reTbUnidadesSatelite;

/** The company's scale ↔ satellite links with the satellite (code, unit) and the scale name. */
function findSatBalancas(db: Db, idEmpresa: number, where?: SQL): Promise<SatBalanca[]> {
  return db
    .select({
      ...columnsOf(sb, 'idSatBal', 'idBal', 'idSatelite', 'indInativo'),
      idSateliteFk: columnsOf(s, 'codSatelite', 'idRestaurante', 'desSatelite'),
      desBalanca: reTbCadBalancas.desBalanca,
    })
    .from(sb)
    .innerJoin(s, scopedJoin(s.idSatelite, sb.idSatelite))
    .innerJoin(reTbCadBalancas, scopedJoin(reTbCadBalancas.idBal, sb.idBal))
    .where(and(eq(sb.idEmpresa, idEmpresa), where))
    .orderBy(asc(s.codSatelite), asc(reTbCadBalancas.desBalanca), asc(sb.idSatBal));
}

/**
 * Scale ↔ satellite links (spec §5): refused when the pair exists, when the scale is active in another
 * satellite, or when the scale is not active in the satellite's unit.
 */
export const satBalancasRegister: RegisterConfig<SatBalanca, SatBalancaItem> = {
  ...registerTable('reTbSatBalancas', sb, 'idSatBal', findSatBalancas),
  row: satBalanca,
  item: satBalancaItem,
  list: {
    query: satBalancaQuery,
    find: (db, idEmpresa, q: z.infer<typeof satBalancaQuery>) =>
      findSatBalancas(
        db,
        idEmpresa,
        and(
          q.idBal ? eq(sb.idBal, q.idBal) : undefined,
          q.idSatelite ? eq(sb.idSatelite, q.idSatelite) : undefined,
        ),
      ),
  },
  saveAll: { path: ['/', '/saveAll'] },
  values: (item) => ({ idBal: item.idBal, idSatelite: item.idSatelite, indInativo: item.indInativo ?? 0 }),
  remove: { bodyKey: 'idSatBal', byParam: true },
  hooks: {
    async beforeSave(tx, idEmpresa, items) {
      const satellites = new Map(
        (
          await tx
            .select({ idSatelite: s.idSatelite, codSatelite: s.codSatelite, idRestaurante: s.idRestaurante })
            .from(s)
            .where(
              and(
                eq(s.idEmpresa, idEmpresa),
                inArray(s.idSatelite, [...new Set(items.map((i) => i.item.idSatelite))]),
              ),
            )
        ).map((x) => [x.idSatelite, x]),
      );
      const missing = items.filter((i) => !satellites.has(i.item.idSatelite));
      if (missing.length) {
        return missing.map((i) => ({
          index: i.index,
          id: i.id,
          field: 'idSatelite',
          message: MSG.notFoundRef('Satélite', i.item.idSatelite),
        }));
      }
      // The satellite's code and unit come from the database, whatever the client sent.
      for (const i of items) {
        const sat = satellites.get(i.item.idSatelite);
        i.item.idSateliteFk = { codSatelite: sat?.codSatelite, idRestaurante: sat?.idRestaurante };
      }
      const scales = [...new Set(items.map((i) => i.item.idBal))];
      const stored = await findSatBalancas(tx, idEmpresa, inArray(sb.idBal, scales));
      const units = await tx
        .select({
          idBal: reTbBalancasUnidades.idBal,
          idRestaurante: reTbBalancasUnidades.idRestaurante,
          indInativo: reTbBalancasUnidades.indInativo,
        })
        .from(reTbBalancasUnidades)
        .where(
          and(eq(reTbBalancasUnidades.idEmpresa, idEmpresa), inArray(reTbBalancasUnidades.idBal, scales)),
        );
      const rows = mergeBatch<SatBalancaItem>(stored, items, (x) => x.idSatBal);
      return ruleErrors(items, rows, (all, row) => satBalancaError(all, row, units), 'idBal');
    },
  },
};

/** The scale-satellite lookups of spec §7. */
export function satBalancasService(db: Db) {
  return {
    /** GET .../idRestaurante/{id}: the links of the satellites of a restaurant. */
    byRestaurante: (idEmpresa: number, idRestaurante: number) =>
      findSatBalancas(db, idEmpresa, eq(s.idRestaurante, idRestaurante)),

    /** GET .../balIsActive?idBal: whether the scale is active in a satellite, and in which. */
    async balIsActive(idEmpresa: number, idBal: number): Promise<BalIsActiveResult> {
      const [active] = await findSatBalancas(db, idEmpresa, and(eq(sb.idBal, idBal), eq(sb.indInativo, 0)));
      return active
        ? { ativa: true, idSatelite: active.idSatelite, codSatelite: active.idSateliteFk.codSatelite }
        : { ativa: false, idSatelite: null, codSatelite: null };
    },
  };
}
