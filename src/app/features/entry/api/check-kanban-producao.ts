import { getKanbanProducaoDoDia } from '@app/features/entry/api/get-kanban-producao';
import { api, isTransient } from '@app/lib/api-client';
import { type KanbanResult, kanbanCheck, kanbanResult } from '@domain/rules/kanban';
import type { KanbanProducao } from '@domain/schemas/entry-lookups';

const BASE = '/api/v1/reTbKanbanProducao';
/** A network that answers nothing (the browser says online) falls back to the day's kept kanbans. */
const ONLINE_CHECK_TIMEOUT_MS = 4_000;

/** What the kanban of one weighing is looked up by: a sale item and its product, or a grouping. */
interface KanbanKey {
  idRestaurante: number;
  dtaCardapio: string;
  idItemVenda?: number | null;
  idProduto?: number | null;
  codAgrupamento?: number | null;
}

const byItem = (k: KanbanKey) => !!(k.idItemVenda && k.idProduto);

/**
 * The §5 kanban check of one weighing through the §7 calls, with qtd=1: by sale item and product, or by
 * grouping and, when it has no active kanban, the retry of the inactive ones (…DataInativos).
 */
async function checkOnline(k: KanbanKey): Promise<KanbanResult> {
  const signal = AbortSignal.timeout(ONLINE_CHECK_TIMEOUT_MS);
  const params = {
    idRestaurante: k.idRestaurante,
    dtaCardapio: k.dtaCardapio,
    qtd: 1,
    ...(byItem(k)
      ? { idItemVenda: k.idItemVenda, idProduto: k.idProduto }
      : { codAgrupamento: k.codAgrupamento }),
  };
  if (byItem(k)) {
    return kanbanResult(
      await api.get<KanbanProducao[]>(
        `${BASE}/findKanbanProducaoByRestauranteAndItemProdutoAndItemVendaAndData`,
        {
          params,
          signal,
        },
      ),
    );
  }
  const active = await api.get<KanbanProducao[]>(
    `${BASE}/findKanbanProducaoByAgrupamentoAndRestauranteAndData`,
    {
      params,
      signal,
    },
  );
  if (active.length > 0) return kanbanResult(active);
  const inactive = await api.get<KanbanProducao[]>(
    `${BASE}/findKanbanProducaoByAgrupamentoAndRestauranteAndDataInativos`,
    { params, signal },
  );
  return kanbanResult(active, inactive);
}

/** The check from the day's kanbans kept on the device (offline). */
function checkFromDay(k: KanbanKey, day: readonly KanbanProducao[]): KanbanResult {
  const rows = day.filter((r) =>
    byItem(k)
      ? r.idItemVenda === k.idItemVenda && r.idProduto === k.idProduto
      : r.codAgrupamento === k.codAgrupamento,
  );
  return kanbanCheck(byItem(k) ? 'item' : 'agrupamento', rows);
}

/**
 * The kanban check of one weighing: online through the §7 calls; without network from the day's kanbans
 * kept on the device (loaded while online for the picker), or null when none were kept.
 */
export async function checkKanbanProducao(k: KanbanKey): Promise<KanbanResult | null> {
  try {
    return await checkOnline(k);
  } catch (error) {
    if (!isTransient(error)) throw error;
    const day = await getKanbanProducaoDoDia(k.idRestaurante, k.dtaCardapio).catch(() => null);
    return day ? checkFromDay(k, day) : null;
  }
}
