/**
 * 'Histórico de aprovações' (spec §2, §4 Approval): the analyses made, newest first, filtered by
 * restaurant, analysis period (default: the last 30 days), waste type and decision, paged. Each entry shows
 * who decided what and when, the justification, and the appointment analysed. Cards on phones and tablets,
 * a table on wide screens.
 */

import { Page } from '@app/components/ui/page';
import { Pager, usePaging } from '@app/components/ui/pager';
import { useHistory } from '@app/features/approvals/api/get-history';
import {
  DateFilter,
  ListState,
  RestauranteFilter,
  TipoFilter,
} from '@app/features/approvals/components/list-controls';
import { QuantityRange } from '@app/features/approvals/components/quantity-range';
import { approvalPath, restauranteLabel, tipoLabel } from '@app/features/approvals/utils/format';
import { useWideLayout } from '@app/hooks/use-layout';
import { getErrorMessage } from '@app/lib/api-client';
import { dayjs, formatDate, formatDateTime } from '@app/lib/dayjs';
import type { ScreenProps } from '@app/routes';
import { toIsoLocal } from '@domain/dates';
import { MSG } from '@domain/messages';
import { DECISAO_LABEL } from '@domain/rules/approvals';
import type { HistoricoFiltro, HistoricoItem } from '@domain/schemas/approvals';
import { Alert, Anchor, Badge, Button, Card, Grid, Group, Select, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';

interface Filters {
  idRestaurante: number | null;
  tipDesperdicio: number | null;
  indDecisao: number | null;
  dthAnaliseIni: string | null;
  dthAnaliseFim: string | null;
}

/** The last 30 days through today. */
function defaultFilters(): Filters {
  const today = new Date();
  return {
    idRestaurante: null,
    tipDesperdicio: null,
    indDecisao: null,
    dthAnaliseIni: toIsoLocal(dayjs(today).subtract(30, 'day').toDate()),
    dthAnaliseFim: toIsoLocal(today),
  };
}

/** 0 stands for 'Todas' (no decision filter). */
const DECISAO_OPTIONS = [
  { value: 0, label: 'Todas' },
  { value: 1, label: DECISAO_LABEL[1] },
  { value: 2, label: DECISAO_LABEL[2] },
];

export function HistoryPage({ title }: ScreenProps) {
  const wide = useWideLayout();
  const [filters, setFilters] = useState<Filters>(defaultFilters);
  const { page, size, setPage, onSize } = usePaging();
  const filtro: HistoricoFiltro = { ...filters, page, size };
  const query = useHistory(filtro);

  const setFilter = <K extends keyof Filters>(key: K, value: Filters[K]) => {
    setFilters((f) => ({ ...f, [key]: value }));
    setPage(0);
  };

  const total = query.data?.totalElements ?? 0;
  const emptyPage = !query.isPlaceholderData && query.data?.content.length === 0 && page > 0;
  useEffect(() => {
    if (emptyPage) setPage(Math.max(0, Math.ceil(total / size) - 1));
  }, [emptyPage, total, size, setPage]);

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
                label="Análise de"
                value={filters.dthAnaliseIni}
                maxDate={filters.dthAnaliseFim}
                onChange={(v) => setFilter('dthAnaliseIni', v)}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, lg: 3 }}>
              <DateFilter
                label="Análise até"
                value={filters.dthAnaliseFim}
                minDate={filters.dthAnaliseIni}
                onChange={(v) => setFilter('dthAnaliseFim', v)}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
              <Select<number>
                size="md"
                label="Decisão"
                data={DECISAO_OPTIONS}
                value={filters.indDecisao ?? 0}
                onChange={(v) => setFilter('indDecisao', v ? v : null)}
                allowDeselect={false}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, lg: 9 }}>
              <Group justify="flex-end" align="flex-end" h="100%">
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
            </Grid.Col>
          </Grid>
        </Stack>
      </Card>

      {query.isError && (
        <Alert
          color="red"
          role="alert"
          icon={<IconAlertTriangle aria-hidden />}
          title={MSG.historyLoadFailed}
          data-testid="erro-historico"
        >
          <Stack gap="sm" align="flex-start">
            {getErrorMessage(query.error, MSG.historyLoadFailed) !== MSG.historyLoadFailed && (
              <Text size="sm">{getErrorMessage(query.error)}</Text>
            )}
            <Button variant="light" color="red" onClick={() => void query.refetch()}>
              Tentar novamente
            </Button>
          </Stack>
        </Alert>
      )}
      {!query.isError && (
        <ListState loading={query.isLoading} empty={!query.isLoading && rows.length === 0} />
      )}

      {rows.length > 0 &&
        (wide ? (
          <HistoryTable rows={rows} />
        ) : (
          <Stack gap="sm" data-testid="lista-historico">
            {rows.map((h) => (
              <HistoryCard key={h.idHistorico} h={h} />
            ))}
          </Stack>
        ))}

      {!query.isError && total > 0 && (
        <Pager page={page} size={size} total={total} onPage={setPage} onSize={onSize} />
      )}
    </Page>
  );
}

