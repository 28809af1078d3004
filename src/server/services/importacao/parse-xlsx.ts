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

type Reader = InstanceType<typeof ExcelJS.stream.xlsx.WorkbookReader> & {
  model?: { sheets?: { id: number }[] };
  workbookRels?: unknown;
};

/**
 * ExcelJS's streaming reader parses a worksheet as soon as it has met the shared strings and the workbook's
 * relationships, even when `xl/workbook.xml` comes later in the zip (ExcelJS's own writer and LibreOffice
 * write entries in varying orders): it then fails reading the sheet list. The relationships are made to
 * look absent until the workbook is read, so such a worksheet is set aside in a temporary file and parsed
 * once the workbook is known, as ExcelJS already does when the shared strings come late.
 */
function deferSheetsUntilWorkbook(reader: Reader): void {
  let rels: unknown;
  Object.defineProperty(reader, 'workbookRels', {
    configurable: true,
    get: () => (reader.model ? rels : undefined),
    set: (v: unknown) => {
      rels = v;
    },
  });
}

/** The first worksheet of an XLSX (the first tab, whatever the zip's order), streamed row by row. */
export async function* xlsxRows(input: Readable): AsyncGenerator<SourceItem> {
  const reader: Reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  deferSheetsUntilWorkbook(reader);
  let header = false;
  let lastLine = 1;
  try {
    for await (const sheet of reader) {
      const first = reader.model?.sheets?.[0]?.id;
      if (first !== undefined && String((sheet as unknown as { id: unknown }).id) !== String(first)) continue;
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
