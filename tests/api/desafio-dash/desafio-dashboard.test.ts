import { addDays, mondayOf, toIsoLocal } from '@domain/dates';
import { MSG } from '@domain/messages';
import type { DesafioDash, Label } from '@domain/schemas/dash-desafio';
import { reTbLabels } from '@server/db/schema/admin';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { largestGroup, type RestaurantSums, restaurantSums } from '../../kit/fixtures/dashboards';
import { demoSuite } from '../../kit/fixtures/demo-app';

/** The Desafio dashboard (id 1) and its labels (spec §7 Dashboards, Labels; §8 labels). */

const s = demoSuite(['admin', 'adminB', 'gestor', 'carlos']);
const { db, rows, post } = s;
let idGrupo: number;

// Two past Monday-start weeks with demo data: the previous one and the challenge one.
const monday = mondayOf(toIsoLocal(new Date()));
const anteriorIni = addDays(monday, -14);
const anteriorFim = addDays(monday, -8);
const desafioIni = addDays(monday, -7);
const desafioFim = addDays(monday, -1);

const body = (over: Record<string, unknown> = {}) => ({
  idGrupo,
  dtaPeriodoAnteriorIni: anteriorIni,
  dtaPeriodoAnteriorFim: anteriorFim,
  dtaPeriodoDesafioIni: desafioIni,
  dtaPeriodoDesafioFim: desafioFim,
  ...over,
});

beforeAll(async () => {
  idGrupo = await largestGroup(db(), s.companyA);
});

type Expected = RestaurantSums;
const expectedOf = (ini: string, fim: string) => restaurantSums(db(), s.companyA, idGrupo, ini, fim);

const reduction = (anterior: number, desafio: number) =>
  anterior ? Math.round(((anterior - desafio) / anterior) * 100 * 100) / 100 : null;

