/**
 * A report table's header. Columns of a group (the comparison's 'Base', 'Período', 'Variação (%)') get one
 * spanning header above their short titles ('kg', 'kg CO2e', 'R$'): the table stays narrow enough to fit a
 * desktop without sideways scrolling, and each cell is still announced as 'Base, kg'. The exports keep each
 * column's full title.
 */

import { isNumericKind, type ReportColumn } from '@app/lib/export-columns';
import { Table } from '@mantine/core';

const align = (c: ReportColumn) => (isNumericKind(c.kind) ? 'right' : 'left');

/** The runs of columns: a group's consecutive columns together, any other column alone. */
function runsOf(columns: readonly ReportColumn[]): ReportColumn[][] {
  const runs: ReportColumn[][] = [];
  for (const c of columns) {
    const last = runs.at(-1);
    if (c.group && last?.[0].group === c.group) last.push(c);
    else runs.push([c]);
  }
  return runs;
}

export function ReportHead({ columns }: { columns: readonly ReportColumn[] }) {
  if (!columns.some((c) => c.group))
    return (
      <Table.Thead>
        <Table.Tr>
          {columns.map((c) => (
            <Table.Th key={c.title} ta={align(c)}>
              {c.title}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
    );
  const runs = runsOf(columns);
  return (
    <Table.Thead>
      <Table.Tr>
        {runs.map((run) =>
          run[0].group ? (
            <Table.Th key={run[0].group} colSpan={run.length} scope="colgroup" ta="center">
              {run[0].group}
            </Table.Th>
          ) : (
            <Table.Th
              key={run[0].title}
              rowSpan={2}
              scope="col"
              ta={align(run[0])}
              style={{ verticalAlign: 'bottom' }}
            >
              {run[0].title}
            </Table.Th>
          ),
        )}
      </Table.Tr>
      <Table.Tr>
        {columns
          .filter((c) => c.group)
          .map((c) => (
            <Table.Th key={c.title} scope="col" ta={align(c)}>
              {c.short ?? c.title}
            </Table.Th>
          ))}
      </Table.Tr>
    </Table.Thead>
  );
}
