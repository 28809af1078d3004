import { z } from 'zod';
import { id, int4 } from './fields';

/**
 * POST /api/v1/reTbKanbanProducao/fechamentos: how the kitchen closed the day's kanban lines, as the tablets'
 * outbox sends it. Each closing carries a device-made uuidFechamento (unique per company: a replay answers the
 * stored record and changes nothing) and the device instant it was made (dtaDispositivo): on a line, the
 * closing made last on the device is the one in force, whatever the order in which closings arrive.
 * - tipo 'semSobra': nothing was left (0 kg of surplus); 'esgotado': the line ran out at horEsgotado (HH:MM);
 *   'reaberta': the line is reopened (the closing in force, one made by mistake, is withdrawn); null: no
 *   closing, only the produced quantity (qtdProduzida, kg) is confirmed or corrected.
 * - horEsgotado, qtdProduzida and dtaDispositivo travel loosely typed so that a bad value is refused per
 *   closing, with its own message (the rules are in ../rules/kanban-closings).
 */
export const TIPO_FECHAMENTO = ['semSobra', 'esgotado', 'reaberta'] as const;
export const tipoFechamento = z.enum(TIPO_FECHAMENTO);
export type TipoFechamento = z.infer<typeof tipoFechamento>;

export const fechamentoInput = z.object({
  uuidFechamento: z.uuid(),
  idKanban: id,
  tipo: tipoFechamento.nullish(),
  horEsgotado: z.string().max(20).nullish(),
  qtdProduzida: z.number().nullish(),
  dtaDispositivo: z.string().max(40).nullish(),
});
export type FechamentoInput = z.infer<typeof fechamentoInput>;

/** Most closings one request may carry (a day has a few dozen lines; a long offline queue a few days). */
export const MAX_FECHAMENTOS = 2000;

export const fechamentosBody = z.object({
  fechamentos: z.array(fechamentoInput).min(1).max(MAX_FECHAMENTOS),
});

/** A stored closing (the 200 answer, one per closing sent, in the same order; a replay answers the same). */
export const fechamento = z.object({
  idFechamento: int4,
  uuidFechamento: z.string(),
  idKanban: int4,
  tipo: tipoFechamento.nullable(),
  /** 'HH:MM' when tipo is 'esgotado'. */
  horEsgotado: z.string().nullable(),
  qtdProduzida: z.number().nullable(),
  /** ISO instants: when it was made on the device, and when the server stored it. */
  dtaDispositivo: z.string(),
  dtaRegistro: z.string(),
});
export type Fechamento = z.infer<typeof fechamento>;

/**
 * The 400 answer of a refused batch (nothing is saved): each closing echoed, `exception` set on the refused
 * ones, `idFechamentoSalvo` on those already stored (a replay: nothing more is checked).
 */
export const fechamentoResultado = fechamentoInput.extend({
  exception: z.string().nullable(),
  idFechamentoSalvo: int4.nullable(),
});
export type FechamentoResultado = z.infer<typeof fechamentoResultado>;