describe('POST /api/v1/desafioDash', () => {
  it('per restaurant: kg, R$, meals and g/refeição in both periods, the reduction, ranked; totals', async () => {
    const res = await post('/api/v1/desafioDash', s.tokens.admin, body());
    expect(res.statusCode, res.body).toBe(200);
    const dash = res.json() as DesafioDash;
    const anterior = await expectedOf(anteriorIni, anteriorFim);
    const desafio = await expectedOf(desafioIni, desafioFim);

    expect(dash.restaurantes.map((r) => r.idRestaurante).sort()).toEqual([...anterior.keys()].sort());
    expect([...anterior.values()].some((r) => r.kg > 0)).toBe(true);
    expect([...desafio.values()].some((r) => r.kg > 0)).toBe(true);

    for (const r of dash.restaurantes) {
      const a = anterior.get(r.idRestaurante) as Expected;
      const d = desafio.get(r.idRestaurante) as Expected;
      expect(r.desRestaurante).toBe(a.desRestaurante);
      for (const [got, exp] of [
        [r.anterior, a],
        [r.desafio, d],
      ] as const) {
        expect(got.qtdKg).toBeCloseTo(Number(exp.kg), 3);
        expect(got.vlrCusto).toBeCloseTo(Number(exp.custo), 2);
        expect(got.refeicoes).toBe(Number(exp.refeicoes));
        if (Number(exp.refeicoes) > 0)
          expect(got.gPorRefeicao).toBeCloseTo((Number(exp.kg) * 1000) / Number(exp.refeicoes), 1);
        else expect(got.gPorRefeicao).toBeNull();
      }
      const red = reduction(Number(a.kg), Number(d.kg));
      if (red === null) expect(r.reducaoPc).toBeNull();
      else {
        expect(r.reducaoPc).toBeCloseTo(red, 1);
        expect(r.variationPc).toBeCloseTo(-red, 1);
      }
    }
    // Ranked by reduction (largest first, restaurants without a previous waste last), positions 1..n.
    expect(dash.restaurantes.map((r) => r.posicao)).toEqual(dash.restaurantes.map((_, i) => i + 1));
    const reds = dash.restaurantes.map((r) => r.reducaoPc);
    const firstNull = reds.indexOf(null);
    const ranked = (firstNull === -1 ? reds : reds.slice(0, firstNull)) as number[];
    expect(ranked).toEqual([...ranked].sort((x, y) => y - x));
    if (firstNull !== -1) expect(reds.slice(firstNull).every((x) => x === null)).toBe(true);

    // Totals of the group and the challenge period's indicators.
    const sum = (m: Map<number, Expected>, k: 'kg' | 'custo' | 'refeicoes') =>
      [...m.values()].reduce((s, r) => s + Number(r[k]), 0);
    expect(dash.totais.anterior.qtdKg).toBeCloseTo(sum(anterior, 'kg'), 3);
    expect(dash.totais.desafio.qtdKg).toBeCloseTo(sum(desafio, 'kg'), 3);
    expect(dash.totais.desafio.vlrCusto).toBeCloseTo(sum(desafio, 'custo'), 2);
    expect(dash.totais.reducaoPc).toBeCloseTo(
      reduction(sum(anterior, 'kg'), sum(desafio, 'kg')) as number,
      1,
    );
    expect(dash.indicadores.qtdKg).toBeCloseTo(sum(desafio, 'kg'), 3);
    expect(dash.indicadores.vlrCusto).toBeCloseTo(sum(desafio, 'custo'), 2);
    expect(dash.indicadores.refeicoes).toBe(sum(desafio, 'refeicoes'));
    const [n] = await rows<{ n: number }>(sql`
      select count(*)::int as n from re_tb_desperdicios_det d join re_tb_restaurantes r
        on r.id_empresa = d.id_empresa and r.id_restaurante = d.id_restaurante
      where d.id_empresa = ${s.companyA} and r.id_grupo = ${idGrupo}
        and d.dta_apontamento between ${desafioIni}::date and ${desafioFim}::date`);
    expect(dash.indicadores.qtdApontamentos).toBe(Number(n.n));
  });

  it('is open to any user with a company; a group of another company gives no restaurants', async () => {
    const res = await post('/api/v1/desafioDash', s.tokens.gestor, body());
    expect(res.statusCode, res.body).toBe(200);
    const other = await post('/api/v1/desafioDash', s.tokens.carlos, body());
    expect(other.statusCode, other.body).toBe(200);
    const dash = other.json() as DesafioDash;
    expect(dash.restaurantes).toEqual([]);
    expect(dash.totais.desafio.qtdKg).toBe(0);
    expect(dash.totais.reducaoPc).toBeNull();
  });

  it('validates both periods (400, verbatim)', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ dtaPeriodoDesafioFim: addDays(desafioIni, -1) }, MSG.dashEndBeforeStart],
      [{ dtaPeriodoAnteriorFim: addDays(anteriorIni, -1) }, MSG.dashEndBeforeStart],
      [
        { dtaPeriodoAnteriorIni: '2020-01-01', dtaPeriodoAnteriorFim: '2024-12-31' },
        MSG.dashPeriodTooLong(800),
      ],
    ];
    for (const [over, message] of cases) {
      const res = await post('/api/v1/desafioDash', s.tokens.admin, body(over));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().exception).toBe(message);
    }
    const noGroup = await post('/api/v1/desafioDash', s.tokens.admin, body({ idGrupo: null }));
    expect(noGroup.statusCode).toBe(400);
    const badDate = await post(
      '/api/v1/desafioDash',
      s.tokens.admin,
      body({ dtaPeriodoDesafioIni: '15/01/2025' }),
    );
    expect(badDate.statusCode).toBe(400);
  });
});

