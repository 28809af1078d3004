import { z } from 'zod';

/**
 * What waste entry looks up (spec §7 Lookups, Kanban, Parameters, Tare weights), and what the client keeps
 * offline. Field names follow the spec.
 */

/** GET /api/v1/reTbBalancas/lov/byRestaurante/{id}?indInativo */
export const balancaLov = z.object({ idBal: z.number().int(), desBalanca: z.string() });
export type BalancaLov = z.infer<typeof balancaLov>;
export const balancaByRestauranteQuery = z.object({
  indInativo: z.coerce.number().int().min(0).max(1).optional(),
});

/** POST /api/v1/reTbRecipientesPesos/lov/findActivesByIdRestaurante {idRestaurante}: containers and tares. */
export const findActivesByIdRestauranteBody = z.object({ idRestaurante: z.number().int().positive() });
export const recipientePesoLov = z.object({
  idPeso: z.number().int(),
  idRestaurante: z.number().int(),
  idRecipiente: z.number().int(),
  desRecipiente: z.string(),
  qtdPeso: z.number(),
  /** The container's own maximum gross weight (kg), when it has one (plausibility). */
  qtdMaxima: z.number().nullish(),
});
export type RecipientePesoLov = z.infer<typeof recipientePesoLov>;

/** POST api/v1/reTbDestDesperdicio/filter {idDestino, idRestaurante, tipDesperdicio}. */
export const destDesperdicioFilterBody = z.object({
  idDestino: z.number().int().positive().nullish(),
  idRestaurante: z.number().int().positive().nullish(),
  tipDesperdicio: z.number().int().min(1).max(4).nullish(),
});
export const destDesperdicio = z.object({
  idDestDesp: z.number().int(),
  idRestaurante: z.number().int(),
  idDestino: z.number().int(),
  desDestino: z.string(),
  tipDesperdicio: z.number().int(),
  indInativo: z.number().int(),
});
export type DestDesperdicio = z.infer<typeof destDesperdicio>;

/** The kanban queries (spec §7 Kanban); qtd is 1 for the entry check, larger for the offline cache. */
export const kanbanQuery = z.object({
  codAgrupamento: z.coerce.number().int().positive().optional(),
  idItemVenda: z.coerce.number().int().positive().optional(),
  idProduto: z.coerce.number().int().positive().optional(),
  idRestaurante: z.coerce.number().int().positive(),
  dtaCardapio: z.string().max(40),
  qtd: z.coerce.number().int().min(1).max(2000).default(1),
});
export type KanbanQuery = z.infer<typeof kanbanQuery>;
export const kanbanProducao = z.object({
  idKanban: z.number().int(),
  idRestaurante: z.number().int(),
  dtaCardapio: z.string(),
  idItemVenda: z.number().int(),
  desItemVenda: z.string(),
  idProduto: z.number().int(),
  desProduto: z.string(),
  codAgrupamento: z.number().int().nullable(),
  desAgrupamento: z.string().nullable(),
  indAtivo: z.boolean(),
});
export type KanbanProducao = z.infer<typeof kanbanProducao>;

/** GET /api/v1/reTbParametros?desParametro&seqParametro&idRestaurante */
export const parametrosQuery = z.object({
  desParametro: z.string().trim().min(1).max(100).optional(),
  seqParametro: z.coerce.number().int().optional(),
  idRestaurante: z.coerce.number().int().positive().optional(),
});
export const parametro = z.object({
  idParametro: z.number().int(),
  idEmpresa: z.number().int(),
  idRestaurante: z.number().int().nullable(),
  desParametro: z.string(),
  seqParametro: z.number().int(),
  vlrParametroDec: z.number().nullable(),
  vlrParametroDta: z.string().nullable(),
  vlrParametroInt: z.number().int().nullable(),
  vlrParametroTxt: z.string().nullable(),
  txtObservacao: z.string().nullable(),
  txtParametro: z.string().nullable(),
});
export type Parametro = z.infer<typeof parametro>;

/** GET /api/v1/reTbItensProdutos/lov/findItemVendaByIdAndRestaurante/{idItemVenda}/{idRestaurante} */
export const itemVendaLov = z.object({ idItemVenda: z.number().int(), desItemVenda: z.string() });
/** GET /api/v1/reTbProdutos/lov/findProdutoByIdAndItemVendaAndRestaurante/{idProduto}/{idItemVenda}/{idRestaurante} */
export const produtoLov = z.object({
  idProduto: z.number().int(),
  desProduto: z.string(),
  codAgrupamento: z.number().int().nullable(),
});
