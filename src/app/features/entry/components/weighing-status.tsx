/**
 * The status area of an entry screen: what became of the worker's LATEST Salvar, read at a glance from the
 * icon and colour, and kept live from the outbox (src/domain/rules/entry-attempt.ts decides which):
 * - 'Não salvo' (red, stop sign) with why, when the screen blocked the attempt: it replaces the card of the
 *   previous save, so a green card never stays under a refusal;
 * - 'Guardado no tablet' (blue, tablet icon) while it waits in this device's queue;
 * - 'Enviado' (green, check) once the server has stored it;
 * - 'Recusado' (red, stop sign) with the server's reason, when it refused it.
 * Each card says when the attempt was made and, for a save, the shift's running count of weighings, so two
 * saves of the same weight are told apart.
 */

import { PhotoStatus } from '@app/features/entry/components/photo-status';
import { useOutboxItem } from '@app/lib/outbox/hooks';
import { PENDING_PATH } from '@app/utils/navigation';
import { formatDecimalBR } from '@domain/numbers';
import {
  attemptState,
  attemptTimeLabel,
  type EntryAttempt,
  type SavedAttempt,
  shiftCountLabel,
} from '@domain/rules/entry-attempt';
import { Anchor, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertOctagon, IconCircleCheck, IconDeviceTablet, IconHandStop } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

const LOOK = {
  blocked: { color: 'red', Icon: IconHandStop, title: 'Não salvo' },
  stored: { color: 'blue', Icon: IconDeviceTablet, title: 'Guardado no tablet' },
  sent: { color: 'green', Icon: IconCircleCheck, title: 'Enviado' },
  refused: { color: 'red', Icon: IconAlertOctagon, title: 'Recusado' },
} as const;

/** 'Pesagem de 1,25 kg' / '3 pesagens, 4,5 kg', with the net when a tare was taken off. */
function describeSave(last: Pick<SavedAttempt, 'bruto' | 'liquido' | 'count'>): string {
  const what =
    last.count > 1
      ? `${last.count} pesagens, ${formatDecimalBR(last.bruto)} kg`
      : `Pesagem de ${formatDecimalBR(last.bruto)} kg`;
  return last.liquido === last.bruto ? what : `${what} (líquido ${formatDecimalBR(last.liquido)} kg)`;
}

export function WeighingStatus({ attempt }: { attempt: EntryAttempt | null }) {
  const item = useOutboxItem(attempt?.kind === 'saved' ? attempt.id : null);
  const state = attemptState(attempt, item);
  if (!attempt || state === 'none') return <div data-testid="entry-saved-empty" />;
  const { color, Icon, title } = LOOK[state as keyof typeof LOOK];
  let detail: string;
  let when = attemptTimeLabel(attempt.at);
  if (attempt.kind === 'blocked') {
    detail = attempt.reason;
    when = `Tentativa ${when}`;
  } else {
    const approval = item?.saved?.find((s) => s.precisaAprovacao);
    const why = approval?.motivoAprovacao ?? 'fora da tolerância';
    detail =
      state === 'sent'
        ? `${describeSave(attempt)}: recebido pelo servidor${approval ? ` · ${why}: irá para aprovação` : ''}.`
        : state === 'stored'
          ? `${describeSave(attempt)}: será enviado automaticamente quando o servidor responder.`
          : (item?.lastError ?? 'O servidor recusou este apontamento.');
    when = `Salvo ${when} · ${shiftCountLabel(attempt.shiftCount)}`;
  }
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      // A blocked attempt is announced at once, as the red message it replaces was.
      role={state === 'blocked' ? 'alert' : 'status'}
      aria-live={state === 'blocked' ? 'assertive' : 'polite'}
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
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'break-word' }}>
            {detail}
          </Text>
          {attempt.kind === 'blocked' && (
            <Text size="sm">Nada foi guardado desta vez: corrija e toque em Salvar de novo.</Text>
          )}
          <Text size="sm" fw={600} data-testid="entry-saved-when">
            {when}
          </Text>
          {item && <PhotoStatus outboxId={item.id} />}
          {state === 'refused' && (
            <Anchor component={Link} to={PENDING_PATH} size="sm" fw={600}>
              Corrigir na Fila de envio do tablet
            </Anchor>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
