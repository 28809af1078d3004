/** Registers the service worker (production builds only) and offers the update when a new version waits. */
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Workbox } from 'workbox-window';

export const SW_UPDATE_NOTIFICATION_ID = 'sw-update';

export function registerServiceWorker(url = '/sw.js'): Workbox | null {
  if (!('serviceWorker' in navigator)) return null;
  const wb = new Workbox(url, { scope: '/', type: 'classic' });

  wb.addEventListener('waiting', () => {
    const update = () => {
      wb.addEventListener('controlling', () => window.location.reload());
      notifications.hide(SW_UPDATE_NOTIFICATION_ID);
      wb.messageSkipWaiting();
    };
    notifications.show({
      id: SW_UPDATE_NOTIFICATION_ID,
      title: 'Nova versão disponível',
      autoClose: false,
      withCloseButton: true,
      message: (
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text size="sm">Atualize para usar a versão mais recente.</Text>
          <Button size="xs" onClick={update}>
            Atualizar
          </Button>
        </Group>
      ),
    });
  });

  wb.register().catch(() => {
    // offline support is a bonus: the app works without the service worker
  });
  return wb;
}
