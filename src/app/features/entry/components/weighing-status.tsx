/**
 * What became of the last save, read at a glance from the icon and colour, and kept live from the outbox:
 * - 'Guardado no tablet' (blue, tablet icon) while it waits in this device's queue;
 * - 'Enviado' (green, check) once the server has stored it;
 * - 'Recusado' (red, stop sign) with the server's reason, when it refused it.
 */

import { PhotoStatus } from '@app/features/entry/components/photo-status';
import type { OutboxItem } from '@app/lib/local-db';
import { useOutboxItem } from '@app/lib/outbox/hooks';
import { PENDING_PATH } from '@app/utils/navigation';
import { formatDecimalBR } from '@domain/numbers';
import { Anchor, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertOctagon, IconCircleCheck, IconDeviceTablet } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

export interface LastSave {
  /** The outbox item of the save. */
  id: string;
  /** Gross and net kg of the save (all its weighings). */
  bruto: number;
  liquido: number;
  count: number;
}

type WeighingState = 'stored' | 'sent' | 'refused';

function weighingState(item: Pick<OutboxItem, 'status'>): WeighingState {
  if (item.status === 'sent') return 'sent';
  if (item.status === 'attention') return 'refused';
  return 'stored';
}

const LOOK = {
  stored: { color: 'blue', Icon: IconDeviceTablet, title: 'Guardado no tablet' },
  sent: { color: 'green', Icon: IconCircleCheck, title: 'Enviado' },
  refused: { color: 'red', Icon: IconAlertOctagon, title: 'Recusado' },
} as const;

/** 'Pesagem de 1,25 kg' / '3 pesagens, 4,5 kg', with the net when a tare was taken off. */
function describeSave(last: Pick<LastSave, 'bruto' | 'liquido' | 'count'>): string {
  const what =
    last.count > 1
      ? `${last.count} pesagens, ${formatDecimalBR(last.bruto)} kg`
      : `Pesagem de ${formatDecimalBR(last.bruto)} kg`;
  return last.liquido === last.bruto ? what : `${what} (líquido ${formatDecimalBR(last.liquido)} kg)`;
}

export function WeighingStatus({ last }: { last: LastSave | null }) {
  const item = useOutboxItem(last?.id ?? null);
  if (!last || !item) return <div data-testid="entry-saved-empty" />;
  const state = weighingState(item);
  const { color, Icon, title } = LOOK[state];
  const approval = item.saved?.find((s) => s.precisaAprovacao);
  const why = approval?.motivoAprovacao ?? 'fora da tolerância';
  const detail =
    state === 'sent'
      ? `${describeSave(last)}: recebido pelo servidor${approval ? ` · ${why}: irá para aprovação` : ''}.`
      : state === 'stored'
        ? `${describeSave(last)}: será enviado automaticamente quando o servidor responder.`
        : (item.lastError ?? 'O servidor recusou este apontamento.');
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      role="status"
      aria-live="polite"
      data-testid="entry-saved"
      data-state={state}
      style={{ borderColor: `var(--mantine-color-${color}-6)`, borderWidth: 2 }}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon size={40} radius="xl" color={color} aria-hidden>
          <Icon size={26} />
        </ThemeIcon>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={700} c={`${color}.8`} size="lg">
            {title}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {detail}
          </Text>
          <PhotoStatus outboxId={item.id} />
          {state === 'refused' && (
            <Anchor component={Link} to={PENDING_PATH} size="sm" fw={600}>
              Corrigir em Pendentes de envio
            </Anchor>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
