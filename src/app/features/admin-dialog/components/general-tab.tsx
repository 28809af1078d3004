/** 'Geral': the version from /version.json and, on allowed hosts only, the notification routine button. */

import { useHealthVersion } from '@app/api/get-health-version';
import { DialogActions } from '@app/components/ui/dialog-actions';
import { getErrorMessage } from '@app/lib/api-client';
import { formatDateTime } from '@app/lib/dayjs';
import { env } from '@app/lib/env';
import { MSG } from '@domain/messages';
import { Alert, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { canCheckNotificacoes, useCheckNotificacoes } from '../api/check-notificacoes';

function VersionInfoView() {
  const version = useHealthVersion();
  if (version.isPending)
    return (
      <Group gap="sm">
        <Loader size="sm" />
        <Text>{MSG.loading}</Text>
      </Group>
    );
  if (version.isError)
    return (
      <Alert color="red" title={MSG.versionLoadFailed}>
        {getErrorMessage(version.error)}
      </Alert>
    );
  const { branch, lastCommit, date } = version.data;
  return (
    <Table withRowBorders={false} aria-label="Versão">
      <Table.Tbody>
        <Table.Tr>
          <Table.Th w={160}>Branch</Table.Th>
          <Table.Td>{branch || '—'}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th>Último commit</Table.Th>
          <Table.Td>{lastCommit || '—'}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th>Data</Table.Th>
          <Table.Td>{formatDateTime(date) || '—'}</Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}

function NotificationRoutine() {
  const [confirming, setConfirming] = useState(false);
  const routine = useCheckNotificacoes();
  const run = () => {
    setConfirming(false);
    routine.mutate();
  };
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        Rotina de notificações
      </Title>
      {confirming ? (
        <Alert color="yellow" title="Confirmação">
          <Stack gap="sm">
            <Text size="sm">{MSG.notificationRoutineConfirm}</Text>
            <DialogActions confirmLabel="Executar" onConfirm={run} onCancel={() => setConfirming(false)} />
          </Stack>
        </Alert>
      ) : (
        <Group>
          <Button
            h={44}
            color="orange"
            loading={routine.isPending}
            onClick={() => {
              routine.reset();
              setConfirming(true);
            }}
          >
            Executar rotina de notificações
          </Button>
        </Group>
      )}
      {routine.isSuccess && (
        <Alert color="green" title={MSG.routineExecuted}>
          {Array.isArray(routine.data)
            ? routine.data.length === 1
              ? '1 notificação criada.'
              : `${routine.data.length} notificações criadas.`
            : null}
        </Alert>
      )}
      {routine.isError && (
        <Alert color="red" title={MSG.error}>
          {getErrorMessage(routine.error)}
        </Alert>
      )}
    </Stack>
  );
}

export function GeneralTab() {
  const showRoutine = canCheckNotificacoes(window.location.hostname, env.VITE_NOTIFICATION_ROUTINE_HOSTS);
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={3} size="h4">
          Versão
        </Title>
        <VersionInfoView />
      </Stack>
      {showRoutine && <NotificationRoutine />}
    </Stack>
  );
}
