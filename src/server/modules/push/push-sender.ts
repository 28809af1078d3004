import { approvalPushTitle, approvalPushUrl, PUSH_WINDOW_MS, pushWindowOf } from '@domain/rules/push';
import type { PushPayload } from '@domain/schemas/push';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { claimRoutineRun, finishRoutineRun } from '../../core/routine-runs';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/client';
import { pushInscricoes } from '../../db/schema/push';
import type { PushOptions, WebPushClient } from './web-push-client';

interface Logger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

interface Subscription {
  id_inscricao: number;
  des_endpoint: string;
  chave_p256dh: string;
  chave_auth: string;
}

/** An approval push waits a day at most for an offline phone; the digest, two. */
const APPROVAL_TTL_S = 24 * 3600;
const DIGEST_TTL_S = 48 * 3600;
/** Claims of windows older than this many days are deleted (at most once an hour per instance). */
const CLAIMS_KEPT_DAYS = 2;

/** The claim of a unit's approval push in a window (app_routine_runs: routine + the window's UTC day). */
function approvalClaim(idEmpresa: number, idRestaurante: number, window: number) {
  return {
    routine: `push-aprovacao:${idEmpresa}:${idRestaurante}:${window}`,
    day: new Date(window * PUSH_WINDOW_MS).toISOString().slice(0, 10),
  };
}

/**
 * Sends the pushes: to the devices of a unit's approvers when weighings wait for approval (at most one per unit
 * per 10-minute window, across instances: the window is claimed in app_routine_runs like the routines), and
 * the weekly digest's headline to the devices of its recipients. A subscription the push service no longer
 * knows (404/410) is removed. Never throws: a push is a courtesy, the save or the digest already happened.
 */
