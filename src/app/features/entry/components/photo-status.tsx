/** The photo's part of the last save's status: kept, sent, or refused (with the server's reason). */
import { useOutboxPhotos } from '@app/lib/photo-outbox';
import { Text } from '@mantine/core';

const LABEL = {
  waiting: 'Foto guardada no tablet: vai depois do apontamento.',
  pending: 'Foto guardada no tablet: será enviada automaticamente.',
  sent: 'Foto enviada.',
  attention: 'Foto recusada',
} as const;

export function PhotoStatus({ outboxId }: { outboxId: string }) {
  const photos = useOutboxPhotos(outboxId);
  if (photos.length === 0) return null;
  const sent = photos.filter((p) => p.status === 'sent').length;
  const refused = photos.find((p) => p.status === 'attention');
  const state = refused
    ? 'attention'
    : sent === photos.length
      ? 'sent'
      : photos.some((p) => p.status === 'pending')
        ? 'pending'
        : 'waiting';
  const text =
    state === 'attention'
      ? `${LABEL.attention}: ${refused?.lastError ?? ''}`
      : photos.length > 1 && state !== 'sent'
        ? `${LABEL[state]} (${sent} de ${photos.length} enviadas)`
        : photos.length > 1
          ? `${photos.length} fotos enviadas.`
          : LABEL[state];
  return (
    <Text
      size="sm"
      c={state === 'attention' ? 'red.8' : undefined}
      data-testid="photo-status"
      data-state={state}
    >
      {text}
    </Text>
  );
}
