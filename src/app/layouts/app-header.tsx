import { useStandIn } from '@app/components/ui/stand-in';
import { useCurrentDashboard } from '@app/features/dashboards/hooks/use-current-dashboard';
import { NotificacoesBell } from '@app/features/notifications/components/notificacoes-bell';
import { ConnectionStatus } from '@app/layouts/connection-status';
import { displayNameOf, useSession } from '@app/lib/session';
import { DASHBOARD_ID } from '@domain/constants';
import { ActionIcon, Burger, Group, Menu, Stack, Text, Tooltip } from '@mantine/core';
import { IconLogout, IconSettings, IconTags, IconTool, IconUserCircle } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

// Only shown over the Desafio dashboard: its code (with the label schemas and so the validation library)
// loads there, not with every screen's header.
const LabelsEditorModal = lazy(() =>
  import('@app/features/dashboards/components/labels-editor-modal').then((m) => ({
    default: m.LabelsEditorModal,
  })),
);

interface AppHeaderProps {
  mobileOpened: boolean;
  desktopOpened: boolean;
  onToggleMobile: () => void;
  onToggleDesktop: () => void;
  onOpenSettings: () => void;
  /** The administrative dialog (also Ctrl+L). */
  onOpenAdmin: () => void;
  onLogout: () => void;
}

/**
 * The header (spec §2): menu button, title, user and company, the label-editor button (only on /home while
 * the Desafio dashboard is current and the user has indLblDesafios), the notification bell, the user menu.
 */
export function AppHeader(props: AppHeaderProps) {
  const session = useSession();
  const { pathname } = useLocation();
  const dashboard = useCurrentDashboard();
  const [labelsOpened, setLabelsOpened] = useState(false);
  const name = displayNameOf(session);
  const company = session.empresa?.desEmpresa ?? '';
  const showLabelEditor =
    pathname.toLowerCase() === '/home' &&
    dashboard === DASHBOARD_ID.desafio &&
    session.permission?.indLblDesafios === true;

  return (
    <Group h="100%" px="sm" gap="xs" wrap="nowrap" justify="space-between" bg="brand.7" c="white">
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        <Burger
          opened={props.mobileOpened}
          onClick={props.onToggleMobile}
          hiddenFrom="md"
          color="white"
          aria-label={props.mobileOpened ? 'Fechar menu' : 'Abrir menu'}
          aria-expanded={props.mobileOpened}
        />
        <Burger
          opened={props.desktopOpened}
          onClick={props.onToggleDesktop}
          visibleFrom="md"
          color="white"
          aria-label={props.desktopOpened ? 'Recolher menu' : 'Expandir menu'}
          aria-expanded={props.desktopOpened}
        />
        {/* On a phone the controls need the whole bar (each page says where it is in its own title). */}
        <Text component="span" fw={700} size="lg" truncate="end" visibleFrom="xs">
          Controle de Desperdícios
        </Text>
      </Group>
      <Group gap={4} wrap="nowrap">
        <Stack gap={0} align="flex-end" visibleFrom="sm" mr="xs" style={{ minWidth: 0, maxWidth: 320 }}>
          <Text size="sm" fw={600} truncate="end" maw="100%" data-testid="header-user">
            {name}
          </Text>
          <Text size="xs" truncate="end" maw="100%" opacity={0.85} data-testid="header-company">
            {company}
          </Text>
        </Stack>
        <ConnectionStatus showPending={session.permission?.indApontamentos === true} />
        {showLabelEditor && (
          <Tooltip label="Editar labels">
            <ActionIcon
              variant="subtle"
              color="white"
              aria-label="Editar labels"
              onClick={() => setLabelsOpened(true)}
            >
              <IconTags aria-hidden />
            </ActionIcon>
          </Tooltip>
        )}
        {showLabelEditor && (
          <Suspense fallback={null}>
            <LabelsEditorModal opened={labelsOpened} onClose={() => setLabelsOpened(false)} />
          </Suspense>
        )}
        <NotificacoesBell />
        <UserMenu
          name={name}
          company={company}
          onOpenSettings={props.onOpenSettings}
          onOpenAdmin={props.onOpenAdmin}
          onLogout={props.onLogout}
        />
      </Group>
    </Group>
  );
}

/**
 * The user's menu. Until its button is first used it is the button alone (stand-in.tsx): a Menu mounts a
 * Popover and its portal on every screen's first paint. The first tap, click or key opens the real one.
 */
function UserMenu(props: {
  name: string;
  company: string;
  onOpenSettings: () => void;
  onOpenAdmin: () => void;
  onLogout: () => void;
}) {
  const standIn = useStandIn<HTMLButtonElement>(undefined, true);
  // Opened just after it mounts, not mounted open: the menu notes where the focus was when it opens (its
  // button, focused by the reach), to give it back when it closes.
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (standIn.reached) setOpened(true);
  }, [standIn.reached]);
  const button = (
    <ActionIcon
      ref={standIn.ref}
      variant="subtle"
      color="white"
      aria-label="Menu do usuário"
      aria-haspopup="menu"
      onClick={standIn.reached ? undefined : standIn.reach}
    >
      <IconUserCircle aria-hidden />
    </ActionIcon>
  );
  if (!standIn.reached) return button;
  return (
    <Menu position="bottom-end" shadow="md" width={260} opened={opened} onChange={setOpened}>
      <Menu.Target>{button}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)">
            {props.name}
          </Text>
          <Text size="xs" c="dimmed">
            {props.company}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item
          mih={44}
          leftSection={<IconSettings size={18} aria-hidden />}
          onClick={props.onOpenSettings}
        >
          Configurações
        </Menu.Item>
        <Menu.Item
          mih={44}
          leftSection={<IconTool size={18} aria-hidden />}
          rightSection={
            <Text size="xs" c="dimmed" aria-hidden>
              Ctrl+L
            </Text>
          }
          onClick={props.onOpenAdmin}
        >
          Administração
        </Menu.Item>
        <Menu.Item mih={44} leftSection={<IconLogout size={18} aria-hidden />} onClick={props.onLogout}>
          Sair
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
