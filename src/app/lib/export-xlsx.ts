/**
 * XLSX export with ExcelJS (a compressed, standard workbook): one sheet, a bold header row frozen at the top
 * (with an auto filter), real Excel dates shown dd/mm/yyyy, numbers kept as numbers with formats by kind
 * (kg '#,##0.000', R$ currency, % and integers; Excel shows them with the reader's separators), and column
 * widths fitted to the content. ExcelJS (~1 MB) is loaded on demand, only when an XLSX is exported, so it
 * stays out of the entry and the report screens' chunks. The rows are added in chunks with progress, like
 * the CSV; the last step (zipping) is reported at the end.
 */
import type { Workbook } from 'exceljs';
import { type ColumnKind, exportValue, type ReportColumn } from './export-columns';
import { type ExportCell, type ExportOptions, nextTick } from './export-csv';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Excel number formats by column kind (the XLSX stores them in the en-US syntax; Excel localizes them). */
export const XLSX_NUM_FMT: Record<ColumnKind, string | undefined> = {
  text: undefined,
  date: 'dd/mm/yyyy',
  kg: '#,##0.000',
  brl: '"R$" #,##0.00',
  pct: '0.00"%"',
  int: '#,##0',
};

/** Sheet names: at most 31 characters, none of []:*?/\. */
const sheetNameOf = (name: string) =>
  name
    .replace(/[[\]:*?/\\]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 31)
    .trim() || 'Planilha1';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * The cell value: a date column's 'yyyy-MM-dd' becomes a Date at UTC midnight (ExcelJS writes dates as
 * UTC, so the serial is that calendar day whatever the browser's zone); numbers are rounded to the kind's
 * decimals; other text (a total line's label) is kept.
 */
export function xlsxValue(kind: ColumnKind, value: ExportCell): string | number | Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (kind === 'date' && typeof value === 'string') {
    const m = ISO_DATE.exec(value);
    if (m) return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
    return value;
  }
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  return exportValue(kind, value) ?? null;
}

/** Characters a value takes on screen (for the column width). */
function shownLength(kind: ColumnKind, value: string | number | Date | null): number {
  if (value === null) return 0;
  if (value instanceof Date) return 10;
  if (typeof value === 'number') {
    const digits = Math.trunc(Math.abs(value)).toString().length;
    const separators = Math.floor((digits - 1) / 3);
    const decimals = { kg: 4, brl: 3, pct: 4, int: 0, text: 0, date: 0 }[kind];
    const prefix = kind === 'brl' ? 3 : kind === 'pct' ? 1 : 0;
    return digits + separators + decimals + prefix + (value < 0 ? 1 : 0);
  }
  return value.length;
}

const MIN_WIDTH = 8;
const MAX_WIDTH = 60;

interface XlsxOptions extends ExportOptions {
  sheetName?: string;
  /** The lines (0-based indexes into the rows) shown in bold: the subtotals and the total. */
  boldRows?: readonly number[];
}

/** Loads ExcelJS (its browser build in the app; the Node one in tests). */
async function loadExcelJs() {
  const mod = await import('exceljs');
  // The browser build is a UMD bundle: its exports are on `default` (or on the namespace itself).
  return mod.default ?? (mod as unknown as typeof mod.default);
}

/** The workbook: one sheet, the header row then the rows (raw report cells, dates 'yyyy-MM-dd'). */
async function buildXlsxWorkbook(
  columns: readonly ReportColumn[],
  rows: readonly (readonly ExportCell[])[],
  { chunkSize = 2000, onProgress, sheetName = 'Relatório', boldRows = [] }: XlsxOptions = {},
): Promise<Workbook> {
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Controle de Desperdícios';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(sheetNameOf(sheetName), {
    views: [{ state: 'frozen', xSplit: 0, ySplit: 1, topLeftCell: 'A2', activeCell: 'A2' }],
  });
  const widths = columns.map((c) => c.title.length + 2);
  sheet.columns = columns.map((c) => ({
    header: c.title,
    style: XLSX_NUM_FMT[c.kind] ? { numFmt: XLSX_NUM_FMT[c.kind] } : {},
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.alignment = { vertical: 'middle' };
  columns.forEach((c, i) => {
    if (c.kind !== 'text') header.getCell(i + 1).alignment = { horizontal: 'right', vertical: 'middle' };
  });

  for (let i = 0; i < rows.length; i += chunkSize) {
    const end = Math.min(rows.length, i + chunkSize);
    for (let j = i; j < end; j++) {
      const values = columns.map((c, k) => xlsxValue(c.kind, rows[j][k]));
      sheet.addRow(values);
      values.forEach((v, k) => {
        const len = shownLength(columns[k].kind, v);
        if (len > widths[k]) widths[k] = len;
      });
    }
    // The zip step is left for the last part.
    onProgress?.((end / rows.length) * 0.8);
    if (end < rows.length) await nextTick();
  }
  for (const i of boldRows) if (i >= 0 && i < rows.length) sheet.getRow(i + 2).font = { bold: true };
  widths.forEach((w, i) => {
    sheet.getColumn(i + 1).width = Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, w + 2));
  });
  if (columns.length > 0) {
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  }
  return workbook;
}

/** The XLSX bytes. */
export async function buildXlsx(
  columns: readonly ReportColumn[],
  rows: readonly (readonly ExportCell[])[],
  options: XlsxOptions = {},
): Promise<Uint8Array<ArrayBuffer>> {
  const workbook = await buildXlsxWorkbook(columns, rows, options);
  await nextTick();
  const buffer = await workbook.xlsx.writeBuffer();
  options.onProgress?.(1);
  return new Uint8Array(buffer as ArrayBuffer);
}

export async function buildXlsxBlob(
  columns: readonly ReportColumn[],
  rows: readonly (readonly ExportCell[])[],
  options?: XlsxOptions,
): Promise<Blob> {
  return new Blob([await buildXlsx(columns, rows, options)], { type: XLSX_MIME });
}
