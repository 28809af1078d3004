/**
 * The pieces the dashboard views share: the periods line under the title, the result states (loading while a
 * body is set, the failed load, 'Sem dados' once loaded empty, else the content), the totals bar, and the
 * plain data table (striped, one column definition per column).
 */
import { formatDate } from '@app/lib/dayjs';
import { MSG } from '@domain/messages';
import { Group, Paper, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { DashboardLoadError, DashboardLoading } from './dashboard-status';

/** 'Label: dd/MM/yyyy a dd/MM/yyyy' for each period. */
export function PeriodsLine({ periods }: { periods: { label: string; ini: string; fim: string }[] }) {
  return (
    <Group gap="lg">
      {periods.map((p) => (
        <Text key={p.label} size="sm">
          {p.label}: {formatDate(p.ini)} a {formatDate(p.fim)}
        </Text>
      ))}
    </Group>
  );
}

export function DashboardResult<D>({
  query,
  waiting,
  empty,
  always,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; data: D | undefined };
  /** A body is set: a pending query is loading. */
  waiting: boolean;
  /** The loaded data has nothing to show. */
  empty: boolean;
  /** Shown for any loaded data, empty or not (before 'Sem dados'). */
  always?: (data: D) => ReactNode;
  children: (data: D) => ReactNode;
}) {
  const data = query.data;
  return (
    <>
      {query.isPending && waiting && <DashboardLoading />}
      {query.isError && <DashboardLoadError error={query.error} />}
      {data && always?.(data)}
      {data && empty && <Text c="dimmed">{MSG.noData}</Text>}
      {data && !empty && children(data)}
    </>
  );
}

/** The totals of a comparison, then 'label' and its badge. */
export function TotalsBar({
  children,
  label,
  badge,
}: {
  children: ReactNode;
  label: string;
  badge: ReactNode;
}) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Group gap="md">
        {children}
        <Group gap={6} wrap="nowrap">
          <Text>{label}</Text>
          {badge}
        </Group>
      </Group>
    </Paper>
  );
}

/** A number cell: right-aligned, on one line ('1.234,567 kg' never breaks before its unit). */
export const NUM = { ta: 'right', style: { whiteSpace: 'nowrap' } } as const;

export interface DataColumn<R> {
  title: ReactNode;
  /** Numbers: right-aligned. */
  right?: boolean;
  cell: (row: R) => ReactNode;
}

export function DataTable<R>({
  label,
  minWidth,
  rows,
  rowKey,
  columns,
}: {
  label: string;
  minWidth: number;
  rows: readonly R[];
  rowKey: (row: R) => string | number;
  columns: readonly DataColumn<R>[];
}) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
              <Table.Th key={i} ta={c.right ? 'right' : undefined}>
                {c.title}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={rowKey(r)}>
              {columns.map((c, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
                <Table.Td key={i} {...(c.right ? NUM : {})}>
                  {c.cell(r)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
