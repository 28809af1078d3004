import { z } from 'zod';

/** A notification of the header bell (spec §3 Notification). */
export const notificacao = z.object({
  idNotificacao: z.number().int(),
  idAlerta: z.number().int().nullable(),
  idUsuario: z.number().int(),
  indLido: z.number().int(),
  txtMensagem: z.string(),
  dtaRegistro: z.string(),
  idAlertaFk: z
    .object({
      idAlerta: z.number().int(),
      tipAlerta: z.number().int(),
      idGrupo: z.number().int().nullable(),
      idUsuario: z.number().int().nullable(),
      indNotificar: z.number().int(),
      indStatus: z.number().int(),
    })
    .nullable(),
});
export type Notificacao = z.infer<typeof notificacao>;

/** PUT /api/v1/reTbNotificacoes/user/indLido/{value} */
export const marcarLidoBody = z.object({
  idsNotificacao: z.array(z.number().int().positive()).min(1, 'Informe ao menos uma notificação').max(1000),
});
export const marcarLidoParams = z.object({ value: z.coerce.number().int().min(0).max(1) });
