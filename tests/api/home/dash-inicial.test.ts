import { DASH_MAX_DAYS } from '@domain/constants';
import { addDays, toIsoLocal } from '@domain/dates';
import { MSG } from '@domain/messages';
import type { HomeCustosResponse, HomeResponse } from '@domain/schemas/dash-inicial';
import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { largestGroup } from '../../kit/fixtures/dashboards';
import { demoSuite } from '../../kit/fixtures/demo-app';

/** The Inicial dashboard (id 0): POST /api/v1/home/ and /api/v1/home/custos (spec §7 Dashboards). */

const s = demoSuite(['gestor', 'carlos']);
const { db, rows, post } = s;
const asGestor = (url: string, payload: unknown) => post(url, s.tokens.gestor, payload);
let idGrupo: number;

const fim = toIsoLocal(new Date());
const ini = addDays(fim, -59);
const body = (over: Record<string, unknown> = {}) => ({
  idGrupo,
  dtaPeriodoIni: ini,
  dtaPeriodoFim: fim,
  indPeriodo: 0,
  ...over,
});

beforeAll(async () => {
  idGrupo = await largestGroup(db(), s.companyA);
});

/**
 * Independent bucket of a date column, without date_trunc: the day itself; the Monday of its ISO week;
 * the 1st of its month; the 1st of January.
 */
function bucketSql(indPeriodo: number): SQL {
  switch (indPeriodo) {
    case 1:
      return sql`(d.dta_apontamento - (extract(isodow from d.dta_apontamento)::int - 1))`;
    case 2:
      return sql`to_date(to_char(d.dta_apontamento, 'YYYY-MM') || '-01', 'YYYY-MM-DD')`;
    case 3:
      return sql`to_date(to_char(d.dta_apontamento, 'YYYY') || '-01-01', 'YYYY-MM-DD')`;
    default:
      return sql`d.dta_apontamento`;
  }
}

/** Independent: kg and R$ per bucket and type, straight from the appointments of the group and their costs. */
async function expectedOf(indPeriodo: number, from = ini, to = fim) {
  const list = await rows<{ periodo: string; tip: number; kg: number; custo: number }>(sql`
    select ${bucketSql(indPeriodo)}::text as periodo, d.tip_desperdicio as tip,
      sum(d.qtd_liquido)::float8 as kg, coalesce(sum(c.vlr_custo), 0)::float8 as custo
    from re_tb_desperdicios_det d
    join re_tb_restaurantes r on r.id_restaurante = d.id_restaurante and r.id_empresa = d.id_empresa
    left join re_tb_desp_custos c on c.id_apontamento = d.id_apontamento
    where d.id_empresa = ${s.companyA} and r.id_grupo = ${idGrupo}
      and d.dta_apontamento between ${from}::date and ${to}::date
    group by 1, 2`);
  const map = new Map<string, { kg: number[]; custo: number[] }>();
  for (const r of list) {
    const key = String(r.periodo).slice(0, 10);
    const e = map.get(key) ?? { kg: [0, 0, 0, 0], custo: [0, 0, 0, 0] };
    e.kg[Number(r.tip) - 1] += Number(r.kg);
    e.custo[Number(r.tip) - 1] += Number(r.custo);
    map.set(key, e);
  }
  return map;
}

/** Every bucket start from `from` to `to`, computed in JS. */
function bucketsJs(indPeriodo: number, from = ini, to = fim): string[] {
  const out = new Set<string>();
  for (let d = from; d <= to; d = addDays(d, 1)) {
    const weekday = new Date(`${d}T00:00:00Z`).getUTCDay();
    if (indPeriodo === 1) out.add(addDays(d, -((weekday + 6) % 7)));
    else if (indPeriodo === 2) out.add(`${d.slice(0, 7)}-01`);
    else if (indPeriodo === 3) out.add(`${d.slice(0, 4)}-01-01`);
    else out.add(d);
  }
  return [...out];
}

