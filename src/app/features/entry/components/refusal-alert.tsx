/**
 * A refusal by the server interrupts whoever is on an entry screen: an alert dialog names the save and the
 * reason in plain pt-BR, and stays until the worker acknowledges it ('Entendi') or goes to correct it.
 * Refusals already acknowledged do not come back; a save refused again does.
 */
import { acknowledgeRefusals } from '@app/lib/outbox/actions';
import { useUnseenRefusals } from '@app/lib/outbox/hooks';
import { PENDING_PATH } from '@app/utils/navigation';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertOctagon } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';

export function RefusalAlert() {
  const refused = useUnseenRefusals();
  const navigate = useNavigate();
  if (refused.length === 0) return null;
  const ids = refused.map((r) => r.id);
  const close = () => void acknowledgeRefusals(ids);
  return (
    <Modal
      opened
      onClose={close}
      size="lg"
      centered
      title={
        <Group gap="xs" c="red.8" fw={700}>
          <IconAlertOctagon aria-hidden />
          {refused.length > 1
            ? `${refused.length} apontamentos recusados pelo servidor`
            : 'Apontamento recusado pelo servidor'}
        </Group>
      }
      closeOnClickOutside={false}
      closeButtonProps={{ size: 'xl', 'aria-label': 'Fechar' }}
      data-testid="refusal-alert"
      styles={{ content: { borderTop: '6px solid var(--mantine-color-red-7)' } }}
    >
      <Stack gap="sm">
        {refused.slice(0, 5).map((item) => (
          <Alert key={item.id} color="red" variant="light" title={item.resumo}>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {item.lastError ?? 'O servidor recusou este apontamento.'}
            </Text>
          </Alert>
        ))}
        {refused.length > 5 && <Text size="sm">e mais {refused.length - 5}.</Text>}
        <Text size="sm">
          {refused.length > 1
            ? 'Eles continuam guardados neste dispositivo e não foram registrados.'
            : 'Ele continua guardado neste dispositivo e não foi registrado.'}{' '}
          Corrija e reenvie, ou descarte, na Fila de envio do tablet.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button size="lg" variant="default" onClick={close}>
            Entendi
          </Button>
          <Button
            size="lg"
            color="red"
            onClick={() => {
              close();
              navigate(PENDING_PATH);
            }}
          >
            Corrigir agora
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
