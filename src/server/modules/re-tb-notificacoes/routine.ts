import { TIP_DESPERDICIO_LABEL, type TipDesperdicio } from '@domain/constants';
import { isoToBr } from '@domain/dates';
import { formatKg } from '@domain/numbers';
import { TIP_REGRA } from '@domain/schemas/alerts';
import type { Notificacao } from '@domain/schemas/notifications';
import { type SQL, sql } from 'drizzle-orm';
import { businessToday, businessYesterday, restaurantDaySql } from '../../core/business-time';
import type { Mailer } from '../../core/mailer';
import { distinctZones } from '../../core/restaurant-scope';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/client';
import { reTbNotificacoes } from '../../db/schema/admin';
import { kgPorTipoNoDia } from '../rollup/public';
import { escapeHtml } from './service';

/**
 * The notification routine (GET /api/v1/reTbNotificacoes/check). For every active alert of a company
 * with indNotificar = 1 it evaluates the alert's rule (tipRegra) in SQL over the alert's restaurants (the
 * active restaurants of its group; every active restaurant of the company when it has no group):
 * - 0: restaurants with no appointment yesterday (the restaurant's day, in its time zone; of the alert's
 *   waste type when set);
 * - 1: restaurants whose kg of a type yesterday (the daily rollup) is above the goal of that restaurant and
 *   type covering yesterday (re_tb_desp_metas, restaurant-level goals summed, as the Metas dashboard does),
 *   or above the alert's vlrLimite when the restaurant has no goal for the type;
 * - 2: appointments pending approval (ind_status_aprov 0) registered more than 24 h ago.
 * An alert with findings gives ONE notification per recipient summing them up. Recipients: the alert's user
 * (when set) and, for a group alert, every user with access to the company who works in one of the group's
 * restaurants — an approver of it (re_tb_aprovadores) or a user linked to one of its scales
 * (re_tb_rest_balancas_usuarios, active) — since users have no group of their own; a user needs an access
 * record in the company. The key is `alerta:{idAlerta}:{São Paulo day of the run}`, unique per company and
 * user, so a second run the same day creates nothing.
 */

export interface RoutineOptions {
  shouldSave: boolean;
  shouldSendEmail: boolean;
  now?: Date;
}

export interface RoutineLogger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

interface AlertRow {
  id_alerta: number;
  des_alerta: string;
  tip_alerta: number;
  tip_regra: number;
  id_grupo: number | null;
  id_usuario: number | null;
  ind_email: number;
  ind_notificar: number;
  ind_status: number;
}

interface Finding {
  id_alerta: number;
  id_restaurante: number;
  des_restaurante: string;
  tip_desperdicio: number | null;
  kg: number | string | null;
  meta: number | string | null;
  qtd: number | string | null;
  mais_antigo: string | null;
}

interface Recipient {
  id_alerta: number;
  id_usuario: number;
  des_email: string;
}

/**
 * The active, notifying alerts of the company and the restaurants each one watches, with `dia`: the day the
 * rules examine for the restaurant (its yesterday, in its time zone; SQL of restaurantDaySql over `r`).
 */
function scope(idEmpresa: number, regra: number, dia: SQL = sql`null::date`): SQL {
  return sql`al as (
      select a.id_alerta, a.id_grupo, a.tip_desperdicio, a.vlr_limite
      from re_tb_alertas a
      where a.id_empresa = ${idEmpresa} and a.ind_status = 1 and a.ind_notificar = 1 and a.tip_regra = ${regra}
    ), ar as (
      select al.*, r.id_restaurante, r.des_restaurante, ${dia} as dia
      from al join re_tb_restaurantes r
        on r.id_empresa = ${idEmpresa} and r.ind_inativo = 0 and (al.id_grupo is null or r.id_grupo = al.id_grupo)
    )`;
}

/** Rule 0: watched restaurants without any appointment (of the type, when set) on their yesterday. */
function noAppointment(db: Db, idEmpresa: number, dia: SQL) {
  return rowsOf<Finding>(
    db,
    sql`with ${scope(idEmpresa, TIP_REGRA.SemApontamento, dia)}
      select ar.id_alerta, ar.id_restaurante, ar.des_restaurante, ar.tip_desperdicio,
        null as kg, null as meta, null as qtd, null as mais_antigo
      from ar
      where not exists (
        select 1 from re_tb_desperdicios_det d
        where d.id_empresa = ${idEmpresa} and d.id_restaurante = ar.id_restaurante
          and d.dta_apontamento = ar.dia
          and (ar.tip_desperdicio is null or d.tip_desperdicio = ar.tip_desperdicio))
      order by ar.id_alerta, ar.id_restaurante`,
  );
}

