import { MSG } from '@domain/messages';
import type { ComparativoResult, DesperdiciosResult, ExcedentesResult } from '@domain/schemas/relatorios';
import { rowsOf } from '@server/db/client';
import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, expectStatus, registerSuite } from '../../kit/fixtures/registers';

/**
 * The three reports: every number equals an independent SQL computation over the appointments
 * (re_tb_desperdicios_det + re_tb_desp_custos), not the rollup the reports read; indRelatorios required;
 * the period messages verbatim.
 */

const URL = '/api/v1/relatorios';
const f = registerSuite();

function rows<T>(query: SQL): Promise<T[]> {
  return rowsOf<T>(f.db, query);
}

const round = (n: number | string | null, d: number) => Math.round(Number(n ?? 0) * 10 ** d) / 10 ** d;

let idGrupo: number;
let dtaIni: string;
let dtaFim: string;
let dtaBaseIni: string;
let dtaBaseFim: string;

beforeAll(async () => {
  // The group of company A with the most appointments, and a 60-day period ending today (São Paulo).
  [{ id_grupo: idGrupo, ini: dtaIni, fim: dtaFim, base_ini: dtaBaseIni, base_fim: dtaBaseFim }] = await rows<{
    id_grupo: number;
    ini: string;
    fim: string;
    base_ini: string;
    base_fim: string;
  }>(sql`
    select r.id_grupo,
      ((now() at time zone 'America/Sao_Paulo')::date - 59)::text as ini,
      ((now() at time zone 'America/Sao_Paulo')::date)::text as fim,
      ((now() at time zone 'America/Sao_Paulo')::date - 119)::text as base_ini,
      ((now() at time zone 'America/Sao_Paulo')::date - 60)::text as base_fim
    from re_tb_desperdicios_det d
    join re_tb_restaurantes r on r.id_empresa = d.id_empresa and r.id_restaurante = d.id_restaurante
    where d.id_empresa = ${f.companyA} and r.id_grupo is not null
    group by r.id_grupo order by count(*) desc, r.id_grupo limit 1`);
});

/** Independent sums per key over the appointments of the group in [ini, fim]. */
async function expected(keys: SQL, where: SQL, ini: string, fim: string) {
  return rows<{ k: string; kg: string; custo: string; n: number }>(sql`
    select ${keys} as k, sum(d.qtd_liquido) as kg, coalesce(sum(c.vlr_custo), 0) as custo, count(*)::int as n
    from re_tb_desperdicios_det d
    join re_tb_restaurantes r on r.id_empresa = d.id_empresa and r.id_restaurante = d.id_restaurante
    left join re_tb_desp_custos c on c.id_apontamento = d.id_apontamento
    where d.id_empresa = ${f.companyA} and r.id_grupo = ${idGrupo}
      and d.dta_apontamento between ${ini}::date and ${fim}::date and ${where}
    group by 1`);
}

