/**
 * What waits on this tablet: the weighings not yet sent and those the server refused, with the way to the
 * tablet's queue screen ('Fila de envio do tablet').
 */
import { useOutboxCounts, useOutboxPaused } from '@app/lib/outbox/hooks';
import { PENDING_PATH } from '@app/utils/navigation';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCloudCheck, IconCloudUpload } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

const weighings = (n: number) => (n === 1 ? '1 pesagem' : `${n} pesagens`);

export function TabletQueueCard() {
  const { pending, attention } = useOutboxCounts();
  const paused = useOutboxPaused();
  const empty = pending === 0 && attention === 0;
  return (
    <Card withBorder radius="md" padding="md" h="100%" data-testid="tablet-queue">
      <Stack gap="xs" h="100%" justify="space-between">
        <Stack gap={6}>
          <Group gap="xs" wrap="nowrap">
            {empty ? <IconCloudCheck aria-hidden /> : <IconCloudUpload aria-hidden />}
            <Title order={2} size="h4">
              Fila de envio do tablet
            </Title>
          </Group>
          {empty ? (
            <Text c="dimmed">Tudo enviado: nenhuma pesagem esperando no tablet.</Text>
          ) : (
            <>
              <Text fw={600} data-testid="tablet-queue-pending" data-count={pending}>
                {pending === 0 ? 'Nenhuma esperando envio' : `${weighings(pending)} esperando envio`}
              </Text>
              {attention > 0 && (
                <Group gap={6} wrap="nowrap" c="red.8">
                  <IconAlertTriangle size={18} aria-hidden />
                  <Text fw={700} inherit data-testid="tablet-queue-refused" data-count={attention}>
                    {attention === 1
                      ? '1 recusada: precisa de correção'
                      : `${attention} recusadas: precisam de correção`}
                  </Text>
                </Group>
              )}
              {paused && <Text size="sm">Envio pausado: entre novamente para continuar.</Text>}
            </>
          )}
        </Stack>
        <Button
          component={Link}
          to={PENDING_PATH}
          variant={attention > 0 ? 'filled' : 'light'}
          color={attention > 0 ? 'red' : undefined}
          size="md"
          h={44}
          w={{ base: '100%', xs: 'auto' }}
          aria-label="Abrir a fila de envio do tablet"
        >
          Abrir a fila
        </Button>
      </Stack>
    </Card>
  );
}
