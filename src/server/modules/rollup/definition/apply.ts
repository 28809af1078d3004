import type { Level, RollupDefinition } from './levels';
import {
  anyNonZero,
  deltaColumns,
  levelColumns,
  levelKeyOf,
  positions,
  type RollupFunction,
  sumsOf,
  wrapList,
} from './sql-text';

/** The apply at commit (the deferred constraint trigger's function) and the merge of the saves' deltas. */

const DELTA = 're_tb_desp_resumo_delta';

/** One level: the transaction's deltas summed by its keys and upserted in key order; emptied rows deleted. */
function applyLevel(def: RollupDefinition, level: Level): string {
  const n = level.keys.length;
  const keys = level.keys.map((k) => levelKeyOf(k, ''));
  const distinctKeys = level.keys.map((k) => (k === 'dta_mes' ? `${levelKeyOf(k, '')} AS dta_mes` : k));
  const sets = def.measures.map((m) => `${m.column} = r.${m.column} + excluded.${m.column}`);
  const matches = level.keys.map((k) => `r.${k} = k.${k}`);
  return `${wrapList(`  INSERT INTO ${level.table} AS r (`, levelColumns(def, level), ')', '    ')}
${wrapList('  SELECT ', [...keys, ...sumsOf(def, '')], '', '    ')}
  FROM ${DELTA}
  WHERE id_tx = v_tx
  GROUP BY ${positions(n)}
  ${anyNonZero(
    def.measures.map((m) => `sum(${m.column})`),
    '    ',
  )}
  ORDER BY ${positions(n)}
  ON CONFLICT ON CONSTRAINT ${level.table}_pk DO UPDATE
    SET ${sets.join(',\n        ')};
  DELETE FROM ${level.table} r
${wrapList('   USING (SELECT DISTINCT ', distinctKeys, '', '            ')}
            FROM ${DELTA} WHERE id_tx = v_tx) k
${wrapList('   WHERE ', [...matches, def.emptyRow('r')], ';', '     ', ' AND')}`;
}

function apply(def: RollupDefinition): RollupFunction {
  return {
    name: 're_resumo_apply',
    args: '',
    returns: 'trigger',
    comment: `At commit, once per transaction: the transaction's deltas summed per key and upserted into each level in turn,
each in one statement sorted by its key (one global lock order: no deadlock); rows that reach zero are deleted.
Each delta has a rising number (id_seq): the apply records in a transaction-local setting the highest one it
consumed, so the other firings of this row-level constraint trigger return at once.`,
    body: `DECLARE
  v_tx bigint := txid_current();
  v_upto bigint;
BEGIN
  IF NEW.id_seq <= coalesce(nullif(current_setting('re.resumo_aplicado_ate', true), '')::bigint, 0) THEN
    RETURN NULL;
  END IF;
  SELECT max(id_seq) INTO v_upto FROM ${DELTA} WHERE id_tx = v_tx;
  IF v_upto IS NULL THEN
    RETURN NULL;
  END IF;

${def.levels.map((l) => applyLevel(def, l)).join('\n\n')}

  DELETE FROM ${DELTA} WHERE id_tx = v_tx AND id_seq <= v_upto;
  PERFORM set_config('re.resumo_aplicado_ate', v_upto::text, true);
  RETURN NULL;
END`,
  };
}

function merge(def: RollupDefinition): RollupFunction {
  const columns = deltaColumns(def);
  return {
    name: 're_resumo_juntar',
    args: '',
    returns: 'integer',
    comment: `Applies every delta committed and left by the saves: they are taken over by this transaction (deleted and
written again under its id), and the deferred apply adds them up to the levels at its commit. Returns the number
of deltas taken over.`,
    body: `DECLARE
  v_n integer;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('controle-desperdicios:resumo', 0));
  -- Nothing left (the merge before this one took it all): end without a transaction id, so this commit writes
  -- nothing and waits for no disk flush while the saves behind it wait for the lock.
  IF NOT EXISTS (SELECT 1 FROM ${DELTA}) THEN
    RETURN 0;
  END IF;
  PERFORM set_config('re.resumo_adiado', 'off', true);
  WITH taken AS (
    DELETE FROM ${DELTA} WHERE id_tx IS DISTINCT FROM txid_current_if_assigned()
${wrapList('    RETURNING ', columns, '', '      ')}
  )
${wrapList(`  INSERT INTO ${DELTA} (`, columns, ')', '    ')}
  SELECT * FROM taken;
  GET DIAGNOSTICS v_n = ROW_COUNT;
  RETURN v_n;
END`,
  };
}

export function applyFunctions(def: RollupDefinition): RollupFunction[] {
  return [apply(def), merge(def)];
}
