import { TIP_DESPERDICIO_LABEL, type TipDesperdicio } from '@domain/constants';
import { isoToBr } from '@domain/dates';
import { formatKg } from '@domain/numbers';
import { LATE_SAVE_SERVER_MIN_MS, LATE_SAVE_TEXT } from '@domain/rules/late-saves';
import type { EnvioAtrasado, Notificacao } from '@domain/schemas/notifications';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { invalid, notFound } from '../../core/domain-errors';
import type { Db } from '../../db/client';
import { reTbAlertas, reTbNotificacoes } from '../../db/schema/admin';
import { reTbAprovadores } from '../../db/schema/appointments';
import { reTbRestaurantes } from '../../db/schema/restaurants';

/** The key of the approval notification of an appointment (one per company, user and key). */
export const approvalKey = (idApontamento: number) => `aprovacao:${idApontamento}`;

/** What an approval notification says about a pending appointment. */
export interface PendingAppointment {
  idApontamento: number;
  idRestaurante: number;
  tipDesperdicio: number;
  dtaApontamento: string;
  /** The net kg (gross − tare): what the tolerance compares. */
  qtdLiquido: number;
  minQtd: number | null;
  maxQtd: number | null;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** The HTML of the notification (every name escaped; the client links "Analisar apontamento" to the screen). */
export function approvalMessage(a: PendingAppointment, desRestaurante: string): string {
  const tipo = TIP_DESPERDICIO_LABEL[a.tipDesperdicio as TipDesperdicio] ?? String(a.tipDesperdicio);
  const why =
    a.maxQtd !== null && a.qtdLiquido > a.maxQtd
      ? `acima do máximo de ${formatKg(a.maxQtd)}`
      : a.minQtd !== null
        ? `abaixo do mínimo de ${formatKg(a.minQtd)}`
        : 'fora da tolerância';
  const id = a.idApontamento;
  return (
    `<p>Apontamento <b>#${id}</b> de <b>${escapeHtml(tipo)}</b> em ` +
    `<b>${a.idRestaurante} - ${escapeHtml(desRestaurante)}</b> (${isoToBr(a.dtaApontamento)}): ` +
    `<b>${formatKg(a.qtdLiquido)}</b>, ${why}.</p>` +
    `<p><a href="/reApontDesperdicios/aprovacao/${id}">Analisar apontamento</a></p>`
  );
}

/** Rows per INSERT (7 parameters a row stays far below PostgreSQL's 65535). */
const CHUNK = 5000;

/**
 * Tells every approver of each unit that an appointment waits for them, inside the caller's transaction:
 * one INSERT for all. A notification that already exists (an edit that returns to approval) is not
 * duplicated: it becomes unread again with the fresh text and date.
 */
export async function notifyApprovers(
  q: Db,
  idEmpresa: number,
  pending: readonly PendingAppointment[],
  now = new Date(),
): Promise<number> {
  const unique = [...new Map(pending.map((p) => [p.idApontamento, p])).values()];
  if (!unique.length) return 0;
  const restaurants = [...new Set(unique.map((p) => p.idRestaurante))];
  const approvers = await q
    .select({ idRestaurante: reTbAprovadores.idRestaurante, idUsuario: reTbAprovadores.idUsuario })
    .from(reTbAprovadores)
    .where(
      and(eq(reTbAprovadores.idEmpresa, idEmpresa), inArray(reTbAprovadores.idRestaurante, restaurants)),
    );
  if (!approvers.length) return 0;
  const names = await q
    .select({ id: reTbRestaurantes.idRestaurante, des: reTbRestaurantes.desRestaurante })
    .from(reTbRestaurantes)
    .where(
      and(eq(reTbRestaurantes.idEmpresa, idEmpresa), inArray(reTbRestaurantes.idRestaurante, restaurants)),
    );
  const nameOf = new Map(names.map((n) => [n.id, n.des]));
  const byUnit = new Map<number, number[]>();
  for (const a of approvers)
    byUnit.set(a.idRestaurante, [...(byUnit.get(a.idRestaurante) ?? []), a.idUsuario]);

  const rows: (typeof reTbNotificacoes.$inferInsert)[] = [];
  for (const p of unique) {
    const txtMensagem = approvalMessage(p, nameOf.get(p.idRestaurante) ?? '');
    for (const idUsuario of byUnit.get(p.idRestaurante) ?? [])
      rows.push({
        idEmpresa,
        idAlerta: null,
        idUsuario,
        indLido: 0,
        txtMensagem,
        dtaRegistro: now,
        chave: approvalKey(p.idApontamento),
      });
  }
  const n = reTbNotificacoes;
  for (let i = 0; i < rows.length; i += CHUNK) {
    await q
      .insert(n)
      .values(rows.slice(i, i + CHUNK))
      .onConflictDoUpdate({
        target: [n.idEmpresa, n.idUsuario, n.chave],
        set: { indLido: 0, txtMensagem: sql`excluded.txt_mensagem`, dtaRegistro: sql`excluded.dta_registro` },
      });
  }
  return rows.length;
}

/** The key of the 'save late on a tablet' notification of an outbox item (one per company, user and save). */
const lateSaveKey = (uuid: string) => `envio-atrasado:${uuid.toLowerCase()}`;

/** The HTML of that notification (every name escaped). */
function lateSaveMessage(a: EnvioAtrasado, desRestaurante: string, desPessoa: string): string {
  const tipo = TIP_DESPERDICIO_LABEL[a.tipDesperdicio as TipDesperdicio] ?? String(a.tipDesperdicio);
  const one = a.qtdPesagens === 1;
  const what = one ? '1 pesagem' : `${a.qtdPesagens} pesagens`;
  const motivo = a.motivo ? `<p>Motivo: ${escapeHtml(a.motivo)}</p>` : '';
  return (
    `<p><b>${what}</b> de <b>${escapeHtml(tipo)}</b> em <b>${a.idRestaurante} - ${escapeHtml(desRestaurante)}</b> ` +
    `(${isoToBr(a.dtaApontamento)}), ${one ? 'registrada' : 'registradas'} por <b>${escapeHtml(desPessoa)}</b>, ` +
    `${one ? 'espera' : 'esperam'} no tablet há mais de 24 horas sem ${one ? 'ter sido gravada' : 'terem sido gravadas'} ` +
    `no servidor. Se o tablet for perdido ou limpo, ${one ? 'ela se perde' : 'elas se perdem'}: confira com a cozinha.</p>` +
    motivo
  );
}

/**
 * A tablet's save has waited more than 24 hours without being stored: every approver of its unit gets a
 * notification, once per save (the outbox item's uuid is the key: telling it again creates nothing). The unit
 * must be the company's (404), and the save at least LATE_SAVE_SERVER_MIN_MS old on the server's clock (400).
 */
export async function notifyLateSave(
  q: Db,
  idEmpresa: number,
  late: EnvioAtrasado,
  desPessoa: string,
  now = new Date(),
): Promise<number> {
  const [unit] = await q
    .select({ des: reTbRestaurantes.desRestaurante })
    .from(reTbRestaurantes)
    .where(
      and(eq(reTbRestaurantes.idEmpresa, idEmpresa), eq(reTbRestaurantes.idRestaurante, late.idRestaurante)),
    );
  if (!unit) throw notFound(`Restaurante ${late.idRestaurante} não encontrado(a)`);
  if (now.getTime() - Date.parse(late.dthRegistro) < LATE_SAVE_SERVER_MIN_MS)
    throw invalid(LATE_SAVE_TEXT.tooEarly);
  const approvers = await q
    .select({ idUsuario: reTbAprovadores.idUsuario })
    .from(reTbAprovadores)
    .where(
      and(eq(reTbAprovadores.idEmpresa, idEmpresa), eq(reTbAprovadores.idRestaurante, late.idRestaurante)),
    );
  if (!approvers.length) return 0;
  const txtMensagem = lateSaveMessage(late, unit.des, desPessoa);
  const inserted = await q
    .insert(reTbNotificacoes)
    .values(
      approvers.map(({ idUsuario }) => ({
        idEmpresa,
        idAlerta: null,
        idUsuario,
        indLido: 0,
        txtMensagem,
        dtaRegistro: now,
        chave: lateSaveKey(late.uuid),
      })),
    )
    .onConflictDoNothing({
      target: [reTbNotificacoes.idEmpresa, reTbNotificacoes.idUsuario, reTbNotificacoes.chave],
    })
    .returning({ id: reTbNotificacoes.idNotificacao });
  return inserted.length;
}

/** An analysed appointment no longer waits for anybody: its notification is read for every user. */
export async function markApprovalRead(q: Db, idEmpresa: number, idApontamento: number): Promise<void> {
  await q
    .update(reTbNotificacoes)
    .set({ indLido: 1 })
    .where(
      and(eq(reTbNotificacoes.idEmpresa, idEmpresa), eq(reTbNotificacoes.chave, approvalKey(idApontamento))),
    );
}

/** Deleted appointments take their approval notifications with them. */
export async function deleteApprovalNotifications(
  q: Db,
  idEmpresa: number,
  ids: readonly number[],
): Promise<void> {
  if (!ids.length) return;
  await q
    .delete(reTbNotificacoes)
    .where(
      and(eq(reTbNotificacoes.idEmpresa, idEmpresa), inArray(reTbNotificacoes.chave, ids.map(approvalKey))),
    );
}

/** Notifications of one user in one company; nobody reads or marks another's. */
export function notificacoesService(db: Db) {
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
