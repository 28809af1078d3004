import type { ProducaoSugeridaLinha } from '@app/features/producao-sugerida/api/get-producao-sugerida';
import {
  dayTotals,
  diffKg,
  EXPORT_COLUMNS,
  exportCells,
  exportFileName,
  formatSignedKg,
  linesToAccept,
} from '@app/features/producao-sugerida/lib/producao-sugerida-lines';
import {
  methodRows,
  reductionOf,
  restaurantRows,
  weeklyRows,
} from '@app/features/reports/lib/producao-sugerida-backtest-tables';
import { exportRow } from '@app/lib/export-columns';
import type { BacktestResult, ProducaoSugerida } from '@domain/schemas/producao-sugerida';
import { describe, expect, it } from 'vitest';

/** The production suggestion's pure parts: the difference, the totals, what is accepted, the ERP's rows. */

function linha(over: Partial<ProducaoSugeridaLinha>): ProducaoSugeridaLinha {
  return {
    idKanban: 1,
    idItemVenda: 10,
    desItemVenda: 'Prato principal',
    idProduto: 100,
    desProduto: 'Arroz branco',
    codAgrupamento: 3,
    qtdPlanejada: 20,
    qtdSugerida: 17.5,
    metodo: 'produto-restaurante',
    observacoes: { quantidade: 8, censuradas: 1, minPorRefeicaoKg: 0.08, maxPorRefeicaoKg: 0.11, dias: [] },
    explicacao: 'Baseado em 8 dias.',
    economia: { kg: 2.5, valor: 12.5, co2e: 1.25 },
    aceita: false,
    qtdPlanejadaOriginal: null,
    ...over,
  };
}

describe('production suggestion lines', () => {
  it('the difference is suggested − planned, in grams, signed in pt-BR', () => {
    expect(diffKg({ qtdPlanejada: 20, qtdSugerida: 17.5 })).toBe(-2.5);
    expect(diffKg({ qtdPlanejada: 0.1, qtdSugerida: 0.3 })).toBe(0.2);
    expect(formatSignedKg(-2.5)).toBe('−2,500 kg');
    expect(formatSignedKg(1234.5)).toBe('+1.234,500 kg');
    expect(formatSignedKg(0.0001)).toBe('0,000 kg');
    expect(diffKg({ qtdPlanejada: 3, qtdSugerida: null })).toBeNull();
    expect(formatSignedKg(null)).toBe('–');
  });

  it('"Aceitar todas" sends the lines not accepted whose suggestion differs from the plan', () => {
    const linhas = [
      linha({ idKanban: 1 }),
      linha({ idKanban: 2, aceita: true, qtdPlanejada: 17.5, qtdPlanejadaOriginal: 20 }),
      linha({ idKanban: 3, qtdPlanejada: 5, qtdSugerida: 5 }),
      linha({ idKanban: 4, qtdPlanejada: 5, qtdSugerida: 6.25 }),
      linha({ idKanban: 5, qtdSugerida: null }),
    ];
    expect(linesToAccept(linhas)).toEqual([
      { idKanban: 1, qtdPlanejada: 17.5 },
      { idKanban: 4, qtdPlanejada: 6.25 },
    ]);
  });

  it("sums the day's plan, suggestion and expected saving", () => {
    const t = dayTotals([
      linha({}),
      linha({ idKanban: 2, qtdPlanejada: 0.1, qtdSugerida: 0.2, economia: { kg: 0, valor: 0, co2e: 0 } }),
    ]);
    expect(t).toEqual({
      planejada: 20.1,
      sugerida: 17.7,
      economiaKg: 2.5,
      economiaValor: 12.5,
      economiaCo2e: 1.25,
    });
  });

  it("the ERP's rows: one per line, in the columns' order, accepted lines with their original plan", () => {
    const data: ProducaoSugerida = {
      idRestaurante: 12,
      dtaCardapio: '2026-11-23',
      dtaReferencia: '2026-11-22',
      nivelServico: 0.9,
      nivelServicoTexto: 'falta em no máximo 1 de cada 10 dias',
      refeicoesPrevistas: 180,
      linhas: [linha({}), linha({ idKanban: 2, aceita: true, qtdPlanejadaOriginal: 22 })],
    };
    const rows = exportCells(data);
    expect(rows[0]).toHaveLength(EXPORT_COLUMNS.length);
    expect(exportRow(EXPORT_COLUMNS, rows[0])).toEqual([
      12,
      '23/11/2026',
      1,
      10,
      'Prato principal',
      100,
      'Arroz branco',
      3,
      20,
      17.5,
      -2.5,
      2.5,
      12.5,
      1.25,
      'Histórico do produto neste restaurante',
      'N',
      null,
    ]);
    expect(rows[1].slice(-2)).toEqual(['S', 22]);
    expect(exportFileName(data, 'csv')).toBe('producao-sugerida-12-2026-11-23.csv');
  });
});

describe('"Se tivesse seguido a sugestão" tables', () => {
  const resumo = (kg: number) => ({
    excedenteKg: kg,
    excedenteValor: kg * 5,
    excedenteCo2e: kg / 2,
    faltas: 1,
  });
  const metodo = (id: BacktestResult['metodos'][number]['id'], rotulo: string) => ({
    id,
    rotulo,
    excedenteKg: 10,
    excedenteValor: 50,
    excedenteCo2e: 5,
    faltas: 2,
    taxaFalta: 0.1,
    desconhecidos: 1,
    semQuantidade: 0,
    pinball: 0.5,
    calibracao: 0.9,
  });
  const data: BacktestResult = {
    nivelServico: 0.9,
    dtaIni: '2026-11-02',
    comparacao: null,
    dtaFim: '2026-11-15',
    linhasDia: 40,
    metodos: [
      metodo('gramatura', 'Refeições × gramatura'),
      metodo('plano', 'Plano registrado'),
      metodo('recomendador', 'Sugestão'),
    ],
    porSemana: [{ semana: '2026-11-02', plano: resumo(30), recomendador: resumo(18) }],
    porRestaurante: [
      { idRestaurante: 1, desRestaurante: 'Centro', plano: resumo(30), recomendador: resumo(18) },
    ],
    itens: [],
  };

  it('the weeks by their Monday in pt-BR, with the surplus kg of plan and suggestion', () => {
    expect(weeklyRows(data)).toEqual([{ semana: '02/11/2026', plano: 30, recomendador: 18 }]);
    expect(reductionOf(30, 18)).toBeCloseTo(0.4);
    expect(reductionOf(0, 3)).toBeNull();
  });

  it('the methods: the suggestion first, then the plan, then the baselines; shares in percent', () => {
    const rows = methodRows(data);
    expect(rows.map((r) => r.key)).toEqual(['recomendador', 'plano', 'gramatura']);
    expect(rows[0].cells).toEqual(['Sugestão', 10, 50, 5, 2, 10, 1, 0.5, 90]);
    expect(restaurantRows(data)[0].cells).toEqual(['Centro', 30, 150, 15, 1, 18, 90, 9, 1]);
  });
});
