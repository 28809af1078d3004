/**
 * The grouped results: a section per restaurant or satellite (collapsible; collapsed at first when the
 * result is large), a table per waste type inside it (paged with the user's page size), totals on each.
 */
import { DesperdiciosDetRow } from '@app/features/maintenance/components/desperdicios-det-row';
import type { DesperdiciosDetEdit } from '@app/features/maintenance/utils/desperdicios-det-edits';
import { formatTotals } from '@app/features/maintenance/utils/format';
import type { DesperdiciosDetGroup, TypeGroup } from '@app/features/maintenance/utils/group-desperdicios-det';
import { useSettings } from '@app/lib/settings';
import type { StagedEdits } from '@app/lib/staged-edits';
import type { ApontamentoDetalhe } from '@domain/schemas/approvals';
import {
  Card,
  Group,
  Pagination,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { memo, useEffect, useId, useState } from 'react';

export interface RowContext {
  store: StagedEdits<number, DesperdiciosDetEdit>;
  today: string;
  serverErrors: ReadonlyMap<number, string>;
  /** The row to bring into view (a blocked or refused save), with a counter to repeat it. */
  reveal: { id: number; n: number } | null;
  onRevealed: () => void;
  onDelete: (row: ApontamentoDetalhe) => void;
}

const indexIn = (rows: readonly ApontamentoDetalhe[], id: number | undefined) =>
  id === undefined ? -1 : rows.findIndex((r) => r.idApontamento === id);

export const GroupSection = memo(function GroupSection({
  group,
  defaultOpen,
  ctx,
}: {
  group: DesperdiciosDetGroup;
  defaultOpen: boolean;
  ctx: RowContext;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const bodyId = useId();
  const revealId = ctx.reveal?.id;
  useEffect(() => {
    if (revealId !== undefined && group.subgroups.some((s) => indexIn(s.rows, revealId) >= 0)) setOpen(true);
  }, [revealId, group]);

  return (
    <Card withBorder radius="md" p={0} component="section" aria-label={group.label}>
      <UnstyledButton
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={bodyId}
        p="sm"
        w="100%"
        style={{ borderBottom: open ? '1px solid var(--mantine-color-gray-3)' : undefined }}
      >
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="nowrap">
            {open ? <IconChevronDown size={18} aria-hidden /> : <IconChevronRight size={18} aria-hidden />}
            <Title order={2} size="h4">
              {group.label}
            </Title>
          </Group>
          <Text size="sm" fw={500}>
            {formatTotals(group.totals)}
          </Text>
        </Group>
      </UnstyledButton>
      {open && (
        <Stack id={bodyId} gap="md" p="sm">
          {group.subgroups.map((s) => (
            <TypeSection key={s.key} group={s} ctx={ctx} />
          ))}
        </Stack>
      )}
    </Card>
  );
});

function TypeSection({ group, ctx }: { group: TypeGroup; ctx: RowContext }) {
  const { pageSize } = useSettings();
  const pages = Math.max(1, Math.ceil(group.rows.length / pageSize));
  const [page, setPage] = useState(() => {
    const at = indexIn(group.rows, ctx.reveal?.id);
    return at >= 0 ? Math.floor(at / pageSize) + 1 : 1;
  });
  const revealAt = indexIn(group.rows, ctx.reveal?.id);
  useEffect(() => {
    if (revealAt >= 0) setPage(Math.floor(revealAt / pageSize) + 1);
  }, [revealAt, pageSize]);
  const current = Math.min(page, pages);
  const rows = group.rows.slice((current - 1) * pageSize, current * pageSize);

  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={3} size="h5">
          {group.label}
        </Title>
        <Text size="sm" c="dimmed">
          {formatTotals(group.totals)}
        </Text>
      </Group>
      <Table.ScrollContainer minWidth={1120}>
        <Table verticalSpacing={6} horizontalSpacing="xs" aria-label={group.label}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>ID</Table.Th>
              <Table.Th>Data</Table.Th>
              <Table.Th>Item</Table.Th>
              <Table.Th>Registrado por</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Quantidade (kg)</Table.Th>
              <Table.Th ta="right">Líquido (kg)</Table.Th>
              <Table.Th>Destino</Table.Th>
              <Table.Th>Recipiente</Table.Th>
              <Table.Th ta="right">Custo</Table.Th>
              <Table.Th>
                <VisuallyHidden>Ações</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          {rows.map((row) => (
            <DesperdiciosDetRow
              key={row.idApontamento}
              row={row}
              store={ctx.store}
              today={ctx.today}
              serverError={ctx.serverErrors.get(row.idApontamento)}
              reveal={ctx.reveal?.id === row.idApontamento ? ctx.reveal.n : 0}
              onRevealed={ctx.onRevealed}
              onDelete={ctx.onDelete}
            />
          ))}
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && (
        <Group justify="flex-end">
          <Pagination
            size="sm"
            total={pages}
            value={current}
            onChange={setPage}
            aria-label={`Páginas de ${group.label}`}
          />
        </Group>
      )}
    </Stack>
  );
}
