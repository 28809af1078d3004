/**
 * What became of a kitchen record typed on this tablet (a closing of a kanban line, a day's meals): stored on
 * the tablet, sent, or refused by the server and why.
 */
import type { OutboxStatus } from '@app/lib/local-db';
import { Group, Text } from '@mantine/core';
import { IconAlertOctagon, IconCircleCheck, IconDeviceTablet } from '@tabler/icons-react';

export interface RecordSend {
  status: OutboxStatus;
  /** The server's reason, when refused. */
  error: string | null;
}

export function RecordSendState({
  send,
  refusedText,
  testId,
}: {
  send: RecordSend | null;
  /** The reason shown when the server gave none. */
  refusedText: string;
  testId: string;
}) {
  if (!send) return null;
  if (send.status === 'attention')
    return (
      <Group gap={6} wrap="nowrap" align="flex-start" c="red.8" role="alert">
        <IconAlertOctagon size={20} aria-hidden style={{ flexShrink: 0 }} />
        <Text size="sm" c="red.8">
          Recusado pelo servidor: {send.error ?? refusedText}
        </Text>
      </Group>
    );
  const sent = send.status === 'sent';
  const Icon = sent ? IconCircleCheck : IconDeviceTablet;
  return (
    <Group gap={6} wrap="nowrap" c={sent ? 'green.8' : 'blue.8'} data-testid={testId}>
      <Icon size={20} aria-hidden style={{ flexShrink: 0 }} />
      <Text size="sm" c={sent ? 'green.8' : 'blue.8'}>
        {sent ? 'Enviado' : 'Guardado no tablet'}
      </Text>
    </Group>
  );
}
