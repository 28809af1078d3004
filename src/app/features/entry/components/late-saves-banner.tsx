/**
 * The worker's warning that saves have waited on the tablet more than 24 hours without being stored on the
 * server: on every entry screen and on the queue screen, until they are sent, corrected or discarded.
 */
import { useLateSaves } from '@app/lib/outbox/hooks';
import { PENDING_PATH } from '@app/utils/navigation';
import { LATE_SAVE_TEXT } from '@domain/rules/late-saves';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

export function LateSavesBanner({ withLink = true }: { withLink?: boolean }) {
  const late = useLateSaves();
  if (!late.length) return null;
  return (
    <Alert
      color="red"
      variant="filled"
      icon={<IconClockExclamation aria-hidden />}
      role="alert"
      data-testid="late-saves"
      data-count={late.length}
      mb="md"
      maw={1100}
    >
      <Stack gap="xs" align="flex-start">
        <Text fw={700}>{LATE_SAVE_TEXT.banner(late.length)}</Text>
        <Text size="sm">{withLink ? LATE_SAVE_TEXT.what : LATE_SAVE_TEXT.whatHere}</Text>
        {withLink && (
          <Button component={Link} to={PENDING_PATH} color="white" variant="white" c="red.9">
            Abrir a Fila de envio do tablet
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
