/**
 * 'Fila de envio do tablet', the photos: those whose weighing the server already has but which are not there yet
 * (waiting for the connection, or refused with the server's reason: resend or discard).
 */
import { notifySuccess } from '@app/lib/notify';
import { discardPhoto, resendPhoto, useQueuedPhotos } from '@app/lib/photo-outbox';
import { useSession } from '@app/lib/session';
import { formatKB } from '@domain/rules/photos';
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCloudUpload, IconTrash } from '@tabler/icons-react';
import dayjs from 'dayjs';

export function PendingPhotos() {
  const session = useSession();
  const photos = useQueuedPhotos(session.empresa?.idEmpresa ?? null);
  if (photos.length === 0) return null;
  return (
    <Stack gap="sm" mt="md" data-testid="pending-photos">
      <Title order={2} size="h4">
        Fotos
      </Title>
      {photos.map((p) => (
        <Card key={p.uuidApontamento} withBorder radius="md" data-testid="pending-photo">
          <Stack gap={6}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text fw={600}>
                Foto de {dayjs(p.createdAt).format('DD/MM/YYYY HH:mm')} · {formatKB(p.size)}
              </Text>
              <Badge color={p.status === 'attention' ? 'red' : 'blue'} size="lg" variant="light">
                {p.status === 'attention' ? 'Foto recusada' : 'Foto guardada no tablet'}
              </Badge>
            </Group>
            {p.status === 'pending' && p.lastError && (
              <Text size="sm" c="dimmed">
                {p.lastError}
              </Text>
            )}
            {p.status === 'attention' && (
              <>
                <Alert color="red" role="alert">
                  {p.lastError}
                </Alert>
                <Group gap="sm">
                  <Button
                    size="lg"
                    leftSection={<IconCloudUpload aria-hidden />}
                    onClick={() => void resendPhoto(p.uuidApontamento)}
                  >
                    Reenviar foto
                  </Button>
                  <Button
                    size="lg"
                    variant="light"
                    color="red"
                    leftSection={<IconTrash aria-hidden />}
                    onClick={() =>
                      void discardPhoto(p.uuidApontamento).then(() => notifySuccess('Foto descartada.'))
                    }
                  >
                    Descartar foto
                  </Button>
                </Group>
              </>
            )}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
