import { useStandIn } from '@app/components/ui/stand-in';
import { type Notificacao, useNotificacoes } from '@app/features/notifications/api/get-notificacoes';
import { useMarkNotificacoesRead } from '@app/features/notifications/api/mark-notificacoes-read';
import { SafeHtml } from '@app/features/notifications/components/safe-html';
import { usePainted } from '@app/lib/after-paint';
import { formatDateTime } from '@app/lib/dayjs';
import { NOTIFICATIONS_PAGE } from '@domain/constants';
import { MSG } from '@domain/messages';
import {
  ActionIcon,
  Box,
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
import {
  IconAlertOctagon,
  IconAlertTriangle,
  IconBell,
  IconCheck,
  IconChecks,
  IconInfoCircle,
} from '@tabler/icons-react';
import { Fragment, type ReactNode, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';

/** Icons by idAlertaFk.tipAlerta 0, 1, 2 (spec §9); an unknown or missing type reads as 0. */
const ALERT_ICON = [
  { icon: IconInfoCircle, color: 'blue' },
  { icon: IconAlertTriangle, color: 'yellow' },
  { icon: IconAlertOctagon, color: 'red' },
] as const;

function NotificationIcon({ tipAlerta }: { tipAlerta: number | null | undefined }) {
  const { icon: Icon, color } = ALERT_ICON[tipAlerta ?? 0] ?? ALERT_ICON[0];
  return (
    <ThemeIcon
      variant="light"
      color={color}
      size="md"
      radius="xl"
      aria-hidden
      data-tip-alerta={tipAlerta ?? 0}
    >
      <Icon size={16} />
    </ThemeIcon>
  );
}

/**
 * The header's bell (spec §2 Header, §4 Notification, §9): the unread count as a badge; the popover lists
 * 30 notifications, 30 more per 'Mostrar mais notificações'; 'Marcar como lido' per notification and
 * 'Marcar todos' remove them at once (restored if the server refuses). A link of a notification to an app
 * page navigates in the app, closes the popover and marks that notification read.
 */
export function NotificacoesBell() {
  // The count can wait for the screen's first paint.
  const query = useNotificacoes({ enabled: usePainted() });
  const markRead = useMarkNotificacoesRead();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const standIn = useStandIn<HTMLButtonElement>(undefined, true);
  const [visibleCount, setVisibleCount] = useState(NOTIFICATIONS_PAGE);

  const unread = useMemo(() => (query.data ?? []).filter((n: Notificacao) => n.indLido !== 1), [query.data]);
  // A failed refresh keeps the list already loaded; only a first load that fails shows the placeholder.
  const failed = query.isError && query.data === undefined;
  const visible = failed ? [] : unread.slice(0, visibleCount);
  const count = failed ? 0 : unread.length;
  const label = count > 0 ? `Notificações (${count} não lidas)` : 'Notificações';

  function follow(n: Notificacao, href: string) {
    setOpened(false);
    markRead.mutate([n.idNotificacao]);
    navigate(href);
  }

  const button = (
    <ActionIcon
      ref={standIn.ref}
      variant="subtle"
      color="white"
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={opened}
      onClick={() => {
        standIn.reach();
        setOpened((o) => !o);
      }}
    >
      <IconBell aria-hidden />
    </ActionIcon>
  );
  const badge = (target: ReactNode) => (
    <Indicator label={count > 99 ? '99+' : count} disabled={count === 0} size={18} color="red" offset={6}>
      {target}
    </Indicator>
  );
  // Until first used, the bell is its button alone (stand-in.tsx): a Popover mounts floating-ui and a portal on
  // every screen's first paint.
  if (!standIn.reached) return badge(button);

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      shadow="md"
      withArrow
      trapFocus={false}
      // The bell sits in the fixed header: never detached (and jsdom's zero-size boxes would hide it).
      hideDetached={false}
      onClose={() => setVisibleCount(NOTIFICATIONS_PAGE)}
    >
      {/* The target is the button itself: the popover's ARIA attributes belong on it, not on the badge's box. */}
      {badge(<Popover.Target>{button}</Popover.Target>)}
      <Popover.Dropdown p={0} miw={130} maw="min(350px, calc(100vw - 16px))" aria-label="Notificações">
        <Group justify="space-between" wrap="nowrap" gap="xs" px="sm" py={6}>
          <Text fw={600} size="sm">
            Notificações
          </Text>
          {count > 0 && (
            <Button
              variant="subtle"
              size="compact-sm"
              h={36}
              leftSection={<IconChecks size={16} aria-hidden />}
              onClick={() => markRead.mutate(unread.map((n) => n.idNotificacao))}
            >
              Marcar todos
            </Button>
          )}
        </Group>
        <Divider />
        <ScrollArea.Autosize mah={500 - 49} type="auto">
          <Stack gap={0} p="xs" component="ul" style={{ listStyle: 'none', margin: 0 }}>
            {query.isLoading && (
              <Text size="sm" c="dimmed" p="xs" component="li">
                {MSG.loading}
              </Text>
            )}
            {failed && (
              <Group
                gap="sm"
                wrap="nowrap"
                align="flex-start"
                p="xs"
                component="li"
                data-testid="notification-item"
              >
                <NotificationIcon tipAlerta={2} />
                <Text size="sm">{MSG.notificationsLoadFailed}</Text>
              </Group>
            )}
            {!query.isLoading && !failed && visible.length === 0 && (
              <Text size="sm" c="dimmed" p="xs" component="li">
                Nenhuma notificação
              </Text>
            )}
            {visible.map((n, i) => (
              <Fragment key={n.idNotificacao}>
                {i > 0 && <Divider component="li" aria-hidden />}
                <Group
                  gap="xs"
                  wrap="nowrap"
                  align="flex-start"
                  p="xs"
                  component="li"
                  data-testid="notification-item"
                  data-id={n.idNotificacao}
                >
                  <NotificationIcon tipAlerta={n.idAlertaFk?.tipAlerta} />
                  <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                    <Box fz="sm" style={{ overflowWrap: 'anywhere' }}>
                      <SafeHtml html={n.txtMensagem} onNavigate={(href) => follow(n, href)} />
                    </Box>
                    {n.dtaRegistro && (
                      <Text size="xs" c="dimmed">
                        {formatDateTime(n.dtaRegistro)}
                      </Text>
                    )}
                  </Stack>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="xl"
                    aria-label="Marcar como lido"
                    title="Marcar como lido"
                    onClick={() => markRead.mutate([n.idNotificacao])}
                  >
                    <IconCheck size={20} aria-hidden />
                  </ActionIcon>
                </Group>
              </Fragment>
            ))}
            {!failed && unread.length > visibleCount && (
              <Box component="li">
                <Button
                  variant="subtle"
                  size="sm"
                  fullWidth
                  onClick={() => setVisibleCount((c) => c + NOTIFICATIONS_PAGE)}
                >
                  Mostrar mais notificações
                </Button>
              </Box>
            )}
          </Stack>
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
