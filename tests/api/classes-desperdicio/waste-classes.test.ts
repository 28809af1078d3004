import { PARAM_EVITAVEL } from '@domain/constants';
import { addDays } from '@domain/dates';
import {
  type Classe,
  classeDaPesagem,
  fracaoEvitavel,
  MSG_CLASSE,
  type TipClasse,
} from '@domain/rules/waste-classes';
import type { DesafioDash } from '@domain/schemas/dash-desafio';
import type { MetasResponse } from '@domain/schemas/dash-metas';
import type { Indicadores } from '@domain/schemas/dashboards';
import type { PorClasseLinha, TipoClasseRow } from '@domain/schemas/waste-classes';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToClassBucket, type ClassBucket, expectClassSplit } from '../../kit/fixtures/class-buckets';
import { largestGroup } from '../../kit/fixtures/dashboards';
import { demoSuite } from '../../kit/fixtures/demo-app';

/**
 * Avoidable and unavoidable waste: the classes of the waste types, sale items and inputs (register
 * round-trip, bad values), the dashboards' split by class against an independent computation over the raw
 * appointments and the domain rule, and the goals and Desafio counting only the avoidable kg.
 */

const s = demoSuite(['admin', 'adminB', 'gestor']);
const { db, rows } = s;
let idGrupo: number;
let restaurantes: number[];

const fim = addDays(new Date().toISOString().slice(0, 10), -1);
const ini = addDays(fim, -40);

const call = (method: 'GET' | 'POST', url: string, token = s.tokens.admin, payload?: unknown) =>
  s.call(method, url, token, payload);
