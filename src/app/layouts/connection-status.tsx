/**
 * The header's connection indicator and pending-count badge: unmistakable at arm's length on a kitchen
 * tablet. The count is what waits in this device's outbox; tapping it opens 'Fila de envio do tablet'.
 */
import { type Connection, useConnection } from '@app/lib/online';
import { useOutboxCounts, useOutboxPaused } from '@app/lib/outbox/hooks';
import { PENDING_PATH } from '@app/utils/navigation';
import { Badge, Group, Indicator, UnstyledButton } from '@mantine/core';
import { IconCloudOff, IconCloudUpload, IconWifi, IconWifiOff } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

const LOOK: Record<Connection, { label: string; color: string; Icon: typeof IconWifi }> = {
  online: { label: 'Online', color: 'green', Icon: IconWifi },
  offline: { label: 'Offline', color: 'red', Icon: IconWifiOff },
  unreachable: { label: 'Sem conexão com o servidor', color: 'orange', Icon: IconCloudOff },
};

export function ConnectionStatus({ showPending }: { showPending: boolean }) {
  const connection = useConnection();
  const { label, color, Icon } = LOOK[connection];
  const counts = useOutboxCounts();
  const paused = useOutboxPaused();
  const total = (counts?.pending ?? 0) + (counts?.attention ?? 0);
  return (
    // Never squeezed by the header's title on a phone (it was cut to its icon and a letter).
    <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
      <Badge
        size="lg"
        radius="sm"
        color={color}
        variant="filled"
        leftSection={<Icon size={16} aria-hidden />}
        data-testid="connection-status"
        data-state={connection}
        role="status"
        aria-live="polite"
        maw={{ base: 150, sm: 'none' }}
        title={label}
      >
        {label}
      </Badge>
      {(showPending || total > 0) && (
        <UnstyledButton
          component={Link}
          to={PENDING_PATH}
          aria-label={`Fila de envio do tablet: ${total}`}
          // The browser's own hint (no floating tooltip to build with the header on every screen's first paint).
          title={
            paused
              ? 'Envio pausado: entre novamente'
              : counts?.attention
                ? `${counts.attention} requer(em) atenção`
                : 'Fila de envio do tablet'
          }
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
      )}
    </Group>
  );
}