/** Rule 1: kg of a restaurant and type on its yesterday above its goal (or the alert's limit without a goal). */
function aboveGoal(db: Db, idEmpresa: number, dia: SQL) {
  return rowsOf<Finding>(
    db,
    sql`with ${scope(idEmpresa, TIP_REGRA.AcimaDaMeta, dia)}
      select ar.id_alerta, ar.id_restaurante, ar.des_restaurante, k.tip_desperdicio,
        k.kg::float8 as kg, coalesce(mt.meta, ar.vlr_limite)::float8 as meta, null as qtd, null as mais_antigo
      from ar
      join lateral (
        ${kgPorTipoNoDia({ idEmpresa, idRestaurante: sql`ar.id_restaurante`, dia: sql`ar.dia` })}
      ) k on (ar.tip_desperdicio is null or k.tip_desperdicio = ar.tip_desperdicio)
      left join lateral (
        select sum(coalesce(m.vlr_meta, 0)) as meta
        from re_tb_desp_metas m
        where m.id_empresa = ${idEmpresa} and m.id_satelite is null and m.id_restaurante = ar.id_restaurante
          and m.tip_desperdicio = k.tip_desperdicio
          and m.dta_inicial <= ar.dia and (m.dta_final is null or m.dta_final >= ar.dia)
      ) mt on true
      where k.kg > coalesce(mt.meta, ar.vlr_limite)
      order by ar.id_alerta, ar.id_restaurante, k.tip_desperdicio`,
  );
}

/** Rule 2: appointments pending approval registered more than 24 h before `now`, per watched restaurant. */
function pendingApprovals(db: Db, idEmpresa: number, now: Date) {
  return rowsOf<Finding>(
    db,
    sql`with ${scope(idEmpresa, TIP_REGRA.PendentesAprovacao)}
      select ar.id_alerta, ar.id_restaurante, ar.des_restaurante, ar.tip_desperdicio,
        null as kg, null as meta, count(*)::int as qtd,
        to_char(min(d.dta_apontamento), 'YYYY-MM-DD') as mais_antigo
      from ar
      join re_tb_desperdicios_det d
        on d.id_empresa = ${idEmpresa} and d.id_restaurante = ar.id_restaurante and d.ind_status_aprov = 0
          and d.dta_registro < ${now.toISOString()}::timestamptz - interval '24 hours'
          and (ar.tip_desperdicio is null or d.tip_desperdicio = ar.tip_desperdicio)
      group by ar.id_alerta, ar.id_restaurante, ar.des_restaurante, ar.tip_desperdicio
      order by ar.id_alerta, ar.id_restaurante`,
  );
}

/** Who each active, notifying alert of the company tells (see the module comment). */
function recipients(db: Db, idEmpresa: number) {
  return rowsOf<Recipient>(
    db,
    sql`select distinct a.id_alerta, u.id_usuario, u.des_email
      from re_tb_alertas a
      join lateral (
        select a.id_usuario where a.id_usuario is not null
        union
        select ap.id_usuario from re_tb_aprovadores ap
        join re_tb_restaurantes r on r.id_empresa = ap.id_empresa and r.id_restaurante = ap.id_restaurante
        where a.id_grupo is not null and ap.id_empresa = ${idEmpresa} and r.id_grupo = a.id_grupo
        union
        select bu.id_usuario from re_tb_rest_balancas_usuarios bu
        join re_tb_restaurantes r on r.id_empresa = bu.id_empresa and r.id_restaurante = bu.id_restaurante
        where a.id_grupo is not null and bu.id_empresa = ${idEmpresa} and bu.ind_inativo = 0
          and r.id_grupo = a.id_grupo
      ) t(id_usuario) on true
      join re_tb_acesso_desperdicio ac on ac.id_usuario = t.id_usuario and ac.id_empresa = ${idEmpresa}
      join nl_base_usuarios u on u.id_usuario = t.id_usuario
      where a.id_empresa = ${idEmpresa} and a.ind_status = 1 and a.ind_notificar = 1
      order by a.id_alerta, u.id_usuario`,
  );
}

