/**
 * The supervisor's queue on the home page: the pending approvals of each unit where the user approves, each
 * opening that unit's approval list in one tap. Nothing for a user without approval rights.
 */
import { usePendentesPorUnidade } from '@app/api/get-pendentes-por-unidade';
import { getErrorMessage } from '@app/lib/api-client';
import { useSession } from '@app/lib/session';
import { approvalsOfUnitPath } from '@app/utils/navigation';
import { MSG } from '@domain/messages';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconAlertTriangle, IconChecklist, IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

export function PendingApprovalsByUnit() {
  const session = useSession();
  const query = usePendentesPorUnidade(session.permission?.indApontamentos === true);
  if (!session.permission?.indApontamentos) return null;
  if (query.isPending) return <Skeleton h={120} radius="md" />;
  if (query.isError)
    return (
      <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle aria-hidden />}>
        <Group justify="space-between" gap="sm">
          <Text size="sm">Aprovações pendentes: {getErrorMessage(query.error, MSG.genericError)}</Text>
          <Button variant="default" size="md" h={44} onClick={() => void query.refetch()}>
            Tentar novamente
          </Button>
        </Group>
      </Alert>
    );
  const units = query.data;
  if (units.length === 0) return null;
  const total = units.reduce((sum, u) => sum + u.qtdPendentes, 0);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="pendentes-titulo">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <IconChecklist aria-hidden />
            <Title order={2} size="h4" id="pendentes-titulo">
              Aprovações pendentes
            </Title>
          </Group>
          <Text c={total > 0 ? undefined : 'dimmed'} fw={600} data-testid="pendentes-total">
            {total === 0 ? 'Nenhum apontamento pendente' : `${total} no total`}
          </Text>
        </Group>
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="sm"
          verticalSpacing="sm"
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {units.map((u) => (
            <li key={u.idRestaurante}>
              <UnstyledButton
                component={Link}
                to={approvalsOfUnitPath(u.idRestaurante)}
                w="100%"
                mih={48}
                px="sm"
                py={6}
                data-testid={`pendentes-unidade-${u.idRestaurante}`}
                aria-label={`${u.desRestaurante}: ${u.qtdPendentes} pendente(s)`}
                style={{
                  display: 'flex',
                  alignItems: 'center',
                  border: '1px solid var(--mantine-color-default-border)',
                  borderRadius: 'var(--mantine-radius-md)',
                }}
              >
                <Group justify="space-between" wrap="nowrap" gap="xs" w="100%">
                  <Text
                    fw={500}
                    c={u.qtdPendentes === 0 ? 'dimmed' : undefined}
                    style={{ minWidth: 0, overflowWrap: 'anywhere' }}
                  >
                    {u.desRestaurante}
                  </Text>
                  <Group gap={4} wrap="nowrap">
                    <Badge
                      size="lg"
                      circle={u.qtdPendentes < 100}
                      color={u.qtdPendentes > 0 ? 'orange' : 'gray'}
                      variant={u.qtdPendentes > 0 ? 'filled' : 'light'}
                    >
                      {u.qtdPendentes}
                    </Badge>
                    <IconChevronRight size={18} aria-hidden />
                  </Group>
                </Group>
              </UnstyledButton>
            </li>
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
