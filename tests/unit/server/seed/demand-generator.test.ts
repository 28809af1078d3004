import { casosBacktest } from '@domain/forecast/backtest';
import { BASELINES_INGENUOS } from '@domain/forecast/baselines';
import { compararComIgualFalta } from '@domain/forecast/comparison';
import { excedentePorLinha } from '@domain/forecast/consumption';
import { parametros } from '@domain/forecast/params';
import { historicoDe, linhasBacktest } from '@server/seed/demand/backtest-lines';
import { gerarDemanda } from '@server/seed/demand/generate';
import { describe, expect, it } from 'vitest';

describe('demand generator', () => {
  const d = gerarDemanda({ seed: 42 });

  it('is seedable: the same seed gives the same data, another seed other data', () => {
    expect(gerarDemanda({ seed: 42 })).toEqual(d);
    expect(gerarDemanda({ seed: 43 }).verdade).not.toEqual(d.verdade);
  });

  it('has 16 weeks of every restaurant, a holiday with planned meals, and a rotating menu', () => {
    expect(d.inicio).toBe('2024-02-11');
    expect(d.ate).toBe('2024-06-01');
    expect(d.refeicoes).toHaveLength(13 * 112);
    const holiday = d.refeicoes.filter((r) => r.dia === d.feriado);
    const weekBefore = d.refeicoes.filter((r) => r.dia === '2024-04-22');
    expect(d.feriado).toBe('2024-04-29');
    for (const [i, h] of holiday.entries())
      expect(h.qtdRefeicoes).toBeLessThan(weekBefore[i].qtdRefeicoes * 0.5);
    expect(d.refeicoesPlanejadas.map((r) => r.dia)).toEqual(holiday.map(() => d.feriado));
    const productsOn = (dia: string) =>
      d.kanban.filter((k) => k.idRestaurante === 1 && k.dtaCardapio === dia).map((k) => k.idProduto);
    expect(productsOn('2024-05-01')).not.toEqual(productsOn('2024-05-02'));
  });

  it('closes lines honestly: ran out below demand, sem sobra, weighed surplus = produced − demand', () => {
    const truth = new Map(d.verdade.map((v) => [v.idKanban, v.demandaKg]));
    const surplus = excedentePorLinha(d.pesagens);
    let ranOut = 0;
    let none = 0;
    let weighed = 0;
    let open = 0;
    for (const k of d.kanban) {
      const demand = truth.get(k.idKanban)!;
      const s = surplus.get(`${k.idRestaurante}|${k.dtaCardapio}|${k.idItemVenda}|${k.idProduto}`);
      expect('demandaKg' in k).toBe(false);
      if (k.esgotadoAs) {
        ranOut++;
        expect(k.qtdProduzida!).toBeLessThan(demand);
        expect(k.esgotadoAs >= '11:00' && k.esgotadoAs < '14:00').toBe(true);
      } else if (k.semSobra) {
        none++;
        expect(k.qtdProduzida! - demand).toBeLessThan(0.151);
      } else if (s !== undefined) {
        weighed++;
        expect(Math.abs(s - (k.qtdProduzida! - demand))).toBeLessThan(0.02);
      } else open++;
    }
    const n = d.kanban.length;
    expect(ranOut / n).toBeGreaterThan(0.02);
    expect(none).toBeGreaterThan(0);
    expect(weighed / n).toBeGreaterThan(0.5);
    expect(open / n).toBeGreaterThan(0.01);
    expect(d.pesagens.some((p) => p.indStatusAprov === 2)).toBe(true);
    // The kitchen over-produces by habit.
    const plan = d.kanban.reduce((a, k) => a + k.qtdPlanejada!, 0);
    const demand = d.verdade.reduce((a, v) => a + v.demandaKg, 0);
    expect(plan / demand).toBeGreaterThan(1.1);
  });

  it('grows to 20 restaurants and about 40 lines a day', () => {
    const big = gerarDemanda({ seed: 5, restaurantes: 20, extras: 32 });
    const perDay = big.kanban.filter((k) => k.dtaCardapio === big.ate).length / 20;
    expect(perDay).toBeGreaterThan(35);
    expect(new Set(big.kanban.map((k) => k.idRestaurante)).size).toBe(20);
  });
});

describe('the recommender against the naive baselines, on seeds other than the demo’s', () => {
  it.each([
    1, 2, 3,
  ])('seed %i: less surplus than the plan and than every naive baseline at equal stock-out rate', (seed) => {
    const data = gerarDemanda({ seed });
    const cmp = compararComIgualFalta(
      casosBacktest(historicoDe(data, parametros()), linhasBacktest(data, 8)),
    );
    const rec = cmp.recomendador.metricas;
    expect(cmp.casos).toBeGreaterThan(4000);
    expect(rec.taxaFalta).toBeLessThanOrEqual(cmp.plano.taxaFalta);
    expect(rec.excedenteKg).toBeLessThan(cmp.plano.excedenteKg);
    for (const b of BASELINES_INGENUOS) {
      const base = cmp.baselines[b].metricas;
      expect(base.taxaFalta).toBeLessThanOrEqual(rec.taxaFalta);
      expect(rec.excedenteKg).toBeLessThan(base.excedenteKg);
    }
  });
});