const num = (v: number | string | null) => Number(v ?? 0);
const unit = (f: Finding) => `<b>${f.id_restaurante} - ${escapeHtml(f.des_restaurante)}</b>`;
const tipo = (t: number | null) =>
  t === null ? '' : escapeHtml(TIP_DESPERDICIO_LABEL[t as TipDesperdicio] ?? String(t));

/** The HTML (pt-BR, names escaped) of an alert's notification. */
export function routineMessage(alert: AlertRow, regra: number, findings: Finding[], day: string): string {
  const title = `<p><b>${escapeHtml(alert.des_alerta)}</b></p>`;
  const dia = isoToBr(day);
  const items = (f: (x: Finding) => string) => `<ul>${findings.map((x) => `<li>${f(x)}</li>`).join('')}</ul>`;
  if (regra === TIP_REGRA.SemApontamento) {
    const tip = findings[0]?.tip_desperdicio ?? null;
    const what = tip === null ? 'apontamento' : `apontamento de <b>${tipo(tip)}</b>`;
    const n = findings.length;
    return (
      title +
      `<p>${n === 1 ? '1 unidade ficou' : `${n} unidades ficaram`} sem ${what} em ${dia}:</p>` +
      items(unit)
    );
  }
  if (regra === TIP_REGRA.AcimaDaMeta)
    return (
      title +
      `<p>Desperdício acima da meta em ${dia}:</p>` +
      items(
        (f) =>
          `${unit(f)}: <b>${formatKg(num(f.kg))}</b> de ${tipo(f.tip_desperdicio)}, ` +
          `meta de ${formatKg(num(f.meta))}`,
      )
    );
  const total = findings.reduce((s, f) => s + num(f.qtd), 0);
  return (
    title +
    `<p>${total === 1 ? 'Há 1 apontamento pendente' : `Há ${total} apontamentos pendentes`} de aprovação ` +
    'há mais de um dia:</p>' +
    items((f) => {
      const q = num(f.qtd);
      return `${unit(f)}: ${q} ${q === 1 ? 'apontamento' : 'apontamentos'}, o mais antigo de ${isoToBr(f.mais_antigo ?? day)}`;
    }) +
    '<p><a href="/reApontDesperdicios/aprovacao">Ver pendências</a></p>'
  );
}

export const routineKey = (idAlerta: number, day: string) => `alerta:${idAlerta}:${day}`;

