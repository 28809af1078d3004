import type { ImportacaoResultado } from '@app/features/importacao/utils/importacao';
import { formatDecimalBR } from '@domain/numbers';
import { Paper, SimpleGrid, Text } from '@mantine/core';

/** The counts of a preview: lines read, to insert, to change, unchanged. */
export function ResultadoTotais({ resultado }: { resultado: ImportacaoResultado }) {
  const totals = [
    { label: 'Linhas', value: resultado.linhas },
    { label: 'A inserir', value: resultado.inseridas },
    { label: 'A alterar', value: resultado.alteradas },
    { label: 'Inalteradas', value: resultado.inalteradas },
  ];
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing="xs" style={{ margin: 0 }}>
      {totals.map((t) => (
        <Paper key={t.label} withBorder p="sm" radius="sm">
          <Text component="dt" size="sm" c="dimmed">
            {t.label}
          </Text>
          <Text component="dd" fz="xl" fw={700} m={0}>
            {formatDecimalBR(t.value, 0)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