export function pushSender(
  db: Db,
  client: WebPushClient,
  log: Logger,
  /** How a follow-up waits for its window (the tests run it at once). */
  schedule: (run: () => void, ms: number) => ReturnType<typeof setTimeout> = setTimeout,
) {
  /** Follow-ups waiting for the next window, by 'empresa:restaurante'. */
  const followUps = new Map<string, ReturnType<typeof setTimeout>>();
  let lastCleanup = 0;
  /** Pushes under way (settled() waits for them). */
  const inFlight = new Set<Promise<unknown>>();
  const track = <T>(p: Promise<T>): Promise<T> => {
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p)).catch(() => undefined);
    return p;
  };

  /** The past windows' claims are of no use: deleted now and then. */
  async function dropOldClaims() {
    if (Date.now() - lastCleanup < 3600_000) return;
    lastCleanup = Date.now();
    await db.execute(
      sql`delete from app_routine_runs where rotina like 'push-aprovacao:%'
        and dia < current_date - ${CLAIMS_KEPT_DAYS}::int`,
    );
  }

  async function deliver(subs: Subscription[], payload: PushPayload, opts: PushOptions): Promise<number> {
    const body = JSON.stringify(payload);
    let sent = 0;
    const gone: number[] = [];
    for (const s of subs) {
      try {
        const delivery = await client.send(
          { endpoint: s.des_endpoint, p256dh: s.chave_p256dh, auth: s.chave_auth },
          body,
          opts,
        );
        if (delivery === 'sent') sent++;
        else if (delivery === 'gone') gone.push(s.id_inscricao);
        else log.info({ idInscricao: s.id_inscricao }, 'push recusado pelo serviço de push');
      } catch (err) {
        log.info({ idInscricao: s.id_inscricao, err: (err as Error).message }, 'push não entregue');
      }
    }
    if (gone.length) await db.delete(pushInscricoes).where(inArray(pushInscricoes.idInscricao, gone));
    return sent;
  }

  /** The devices of the unit's approvers who have access to the company. */
  function approverDevices(idEmpresa: number, idRestaurante: number) {
    return rowsOf<Subscription>(
      db,
      sql`select s.id_inscricao, s.des_endpoint, s.chave_p256dh, s.chave_auth
        from push_inscricoes s
        join re_tb_aprovadores ap on ap.id_empresa = s.id_empresa and ap.id_usuario = s.id_usuario
        join re_tb_acesso_desperdicio ac on ac.id_empresa = s.id_empresa and ac.id_usuario = s.id_usuario
        where s.id_empresa = ${idEmpresa} and ap.id_restaurante = ${idRestaurante}
        order by s.id_inscricao`,
    );
  }

  /** The unit's pending weighings now and the devices of its approvers (with access to the company). */
  async function approvalPush(idEmpresa: number, idRestaurante: number): Promise<number> {
    const pendentes = await rowsOf<{ id_apontamento: number; des_restaurante: string }>(
      db,
      sql`select d.id_apontamento, r.des_restaurante
        from re_tb_desperdicios_det d
        join re_tb_restaurantes r on r.id_empresa = d.id_empresa and r.id_restaurante = d.id_restaurante
        where d.id_empresa = ${idEmpresa} and d.id_restaurante = ${idRestaurante} and d.ind_status_aprov = 0
        order by d.id_apontamento`,
    );
    if (!pendentes.length) return 0;
    const subs = await approverDevices(idEmpresa, idRestaurante);
    if (!subs.length) return 0;
    const ids = pendentes.map((p) => ({ idApontamento: p.id_apontamento }));
    return deliver(
      subs,
      {
        title: approvalPushTitle(pendentes.length, pendentes[0].des_restaurante),
        body:
          pendentes.length === 1 ? 'Toque para analisar o apontamento.' : 'Toque para ver a fila da unidade.',
        url: approvalPushUrl(idRestaurante, ids),
        tag: `aprovacao-${idEmpresa}-${idRestaurante}`,
      },
      { ttlSeconds: APPROVAL_TTL_S, urgency: 'high', topic: `aprov-${idEmpresa}-${idRestaurante}` },
    );
  }

  /** Claims the unit's window and pushes; a window already claimed leaves a follow-up for the next one. */
  async function unitInWindow(idEmpresa: number, idRestaurante: number, window: number): Promise<number> {
    // Nobody to tell (the usual case): nothing claimed.
    if (!(await approverDevices(idEmpresa, idRestaurante)).length) return 0;
    const claim = approvalClaim(idEmpresa, idRestaurante, window);
    if (!(await claimRoutineRun(db, claim.routine, claim.day))) {
      scheduleFollowUp(idEmpresa, idRestaurante, window + 1);
      return 0;
    }
    try {
      await dropOldClaims();
      return await approvalPush(idEmpresa, idRestaurante);
    } finally {
      // Finished even when it failed: a push is not retried (the next weighing or window tells again).
      await finishRoutineRun(db, claim.routine, claim.day, true);
    }
  }

  /**
   * Weighings that came while the window's push was already sent are told at the start of the next window
   * (when still pending and nobody pushed that window yet). In this process only: a follow-up lost with a
   * stopped instance waits for the unit's next weighing.
   */
  function scheduleFollowUp(idEmpresa: number, idRestaurante: number, window: number) {
    const key = `${idEmpresa}:${idRestaurante}`;
    if (followUps.has(key)) return;
    const timer = schedule(
      () => {
        followUps.delete(key);
        void track(
          unitInWindow(idEmpresa, idRestaurante, window).catch((err) => {
            log.error({ err, idEmpresa, idRestaurante }, 'push de aprovação falhou');
            return 0;
          }),
        );
      },
      Math.max(0, window * PUSH_WINDOW_MS - Date.now()),
    );
    timer.unref();
    followUps.set(key, timer);
  }

  return {
    /** Weighings of these units now wait for approval (after the save committed). Answers the pushes sent. */
    approvalsPending(idEmpresa: number, units: readonly number[], now = new Date()): Promise<number> {
      return track(
        (async () => {
          let sent = 0;
          for (const idRestaurante of new Set(units)) {
            try {
              sent += await unitInWindow(idEmpresa, idRestaurante, pushWindowOf(now));
            } catch (err) {
              log.error({ err, idEmpresa, idRestaurante }, 'push de aprovação falhou');
            }
          }
          return sent;
        })(),
      );
    },

    /** The weekly digest's headline to the devices of these users in the company; a tap opens `url`. */
    async digest(
      idEmpresa: number,
      idRestaurante: number,
      idUsuarios: readonly number[],
      message: { title: string; body: string; url: string },
    ): Promise<number> {
      if (!idUsuarios.length) return 0;
      try {
        const subs = await db
          .select({
            id_inscricao: pushInscricoes.idInscricao,
            des_endpoint: pushInscricoes.desEndpoint,
            chave_p256dh: pushInscricoes.chaveP256dh,
            chave_auth: pushInscricoes.chaveAuth,
          })
          .from(pushInscricoes)
          .where(
            and(eq(pushInscricoes.idEmpresa, idEmpresa), inArray(pushInscricoes.idUsuario, [...idUsuarios])),
          );
        return await deliver(
          subs,
          { ...message, tag: `resumo-${idEmpresa}-${idRestaurante}` },
          { ttlSeconds: DIGEST_TTL_S, urgency: 'normal' },
        );
      } catch (err) {
        log.error({ err, idEmpresa, idRestaurante }, 'push do resumo semanal falhou');
        return 0;
      }
    },

    /** Resolves when the pushes under way are done. */
    async settled(): Promise<void> {
      while (inFlight.size) await Promise.allSettled([...inFlight]);
    },

    /** Stops the follow-ups and waits for the pushes under way (the app closes). */
    async close(): Promise<void> {
      for (const t of followUps.values()) clearTimeout(t);
      followUps.clear();
      while (inFlight.size) await Promise.allSettled([...inFlight]);
    },
  };
}

export type PushSender = ReturnType<typeof pushSender>;
