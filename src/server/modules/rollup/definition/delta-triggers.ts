import type { Measure, RollupDefinition } from './levels';
import {
  anyNonZero,
  appointmentColumns,
  cast,
  deltaColumns,
  fineKeyOf,
  positions,
  type RollupFunction,
  wrapList,
} from './sql-text';

/**
 * The sources of deltas: the triggers on the appointments (insert, update, delete) and on their cost rows. Each
 * only appends to re_tb_desp_resumo_delta; the apply (apply.ts) adds the deltas up at commit.
 */

const DELTA = 're_tb_desp_resumo_delta';

function insertDeltas(columns: string[], indent: string): string {
  return wrapList(`${indent}INSERT INTO ${DELTA} (`, columns, ')', `${indent}  `);
}

function selectDeltas(def: RollupDefinition, a: string, measures: string[], indent: string): string {
  const keys = def.fineKeys.map((k) => fineKeyOf(k, a));
  return wrapList(`${indent}SELECT `, [...keys, ...measures], '', `${indent}  `);
}

const groupByKeys = (def: RollupDefinition) => `GROUP BY ${positions(def.fineKeys.length)}`;

function appointmentInsert(def: RollupDefinition): RollupFunction {
  // One source per measure: the cost rows' trigger writes the cost.
  const measures = def.measures.map((m) => (m.source === 'cost-rows' ? '0' : cast(m, m.appointments('n'))));
  return {
    name: 're_resumo_delta_apont_ins',
    args: '',
    returns: 'trigger',
    comment: `Appointments inserted (one statement): their deltas. The destinations read are locked FOR SHARE in id order first,
so a factor edit waits for this transaction and the deltas carry the factor the commit will keep. Their cost
comes from their cost rows' trigger (an insert has one source of deltas per measure).`,
    body: `BEGIN
  PERFORM count(*) FROM (
    SELECT 1 FROM re_tb_dest_residuos f
     WHERE f.id_destino IN (SELECT n.id_destino FROM re_resumo_apont_new n WHERE n.id_destino IS NOT NULL)
     ORDER BY f.id_destino FOR SHARE) k;
${insertDeltas(deltaColumns(def), '  ')}
${selectDeltas(def, 'n', measures, '  ')}
  FROM re_resumo_apont_new n
  LEFT JOIN re_tb_dest_residuos f ON f.id_empresa = n.id_empresa AND f.id_destino = n.id_destino
  ${groupByKeys(def)};
  RETURN NULL;
END`,
  };
}

/** The update's HAVING checks the row's own figures first, then those read from other tables. */
function updateCheckOrder(measures: Measure[]): Measure[] {
  return [
    ...measures.filter((m) => m.source === 'appointment'),
    ...measures.filter((m) => m.source !== 'appointment'),
  ];
}

function appointmentUpdate(def: RollupDefinition): RollupFunction {
  const rows = (head: string, sign: string, tail: string) =>
    wrapList(head, [...appointmentColumns(def), sign], tail, '       ');
  return {
    name: 're_resumo_delta_apont_upd',
    args: '',
    returns: 'trigger',
    comment:
      'Appointments updated (one statement): −old and +new for every changed row (unchanged rows cancel out).',
    body: `BEGIN
  PERFORM count(*) FROM (
    SELECT 1 FROM re_tb_dest_residuos f
     WHERE f.id_destino IN (SELECT o.id_destino FROM re_resumo_apont_old o WHERE o.id_destino IS NOT NULL
                            UNION SELECT n.id_destino FROM re_resumo_apont_new n WHERE n.id_destino IS NOT NULL)
     ORDER BY f.id_destino FOR SHARE) k;
${insertDeltas(deltaColumns(def), '  ')}
${selectDeltas(
  def,
  'a',
  def.measures.map((m) => cast(m, m.updated)),
  '  ',
)}
  FROM (
${rows('    (SELECT ', '-1 AS sinal', ' FROM re_resumo_apont_old')}
     EXCEPT ALL
${rows('     SELECT ', '-1', ' FROM re_resumo_apont_new)')}
    UNION ALL
${rows('    (SELECT ', '1', ' FROM re_resumo_apont_new')}
     EXCEPT ALL
${rows('     SELECT ', '1', ' FROM re_resumo_apont_old)')}
  ) a
  LEFT JOIN re_tb_dest_residuos f ON f.id_empresa = a.id_empresa AND f.id_destino = a.id_destino
  ${groupByKeys(def)}
  ${anyNonZero(
    updateCheckOrder(def.measures).map((m) => m.updated),
    '    ',
  )};
  RETURN NULL;
END`,
  };
}

function appointmentDelete(def: RollupDefinition): RollupFunction {
  const values = [...def.fineKeys.map((k) => fineKeyOf(k, 'OLD')), ...def.measures.map((m) => m.deleted)];
  return {
    name: 're_resumo_delta_apont_del',
    args: '',
    returns: 'trigger',
    comment: `An appointment deleted: BEFORE DELETE, so it still sees the cost row the FK cascade removes, and subtracts
every measure.`,
    body: `DECLARE
  v_fator numeric;
BEGIN
  IF OLD.id_destino IS NOT NULL THEN
    SELECT f.fator_co2e INTO v_fator FROM re_tb_dest_residuos f
     WHERE f.id_empresa = OLD.id_empresa AND f.id_destino = OLD.id_destino FOR SHARE;
  END IF;
${insertDeltas(deltaColumns(def), '  ')}
${wrapList('  VALUES (', values, ');', '    ')}
  RETURN OLD;
END`,
  };
}

/** The cost trigger's statement for one operation: `rows` are the cost rows, `negate` for a delete. */
function costStatement(def: RollupDefinition, rows: string, negate: boolean): string {
  const written = def.measures.filter((m) => m.costRows !== undefined);
  const values = written.map((m) => {
    const v = m.costRows as string;
    return negate && v !== '0' ? `-${v}` : v;
  });
  const moved = written.filter((m) => m.source === 'cost-rows').map((m) => m.costRows as string);
  const columns = [...def.fineKeys.map((k) => k.column), ...written.map((m) => m.column)];
  return `${insertDeltas(columns, '    ')}
${selectDeltas(def, 'a', values, '    ')}
    FROM ${rows}
    JOIN re_tb_desperdicios_det a ON a.id_apontamento = c.id_apontamento
    ${groupByKeys(def)}
    ${anyNonZero(moved, '      ')};`;
}

function costRows(def: RollupDefinition): RollupFunction {
  return {
    name: 're_resumo_delta_custo',
    args: '',
    returns: 'trigger',
    comment: `Cost rows written: the change of cost, on their appointment's keys. A cost row whose appointment is gone
(the cascade of its delete) finds no appointment: that delete has already subtracted it.`,
    body: `BEGIN
  IF TG_OP = 'INSERT' THEN
${costStatement(def, 're_resumo_custo_new c', false)}
  ELSIF TG_OP = 'DELETE' THEN
${costStatement(def, 're_resumo_custo_old c', true)}
  ELSE
${costStatement(
  def,
  `(
      SELECT id_apontamento, vlr_custo FROM re_resumo_custo_new
      UNION ALL
      SELECT id_apontamento, -vlr_custo FROM re_resumo_custo_old
    ) c`,
  false,
)}
  END IF;
  RETURN NULL;
END`,
  };
}

export function deltaTriggerFunctions(def: RollupDefinition): RollupFunction[] {
  return [appointmentInsert(def), appointmentUpdate(def), appointmentDelete(def), costRows(def)];
}
