/**
 * The maintenance results grouped by restaurant ('id - desRestaurante') or satellite ('codSatelite -
 * desSatelite', rows without one under 'Sem satélite'), then by waste type, with totals (count, kg, cost)
 * per group, per type and overall. Totals add the NET kg (gross − tare) of the staged (unsaved) quantities.
 */

import {
  type DesperdiciosDetChanges,
  effectiveCost,
  effectiveEdit,
  effectiveNet,
} from '@app/features/maintenance/utils/desperdicios-det-edits';
import { TIP_DESPERDICIO_LABEL, type TipDesperdicio } from '@domain/constants';
import type { ApontamentoDetalhe } from '@domain/schemas/approvals';

export type GroupBy = 'restaurante' | 'satelite';
export const SEM_SATELITE = 'Sem satélite';

export interface Totals {
  count: number;
  kg: number;
  custo: number;
}

export interface TypeGroup {
  key: string;
  tipDesperdicio: number;
  label: string;
  rows: ApontamentoDetalhe[];
  totals: Totals;
}

export interface DesperdiciosDetGroup {
  key: string;
  label: string;
  subgroups: TypeGroup[];
  totals: Totals;
}

interface GroupedAppointments {
  groups: DesperdiciosDetGroup[];
  totals: Totals;
}

const empty = (): Totals => ({ count: 0, kg: 0, custo: 0 });
const rounded = (t: Totals): Totals => ({
  count: t.count,
  kg: Math.round(t.kg * 1000) / 1000,
  custo: Math.round(t.custo * 100) / 100,
});
function add(t: Totals, kg: number, custo: number) {
  t.count += 1;
  t.kg += kg;
  t.custo += custo;
}

interface GroupKey {
  key: string;
  label: string;
  /** Sort order: restaurant id, or satellite code ('Sem satélite' last). */
  sort: [number, string];
}

function groupKey(row: ApontamentoDetalhe, by: GroupBy): GroupKey {
  if (by === 'restaurante')
    return {
      key: `r:${row.idRestaurante}`,
      label: `${row.idRestaurante} - ${row.desRestaurante}`,
      sort: [row.idRestaurante, ''],
    };
  if (row.idSatelite === null) return { key: 's:none', label: SEM_SATELITE, sort: [1, ''] };
  return {
    key: `s:${row.idSatelite}`,
    label: `${row.codSatelite ?? row.idSatelite} - ${row.desSatelite ?? ''}`,
    sort: [0, row.codSatelite ?? String(row.idSatelite)],
  };
}

function typeLabel(tipDesperdicio: number): string {
  return TIP_DESPERDICIO_LABEL[tipDesperdicio as TipDesperdicio] ?? String(tipDesperdicio);
}

export function groupDesperdiciosDet(
  rows: readonly ApontamentoDetalhe[],
  by: GroupBy,
  changes?: DesperdiciosDetChanges,
): GroupedAppointments {
  const groups = new Map<string, GroupKey & { types: Map<number, ApontamentoDetalhe[]> }>();
  for (const row of rows) {
    const k = groupKey(row, by);
    let g = groups.get(k.key);
    if (!g) {
      g = { ...k, types: new Map() };
      groups.set(k.key, g);
    }
    const list = g.types.get(row.tipDesperdicio);
    if (list) list.push(row);
    else g.types.set(row.tipDesperdicio, [row]);
  }

  const total = empty();
  const result: DesperdiciosDetGroup[] = [...groups.values()]
    .sort((a, b) => a.sort[0] - b.sort[0] || a.sort[1].localeCompare(b.sort[1], 'pt-BR', { numeric: true }))
    .map((g) => {
      const groupTotals = empty();
      const subgroups = [...g.types.entries()]
        .sort(([a], [b]) => a - b)
        .map(([tip, list]): TypeGroup => {
          const t = empty();
          for (const row of list) {
            const net = effectiveNet(row, effectiveEdit(row, changes?.get(row.idApontamento)));
            const kg = net ?? 0;
            const custo = effectiveCost(row, net);
            add(t, kg, custo);
            add(groupTotals, kg, custo);
            add(total, kg, custo);
          }
          return {
            key: `${g.key}:t${tip}`,
            tipDesperdicio: tip,
            label: typeLabel(tip),
            rows: list,
            totals: rounded(t),
          };
        });
      return { key: g.key, label: g.label, subgroups, totals: rounded(groupTotals) };
    });
  return { groups: result, totals: rounded(total) };
}
