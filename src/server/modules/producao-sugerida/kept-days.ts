import type { Observacao, ParametrosPrevisao } from '@domain/forecast/types';
import { type SQL, sql } from 'drizzle-orm';
import { intArray, typedArray } from '../../core/sql-arrays';
import { transaction } from '../../core/transaction';
import { type Db, rowsOf } from '../../db/client';
import type { TextRead } from '../../db/json-rows';
import {
  codificarErros,
  codificarObservacoes,
  lerErros,
  lerObservacoes,
  type ObservacoesGuardadas,
} from './kept-codec';

/*
 * The recommender's kept days (migration 0039): per restaurant and day, the day's observations and their
 * out-of-sample forecast errors, as a request computed them, with the snapshot they were computed in. A day is
 * read back only while no write to its inputs is invisible in that snapshot: the marks the triggers leave in
 * re_tb_ps_alteracoes (restaurant, days, transaction). The check runs in the statement that reads the rest, so
 * a request sees one state, and what it reads back is what it would have computed.
 */

/**
 * What the kept days were computed with: the method's parameters and a version of its code. A change of the
 * method (centre, errors, observations) must change VERSAO, and every kept day is then computed again.
 */
const VERSAO = 2;
export const chaveDo = (p: ParametrosPrevisao) => `${VERSAO}:${JSON.stringify(p)}`;

/**
 * Days before an observation's own day whose writes can change its forecast error: its centre reads
 * `janelaSemanas` weeks before its reference day, its meals forecast up to twice `semanasRefeicoes` same weekdays
 * (or the 7 days) before it.
 */
export const diasDeDependencia = (p: ParametrosPrevisao) =>
  p.antecedenciaDias + 7 * Math.max(p.janelaSemanas, 2 * p.semanasRefeicoes) + 7;

export interface Alvo {
  idEmpresa: number;
  idRestaurante: number;
  chave: string;
  dependencia: number;
  /** Days before the reference day a centre reads, and whose forecast errors are pooled. */
  centro: number;
  comErros: number;
  /** Day numbers: the first day read (included) and the one before which nothing is read. */
  de: number;
  antes: number;
}

/**
 * A kept day as read: its observations' payload when still valid (0: valid, but before `desde`, not sent), its
 * errors' when still valid.
 */
export interface DiaGuardado {
  observacoes: ObservacoesGuardadas | 0 | null;
  /** One per observation (NaN: none could be made). */
  erros: Float64Array | null;
}

export interface Guardados {
  /** The restaurant's kept version (null: nothing kept with this key), to store over exactly that. */
  versao: number | null;
  /** The snapshot of the reading statement (pg_current_snapshot), the one what is computed from it is in. */
  agora: string;
  /** When it was read, in seconds since 1970 (the kept days expire 7 days after it). */
  lido: number;
  /** The first day whose observations are needed (day number). */
  desde: number;
  dias: Map<number, DiaGuardado>;
}

const day = (dn: number) => sql`(date '1970-01-01' + ${dn}::int)`;

/**
 * The days of the window whose observations are not kept, or no longer valid: `com`, the common table expression
 * `reler` the reads that name it share (readTogether), and `dias`, them as a date[] (their rows are read:
 * `= any(...)` lets the index read those days alone). Computed once a statement, when it runs: as a plain
 * function call in a condition the planner would also run it, to estimate. The SQL is re_ps_dias_a_reler
 * (migration 0039).
 */
export function diasAReler(a: Alvo): { com: SQL; dias: SQL } {
  return {
    com: sql`reler as (select re_ps_dias_a_reler(${a.idRestaurante}::int, ${a.idEmpresa}::int, ${a.chave}::text, ${day(a.de)}, ${day(a.antes)}) as dias)`,
    dias: sql`(select dias from reler)::date[]`,
  };
}

/**
 * The kept days of the window, each with what of it is still valid, and the state they are kept at: the JSON
 * text re_ps_guardados spells (migration 0039). Only the days from `desde` bring their observations.
 */
export function leituraGuardados(a: Alvo): TextRead<Guardados> {
  return {
    sql: sql`select re_ps_guardados(${a.idRestaurante}::int, ${a.idEmpresa}::int, ${a.chave}::text,
      ${day(a.de)}, ${day(a.antes)}, ${a.dependencia}::int, ${a.centro}::int, ${a.comErros}::int)`,
    parse: (text) => {
      const r = JSON.parse(text!) as {
        versao: number | null;
        agora: string;
        lido: number;
        desde: number;
        dias: unknown[];
      };
      const dias = new Map<number, DiaGuardado>();
      for (let i = 0; i < r.dias.length; i += 3) {
        const obs = r.dias[i + 1];
        const erros = r.dias[i + 2];
        // Kept days are read under their own key only (VERSAO): anything else is a bug, never a wrong number.
        if (
          !(typeof obs === 'string' || obs === 0 || obs === null) ||
          !(typeof erros === 'string' || erros === null)
        )
          throw new Error(`dia guardado fora do formato ${VERSAO}`);
        dias.set(r.dias[i] as number, {
          observacoes: typeof obs === 'string' ? lerObservacoes(obs) : obs,
          erros: erros === null ? null : lerErros(erros),
        });
      }
      return { versao: r.versao, agora: r.agora, lido: r.lido, desde: r.desde, dias };
    },
  };
}

/** Days computed by a request: their observations, and their errors (null: not computed). */
export interface DiaCalculado {
  dn: number;
  observacoes: readonly Observacao[];
  erros: readonly (number | null)[] | null;
}

const epoch = sql`date '1970-01-01'`;

