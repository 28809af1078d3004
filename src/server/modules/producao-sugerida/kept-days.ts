import type { ParametrosPrevisao } from '@domain/forecast/types';
import { type SQL, sql } from 'drizzle-orm';
import { intArray, typedArray } from '../../core/sql-arrays';
import { transaction } from '../../core/transaction';
import { type Db, rowsOf } from '../../db/client';
import type { TextRead } from '../../db/json-rows';

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
const VERSAO = 1;
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
  /** Day numbers: the first day read (included) and the one before which nothing is read. */
  de: number;
  antes: number;
}

/** A kept day as read: its observations' payload when still valid, its errors' when still valid. */
export interface DiaGuardado {
  observacoes: unknown[] | null;
  erros: (number | null)[] | null;
}

export interface Guardados {
  /** The restaurant's kept version (null: nothing kept with this key), to store over exactly that. */
  versao: number | null;
  /** The snapshot of the reading statement (pg_current_snapshot), the one what is computed from it is in. */
  agora: string;
  dias: Map<number, DiaGuardado>;
}

const day = (dn: number) => sql`(date '1970-01-01' + ${dn}::int)`;

/** The restaurant's changes not visible in its kept snapshot (none when nothing is kept under `chave`). */
function pendentes(a: Alvo): SQL {
  return sql`select x.dta_min, x.dta_max from re_tb_ps_alteracoes x, re_tb_ps_estado e
    where e.id_restaurante = ${a.idRestaurante} and e.id_empresa = ${a.idEmpresa} and e.chave = ${a.chave}
      and x.id_restaurante = e.id_restaurante and x.xid >= pg_snapshot_xmin(e.instantaneo)
      and not pg_visible_in_snapshot(x.xid, e.instantaneo)`;
}

/**
 * The days of the window whose observations are not kept, or no longer valid, as a date[] (their rows are read:
 * `= any(...)` lets the index read those days alone).
 */
export function diasAReler(a: Alvo): SQL {
  return sql`array(select g::date from generate_series(${day(a.de)}, ${day(a.antes - 1)}, interval '1 day') g
    where not exists (select 1 from re_tb_ps_dias d, re_tb_ps_estado e
      where e.id_restaurante = ${a.idRestaurante} and e.id_empresa = ${a.idEmpresa} and e.chave = ${a.chave}
        and d.id_restaurante = e.id_restaurante and d.dta = g::date
        and not exists (select 1 from (${pendentes(a)}) p where p.dta_min <= d.dta and p.dta_max >= d.dta)))`;
}

/** The kept days of the window, each with what of it is still valid, and the state they are kept at. */
export function leituraGuardados(a: Alvo): TextRead<Guardados> {
  // Spelt as text: the payloads are JSON already, and the database need not parse them.
  return {
    sql: sql`select '{"versao":' || coalesce((select versao::text from re_tb_ps_estado
          where id_restaurante = ${a.idRestaurante} and id_empresa = ${a.idEmpresa} and chave = ${a.chave}), 'null')
        || ',"agora":"' || pg_current_snapshot()::text || '","dias":[' || coalesce((
          select string_agg(concat_ws(',', d.dta - date '1970-01-01',
              case when v.obs then d.observacoes else 'null' end,
              case when v.obs and v.erros then d.erros else 'null' end), ',')
          from re_tb_ps_dias d, re_tb_ps_estado e,
            lateral (select
              not exists (select 1 from (${pendentes(a)}) p where p.dta_min <= d.dta and p.dta_max >= d.dta) as obs,
              d.erros is not null and not exists (select 1 from (${pendentes(a)}) p
                where p.dta_min <= d.dta and p.dta_max >= d.dta - ${a.dependencia}::int) as erros) v
          where e.id_restaurante = ${a.idRestaurante} and e.id_empresa = ${a.idEmpresa} and e.chave = ${a.chave}
            and d.id_restaurante = e.id_restaurante and d.dta >= ${day(a.de)} and d.dta < ${day(a.antes)}), '')
        || ']}'`,
    parse: (text) => {
      const r = JSON.parse(text!) as { versao: number | null; agora: string; dias: unknown[] };
      const dias = new Map<number, DiaGuardado>();
      for (let i = 0; i < r.dias.length; i += 3)
        dias.set(r.dias[i] as number, {
          observacoes: r.dias[i + 1] as unknown[] | null,
          erros: r.dias[i + 2] as (number | null)[] | null,
        });
      return { versao: r.versao, agora: r.agora, dias };
    },
  };
}

