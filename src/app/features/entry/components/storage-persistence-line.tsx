/**
 * Whether this tablet's browser keeps the unsent weighings even when space runs short, and what to do when it
 * does not (the queue screen, 'Fila de envio do tablet').
 */
import { refreshPersistence, useStoragePersistence } from '@app/lib/storage-persistence';
import { Alert, Text } from '@mantine/core';
import { IconDatabase, IconDatabaseExclamation } from '@tabler/icons-react';
import { useEffect } from 'react';

export function StoragePersistenceLine() {
  const state = useStoragePersistence();
  useEffect(() => {
    void refreshPersistence();
  }, []);
  if (state === 'unknown') return null;
  if (state === 'persisted')
    return (
      <Alert
        color="green"
        icon={<IconDatabase aria-hidden />}
        data-testid="storage-persistence"
        data-state={state}
        mb="md"
      >
        <Text size="sm">
          <b>Armazenamento do tablet: persistente.</b> O navegador não apaga os registros não enviados para
          liberar espaço.
        </Text>
      </Alert>
    );
  return (
    <Alert
      color="orange"
      icon={<IconDatabaseExclamation aria-hidden />}
      data-testid="storage-persistence"
      data-state={state}
      mb="md"
    >
      <Text size="sm">
        <b>Armazenamento do tablet: não persistente.</b> Se faltar espaço, o navegador pode apagar os
        registros ainda não enviados.{' '}
        {state === 'unsupported'
          ? 'Este navegador não permite protegê-los: envie a fila sempre que houver conexão.'
          : 'Instale o app na tela inicial (menu do navegador → "Instalar app" ou "Adicionar à tela inicial") e abra-o por lá: assim o navegador os mantém.'}
      </Text>
    </Alert>
  );
}
