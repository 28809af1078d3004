import { z } from 'zod';
import { coercedId, id, int4, isoDate } from './fields';

/*
 * The meals served and planned per restaurant and day, typed on the kitchen's screen (/api/v1/reTbRefeicoes).
 * GET reads a period (a week on the screen) with the satellites' counts of each day; POST saves what the
 * tablets' outbox sends, all or nothing, exactly once per device-made uuidRefeicao.
 */

export const refeicoesQuery = z.object({
  idRestaurante: coercedId,
  dtaIni: isoDate(),
  dtaFim: isoDate(),
});
export type RefeicoesQuery = z.infer<typeof refeicoesQuery>;

export const refeicaoDia = z.object({
  dtaRefeicao: z.string(),
  /** Served (re_tb_refeicoes), null when not recorded. */
  qtdRefeicoes: int4.nullable(),
  /** Planned (re_tb_refeicoes_planejadas), null when not recorded. */
  qtdPlanejadas: int4.nullable(),
  /** The satellites' counts of the day (per satellite its largest count: clients + staff), read-only. */
  qtdSatelites: int4,
  /** Served + satellites: the meals the recommended production learns from; null when neither is recorded. */
  qtdTotal: int4.nullable(),
});

export const refeicoesPeriodo = z.object({
  idRestaurante: int4,
  dtaIni: z.string(),
  dtaFim: z.string(),
  /** Today in the restaurant's time zone: served meals are typed only up to it. */
  hoje: z.string(),
  dias: z.array(refeicaoDia),
});
export type RefeicoesPeriodo = z.infer<typeof refeicoesPeriodo>;

/**
 * A quantity as typed: a number to set it, null or '' to clear it, absent to leave it as it is. Loosely typed
 * (any number) so that a bad value is refused per record, with its own message (../rules/refeicoes).
 */
const qtdDigitada = z.union([z.number(), z.literal('')]).nullish();

export const refeicaoInput = z.object({
  uuidRefeicao: z.uuid(),
  idRestaurante: id,
  dtaRefeicao: isoDate(),
  qtdRefeicoes: qtdDigitada,
  qtdPlanejadas: qtdDigitada,
  /**
   * When it was typed on the device (ISO instant): of a day's records, the one typed last is in force, whichever
   * reaches the server last. Absent (tablets of an older version): the instant the server receives it.
   */
  dtaDispositivo: z.string().max(40).nullish(),
});
export type RefeicaoInput = z.infer<typeof refeicaoInput>;

/** Most records one request may carry (a week is 7; a long offline queue a few weeks of several units). */
export const MAX_REFEICOES_LOTE = 1000;

export const refeicoesBody = z.object({
  refeicoes: z.array(refeicaoInput).min(1).max(MAX_REFEICOES_LOTE),
});

/**
 * A stored record (the 200 answer, one per record sent, in the same order; a replay answers the same). A
 * quantity is present when the record carried it (null: it cleared that value).
 */
export const refeicaoSalva = z.object({
  idRefeicaoDigitada: int4,
  uuidRefeicao: z.string(),
  idRestaurante: int4,
  dtaRefeicao: z.string(),
  qtdRefeicoes: int4.nullable().optional(),
  qtdPlanejadas: int4.nullable().optional(),
  /** ISO instant the server stored it. */
  dtaRegistro: z.string(),
});
export type RefeicaoSalva = z.infer<typeof refeicaoSalva>;

/**
 * The 400 answer of a refused batch (nothing is saved): each record echoed, `exception` set on the refused
 * ones, `idRefeicaoSalva` on those already stored (a replay: nothing more is checked).
 */
export const refeicaoResultado = refeicaoInput.extend({
  exception: z.string().nullable(),
  idRefeicaoSalva: int4.nullable(),
});
export type RefeicaoResultado = z.infer<typeof refeicaoResultado>;
