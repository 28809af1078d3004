import { type Notificacao, useNotifications } from '@app/features/notifications/api/get-notifications';
import { formatDateTime } from '@app/lib/dayjs';
import { NOTIFICATIONS_PAGE } from '@domain/constants';
import { MSG } from '@domain/messages';
import {
  ActionIcon,
  Button,
  Divider,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { IconAlertOctagon, IconAlertTriangle, IconBell, IconInfoCircle } from '@tabler/icons-react';
import { Fragment, useMemo, useState } from 'react';

/** Plain text of the notification's HTML (the full renderer comes with the notifications popover issue). */
export function htmlToText(html: string | null): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

const ALERT_ICON = [
  { icon: IconInfoCircle, color: 'blue' },
  { icon: IconAlertTriangle, color: 'yellow' },
  { icon: IconAlertOctagon, color: 'red' },
] as const;

function NotificationIcon({ tipAlerta }: { tipAlerta: number | null | undefined }) {
  const { icon: Icon, color } = ALERT_ICON[tipAlerta ?? 0] ?? ALERT_ICON[0];
  return (
    <ThemeIcon variant="light" color={color} size="md" radius="xl" aria-hidden>
      <Icon size={16} />
    </ThemeIcon>
  );
}

const PLACEHOLDER = { id: -1, text: MSG.notificationsLoadFailed, date: '', tipAlerta: 2 };

/** The header's bell with the unread count and a simple list (spec §2 Header, §4 Notification, §9). */
export function NotificationsBell() {
  const query = useNotifications();
  const [opened, setOpened] = useState(false);
  const [visibleCount, setVisibleCount] = useState(NOTIFICATIONS_PAGE);

  const unread = useMemo(() => (query.data ?? []).filter((n: Notificacao) => n.indLido !== 1), [query.data]);
  const items = query.isError
    ? [PLACEHOLDER]
    : unread.slice(0, visibleCount).map((n) => ({
        id: n.idNotificacao,
        text: htmlToText(n.txtMensagem),
        date: formatDateTime(n.dtaRegistro),
        tipAlerta: n.idAlertaFk?.tipAlerta ?? 0,
      }));
  const count = query.isError ? 0 : unread.length;
  const label = count > 0 ? `Notificações (${count} não lidas)` : 'Notificações';

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      shadow="md"
      withArrow
      trapFocus={false}
      onClose={() => setVisibleCount(NOTIFICATIONS_PAGE)}
    >
      <Popover.Target>
        <Indicator label={count > 99 ? '99+' : count} disabled={count === 0} size={18} color="red" offset={6}>
          <ActionIcon
            variant="subtle"
            color="white"
            aria-label={label}
            aria-haspopup="dialog"
            aria-expanded={opened}
            onClick={() => setOpened((o) => !o)}
          >
            <IconBell aria-hidden />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown p={0} miw={130} maw="min(350px, calc(100vw - 16px))" aria-label="Notificações">
        <ScrollArea.Autosize mah={500} type="auto">
          <Stack gap={0} p="xs">
            {query.isLoading && (
              <Text size="sm" c="dimmed" p="xs">
                {MSG.loading}
              </Text>
            )}
            {!query.isLoading && items.length === 0 && (
              <Text size="sm" c="dimmed" p="xs">
                Nenhuma notificação
              </Text>
            )}
            {items.map((item, i) => (
              <Fragment key={item.id}>
                {i > 0 && <Divider />}
                <Group gap="sm" wrap="nowrap" align="flex-start" p="xs">
                  <NotificationIcon tipAlerta={item.tipAlerta} />
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {item.text}
                    </Text>
                    {item.date && (
                      <Text size="xs" c="dimmed">
                        {item.date}
                      </Text>
                    )}
                  </Stack>
                </Group>
              </Fragment>
            ))}
            {!query.isError && unread.length > visibleCount && (
              <Button
                variant="subtle"
                size="sm"
                onClick={() => setVisibleCount((c) => c + NOTIFICATIONS_PAGE)}
              >
                Mostrar mais notificações
              </Button>
            )}
          </Stack>
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
