import { MSG } from '@domain/messages';
import { and, eq, isNull, or } from 'drizzle-orm';
import { notFound } from '../../core/domain-errors';
import { scopedJoin } from '../../core/register-service';
import type { Db } from '../../db/client';
import { reMvItensVenda, reTbItensProdutos, reTbProdutos } from '../../db/schema/menu';

/** Sale items and products as waste entry looks them up (spec §7 Lookups), inside the caller's company. */
export function produtosService(db: Db) {
  /** The item-product links valid at a restaurant (idRestaurante null = every restaurant). */
  const atRestaurant = (idRestaurante: number) =>
    or(isNull(reTbItensProdutos.idRestaurante), eq(reTbItensProdutos.idRestaurante, idRestaurante))!;

  return {
    /** A sale item served at the restaurant (it has a product there), or 404. */
    async itemVendaAtRestaurante(idEmpresa: number, idItemVenda: number, idRestaurante: number) {
      const [row] = await db
        .selectDistinct({
          idItemVenda: reMvItensVenda.idItemVenda,
          desItemVenda: reMvItensVenda.desItemVenda,
        })
        .from(reMvItensVenda)
        .innerJoin(reTbItensProdutos, scopedJoin(reTbItensProdutos.idItemVenda, reMvItensVenda.idItemVenda))
        .where(
          and(
            eq(reMvItensVenda.idEmpresa, idEmpresa),
            eq(reMvItensVenda.idItemVenda, idItemVenda),
            atRestaurant(idRestaurante),
          ),
        )
        .limit(1);
      if (!row) throw notFound(MSG.notFoundRef('Item de venda', idItemVenda));
      return row;
    },

    /** A product of the sale item at the restaurant, or 404. */
    async produtoOfItem(idEmpresa: number, idProduto: number, idItemVenda: number, idRestaurante: number) {
      const [row] = await db
        .select({
          idProduto: reTbProdutos.idProduto,
          desProduto: reTbProdutos.desProduto,
          codAgrupamento: reTbProdutos.codAgrupamento,
        })
        .from(reTbProdutos)
        .innerJoin(reTbItensProdutos, scopedJoin(reTbItensProdutos.idProduto, reTbProdutos.idProduto))
        .where(
          and(
            eq(reTbProdutos.idEmpresa, idEmpresa),
            eq(reTbProdutos.idProduto, idProduto),
            eq(reTbItensProdutos.idItemVenda, idItemVenda),
            atRestaurant(idRestaurante),
          ),
        )
        .limit(1);
      if (!row) throw notFound(MSG.notFoundRef('Produto', idProduto));
      return row;
    },
  };
}
