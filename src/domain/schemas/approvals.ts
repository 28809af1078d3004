import { z } from 'zod';
import { apontamento } from './appointments';
import { id, int4, isoDate } from './fields';
import { idsBody } from './registers';

const optionalId = id.nullish();
const tipDesperdicio = int4.min(1).max(4).nullish();

/** A page of rows (0-based page). */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    totalElements: int4,
    page: int4,
    size: int4,
  });
export interface Page<T> {
  content: T[];
  totalElements: number;
  page: number;
  size: number;
}

/** Paging of a filter body: page 0-based, size one of the page sizes (spec §9). */
export const pageRequest = {
  page: int4.min(0).max(100_000).default(0),
  size: int4.min(1).max(100).default(10),
};

/**
 * An appointment with the names a person reads: the approval list and detail, and the maintenance search
 * (spec §3 "Waste appointment detail"). desItem is the sale item/product, grouping or input weighed;
 * desUsuario is who recorded it; indStatusAprov 0 pending, 1 approved, 2 rejected, null no approval needed.
 */
export const apontamentoDetalhe = apontamento.extend({
  desRestaurante: z.string(),
  codSatelite: z.string().nullable(),
  desSatelite: z.string().nullable(),
  desItem: z.string().nullable(),
  desDestino: z.string().nullable(),
  desRecipiente: z.string().nullable(),
  desBalanca: z.string().nullable(),
  desUsuario: z.string().nullable(),
  indStatusAprov: int4.nullable(),
  vlrCusto: z.number().nullable(),
  /** The weighing has a photo of the waste (GET /api/v1/reTbDesperdiciosDet/foto/{uuidApontamento}). */
  temFoto: z.boolean().optional(),
});
export type ApontamentoDetalhe = z.infer<typeof apontamentoDetalhe>;

/** One analysis of an appointment (spec §3: approval history has approvers with dthAnalise). */
export const analise = z.object({
  idHistorico: int4,
  idApontamento: int4,
  idUsuario: int4.nullable(),
  desAprovador: z.string().nullable(),
  dthAnalise: z.string(),
  /** 1 aprovado, 2 reprovado. */
  indDecisao: int4,
  txtJustificativa: z.string().nullable(),
});
export type Analise = z.infer<typeof analise>;

/** POST /api/v1/reTbDespApont/findAll: pending appointments in the units the caller may approve. */
export const aprovacaoFiltro = z.object({
  idRestaurante: optionalId,
  tipDesperdicio,
  dtaApontamentoIni: isoDate().nullish(),
  dtaApontamentoFim: isoDate().nullish(),
  ...pageRequest,
});
export type AprovacaoFiltro = z.input<typeof aprovacaoFiltro>;
export const aprovacaoPage = pageOf(apontamentoDetalhe);

/** POST /api/v1/reTbDespApont/findById/{id}: the appointment, its analyses, and whether the caller may act. */
export const apontamentoAnalise = apontamentoDetalhe.extend({
  historico: z.array(analise),
  podeAnalisar: z.boolean(),
});
export type ApontamentoAnalise = z.infer<typeof apontamentoAnalise>;

/** POST /api/v1/reTbDespApont/checarPermissaoDeAnalise/{idApont}/{idUsuario}. */
export const permissaoAnalise = z.object({
  podeAnalisar: z.boolean(),
  /** Why not (verbatim message), or null. */
  exception: z.string().nullable(),
});
export type PermissaoAnalise = z.infer<typeof permissaoAnalise>;

/** POST /api/v1/reTbDespApont/{id}/aprovar and /{id}/reprovar. */
export const analiseBody = z.object({ justificativa: z.string().trim().max(2000).nullish() });

/** POST /api/v1/reTbHistoricoAprov/findAll: analyses, newest first, filtered by analysis date. */
export const historicoFiltro = z.object({
  idRestaurante: optionalId,
  tipDesperdicio,
  indDecisao: int4.min(1).max(2).nullish(),
  dthAnaliseIni: isoDate().nullish(),
  dthAnaliseFim: isoDate().nullish(),
  ...pageRequest,
});
export type HistoricoFiltro = z.input<typeof historicoFiltro>;
export const historicoItem = analise.extend({
  idRestaurante: int4,
  desRestaurante: z.string(),
  tipDesperdicio: int4,
  dtaApontamento: z.string(),
  /** Gross, tare and net kg of the appointment (min/max/average are on the net). */
  qtdDesperdicio: z.number(),
  qtdTara: z.number(),
  qtdLiquido: z.number(),
  minQtd: z.number().nullable(),
  maxQtd: z.number().nullable(),
  mediaQtd: z.number().nullable(),
  desItem: z.string().nullable(),
  /** Who recorded the appointment. */
  desUsuario: z.string().nullable(),
});
export type HistoricoItem = z.infer<typeof historicoItem>;
export const historicoPage = pageOf(historicoItem);

/** DELETE /api/v1/reTbDesperdiciosDet/deleteByIDs {idApontamento}: one id or a list. */
export const deleteByIdsBody = idsBody('idApontamento');
export const deleteByIdsResult = z.object({ deleted: int4 });

/** The pending appointments of each unit where the caller approves (0 where none waits). */
export const pendentesPorUnidade = z.array(
  z.object({ idRestaurante: id, desRestaurante: z.string(), qtdPendentes: int4 }),
);
export type PendentesPorUnidade = z.infer<typeof pendentesPorUnidade>;
