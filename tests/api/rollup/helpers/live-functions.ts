import { ROLLUP } from '@server/modules/rollup/definition/levels';
import { rollupFunctions } from '@server/modules/rollup/definition/migration';

/** A function as the database holds it. */
export interface LiveFunction {
  name: string;
  args: string;
  returns: string;
  /** Its body (pg_proc.prosrc), whitespace normalised. */
  body: string;
}

/** Runs one statement and answers its rows (PGlite, pg or the app's handle). */
export type Query = <T>(text: string) => Promise<T[]>;

/** Runs of whitespace as one space: the layout of a body is not its meaning. */
export const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

export const ROLLUP_FUNCTION_QUERY = `select p.proname as name, pg_get_function_arguments(p.oid) as args,
    pg_get_function_result(p.oid) as returns, p.prosrc as body
  from pg_proc p join pg_namespace n on n.oid = p.pronamespace
  where n.nspname = 'public' and p.proname like 're\\_resumo\\_%' order by 1`;

/** The rollup's functions live in a database (public re_resumo_*), by name. */
export async function liveRollupFunctions(query: Query): Promise<Record<string, LiveFunction>> {
  const rows = await query<LiveFunction>(ROLLUP_FUNCTION_QUERY);
  return Object.fromEntries(rows.map((r) => [r.name, { ...r, body: normalise(r.body) }]));
}

/** The functions the declaration generates, in the same shape. */
export function generatedRollupFunctions(): Record<string, LiveFunction> {
  return Object.fromEntries(
    rollupFunctions(ROLLUP)
      .map((f) => ({ name: f.name, args: f.args, returns: f.returns, body: normalise(f.body) }))
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((f) => [f.name, f]),
  );
}

export const TRIGGER_QUERY = `select tgname as name, pg_get_triggerdef(oid) as def from pg_trigger
  where not tgisinternal and tgname like 'a\\_resumo\\_%' order by 1`;