describe('POST /api/v1/home/ (waste per type per period)', () => {
  it.each([
    [0, 'Diário'],
    [1, 'Semana'],
    [2, 'Mensal'],
    [3, 'Anual'],
  ])('indPeriodo %i (%s): every bucket, kg per type equal the appointments', async (indPeriodo) => {
    const res = await asGestor('/api/v1/home/', body({ indPeriodo }));
    expect(res.statusCode, res.body).toBe(200);
    const dash = res.json() as HomeResponse;
    expect(dash.indPeriodo).toBe(indPeriodo);
    expect(dash.periodos.map((p) => p.periodo)).toEqual(bucketsJs(indPeriodo));
    const expected = await expectedOf(indPeriodo);
    expect(expected.size).toBeGreaterThan(0);
    let total = 0;
    for (const p of dash.periodos) {
      const e = expected.get(p.periodo) ?? { kg: [0, 0, 0, 0], custo: [0, 0, 0, 0] };
      expect(p.tipo1).toBeCloseTo(e.kg[0], 3);
      expect(p.tipo2).toBeCloseTo(e.kg[1], 3);
      expect(p.tipo3).toBeCloseTo(e.kg[2], 3);
      expect(p.tipo4).toBeCloseTo(e.kg[3], 3);
      expect(p.total).toBeCloseTo(
        e.kg.reduce((a, n) => a + n, 0),
        3,
      );
      total += e.kg.reduce((a, n) => a + n, 0);
    }
    expect(dash.indicadores.qtdKg).toBeCloseTo(total, 3);
    expect(dash.tipos.reduce((a, x) => a + x.qtdKg, 0)).toBeCloseTo(total, 2);
  });

  it('weeks start on Monday and labels are pt-BR', async () => {
    const res = await asGestor('/api/v1/home/', body({ indPeriodo: 1 }));
    const dash = res.json() as HomeResponse;
    for (const p of dash.periodos) expect(new Date(`${p.periodo}T00:00:00Z`).getUTCDay()).toBe(1);
    const [y, m, d] = dash.periodos[1].periodo.split('-');
    const withYear = ini.slice(0, 4) !== fim.slice(0, 4);
    expect(dash.periodos[1].label).toBe(withYear ? `Sem. ${d}/${m}/${y.slice(2)}` : `Sem. ${d}/${m}`);
    // Across years, days carry the year so the labels stay unique.
    const across = (
      await asGestor('/api/v1/home/', body({ dtaPeriodoIni: '2024-12-30', dtaPeriodoFim: '2025-01-02' }))
    ).json() as HomeResponse;
    expect(across.periodos.map((p) => p.label)).toEqual(['30/12/24', '31/12/24', '01/01/25', '02/01/25']);
    const monthly = (await asGestor('/api/v1/home/', body({ indPeriodo: 2 }))).json() as HomeResponse;
    expect(monthly.periodos[0].label).toMatch(/^(jan|fev|mar|abr|mai|jun|jul|ago|set|out|nov|dez)\/\d{4}$/);
    expect(y).toMatch(/^\d{4}$/);
  });

  it('totals per type with their share, and one entry per restaurant of the group', async () => {
    const dash = (await asGestor('/api/v1/home/', body())).json() as HomeResponse;
    const expected = await expectedOf(0);
    const kg = [0, 0, 0, 0];
    const custo = [0, 0, 0, 0];
    for (const e of expected.values())
      for (let i = 0; i < 4; i++) {
        kg[i] += e.kg[i];
        custo[i] += e.custo[i];
      }
    const all = kg.reduce((a, n) => a + n, 0);
    expect(dash.tipos.map((x) => x.tipDesperdicio)).toEqual([1, 2, 3, 4]);
    expect(dash.tipos[0].desTipo).toBe('Bandeja');
    for (let i = 0; i < 4; i++) {
      expect(dash.tipos[i].qtdKg).toBeCloseTo(kg[i], 3);
      expect(dash.tipos[i].vlrCusto).toBeCloseTo(custo[i], 2);
      expect(dash.tipos[i].pc).toBeCloseTo((kg[i] / all) * 100, 1);
    }
    expect(dash.indicadores.vlrCusto).toBeCloseTo(
      custo.reduce((a, n) => a + n, 0),
      2,
    );
    const rests = await rows<{ id_restaurante: number }>(sql`
      select id_restaurante from re_tb_restaurantes where id_empresa = ${s.companyA} and id_grupo = ${idGrupo}`);
    expect(dash.restaurantes.map((r) => r.idRestaurante).sort((a, b) => a - b)).toEqual(
      rests.map((r) => Number(r.id_restaurante)).sort((a, b) => a - b),
    );
    const perRest = dash.restaurantes.reduce((a, r) => a + r.indicadores.qtdKg, 0);
    expect(perRest).toBeCloseTo(all, 2);
  });

  it('validation: the messages verbatim', async () => {
    const endBefore = await asGestor('/api/v1/home/', body({ dtaPeriodoIni: fim, dtaPeriodoFim: ini }));
    expect(endBefore.statusCode).toBe(400);
    expect(endBefore.json().exception).toBe(MSG.dashEndBeforeStart);
    expect(endBefore.json().exception).toBe('A data final precisa ser menor que a inicial!');

    const tooLong = await asGestor('/api/v1/home/', body({ dtaPeriodoIni: addDays(fim, -DASH_MAX_DAYS) }));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().exception).toBe(MSG.dashPeriodTooLong(DASH_MAX_DAYS));

    const noGroup = await asGestor('/api/v1/home/', {
      dtaPeriodoIni: ini,
      dtaPeriodoFim: fim,
      indPeriodo: 0,
    });
    expect(noGroup.statusCode).toBe(400);
    expect(noGroup.json().exception).toContain('Grupo de restaurantes');

    const badDate = await asGestor('/api/v1/home/', body({ dtaPeriodoIni: '2025-02-30' }));
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().fields).toEqual([expect.objectContaining({ field: 'dtaPeriodoIni' })]);

    const badKind = await asGestor('/api/v1/home/', body({ indPeriodo: 4 }));
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().exception).toContain('Período');

    const custos = await asGestor('/api/v1/home/custos', body({ dtaPeriodoIni: fim, dtaPeriodoFim: ini }));
    expect(custos.statusCode).toBe(400);
    expect(custos.json().exception).toBe(MSG.dashEndBeforeStart);
  });

  it('needs a signed-in user', async () => {
    const res = await s.t.app.inject({ method: 'POST', url: '/api/v1/home/', payload: body() });
    expect(res.statusCode).toBe(401);
  });

  it("company isolation: another company's group answers nothing", async () => {
    const res = await post('/api/v1/home/', s.tokens.carlos, body());
    expect(res.statusCode).toBe(200);
    const dash = res.json() as HomeResponse;
    expect(dash.restaurantes).toEqual([]);
    expect(dash.indicadores.qtdKg).toBe(0);
    expect(dash.periodos.every((p) => p.total === 0)).toBe(true);
    const custos = (await post('/api/v1/home/custos', s.tokens.carlos, body())).json() as HomeCustosResponse;
    expect(custos.restaurantes).toEqual([]);
    expect(custos.vlrCusto).toBe(0);
  });
});

