/**
 * Gross and net as the worker types: the quantity typed (or read) is gross, container included (the spec's
 * container rule compares it with the tare); every figure of the product adds up the net.
 */
import { formatKg } from '@domain/numbers';
import { netKg } from '@domain/rules/appointments';
import { Group, Text } from '@mantine/core';

export function NetWeight({
  grossKg,
  tareKg,
  recipiente,
}: {
  grossKg: number | null;
  tareKg: number | null;
  recipiente: string | null;
}) {
  const tare = tareKg ?? 0;
  const net = grossKg !== null && grossKg > 0 ? netKg(grossKg, tare) : null;
  return (
    <Group gap="md" mt={6} wrap="wrap" data-testid="entry-net" aria-live="polite">
      <Text size="md" c="dimmed">
        {recipiente ? `Tara (${recipiente}): ${formatKg(tare)}` : 'Sem recipiente: tara 0 kg'}
      </Text>
      <Text
        size="lg"
        fw={700}
        c={net !== null && net <= 0 ? 'red.8' : undefined}
        data-testid="entry-net-value"
      >
        Líquido {net === null ? '—' : formatKg(net)}
      </Text>
    </Group>
  );
}
