/**
 * The reports' tables: their lines, the groups' subtotals and the total, paged as on screen and whole as
 * exported (the columns' kinds and formats are the shared ones of @app/lib/export-columns).
 */

import type { ReportColumn } from '@app/lib/export-columns';
import type { ExportCell } from '@app/lib/export-csv';
import { TIP_DESPERDICIO_LABEL, type TipDesperdicio } from '@domain/constants';
import { pageWithSubtotals } from '@domain/rules/report-pages';

/** A data line: its cells in column order (dates 'yyyy-MM-dd'); `group` = its subtotal's group (restaurant). */
export interface ReportLine {
  key: string;
  cells: readonly ExportCell[];
  group?: string;
}

/** A line as shown or exported: a data line, or a subtotal (bold). */
export interface ReportRow {
  key: string;
  cells: readonly ExportCell[];
  subtotal?: boolean;
}

/** What a report shows and exports: its data lines, the subtotal of a group (over all its lines), the total line. */
export interface ReportTable {
  lines: ReportLine[];
  /** The subtotal line of a group ('Subtotal <restaurante>', …) computed over all its lines; none when absent. */
  subtotalOf?: (group: string, lines: readonly ReportLine[]) => ExportCell[];
  total: ExportCell[];
}

/**
 * The rows of a page of `size` data lines (size ≤ 0: all, as exported): each group's subtotal after its
 * last line, wherever that falls (pageWithSubtotals).
 */
export function reportPage(table: ReportTable, page: number, size: number) {
  const { subtotalOf } = table;
  const { current, pages, items } = pageWithSubtotals(
    table.lines,
    (l) => l.group ?? '',
    (group, lines) => (subtotalOf && group ? subtotalOf(group, lines) : null),
    page,
    size,
  );
  const rows = items.map(
    (item): ReportRow =>
      item.kind === 'line'
        ? { key: item.line.key, cells: item.line.cells }
        : { key: `subtotal-${item.group}`, cells: item.subtotal, subtotal: true },
  );
  return { current, pages, rows };
}

/** Every row as exported: the lines with their groups' subtotals, then the total line; the bold ones marked. */
export function exportRows(table: ReportTable): { rows: ExportCell[][]; bold: number[] } {
  const { rows } = reportPage(table, 0, 0);
  const all = [...rows.map((r) => [...r.cells]), [...table.total]];
  const bold = rows.flatMap((r, i) => (r.subtotal ? [i] : []));
  return { rows: all, bold: [...bold, all.length - 1] };
}

/** The subtotal label of a group: 'Subtotal Restaurante Centro'. */
export const subtotalLabel = (name: string) => `Subtotal ${name}`;

/** The waste type's label ('Sobra limpa'…), or its number when unknown. */
export const tipoLabel = (t: number) => TIP_DESPERDICIO_LABEL[t as TipDesperdicio] ?? String(t);

/** The total line of the reports whose last columns are kg, kg CO2e, R$ and the count of appointments. */
export const kgCostCountTotal = (t: {
  qtdKg: ExportCell;
  co2eKg: ExportCell;
  vlrCusto: ExportCell;
  qtdApontamentos: ExportCell;
}): ExportCell[] => ['Total geral', null, null, t.qtdKg, t.co2eKg, t.vlrCusto, t.qtdApontamentos];

/** The CO2e column, next to the kg ('1.234,567' under its header). */
export const CO2E_COLUMN: ReportColumn = { title: 'Emissões (kg CO2e)', kind: 'kg' };

/** 'relatorio-desperdicios-2026-11-01-a-2026-11-22.csv'. */
export const reportFileName = (name: string, dtaIni: string, dtaFim: string, ext: 'csv' | 'xlsx') =>
  `relatorio-${name}-${dtaIni}-a-${dtaFim}.${ext}`;
