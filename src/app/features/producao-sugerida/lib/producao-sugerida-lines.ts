/**
 * The pure parts of the production suggestion's screen: each line's difference (suggested − planned, signed,
 * pt-BR), the method in words, the day's totals, the lines "Aceitar todas" sends, and the rows of the ERP's
 * CSV/XLSX.
 */
import type { ReportColumn } from '@app/lib/export-columns';
import type { ExportCell } from '@app/lib/export-csv';
import { formatKgValue } from '@domain/numbers';
import type { ProducaoSugerida } from '@domain/schemas/producao-sugerida';
import type { MetodoSugestao, ProducaoSugeridaLinha } from '../api/get-producao-sugerida';

/** Rounded to grams (the kanban's kg have 3 decimals): no '-0,000' from a float's dust. */
const grams = (n: number) => Math.round(n * 1000) / 1000;

/** Suggested − planned, in kg (negative: produce less); null when either is unknown. */
export const diffKg = (l: Pick<ProducaoSugeridaLinha, 'qtdPlanejada' | 'qtdSugerida'>) =>
  l.qtdSugerida === null || l.qtdPlanejada === null ? null : grams(l.qtdSugerida - l.qtdPlanejada);

/** '+1,250 kg', '−0,500 kg', '0,000 kg' (a real minus sign: screen readers say "menos"); '–' unknown. */
export function formatSignedKg(n: number | null): string {
  if (n === null) return '–';
  const g = grams(n);
  if (g === 0) return `${formatKgValue(0)} kg`;
  return `${g > 0 ? '+' : '−'}${formatKgValue(Math.abs(g))} kg`;
}

export const METODO_LABEL: Readonly<Record<MetodoSugestao, string>> = {
  'produto-restaurante': 'Histórico do produto neste restaurante',
  'agrupamento-restaurante': 'Histórico do agrupamento neste restaurante',
  'produto-empresa': 'Histórico do produto na empresa',
  gramatura: 'Gramatura do prato',
  'sem-base': 'Sem histórico: mantido o planejado',
};

/** The name a line is known by: the product, under its sale item. */
export function lineNames(l: ProducaoSugeridaLinha): { item: string; produto: string } {
  return {
    item: l.desItemVenda ?? (l.idItemVenda === null ? 'Sem item de venda' : String(l.idItemVenda)),
    produto: l.desProduto ?? (l.idProduto === null ? 'Sem produto' : String(l.idProduto)),
  };
}

/** Whether a line can be accepted: not accepted yet, with a suggestion that differs from the plan. */
export const canAccept = (l: ProducaoSugeridaLinha) => {
  const d = diffKg(l);
  return !l.aceita && d !== null && d !== 0;
};

/** The lines "Aceitar todas" sends. */
export function linesToAccept(linhas: readonly ProducaoSugeridaLinha[]) {
  return linhas
    .filter(canAccept)
    .map((l) => ({ idKanban: l.idKanban, qtdPlanejada: l.qtdSugerida as number }));
}

/** The day's sums: planned, suggested and the expected saving. */
export function dayTotals(linhas: readonly ProducaoSugeridaLinha[]) {
  const sum = (f: (l: ProducaoSugeridaLinha) => number | null) =>
    grams(linhas.reduce((s, l) => s + (f(l) ?? 0), 0));
  return {
    planejada: sum((l) => l.qtdPlanejada),
    sugerida: sum((l) => l.qtdSugerida),
    economiaKg: sum((l) => l.economia.kg),
    economiaValor: Math.round(linhas.reduce((s, l) => s + l.economia.valor, 0) * 100) / 100,
    economiaCo2e: sum((l) => l.economia.co2e),
  };
}

/** The ERP's columns (CSV and XLSX headers). */
export const EXPORT_COLUMNS: readonly ReportColumn[] = [
  { title: 'Restaurante', kind: 'int' },
  { title: 'Data do cardápio', kind: 'date' },
  { title: 'Kanban', kind: 'int' },
  { title: 'Cód. item de venda', kind: 'int' },
  { title: 'Item de venda', kind: 'text' },
  { title: 'Cód. produto', kind: 'int' },
  { title: 'Produto', kind: 'text' },
  { title: 'Agrupamento', kind: 'int' },
  { title: 'Planejado (kg)', kind: 'kg' },
  { title: 'Sugerido (kg)', kind: 'kg' },
  { title: 'Diferença (kg)', kind: 'kg' },
  { title: 'Economia prevista (kg)', kind: 'kg' },
  { title: 'Economia prevista (R$)', kind: 'brl' },
  { title: 'Economia prevista (kg CO2e)', kind: 'kg' },
  { title: 'Método', kind: 'text' },
  { title: 'Aceita', kind: 'text' },
  { title: 'Planejado original (kg)', kind: 'kg' },
];

/** One row per line, in EXPORT_COLUMNS' order (dates 'yyyy-MM-dd', numbers as numbers). */
export function exportCells(data: ProducaoSugerida): ExportCell[][] {
  return data.linhas.map((l) => {
    const names = lineNames(l);
    return [
      data.idRestaurante,
      data.dtaCardapio,
      l.idKanban,
      l.idItemVenda,
      names.item,
      l.idProduto,
      names.produto,
      l.codAgrupamento,
      l.qtdPlanejada,
      l.qtdSugerida,
      diffKg(l),
      l.economia.kg,
      l.economia.valor,
      l.economia.co2e,
      METODO_LABEL[l.metodo] ?? l.metodo,
      l.aceita ? 'S' : 'N',
      l.qtdPlanejadaOriginal,
    ];
  });
}

/** 'producao-sugerida-12-2026-11-23.csv'. */
export const exportFileName = (data: Pick<ProducaoSugerida, 'idRestaurante' | 'dtaCardapio'>, ext: string) =>
  `producao-sugerida-${data.idRestaurante}-${data.dtaCardapio}.${ext}`;

/** The service levels offered for a view (τ): the unit's own is the default. */
export const NIVEIS_SERVICO: readonly number[] = [0.8, 0.85, 0.9, 0.95, 0.975];
