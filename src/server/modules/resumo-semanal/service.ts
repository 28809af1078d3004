import { addDays, isoToBr } from '@domain/dates';
import { MSG } from '@domain/messages';
import { formatBRL, formatCo2e, formatDecimalBR, formatKg } from '@domain/numbers';
import { dueDigestWeek, weekDays } from '@domain/rules/weekly-digest';
import type { ResumoSemanal, SemanaNumeros } from '@domain/schemas/resumo-semanal';
import { dayInZone, wallClockIn } from '@domain/time-zones';
import { sql } from 'drizzle-orm';
import { notFound } from '../../core/domain-errors';
import type { Mailer } from '../../core/mailer';
import { round } from '../../core/round';
import { claimRoutineRun, finishRoutineRun } from '../../core/routine-runs';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/client';
import { reTbNotificacoes } from '../../db/schema/admin';
import { sobreproducaoEvitavel } from '../producao-sugerida/public';
import type { PushSender } from '../push/public';
import { escapeHtml } from '../re-tb-notificacoes/public';
import { indicadoresOf, itensMaisDesperdicados, kgPorDia, metaDaSemana } from '../rollup/public';

/**
 * The weekly digest of a unit (restaurant): last week's kg, g per meal, R$ and kg CO2e against the restaurant-level
 * goals and the week before, the five most wasted items with their cost, the weighings waiting for approval
 * and kg per day. Read from the daily rollups like the dashboards. Sent every Monday from 07:00 in the
 * unit's time zone to its approvers and to the users with reports access linked to it (see recipients).
 */

async function weekFigures(db: Db, idEmpresa: number, idRestaurante: number, monday: string) {
  const i = await indicadoresOf(
    db,
    idEmpresa,
    { restaurantes: [idRestaurante], dtaIni: monday, dtaFim: addDays(monday, 6) },
    { semClasses: true },
  );
  const figures: SemanaNumeros = {
    qtdKg: i.qtdKg,
    vlrCusto: i.vlrCusto,
    refeicoes: i.refeicoes,
    gPorRefeicao: i.gPorRefeicao,
    qtdApontamentos: i.qtdApontamentos,
    co2eKg: i.co2eKg ?? 0,
  };
  return figures;
}

