/**
 * 'Aprovação de apontamentos' (spec §2, §4 Approval, §6): the pending appointments in the units the user
 * approves, filtered by restaurant, date and waste type, paged. Each one shows its quantity against
 * min / max / average and links to its analysis. Cards on phones and tablets, a table on wide screens.
 */

import { Page } from '@app/components/ui/page';
import { Pager, usePaging } from '@app/components/ui/pager';
import { useApprovals } from '@app/features/approvals/api/get-approvals';
import {
  DateFilter,
  ListState,
  RestauranteFilter,
  TipoFilter,
} from '@app/features/approvals/components/list-controls';
import { QuantityRange } from '@app/features/approvals/components/quantity-range';
import { approvalPath, restauranteLabel, tipoLabel } from '@app/features/approvals/utils/format';
import { useWideLayout } from '@app/hooks/use-layout';
import { ApiError, getErrorMessage } from '@app/lib/api-client';
import { formatDate, formatDateTime } from '@app/lib/dayjs';
import type { ScreenProps } from '@app/routes';
import { MSG } from '@domain/messages';
import type { ApontamentoDetalhe, AprovacaoFiltro } from '@domain/schemas/approvals';
import { Alert, Button, Card, Grid, Group, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconChevronRight, IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';

interface Filters {
  idRestaurante: number | null;
  tipDesperdicio: number | null;
  dtaApontamentoIni: string | null;
  dtaApontamentoFim: string | null;
}

const NO_FILTERS: Filters = {
  idRestaurante: null,
  tipDesperdicio: null,
  dtaApontamentoIni: null,
  dtaApontamentoFim: null,
};

export function ApprovalsPage({ title }: ScreenProps) {
  const wide = useWideLayout();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const { page, size, setPage, onSize } = usePaging();
  const filtro: AprovacaoFiltro = { ...filters, page, size };
  const query = useApprovals(filtro);

  const setFilter = <K extends keyof Filters>(key: K, value: Filters[K]) => {
    setFilters((f) => ({ ...f, [key]: value }));
    setPage(0);
  };

  // After analyses empty the last page, go back to the last page that still has rows.
  const total = query.data?.totalElements ?? 0;
  const emptyPage = !query.isPlaceholderData && query.data?.content.length === 0 && page > 0;
  useEffect(() => {
    if (emptyPage) setPage(Math.max(0, Math.ceil(total / size) - 1));
  }, [emptyPage, total, size, setPage]);

  const forbidden = query.error instanceof ApiError && query.error.status === 403;
  const rows = query.isError ? [] : (query.data?.content ?? []);

  return (
    <Page title={title}>
      <Card withBorder radius="md" padding="md">
        <Stack gap="sm">
          <Grid gap="sm">
            <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
              <RestauranteFilter
                value={filters.idRestaurante}
                onChange={(v) => setFilter('idRestaurante', v)}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
              <TipoFilter value={filters.tipDesperdicio} onChange={(v) => setFilter('tipDesperdicio', v)} />
            </Grid.Col>
            <Grid.Col span={{ base: 6, lg: 3 }}>
              <DateFilter
                label="Data inicial"
                value={filters.dtaApontamentoIni}
                maxDate={filters.dtaApontamentoFim}
                onChange={(v) => setFilter('dtaApontamentoIni', v)}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, lg: 3 }}>
              <DateFilter
                label="Data final"
                value={filters.dtaApontamentoFim}
                minDate={filters.dtaApontamentoIni}
                onChange={(v) => setFilter('dtaApontamentoFim', v)}
              />
            </Grid.Col>
          </Grid>
          <Group justify="flex-end">
            <Button
              size="lg"
              w={{ base: '100%', sm: 'auto' }}
              leftSection={<IconRefresh aria-hidden />}
              loading={query.isFetching}
              onClick={() => void query.refetch()}
            >
              Pesquisar
            </Button>
          </Group>
        </Stack>
      </Card>

      {query.isError && (
        <Alert
          color="red"
          role="alert"
          icon={<IconAlertTriangle aria-hidden />}
          data-testid="erro-aprovacao"
          title={forbidden ? undefined : MSG.genericError}
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{getErrorMessage(query.error)}</Text>
            {!forbidden && (
              <Button variant="light" color="red" onClick={() => void query.refetch()}>
                Tentar novamente
              </Button>
            )}
          </Stack>
        </Alert>
      )}
      {!query.isError && (
        <ListState loading={query.isLoading} empty={!query.isLoading && rows.length === 0} />
      )}

      {rows.length > 0 &&
        (wide ? (
          <ApprovalsTable rows={rows} />
        ) : (
          <Stack gap="sm" data-testid="lista-aprovacao">
            {rows.map((a) => (
              <ApprovalCard key={a.idApontamento} a={a} />
            ))}
          </Stack>
        ))}

      {!query.isError && total > 0 && (
        <Pager page={page} size={size} total={total} onPage={setPage} onSize={onSize} />
      )}
    </Page>
  );
}

function RecordedBy({ a }: { a: ApontamentoDetalhe }) {
  return (
    <Text size="xs" c="dimmed">
      Registrado por {a.desUsuario ?? '—'} em {formatDateTime(a.dtaRegistro)}
    </Text>
  );
}

function ApprovalCard({ a }: { a: ApontamentoDetalhe }) {
  return (
    <Card withBorder radius="md" padding="md" data-testid={`aprovacao-${a.idApontamento}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Text fw={600} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {restauranteLabel(a)}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatDate(a.dtaApontamento)}
          </Text>
        </Group>
        {a.codSatelite && (
          <Text size="sm" c="dimmed">
            Satélite {a.codSatelite} - {a.desSatelite}
          </Text>
        )}
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Text span fw={600} inherit>
            {tipoLabel(a.tipDesperdicio)}
          </Text>
          {a.desItem ? ` · ${a.desItem}` : ''}
        </Text>
        <QuantityRange a={a} />
        <RecordedBy a={a} />
        <Button
          component={Link}
          to={approvalPath(a.idApontamento)}
          size="lg"
          fullWidth
          rightSection={<IconChevronRight aria-hidden />}
        >
          Analisar
        </Button>
      </Stack>
    </Card>
  );
}

function ApprovalsTable({ rows }: { rows: ApontamentoDetalhe[] }) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="sm" data-testid="lista-aprovacao">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Restaurante</Table.Th>
            <Table.Th>Tipo</Table.Th>
            <Table.Th>Data</Table.Th>
            <Table.Th>Item</Table.Th>
            <Table.Th>Quantidade</Table.Th>
            <Table.Th>Registro</Table.Th>
            <Table.Th aria-label="Ações" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((a) => (
            <Table.Tr key={a.idApontamento} data-testid={`aprovacao-${a.idApontamento}`}>
              <Table.Td>
                <Text size="sm">{restauranteLabel(a)}</Text>
                {a.codSatelite && (
                  <Text size="xs" c="dimmed">
                    Satélite {a.codSatelite} - {a.desSatelite}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{tipoLabel(a.tipDesperdicio)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(a.dtaApontamento)}</Table.Td>
              <Table.Td>{a.desItem ?? '—'}</Table.Td>
              <Table.Td>
                <QuantityRange a={a} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{a.desUsuario ?? '—'}</Text>
                <Text size="xs" c="dimmed">
                  {formatDateTime(a.dtaRegistro)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Button component={Link} to={approvalPath(a.idApontamento)} size="md">
                  Analisar
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
