import { z } from 'zod';
import { coercedId, coercedInt4, id, int4 } from './fields';
import { balancaLeitura } from './registers';

/**
 * What waste entry looks up (spec §7 Lookups, Kanban, Parameters, Tare weights), and what the client keeps
 * offline. Field names follow the spec.
 */

/**
 * GET /api/v1/reTbBalancas/lov/byRestaurante/{id}?indInativo: the scale and how the browser reads it
 * (protocol and line settings; absent from an older server: the weight is typed).
 */
export const balancaLov = z.object({
  idBal: int4,
  desBalanca: z.string(),
  ...balancaLeitura.partial().shape,
});
export type BalancaLov = z.infer<typeof balancaLov>;
export const balancaByRestauranteQuery = z.object({
  indInativo: coercedInt4.min(0).max(1).optional(),
});

/** POST /api/v1/reTbRecipientesPesos/lov/findActivesByIdRestaurante {idRestaurante}: containers and tares. */
export const findActivesByIdRestauranteBody = z.object({ idRestaurante: id });
export const recipientePesoLov = z.object({
  idPeso: int4,
  idRestaurante: int4,
  idRecipiente: int4,
  desRecipiente: z.string(),
  qtdPeso: z.number(),
  /** The container's own maximum gross weight (kg), when it has one (plausibility). */
  qtdMaxima: z.number().nullish(),
});
export type RecipientePesoLov = z.infer<typeof recipientePesoLov>;

/** POST api/v1/reTbDestDesperdicio/filter {idDestino, idRestaurante, tipDesperdicio}. */
export const destDesperdicioFilterBody = z.object({
  idDestino: id.nullish(),
  idRestaurante: id.nullish(),
  tipDesperdicio: int4.min(1).max(4).nullish(),
});
export const destDesperdicio = z.object({
  idDestDesp: int4,
  idRestaurante: int4,
  idDestino: int4,
  desDestino: z.string(),
  tipDesperdicio: int4,
  indInativo: int4,
});
export type DestDesperdicio = z.infer<typeof destDesperdicio>;

/** The kanban queries (spec §7 Kanban); qtd is 1 for the entry check, larger for the offline cache. */
export const kanbanQuery = z.object({
  codAgrupamento: coercedId.optional(),
  idItemVenda: coercedId.optional(),
  idProduto: coercedId.optional(),
  idRestaurante: coercedId,
  dtaCardapio: z.string().max(40),
  qtd: coercedInt4.min(1).max(2000).default(1),
});
export type KanbanQuery = z.infer<typeof kanbanQuery>;
export const kanbanProducao = z.object({
  idKanban: int4,
  idRestaurante: int4,
  dtaCardapio: z.string(),
  idItemVenda: int4,
  desItemVenda: z.string(),
  idProduto: int4,
  desProduto: z.string(),
  codAgrupamento: int4.nullable(),
  desAgrupamento: z.string().nullable(),
  indAtivo: z.boolean(),
  /** Planned and produced kg (null: not given; absent from the day's kanbans kept by an older version). */
  qtdPlanejada: z.number().nullish(),
  qtdProduzida: z.number().nullish(),
  /** The closing in force: 'S' no surplus, 'E' ran out at horEsgotado ('HH:MM'); null: not closed. */
  tipFechamento: z.enum(['S', 'E']).nullish(),
  horEsgotado: z.string().nullish(),
  /**
   * When the closing in force (or the reopening that withdrew it, tipFechamento then null) was made on the
   * device (ISO instant; null: none, or set by an import).
   */
  dthFechamento: z.string().nullish(),
  /** Net kg of the surplus weighed for this line (sale item and product) that day; null: none weighed. */
  qtdExcedente: z.number().nullish(),
});
export type KanbanProducao = z.infer<typeof kanbanProducao>;

/** GET /api/v1/reTbParametros?desParametro&seqParametro&idRestaurante */
export const parametrosQuery = z.object({
  desParametro: z.string().trim().min(1).max(100).optional(),
  seqParametro: coercedInt4.optional(),
  idRestaurante: coercedId.optional(),
});
export const parametro = z.object({
  idParametro: int4,
  idEmpresa: int4,
  idRestaurante: int4.nullable(),
  desParametro: z.string(),
  seqParametro: int4,
  vlrParametroDec: z.number().nullable(),
  vlrParametroDta: z.string().nullable(),
  vlrParametroInt: int4.nullable(),
  vlrParametroTxt: z.string().nullable(),
  txtObservacao: z.string().nullable(),
  txtParametro: z.string().nullable(),
  /** The restaurant's name, on the parameter lists that span restaurants (null for a global parameter). */
  desRestaurante: z.string().nullish(),
});
export type Parametro = z.infer<typeof parametro>;

/** GET /api/v1/reTbItensProdutos/lov/findItemVendaByIdAndRestaurante/{idItemVenda}/{idRestaurante} */
export const itemVendaLov = z.object({ idItemVenda: int4, desItemVenda: z.string() });
/** GET /api/v1/reTbProdutos/lov/findProdutoByIdAndItemVendaAndRestaurante/{idProduto}/{idItemVenda}/{idRestaurante} */
export const produtoLov = z.object({
  idProduto: int4,
  desProduto: z.string(),
  codAgrupamento: int4.nullable(),
});
