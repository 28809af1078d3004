import { MSG } from '@domain/messages';
import { normalizeNrSatelite } from '@domain/rules/registers';
import {
  type NrSatelite,
  type NrSateliteItem,
  type NrSateliteQuery,
  nrSatelite,
  nrSateliteItem,
  type RowError,
} from '@domain/schemas/registers';
import { and, between, eq, type SQL } from 'drizzle-orm';
import { invalid } from '../../core/domain-errors';
import { registerTable } from '../../core/register-parts';
import { type RegisterConfig, scopedJoin } from '../../core/register-service';
import { columnsOf } from '../../core/select-columns';
import type { Db } from '../../db/client';
import { reMvItensVenda, reTbKanbanProducao, reTbNrSatelite, reTbProdutos } from '../../db/schema/menu';
import { reTbUnidadesSatelite } from '../../db/schema/restaurants';

const nr = reTbNrSatelite;
const k = reTbKanbanProducao;

/** The company's stored counts with the item and product names. */
function findCounts(db: Db, idEmpresa: number, where?: SQL): Promise<NrSatelite[]> {
  return db
    .select({
      idItemVenda: nr.idItemVenda,
      desItemVenda: reMvItensVenda.desItemVenda,
      idProduto: nr.idProduto,
      desProduto: reTbProdutos.desProduto,
      ...columnsOf(nr, 'idRestaurante', 'idSatelite', 'idNrSat', 'qtdNrCli', 'qtdNrColab', 'dtaNr'),
    })
    .from(nr)
    .innerJoin(reMvItensVenda, scopedJoin(reMvItensVenda.idItemVenda, nr.idItemVenda))
    .innerJoin(reTbProdutos, scopedJoin(reTbProdutos.idProduto, nr.idProduto))
    .where(and(eq(nr.idEmpresa, idEmpresa), where));
}

/** Whether the satellite is the company's and belongs to the restaurant. */
async function satelliteOf(db: Db, idEmpresa: number, idSatelite: number, idRestaurante: number) {
  const [row] = await db
    .select({ id: reTbUnidadesSatelite.idSatelite })
    .from(reTbUnidadesSatelite)
    .where(
      and(
        eq(reTbUnidadesSatelite.idEmpresa, idEmpresa),
        eq(reTbUnidadesSatelite.idSatelite, idSatelite),
        eq(reTbUnidadesSatelite.idRestaurante, idRestaurante),
      ),
    );
  return row !== undefined;
}

const keyOf = (r: { dtaNr: string; idItemVenda: number; idProduto: number }) =>
  `${r.dtaNr}|${r.idItemVenda}|${r.idProduto}`;

/**
 * Satellite meal counts (spec §3 "Satellite consumption row", flag indNrSatelites): one row per satellite,
 * sale item, product and day. idNrSat null inserts (a second count of the same satellite, item, product and
 * day is the engine's 'Registro já existente'); a customer count of 0 clears the collaborator count.
 */
export const nrSateliteRegister: RegisterConfig<NrSatelite, NrSateliteItem> = {
  ...registerTable('reTbNrSatelite', nr, 'idNrSat', findCounts),
  row: nrSatelite,
  item: nrSateliteItem,
  values: (item) => {
    const n = normalizeNrSatelite(item);
    return {
      idRestaurante: n.idRestaurante,
      idSatelite: n.idSatelite,
      idItemVenda: n.idItemVenda,
      idProduto: n.idProduto,
      dtaNr: n.dtaNr,
      qtdNrCli: n.qtdNrCli ?? 0,
      qtdNrColab: n.qtdNrColab ?? 0,
    };
  },
  list: false,
  get: false,
  saveAll: { path: '/' },
  remove: false,
  hooks: {
    async beforeSave(tx, idEmpresa, items) {
      const checked = new Map<string, boolean>();
      const errors: RowError[] = [];
      for (const { index, id, item } of items) {
        const key = `${item.idSatelite}|${item.idRestaurante}`;
        if (!checked.has(key)) {
          checked.set(key, await satelliteOf(tx, idEmpresa, item.idSatelite, item.idRestaurante));
        }
        if (!checked.get(key)) {
          errors.push({
            index,
            id,
            field: 'idSatelite',
            message: MSG.satelliteNotInRestaurant(item.idSatelite, item.idRestaurante),
          });
        }
      }
      return errors;
    },
  },
};

/** GET /search: every query filter is required ('Filtros não encontrados'). */
export function requireCountFilters(query: Partial<NrSateliteQuery>): NrSateliteQuery {
  const { idRestaurante, idSatelite, dtaInicial, dtaFinal } = query;
  if (!idRestaurante || !idSatelite || !dtaInicial || !dtaFinal) throw invalid(MSG.filtersNotFound);
  if (dtaFinal < dtaInicial) throw invalid(MSG.periodEndBeforeStart);
  return { idRestaurante, idSatelite, dtaInicial, dtaFinal };
}

export function nrSateliteService(db: Db) {
  return {
    /**
     * The satellite's rows of the period: every sale item and product of the restaurant's active kanbans per
     * day, with the stored counts (or zeros and idNrSat null), plus any stored count outside the kanbans.
     * By day, item and product name.
     */
    async search(idEmpresa: number, q: NrSateliteQuery): Promise<NrSatelite[]> {
      if (!(await satelliteOf(db, idEmpresa, q.idSatelite, q.idRestaurante))) {
        throw invalid(MSG.satelliteNotInRestaurant(q.idSatelite, q.idRestaurante));
      }
      const [stored, planned] = await Promise.all([
        findCounts(
          db,
          idEmpresa,
          and(
            eq(nr.idSatelite, q.idSatelite),
            eq(nr.idRestaurante, q.idRestaurante),
            between(nr.dtaNr, q.dtaInicial, q.dtaFinal),
          ),
        ),
        db
          .selectDistinct({
            dtaNr: k.dtaCardapio,
            idItemVenda: k.idItemVenda,
            desItemVenda: reMvItensVenda.desItemVenda,
            idProduto: k.idProduto,
            desProduto: reTbProdutos.desProduto,
          })
          .from(k)
          .innerJoin(reMvItensVenda, scopedJoin(reMvItensVenda.idItemVenda, k.idItemVenda))
          .innerJoin(reTbProdutos, scopedJoin(reTbProdutos.idProduto, k.idProduto))
          .where(
            and(
              eq(k.idEmpresa, idEmpresa),
              eq(k.idRestaurante, q.idRestaurante),
              between(k.dtaCardapio, q.dtaInicial, q.dtaFinal),
              eq(k.indAtivo, true),
            ),
          ),
      ]);
      const rows = new Map(stored.map((r) => [keyOf(r), r]));
      for (const p of planned) {
        if (rows.has(keyOf(p))) continue;
        rows.set(keyOf(p), {
          ...p,
          idRestaurante: q.idRestaurante,
          idSatelite: q.idSatelite,
          idNrSat: null,
          qtdNrCli: 0,
          qtdNrColab: 0,
        });
      }
      return [...rows.values()].sort(
        (a, b) =>
          a.dtaNr.localeCompare(b.dtaNr) ||
          a.desItemVenda.localeCompare(b.desItemVenda, 'pt-BR') ||
          a.desProduto.localeCompare(b.desProduto, 'pt-BR') ||
          a.idItemVenda - b.idItemVenda ||
          a.idProduto - b.idProduto,
      );
    },
  };
}
