/**
 * The day's kanban lines on the surplus screen (/excedente), each to be closed: 'Sem sobra' (0 kg), 'Acabou às
 * HH:MM' (it ran out), or its surplus weighed above; the produced kg confirmed or corrected. Closings go
 * through the tablet's outbox like weighings (stored on the tablet, then sent; refused with the reason).
 */
import { KanbanClosingLine } from '@app/features/entry/components/kanban-closing-line';
import { useKanbanClosings } from '@app/features/entry/hooks/use-kanban-closings';
import { MSG } from '@domain/messages';
import type { KanbanProducao } from '@domain/schemas/entry-lookups';
import { Card, Stack, Text, Title } from '@mantine/core';

export function KanbanClosings({
  idRestaurante,
  date,
  kanbans,
  loading,
}: {
  idRestaurante: number | null;
  date: string;
  kanbans: KanbanProducao[] | undefined;
  loading: boolean;
}) {
  const { lines, close } = useKanbanClosings(idRestaurante, date, kanbans);
  if (idRestaurante === null) return null;
  const open = lines.filter((l) => l.view.estado === 'aberta').length;
  return (
    <Card
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      maw={1100}
      mt="md"
      data-testid="kanban-closings"
    >
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4">
            Fechamento das linhas do dia
          </Title>
          <Text size="sm" c="dimmed">
            Feche cada linha: sem sobra, acabou às HH:MM, ou pese a sobra acima.
            {lines.length > 0 && ` ${open === 0 ? 'Todas fechadas ou pesadas.' : `${open} em aberto.`}`}
          </Text>
        </div>
        {loading && lines.length === 0 && <Text c="dimmed">{MSG.loading}</Text>}
        {!loading && lines.length === 0 && (
          <Text c="dimmed" ta="center" py="sm">
            Nenhuma linha de kanban neste dia.
          </Text>
        )}
        {lines.map((line) => (
          <KanbanClosingLine key={line.kanban.idKanban} line={line} onClose={close} />
        ))}
      </Stack>
    </Card>
  );
}
