import { pipeline, Readable } from 'node:stream';
import { detectDelimiter, IMPORT_MSG } from '@domain/rules/import-values';
import { parse } from 'csv-parse';
import { FileReadError, type SourceItem } from './source';

/**
 * CSV rows from decoded text, streamed: the separator (';' or ',') is read from the header line, then
 * csv-parse reads the rest (quotes, separators and line breaks inside quotes). Blank lines are skipped.
 */
export async function* csvRows(text: AsyncIterable<string>): AsyncGenerator<SourceItem> {
  const it = text[Symbol.asyncIterator]();
  let head = '';
  let done = false;
  while (!done && !/[\r\n]/.test(head)) {
    const next = await it.next();
    if (next.done) done = true;
    else head += next.value;
  }
  const firstLine = head.split(/\r?\n|\r/, 1)[0] ?? '';
  const delimiter = detectDelimiter(firstLine);

  async function* rest(): AsyncGenerator<string> {
    if (head) yield head;
    head = '';
    while (!done) {
      const next = await it.next();
      if (next.done) done = true;
      else yield next.value;
    }
  }

  const parser = parse({
    delimiter,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    info: true,
    max_record_size: 1_000_000,
  });
  const source = Readable.from(rest(), { objectMode: false });
  pipeline(source, parser, () => {});
  let first = true;
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      if (first) {
        first = false;
        yield { kind: 'header', names: record };
        continue;
      }
      yield { kind: 'row', linha: info.lines, cells: record };
    }
  } catch (err) {
    if (err instanceof FileReadError) throw err;
    const code = (err as { code?: string }).code ?? '';
    if (code.startsWith('CSV_')) {
      throw new FileReadError(IMPORT_MSG.invalidFile, (err as { lines?: number }).lines ?? 1);
    }
    throw err;
  } finally {
    source.destroy();
  }
}