/** The days as rows (dn, obs, erros) to upsert. */
function linhas(dias: readonly DiaCalculado[]): SQL {
  return sql`unnest(${typedArray(
    dias.map((d) => d.dn),
    'int',
  )}, ${typedArray(
    dias.map((d) => codificarObservacoes(d.observacoes)),
    'text',
  )}, ${typedArray(
    dias.map((d) => (d.erros ? codificarErros(d.erros) : null)),
    'text',
  )}) as t(dn, obs, erros)`;
}

/**
 * Keeps the days a request computed, in the snapshot it read them in, when nothing was kept for the restaurant
 * since (another request kept first: its days are as good, these are let go). The kept days this request did
 * not check are dropped where a change it saw and the kept snapshot did not touches them, so that every kept day
 * is right in the new snapshot; the marks it now sees are deleted. One statement: the version's update decides,
 * and every other part acts only when it was made.
 */
export async function guardar(db: Db, a: Alvo, lidos: Guardados, dias: readonly DiaCalculado[]) {
  if (dias.length === 0) return;
  if (lidos.versao === null) return guardarPrimeiros(db, a, lidos, dias);
  const r = a.idRestaurante;
  const agora = sql`${lidos.agora}::pg_snapshot`;
  const meus = intArray(dias.map((d) => d.dn));
  await db.execute(sql`with up as (
      update re_tb_ps_estado e set versao = e.versao + 1, instantaneo = ${agora},
          dth_instantaneo = to_timestamp(${lidos.lido}::float8)
        from (select instantaneo from re_tb_ps_estado where id_restaurante = ${r}) antes
        where e.id_restaurante = ${r} and e.chave = ${a.chave} and e.versao = ${lidos.versao}
        returning antes.instantaneo as antigo),
    novas as (
      select x.dta_min, x.dta_max from re_tb_ps_alteracoes x, up
        where x.id_restaurante = ${r} and pg_visible_in_snapshot(x.xid, ${agora})
          and not pg_visible_in_snapshot(x.xid, up.antigo)),
    apagados as (
      delete from re_tb_ps_dias d where d.id_restaurante = ${r} and exists (select 1 from up)
        and d.dta - ${epoch} <> all(${meus})
        and exists (select 1 from novas p where p.dta_min <= d.dta and p.dta_max >= d.dta)),
    sem_erros as (
      update re_tb_ps_dias d set erros = null where d.id_restaurante = ${r} and exists (select 1 from up)
        and d.erros is not null and d.dta - ${epoch} <> all(${meus})
        and not exists (select 1 from novas p where p.dta_min <= d.dta and p.dta_max >= d.dta)
        and exists (select 1 from novas p where p.dta_min <= d.dta and p.dta_max >= d.dta - ${a.dependencia}::int)),
    gravados as (
      insert into re_tb_ps_dias (id_restaurante, dta, observacoes, erros)
        select ${r}, ${epoch} + t.dn, t.obs, t.erros from ${linhas(dias)}, up
        on conflict (id_restaurante, dta) do update set observacoes = excluded.observacoes, erros = excluded.erros),
    podados as (
      delete from re_tb_ps_alteracoes x where exists (select 1 from up) and x.ctid = any(array(
        select ctid from re_tb_ps_alteracoes where id_restaurante = ${r} and xid < pg_snapshot_xmin(${agora})
        for update skip locked)))
    select count(*) from up`);
}

/** The first days kept for the restaurant (or under a new key, or after 7 days): what was kept is let go. */
async function guardarPrimeiros(db: Db, a: Alvo, lidos: Guardados, dias: readonly DiaCalculado[]) {
  const r = a.idRestaurante;
  await transaction(db, async (tx) => {
    // Another request keeping the same restaurant is waited for a little, never long.
    await tx.execute(sql`set local lock_timeout = '2s'`);
    const [cur] = await rowsOf<{ valido: boolean; anterior: boolean }>(
      tx,
      sql`select chave = ${a.chave} and dth_instantaneo > now() - interval '7 days' as valido,
            pg_snapshot_xmin(instantaneo) <= pg_snapshot_xmin(${lidos.agora}::pg_snapshot) as anterior
          from re_tb_ps_estado where id_restaurante = ${r} for update`,
    );
    // Kept meanwhile by another request; or kept in a snapshot newer than this read's, whose store deleted the
    // marks this read's days would need (those it saw).
    if (cur && (cur.valido || !cur.anterior)) return;
    if (!cur) {
      const ins = await rowsOf(
        tx,
        sql`insert into re_tb_ps_estado (id_restaurante, id_empresa, versao, chave, instantaneo, dth_instantaneo)
            values (${r}, ${a.idEmpresa}, 0, ${a.chave}, ${lidos.agora}::pg_snapshot, to_timestamp(${lidos.lido}::float8))
            on conflict do nothing returning 1`,
      );
      if (ins.length === 0) return;
    } else
      await tx.execute(sql`update re_tb_ps_estado set versao = versao + 1, chave = ${a.chave},
          instantaneo = ${lidos.agora}::pg_snapshot, dth_instantaneo = to_timestamp(${lidos.lido}::float8)
          where id_restaurante = ${r}`);
    await tx.execute(sql`delete from re_tb_ps_dias where id_restaurante = ${r}`);
    await tx.execute(sql`insert into re_tb_ps_dias (id_restaurante, dta, observacoes, erros)
        select ${r}, ${epoch} + t.dn, t.obs, t.erros from ${linhas(dias)}`);
    await tx.execute(sql`delete from re_tb_ps_alteracoes where ctid = any(array(
        select ctid from re_tb_ps_alteracoes
        where id_restaurante = ${r} and xid < pg_snapshot_xmin(${lidos.agora}::pg_snapshot)
        for update skip locked))`);
  });
}
