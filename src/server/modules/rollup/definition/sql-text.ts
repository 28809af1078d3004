import type { FineKey, Level, Measure, RollupDefinition } from './levels';

/** A generated PL/pgSQL function: its signature, its body (the text between the $$) and what it does. */
export interface RollupFunction {
  name: string;
  /** As pg_get_function_arguments prints them. */
  args: string;
  /** As pg_get_function_result prints it. */
  returns: string;
  body: string;
  /** The migration's comment above it. */
  comment: string;
}

const WIDTH = 118;

/**
 * `items` joined by `joiner` and a space after `head`, wrapped before WIDTH columns onto lines starting with
 * `indent`, then `tail`. Only the layout: the text is the same whitespace aside.
 */
export function wrapList(head: string, items: string[], tail: string, indent: string, joiner = ','): string {
  const lines: string[] = [];
  let line = head;
  let fresh = true;
  items.forEach((item, i) => {
    const piece = item + (i < items.length - 1 ? joiner : tail);
    if (!fresh && line.length + 1 + piece.length > WIDTH) {
      lines.push(line);
      line = indent + piece;
    } else {
      line += (fresh ? '' : ' ') + piece;
    }
    fresh = false;
  });
  lines.push(line);
  return lines.join('\n');
}

/** '1, 2, …, n' (GROUP BY / ORDER BY positions). */
export function positions(n: number): string {
  return Array.from({ length: n }, (_, i) => String(i + 1)).join(', ');
}

/** A fine key read from an appointment row `a` (a nullable key counts as 0). */
export function fineKeyOf(key: FineKey, a: string): string {
  return key.nullable ? `coalesce(${a}.${key.column}, 0)` : `${a}.${key.column}`;
}

/** A level's key read from a row with fine keys (`prefix`: '' or 'd.'): dta_mes is the month's first day. */
export function levelKeyOf(key: string, prefix: string): string {
  return key === 'dta_mes' ? `date_trunc('month', ${prefix}dta_apontamento)::date` : `${prefix}${key}`;
}

/** The delta table's columns: the fine keys, then the measures. */
export function deltaColumns(def: RollupDefinition): string[] {
  return [...def.fineKeys.map((k) => k.column), ...def.measures.map((m) => m.column)];
}

/** The appointment columns the measures read: an update that changes none of them moves nothing. */
export function appointmentColumns(def: RollupDefinition): string[] {
  const read = def.measures.flatMap((m) => m.reads ?? []);
  return ['id_apontamento', ...def.fineKeys.map((k) => k.column), ...new Set(read)];
}

/** A level's columns: its keys, then the measures. */
export function levelColumns(def: RollupDefinition, level: Level): string[] {
  return [...level.keys, ...def.measures.map((m) => m.column)];
}

/** `expr` with its ::int cast when the measure is an integer. */
export function cast(measure: Measure, expr: string): string {
  return measure.int ? `${expr}::int` : expr;
}

/** The sum of each measure's column over rows `prefix` ('' or 'd.'), cast as the column. */
export function sumsOf(def: RollupDefinition, prefix: string): string[] {
  return def.measures.map((m) => cast(m, `sum(${prefix}${m.column})`));
}

/** A row that changes nothing is dropped: HAVING one of the sums is not 0. */
export function anyNonZero(sums: string[], indent: string): string {
  return wrapList(
    'HAVING ',
    sums.map((s) => `${s} <> 0`),
    '',
    indent,
    ' OR',
  );
}

/** The CREATE OR REPLACE statement of a function, with its comment. */
export function functionStatement(fn: RollupFunction): string {
  const comment = fn.comment
    .split('\n')
    .map((l) => `-- ${l}`.trimEnd())
    .join('\n');
  return `${comment}\nCREATE OR REPLACE FUNCTION ${fn.name}(${fn.args}) RETURNS ${fn.returns} LANGUAGE plpgsql AS $$\n${fn.body}\n$$;`;
}
