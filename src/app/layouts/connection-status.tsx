/**
 * The header's connection indicator and pending-count badge: unmistakable at arm's length on a kitchen
 * tablet. The count is what waits in this device's outbox; tapping it opens 'Pendentes de envio'.
 */
import { useOnline } from '@app/lib/online';
import { useOutboxCounts, useOutboxPaused } from '@app/lib/outbox';
import { Badge, Group, Indicator, Tooltip, UnstyledButton } from '@mantine/core';
import { IconCloudUpload, IconWifi, IconWifiOff } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

export const PENDING_PATH = '/reApontDesperdicios/pendentes';

export function ConnectionStatus({ showPending }: { showPending: boolean }) {
  const online = useOnline();
  const counts = useOutboxCounts();
  const paused = useOutboxPaused();
  const total = (counts?.pending ?? 0) + (counts?.attention ?? 0);
  return (
    <Group gap={6} wrap="nowrap">
      <Badge
        size="lg"
        radius="sm"
        color={online ? 'green' : 'red'}
        variant="filled"
        leftSection={online ? <IconWifi size={16} aria-hidden /> : <IconWifiOff size={16} aria-hidden />}
        data-testid="connection-status"
        role="status"
        aria-live="polite"
      >
        {online ? 'Online' : 'Offline'}
      </Badge>
      {(showPending || total > 0) && (
        <Tooltip
          label={
            paused
              ? 'Envio pausado: entre novamente'
              : counts?.attention
                ? `${counts.attention} requer(em) atenção`
                : 'Pendentes de envio'
          }
        >
          <UnstyledButton
            component={Link}
            to={PENDING_PATH}
            aria-label={`Pendentes de envio: ${total}`}
            data-testid="pending-count"
            data-count={total}
            style={{
              display: 'flex',
              alignItems: 'center',
              minHeight: 44,
              minWidth: 44,
              justifyContent: 'center',
            }}
          >
            <Indicator
              label={total}
              size={20}
              color={counts?.attention ? 'red' : 'orange'}
              disabled={total === 0}
              offset={2}
            >
              <IconCloudUpload color="white" aria-hidden />
            </Indicator>
          </UnstyledButton>
        </Tooltip>
      )}
    </Group>
  );
}
