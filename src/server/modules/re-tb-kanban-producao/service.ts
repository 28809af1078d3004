import { TIP_DESPERDICIO } from '@domain/constants';
import { isIsoDate } from '@domain/dates';
import { MSG } from '@domain/messages';
import { STATUS_APROV } from '@domain/rules/approvals';
import type { KanbanProducao, KanbanQuery } from '@domain/schemas/entry-lookups';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { invalid } from '../../core/domain-errors';
import { columnsOf } from '../../core/select-columns';
import type { Db } from '../../db/client';
import { reTbDesperdiciosDet } from '../../db/schema/appointments';
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
          qtdPlanejada: k.qtdPlanejada,
          qtdProduzida: k.qtdProduzida,
          tipFechamento: sql<'S' | 'E' | null>`${k.tipFechamento}`,
          horEsgotado: sql<string | null>`to_char(${k.horEsgotado}, 'HH24:MI')`,
          dthFechamento: sql<
            string | null
          >`to_char(${k.dthFechamento} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
          qtdExcedente: sql<number | null>`(select sum(d.qtd_liquido)::float8 from ${reTbDesperdiciosDet} d
            where d.id_empresa = ${k.idEmpresa} and d.id_restaurante = ${k.idRestaurante}
              and d.dta_apontamento = ${k.dtaCardapio} and d.tip_desperdicio = ${TIP_DESPERDICIO.ExcedenteDeProducao}
              and d.id_item_venda = ${k.idItemVenda} and d.id_produto = ${k.idProduto}
              and d.ind_status_aprov is distinct from ${STATUS_APROV.Reprovado})`,
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