describe('POST /api/v1/home/custos (cost per type per period)', () => {
  it.each([0, 1, 2, 3])('indPeriodo %i: R$ per type per bucket equal the cost rows', async (indPeriodo) => {
    const res = await asGestor('/api/v1/home/custos', body({ indPeriodo }));
    expect(res.statusCode, res.body).toBe(200);
    const dash = res.json() as HomeCustosResponse;
    expect(dash.data).toBeNull();
    expect(dash.periodos.map((p) => p.periodo)).toEqual(bucketsJs(indPeriodo));
    const expected = await expectedOf(indPeriodo);
    let total = 0;
    for (const p of dash.periodos) {
      const e = expected.get(p.periodo)?.custo ?? [0, 0, 0, 0];
      expect(p.tipo1).toBeCloseTo(e[0], 2);
      expect(p.tipo2).toBeCloseTo(e[1], 2);
      expect(p.tipo3).toBeCloseTo(e[2], 2);
      expect(p.tipo4).toBeCloseTo(e[3], 2);
      total += e.reduce((a, n) => a + n, 0);
    }
    expect(total).toBeGreaterThan(0);
    expect(dash.vlrCusto).toBeCloseTo(total, 2);
    expect(dash.restaurantes.reduce((a, r) => a + r.total, 0)).toBeCloseTo(total, 1);
  });

  it('with `data`: the cost per restaurant of that one day', async () => {
    // The busiest day of the period.
    const [day] = await rows<{ dia: string }>(sql`
      select d.dta_apontamento::text as dia from re_tb_desperdicios_det d
      join re_tb_restaurantes r on r.id_restaurante = d.id_restaurante and r.id_empresa = d.id_empresa
      join re_tb_desp_custos c on c.id_apontamento = d.id_apontamento
      where d.id_empresa = ${s.companyA} and r.id_grupo = ${idGrupo}
        and d.dta_apontamento between ${ini}::date and ${fim}::date
      group by 1 order by count(*) desc, 1 limit 1`);
    const data = String(day.dia).slice(0, 10);
    const dash = (await asGestor('/api/v1/home/custos', body({ data }))).json() as HomeCustosResponse;
    expect(dash.data).toBe(data);
    const expected = await rows<{ id_restaurante: number; tip: number; custo: number }>(sql`
      select d.id_restaurante, d.tip_desperdicio as tip, coalesce(sum(c.vlr_custo), 0)::float8 as custo
      from re_tb_desperdicios_det d
      join re_tb_restaurantes r on r.id_restaurante = d.id_restaurante and r.id_empresa = d.id_empresa
      left join re_tb_desp_custos c on c.id_apontamento = d.id_apontamento
      where d.id_empresa = ${s.companyA} and r.id_grupo = ${idGrupo} and d.dta_apontamento = ${data}::date
      group by 1, 2`);
    let total = 0;
    for (const r of dash.restaurantes) {
      const of = (tip: number) =>
        expected
          .filter((e) => Number(e.id_restaurante) === r.idRestaurante && Number(e.tip) === tip)
          .reduce((a, e) => a + Number(e.custo), 0);
      expect(r.tipo1).toBeCloseTo(of(1), 2);
      expect(r.tipo2).toBeCloseTo(of(2), 2);
      expect(r.tipo3).toBeCloseTo(of(3), 2);
      expect(r.tipo4).toBeCloseTo(of(4), 2);
      total += r.total;
    }
    expect(total).toBeCloseTo(
      expected.reduce((a, e) => a + Number(e.custo), 0),
      2,
    );
    expect(total).toBeGreaterThan(0);
  });
});
