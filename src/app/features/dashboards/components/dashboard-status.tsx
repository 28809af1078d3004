/**
 * The states every dashboard view shares: its loading line, its failed load (logged once per error and shown
 * with the server's text).
 */
import { getErrorMessage } from '@app/lib/api-client';
import { MSG } from '@domain/messages';
import { Alert, Group, Loader, Text } from '@mantine/core';
import { useEffect } from 'react';

/** Logs a failed load of `what` ('Desafio', 'Metas (dia)'…) once per error. */
export function useLogLoadError(what: string, error: unknown): void {
  useEffect(() => {
    if (error) console.warn(`Painel ${what}: falha ao carregar`, getErrorMessage(error));
  }, [what, error]);
}

export function DashboardLoading({ text = MSG.loading }: { text?: string }) {
  return (
    <Group gap="xs" role="status">
      <Loader size="sm" />
      <Text>{text}</Text>
    </Group>
  );
}

export function DashboardLoadError({ error }: { error: unknown }) {
  return (
    <Alert color="red" title={MSG.dashboardLoadFailed} role="alert">
      {getErrorMessage(error, MSG.dashboardLoadFailed)}
    </Alert>
  );
}