async function ok<T>(
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  token = s.tokens.admin,
): Promise<T> {
  const res = await call(method, url, token, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

const ids = (list: readonly number[]) =>
  sql.join(
    list.map((id) => sql`${id}`),
    sql`, `,
  );

/** The ids with the most net kg of `col` among the group's appointments of the period (type `tip`). */
async function topIds(col: 'id_item_venda' | 'id_insumo', tip: number, n: number): Promise<number[]> {
  const list = await rows<{ id: number }>(
    sql`select ${sql.raw(col)} as id from re_tb_desperdicios_det
      where id_empresa = ${s.companyA} and id_restaurante in (${ids(restaurantes)}) and tip_desperdicio = ${tip}
        and dta_apontamento between ${ini}::date and ${fim}::date and ${sql.raw(col)} is not null
      group by 1 order by sum(qtd_liquido) desc limit ${n}`,
  );
  return list.map((r) => Number(r.id));
}

/** The company's type classes and RE-Evitavel as the seed made them (restored at the end). */
let seededTipos: { tip: number; classe: string | null; pct: number | null }[];
let seededEvitavel: 0 | 1 | null;
let otherBefore: TipoClasseRow[];
let itemInevitavel: number;
let itemParcial: number;
let insumoInevitavel: number;
let insumoParcial: number;

beforeAll(async () => {
  idGrupo = await largestGroup(db(), s.companyA);
  restaurantes = (
    await rows<{ id: number }>(
      sql`select id_restaurante as id from re_tb_restaurantes where id_empresa = ${s.companyA} and id_grupo = ${idGrupo}`,
    )
  ).map((r) => Number(r.id));
  [itemInevitavel, itemParcial] = await topIds('id_item_venda', 2, 2);
  [insumoInevitavel, insumoParcial] = await topIds('id_insumo', 4, 2);
  seededTipos = await rows(
    sql`select tip_desperdicio as tip, tip_classe as classe, pct_evitavel::float8 as pct
      from re_tb_tip_desp_classes where id_empresa = ${s.companyA}`,
  );
  const [p] = await rows<{ v: number | null }>(
    sql`select vlr_parametro_int as v from re_tb_parametros where id_empresa = ${s.companyA}
      and id_restaurante is null and des_parametro = ${PARAM_EVITAVEL} and seq_parametro = 1`,
  );
  seededEvitavel = p ? (Number(p.v) as 0 | 1) : null;
  otherBefore = await ok<TipoClasseRow[]>(
    'GET',
    '/api/v1/classesDesperdicio/tipos',
    undefined,
    s.tokens.adminB,
  );
});

afterAll(async () => {
  // The PostgreSQL test database is shared by the files of a run: leave the company as the seed made it.
  if (s.t) {
    await db().execute(sql`delete from re_tb_tip_desp_classes where id_empresa = ${s.companyA}`);
    for (const r of seededTipos)
      await db().execute(
        sql`insert into re_tb_tip_desp_classes (id_empresa, tip_desperdicio, tip_classe, pct_evitavel)
          values (${s.companyA}, ${r.tip}, ${r.classe}, ${r.pct})`,
      );
    await db().execute(
      sql`update re_mv_itens_venda set tip_classe = null, pct_evitavel = null where id_empresa = ${s.companyA}`,
    );
    await db().execute(
      sql`update re_tb_insumos set tip_classe = null, pct_evitavel = null where id_empresa = ${s.companyA}`,
    );
    await setSomenteEvitavel(seededEvitavel);
  }
});

/** RE-Evitavel seq 1 (global): 1 on, 0 off, null removed. */
async function setSomenteEvitavel(v: 0 | 1 | null) {
  await db().execute(
    sql`delete from re_tb_parametros where id_empresa = ${s.companyA} and id_restaurante is null
      and des_parametro = ${PARAM_EVITAVEL} and seq_parametro = 1`,
  );
  if (v !== null)
    await db().execute(
      sql`insert into re_tb_parametros (id_empresa, id_restaurante, des_parametro, seq_parametro, vlr_parametro_int)
        values (${s.companyA}, null, ${PARAM_EVITAVEL}, 1, ${v})`,
    );
}

/** Independent: the raw appointments of the scope by (type, sale item, input), classed by the domain rule. */
async function expectedSplit(tip?: number, extra: SQL = sql``) {
  const cls = (r: { tip_classe: string | null; pct_evitavel: string | number | null }): Classe => ({
    tipClasse: r.tip_classe as TipClasse | null,
    pctEvitavel: r.pct_evitavel === null ? null : Number(r.pct_evitavel),
  });
  type ClasseRow = { id: number; tip_classe: string | null; pct_evitavel: string | number | null };
  const tipos = new Map(
    (
      await rows<ClasseRow>(
        sql`select tip_desperdicio as id, tip_classe, pct_evitavel from re_tb_tip_desp_classes where id_empresa = ${s.companyA}`,
      )
    ).map((r) => [Number(r.id), cls(r)]),
  );
  const itens = new Map(
    (
      await rows<ClasseRow>(
        sql`select id_item_venda as id, tip_classe, pct_evitavel from re_mv_itens_venda where id_empresa = ${s.companyA}`,
      )
    ).map((r) => [Number(r.id), cls(r)]),
  );
  const insumos = new Map(
    (
      await rows<ClasseRow>(
        sql`select id_insumo as id, tip_classe, pct_evitavel from re_tb_insumos where id_empresa = ${s.companyA}`,
      )
    ).map((r) => [Number(r.id), cls(r)]),
  );
  const sums = await rows<{
    id_restaurante: number;
    tip: number;
    item: number | null;
    insumo: number | null;
    kg: string | number;
    custo: string | number;
    co2e: string | number;
  }>(
    sql`select d.id_restaurante, d.tip_desperdicio as tip, d.id_item_venda as item, d.id_insumo as insumo,
        sum(d.qtd_liquido)::float8 as kg, coalesce(sum(c.vlr_custo), 0)::float8 as custo,
        coalesce(sum(d.qtd_liquido * coalesce(f.fator_co2e, 0)), 0)::float8 as co2e
      from re_tb_desperdicios_det d left join re_tb_desp_custos c on c.id_apontamento = d.id_apontamento
      left join re_tb_dest_residuos f on f.id_destino = d.id_destino
      where d.id_empresa = ${s.companyA} and d.id_restaurante in (${ids(restaurantes)})
        and d.dta_apontamento between ${ini}::date and ${fim}::date
        ${tip ? sql`and d.tip_desperdicio = ${tip}` : sql``}${extra}
      group by 1, 2, 3, 4`,
  );
  const buckets = new Map<string, ClassBucket>();
  const porRestaurante = new Map<number, number>();
  for (const s of sums) {
    const classe = classeDaPesagem({
      insumo: s.insumo === null ? null : insumos.get(Number(s.insumo)),
      itemVenda: s.item === null ? null : itens.get(Number(s.item)),
      tipo: tipos.get(Number(s.tip)),
    });
    const f = addToClassBucket(buckets, classe, s);
    const id = Number(s.id_restaurante);
    porRestaurante.set(id, (porRestaurante.get(id) ?? 0) + Number(s.kg) * f);
  }
  return { buckets, porRestaurante };
}

function expectSplit(
  got: readonly PorClasseLinha[] | undefined,
  exp: Awaited<ReturnType<typeof expectedSplit>>,
) {
  expectClassSplit(got, exp.buckets);
}

describe('/api/v1/classesDesperdicio', () => {
  it('round-trips the classes of the waste types, sale items and inputs', async () => {
    const tipos = await ok<TipoClasseRow[]>('POST', '/api/v1/classesDesperdicio/tipos/saveAll', [
      { tipDesperdicio: 1, tipClasse: 'parcial', pctEvitavel: 60 },
      { tipDesperdicio: 2, tipClasse: 'evitavel' },
      { tipDesperdicio: 3, tipClasse: 'inevitavel', pctEvitavel: null },
      { tipDesperdicio: 4 },
    ]);
    expect(tipos.map((r) => [r.tipDesperdicio, r.tipClasse, r.pctEvitavel])).toEqual([
      [1, 'parcial', 60],
      [2, 'evitavel', null],
      [3, 'inevitavel', null],
      [4, null, null],
    ]);
    const listed = await ok<TipoClasseRow[]>('GET', '/api/v1/classesDesperdicio/tipos');
    expect(listed.map((r) => r.desTipDesperdicio)).toEqual([
      'Bandeja',
      'Excedente de produção',
      'Pré-preparo por turno',
      'Pré-preparo por insumo',
    ]);
    expect(listed).toEqual(tipos);

    await ok('POST', '/api/v1/classesDesperdicio/itensVenda/saveAll', [
      { idItemVenda: itemInevitavel, tipClasse: 'inevitavel' },
      { idItemVenda: itemParcial, tipClasse: 'parcial', pctEvitavel: 25.5 },
    ]);
    const itens = await ok<{ idItemVenda: number; tipClasse: string | null; pctEvitavel: number | null }[]>(
      'GET',
      '/api/v1/classesDesperdicio/itensVenda',
    );
    expect(itens.find((i) => i.idItemVenda === itemInevitavel)).toMatchObject({
      tipClasse: 'inevitavel',
      pctEvitavel: null,
    });
    expect(itens.find((i) => i.idItemVenda === itemParcial)).toMatchObject({
      tipClasse: 'parcial',
      pctEvitavel: 25.5,
    });

    const insumos = await ok<{ idInsumo: number; tipClasse: string | null }[]>(
      'POST',
      '/api/v1/classesDesperdicio/insumos/saveAll',
      [
        { idInsumo: insumoInevitavel, tipClasse: 'inevitavel' },
        { idInsumo: insumoParcial, tipClasse: 'parcial', pctEvitavel: 10 },
      ],
    );
    expect(insumos.map((i) => [i.idInsumo, i.tipClasse])).toEqual([
      [insumoInevitavel, 'inevitavel'],
      [insumoParcial, 'parcial'],
    ]);
    const listedInsumos = await ok<{ idInsumo: number; tipClasse: string | null }[]>(
      'GET',
      '/api/v1/classesDesperdicio/insumos',
    );
    expect(listedInsumos.find((i) => i.idInsumo === insumoParcial)?.tipClasse).toBe('parcial');
    // Another company keeps its own.
    const other = await ok<TipoClasseRow[]>(
      'GET',
      '/api/v1/classesDesperdicio/tipos',
      undefined,
      s.tokens.adminB,
    );
    expect(other).toEqual(otherBefore);
    expect(other).not.toEqual(tipos);
  });

  it('refuses a bad class or share with a pt-BR 400, and saves nothing', async () => {
    const cases: [string, unknown, string][] = [
      ['/tipos/saveAll', [{ tipDesperdicio: 1, tipClasse: 'talvez' }], 'Classe'],
      ['/tipos/saveAll', [{ tipDesperdicio: 2, tipClasse: 'parcial' }], MSG_CLASSE.pctObrigatorio],
      [
        '/tipos/saveAll',
        [{ tipDesperdicio: 2, tipClasse: 'parcial', pctEvitavel: 150 }],
        'Parte evitável (%)',
      ],
      [
        '/tipos/saveAll',
        [{ tipDesperdicio: 2, tipClasse: 'evitavel', pctEvitavel: 20 }],
        MSG_CLASSE.pctSemParcial,
      ],
      ['/tipos/saveAll', [{ tipDesperdicio: 9, tipClasse: 'evitavel' }], 'Tipo de desperdício'],
      ['/itensVenda/saveAll', [{ idItemVenda: 999999999, tipClasse: 'evitavel' }], 'Registro 999999999'],
      ['/insumos/saveAll', [{ idInsumo: insumoParcial, tipClasse: 'parcial', pctEvitavel: '3x' }], 'Parte'],
      ['/insumos/saveAll', [], 'Nenhum'],
    ];
    for (const [path, payload, text] of cases) {
      const res = await call('POST', `/api/v1/classesDesperdicio${path}`, s.tokens.admin, payload);
      expect(res.statusCode, `${path} ${JSON.stringify(payload)}: ${res.body}`).toBe(400);
      const { exception, message } = res.json() as { exception?: string; message?: string };
      expect(exception ?? message, res.body).toContain(text);
    }
    // The other company's sale item is not this one's.
    const [foreign] = await rows<{ id: number }>(
      sql`select id_item_venda as id from re_mv_itens_venda where id_empresa = ${s.companyB} limit 1`,
    );
    const res = await call('POST', '/api/v1/classesDesperdicio/itensVenda/saveAll', s.tokens.admin, [
      { idItemVenda: Number(foreign.id), tipClasse: 'evitavel' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().exception).toBe(`Linha 1: Registro ${foreign.id} não encontrado`);
    const tipos = await ok<TipoClasseRow[]>('GET', '/api/v1/classesDesperdicio/tipos');
    expect(tipos.find((r) => r.tipDesperdicio === 2)?.tipClasse).toBe('evitavel');
  });

  it('needs the administrator access', async () => {
    expect((await call('GET', '/api/v1/classesDesperdicio/tipos', s.tokens.gestor)).statusCode).toBe(403);
  });
});

describe('the split by class on the dashboards', () => {
  it('equals the raw appointments classed by the domain rule, on every dashboard with indicadores', async () => {
    const exp = await expectedSplit();
    // Every class is exercised by the demo data and the classes above.
    for (const b of ['evitavel', 'parcial', 'inevitavel', 'nao_classificado'])
      expect(exp.buckets.get(b)?.kg ?? 0, b).toBeGreaterThan(0);
    const base = { idGrupo, dtaPeriodoIni: ini, dtaPeriodoFim: fim };
    const home = await ok<{ indicadores: Indicadores }>('POST', '/api/v1/home/', base);
    expectSplit(home.indicadores.porClasse, exp);
    const destinos = await ok<{ indicadores: Indicadores }>('POST', '/api/v1/destinosDash', base);
    expectSplit(destinos.indicadores.porClasse, exp);
    const total = (home.indicadores.porClasse ?? []).reduce((s, l) => s + l.qtdKg, 0);
    expect(total).toBeCloseTo(home.indicadores.qtdKg, 2);
    const co2e = (home.indicadores.porClasse ?? []).reduce((s, l) => s + l.co2eKg, 0);
    expect(co2e).toBeGreaterThan(0);
    expect(co2e).toBeCloseTo(home.indicadores.co2eKg ?? 0, 2);
    const metas = await ok<MetasResponse>('POST', '/api/v1/metasDash/', { ...base, tipDesperdicio: 2 });
    expectSplit(metas.indicadores.porClasse, await expectedSplit(2));
  });

  it('a class edit applies to the history at once', async () => {
    const base = { idGrupo, dtaPeriodoIni: ini, dtaPeriodoFim: fim };
    await ok('POST', '/api/v1/classesDesperdicio/tipos/saveAll', [
      { tipDesperdicio: 4, tipClasse: 'evitavel' },
    ]);
    const home = await ok<{ indicadores: Indicadores }>('POST', '/api/v1/home/', base);
    expectSplit(home.indicadores.porClasse, await expectedSplit());
    await ok('POST', '/api/v1/classesDesperdicio/tipos/saveAll', [{ tipDesperdicio: 4, tipClasse: null }]);
  });
});

describe('goals and Desafio counting only the avoidable kg', () => {
  it('Metas: off counts every kg, on only the avoidable part', async () => {
    const body = { idGrupo, dtaPeriodoIni: ini, dtaPeriodoFim: fim, tipDesperdicio: 1 };
    const [whole] = await rows<{ kg: number }>(
      sql`select coalesce(sum(qtd_liquido), 0)::float8 as kg from re_tb_desperdicios_det
        where id_empresa = ${s.companyA} and id_restaurante in (${ids(restaurantes)}) and tip_desperdicio = 1
          and dta_apontamento between ${ini}::date and ${fim}::date`,
    );
    await setSomenteEvitavel(0);
    const off = await ok<MetasResponse>('POST', '/api/v1/metasDash/', body);
    expect(off.somenteEvitavel).toBe(false);
    expect(off.total.qtdKg).toBeCloseTo(Number(whole.kg), 2);

    await setSomenteEvitavel(1);
    const on = await ok<MetasResponse>('POST', '/api/v1/metasDash/', body);
    expect(on.somenteEvitavel).toBe(true);
    const exp = await expectedSplit(1);
    const avoidable = [...exp.porRestaurante.values()].reduce((a, b) => a + b, 0);
    // Type 1 is 'parcial' 60 %: the avoidable kg is 60 % of it (items and inputs of tray weighings aside).
    expect(avoidable).toBeLessThan(Number(whole.kg));
    expect(on.total.qtdKg).toBeCloseTo(avoidable, 2);
    for (const r of on.restaurantes)
      expect(r.qtdKg, `${r.idRestaurante}`).toBeCloseTo(exp.porRestaurante.get(r.idRestaurante) ?? 0, 2);
    // The indicators stay whole.
    expect(on.indicadores.qtdKg).toBeCloseTo(off.indicadores.qtdKg, 3);
    // With a sale-item filter: only that item's weighings, at its own class (parcial 25,5 %).
    const byItem = await ok<MetasResponse>('POST', '/api/v1/metasDash/', {
      ...body,
      tipDesperdicio: 2,
      idItemVenda: itemParcial,
    });
    const expItem = await expectedSplit(2, sql` and d.id_item_venda = ${itemParcial}`);
    const itemKg = [...expItem.porRestaurante.values()].reduce((a, b) => a + b, 0);
    expect(itemKg).toBeGreaterThan(0);
    expect(byItem.total.qtdKg).toBeCloseTo(itemKg, 2);
    await setSomenteEvitavel(null);
  });

  it('Desafio: off counts every kg, on only the avoidable part', async () => {
    const anteriorIni = addDays(fim, -13);
    const anteriorFim = addDays(fim, -7);
    const desafioIni = addDays(fim, -6);
    const body = {
      idGrupo,
      dtaPeriodoAnteriorIni: anteriorIni,
      dtaPeriodoAnteriorFim: anteriorFim,
      dtaPeriodoDesafioIni: desafioIni,
      dtaPeriodoDesafioFim: fim,
    };
    const off = await ok<DesafioDash>('POST', '/api/v1/desafioDash', body);
    expect(off.somenteEvitavel).toBe(false);
    await setSomenteEvitavel(1);
    const on = await ok<DesafioDash>('POST', '/api/v1/desafioDash', body);
    expect(on.somenteEvitavel).toBe(true);
    const perRest = async (a: string, b: string) => {
      const list = await rows<{
        id: number;
        tip: number;
        item: number | null;
        insumo: number | null;
        kg: number;
      }>(
        sql`select d.id_restaurante as id, d.tip_desperdicio as tip, d.id_item_venda as item, d.id_insumo as insumo,
            sum(d.qtd_liquido)::float8 as kg
          from re_tb_desperdicios_det d
          where d.id_empresa = ${s.companyA} and d.id_restaurante in (${ids(restaurantes)})
            and d.dta_apontamento between ${a}::date and ${b}::date
          group by 1, 2, 3, 4`,
      );
      const classes = await rows<{ kind: string; id: number; tip_classe: string | null; pct: number | null }>(
        sql`select 'tipo' as kind, tip_desperdicio::int as id, tip_classe, pct_evitavel::float8 as pct
            from re_tb_tip_desp_classes where id_empresa = ${s.companyA}
          union all select 'item', id_item_venda, tip_classe, pct_evitavel::float8 from re_mv_itens_venda
            where id_empresa = ${s.companyA}
          union all select 'insumo', id_insumo, tip_classe, pct_evitavel::float8 from re_tb_insumos
            where id_empresa = ${s.companyA}`,
      );
      const of = (kind: string, id: number | null): Classe | null => {
        if (id === null) return null;
        const c = classes.find((x) => x.kind === kind && Number(x.id) === Number(id));
        return c
          ? {
              tipClasse: c.tip_classe as TipClasse | null,
              pctEvitavel: c.pct === null ? null : Number(c.pct),
            }
          : null;
      };
      const out = new Map<number, number>();
      for (const r of list) {
        const f = fracaoEvitavel(
          classeDaPesagem({
            insumo: of('insumo', r.insumo),
            itemVenda: of('item', r.item),
            tipo: of('tipo', r.tip),
          }),
        );
        out.set(Number(r.id), (out.get(Number(r.id)) ?? 0) + Number(r.kg) * f);
      }
      return out;
    };
    const expDesafio = await perRest(desafioIni, fim);
    const expAnterior = await perRest(anteriorIni, anteriorFim);
    for (const r of on.restaurantes) {
      expect(r.desafio.qtdKg).toBeCloseTo(expDesafio.get(r.idRestaurante) ?? 0, 2);
      expect(r.anterior.qtdKg).toBeCloseTo(expAnterior.get(r.idRestaurante) ?? 0, 2);
    }
    const sum = (m: Map<number, number>) => [...m.values()].reduce((a, b) => a + b, 0);
    expect(on.totais.desafio.qtdKg).toBeCloseTo(sum(expDesafio), 2);
    expect(on.totais.anterior.qtdKg).toBeCloseTo(sum(expAnterior), 2);
    expect(on.totais.desafio.qtdKg).toBeLessThan(off.totais.desafio.qtdKg);
    await setSomenteEvitavel(null);
  });
});
