import { z } from 'zod';
import { coercedInt4, id, int4, isoDate, isoDateTime } from './fields';

/** A notification of the header bell (spec §3 Notification). */
export const notificacao = z.object({
  idNotificacao: int4,
  idAlerta: int4.nullable(),
  idUsuario: int4,
  indLido: int4,
  txtMensagem: z.string(),
  dtaRegistro: z.string(),
  idAlertaFk: z
    .object({
      idAlerta: int4,
      tipAlerta: int4,
      idGrupo: int4.nullable(),
      idUsuario: int4.nullable(),
      indNotificar: int4,
      indStatus: int4,
    })
    .nullable(),
});
export type Notificacao = z.infer<typeof notificacao>;

/** PUT /api/v1/reTbNotificacoes/user/indLido/{value} */
export const marcarLidoBody = z.object({
  idsNotificacao: z.array(id).min(1, 'Informe ao menos uma notificação').max(1000),
});
export const marcarLidoParams = z.object({ value: coercedInt4.min(0).max(1) });

/**
 * POST /api/v1/reTbNotificacoes/envioAtrasado: a tablet tells the server that a save of its queue (the outbox
 * item `uuid`) has waited more than 24 hours without being stored (refused and not corrected, or never sent).
 * The unit's approvers get one notification per save, however often it is told.
 */
export const envioAtrasadoBody = z.object({
  uuid: z.uuid('Identificador do registro inválido'),
  idRestaurante: id,
  tipDesperdicio: int4.min(1).max(4),
  dtaApontamento: isoDate(),
  /** When the save was made, on the tablet's clock. */
  dthRegistro: isoDateTime(),
  /** How many weighings the save holds. */
  qtdPesagens: int4.min(1).max(1000),
  /** Why it is not on the server (the server's refusal, the last error), if known. */
  motivo: z.string().trim().max(500).nullish(),
});
export type EnvioAtrasado = z.infer<typeof envioAtrasadoBody>;

export const envioAtrasadoResposta = z.object({
  /** Notifications created by this call (0 when the save had been told already, or the unit has no approver). */
  notificados: int4,
});
