/** The state of a panel's list when it has no rows to show: the load failed (retry), loading, or 'Sem dados'. */

import { getErrorMessage } from '@app/lib/api-client';
import { MSG } from '@domain/messages';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

export function ListStatus({
  isError,
  error,
  isLoading,
  empty,
  onRetry,
}: {
  isError: boolean;
  error: unknown;
  isLoading: boolean;
  /** The loaded list has no rows. */
  empty: boolean;
  onRetry: () => void;
}) {
  if (isError)
    return (
      <Alert color="red" role="alert" icon={<IconAlertTriangle aria-hidden />} title={MSG.genericError}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{getErrorMessage(error)}</Text>
          <Button variant="light" color="red" h={44} onClick={onRetry}>
            Tentar novamente
          </Button>
        </Stack>
      </Alert>
    );
  if (isLoading)
    return (
      <Text c="dimmed" role="status">
        {MSG.loading}
      </Text>
    );
  return empty ? <Text c="dimmed">{MSG.noData}</Text> : null;
}
