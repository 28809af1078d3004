import type { Level, RollupDefinition } from './levels';
import {
  cast,
  fineKeyOf,
  levelColumns,
  levelKeyOf,
  positions,
  type RollupFunction,
  sumsOf,
  wrapList,
} from './sql-text';

/** The rebuild of every level from the appointments (bulk loads, repairs), and the server's call of it. */

/** The fine level from the appointments, their cost rows and their destinations' factors. */
function rebuildFine(def: RollupDefinition, level: Level): string {
  const values = [
    ...def.fineKeys.map((k) => fineKeyOf(k, 'd')),
    ...def.measures.map((m) => cast(m, m.appointments('d'))),
  ];
  return `${wrapList(`  INSERT INTO ${level.table} (`, levelColumns(def, level), ')', '    ')}
${wrapList('  SELECT ', values, '', '    ')}
  FROM re_tb_desperdicios_det d
  LEFT JOIN re_tb_desp_custos c ON c.id_apontamento = d.id_apontamento
  LEFT JOIN re_tb_dest_residuos f ON f.id_empresa = d.id_empresa AND f.id_destino = d.id_destino
  WHERE p_emp IS NULL OR d.id_empresa = p_emp
  GROUP BY ${positions(def.fineKeys.length)};
  GET DIAGNOSTICS v_n = ROW_COUNT;`;
}

/** Any other level: the level it is rebuilt from, summed by its keys. */
function rebuildFrom(def: RollupDefinition, level: Level): string {
  const values = [...level.keys.map((k) => levelKeyOf(k, 'd.')), ...sumsOf(def, 'd.')];
  return `${wrapList(`  INSERT INTO ${level.table} (`, levelColumns(def, level), ')', '    ')}
${wrapList('  SELECT ', values, '', '    ')}
  FROM ${level.rebuiltFrom} d
  WHERE p_emp IS NULL OR d.id_empresa = p_emp
  GROUP BY ${positions(level.keys.length)};`;
}

function rebuild(def: RollupDefinition): RollupFunction {
  const deletes = def.levels.map(
    (l) => `  DELETE FROM ${l.table} WHERE p_emp IS NULL OR id_empresa = p_emp;`,
  );
  const inserts = def.levels.map((l) =>
    l.rebuiltFrom === 'appointments' ? rebuildFine(def, l) : rebuildFrom(def, l),
  );
  return {
    name: 're_resumo_dia_rebuild',
    args: 'p_emp integer',
    returns: 'integer',
    comment: `The rebuild (bulk loads, repairs): every level of one company (all when p_emp is null) recomputed from the
appointments, their cost rows and their destinations' factors, each level after the one it sums; the
transaction's pending deltas are discarded. Returns the number of fine rows.`,
    body: `DECLARE
  v_n integer;
BEGIN
  DELETE FROM re_tb_desp_resumo_delta WHERE id_tx = txid_current()
    AND (p_emp IS NULL OR id_empresa = p_emp);
${deletes.join('\n')}
${inserts.join('\n')}
  RETURN v_n;
END`,
  };
}

function rebuildLocked(): RollupFunction {
  return {
    name: 're_resumo_reconstruir',
    args: 'p_emp integer',
    returns: 'integer',
    comment: `The rebuild as called by the server: no merge runs meanwhile, and the deltas the saves left are dropped (the
appointments it reads already hold them; applied later, they would count twice). The appointments and their
cost rows are locked against writes first, so no save commits between that drop and the rebuild's reading.`,
    body: `BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('controle-desperdicios:resumo', 0));
  LOCK TABLE re_tb_desperdicios_det, re_tb_desp_custos IN SHARE MODE;
  DELETE FROM re_tb_desp_resumo_delta WHERE p_emp IS NULL OR id_empresa = p_emp;
  RETURN re_resumo_dia_rebuild(p_emp);
END`,
  };
}

export function rebuildFunctions(def: RollupDefinition): RollupFunction[] {
  return [rebuild(def), rebuildLocked()];
}