/** The digest of `idRestaurante` (of the company) for the week starting on `monday`. */
export async function resumoSemanal(
  db: Db,
  idEmpresa: number,
  idRestaurante: number,
  monday: string,
): Promise<ResumoSemanal> {
  const [restaurante] = await rowsOf<{ des_restaurante: string }>(
    db,
    sql`select des_restaurante from re_tb_restaurantes
      where id_empresa = ${idEmpresa} and id_restaurante = ${idRestaurante}`,
  );
  if (!restaurante) throw notFound(MSG.notFoundRef('Restaurante', idRestaurante));
  const sunday = addDays(monday, 6);
  const semana = { idEmpresa, idRestaurante, dtaIni: monday, dtaFim: sunday };
  const [atual, anterior, metas, itens, pendentes, dias, sobras] = await Promise.all([
    weekFigures(db, idEmpresa, idRestaurante, monday),
    weekFigures(db, idEmpresa, idRestaurante, addDays(monday, -7)),
    metaDaSemana(db, semana),
    itensMaisDesperdicados(db, { ...semana, limit: 5 }),
    rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from re_tb_desperdicios_det
        where id_empresa = ${idEmpresa} and id_restaurante = ${idRestaurante} and ind_status_aprov = 0`,
    ),
    kgPorDia(db, semana),
    sobreproducaoEvitavel(db, idEmpresa, idRestaurante, monday, sunday),
  ]);
  const kgByDay = new Map(dias.map((d) => [d.dta, Number(d.kg)]));
  const meta = metas[0]?.meta == null ? null : Number(metas[0].meta);
  const kgComMeta = Number(metas[0]?.kg ?? 0);
  return {
    idRestaurante,
    desRestaurante: restaurante.des_restaurante,
    semana: monday,
    semanaFim: sunday,
    atual,
    anterior,
    metaKg: meta === null ? null : round(meta, 3),
    qtdKgComMeta: round(kgComMeta, 3),
    itens: itens.map((i) => ({
      desItem: i.des_item ?? '—',
      qtdKg: round(Number(i.kg), 3),
      vlrCusto: round(Number(i.custo ?? 0), 2),
    })),
    sobreproducao: sobras.map((s) => ({
      desItem: `${s.desProduto} (${s.desItemVenda})`,
      qtdKgEvitavel: s.excedenteEvitavelKg,
      vlrEvitavel: s.excedenteEvitavelValor,
      qtdSugeridaMedia: s.qtdSugeridaMedia,
    })),
    pendentesAprovacao: Number(pendentes[0]?.n ?? 0),
    porDia: weekDays(monday).map((dta) => ({ dta, qtdKg: round(kgByDay.get(dta) ?? 0, 3) })),
  };
}

/** The app's address of a digest (made absolute by the mailer with APP_URL). */
export function digestPath(idRestaurante: number, monday: string): string {
  return `/resumoSemanal?idRestaurante=${idRestaurante}&semana=${monday}`;
}

/** The digest in one line (the push's text): kg, cost and pending approvals of the week. */
export function digestHeadline(d: ResumoSemanal): string {
  const n = d.pendentesAprovacao;
  const pendentes =
    n === 0 ? '' : ` · ${n} ${n === 1 ? 'apontamento aguardando' : 'apontamentos aguardando'} aprovação`;
  return `Desperdício: ${formatKg(d.atual.qtdKg)} · Custo: ${formatBRL(d.atual.vlrCusto)}${pendentes}`;
}

/** '+12,5% em relação à semana anterior', or null when the week before has nothing to compare with. */
function change(now: number, before: number): string | null {
  if (before <= 0) return null;
  const pc = ((now - before) / before) * 100;
  const sign = pc > 0 ? '+' : '';
  return `${sign}${formatDecimalBR(round(pc, 1), 1)}% em relação à semana anterior`;
}

/**
 * The digest as HTML (an e-mail's and the notification's; names escaped): the week's figures against the
 * goal and the week before, the five items, the pending approvals and a bar per day (a table, which every
 * mail client draws), with a link to the digest in the app.
 */
export function digestHtml(d: ResumoSemanal): string {
  const unit = `${d.idRestaurante} - ${escapeHtml(d.desRestaurante)}`;
  const lines: string[] = [];
  const kgChange = change(d.atual.qtdKg, d.anterior.qtdKg);
  lines.push(`<li>Desperdício: <b>${formatKg(d.atual.qtdKg)}</b>${kgChange ? ` (${kgChange})` : ''}</li>`);
  if (d.metaKg !== null) {
    const over = d.qtdKgComMeta > d.metaKg;
    lines.push(
      `<li>Meta da semana: ${formatKg(d.metaKg)}, desperdício no que a meta cobre: ${formatKg(d.qtdKgComMeta)} (${over ? '<b>acima da meta</b>' : 'dentro da meta'})</li>`,
    );
  } else lines.push('<li>Meta da semana: sem meta cadastrada</li>');
  lines.push(
    `<li>Por refeição: ${d.atual.gPorRefeicao === null ? 'sem refeições registradas' : `${formatDecimalBR(d.atual.gPorRefeicao, 2)} g`}${
      d.anterior.gPorRefeicao !== null
        ? ` (semana anterior: ${formatDecimalBR(d.anterior.gPorRefeicao, 2)} g)`
        : ''
    }</li>`,
  );
  lines.push(
    `<li>Custo: <b>${formatBRL(d.atual.vlrCusto)}</b> (semana anterior: ${formatBRL(d.anterior.vlrCusto)})</li>`,
  );
  const co2eChange = change(d.atual.co2eKg, d.anterior.co2eKg);
  lines.push(
    `<li>Emissões: <b>${formatCo2e(d.atual.co2eKg)}</b> (semana anterior: ${formatCo2e(d.anterior.co2eKg)}${co2eChange ? `; ${co2eChange}` : ''})</li>`,
  );
  lines.push(
    `<li>Aguardando aprovação: <b>${d.pendentesAprovacao}</b> ${d.pendentesAprovacao === 1 ? 'apontamento' : 'apontamentos'}</li>`,
  );
  const items = d.itens.length
    ? `<p>Os itens mais desperdiçados:</p><ol>${d.itens
        .map((i) => `<li>${escapeHtml(i.desItem)}: ${formatKg(i.qtdKg)}, ${formatBRL(i.vlrCusto)}</li>`)
        .join('')}</ol>`
    : '<p>Nenhum item com desperdício registrado na semana.</p>';
  const sobras = d.sobreproducao.length
    ? `<p>Produção acima do necessário (sobra evitável):</p><ol>${d.sobreproducao
        .map(
          (s) =>
            `<li>${escapeHtml(s.desItem)}: ${formatKg(s.qtdKgEvitavel)} evitáveis, ${formatBRL(s.vlrEvitavel)}; produção sugerida: ${formatKg(s.qtdSugeridaMedia)} por dia</li>`,
        )
        .join('')}</ol>`
    : '';
  const max = Math.max(...d.porDia.map((p) => p.qtdKg), 0);
  const DIAS = ['seg', 'ter', 'qua', 'qui', 'sex', 'sáb', 'dom'];
  const bars = d.porDia
    .map((p, i) => {
      const width = max > 0 ? Math.max(1, Math.round((p.qtdKg / max) * 200)) : 1;
      return `<tr><td>${DIAS[i]} ${isoToBr(p.dta).slice(0, 5)}</td><td><span style="display:inline-block;height:12px;width:${width}px;background:#000055"></span> ${formatKg(p.qtdKg)}</td></tr>`;
    })
    .join('');
  return (
    `<p><b>Resumo semanal de ${unit}</b>: ${isoToBr(d.semana)} a ${isoToBr(d.semanaFim)}</p>` +
    `<ul>${lines.join('')}</ul>${items}${sobras}` +
    `<p>Desperdício por dia:</p><table role="presentation">${bars}</table>` +
    `<p><a href="${digestPath(d.idRestaurante, d.semana)}">Ver o resumo no Controle de Desperdícios</a></p>`
  );
}

interface DueUnit {
  id_empresa: number;
  id_restaurante: number;
  des_fuso_horario: string;
}

/**
 * Who gets a unit's digest: its approvers (re_tb_aprovadores) and the users with reports access (indRelatorios)
 * linked to one of its scales (re_tb_rest_balancas_usuarios, active), who have access to the company and
 * did not switch the digest off.
 */
function recipients(db: Db, idEmpresa: number, idRestaurante: number) {
  return rowsOf<{ id_usuario: number; des_email: string }>(
    db,
    sql`select distinct u.id_usuario, u.des_email
      from (
        select ap.id_usuario from re_tb_aprovadores ap
        where ap.id_empresa = ${idEmpresa} and ap.id_restaurante = ${idRestaurante}
        union
        select bu.id_usuario from re_tb_rest_balancas_usuarios bu
        join re_tb_acesso_desperdicio ac2 on ac2.id_usuario = bu.id_usuario and ac2.id_empresa = ${idEmpresa}
        where bu.id_empresa = ${idEmpresa} and bu.id_restaurante = ${idRestaurante} and bu.ind_inativo = 0
          and ac2.ind_relatorios
      ) t
      join re_tb_acesso_desperdicio ac on ac.id_usuario = t.id_usuario and ac.id_empresa = ${idEmpresa}
      join nl_base_usuarios u on u.id_usuario = t.id_usuario
      where u.ind_resumo_semanal = 1
      order by u.id_usuario`,
  );
}

/** The routine's name in app_routine_runs for a unit (keyed by the week's Monday). */
export const digestRoutine = (idEmpresa: number, idRestaurante: number) =>
  `resumo-semanal:${idEmpresa}:${idRestaurante}`;

/**
 * Sends the digests due at `now`: for every active restaurant, last week's from Monday 07:00 in its time
 * zone (a server that was down catches the week up later). Each unit's week is claimed in app_routine_runs,
 * so it is sent once across instances and runs; a unit with no recipient is claimed too. Answers how many
 * digests (units) were sent.
 */
export async function sendWeeklyDigests(
  db: Db,
  mailer: Mailer,
  opts: {
    now?: Date;
    idEmpresa?: number;
    log?: { error(obj: object, msg: string): void };
    /** Web Push: the digest's headline to the recipients' devices too. */
    push?: Pick<PushSender, 'digest'> | null;
  } = {},
): Promise<number> {
  const now = opts.now ?? new Date();
  const units = await rowsOf<DueUnit>(
    db,
    sql`select r.id_empresa, r.id_restaurante, r.des_fuso_horario
      from re_tb_restaurantes r
      where r.ind_inativo = 0 ${opts.idEmpresa ? sql`and r.id_empresa = ${opts.idEmpresa}` : sql``}
      order by r.id_empresa, r.id_restaurante`,
  );
  let sent = 0;
  for (const unit of units) {
    // The unit's own wall clock (an unknown zone reads as São Paulo's, as everywhere else).
    const clock = wallClockIn(now, unit.des_fuso_horario);
    const monday = dueDigestWeek(dayInZone(now, unit.des_fuso_horario), clock.hour);
    const routine = digestRoutine(unit.id_empresa, unit.id_restaurante);
    if (!(await claimRoutineRun(db, routine, monday))) continue;
    let ok = false;
    try {
      const people = await recipients(db, unit.id_empresa, unit.id_restaurante);
      if (people.length) {
        const digest = await resumoSemanal(db, unit.id_empresa, unit.id_restaurante, monday);
        const html = digestHtml(digest);
        await db
          .insert(reTbNotificacoes)
          .values(
            people.map((p) => ({
              idEmpresa: unit.id_empresa,
              idUsuario: p.id_usuario,
              txtMensagem: html,
              chave: `resumo-semanal:${unit.id_restaurante}:${monday}`,
            })),
          )
          .onConflictDoNothing({
            target: [reTbNotificacoes.idEmpresa, reTbNotificacoes.idUsuario, reTbNotificacoes.chave],
          });
        const subject = `Resumo semanal de ${digest.desRestaurante}: ${isoToBr(monday)} a ${isoToBr(digest.semanaFim)}`;
        for (const p of people) await mailer.send({ to: p.des_email, subject, html });
        await opts.push?.digest(
          unit.id_empresa,
          unit.id_restaurante,
          people.map((p) => p.id_usuario),
          { title: subject, body: digestHeadline(digest), url: digestPath(unit.id_restaurante, monday) },
        );
        sent++;
      }
      ok = true;
    } catch (err) {
      // One unit's failure is recorded (a later check takes its week again) and the others still go.
      opts.log?.error({ err, idRestaurante: unit.id_restaurante }, 'resumo semanal da unidade falhou');
    } finally {
      await finishRoutineRun(db, routine, monday, ok);
    }
  }
  return sent;
}
