/**
 * The state of a list when it has no rows to show: the load failed (retry), loading, or empty (`emptyText`,
 * 'Sem dados' by default). Otherwise it shows its children (the list), if any.
 */

import { getErrorMessage } from '@app/lib/api-client';
import { MSG } from '@domain/messages';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export function ListStatus({
  isError,
  error,
  isLoading,
  empty,
  onRetry,
  errorTitle = MSG.genericError,
  errorFallback,
  emptyText = MSG.noData,
  children = null,
}: {
  isError: boolean;
  error: unknown;
  isLoading: boolean;
  /** The loaded list has no rows. */
  empty: boolean;
  onRetry: () => void;
  /** The title of the load-error alert. */
  errorTitle?: string;
  /** The alert's text when the error carries no message (getErrorMessage's default otherwise). */
  errorFallback?: string;
  emptyText?: ReactNode;
  /** The list, shown when it has rows and neither failed nor is loading. */
  children?: ReactNode;
}) {
  if (isError)
    return (
      <Alert color="red" role="alert" icon={<IconAlertTriangle aria-hidden />} title={errorTitle}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{getErrorMessage(error, errorFallback)}</Text>
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
  return empty ? <Text c="dimmed">{emptyText}</Text> : children;
}
