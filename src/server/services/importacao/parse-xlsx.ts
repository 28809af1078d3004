import type { Readable } from 'node:stream';
import { IMPORT_MSG } from '@domain/rules/import-values';
import ExcelJS from 'exceljs';
import { FileReadError, type SourceItem } from './source';

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** A cell as the text a CSV would carry: numbers with '.', dates as yyyy-MM-dd, rich text flattened. */
function cellText(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return String(v);
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (v instanceof Date) {
    return `${pad(v.getUTCFullYear(), 4)}-${pad(v.getUTCMonth() + 1)}-${pad(v.getUTCDate())}`;
  }
  if (typeof v === 'object') {
    const o = v as { richText?: { text: string }[]; text?: unknown; result?: unknown; error?: string };
    if (Array.isArray(o.richText)) return o.richText.map((r) => r.text).join('');
    if ('result' in o) return cellText(o.result);
    if (o.text !== undefined) return cellText(o.text);
    if (o.error) return '';
  }
  return String(v);
}

/** The first worksheet of an XLSX, streamed row by row (ExcelJS's streaming reader). */
export async function* xlsxRows(input: Readable): AsyncGenerator<SourceItem> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  let header = false;
  let lastLine = 1;
  try {
    for await (const sheet of reader) {
      for await (const row of sheet as unknown as AsyncIterable<ExcelJS.Row>) {
        lastLine = row.number;
        const values = (row.values as unknown[]).slice(1).map(cellText);
        if (!header) {
          header = true;
          yield { kind: 'header', names: values };
          continue;
        }
        yield { kind: 'row', linha: row.number, cells: values };
      }
      break;
    }
  } catch (err) {
    if (err instanceof FileReadError) throw err;
    if ((err as { statusCode?: number }).statusCode === 413) throw err;
    throw new FileReadError(IMPORT_MSG.invalidXlsx, lastLine);
  }
}
