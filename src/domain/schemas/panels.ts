import { z } from 'zod';
import { pageOf } from './approvals';
import { idsBody } from './registers';

/**
 * The monitoring panels of issue 6 (spec §7 Divergences, Integration): waste divergences (a restaurant or
 * an active scale with no appointment on a day) and the integration records posted by the scale app.
 */

const id = z.number().int().positive();
const optionalId = id.nullish();

// ---------------------------------------------------------------------------------------------------------
// Divergences (reTbDivergenciasDesp)

export const divergencia = z.object({
  idDivergencia: z.number().int(),
  /** 1 Restaurante sem apontamento, 2 Balança sem apontamento. */
  tipDivergencia: z.number().int(),
  idRestaurante: z.number().int(),
  desRestaurante: z.string(),
  idBal: z.number().int().nullable(),
  desBalanca: z.string().nullable(),
  idSerial: z.string().nullable(),
  /** yyyy-MM-dd: the day without appointment. */
  dtaDivergencia: z.string(),
  txtDivergencia: z.string().nullable(),
  /** 0 open, 1 resolved (an appointment exists now). */
  indProcessado: z.number().int(),
  /** ISO instants. */
  dtaRegistro: z.string(),
  dtaProcessamento: z.string().nullable(),
});
export type Divergencia = z.infer<typeof divergencia>;

/** POST /api/v1/reTbDivergenciasDesp/search: newest day first, at most DIVERGENCIAS_MAX_ROWS. */
export const divergenciaFiltro = z.object({
  idRestaurante: optionalId,
  tipDivergencia: z.number().int().min(1).max(2).nullish(),
  indProcessado: z.number().int().min(0).max(1).nullish(),
  dtaInicial: z.iso.date().nullish(),
  dtaFinal: z.iso.date().nullish(),
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
  executedDivergencias: z.array(z.number().int()),
});
export type ReprocessDivergenciasResult = z.infer<typeof reprocessDivergenciasResult>;

/** 200 of POST .../deleteAllInBatch: `exception` null on success. */
export const deleteDivergenciasResult = z.object({
  exception: z.string().nullable(),
  deleted: z.number().int(),
});

/**
 * POST /api/v1/reTbDivergenciasDesp/generate {dtaInicial?, dtaFinal?} (our server's, to run the routine on
 * demand; default yesterday): for each day, the active restaurants and the active scale links with no
 * appointment become divergences (never twice for the same day, restaurant and scale).
 */
export const gerarDivergenciasBody = z
  .object({ dtaInicial: z.iso.date().nullish(), dtaFinal: z.iso.date().nullish() })
  .default({});
export const gerarDivergenciasResult = z.object({
  /** Days examined, yyyy-MM-dd. */
  dtaInicial: z.string(),
  dtaFinal: z.string(),
  /** New divergences stored (existing ones are kept, not duplicated). */
  criadas: z.number().int(),
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
  idRestaurante: z.number().int().nullish(),
  idSatelite: z.number().int().nullish(),
  tipDesperdicio: z.number().int().nullish(),
  qtdPeso: z.number().nullish(),
  /** ISO instant of the weighing (its business day is the appointment date). */
  dthPesagem: z.string().max(40).nullish(),
  idPesagem: z.number().int().nullish(),
  idItemVenda: z.number().int().nullish(),
  idProduto: z.number().int().nullish(),
  idAgrupamento: z.number().int().nullish(),
  idInsumo: z.number().int().nullish(),
  idDestino: z.number().int().nullish(),
  idRecipiente: z.number().int().nullish(),
});
export type IntegracaoPesagem = z.infer<typeof integracaoPesagem>;
/** The intake body: one weighing or a list. */
export const integracaoIntakeBody = z.preprocess(
  (v) => (Array.isArray(v) ? v : [v]),
  z.array(integracaoPesagem).min(1).max(500),
);

export const integracao = z.object({
  numSeq: z.number().int(),
  idRestaurante: z.number().int().nullable(),
  desRestaurante: z.string().nullable(),
  idBal: z.number().int().nullable(),
  idSerial: z.string().nullable(),
  /** ISO instant received. */
  dtaRegistro: z.string(),
  /** yyyy-MM-dd, when known. */
  dtaApontamento: z.string().nullable(),
  tipDesperdicio: z.number().int().nullable(),
  qtdPeso: z.number().nullable(),
  /** 0 Pendente, 1 Processado, 2 Erro. */
  indStatus: z.number().int(),
  txtErro: z.string().nullable(),
  qtdTentativas: z.number().int(),
  dtaProcessamento: z.string().nullable(),
  /** The appointment it became, once processed. */
  idApontamento: z.number().int().nullable(),
  txtPayload: z.record(z.string(), z.unknown()).nullable(),
});
export type Integracao = z.infer<typeof integracao>;

/** POST .../findAllByFilter?page&size (page 0-based): newest first. */
export const integracaoFiltro = z.object({
  idRestaurante: optionalId,
  indStatus: z.number().int().min(0).max(2).nullish(),
  dtaInicial: z.iso.date().nullish(),
  dtaFinal: z.iso.date().nullish(),
});
export type IntegracaoFiltro = z.infer<typeof integracaoFiltro>;
export const integracaoPageQuery = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(10),
});
export const integracaoPage = pageOf(integracao);

/** DELETE api/v1/reTbIntegracaoDesperdicio and POST .../reprocessaIntegraDesperdicio: {numSeq: id | id[]}. */
export const integracaoIdsBody = idsBody('numSeq');
/** 200 of the reprocess calls: one message per record that failed ('Registro {numSeq}: …'); empty = all done. */
export const reprocessIntegracaoResult = z.array(z.string());
/** 200 of the intake: each record as stored (processed at once when valid). */
export const integracaoIntakeResult = z.array(integracao);
