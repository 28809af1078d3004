import type { Notificacao } from '@domain/schemas/notifications';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { reTbAlertas, reTbNotificacoes } from '../db/schema/admin';

/** Notifications of one user in one company; nobody reads or marks another's. */
export function notificationsService(db: Db) {
  return {
    async unread(idEmpresa: number, idUsuario: number): Promise<Notificacao[]> {
      const rows = await db
        .select({ n: reTbNotificacoes, a: reTbAlertas })
        .from(reTbNotificacoes)
        .leftJoin(reTbAlertas, eq(reTbAlertas.idAlerta, reTbNotificacoes.idAlerta))
        .where(
          and(
            eq(reTbNotificacoes.idEmpresa, idEmpresa),
            eq(reTbNotificacoes.idUsuario, idUsuario),
            eq(reTbNotificacoes.indLido, 0),
          ),
        )
        .orderBy(desc(reTbNotificacoes.dtaRegistro), desc(reTbNotificacoes.idNotificacao))
        .limit(1000);
      return rows.map(({ n, a }) => ({
        idNotificacao: n.idNotificacao,
        idAlerta: n.idAlerta,
        idUsuario: n.idUsuario,
        indLido: n.indLido,
        txtMensagem: n.txtMensagem,
        dtaRegistro: n.dtaRegistro.toISOString(),
        idAlertaFk: a
          ? {
              idAlerta: a.idAlerta,
              tipAlerta: a.tipAlerta,
              idGrupo: a.idGrupo,
              idUsuario: a.idUsuario,
              indNotificar: a.indNotificar,
              indStatus: a.indStatus,
            }
          : null,
      }));
    },

    async markRead(idEmpresa: number, idUsuario: number, ids: number[], value: number): Promise<number> {
      const updated = await db
        .update(reTbNotificacoes)
        .set({ indLido: value })
        .where(
          and(
            eq(reTbNotificacoes.idEmpresa, idEmpresa),
            eq(reTbNotificacoes.idUsuario, idUsuario),
            inArray(reTbNotificacoes.idNotificacao, ids),
          ),
        )
        .returning({ id: reTbNotificacoes.idNotificacao });
      return updated.length;
    },
  };
}
