/**
 * The integration records of one page: a table on wide screens, cards on phones and tablets. Each row has a
 * checkbox (44 px target) and the page one for all; rows are `row-{numSeq}`.
 */

import { PageCheckbox, RowCheckbox, selectedRowBg } from '@app/features/panels/components/selection-checkbox';
import { formatDate, formatDateTime } from '@app/lib/dayjs';
import { IND_STATUS_INTEGRACAO_LABEL, TIP_DESPERDICIO_LABEL } from '@domain/constants';
import { formatDecimalBR } from '@domain/numbers';
import type { Integracao } from '@domain/schemas/panels';
import { Badge, Box, Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

const DASH = '—';
const STATUS_COLOR: Record<number, string> = { 0: 'gray', 1: 'green', 2: 'red' };

const restauranteLabel = (r: Integracao) =>
  r.idRestaurante === null ? DASH : `${r.idRestaurante} - ${r.desRestaurante ?? ''}`;
const tipoLabel = (r: Integracao) =>
  r.tipDesperdicio === null
    ? DASH
    : (TIP_DESPERDICIO_LABEL[r.tipDesperdicio as keyof typeof TIP_DESPERDICIO_LABEL] ??
      String(r.tipDesperdicio));
const quantidadeLabel = (r: Integracao) => (r.qtdPeso === null ? DASH : `${formatDecimalBR(r.qtdPeso)} kg`);

function StatusBadge({ r }: { r: Integracao }) {
  const label =
    IND_STATUS_INTEGRACAO_LABEL[r.indStatus as keyof typeof IND_STATUS_INTEGRACAO_LABEL] ??
    String(r.indStatus);
  return (
    <Badge
      color={STATUS_COLOR[r.indStatus] ?? 'gray'}
      variant="light"
      title={r.dtaProcessamento ? `Última tentativa em ${formatDateTime(r.dtaProcessamento)}` : undefined}
    >
      {label}
    </Badge>
  );
}

interface Props {
  rows: readonly Integracao[];
  selected: ReadonlySet<number>;
  onToggle: (numSeq: number, checked: boolean) => void;
  onTogglePage: (checked: boolean) => void;
}

export function IntegracaoDesperdicioTable({ rows, selected, onToggle, onTogglePage }: Props) {
  return (
    <Table.ScrollContainer minWidth={1200}>
      <Table striped highlightOnHover verticalSpacing="xs" data-testid="lista-integracao">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={56}>
              <PageCheckbox ids={rows.map((r) => r.numSeq)} selected={selected} onChange={onTogglePage} />
            </Table.Th>
            <Table.Th>Nº</Table.Th>
            <Table.Th>Recebido em</Table.Th>
            <Table.Th>Data do apontamento</Table.Th>
            <Table.Th>Restaurante</Table.Th>
            <Table.Th>Balança</Table.Th>
            <Table.Th>Tipo</Table.Th>
            <Table.Th ta="right">Quantidade</Table.Th>
            <Table.Th>Situação</Table.Th>
            <Table.Th ta="right">Tentativas</Table.Th>
            <Table.Th>Erro</Table.Th>
            <Table.Th>Apontamento</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr
              key={r.numSeq}
              data-testid={`row-${r.numSeq}`}
              bg={selectedRowBg(selected.has(r.numSeq))}
            >
              <Table.Td>
                <RowCheckbox id={r.numSeq} selected={selected} onToggle={onToggle} />
              </Table.Td>
              <Table.Td>{r.numSeq}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.dtaRegistro)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(r.dtaApontamento) || DASH}</Table.Td>
              <Table.Td>{restauranteLabel(r)}</Table.Td>
              <Table.Td>{r.idSerial ?? DASH}</Table.Td>
              <Table.Td>{tipoLabel(r)}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {quantidadeLabel(r)}
              </Table.Td>
              <Table.Td>
                <StatusBadge r={r} />
              </Table.Td>
              <Table.Td ta="right">{r.qtdTentativas}</Table.Td>
              <Table.Td maw={360}>
                <Text size="sm" c={r.txtErro ? 'red' : undefined} style={{ overflowWrap: 'anywhere' }}>
                  {r.txtErro ?? DASH}
                </Text>
              </Table.Td>
              <Table.Td>{r.idApontamento ?? DASH}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Box>
  );
}

export function IntegracaoDesperdicioCards({ rows, selected, onToggle, onTogglePage }: Props) {
  return (
    <Stack gap="sm" data-testid="lista-integracao">
      <Group gap={4}>
        <PageCheckbox ids={rows.map((r) => r.numSeq)} selected={selected} onChange={onTogglePage} />
        <Text size="sm">Selecionar todos da página</Text>
      </Group>
      {rows.map((r) => (
        <Card
          key={r.numSeq}
          withBorder
          radius="md"
          padding="sm"
          data-testid={`row-${r.numSeq}`}
          bg={selectedRowBg(selected.has(r.numSeq))}
        >
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Group gap={4} wrap="nowrap">
                <RowCheckbox id={r.numSeq} selected={selected} onToggle={onToggle} />
                <Text fw={600}>Nº {r.numSeq}</Text>
              </Group>
              <StatusBadge r={r} />
            </Group>
            <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
              <Field label="Recebido em">{formatDateTime(r.dtaRegistro)}</Field>
              <Field label="Data do apontamento">{formatDate(r.dtaApontamento) || DASH}</Field>
              <Field label="Restaurante">{restauranteLabel(r)}</Field>
              <Field label="Balança">{r.idSerial ?? DASH}</Field>
              <Field label="Tipo">{tipoLabel(r)}</Field>
              <Field label="Quantidade">{quantidadeLabel(r)}</Field>
              <Field label="Tentativas">{r.qtdTentativas}</Field>
              <Field label="Apontamento">{r.idApontamento ?? DASH}</Field>
            </SimpleGrid>
            {r.txtErro && (
              <Text size="sm" c="red" style={{ overflowWrap: 'anywhere' }}>
                {r.txtErro}
              </Text>
            )}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
