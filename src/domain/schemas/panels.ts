import { z } from 'zod';
import { pageOf } from './approvals';
import { coercedInt4, id, int4, isoDate } from './fields';
import { idsBody } from './registers';

/**
 * The monitoring panels (spec §7 Divergences, Integration): waste divergences (a restaurant or
 * an active scale with no appointment on a day) and the integration records posted by the scale app.
 */

const optionalId = id.nullish();

// ---------------------------------------------------------------------------------------------------------
// Divergences (reTbDivergenciasDesp)

export const divergencia = z.object({
  idDivergencia: int4,
  /** 1 Restaurante sem apontamento, 2 Balança sem apontamento. */
  tipDivergencia: int4,
  idRestaurante: int4,
  desRestaurante: z.string(),
  idBal: int4.nullable(),
  desBalanca: z.string().nullable(),
  idSerial: z.string().nullable(),
  /** yyyy-MM-dd: the day without appointment. */
  dtaDivergencia: z.string(),
  txtDivergencia: z.string().nullable(),
  /** 0 open, 1 resolved (an appointment exists now). */
  indProcessado: int4,
  /** ISO instants. */
  dtaRegistro: z.string(),
  dtaProcessamento: z.string().nullable(),
});
export type Divergencia = z.infer<typeof divergencia>;

/** POST /api/v1/reTbDivergenciasDesp/search: newest day first, at most DIVERGENCIAS_MAX_ROWS. */
export const divergenciaFiltro = z.object({
  idRestaurante: optionalId,
  tipDivergencia: int4.min(1).max(2).nullish(),
  indProcessado: int4.min(0).max(1).nullish(),
  dtaInicial: isoDate().nullish(),
  dtaFinal: isoDate().nullish(),
});
export type DivergenciaFiltro = z.infer<typeof divergenciaFiltro>;
export const DIVERGENCIAS_MAX_ROWS = 2000;

/** POST .../reprocess and .../deleteAllInBatch: {idDivergencia: id | id[]}. */
export const divergenciaIdsBody = idsBody('idDivergencia');

/**
 * 200 of POST .../reprocess: each divergence is checked again; those that now have an appointment are
 * resolved (executedDivergencias); `exception` names those still without one (null when none).
 */
export const reprocessDivergenciasResult = z.object({
  exception: z.string().nullable(),
  executedDivergencias: z.array(int4),
});
export type ReprocessDivergenciasResult = z.infer<typeof reprocessDivergenciasResult>;

/** 200 of POST .../deleteAllInBatch: `exception` null on success. */
export const deleteDivergenciasResult = z.object({
  exception: z.string().nullable(),
  deleted: int4,
});

/**
 * POST /api/v1/reTbDivergenciasDesp/generate {dtaInicial?, dtaFinal?} (our server's, to run the routine on
 * demand; default yesterday): for each day, the active restaurants and the active scale links with no
 * appointment become divergences (never twice for the same day, restaurant and scale).
 */
export const gerarDivergenciasBody = z
  .object({ dtaInicial: isoDate().nullish(), dtaFinal: isoDate().nullish() })
  .default({});
export const gerarDivergenciasResult = z.object({
  /** Days examined, yyyy-MM-dd. */
  dtaInicial: z.string(),
  dtaFinal: z.string(),
  /** New divergences stored (existing ones are kept, not duplicated). */
  criadas: int4,
});
export type GerarDivergenciasResult = z.infer<typeof gerarDivergenciasResult>;

// ---------------------------------------------------------------------------------------------------------
// Integration records (reTbIntegracaoDesperdicio)

/**
 * One weighing as the scale app posts it (POST /api/v1/reTbIntegracaoDesperdicio, our intake): only
 * `idLocal` (the device's UUID) is required to store it; the rest is checked when it is processed, and a
 * record that fails keeps its error message for reprocessing.
 */
export const integracaoPesagem = z.looseObject({
  idLocal: z.uuid(),
  idSerial: z.string().max(60).nullish(),
  idRestaurante: int4.nullish(),
  idSatelite: int4.nullish(),
  tipDesperdicio: int4.nullish(),
  qtdPeso: z.number().nullish(),
  /** ISO instant of the weighing (its business day is the appointment date). */
  dthPesagem: z.string().max(40).nullish(),
  idPesagem: int4.nullish(),
  idItemVenda: int4.nullish(),
  idProduto: int4.nullish(),
  idAgrupamento: int4.nullish(),
  idInsumo: int4.nullish(),
  idDestino: int4.nullish(),
  idRecipiente: int4.nullish(),
});
export type IntegracaoPesagem = z.infer<typeof integracaoPesagem>;
/** The intake body: one weighing or a list. */
export const integracaoIntakeBody = z.preprocess(
  (v) => (Array.isArray(v) ? v : [v]),
  z.array(integracaoPesagem).min(1).max(500),
);

export const integracao = z.object({
  numSeq: int4,
  idRestaurante: int4.nullable(),
  desRestaurante: z.string().nullable(),
  idBal: int4.nullable(),
  idSerial: z.string().nullable(),
  /** ISO instant received. */
  dtaRegistro: z.string(),
  /** yyyy-MM-dd, when known. */
  dtaApontamento: z.string().nullable(),
  tipDesperdicio: int4.nullable(),
  qtdPeso: z.number().nullable(),
  /** 0 Pendente, 1 Processado, 2 Erro. */
  indStatus: int4,
  txtErro: z.string().nullable(),
  qtdTentativas: int4,
  dtaProcessamento: z.string().nullable(),
  /** The appointment it became, once processed. */
  idApontamento: int4.nullable(),
  txtPayload: z.record(z.string(), z.unknown()).nullable(),
});
export type Integracao = z.infer<typeof integracao>;

/** POST .../findAllByFilter?page&size (page 0-based): newest first. */
export const integracaoFiltro = z.object({
  idRestaurante: optionalId,
  indStatus: int4.min(0).max(2).nullish(),
  dtaInicial: isoDate().nullish(),
  dtaFinal: isoDate().nullish(),
});
export type IntegracaoFiltro = z.infer<typeof integracaoFiltro>;
export const integracaoPageQuery = z.object({
  page: coercedInt4.min(0).max(100_000).default(0),
  size: coercedInt4.min(1).max(100).default(10),
});
export const integracaoPage = pageOf(integracao);

/** DELETE api/v1/reTbIntegracaoDesperdicio and POST .../reprocessaIntegraDesperdicio: {numSeq: id | id[]}. */
export const integracaoIdsBody = idsBody('numSeq');
/** 200 of the reprocess calls: one message per record that failed ('Registro {numSeq}: …'); empty = all done. */
export const reprocessIntegracaoResult = z.array(z.string());
/** 200 of the intake: each record as stored (processed at once when valid). */
export const integracaoIntakeResult = z.array(integracao);
