import { addDays } from '@domain/dates';
import { dayNumber } from '@domain/forecast/calendar';
import { observacoesDe } from '@domain/forecast/consumption';
import { construirHistorico } from '@domain/forecast/history';
import { indexarRefeicoes, preverRefeicoes } from '@domain/forecast/meals-forecast';
import { parametros } from '@domain/forecast/params';
import { sugerirProducao } from '@domain/forecast/recommend';
import type { AlvoLinha } from '@domain/forecast/recommend-types';
import type { LinhaKanban, PesagemExcedente, RefeicoesDia } from '@domain/forecast/types';
import { describe, expect, it } from 'vitest';

/** 30 days of history (April 2024): product 100 (grouping 5) in restaurant 1, product 102 in restaurant 2. */
function dataset(extraDays: string[] = [], extraKg = 0) {
  const linhas: LinhaKanban[] = [];
  const pesagens: PesagemExcedente[] = [];
  const refeicoes: RefeicoesDia[] = [];
  const add = (
    idRestaurante: number,
    dia: string,
    idProduto: number,
    grupo: number,
    produced: number,
    sobra: number,
  ) => {
    linhas.push({
      idRestaurante,
      dtaCardapio: dia,
      idItemVenda: idProduto,
      idProduto,
      codAgrupamento: grupo,
      qtdPlanejada: produced,
      qtdProduzida: produced,
      semSobra: sobra === 0,
    });
    if (sobra > 0)
      pesagens.push({
        idRestaurante,
        dtaApontamento: dia,
        idItemVenda: idProduto,
        idProduto,
        qtdDesperdicio: sobra,
      });
  };
  for (let d = 0; d < 30; d++) {
    const dia = addDays('2024-04-01', d);
    refeicoes.push(
      { idRestaurante: 1, dia, qtdRefeicoes: 500 },
      { idRestaurante: 2, dia, qtdRefeicoes: 400 },
    );
    add(1, dia, 100, 5, 12, 2 + (d % 3) * 0.5); // 10, 9.5, 9 kg → 20, 19, 18 g per meal
    add(2, dia, 102, 9, 10, 2); // 8 kg → 20 g per meal
  }
  for (const dia of extraDays) {
    refeicoes.push({ idRestaurante: 1, dia, qtdRefeicoes: 5000 });
    add(1, dia, 100, 5, 12 + extraKg, 0);
    add(1, dia, 101, 5, 12 + extraKg, 0);
    add(1, dia, 103, 7, 12 + extraKg, 0);
  }
  const obs = observacoesDe(linhas, pesagens, refeicoes);
  return construirHistorico(obs, refeicoes, [], parametros());
}

const alvo = (
  idProduto: number,
  codAgrupamento: number | null,
  pratoKg: number | null = null,
): AlvoLinha => ({
  idItemVenda: idProduto,
  idProduto,
  codAgrupamento,
  qtdPlanejada: 15,
  pratoKg,
});
const LINES = [alvo(100, 5), alvo(101, 5), alvo(102, 9), alvo(103, 7, 0.1), alvo(104, 7)];
const query = { idRestaurante: 1, dtaCardapio: '2024-05-02', linhas: LINES };

