/**
 * CSV export for Excel pt-BR (RFC 4180 quoting): ';' separator, CRLF line ends, UTF-8 with a BOM so Excel
 * reads the accents; numbers with a decimal comma and no thousands separator (Excel pt-BR reads them as
 * numbers). The first row is the column titles as shown on screen. Built in chunks so a long export keeps
 * the page responsive and can report its progress.
 */

export type ExportCell = string | number | null | undefined;

export interface ExportOptions {
  /** Rows per tick (default 2000). */
  chunkSize?: number;
  /** Called with the fraction done (0..1) after each chunk, and with 1 at the end. */
  onProgress?: (fraction: number) => void;
}

const CSV_SEPARATOR = ';';
export const UTF8_BOM = '\uFEFF';

/** Lets the browser paint (the progress bar) between chunks. */
export const nextTick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** One field: numbers with a decimal comma; quoted when it holds ';', '"', CR or LF (quotes doubled). */
export function csvField(value: ExportCell): string {
  if (value === null || value === undefined) return '';
  const text =
    typeof value === 'number' ? (Number.isFinite(value) ? String(value).replace('.', ',') : '') : value;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (cells: readonly ExportCell[]) => cells.map(csvField).join(CSV_SEPARATOR);

/** The CSV text (with the BOM): the header row, then the rows; each line ends in CRLF. */
export async function buildCsv(
  headers: readonly string[],
  rows: readonly (readonly ExportCell[])[],
  { chunkSize = 2000, onProgress }: ExportOptions = {},
): Promise<string> {
  const parts: string[] = [UTF8_BOM, csvLine(headers), '\r\n'];
  for (let i = 0; i < rows.length; i += chunkSize) {
    const end = Math.min(rows.length, i + chunkSize);
    for (let j = i; j < end; j++) parts.push(csvLine(rows[j]), '\r\n');
    onProgress?.(end / rows.length);
    if (end < rows.length) await nextTick();
  }
  onProgress?.(1);
  return parts.join('');
}

export async function buildCsvBlob(
  headers: readonly string[],
  rows: readonly (readonly ExportCell[])[],
  options?: ExportOptions,
): Promise<Blob> {
  return new Blob([await buildCsv(headers, rows, options)], { type: 'text/csv;charset=utf-8' });
}
