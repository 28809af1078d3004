import { IMPORT_MSG } from '@domain/rules/import-values';
import type { SourceItem } from './source';

function cellOf(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return JSON.stringify(v);
}

/**
 * The JSON variant: a list of objects with the template's columns. The header is the union of the first
 * object's keys; a later object's key outside it is an error of that line.
 */
export async function* jsonRows(body: unknown): AsyncGenerator<SourceItem> {
  if (!Array.isArray(body)) {
    yield { kind: 'header', names: [] };
    yield { kind: 'row', linha: 1, cells: [], problems: [{ coluna: '', mensagem: IMPORT_MSG.notAnArray }] };
    return;
  }
  const firstObject = body.find((o) => o !== null && typeof o === 'object' && !Array.isArray(o)) as
    | Record<string, unknown>
    | undefined;
  const names = firstObject ? Object.keys(firstObject) : [];
  yield { kind: 'header', names };
  const index = new Map(names.map((n, i) => [n, i]));
  for (let i = 0; i < body.length; i++) {
    const item = body[i];
    const linha = i + 2;
    if (item === null || typeof item !== 'object' || Array.isArray(item)) {
      yield { kind: 'row', linha, cells: [], problems: [{ coluna: '', mensagem: IMPORT_MSG.notAnObject }] };
      continue;
    }
    const cells = names.map(() => '');
    const problems: { coluna: string; mensagem: string }[] = [];
    for (const [key, value] of Object.entries(item as Record<string, unknown>)) {
      const at = index.get(key);
      if (at === undefined) problems.push({ coluna: key, mensagem: IMPORT_MSG.unknownColumn(key) });
      else cells[at] = cellOf(value);
    }
    yield { kind: 'row', linha, cells, ...(problems.length ? { problems } : {}) };
  }
}