describe('/api/v1/reTbLabels', () => {
  const tela = `TesteDesafio-${process.pid}-${Date.now()}`;
  let mine: Label[];
  let foreign: Label[];

  beforeAll(async () => {
    const add = (idEmpresa: number, desLabel: string, defaultValue: string) => ({
      idEmpresa,
      desTela: tela,
      desLabel,
      defaultValue,
      desValor: null,
    });
    await db()
      .insert(reTbLabels)
      .values([
        add(s.companyA, 'titulo', 'Título padrão'),
        add(s.companyA, 'rodape', 'Rodapé padrão'),
        add(s.companyB, 'titulo', 'Título B'),
      ]);
    mine = (await post('/api/v1/reTbLabels/find', s.tokens.admin, { desTela: tela })).json();
    foreign = (await post('/api/v1/reTbLabels/find', s.tokens.adminB, { desTela: tela })).json();
  });

  it('find: the company’s labels by screen and/or name, readable without indLblDesafios', async () => {
    expect(mine.map((l) => [l.desLabel, l.defaultValue, l.desValor, l.idEmpresa])).toEqual([
      ['titulo', 'Título padrão', null, s.companyA],
      ['rodape', 'Rodapé padrão', null, s.companyA],
    ]);
    expect(foreign.map((l) => [l.desLabel, l.idEmpresa])).toEqual([['titulo', s.companyB]]);

    const byName = await post('/api/v1/reTbLabels/find', s.tokens.gestor, {
      desTela: tela,
      desLabel: 'rodape',
    });
    expect(byName.statusCode, byName.body).toBe(200);
    expect((byName.json() as Label[]).map((l) => l.idLabel)).toEqual([mine[1].idLabel]);

    // The seeded Desafio texts.
    const seeded = (
      await post('/api/v1/reTbLabels/find', s.tokens.gestor, { desTela: 'Desafio' })
    ).json() as Label[];
    expect(seeded.find((l) => l.desLabel === 'titulo')).toMatchObject({ defaultValue: 'Desafio da semana' });
    expect(seeded.every((l) => l.idEmpresa === s.companyA && l.desTela === 'Desafio')).toBe(true);
  });

  it('findByIds: only the company’s', async () => {
    const ids = [mine[0].idLabel, mine[1].idLabel, foreign[0].idLabel];
    const res = await post('/api/v1/reTbLabels/findByIds', s.tokens.gestor, { idsLabels: ids });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Label[]).map((l) => l.idLabel).sort()).toEqual(
      [mine[0].idLabel, mine[1].idLabel].sort(),
    );
  });

  it('saveAll: updates the values in one go (blank = back to the default); 403 without indLblDesafios', async () => {
    const items = [
      { ...mine[0], desValor: 'Novo título' },
      { ...mine[1], desValor: 'Rodapé novo' },
    ];
    const denied = await post('/api/v1/reTbLabels/saveAll', s.tokens.gestor, items);
    expect(denied.statusCode).toBe(403);

    const res = await post('/api/v1/reTbLabels/saveAll', s.tokens.admin, items);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Label[]).map((l) => l.desValor)).toEqual(['Novo título', 'Rodapé novo']);

    const cleared = await post('/api/v1/reTbLabels/saveAll', s.tokens.admin, [
      { ...mine[1], desValor: '  ' },
    ]);
    expect(cleared.statusCode, cleared.body).toBe(200);
    const now = (await post('/api/v1/reTbLabels/find', s.tokens.gestor, { desTela: tela })).json() as Label[];
    expect(now.map((l) => l.desValor)).toEqual(['Novo título', null]);
  });

  it('saveAll: a label of another company is refused and nothing is saved', async () => {
    const res = await post('/api/v1/reTbLabels/saveAll', s.tokens.admin, [
      { ...mine[1], desValor: 'Não deve salvar' },
      { ...foreign[0], desValor: 'Invasão' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().exception).toBe(MSG.recordNotFound(foreign[0].idLabel));
    const a = (await post('/api/v1/reTbLabels/find', s.tokens.admin, { desTela: tela })).json() as Label[];
    expect(a.find((l) => l.desLabel === 'rodape')?.desValor).toBeNull();
    const b = (await post('/api/v1/reTbLabels/find', s.tokens.adminB, { desTela: tela })).json() as Label[];
    expect(b[0].desValor).toBeNull();
  });
});
