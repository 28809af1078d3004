/**
 * The loading line and the failed load (the server's text and 'Tentar novamente') of a screen's data.
 */

import { getErrorMessage } from '@app/lib/api-client';
import { MSG } from '@domain/messages';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';

export function LoadingLine() {
  return (
    <Group gap="sm" role="status" aria-live="polite">
      <Loader size="sm" />
      <Text>{MSG.loading}</Text>
    </Group>
  );
}

export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert color="red" role="alert" icon={<IconAlertTriangle aria-hidden />} title={MSG.genericError}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{getErrorMessage(error)}</Text>
        <Button variant="default" leftSection={<IconRefresh aria-hidden />} onClick={onRetry}>
          Tentar novamente
        </Button>
      </Stack>
    </Alert>
  );
}