describe('recommended production', () => {
  it('takes the fallback chain: product in restaurant → grouping → company → plate weight → none', () => {
    const s = sugerirProducao(dataset(), query, 0.9);
    expect(s.dtaReferencia).toBe('2024-05-01');
    expect(s.refeicoesPrevistas).toBe(500);
    expect(s.linhas.map((l) => l.metodo)).toEqual([
      'produto-restaurante',
      'agrupamento-restaurante',
      'produto-empresa',
      'gramatura',
      'sem-base',
    ]);
    const [own, group, company, plate, none] = s.linhas;
    expect(own.observacoes).toMatchObject({ quantidade: 16, censuradas: 0, minPorRefeicaoKg: 0.018 });
    expect(own.observacoes!.dias.at(-1)).toBe('2024-04-30');
    expect(own.qtdSugerida!).toBeGreaterThanOrEqual(500 * 0.018);
    expect(own.qtdSugerida!).toBeLessThanOrEqual(500 * 0.0205);
    expect(group.niveisSemBase).toEqual(['produto-restaurante']);
    expect(group.qtdSugerida).toBeCloseTo(own.qtdSugerida!, 6);
    expect(company.niveisSemBase).toEqual(['produto-restaurante', 'agrupamento-restaurante']);
    expect(company.porRefeicaoKg!).toBeGreaterThan(0.019);
    expect(plate.qtdSugerida).toBeCloseTo(50, 6);
    expect(none.qtdSugerida).toBeNull();
    expect(own.explicacao).toContain('500 refeições previstas');
    expect(own.explicacao).toContain('falta em no máximo 1 de cada 10 dias');
    expect(own.explicacao).toContain('deste produto neste restaurante');
    expect(group.explicacao).toContain('Sem histórico suficiente deste produto neste restaurante');
    expect(plate.explicacao).toContain('gramatura do prato');
    expect(none.explicacao).toContain('Sem sugestão');
  });

  it('a higher service level never recommends less', () => {
    const h = dataset();
    const low = sugerirProducao(h, query, 0.5).linhas[0].qtdSugerida!;
    const high = sugerirProducao(h, query, 0.95).linhas[0].qtdSugerida!;
    expect(high).toBeGreaterThanOrEqual(low);
  });

  it('dtaReferencia never reads the future: data dated on or after it changes nothing', () => {
    const before = sugerirProducao(dataset(), query, 0.9);
    const after = sugerirProducao(dataset(['2024-05-01', '2024-05-02', '2024-05-09'], 40), query, 0.9);
    expect(after).toEqual(before);
    // The same past day, with a reference set explicitly, reads the new days before it.
    const later = sugerirProducao(
      dataset(['2024-05-01', '2024-05-02'], 40),
      { ...query, dtaCardapio: '2024-05-04', dtaReferencia: '2024-05-03' },
      0.9,
    );
    expect(later.linhas[1].metodo).toBe('agrupamento-restaurante');
    expect(later.linhas[0].observacoes!.dias.at(-1)).toBe('2024-05-02');
  });

  it('planned meals, when given, are the meals forecast', () => {
    const s = sugerirProducao(dataset(), { ...query, refeicoesPlanejadas: 250 }, 0.9);
    expect(s.refeicoesPrevistas).toBe(250);
    expect(s.linhas[3].qtdSugerida).toBeCloseTo(25, 6);
    expect(s.linhas[0].explicacao).toContain('planejadas para o dia');
  });
});

describe('meals forecast', () => {
  const served: RefeicoesDia[] = [
    // Thursdays: 400, 420, 100 (holiday), 440, 460; one Wednesday of 900.
    ...['2024-04-04', '2024-04-11', '2024-04-18', '2024-04-25', '2024-05-02'].map((dia, i) => ({
      idRestaurante: 1,
      dia,
      qtdRefeicoes: [400, 420, 100, 440, 460][i],
    })),
    { idRestaurante: 1, dia: '2024-05-01', qtdRefeicoes: 900 },
  ];
  const idx = indexarRefeicoes(served, [{ idRestaurante: 1, dia: '2024-05-16', qtdRefeicoes: 120 }]);

  it('is the median of the last 4 same weekdays before the reference day (a holiday does not drag it)', () => {
    const f = preverRefeicoes(idx, 1, dayNumber('2024-05-09'), dayNumber('2024-05-08'), 4)!;
    expect(f).toEqual({
      refeicoes: 430,
      metodo: 'mesmo-dia-da-semana',
      dias: ['2024-05-02', '2024-04-25', '2024-04-18', '2024-04-11'],
    });
    // With a 7-day lead, 2024-05-02 is not yet known.
    expect(preverRefeicoes(idx, 1, dayNumber('2024-05-09'), dayNumber('2024-05-02'), 4)!.refeicoes).toBe(410);
  });

  it('takes planned meals first and recent days when no same weekday is known', () => {
    expect(preverRefeicoes(idx, 1, dayNumber('2024-05-16'), dayNumber('2024-05-15'), 4)!.metodo).toBe(
      'planejadas',
    );
    const f = preverRefeicoes(idx, 1, dayNumber('2024-05-03'), dayNumber('2024-05-02'), 4)!;
    expect(f).toMatchObject({ refeicoes: 670, metodo: 'dias-recentes', dias: ['2024-05-01', '2024-04-25'] });
    expect(preverRefeicoes(idx, 2, dayNumber('2024-05-03'), dayNumber('2024-05-02'), 4)).toBeNull();
  });
});
