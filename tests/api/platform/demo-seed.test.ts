import { addDays } from '@domain/dates';
import { type Database, openDatabase, rowsOf } from '@server/db/client';
import {
  acessos,
  empresas,
  reTbAprovadores,
  reTbBalancasUnidades,
  reTbDespCustos,
  reTbDesperdiciosDet,
  reTbDesperdiciosRest,
  reTbGruposRestaurantes,
  reTbHistoricoAprov,
  reTbKanbanProducao,
  reTbParametros,
  reTbRestaurantes,
  reTbRestBalancasUsuarios,
  reTbUnidadesSatelite,
  usuarios,
} from '@server/db/schema/all';
import { type DemoSummary, isDatabaseEmpty, loadDemoData } from '@server/seed/demo-data';
import argon2 from 'argon2';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_ACCESS } from '../../kit/test-users';

/** A fixed day, so the assertions do not depend on the clock. */
const TODAY = '2026-03-18';

let database: Database;
let summary: DemoSummary;
let emptyBefore: boolean;

function rows<T>(query: ReturnType<typeof sql>, db: Database['db'] = database.db): Promise<T[]> {
  return rowsOf<T>(db, query);
}

async function userId(email: string): Promise<number> {
  const [u] = await database.db.select().from(usuarios).where(eq(usuarios.desEmail, email));
  return u.idUsuario;
}

beforeAll(async () => {
  database = await openDatabase({ pgliteDir: 'memory://' });
  await database.migrate();
  emptyBefore = await isDatabaseEmpty(database.db);
  summary = await loadDemoData(database.db, { today: TODAY });
  console.log(`[db-seed] dados de demonstração em ${summary.elapsedMs} ms`, summary.counts);
});
afterAll(async () => database?.close());

