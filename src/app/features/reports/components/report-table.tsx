/**
 * A small read-only report table (no paging, no totals): the columns' headers (grouped ones under their
 * group), the cells formatted by kind, pt-BR. It scrolls sideways on a narrow screen.
 */
import { displayValue, isNumericKind, type ReportColumn } from '@app/lib/export-columns';
import type { ExportCell } from '@app/lib/export-csv';
import { Table } from '@mantine/core';
import { ReportHead } from './report-head';

export function ReportTable({
  label,
  columns,
  rows,
  minWidth = 640,
  testId,
}: {
  label: string;
  columns: readonly ReportColumn[];
  rows: readonly { key: string; cells: readonly ExportCell[] }[];
  minWidth?: number;
  testId?: string;
}) {
  const grouped = columns.some((c) => c.group);
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table
        striped
        withTableBorder
        withColumnBorders={grouped}
        verticalSpacing="xs"
        horizontalSpacing={8}
        aria-label={label}
        data-testid={testId}
      >
        <ReportHead columns={columns} />
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.key}>
              {columns.map((c, i) => (
                <Table.Td key={c.title} ta={isNumericKind(c.kind) ? 'right' : 'left'}>
                  {displayValue(c.kind, r.cells[i], c.bare)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
