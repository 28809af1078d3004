/**
 * The tables and the chart of "Se tivesse seguido a sugestão", from the backtest's answer: the recorded plan
 * against the recommendation per week (chart rows) and per restaurant, every method's scores, and the items
 * where over-production costs most.
 */

import { formatDate } from '@app/lib/dayjs';
import type { ReportColumn } from '@app/lib/export-columns';
import type { ExportCell } from '@app/lib/export-csv';
import type { BacktestResult } from '@domain/schemas/producao-sugerida';

type BacktestMetodo = BacktestResult['metodos'][number];

export const PLANO_LABEL = 'Plano registrado';
export const SUGESTAO_LABEL = 'Sugestão';

/** How much less (a share, 0.3 = 30%) the recommendation leaves than the plan; null without a plan. */
export function reductionOf(plano: number, sugestao: number): number | null {
  return plano > 0 ? (plano - sugestao) / plano : null;
}

/** The chart's rows: one per week ('dd/MM/yyyy' of its Monday), the surplus kg of each. */
export function weeklyRows(data: BacktestResult) {
  return data.porSemana.map((w) => ({
    semana: formatDate(w.semana),
    plano: w.plano.excedenteKg,
    recomendador: w.recomendador.excedenteKg,
  }));
}

export const RESTAURANT_COLUMNS: readonly ReportColumn[] = [
  { title: 'Restaurante', kind: 'text' },
  { title: 'Plano: excedente (kg)', kind: 'kg', group: PLANO_LABEL, short: 'Excedente (kg)' },
  { title: 'Plano: excedente (R$)', kind: 'brl', group: PLANO_LABEL, short: 'R$', bare: true },
  { title: 'Plano: emissões (kg CO2e)', kind: 'kg', group: PLANO_LABEL, short: 'kg CO2e' },
  { title: 'Plano: dias com falta', kind: 'int', group: PLANO_LABEL, short: 'Faltas' },
  { title: 'Sugestão: excedente (kg)', kind: 'kg', group: SUGESTAO_LABEL, short: 'Excedente (kg)' },
  { title: 'Sugestão: excedente (R$)', kind: 'brl', group: SUGESTAO_LABEL, short: 'R$', bare: true },
  { title: 'Sugestão: emissões (kg CO2e)', kind: 'kg', group: SUGESTAO_LABEL, short: 'kg CO2e' },
  { title: 'Sugestão: dias com falta', kind: 'int', group: SUGESTAO_LABEL, short: 'Faltas' },
];

export function restaurantRows(data: BacktestResult): { key: string; cells: ExportCell[] }[] {
  return data.porRestaurante.map((r) => ({
    key: String(r.idRestaurante),
    cells: [
      r.desRestaurante,
      r.plano.excedenteKg,
      r.plano.excedenteValor,
      r.plano.excedenteCo2e,
      r.plano.faltas,
      r.recomendador.excedenteKg,
      r.recomendador.excedenteValor,
      r.recomendador.excedenteCo2e,
      r.recomendador.faltas,
    ],
  }));
}

export const METHOD_COLUMNS: readonly ReportColumn[] = [
  { title: 'Método', kind: 'text' },
  { title: 'Excedente (kg)', kind: 'kg' },
  { title: 'Excedente (R$)', kind: 'brl' },
  { title: 'Emissões (kg CO2e)', kind: 'kg' },
  { title: 'Dias com falta', kind: 'int' },
  { title: 'Taxa de falta', kind: 'pct' },
  { title: 'Desconhecidos', kind: 'int' },
  { title: 'Perda pinball', kind: 'kg' },
  { title: 'Calibração', kind: 'pct' },
];

/** The methods: the recommendation first, then the recorded plan, then the naive baselines. */
const ORDER: readonly BacktestMetodo['id'][] = [
  'recomendador',
  'plano',
  'semana-anterior',
  'media-4-semanas',
  'gramatura',
];

export function methodRows(data: BacktestResult): { key: string; cells: ExportCell[] }[] {
  const rank = (id: string) => {
    const i = ORDER.indexOf(id as BacktestMetodo['id']);
    return i < 0 ? ORDER.length : i;
  };
  return [...data.metodos]
    .sort((a, b) => rank(a.id) - rank(b.id))
    .map((m) => ({
      key: m.id,
      cells: [
        m.rotulo,
        m.excedenteKg,
        m.excedenteValor,
        m.excedenteCo2e,
        m.faltas,
        m.taxaFalta * 100,
        m.desconhecidos,
        m.pinball,
        m.calibracao * 100,
      ],
    }));
}

export const ITEM_COLUMNS: readonly ReportColumn[] = [
  { title: 'Produto', kind: 'text' },
  { title: 'Item de venda', kind: 'text' },
  { title: 'Excedente evitável (kg)', kind: 'kg' },
  { title: 'Excedente evitável (R$)', kind: 'brl' },
  { title: 'Quantidade sugerida média (kg)', kind: 'kg' },
];

export function itemRows(data: BacktestResult): { key: string; cells: ExportCell[] }[] {
  return data.itens.map((i, n) => ({
    key: `${i.idProduto ?? 0}-${n}`,
    cells: [
      i.desProduto ?? (i.idProduto === null ? 'Sem produto' : String(i.idProduto)),
      i.desItemVenda ?? '',
      i.excedenteEvitavelKg,
      i.excedenteEvitavelValor,
      i.qtdSugeridaMedia,
    ],
  }));
}
