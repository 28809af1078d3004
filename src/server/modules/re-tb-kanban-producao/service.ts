import { isIsoDate } from '@domain/dates';
import { MSG } from '@domain/messages';
import type { KanbanProducao, KanbanQuery } from '@domain/schemas/entry-lookups';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { invalid } from '../../core/domain-errors';
import { columnsOf } from '../../core/select-columns';
import type { Db } from '../../db/client';
import { reMvItensVenda, reTbAgrupamento, reTbKanbanProducao, reTbProdutos } from '../../db/schema/menu';

/** Which kanbans a query returns: the active ones, the inactive ones, or both. */
export type KanbanState = 'active' | 'inactive' | 'all';

/** Production kanban lookups (spec §7 Kanban), inside the caller's company. */
export function kanbanProducaoService(db: Db) {
  return {
    /** Filters only by what is given, so a whole day can be fetched (large qtd) for the offline cache. */
    async find(idEmpresa: number, q: KanbanQuery, state: KanbanState): Promise<KanbanProducao[]> {
      if (!isIsoDate(q.dtaCardapio)) throw invalid(MSG.dateFormatInvalid);
      const k = reTbKanbanProducao;
      const conditions: SQL[] = [
        eq(k.idEmpresa, idEmpresa),
        eq(k.idRestaurante, q.idRestaurante),
        eq(k.dtaCardapio, q.dtaCardapio),
      ];
      if (q.codAgrupamento) conditions.push(eq(k.codAgrupamento, q.codAgrupamento));
      if (q.idItemVenda) conditions.push(eq(k.idItemVenda, q.idItemVenda));
      if (q.idProduto) conditions.push(eq(k.idProduto, q.idProduto));
      if (state !== 'all') conditions.push(eq(k.indAtivo, state === 'active'));
      return db
        .select({
          ...columnsOf(k, 'idKanban', 'idRestaurante', 'dtaCardapio', 'idItemVenda'),
          desItemVenda: reMvItensVenda.desItemVenda,
          idProduto: k.idProduto,
          desProduto: reTbProdutos.desProduto,
          codAgrupamento: k.codAgrupamento,
          desAgrupamento: reTbAgrupamento.desAgrupamento,
          indAtivo: k.indAtivo,
        })
        .from(k)
        .innerJoin(reMvItensVenda, eq(reMvItensVenda.idItemVenda, k.idItemVenda))
        .innerJoin(reTbProdutos, eq(reTbProdutos.idProduto, k.idProduto))
        .leftJoin(reTbAgrupamento, eq(reTbAgrupamento.codAgrupamento, k.codAgrupamento))
        .where(and(...conditions))
        .orderBy(asc(reMvItensVenda.desItemVenda), asc(reTbProdutos.desProduto), asc(k.idKanban))
        .limit(q.qtd);
    },
  };
}