function DecisionBadge({ indDecisao }: { indDecisao: number }) {
  return (
    <Badge color={indDecisao === 1 ? 'green' : 'red'} variant="filled" style={{ minWidth: 'max-content' }}>
      {DECISAO_LABEL[indDecisao as 1 | 2] ?? String(indDecisao)}
    </Badge>
  );
}

function AppointmentLink({ h }: { h: HistoricoItem }) {
  return (
    <Anchor component={Link} to={approvalPath(h.idApontamento)} fw={700}>
      #{h.idApontamento}
    </Anchor>
  );
}

function HistoryCard({ h }: { h: HistoricoItem }) {
  return (
    <Card withBorder radius="md" padding="md" data-testid={`historico-${h.idHistorico}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {h.desAprovador ?? '—'}
            </Text>
            <Text size="sm" c="dimmed">
              {formatDateTime(h.dthAnalise)}
            </Text>
          </Stack>
          <DecisionBadge indDecisao={h.indDecisao} />
        </Group>
        {h.txtJustificativa && (
          <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {h.txtJustificativa}
          </Text>
        )}
        <Card withBorder radius="sm" padding="sm" bg="var(--mantine-color-gray-0)">
          <Stack gap={4}>
            <Group gap="xs" wrap="wrap">
              <AppointmentLink h={h} />
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {restauranteLabel(h)}
              </Text>
            </Group>
            <Text size="sm">
              {tipoLabel(h.tipDesperdicio)} · {formatDate(h.dtaApontamento)}
              {h.desItem ? ` · ${h.desItem}` : ''}
            </Text>
            <QuantityRange a={h} />
            <Text size="xs" c="dimmed">
              Registrado por {h.desUsuario ?? '—'}
            </Text>
          </Stack>
        </Card>
      </Stack>
    </Card>
  );
}

function HistoryTable({ rows }: { rows: HistoricoItem[] }) {
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover verticalSpacing="sm" data-testid="lista-historico">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Análise</Table.Th>
            <Table.Th>Aprovador</Table.Th>
            <Table.Th>Decisão</Table.Th>
            <Table.Th>Justificativa</Table.Th>
            <Table.Th>Apontamento</Table.Th>
            <Table.Th>Quantidade</Table.Th>
            <Table.Th>Registrado por</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((h) => (
            <Table.Tr key={h.idHistorico} data-testid={`historico-${h.idHistorico}`}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(h.dthAnalise)}</Table.Td>
              <Table.Td>{h.desAprovador ?? '—'}</Table.Td>
              <Table.Td>
                <DecisionBadge indDecisao={h.indDecisao} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'pre-line', maxWidth: 280 }}>
                {h.txtJustificativa ?? '—'}
              </Table.Td>
              <Table.Td>
                <AppointmentLink h={h} />
                <Text size="sm">{restauranteLabel(h)}</Text>
                <Text size="xs" c="dimmed">
                  {tipoLabel(h.tipDesperdicio)} · {formatDate(h.dtaApontamento)}
                  {h.desItem ? ` · ${h.desItem}` : ''}
                </Text>
              </Table.Td>
              <Table.Td>
                <QuantityRange a={h} />
              </Table.Td>
              <Table.Td>{h.desUsuario ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