/** Runs the routine for one company; answers the NEW notifications (not yet existing for their key). */
export async function runNotificationRoutine(
  db: Db,
  idEmpresa: number,
  opts: RoutineOptions,
  mailer: Mailer,
  log: RoutineLogger,
): Promise<Notificacao[]> {
  const now = opts.now ?? new Date();
  const today = businessToday(now);
  const yesterday = businessYesterday(now);

  const alerts = await rowsOf<AlertRow>(
    db,
    sql`select id_alerta, des_alerta, tip_alerta, tip_regra, id_grupo, id_usuario, ind_email, ind_notificar,
        ind_status
      from re_tb_alertas where id_empresa = ${idEmpresa} and ind_status = 1 and ind_notificar = 1`,
  );
  if (!alerts.length) return [];
  // Each restaurant's yesterday, in its time zone.
  const dia = restaurantDaySql(sql`r.des_fuso_horario`, await distinctZones(db, idEmpresa), now, -1);
  const [f0, f1, f2, who] = await Promise.all([
    noAppointment(db, idEmpresa, dia),
    aboveGoal(db, idEmpresa, dia),
    pendingApprovals(db, idEmpresa, now),
    recipients(db, idEmpresa),
  ]);
  const byAlert = new Map<number, Finding[]>();
  for (const f of [...f0, ...f1, ...f2]) byAlert.set(f.id_alerta, [...(byAlert.get(f.id_alerta) ?? []), f]);
  const emailOf = new Map<number, string>();
  const usersOf = new Map<number, number[]>();
  for (const r of who) {
    emailOf.set(r.id_usuario, r.des_email);
    usersOf.set(r.id_alerta, [...(usersOf.get(r.id_alerta) ?? []), r.id_usuario]);
  }

  const rows: (typeof reTbNotificacoes.$inferInsert)[] = [];
  const alertOf = new Map(alerts.map((a) => [a.id_alerta, a]));
  for (const a of alerts) {
    const findings = byAlert.get(a.id_alerta);
    if (!findings?.length) continue;
    const txtMensagem = routineMessage(a, a.tip_regra, findings, yesterday);
    for (const idUsuario of usersOf.get(a.id_alerta) ?? [])
      rows.push({
        idEmpresa,
        idAlerta: a.id_alerta,
        idUsuario,
        indLido: 0,
        txtMensagem,
        dtaRegistro: now,
        chave: routineKey(a.id_alerta, today),
      });
  }
  if (!rows.length) return [];

  let created: { idNotificacao: number; idUsuario: number; idAlerta: number | null; txtMensagem: string }[];
  if (opts.shouldSave) {
    created = await db
      .insert(reTbNotificacoes)
      .values(rows)
      .onConflictDoNothing({
        target: [reTbNotificacoes.idEmpresa, reTbNotificacoes.idUsuario, reTbNotificacoes.chave],
      })
      .returning({
        idNotificacao: reTbNotificacoes.idNotificacao,
        idUsuario: reTbNotificacoes.idUsuario,
        idAlerta: reTbNotificacoes.idAlerta,
        txtMensagem: reTbNotificacoes.txtMensagem,
      });
  } else {
    // A dry run: what a real run would create now (keys not yet stored), with no id.
    const existing = await rowsOf<{ id_usuario: number; chave: string }>(
      db,
      sql`select id_usuario, chave from re_tb_notificacoes
        where id_empresa = ${idEmpresa} and chave like ${`alerta:%:${today}`}`,
    );
    const stored = new Set(existing.map((e) => `${e.id_usuario}|${e.chave}`));
    created = rows
      .filter((r) => !stored.has(`${r.idUsuario}|${r.chave}`))
      .map((r) => ({
        idNotificacao: 0,
        idUsuario: r.idUsuario,
        idAlerta: r.idAlerta ?? null,
        txtMensagem: r.txtMensagem,
      }));
  }
  created.sort((x, y) => (x.idAlerta ?? 0) - (y.idAlerta ?? 0) || x.idUsuario - y.idUsuario);

  if (opts.shouldSendEmail) {
    for (const n of created) {
      const a = alertOf.get(n.idAlerta ?? 0);
      const to = emailOf.get(n.idUsuario);
      if (!a || a.ind_email !== 1 || !to) continue;
      await mailer.send({ to, subject: `Controle de Desperdícios — ${a.des_alerta}`, html: n.txtMensagem });
    }
  }
  log.info(
    { idEmpresa, day: today, criadas: created.length, salvas: opts.shouldSave },
    'rotina de notificações executada',
  );

  return created.map((n) => {
    const a = alertOf.get(n.idAlerta ?? 0) as AlertRow;
    return {
      idNotificacao: n.idNotificacao,
      idAlerta: n.idAlerta,
      idUsuario: n.idUsuario,
      indLido: 0,
      txtMensagem: n.txtMensagem,
      dtaRegistro: now.toISOString(),
      idAlertaFk: {
        idAlerta: a.id_alerta,
        tipAlerta: a.tip_alerta,
        idGrupo: a.id_grupo,
        idUsuario: a.id_usuario,
        indNotificar: a.ind_notificar,
        indStatus: a.ind_status,
      },
    };
  });
}

/** Every company's routine (the daily schedule): saves and e-mails; one company's failure spares the others. */
export async function runNotificationRoutineAll(
  db: Db,
  mailer: Mailer,
  log: RoutineLogger,
  now = new Date(),
): Promise<number> {
  const companies = await rowsOf<{ id_empresa: number }>(
    db,
    sql`select distinct id_empresa from re_tb_alertas where ind_status = 1 and ind_notificar = 1`,
  );
  let total = 0;
  for (const c of companies) {
    try {
      total += (
        await runNotificationRoutine(
          db,
          c.id_empresa,
          { shouldSave: true, shouldSendEmail: true, now },
          mailer,
          log,
        )
      ).length;
    } catch (err) {
      log.error({ err, idEmpresa: c.id_empresa }, 'rotina de notificações falhou');
    }
  }
  return total;
}
