import { z } from 'zod';
import { coercedInt4, id, int4 } from './fields';
import { idsBody } from './registers';

/**
 * Alerts (spec §3 Alert, §7 Alerts) and the rules the notification routine evaluates.
 * tipAlerta 0/1/2 only chooses the notification icon; tipRegra chooses what the routine looks for.
 */

export const TIP_ALERTA_LABEL: Record<number, string> = {
  0: 'Informação',
  1: 'Atenção',
  2: 'Crítico',
};

export const TIP_REGRA = { SemApontamento: 0, AcimaDaMeta: 1, PendentesAprovacao: 2 } as const;
export type TipRegra = (typeof TIP_REGRA)[keyof typeof TIP_REGRA];
export const TIP_REGRA_LABEL: Record<TipRegra, string> = {
  0: 'Unidade sem apontamento ontem',
  1: 'Desperdício acima da meta',
  2: 'Apontamentos pendentes há mais de um dia',
};

export const ALERT_MSG = {
  desAlertaRequired: 'Informe a descrição do alerta',
  targetRequired: 'Informe um grupo ou um usuário',
  groupNotFound: (id: number) => `Grupo ${id} não encontrado`,
  userNotFound: (id: number) => `Usuário ${id} sem acesso à empresa`,
  notFound: 'Alerta não encontrado',
  created: 'Alerta criado com sucesso!',
  deleteConfirm: 'Excluir este alerta? As notificações já geradas continuam, sem o alerta.',
  deleted: 'Alerta excluído',
  loadFailed: 'Não foi possível carregar os alertas',
  updateFailed: 'Não foi possível atualizar o alerta',
} as const;

const flag01 = z.union([z.literal(0), z.literal(1)]);

/** An alert as listed (GET /api/v1/reTbAlertas), with the names of its group and user. */
export const alerta = z.object({
  idAlerta: int4,
  desAlerta: z.string(),
  tipAlerta: int4,
  tipRegra: int4,
  idGrupo: int4.nullable(),
  desGrupo: z.string().nullable(),
  idUsuario: int4.nullable(),
  desPessoa: z.string().nullable(),
  tipDesperdicio: int4.nullable(),
  vlrLimite: z.number().nullable(),
  indStatus: int4,
  indNotificar: int4,
  indEmail: int4,
  dtaCriacao: z.string(),
});
export type Alerta = z.infer<typeof alerta>;

const optionalId = id.nullable().optional();

/** POST /api/v1/reTbAlertas: a new alert for a group and/or a user of the company. */
export const alertaInput = z
  .object({
    desAlerta: z
      .string(ALERT_MSG.desAlertaRequired)
      .trim()
      .min(1, ALERT_MSG.desAlertaRequired)
      .max(500, 'A descrição pode ter no máximo 500 caracteres'),
    tipAlerta: z.union([z.literal(0), z.literal(1), z.literal(2)], 'Tipo de alerta inválido (0, 1 ou 2)'),
    tipRegra: z
      .union([z.literal(0), z.literal(1), z.literal(2)], 'Regra inválida (0, 1 ou 2)')
      .default(TIP_REGRA.SemApontamento),
    idGrupo: optionalId,
    idUsuario: optionalId,
    tipDesperdicio: int4.min(1).max(4).nullable().optional(),
    vlrLimite: z.number().min(0, 'O limite não pode ser negativo').max(999_999_999).nullable().optional(),
    indStatus: flag01.default(1),
    indNotificar: flag01.default(1),
    indEmail: flag01.default(0),
  })
  .refine((a) => a.idGrupo != null || a.idUsuario != null, {
    message: ALERT_MSG.targetRequired,
    path: ['idGrupo'],
  });
export type AlertaInput = z.input<typeof alertaInput>;

/** Body of the toggles and of DELETE: one id or several. */
export const alertaIdsBody = idsBody('idAlertas');
export const alertaFlagParams = z.object({ v: coercedInt4.min(0).max(1) });
export const alertaUpdated = z.object({ updated: int4 });

/** GET /api/v1/reTbNotificacoes/check */
export const checkNotificacoesQuery = z.object({
  shouldSave: coercedInt4.min(0).max(1).default(1),
  shouldSendEmail: coercedInt4.min(0).max(1).default(0),
});
