import { KitchenHome } from '@app/components/home/kitchen-home';
import { PendingApprovalsByUnit } from '@app/components/home/pending-approvals-by-unit';
import { Page } from '@app/components/ui/page';
import { displayNameOf, useSession } from '@app/lib/session';
import { isEntryOnlyUser } from '@app/utils/entry-screens';
import { quickLinks } from '@app/utils/navigation';
import {
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconBuilding, IconCalendarWeek, IconChevronRight, IconClipboardList } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';

// The dashboards load after the welcome (their own chunk, with the charts).
const DashboardsArea = lazy(() =>
  import('@app/features/dashboards/components/dashboards-area').then((m) => ({ default: m.DashboardsArea })),
);

/**
 * /home. A user who only records weighings (indApontamentos alone) lands on the kitchen's home (the entry
 * screens first; the dashboards' code is never loaded). Everyone else: the welcome (user, company), the
 * pending approvals per unit (for an approver), the dashboards, and the quick links.
 */
export function HomePage({ title = 'Início' }: { title?: string }) {
  const session = useSession();
  if (isEntryOnlyUser(session.permission)) return <KitchenHome title={title} />;
  return <ManagersHome title={title} />;
}

function ManagersHome({ title }: { title: string }) {
  const session = useSession();
  const name = displayNameOf(session);
  const links = quickLinks(session.permission, session.account?.aprovador);
  return (
    <Page title={title}>
      <Card withBorder padding="lg" radius="md">
        <Text size="xl" fw={600}>
          Olá, {name}!
        </Text>
        <Group gap="xs" mt="xs" c="dimmed">
          <IconBuilding size={18} aria-hidden />
          <Text>{session.empresa?.desEmpresa}</Text>
        </Group>
        <Button
          component={Link}
          to="/resumoSemanal"
          variant="light"
          mt="md"
          size="md"
          leftSection={<IconCalendarWeek size={20} aria-hidden />}
          w={{ base: '100%', xs: 'auto' }}
        >
          Resumo semanal
        </Button>
      </Card>
      <PendingApprovalsByUnit />
      <Suspense fallback={<Skeleton h={240} radius="md" />}>
        <DashboardsArea />
      </Suspense>
      <Title order={2} size="h4">
        Acesso rápido
      </Title>
      {links.length === 0 ? (
        <Text c="dimmed">Nenhum atalho disponível para o seu perfil. Use o menu para navegar.</Text>
      ) : (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="md"
          component="ul"
          style={{ listStyle: 'none', padding: 0 }}
        >
          {links.map((r) => (
            <li key={r.path}>
              <UnstyledButton component={Link} to={r.path} w="100%">
                <Card withBorder padding="md" radius="md">
                  <Group wrap="nowrap" justify="space-between">
                    <Group wrap="nowrap" gap="sm">
                      <ThemeIcon variant="light" size="lg" aria-hidden>
                        <IconClipboardList size={20} />
                      </ThemeIcon>
                      <Text fw={500}>{r.title}</Text>
                    </Group>
                    <IconChevronRight size={18} aria-hidden />
                  </Group>
                </Card>
              </UnstyledButton>
            </li>
          ))}
        </SimpleGrid>
      )}
    </Page>
  );
}
