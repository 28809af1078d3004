/**
 * 'Histórico de aprovações' (spec §2, §4 Approval): the analyses made, newest first, filtered by
 * restaurant, analysis period (default: the last 30 days), waste type and decision, paged. Each entry shows
 * who decided what and when, the justification, and the appointment analysed. Cards on phones and tablets,
 * a table on wide screens.
 */

import { Page } from '@app/components/ui/page';
import { useHistoricoAprov } from '@app/features/approvals/api/get-historico-aprov';
import {
  CommonFilterCols,
  FilterCard,
  ListError,
  ListResults,
  SearchButton,
} from '@app/features/approvals/components/list-frame';
import { QuantityRange } from '@app/features/approvals/components/quantity-range';
import { usePagedList } from '@app/features/approvals/hooks/use-paged-list';
import { approvalPath, restauranteLabel, tipoLabel } from '@app/features/approvals/utils/format';
import { getErrorMessage } from '@app/lib/api-client';
import { dayjs, formatDate, formatDateTime } from '@app/lib/dayjs';
import type { ScreenProps } from '@app/types/screen';
import { toIsoLocal } from '@domain/dates';
import { MSG } from '@domain/messages';
import { DECISAO_LABEL } from '@domain/rules/approvals';
import type { HistoricoItem } from '@domain/schemas/approvals';
import { Anchor, Badge, Card, Grid, Group, Select, Stack, Table, Text } from '@mantine/core';
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

export function HistoricoAprovPage({ title }: ScreenProps) {
  const list = usePagedList(defaultFilters, useHistoricoAprov);
  const { filters, setFilter, query } = list;
  const errorMessage = getErrorMessage(query.error, MSG.historyLoadFailed);

  return (
    <Page title={title}>
      <FilterCard>
        <CommonFilterCols
          idRestaurante={filters.idRestaurante}
          onRestaurante={(v) => setFilter('idRestaurante', v)}
          tipDesperdicio={filters.tipDesperdicio}
          onTipo={(v) => setFilter('tipDesperdicio', v)}
          dateLabels={['Análise de', 'Análise até']}
          ini={filters.dthAnaliseIni}
          fim={filters.dthAnaliseFim}
          onIni={(v) => setFilter('dthAnaliseIni', v)}
          onFim={(v) => setFilter('dthAnaliseFim', v)}
        />
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
            <SearchButton loading={query.isFetching} onClick={() => void query.refetch()} />
          </Group>
        </Grid.Col>
      </FilterCard>

      <ListResults
        list={list}
        error={
          <ListError
            testId="erro-historico"
            title={MSG.historyLoadFailed}
            message={errorMessage !== MSG.historyLoadFailed ? getErrorMessage(query.error) : null}
            onRetry={() => void query.refetch()}
          />
        }
        testId="lista-historico"
        table={(rows) => <HistoryTable rows={rows} />}
        card={(h) => <HistoryCard key={h.idHistorico} h={h} />}
      />
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
