/** The day's lines as cards (tablets upright, phones): the same figures and actions as the table. */
import { formatKg } from '@app/lib/value-format';
import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { diffKg, formatSignedKg, lineNames } from '../lib/producao-sugerida-lines';
import { EconomiaText } from './economia-text';
import { ExplicacaoButton, ExplicacaoPanel } from './producao-sugerida-explicacao';
import { LinhaAcao } from './producao-sugerida-linha-acao';
import { explicacaoId, type LinesViewProps, useOpenLines } from './producao-sugerida-table';

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 400}>
        {value}
      </Text>
    </Stack>
  );
}

export function ProducaoSugeridaCards({ linhas, busy, onAccept }: LinesViewProps) {
  const { isOpen, toggle } = useOpenLines();
  return (
    <Stack gap="sm" role="list" aria-label="Linhas do kanban">
      {linhas.map((l) => {
        const names = lineNames(l);
        const id = explicacaoId(l.idKanban);
        const opened = isOpen(l.idKanban);
        return (
          <Paper key={l.idKanban} withBorder p="sm" role="listitem" data-testid="producao-sugerida-linha">
            <Stack gap="xs">
              <div>
                <Text fw={600}>{names.produto}</Text>
                <Text size="xs" c="dimmed">
                  {names.item}
                </Text>
              </div>
              <SimpleGrid cols={3} spacing="xs">
                <Figure label="Planejado" value={formatKg(l.qtdPlanejada)} />
                <Figure label="Sugerido" value={formatKg(l.qtdSugerida)} strong />
                <Figure label="Diferença" value={formatSignedKg(diffKg(l))} />
              </SimpleGrid>
              <div>
                <Text size="xs" c="dimmed">
                  Economia prevista
                </Text>
                <EconomiaText economia={l.economia} />
              </div>
              <Group justify="space-between" gap="xs">
                <ExplicacaoButton
                  id={id}
                  opened={opened}
                  onToggle={() => toggle(l.idKanban)}
                  produto={names.produto}
                />
                <LinhaAcao
                  linha={l}
                  produto={names.produto}
                  busy={busy === l.idKanban}
                  onAccept={() => onAccept(l)}
                />
              </Group>
              <ExplicacaoPanel id={id} opened={opened} linha={l} />
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