describe('loadDemoData', () => {
  it('fills an empty database', async () => {
    expect(emptyBefore).toBe(true);
    expect(await isDatabaseEmpty(database.db)).toBe(false);
    expect(summary.today).toBe(TODAY);
    expect(summary.elapsedMs).toBeGreaterThan(0);
  });

  it('creates 2 companies, 3 groups, at least 12 restaurants, and satellites', async () => {
    expect(summary.counts.empresas).toBe(2);
    expect(summary.counts.re_tb_grupos_restaurantes).toBe(3);
    expect(summary.counts.re_tb_restaurantes).toBeGreaterThanOrEqual(12);
    const companies = await database.db.select().from(empresas);
    for (const c of companies) {
      const groups = await database.db
        .select()
        .from(reTbGruposRestaurantes)
        .where(eq(reTbGruposRestaurantes.idEmpresa, c.idEmpresa));
      expect(groups.length).toBeGreaterThan(0);
      const units = await database.db
        .select()
        .from(reTbRestaurantes)
        .where(eq(reTbRestaurantes.idEmpresa, c.idEmpresa));
      expect(units.length).toBeGreaterThanOrEqual(4);
      expect(units.every((u) => u.idGrupo !== null)).toBe(true);
    }
    const sats = await database.db.select().from(reTbUnidadesSatelite);
    expect(sats.length).toBeGreaterThan(3);
    expect(sats.map((s) => s.codSatelite)).toContain('SAT-101');
    expect(sats.some((s) => s.indInativo === 1)).toBe(true);
  });

  it('has kanbans for every restaurant and day from −112 to +14, mostly active', async () => {
    const [span] = await rows<{
      min: string;
      max: string;
      days: number;
      pairs: number;
      inactive: number;
      n: number;
    }>(
      sql`select min(${reTbKanbanProducao.dtaCardapio})::text as min, max(${reTbKanbanProducao.dtaCardapio})::text as max,
          count(distinct ${reTbKanbanProducao.dtaCardapio})::int as days,
          count(distinct (${reTbKanbanProducao.idRestaurante}, ${reTbKanbanProducao.dtaCardapio}))::int as pairs,
          sum(case when ${reTbKanbanProducao.indAtivo} then 0 else 1 end)::int as inactive, count(*)::int as n
          from ${reTbKanbanProducao}`,
    );
    expect(span.min).toBe(addDays(TODAY, -112));
    expect(span.max).toBe(addDays(TODAY, 14));
    expect(span.days).toBe(127);
    expect(span.pairs).toBe(127 * summary.counts.re_tb_restaurantes);
    expect(span.inactive).toBeGreaterThan(0);
    expect(span.inactive / span.n).toBeLessThan(0.1);
  });

  it('closes the past production as the demand model does: weighed surplus, ran out or no surplus', async () => {
    const [c] = await rows<{
      esgotado: number;
      sem_sobra: number;
      weighed_closed: number;
      orphan_surplus: number;
      first_surplus: string;
      holiday: number;
    }>(
      sql`select
          (select count(*)::int from re_tb_kanban_producao where tip_fechamento = 'E') as esgotado,
          (select count(*)::int from re_tb_kanban_producao where tip_fechamento = 'S') as sem_sobra,
          (select count(*)::int from re_tb_kanban_producao k where k.tip_fechamento is not null and exists (
            select 1 from re_tb_desperdicios_det d where d.id_restaurante = k.id_restaurante
              and d.dta_apontamento = k.dta_cardapio and d.tip_desperdicio = 2 and d.id_produto = k.id_produto
              and d.id_item_venda = k.id_item_venda)) as weighed_closed,
          (select count(*)::int from re_tb_desperdicios_det d where d.tip_desperdicio = 2 and not exists (
            select 1 from re_tb_kanban_producao k where k.ind_ativo and k.id_restaurante = d.id_restaurante
              and k.dta_cardapio = d.dta_apontamento and k.id_produto = d.id_produto
              and k.id_item_venda = d.id_item_venda and k.qtd_produzida > d.qtd_liquido)) as orphan_surplus,
          (select min(dta_apontamento)::text from re_tb_desperdicios_det where tip_desperdicio = 2) as first_surplus,
          (select count(*)::int from re_tb_refeicoes_planejadas) as holiday`,
    );
    expect(c.esgotado).toBeGreaterThan(0);
    expect(c.sem_sobra).toBeGreaterThan(0);
    expect(c.weighed_closed).toBe(0);
    expect(c.orphan_surplus).toBe(0);
    expect(c.first_surplus).toBe(addDays(TODAY, -112));
    expect(c.holiday).toBe(summary.counts.re_tb_restaurantes);
  });

  it('has 90 days of appointments of the four types, each with its cost record', async () => {
    const byType = await rows<{ tip: number; n: number; min: string; max: string }>(
      sql`select ${reTbDesperdiciosDet.tipDesperdicio} as tip, count(*)::int as n,
          min(${reTbDesperdiciosDet.dtaApontamento})::text as min, max(${reTbDesperdiciosDet.dtaApontamento})::text as max
          from ${reTbDesperdiciosDet} group by 1 order by 1`,
    );
    expect(byType.map((r) => r.tip)).toEqual([1, 2, 3, 4]);
    for (const r of byType) expect(r.n).toBeGreaterThan(500);
    expect(byType[0].min).toBe(addDays(TODAY, -89));
    expect(byType[0].max).toBe(TODAY);
    expect(summary.counts.re_tb_desp_custos).toBe(summary.counts.re_tb_desperdicios_det);
    const [orphans] = await rows<{ n: number }>(
      sql`select count(*)::int as n from ${reTbDesperdiciosDet} d
          where not exists (select 1 from ${reTbDespCustos} c where c.id_apontamento = d.id_apontamento)`,
    );
    expect(orphans.n).toBe(0);
  });

  it('weighs in containers: the tare of the register kept, gross = net + tare, costs and rollup on the net', async () => {
    const [r] = await rows<{
      with_container: number;
      tare_off: number;
      tare_without: number;
      net_low: number;
      cost_off: number;
      roll_kg: string;
      net_kg: string;
    }>(
      sql`select
          (select count(*)::int from re_tb_desperdicios_det where id_recipiente is not null) as with_container,
          (select count(*)::int from re_tb_desperdicios_det d
            join re_tb_recipientes_pesos p on p.id_empresa = d.id_empresa and p.id_restaurante = d.id_restaurante
              and p.id_recipiente = d.id_recipiente
            where d.qtd_tara <> p.qtd_peso) as tare_off,
          (select count(*)::int from re_tb_desperdicios_det where id_recipiente is null and qtd_tara <> 0)
            as tare_without,
          (select count(*)::int from re_tb_desperdicios_det where qtd_liquido < 0.1) as net_low,
          (select count(*)::int from re_tb_desp_custos c join re_tb_desperdicios_det d using (id_apontamento)
            where abs(c.vlr_custo - round(d.qtd_liquido * c.vlr_custo_kg, 2)) > 0.011) as cost_off,
          (select sum(qtd_kg)::text from re_tb_desp_resumo_dia) as roll_kg,
          (select sum(qtd_liquido)::text from re_tb_desperdicios_det) as net_kg`,
    );
    expect(r.with_container).toBeGreaterThan(1000);
    expect(r.tare_off).toBe(0);
    expect(r.tare_without).toBe(0);
    expect(r.net_low).toBe(0);
    expect(r.cost_off).toBe(0);
    expect(Number(r.roll_kg)).toBe(Number(r.net_kg));
  });

  it('has some pending appointments and decided ones with history', async () => {
    const status = await rows<{ s: number | null; precisa: boolean; n: number }>(
      sql`select ${reTbDesperdiciosDet.indStatusAprov} as s, ${reTbDesperdiciosDet.precisaAprovacao} as precisa,
          count(*)::int as n from ${reTbDesperdiciosDet} group by 1, 2 order by 1, 2`,
    );
    const total = status.reduce((a, r) => a + r.n, 0);
    const pending = status.find((r) => r.s === 0);
    expect(pending?.precisa).toBe(true);
    expect(pending!.n / total).toBeGreaterThan(0.01);
    expect(pending!.n / total).toBeLessThan(0.06);
    expect(status.find((r) => r.s === null)?.precisa).toBe(false);
    const decided = status.filter((r) => r.s === 1 || r.s === 2).reduce((a, r) => a + r.n, 0);
    expect(decided).toBeGreaterThan(0);
    expect(summary.counts.re_tb_historico_aprov).toBe(decided);
    const [mismatch] = await rows<{ n: number }>(
      sql`select count(*)::int as n from ${reTbHistoricoAprov} h join ${reTbDesperdiciosDet} d using (id_apontamento)
          where h.ind_decisao <> d.ind_status_aprov`,
    );
    expect(mismatch.n).toBe(0);
  });

  it('creates the demo users with the documented access', async () => {
    const all = await database.db.select().from(usuarios);
    const emails = all.map((u) => u.desEmail);
    for (const e of ['admin', 'cozinha', 'aprovador', 'gestor', 'semacesso'])
      expect(emails).toContain(`${e}@demo.com.br`);
    expect(all.length).toBeGreaterThan(5);
    expect(await argon2.verify(all[0].desSenha, 'demo')).toBe(true);

    const accessOf = async (email: string) =>
      database.db
        .select()
        .from(acessos)
        .where(eq(acessos.idUsuario, await userId(email)));

    const admin = await accessOf('admin@demo.com.br');
    expect(admin).toHaveLength(2);
    for (const a of admin) {
      const flags = Object.entries(a).filter(([k]) => k.startsWith('ind'));
      expect(flags.length).toBeGreaterThan(0);
      expect(flags.every(([, v]) => v === true)).toBe(true);
    }
    expect(await accessOf('semacesso@demo.com.br')).toHaveLength(0);

    const [cozinha] = await accessOf('cozinha@demo.com.br');
    expect(await accessOf('cozinha@demo.com.br')).toHaveLength(1);
    expect(cozinha).toMatchObject({ ...NO_ACCESS, indApontamentos: true });
    const links = await database.db
      .select()
      .from(reTbRestBalancasUsuarios)
      .where(eq(reTbRestBalancasUsuarios.idUsuario, await userId('cozinha@demo.com.br')));
    const units = new Set(links.map((l) => l.idRestaurante));
    expect(units.size).toBeGreaterThanOrEqual(2);
    expect(units.size).toBeLessThanOrEqual(3);
    expect(links.every((l) => l.idEmpresa === cozinha.idEmpresa)).toBe(true);

    const [gestor] = await accessOf('gestor@demo.com.br');
    expect(gestor).toMatchObject({ indRelatorios: true, indApontamentos: false, indRetAdm: false });
    const [aprovador] = await accessOf('aprovador@demo.com.br');
    expect(aprovador).toMatchObject({ indApontamentos: true, indRetAdm: false });

    const rights = async (email: string) =>
      database.db
        .select()
        .from(reTbAprovadores)
        .where(eq(reTbAprovadores.idUsuario, await userId(email)));
    expect(await rights('admin@demo.com.br')).toHaveLength(summary.counts.re_tb_restaurantes);
    expect((await rights('aprovador@demo.com.br')).length).toBe(4);
    expect(await rights('cozinha@demo.com.br')).toHaveLength(0);
  });

  it('configures every restaurant: parameters, waste types, active scales', async () => {
    const restaurants = await database.db.select().from(reTbRestaurantes);
    for (const r of restaurants) {
      const params = await database.db
        .select()
        .from(reTbParametros)
        .where(
          and(eq(reTbParametros.idEmpresa, r.idEmpresa), eq(reTbParametros.idRestaurante, r.idRestaurante)),
        );
      const get = (des: string, seq: number) =>
        params.find((p) => p.desParametro === des && p.seqParametro === seq);
      expect(get('RE-Configuracao/U', 7)?.vlrParametroInt).toBe(2);
      expect(get('RE-Configuracao/U', 10)?.vlrParametroInt).toBe(1);
      expect(get('RE-Configuracao/U', 12)!.vlrParametroDta! > TODAY).toBe(true);
      expect(get('RE-Configuracao/U', 13)?.vlrParametroDec).toBe(20);
      expect(get('RE-Configuracao/U', 14)?.vlrParametroDec).toBe(30);
      expect(get('RE-Configuracao/U', 15)?.vlrParametroInt).toBe(0);
      expect(get('RE-Configuracao/U', 16)?.vlrParametroInt).toBe(1);
      for (const seq of [7, 9, 10, 14]) expect(get('RE-Refeicoes/U', seq)).toBeDefined();

      const types = await database.db
        .select()
        .from(reTbDesperdiciosRest)
        .where(eq(reTbDesperdiciosRest.idRestaurante, r.idRestaurante));
      expect(types.length).toBeGreaterThanOrEqual(2);
      for (const t of types) expect(t.tipCardapio).toBe(t.tipDesperdicio === 4 ? 1 : null);

      const scales = await database.db
        .select()
        .from(reTbBalancasUnidades)
        .where(
          and(
            eq(reTbBalancasUnidades.idRestaurante, r.idRestaurante),
            eq(reTbBalancasUnidades.indInativo, 0),
          ),
        );
      expect(scales.length).toBeGreaterThanOrEqual(2);
    }
    const globals = await rows<{ n: number }>(
      sql`select count(*)::int as n from ${reTbParametros} where ${reTbParametros.idRestaurante} is null`,
    );
    expect(globals[0].n).toBeGreaterThan(0);
    // No destination is enabled for types 3 and 4 in the same restaurant.
    const both = await rows<{ n: number }>(
      sql`select count(*)::int as n from re_tb_dest_desperdicios a join re_tb_dest_desperdicios b
          on a.id_restaurante = b.id_restaurante and a.id_destino = b.id_destino
          where a.tip_desperdicio = 3 and b.tip_desperdicio = 4`,
    );
    expect(both[0].n).toBe(0);
  });

  it('enforces company scoping, active-scale uniqueness and offline-replay uniqueness in the schema', async () => {
    const [c1, c2] = await database.db.select().from(empresas).orderBy(empresas.idEmpresa);
    const [r1] = await database.db
      .select()
      .from(reTbRestaurantes)
      .where(eq(reTbRestaurantes.idEmpresa, c1.idEmpresa))
      .limit(1);
    const appointment = {
      idRestaurante: r1.idRestaurante,
      tipDesperdicio: 1,
      dtaApontamento: TODAY,
      qtdDesperdicio: 1.5,
    };
    // A restaurant of another company is refused by the scoped foreign key.
    await expect(
      database.db.insert(reTbDesperdiciosDet).values({ ...appointment, idEmpresa: c2.idEmpresa }),
    ).rejects.toThrow();
    // The same client UUID can be stored once per company.
    const idLocal = '0b0f4e64-8f4c-4d4f-9b0e-3f1b2c3d4e5f';
    const [created] = await database.db
      .insert(reTbDesperdiciosDet)
      .values({ ...appointment, idEmpresa: c1.idEmpresa, idLocal })
      .returning();
    expect(created.qtdDesperdicio).toBe(1.5);
    expect(created.indStatusAprov).toBeNull();
    await expect(
      database.db.insert(reTbDesperdiciosDet).values({ ...appointment, idEmpresa: c1.idEmpresa, idLocal }),
    ).rejects.toThrow();
    // A scale active in one restaurant cannot be activated in another.
    const [active] = await database.db
      .select()
      .from(reTbBalancasUnidades)
      .where(and(eq(reTbBalancasUnidades.idEmpresa, c1.idEmpresa), eq(reTbBalancasUnidades.indInativo, 0)))
      .limit(1);
    const [other] = await database.db
      .select()
      .from(reTbRestaurantes)
      .where(
        and(
          eq(reTbRestaurantes.idEmpresa, c1.idEmpresa),
          sql`${reTbRestaurantes.idRestaurante} <> ${active.idRestaurante}`,
        ),
      )
      .limit(1);
    await expect(
      database.db.insert(reTbBalancasUnidades).values({
        idEmpresa: c1.idEmpresa,
        idRestaurante: other.idRestaurante,
        idBal: active.idBal,
        indInativo: 0,
      }),
    ).rejects.toThrow();
    await database.db.insert(reTbBalancasUnidades).values({
      idEmpresa: c1.idEmpresa,
      idRestaurante: other.idRestaurante,
      idBal: active.idBal,
      indInativo: 1,
    });
    // One global parameter per company, name and sequence (idRestaurante null).
    const global = {
      idEmpresa: c1.idEmpresa,
      idRestaurante: null,
      desParametro: 'RE-Teste',
      seqParametro: 1,
    };
    await database.db.insert(reTbParametros).values(global);
    await expect(database.db.insert(reTbParametros).values(global)).rejects.toThrow();
  });

  it('is deterministic for a given day', async () => {
    const other = await openDatabase({ pgliteDir: 'memory://' });
    try {
      await other.migrate();
      const again = await loadDemoData(other.db, { today: TODAY });
      expect(again.counts).toMatchObject({
        re_tb_kanban_producao: summary.counts.re_tb_kanban_producao,
        re_tb_historico_aprov: summary.counts.re_tb_historico_aprov,
      });
      // The scoping test above added an appointment dated TODAY to the first database: compare the days before.
      const fingerprint = sql`select count(*)::int as n, sum(qtd_desperdicio)::text as kg, sum(qtd_tara)::text as tara,
          sum(id_restaurante * tip_desperdicio + coalesce(ind_status_aprov, 5))::text as mix
          from re_tb_desperdicios_det where dta_apontamento < ${TODAY}`;
      expect(await rows(fingerprint, other.db)).toEqual(await rows(fingerprint));
    } finally {
      await other.close();
    }
    // Migrates and loads the whole demo data set a second time, in embedded PostgreSQL: minutes on a busy machine.
  }, 240_000);
});