describe('POST /relatorios/desperdicios', () => {
  it('gives kg, R$ and appointments per restaurant × day × type, with the totals, equal to the appointments', async () => {
    const res = await expectStatus<DesperdiciosResult>(
      await call(f, 'POST', `${URL}/desperdicios`, f.gestor, { idGrupo, dtaIni, dtaFim }),
      200,
    );
    const want = await expected(
      sql`d.id_restaurante || '|' || d.dta_apontamento::text || '|' || d.tip_desperdicio`,
      sql`true`,
      dtaIni,
      dtaFim,
    );
    expect(want.length).toBeGreaterThan(0);
    const got = new Map(
      res.linhas.map((l) => [`${l.idRestaurante}|${l.dtaApontamento}|${l.tipDesperdicio}` as string, l]),
    );
    expect(got.size).toBe(want.length);
    for (const w of want) {
      const l = got.get(w.k);
      expect(l, w.k).toBeDefined();
      expect(l?.qtdKg).toBeCloseTo(round(w.kg, 3), 3);
      expect(l?.vlrCusto).toBeCloseTo(round(w.custo, 2), 2);
      expect(l?.qtdApontamentos).toBe(Number(w.n));
    }
    const sum = (k: 'kg' | 'custo' | 'n') => want.reduce((s, w) => s + Number(w[k]), 0);
    expect(res.totais.qtdKg).toBeCloseTo(sum('kg'), 2);
    expect(res.totais.vlrCusto).toBeCloseTo(sum('custo'), 1);
    expect(res.totais.qtdApontamentos).toBe(sum('n'));
    const byRest = await expected(sql`d.id_restaurante::text`, sql`true`, dtaIni, dtaFim);
    expect(res.totaisRestaurante.map((t) => t.idRestaurante).sort()).toEqual(
      byRest.map((w) => Number(w.k)).sort(),
    );
    for (const w of byRest) {
      const t = res.totaisRestaurante.find((x) => x.idRestaurante === Number(w.k));
      expect(t?.qtdKg).toBeCloseTo(round(w.kg, 3), 2);
      expect(t?.qtdApontamentos).toBe(Number(w.n));
    }
    // Ordered by restaurant name, then day.
    const names = res.linhas.map((l) => l.desRestaurante);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('filters by restaurant and type', async () => {
    const [{ id }] = await rows<{ id: number }>(sql`
      select d.id_restaurante as id from re_tb_desperdicios_det d
      join re_tb_restaurantes r on r.id_empresa = d.id_empresa and r.id_restaurante = d.id_restaurante
      where d.id_empresa = ${f.companyA} and r.id_grupo = ${idGrupo}
        and d.dta_apontamento between ${dtaIni}::date and ${dtaFim}::date
      group by 1 order by count(*) desc limit 1`);
    const res = await expectStatus<DesperdiciosResult>(
      await call(f, 'POST', `${URL}/desperdicios`, f.gestor, {
        idRestaurante: id,
        dtaIni,
        dtaFim,
        tipDesperdicio: 1,
      }),
      200,
    );
    const [w] = await expected(
      sql`'x'`,
      sql`d.id_restaurante = ${id} and d.tip_desperdicio = 1`,
      dtaIni,
      dtaFim,
    );
    expect(res.linhas.every((l) => l.idRestaurante === id && l.tipDesperdicio === 1)).toBe(true);
    expect(res.totais.qtdKg).toBeCloseTo(round(w?.kg ?? 0, 3), 2);
    expect(res.totais.qtdApontamentos).toBe(Number(w?.n ?? 0));
  });
});

/** /excedentes over [ini, fim] against the independent sums per restaurant × sale item × product. */
async function checkExcedentes(ini: string, fim: string) {
  const res = await expectStatus<ExcedentesResult>(
    await call(f, 'POST', `${URL}/excedentes`, f.gestor, { idGrupo, dtaIni: ini, dtaFim: fim }),
    200,
  );
  const want = await expected(
    sql`d.id_restaurante || '|' || coalesce(d.id_item_venda, 0) || '|' || coalesce(d.id_produto, 0)`,
    sql`d.tip_desperdicio = 2`,
    ini,
    fim,
  );
  expect(want.length).toBeGreaterThan(0);
  expect(res.linhas).toHaveLength(want.length);
  for (const w of want) {
    const l = res.linhas.find((x) => `${x.idRestaurante}|${x.idItemVenda ?? 0}|${x.idProduto ?? 0}` === w.k);
    expect(l, w.k).toBeDefined();
    expect(l?.qtdKg).toBeCloseTo(round(w.kg, 3), 3);
    expect(l?.vlrCusto).toBeCloseTo(round(w.custo, 2), 2);
    expect(l?.qtdApontamentos).toBe(Number(w.n));
  }
  const sum = (k: 'kg' | 'n') => want.reduce((s, w) => s + Number(w[k]), 0);
  expect(res.totais.qtdKg).toBeCloseTo(sum('kg'), 2);
  expect(res.totais.qtdApontamentos).toBe(sum('n'));
  return res;
}

describe('POST /relatorios/excedentes', () => {
  it('gives the production surplus per restaurant × sale item × product with names and totals', async () => {
    const res = await checkExcedentes(dtaIni, dtaFim);
    const names = await rows<{ id: number; des: string }>(
      sql`select id_item_venda as id, des_item_venda as des from re_mv_itens_venda where id_empresa = ${f.companyA}`,
    );
    const withItem = res.linhas.find((l) => l.idItemVenda !== null);
    if (withItem)
      expect(withItem.desItemVenda).toBe(names.find((n) => Number(n.id) === withItem.idItemVenda)?.des);
  });

  it('sums whole months and the days of the partial months at both ends of a period alike', async () => {
    // From the 25th of a month to the 15th two months later (a whole month between, days at both ends), the
    // latest such period ending before today: within the demo data's 90 days.
    const [p] = await rows<{ ini: string; fim: string }>(sql`
      with t as (select date_trunc('month', (now() at time zone 'America/Sao_Paulo')::date - 15)::date + 14 as fim)
      select ((date_trunc('month', fim) - interval '2 months')::date + 24)::text as ini, fim::text as fim from t`);
    expect(p.ini.slice(8)).toBe('25');
    expect(p.fim.slice(8)).toBe('15');
    await checkExcedentes(p.ini, p.fim);
  });

  it('filters by sale item', async () => {
    const [top] = await expected(
      sql`d.id_item_venda::text`,
      sql`d.tip_desperdicio = 2 and d.id_item_venda is not null`,
      dtaIni,
      dtaFim,
    );
    if (!top) return;
    const res = await expectStatus<ExcedentesResult>(
      await call(f, 'POST', `${URL}/excedentes`, f.gestor, {
        idGrupo,
        dtaIni,
        dtaFim,
        idItemVenda: Number(top.k),
      }),
      200,
    );
    expect(res.linhas.length).toBeGreaterThan(0);
    expect(res.linhas.every((l) => l.idItemVenda === Number(top.k))).toBe(true);
    expect(res.totais.qtdApontamentos).toBe(Number(top.n));
  });
});

describe('POST /relatorios/comparativo', () => {
  it('compares the period with the base period per restaurant × type, with variation and totals', async () => {
    const res = await expectStatus<ComparativoResult>(
      await call(f, 'POST', `${URL}/comparativo`, f.gestor, {
        idGrupo,
        dtaIni,
        dtaFim,
        dtaBaseIni,
        dtaBaseFim,
      }),
      200,
    );
    const key = sql`d.id_restaurante || '|' || d.tip_desperdicio`;
    const period = new Map((await expected(key, sql`true`, dtaIni, dtaFim)).map((w) => [w.k, w]));
    const base = new Map((await expected(key, sql`true`, dtaBaseIni, dtaBaseFim)).map((w) => [w.k, w]));
    const keys = new Set([...period.keys(), ...base.keys()]);
    expect(res.linhas).toHaveLength(keys.size);
    for (const k of keys) {
      const l = res.linhas.find((x) => `${x.idRestaurante}|${x.tipDesperdicio}` === k);
      expect(l, k).toBeDefined();
      const kgP = round(period.get(k)?.kg ?? 0, 3);
      const kgB = round(base.get(k)?.kg ?? 0, 3);
      expect(l?.qtdKg).toBeCloseTo(kgP, 3);
      expect(l?.qtdKgBase).toBeCloseTo(kgB, 3);
      expect(l?.vlrCusto).toBeCloseTo(round(period.get(k)?.custo ?? 0, 2), 2);
      expect(l?.vlrCustoBase).toBeCloseTo(round(base.get(k)?.custo ?? 0, 2), 2);
      if (kgB === 0) expect(l?.variacaoKgPc).toBeNull();
      else expect(l?.variacaoKgPc).toBeCloseTo(((kgP - kgB) / kgB) * 100, 1);
    }
    const total = (m: Map<string, { kg: string }>) => [...m.values()].reduce((s, w) => s + Number(w.kg), 0);
    expect(res.totais.qtdKg).toBeCloseTo(total(period), 2);
    expect(res.totais.qtdKgBase).toBeCloseTo(total(base), 2);
  });
});

describe('access and validation', () => {
  it('answers 403 without indRelatorios', async () => {
    for (const path of ['excedentes', 'comparativo', 'desperdicios'])
      expect(
        (
          await call(f, 'POST', `${URL}/${path}`, f.cozinha, {
            dtaIni,
            dtaFim,
            dtaBaseIni,
            dtaBaseFim,
          })
        ).statusCode,
      ).toBe(403);
  });

  it('answers the period messages verbatim', async () => {
    const bad = async (path: string, body: object, message: string) => {
      const res = await call(f, 'POST', `${URL}/${path}`, f.gestor, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().exception).toBe(message);
    };
    await bad('desperdicios', { dtaIni: '2026-02-30', dtaFim: '2026-03-01' }, MSG.invalidDate);
    await bad('desperdicios', { dtaIni: '2026-03-02', dtaFim: '2026-03-01' }, MSG.dashEndBeforeStart);
    await bad('excedentes', { dtaIni: '2026-03-02', dtaFim: '2026-03-01' }, MSG.dashEndBeforeStart);
    await bad('excedentes', { dtaIni: '2020-01-01', dtaFim: '2026-03-01' }, MSG.dashPeriodTooLong(800));
    await bad('comparativo', { dtaIni, dtaFim, dtaBaseIni: 'x', dtaBaseFim: dtaBaseFim }, MSG.invalidDate);
    await bad(
      'comparativo',
      { dtaIni: dtaFim, dtaFim: dtaIni, dtaBaseIni, dtaBaseFim },
      MSG.dashEndBeforeStart,
    );
  });
});
