/**
 * 'Aprovação de apontamentos' (spec §2, §4 Approval, §6): the pending appointments in the units the user
 * approves, filtered by restaurant (from '?idRestaurante=' too), date and waste type, paged. Each one shows its quantity against
 * min / max / average and links to its analysis. Cards on phones and tablets, a table on wide screens.
 */

import { Page } from '@app/components/ui/page';
import { PushOptInCard } from '@app/components/ui/push-opt-in';
import { useDespApontList } from '@app/features/approvals/api/get-desp-apont-list';
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
import { ApiError, getErrorMessage } from '@app/lib/api-client';
import { formatDate, formatDateTime } from '@app/lib/dayjs';
import type { ScreenProps } from '@app/types/screen';
import { MSG } from '@domain/messages';
import type { ApontamentoDetalhe } from '@domain/schemas/approvals';
import { Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router-dom';

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

/** '?idRestaurante=12' (a unit's queue opened from the home page or a push) starts with that restaurant chosen. */
function filtersFrom(params: URLSearchParams): Filters {
  const id = Number(params.get('idRestaurante'));
  return Number.isInteger(id) && id > 0 ? { ...NO_FILTERS, idRestaurante: id } : NO_FILTERS;
}

export function DespApontPage({ title }: ScreenProps) {
  const [params] = useSearchParams();
  const list = usePagedList(() => filtersFrom(params), useDespApontList);
  const { filters, setFilter, query } = list;
  const forbidden = query.error instanceof ApiError && query.error.status === 403;
  const nothingPending = !query.isError && !query.isLoading && list.total === 0;

  return (
    <Page title={title}>
      <FilterCard
        footer={
          <Group justify="space-between" align="center" gap="sm">
            <Text size="sm" data-testid="ordem-aprovacao">
              Ordem: da pesagem mais antiga para a mais recente.
            </Text>
            <SearchButton loading={query.isFetching} onClick={() => void query.refetch()} />
          </Group>
        }
      >
        <CommonFilterCols
          idRestaurante={filters.idRestaurante}
          onRestaurante={(v) => setFilter('idRestaurante', v)}
          tipDesperdicio={filters.tipDesperdicio}
          onTipo={(v) => setFilter('tipDesperdicio', v)}
          dateLabels={['Data inicial', 'Data final']}
          ini={filters.dtaApontamentoIni}
          fim={filters.dtaApontamentoFim}
          onIni={(v) => setFilter('dtaApontamentoIni', v)}
          onFim={(v) => setFilter('dtaApontamentoFim', v)}
        />
      </FilterCard>

      <ListResults
        list={list}
        error={
          <ListError
            testId="erro-aprovacao"
            title={forbidden ? undefined : MSG.genericError}
            message={getErrorMessage(query.error)}
            onRetry={forbidden ? null : () => void query.refetch()}
          />
        }
        testId="lista-aprovacao"
        table={(rows) => <ApprovalsTable rows={rows} />}
        card={(a) => <ApprovalCard key={a.idApontamento} a={a} />}
      />
      {nothingPending && <PushOptInCard />}
    </Page>
  );
}

/** When the weighing was made (the device's clock for offline entries): the list's order (oldest first). */
const weighedAt = (a: ApontamentoDetalhe) => a.dtaDispositivo ?? a.dtaRegistro;

function RecordedBy({ a }: { a: ApontamentoDetalhe }) {
  return (
    <Text size="xs" c="dimmed">
      Registrado por {a.desUsuario ?? '—'} em {formatDateTime(weighedAt(a))}
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
                  {formatDateTime(weighedAt(a))}
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
