/**
 * The live weight of the scale chosen on an entry screen (when it is read, not typed): the weight with an
 * 'estável' badge, or what the scale says instead (instável, zerada, negativo, sobrecarga, erro) — those never
 * reach the quantity field. A 'Conectar balança' button pairs the device (a tap is required by the browser),
 * and a disconnect is shown until the device comes back.
 */
import type { ScaleState } from '@app/features/entry/hooks/use-scale-reading';
import { formatKg } from '@domain/numbers';
import type { ScaleStatus } from '@domain/scale/reading';
import { Badge, Button, Group, Paper, Text } from '@mantine/core';
import { IconPlugConnected, IconPlugConnectedX, IconScale } from '@tabler/icons-react';

const STATUS_TEXT: Record<ScaleStatus, string> = {
  stable: 'estável',
  unstable: 'instável — aguarde',
  zero: 'balança zerada',
  negative: 'peso negativo',
  overload: 'sobrecarga',
  error: 'erro da balança',
};

const STATUS_COLOR: Record<ScaleStatus, string> = {
  stable: 'green',
  unstable: 'yellow',
  zero: 'gray',
  negative: 'red',
  overload: 'red',
  error: 'red',
};

export function ScaleReadout({ scale }: { scale: ScaleState }) {
  const { connection, reading } = scale;
  if (connection === 'manual' || connection === 'unsupported') return null;
  const connected = connection === 'connected';
  return (
    <Paper withBorder radius="md" p="sm" data-testid="scale-readout" data-connection={connection}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="nowrap" aria-live="polite">
          <IconScale aria-hidden size={28} style={{ flexShrink: 0 }} />
          {connected ? (
            <>
              <Text
                size="xl"
                fw={700}
                data-testid="scale-weight"
                style={{ fontVariantNumeric: 'tabular-nums' }}
              >
                {reading?.kg !== null && reading?.kg !== undefined ? formatKg(reading.kg) : '—'}
              </Text>
              {reading && (
                <Badge
                  size="lg"
                  color={STATUS_COLOR[reading.status]}
                  variant={reading.status === 'stable' ? 'filled' : 'light'}
                  data-testid="scale-status"
                  data-status={reading.status}
                >
                  {STATUS_TEXT[reading.status]}
                </Badge>
              )}
              {!reading && (
                <Text size="sm" c="dimmed">
                  Aguardando a balança…
                </Text>
              )}
            </>
          ) : (
            <Text
              size="md"
              c={connection === 'disconnected' ? 'red.8' : 'dimmed'}
              data-testid="scale-message"
            >
              {connection === 'disconnected'
                ? 'Balança desconectada: reconecte o cabo ou toque em Conectar.'
                : connection === 'connecting'
                  ? 'Conectando à balança…'
                  : 'Balança não conectada: toque em Conectar ou digite o peso.'}
            </Text>
          )}
        </Group>
        {!connected && connection !== 'connecting' && (
          <Button
            variant="light"
            size="md"
            mih={44}
            leftSection={
              connection === 'disconnected' ? (
                <IconPlugConnectedX aria-hidden />
              ) : (
                <IconPlugConnected aria-hidden />
              )
            }
            onClick={() => void scale.pair()}
            data-testid="scale-pair"
          >
            Conectar balança
          </Button>
        )}
      </Group>
    </Paper>
  );
}
