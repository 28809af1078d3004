import { fieldLabel, type ItemNoun, positionPrefix } from '@domain/field-messages';
import { hasForbiddenCharacter } from '@domain/limits';
import type { FieldIssue } from './validator';

/**
 * PostgreSQL's data exceptions (SQLSTATE class 22: a value the column's type cannot hold) as the 400 a person
 * reads. The request schemas bound every value to its column, so this is the last line: a value that still
 * reaches the database badly is the client's, never a 500.
 */

/** The rule each data exception states (any other of class 22: 'valor inválido'). */
const RULES: Readonly<Record<string, string>> = {
  '22001': 'texto longo demais',
  '22003': 'valor fora do intervalo permitido',
  '22007': 'data inválida',
  '22008': 'data inválida',
  '22021': 'contém um caractere não permitido',
  '22P05': 'contém um caractere não permitido',
  '22P02': 'valor inválido',
};

export const isDataException = (code: string | undefined): code is string => !!code && code.startsWith('22');

interface RequestParts {
  body?: unknown;
  query?: unknown;
  params?: unknown;
}

interface Leaf {
  path: (string | number)[];
  value: string | number | boolean;
}

/** The scalar values of the request, with their paths (iterative: any body depth). */
function leavesOf(parts: RequestParts): Leaf[] {
  const out: Leaf[] = [];
  const stack: { value: unknown; path: (string | number)[] }[] = [
    { value: parts.params, path: [] },
    { value: parts.query, path: [] },
    { value: parts.body, path: [] },
  ];
  while (stack.length && out.length < 100_000) {
    const { value, path } = stack.pop() as (typeof stack)[number];
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      out.push({ path, value });
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], path: [...path, i] });
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value).reverse()) stack.push({ value: v, path: [...path, k] });
    }
  }
  return out;
}

/** The request value PostgreSQL's message is about: the one it quotes, the text past a varchar's length… */
function culprit(code: string, message: string, parts: RequestParts): Leaf | undefined {
  const leaves = leavesOf(parts);
  if (code === '22001') {
    const limit = Number(/\((\d+)\)/.exec(message)?.[1] ?? Number.NaN);
    return leaves.find(
      (l) => typeof l.value === 'string' && l.value.length > (Number.isFinite(limit) ? limit : 0),
    );
  }
  if (code === '22021' || code === '22P05')
    return leaves.find((l) => typeof l.value === 'string' && hasForbiddenCharacter(l.value));
  const quoted = /"((?:[^"]|"")*)"/.exec(message)?.[1]?.replaceAll('""', '"');
  if (quoted === undefined) return undefined;
  return (
    leaves.find((l) => String(l.value) === quoted) ??
    leaves.find((l) => typeof l.value === 'string' && l.value.trim() === quoted.trim())
  );
}

const camel = (column: string) => column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** The field and message of a data exception; the field is named when the request shows which it was. */
export function dataExceptionIssue(
  pg: { code: string; column?: string; message?: string },
  parts: RequestParts,
  noun: ItemNoun,
): FieldIssue {
  const rule = RULES[pg.code] ?? 'valor inválido';
  const leaf = culprit(pg.code, pg.message ?? '', parts);
  const path = leaf?.path ?? (pg.column ? [camel(pg.column)] : []);
  const name = [...path].reverse().find((p): p is string => typeof p === 'string');
  if (!name) return { field: '', message: `Um dos valores enviados é inválido: ${rule}` };
  return { field: path.join('.'), message: `${positionPrefix(path, noun)}${fieldLabel(name)}: ${rule}` };
}
