import type { RollupDefinition } from './levels';
import { deltaColumns, type RollupFunction, wrapList } from './sql-text';

/** A destination's factor edited: the deltas that bring its history's CO2e to the new factor. */

function recalc(def: RollupDefinition): RollupFunction {
  const keys = def.fineKeys.map((k) => k.column);
  const values = [
    ...keys.map((k) => `x.${k}`),
    ...def.measures.map((m) => (m.source === 'factor' ? (m.recalculated ?? '0') : '0')),
  ];
  const rows = (table: string) => `${wrapList('    SELECT ', [...keys, 'qtd_kg', 'qtd_co2e'], '', '      ')}
    FROM ${table}
    WHERE id_empresa = p_emp AND id_destino <> 0 AND (p_dest IS NULL OR id_destino = p_dest)`;
  return {
    name: 're_resumo_co2e_recalc',
    args: 'p_emp integer, p_dest integer',
    returns: 'integer',
    comment: `A factor (or kind) change carried into the history: for the company's destination p_dest (every destination
of the company when null), after locking them in id order, the deltas the saves left are taken over (as a
merge does), then one delta per fine rollup row whose qtd_co2e (with the deltas not applied yet) is not net kg
× the current factor. Applied at commit by re_resumo_apply, like any other delta. Returns how many fine rows it
corrects (0 on a second run).`,
    body: `DECLARE
  v_n integer;
BEGIN
  PERFORM count(*) FROM (
    SELECT 1 FROM re_tb_dest_residuos f
     WHERE f.id_empresa = p_emp AND (p_dest IS NULL OR f.id_destino = p_dest)
     ORDER BY f.id_destino FOR NO KEY UPDATE) k;
  PERFORM re_resumo_juntar();
${wrapList('  INSERT INTO re_tb_desp_resumo_delta (', deltaColumns(def), ')', '    ')}
${wrapList('  SELECT ', values, '', '    ')}
  FROM (
${rows('re_tb_desp_resumo_dia')}
    UNION ALL
${rows('re_tb_desp_resumo_delta')}
  ) x
  LEFT JOIN re_tb_dest_residuos f ON f.id_empresa = x.id_empresa AND f.id_destino = x.id_destino
${wrapList('  GROUP BY ', [...keys.map((k) => `x.${k}`), 'f.fator_co2e'], '', '    ')}
  HAVING sum(x.qtd_kg) * coalesce(f.fator_co2e, 0) <> sum(x.qtd_co2e);
  GET DIAGNOSTICS v_n = ROW_COUNT;
  RETURN v_n;
END`,
  };
}

function destinationUpdated(): RollupFunction {
  return {
    name: 're_resumo_co2e_dest_upd',
    args: '',
    returns: 'trigger',
    comment:
      "A destination's factor edited (by any path): its CO2e history is recomputed in the same transaction.",
    body: `BEGIN
  PERFORM re_resumo_co2e_recalc(NEW.id_empresa, NEW.id_destino);
  RETURN NULL;
END`,
  };
}

export function co2eFunctions(def: RollupDefinition): RollupFunction[] {
  return [recalc(def), destinationUpdated()];
}
