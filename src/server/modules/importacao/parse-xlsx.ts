import { PassThrough, type Readable } from 'node:stream';
import { IMPORT_MSG } from '@domain/rules/import-values';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
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
};

/** The parts ExcelJS's streaming reader needs before the worksheets, in the order it needs them. */
const FIRST_PARTS = [
  'xl/workbook.xml',
  'xl/_rels/workbook.xml.rels',
  'xl/sharedStrings.xml',
  'xl/styles.xml',
];
const WORKSHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;

/**
 * The XLSX's parts again as a zip stream (stored, not compressed again), with the workbook, its relationships,
 * the shared strings and the styles before the worksheets. Writers put them in any order (ExcelJS's own puts
 * the worksheets first, LibreOffice the workbook last); ExcelJS's streaming reader then sets the worksheets
 * aside in temporary files and, under load, at times reads them before the shared strings or fails. In this
 * order it reads each worksheet as it comes. The upload is bounded (IMPORT_MAX_BYTES), so it is held in memory.
 */
async function inReadingOrder(input: Readable): Promise<Readable> {
  const chunks: Buffer[] = [];
  for await (const chunk of input) chunks.push(chunk as Buffer);
  const source = await JSZip.loadAsync(Buffer.concat(chunks));
  const names = Object.keys(source.files).filter((n) => !source.files[n].dir);
  const sheets = names
    .filter((n) => WORKSHEET.test(n))
    .sort((a, b) => Number(WORKSHEET.exec(a)?.[1]) - Number(WORKSHEET.exec(b)?.[1]));
  const ordered = new JSZip();
  for (const name of [...FIRST_PARTS.filter((n) => names.includes(n)), ...sheets]) {
    ordered.file(name, source.files[name].nodeStream());
  }
  // JSZip's stream is of its own readable-stream copy; ExcelJS wants Node's.
  const out = new PassThrough();
  const zipped = ordered.generateNodeStream({ streamFiles: true, compression: 'STORE' });
  zipped.on('error', (err) => out.destroy(err));
  return zipped.pipe(out);
}

/** The first worksheet of an XLSX (the first tab, whatever the zip's order), streamed row by row. */
export async function* xlsxRows(input: Readable): AsyncGenerator<SourceItem> {
  let header = false;
  let lastLine = 1;
  try {
    const reader: Reader = new ExcelJS.stream.xlsx.WorkbookReader(await inReadingOrder(input), {
      worksheets: 'emit',
      sharedStrings: 'cache',
      styles: 'cache',
      hyperlinks: 'ignore',
      entries: 'ignore',
    });
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
