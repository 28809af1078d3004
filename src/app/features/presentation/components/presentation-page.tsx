/**
 * /nlApresentacao: the product's presentation. What it is for, the first steps of the user's profile, what
 * their access flags let them open (with links), and the version of the build (/version.json). Its own h1:
 * the product's name.
 */
import { useHealthVersion } from '@app/api/get-health-version';
import { APP_TITLE } from '@app/components/ui/page';
import { getErrorMessage } from '@app/lib/api-client';
import { formatDateTime } from '@app/lib/dayjs';
import { displayNameOf, useSession } from '@app/lib/session';
import type { ScreenProps } from '@app/types/screen';
import { MSG } from '@domain/messages';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  List,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import {
  IconAlertTriangle,
  IconBell,
  IconBuilding,
  IconChartBar,
  IconChecklist,
  IconClipboardList,
  IconDatabase,
  IconFileSpreadsheet,
  type IconProps,
  IconRefresh,
} from '@tabler/icons-react';
import { type ComponentType, type ReactNode, useId } from 'react';
import { Link } from 'react-router-dom';
import { accessAreas, firstSteps, missingAreas } from '../utils/presentation';

interface Feature {
  icon: ComponentType<IconProps>;
  title: string;
  text: string;
}

const FEATURES: readonly Feature[] = [
  {
    icon: IconClipboardList,
    title: 'Apontamentos',
    text: 'Pesagens de bandeja, excedente de produção e pré-preparo (por turno e por insumo), mesmo sem conexão: o envio acontece quando a rede volta.',
  },
  {
    icon: IconChecklist,
    title: 'Aprovação',
    text: 'Pesagens fora da faixa esperada vão para a análise de um aprovador, com justificativa e histórico.',
  },
  {
    icon: IconChartBar,
    title: 'Painéis',
    text: 'Inicial, Desafio, Metas, Volumes, Destinos e Grupo de pratos: o desperdício por período, unidade e tipo.',
  },
  {
    icon: IconFileSpreadsheet,
    title: 'Relatórios',
    text: 'Desperdícios, excedentes e comparativo entre períodos, com exportação em CSV e XLSX e impressão.',
  },
  {
    icon: IconDatabase,
    title: 'Cadastros',
    text: 'Restaurantes, balanças, recipientes e taras, destinos, insumos, gramaturas, metas e satélites.',
  },
  {
    icon: IconBell,
    title: 'Alertas',
    text: 'Notificações e e-mails quando uma meta é ultrapassada, falta um apontamento ou há pendências.',
  },
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function VersionCard() {
  const version = useHealthVersion();
  return (
    <Card withBorder radius="md" padding="md" data-testid="apresentacao-versao">
      {version.isPending ? (
        <Group gap="sm" role="status" aria-live="polite">
          <Loader size="sm" />
          <Text>{MSG.loading}</Text>
        </Group>
      ) : version.isError ? (
        <Alert
          color="red"
          role="alert"
          icon={<IconAlertTriangle aria-hidden />}
          title={MSG.versionLoadFailed}
          p="sm"
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{getErrorMessage(version.error)}</Text>
            <Button
              variant="default"
              size="sm"
              leftSection={<IconRefresh size={16} aria-hidden />}
              onClick={() => void version.refetch()}
            >
              Tentar novamente
            </Button>
          </Stack>
        </Alert>
      ) : (
        <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 16px' }}>
          <Text component="dt" fw={600}>
            Versão
          </Text>
          <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
            {version.data.lastCommit || '—'}
          </Text>
          <Text component="dt" fw={600}>
            Publicada em
          </Text>
          <Text component="dd" m={0}>
            {formatDateTime(version.data.date) || '—'}
          </Text>
          <Text component="dt" fw={600}>
            Branch
          </Text>
          <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
            {version.data.branch || '—'}
          </Text>
        </dl>
      )}
    </Card>
  );
}

export function PresentationPage({ title }: ScreenProps) {
  useDocumentTitle(`${title} · ${APP_TITLE}`);
  const session = useSession();
  const name = displayNameOf(session);
  const areas = accessAreas(session.permission);
  const missing = missingAreas(session.permission);
  const steps = firstSteps(session.permission);

  return (
    <Stack gap="xl" maw={1200}>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Text size="sm" fw={700} tt="uppercase" c="blue.8">
            {title}
          </Text>
          <Title order={1} size="h2">
            {APP_TITLE}
          </Title>
          <Text size="lg" maw={780}>
            Registre, aprove e analise o desperdício de alimentos nos restaurantes e nas cozinhas satélite,
            compare com as metas de cada unidade e acompanhe a redução ao longo do tempo.
          </Text>
          {(name || session.empresa) && (
            <Group gap="xs" wrap="wrap">
              {name && <Text fw={600}>Olá, {name}!</Text>}
              {session.empresa && (
                <Group gap={4} wrap="nowrap">
                  <IconBuilding size={18} aria-hidden />
                  <Text>{session.empresa.desEmpresa}</Text>
                </Group>
              )}
            </Group>
          )}
        </Stack>
      </Card>

      <Section title="Para que serve">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {FEATURES.map((f) => (
            <Card key={f.title} withBorder radius="md" padding="md">
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <ThemeIcon variant="light" size="lg" aria-hidden>
                  <f.icon size={20} />
                </ThemeIcon>
                <Stack gap={2}>
                  <Text fw={700}>{f.title}</Text>
                  <Text size="sm">{f.text}</Text>
                </Stack>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      </Section>

      <Section title="Primeiros passos">
        <SimpleGrid cols={{ base: 1, md: Math.min(2, steps.length), lg: Math.min(3, steps.length) }}>
          {steps.map((group) => (
            <Card key={group.id} withBorder radius="md" padding="md" data-testid={`passos-${group.id}`}>
              <Stack gap="sm">
                <Title order={3} size="h4">
                  {group.title}
                </Title>
                <List type="ordered" spacing="sm">
                  {group.steps.map((s) => (
                    <List.Item key={s.route.path}>
                      <Anchor component={Link} to={s.route.path} fw={600}>
                        {s.route.path === '/home' ? 'Início (painéis)' : s.route.title}
                      </Anchor>
                      <Text size="sm">{s.text}</Text>
                    </List.Item>
                  ))}
                </List>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Section>

      <Section title="O que você pode fazer">
        {areas.length === 0 ? (
          <Alert color="yellow" title="Nenhuma permissão nesta empresa">
            Seu usuário ainda não tem acesso às áreas do sistema nesta empresa. Peça a um administrador para
            liberar as permissões de que você precisa.
          </Alert>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {areas.map((area) => (
              <Card key={area.flag} withBorder radius="md" padding="md" data-testid={`area-${area.flag}`}>
                <Stack gap="xs">
                  <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                    <Title order={3} size="h4">
                      {area.label}
                    </Title>
                    <Badge color="green" variant="light" tt="none" style={{ flexShrink: 0 }}>
                      Liberado
                    </Badge>
                  </Group>
                  <Text size="sm">{area.description}.</Text>
                  {area.links.length > 0 && (
                    <List size="sm" spacing={6} aria-label={`Telas de ${area.label}`}>
                      {area.links.map((r) => (
                        <List.Item key={r.path}>
                          <Anchor component={Link} to={r.path} size="sm">
                            {r.title}
                          </Anchor>
                        </List.Item>
                      ))}
                    </List>
                  )}
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        )}
        {missing.length > 0 && areas.length > 0 && (
          <Text size="sm">
            Sem acesso a: {missing.map((m) => m.label).join(', ')}. Se precisar, peça a um administrador.
          </Text>
        )}
      </Section>

      <Section title="Versão">
        <VersionCard />
      </Section>
    </Stack>
  );
}
