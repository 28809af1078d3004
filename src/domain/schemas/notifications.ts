import { z } from 'zod';
import { coercedInt4, id, int4 } from './fields';

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
