import { z } from 'zod';
import { id, int4, isoDate, isoDateTime } from './fields';

const optionalId = id.nullish();

/** 'L' lido da balança, 'D' digitado. */
export const TIP_ORIGEM_PESO = ['L', 'D'] as const;
export const tipOrigemPeso = z.enum(TIP_ORIGEM_PESO);
export type TipOrigemPeso = z.infer<typeof tipOrigemPeso>;

/**
 * One waste weighing as the client sends it (spec §3 "Waste appointment detail", §7 Appointments).
 * - uuidApontamento: made on the device; the server keeps it UNIQUE per company, so a replay of a save that
 *   already reached it returns the stored record instead of a second row.
 * - dtaApontamento travels as a string so that a bad one is reported per item ('Formato da data invalido').
 * - dtaDispositivo: when the weighing was made on the device (ISO instant); dtaRegistro is the server's receipt.
 */
export const apontamentoInput = z.object({
  idApontamento: int4.nullish(),
  uuidApontamento: z.uuid().nullish(),
  idRestaurante: id,
  idSatelite: optionalId,
  tipDesperdicio: int4.min(1).max(4),
  dtaApontamento: z.string().max(40),
  qtdDesperdicio: z.number().max(100_000),
  idProduto: optionalId,
  idItemVenda: optionalId,
  idAgrupamento: optionalId,
  idInsumo: optionalId,
  idDestino: optionalId,
  idRecipiente: optionalId,
  idBal: optionalId,
  txtJustificativa: z.string().max(2000).nullish(),
  dtaDispositivo: isoDateTime().nullish(),
  /** Where the weight came from: 'L' read from the scale, 'D' typed (the default). */
  tipOrigemPeso: tipOrigemPeso.nullish(),
});
export type ApontamentoInput = z.infer<typeof apontamentoInput>;

export const apontamentoList = z.array(apontamentoInput).min(1).max(2000);

/** A stored appointment, as saveAll and the single POST return it. */
export const apontamento = z.object({
  idApontamento: int4,
  uuidApontamento: z.string().nullable(),
  idRestaurante: int4,
  idSatelite: int4.nullable(),
  tipDesperdicio: int4,
  dtaApontamento: z.string(),
  /** Gross kg, as typed or read on the scale (container included). */
  qtdDesperdicio: z.number(),
  /** The container's tare at the restaurant when the weighing was saved (0 without a container or tare). */
  qtdTara: z.number(),
  /** Net kg = gross − tare: what the tolerance (min/max/average), costs and every figure use. */
  qtdLiquido: z.number(),
  idProduto: int4.nullable(),
  idItemVenda: int4.nullable(),
  idAgrupamento: int4.nullable(),
  idInsumo: int4.nullable(),
  idDestino: int4.nullable(),
  idRecipiente: int4.nullable(),
  idBal: int4.nullable(),
  idUsuario: int4.nullable(),
  dtaRegistro: z.string(),
  dtaDispositivo: z.string().nullable(),
  precisaAprovacao: z.boolean(),
  /** Why it went to approval besides the tolerance (e.g. 'Data do apontamento com mais de 7 dias'), or null. */
  motivoAprovacao: z.string().nullable(),
  minQtd: z.number().nullable(),
  maxQtd: z.number().nullable(),
  mediaQtd: z.number().nullable(),
  txtJustificativa: z.string().nullable(),
  notificar: z.boolean(),
  transferido: z.boolean(),
  /** 'L' read from the scale, 'D' typed (always sent by the server; optional for older clients' types). */
  tipOrigemPeso: tipOrigemPeso.optional(),
});
export type Apontamento = z.infer<typeof apontamento>;

/**
 * The per-item answer of validarApontamento, and of saveAll when it refuses a batch (4xx): the item echoed
 * with `exception` set on the ones refused. `avisos` are non-blocking notes (tolerance not configured…).
 */
export const apontamentoResultado = apontamentoInput.extend({
  exception: z.string().nullable(),
  avisos: z.array(z.string()),
  minQtd: z.number().nullable(),
  maxQtd: z.number().nullable(),
  mediaQtd: z.number().nullable(),
  precisaAprovacao: z.boolean(),
  /** Why it goes to approval besides the tolerance (a date beyond the RE-Limites window), or null. */
  motivoAprovacao: z.string().nullable(),
  /** Set when the uuidApontamento is already stored (a replay): nothing more is checked. */
  idApontamentoSalvo: int4.nullable(),
});
export type ApontamentoResultado = z.infer<typeof apontamentoResultado>;

/** PUT /api/v1/reTbDesperdiciosDet/findMediaQtd: the reference quantity of a weighing and its tolerance. */
export const findMediaQtdBody = z.object({
  idRestaurante: id,
  tipDesperdicio: int4.min(1).max(4),
  dtaApontamento: z.string().max(40),
  idProduto: optionalId,
  idItemVenda: optionalId,
  idAgrupamento: optionalId,
  idInsumo: optionalId,
  idSatelite: optionalId,
});
export type FindMediaQtdBody = z.infer<typeof findMediaQtdBody>;

export const mediaQtd = z.object({
  minQtd: z.number(),
  maxQtd: z.number(),
  mediaQtd: z.number(),
  /** Set when the tolerance parameters are invalid: no validation is made. */
  exception: z.string().nullable(),
});
export type MediaQtd = z.infer<typeof mediaQtd>;

/**
 * POST /api/v1/reTbDesperdiciosDet/findIdInsumos: the monitored inputs (null/absent: all; an id: that one);
 * a list of ids: those, each with `emUso` (the monitored-input register checks them before a delete).
 */
export const findIdInsumosBody = z.object({
  idInsumo: z.union([optionalId, z.array(id).min(1).max(1000)]),
});
export const insumoLov = z.object({
  idInsumo: int4,
  desInsumo: z.string(),
  indInativo: int4,
  /** Only when asked by a list of ids: an appointment of the company references the input. */
  emUso: z.boolean().optional(),
});
export type InsumoLov = z.infer<typeof insumoLov>;

/**
 * POST /api/v1/reTbDesperdiciosDet/searchAllForConsultaApontamentos: the appointments of a period (the
 * maintenance screen groups them by restaurant or satellite, then type). Both dates are required.
 */
export const consultaApontamentosBody = z.object({
  idRestaurante: optionalId,
  idSatelite: optionalId,
  tipDesperdicio: int4.min(1).max(4).nullish(),
  dtaApontamentoIni: isoDate(),
  dtaApontamentoFim: isoDate(),
});
export type ConsultaApontamentosBody = z.infer<typeof consultaApontamentosBody>;
export const CONSULTA_MAX_ROWS = 5000;

/** GET .../pesagensDoDia?data: the day ('yyyy-MM-dd'; today in São Paulo when left out). */
export const pesagensDoDiaQuery = z.object({ data: isoDate().optional() });

/** The caller's weighings of one day in the token's company: how many, and their net kg. */
export const pesagensDoDia = z.object({
  data: z.string(),
  qtdPesagens: int4,
  qtdLiquido: z.number(),
});
export type PesagensDoDia = z.infer<typeof pesagensDoDia>;
