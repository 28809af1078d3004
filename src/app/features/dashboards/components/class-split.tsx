/**
 * The waste split by class under the indicators (avoidable and unavoidable waste): a stacked bar of the kg
 * per class and a small table with kg, R$, CO2e and the avoidable kg of each, with the avoidable total.
 */

import { formatBRL, formatCo2e, formatKg, formatPct } from '@app/lib/value-format';
import { CLASSE_LABEL, type ClasseBucket } from '@domain/rules/waste-classes';
import type { PorClasseLinha } from '@domain/schemas/waste-classes';
import { Badge, Box, Group, Paper, Stack, Table, Text, Tooltip } from '@mantine/core';

const NOWRAP = { whiteSpace: 'nowrap' } as const;

const COLORS: Record<ClasseBucket, string> = {
  evitavel: 'var(--mantine-color-red-6)',
  parcial: 'var(--mantine-color-orange-5)',
  inevitavel: 'var(--mantine-color-teal-6)',
  nao_classificado: 'var(--mantine-color-gray-5)',
};

export function ClassSplit({ linhas }: { linhas: readonly PorClasseLinha[] }) {
  const totalKg = linhas.reduce((s, l) => s + l.qtdKg, 0);
  const evKg = linhas.reduce((s, l) => s + l.qtdKgEvitavel, 0);
  const evCusto = linhas.reduce((s, l) => s + l.vlrCustoEvitavel, 0);
  const evCo2e = linhas.reduce((s, l) => s + l.co2eKgEvitavel, 0);
  if (totalKg <= 0) return null;
  const share = (kg: number) => (kg / totalKg) * 100;
  return (
    <Paper withBorder p="sm" radius="md" data-testid="class-split">
      <Group justify="space-between" gap="xs" mb={6}>
        <Text fw={600} size="sm">
          Desperdício por classe
        </Text>
        <Text size="sm" data-testid="class-split-evitavel">
          Evitável: <b>{formatKg(evKg)}</b> ({formatPct(share(evKg))}) · <b>{formatBRL(evCusto)}</b> ·{' '}
          <b>{formatCo2e(evCo2e)}</b>
        </Text>
      </Group>
      <Box
        role="img"
        aria-label={linhas
          .filter((l) => l.qtdKg > 0)
          .map((l) => `${CLASSE_LABEL[l.classe]} ${formatPct(share(l.qtdKg))}`)
          .join(', ')}
        style={{ display: 'flex', height: 12, borderRadius: 6, overflow: 'hidden' }}
        mb="xs"
      >
        {linhas
          .filter((l) => l.qtdKg > 0)
          .map((l) => (
            <Tooltip key={l.classe} label={`${CLASSE_LABEL[l.classe]}: ${formatPct(share(l.qtdKg))}`}>
              <Box style={{ width: `${share(l.qtdKg)}%`, background: COLORS[l.classe] }} />
            </Tooltip>
          ))}
      </Box>
      <Table.ScrollContainer minWidth={480} visibleFrom="sm">
        <Table fz="sm" verticalSpacing={4} horizontalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Classe</Table.Th>
              <Table.Th ta="right">kg</Table.Th>
              <Table.Th ta="right">R$</Table.Th>
              <Table.Th ta="right">CO2e</Table.Th>
              <Table.Th ta="right">Evitável (kg)</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {linhas.map((l) => (
              <Table.Tr key={l.classe} data-classe={l.classe}>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Box
                      w={10}
                      h={10}
                      style={{ borderRadius: 2, background: COLORS[l.classe], flex: 'none' }}
                    />
                    {CLASSE_LABEL[l.classe]}
                  </Group>
                </Table.Td>
                <Table.Td ta="right" style={NOWRAP}>
                  {formatKg(l.qtdKg)}
                </Table.Td>
                <Table.Td ta="right" style={NOWRAP}>
                  {formatBRL(l.vlrCusto)}
                </Table.Td>
                <Table.Td ta="right" style={NOWRAP}>
                  {formatCo2e(l.co2eKg)}
                </Table.Td>
                <Table.Td ta="right" style={NOWRAP}>
                  {formatKg(l.qtdKgEvitavel)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {/* Phones: one line per class, its numbers under it. */}
      <Stack gap={6} hiddenFrom="sm" data-testid="class-split-list">
        {linhas.map((l) => (
          <Box key={l.classe} data-classe={l.classe}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Group gap={6} wrap="nowrap">
                <Box w={10} h={10} style={{ borderRadius: 2, background: COLORS[l.classe], flex: 'none' }} />
                <Text size="sm">{CLASSE_LABEL[l.classe]}</Text>
              </Group>
              <Text size="sm" fw={600} style={NOWRAP}>
                {formatKg(l.qtdKg)}
              </Text>
            </Group>
            <Text size="xs" c="dimmed" pl={16}>
              {formatBRL(l.vlrCusto)} · {formatCo2e(l.co2eKg)} · evitável {formatKg(l.qtdKgEvitavel)}
            </Text>
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}

/** Shown on Metas and Desafio when the company counts only the avoidable kg. */
export function AvoidableOnlyBadge({ on }: { on: boolean | undefined }) {
  if (!on) return null;
  return (
    <Badge variant="light" color="orange" data-testid="somente-evitavel" style={{ alignSelf: 'flex-start' }}>
      Contando só o desperdício evitável
    </Badge>
  );
}