/** Days computed by a request: their observations' payload, and their errors' (null: not computed). */
export interface DiaCalculado {
  dn: number;
  observacoes: unknown[];
  erros: (number | null)[] | null;
}

/**
 * Keeps the days a request computed, in the snapshot it read them in, when nothing was kept for the restaurant
 * since (another request kept first: its days are as good, these are let go). The kept days this request did
 * not check are dropped where a change it saw and the kept snapshot did not touches them, so that every kept day
 * is right in the new snapshot; the marks it now sees are deleted.
 */
export async function guardar(db: Db, a: Alvo, lidos: Guardados, dias: readonly DiaCalculado[]) {
  if (dias.length === 0) return;
  const r = a.idRestaurante;
  await transaction(db, async (tx) => {
    const [cur] = await rowsOf<{ versao: string; chave: string; instantaneo: string }>(
      tx,
      sql`select versao, chave, instantaneo::text from re_tb_ps_estado where id_restaurante = ${r} for update`,
    );
    const versao = cur && cur.chave === a.chave ? Number(cur.versao) : null;
    if (versao !== lidos.versao) return;
    if (!cur) {
      const ins = await rowsOf(
        tx,
        sql`insert into re_tb_ps_estado (id_restaurante, id_empresa, versao, chave, instantaneo)
            values (${r}, ${a.idEmpresa}, 0, ${a.chave}, ${lidos.agora}::pg_snapshot)
            on conflict do nothing returning 1`,
      );
      if (ins.length === 0) return;
      await tx.execute(sql`delete from re_tb_ps_dias where id_restaurante = ${r}`);
    } else if (cur.chave !== a.chave) {
      await tx.execute(sql`delete from re_tb_ps_dias where id_restaurante = ${r}`);
    } else {
      const novas = sql`select x.dta_min, x.dta_max from re_tb_ps_alteracoes x
        where x.id_restaurante = ${r} and pg_visible_in_snapshot(x.xid, ${lidos.agora}::pg_snapshot)
          and not pg_visible_in_snapshot(x.xid, ${cur.instantaneo}::pg_snapshot)`;
      const obs = intArray(dias.map((d) => d.dn));
      const erros = intArray(dias.filter((d) => d.erros).map((d) => d.dn));
      await tx.execute(sql`delete from re_tb_ps_dias d where d.id_restaurante = ${r}
          and d.dta - date '1970-01-01' <> all(${obs})
          and exists (select 1 from (${novas}) p where p.dta_min <= d.dta and p.dta_max >= d.dta)`);
      await tx.execute(sql`update re_tb_ps_dias d set erros = null where d.id_restaurante = ${r}
          and d.erros is not null and d.dta - date '1970-01-01' <> all(${erros})
          and exists (select 1 from (${novas}) p
            where p.dta_min <= d.dta and p.dta_max >= d.dta - ${a.dependencia}::int)`);
    }
    await tx.execute(sql`insert into re_tb_ps_dias (id_restaurante, dta, observacoes, erros)
        select ${r}, date '1970-01-01' + t.dn, t.obs, t.erros
        from unnest(${typedArray(
          dias.map((d) => d.dn),
          'int',
        )}, ${typedArray(
          dias.map((d) => JSON.stringify(d.observacoes)),
          'text',
        )}, ${typedArray(
          dias.map((d) => (d.erros ? JSON.stringify(d.erros) : null)),
          'text',
        )}) as t(dn, obs, erros)
        on conflict (id_restaurante, dta) do update set observacoes = excluded.observacoes, erros = excluded.erros`);
    await tx.execute(sql`update re_tb_ps_estado set versao = versao + 1, chave = ${a.chave},
        instantaneo = ${lidos.agora}::pg_snapshot where id_restaurante = ${r}`);
    await tx.execute(sql`delete from re_tb_ps_alteracoes
        where id_restaurante = ${r} and xid < pg_snapshot_xmin(${lidos.agora}::pg_snapshot)`);
  });
}
