/**
 * The Metas dashboard (id 3): actual waste of a type (default Bandeja) against the restaurants' goals, per
 * restaurant and per day, with the restaurants and days over their goal in red. Clicking a day in the daily
 * chart loads that day in detail below (/metasDash/day) with its own loading state. The dashboard tracks a
 * loading flag and a day-level loading flag (spec §4); both are shown (aria-busy and a Loader).
 */

import { BarChart } from '@app/components/charts/bar-chart';
import { useMetasDash } from '@app/features/dashboards/api/get-metas-dash';
import { useMetasDashDay } from '@app/features/dashboards/api/get-metas-dash-day';
import { AvoidableOnlyBadge } from '@app/features/dashboards/components/class-split';
import { IndicatorsCards } from '@app/features/dashboards/components/indicators-cards';
import type { DashboardViewProps } from '@app/features/dashboards/dashboard-view';
import { formatDate } from '@app/lib/dayjs';
import { formatBRL, formatG, formatKg, formatPct } from '@app/lib/value-format';
import { TIP_DESPERDICIO_LABEL, type TipDesperdicio } from '@domain/constants';
import { MSG } from '@domain/messages';
import type { MetaDiaItem, MetaRestaurante, MetaTotal } from '@domain/schemas/dash-metas';
import type { MetasBody, MetasDayBody } from '@domain/schemas/dashboards';
import { Box, Button, Group, Paper, Stack, Table, Text, Title, useMantineTheme } from '@mantine/core';
import { useMemo, useState } from 'react';
import { DashBadge } from './dash-badge';
import { NUM } from './dashboard-frame';
import { DashboardLoadError, DashboardLoading, useLogLoadError } from './dashboard-status';

const KEY_LABELS = { meta: 'Meta', dentro: 'Realizado (dentro da meta)', acima: 'Realizado (acima da meta)' };
const KEYS = ['meta', 'dentro', 'acima'] as const;

/** The body of /metasDash from the validated filters (spec §3 names → §7 fields). */
function metasBodyOf(filters: DashboardViewProps['filters']): MetasBody | null {
  const idGrupo = filters.reTbGruposRestaurantes?.idGrupo;
  if (!idGrupo || !filters.dtaPeriodoIni || !filters.dtaPeriodoFim) return null;
  return {
    idGrupo,
    dtaPeriodoIni: filters.dtaPeriodoIni,
    dtaPeriodoFim: filters.dtaPeriodoFim,
    tipDesperdicio: filters.tipDesperdicio ?? 1,
    codAgrupamento: filters.agrupamento ?? null,
    idItemVenda: filters.itemVenda ?? null,
    idProduto: filters.itemProduto ?? null,
    idRestaurante: filters.restaurante ?? null,
  };
}

/** A bar row: the goal, and the actual as 'dentro' (within goal) or 'acima' (over goal, drawn red). */
function barOf(label: string, r: { qtdKg: number; metaKg: number | null; acimaMeta: boolean }) {
  return {
    label,
    meta: r.metaKg,
    dentro: r.acimaMeta ? null : r.qtdKg,
    acima: r.acimaMeta ? r.qtdKg : null,
  };
}

function StatusBadge({ r }: { r: { metaKg: number | null; acimaMeta: boolean } }) {
  if (r.metaKg === null) return <DashBadge color="gray">Sem meta</DashBadge>;
  return r.acimaMeta ? (
    <DashBadge color="red">Acima da meta</DashBadge>
  ) : (
    <DashBadge color="green">Dentro da meta</DashBadge>
  );
}

function TotalSummary({ total }: { total: MetaTotal }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Group gap="lg">
        <Text>
          Realizado: <b>{formatKg(total.qtdKg)}</b>
        </Text>
        <Text>
          Meta: <b>{formatKg(total.metaKg)}</b>
        </Text>
        <Text>
          Da meta: <b>{formatPct(total.pcDaMeta)}</b>
        </Text>
        <StatusBadge r={total} />
        <Text size="sm" c="dimmed">
          {total.restaurantesAcima} restaurante(s) e {total.diasAcima} dia(s) acima da meta
        </Text>
      </Group>
    </Paper>
  );
}

function RestaurantsTable({ rows, label }: { rows: MetaRestaurante[]; label: string }) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Restaurante</Table.Th>
            <Table.Th ta="right">Realizado</Table.Th>
            <Table.Th ta="right">Meta</Table.Th>
            <Table.Th ta="right">Diferença</Table.Th>
            <Table.Th ta="right">Da meta</Table.Th>
            <Table.Th ta="right">Meta (%)</Table.Th>
            <Table.Th ta="right">Custo</Table.Th>
            <Table.Th ta="right">g/refeição</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.idRestaurante}>
              {/* The situation under the name: one column less, so the table fits beside the menu. */}
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  <Text span size="sm">
                    {r.desRestaurante}
                  </Text>
                  <StatusBadge r={r} />
                </Stack>
              </Table.Td>
              <Table.Td {...NUM}>{formatKg(r.qtdKg)}</Table.Td>
              <Table.Td {...NUM}>{formatKg(r.metaKg)}</Table.Td>
              <Table.Td {...NUM} c={r.acimaMeta ? 'red' : undefined}>
                {formatKg(r.diferencaKg)}
              </Table.Td>
              <Table.Td {...NUM}>{formatPct(r.pcDaMeta)}</Table.Td>
              <Table.Td {...NUM}>{formatPct(r.vlrMetaPc)}</Table.Td>
              <Table.Td {...NUM}>{formatBRL(r.vlrCusto)}</Table.Td>
              <Table.Td {...NUM}>{formatG(r.gPorRefeicao)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ItemsTable({ rows, label }: { rows: MetaDiaItem[]; label: string }) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Item de venda</Table.Th>
            <Table.Th>Produto</Table.Th>
            <Table.Th ta="right">Realizado</Table.Th>
            <Table.Th ta="right">Custo</Table.Th>
            <Table.Th ta="right">Apontamentos</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={`${r.idItemVenda ?? 0}-${r.idProduto ?? 0}`}>
              <Table.Td>{r.desItemVenda ?? '–'}</Table.Td>
              <Table.Td>{r.desProduto ?? '–'}</Table.Td>
              <Table.Td {...NUM}>{formatKg(r.qtdKg)}</Table.Td>
              <Table.Td {...NUM}>{formatBRL(r.vlrCusto)}</Table.Td>
              <Table.Td {...NUM}>{r.qtdApontamentos}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function MetasDashPanel({ filters }: DashboardViewProps) {
  const theme = useMantineTheme();
  const colors = [theme.colors.gray[5], theme.colors.blue[6], theme.colors.red[6]];
  const body = metasBodyOf(filters);
  const bodyKey = JSON.stringify(body);
  const query = useMetasDash(body);

  // The day drill-down: starts at filters.daySelected, set by clicking a day; reset when the filters change.
  const [picked, setPicked] = useState<{ key: string; day: string | null }>({
    key: bodyKey,
    day: filters.daySelected,
  });
  const day = picked.key === bodyKey ? picked.day : filters.daySelected;
  const dayBody: MetasDayBody | null = body && day ? { ...body, dtaApontamento: day } : null;
  const dayQuery = useMetasDashDay(dayBody);

  /** The loading flag and the day-level loading flag (spec §4). */
  const loading = query.isFetching;
  const dayLoading = dayQuery.isFetching;

  useLogLoadError('Metas', query.error);
  useLogLoadError('Metas (dia)', dayQuery.error);

  const data = query.data;
  const tipo = TIP_DESPERDICIO_LABEL[(body?.tipDesperdicio ?? 1) as TipDesperdicio] ?? '';
  const restaurantBars = useMemo(
    () => (data?.restaurantes ?? []).map((r) => barOf(r.desRestaurante, r)),
    [data],
  );
  const dayBars = useMemo(
    () => (data?.dias ?? []).map((d) => barOf(formatDate(d.dtaApontamento), d)),
    [data],
  );
  const dayByLabel = useMemo(
    () => new Map((data?.dias ?? []).map((d) => [formatDate(d.dtaApontamento), d.dtaApontamento])),
    [data],
  );
  const empty = !!data && data.restaurantes.length === 0;

  const selectDay = (label: string | number) => {
    const dtaApontamento = dayByLabel.get(String(label));
    if (dtaApontamento) setPicked({ key: bodyKey, day: dtaApontamento });
  };

  const dayData = dayQuery.data;
  const restaurantsTitle = `Realizado x meta por restaurante (${tipo})`;
  const daysTitle = `Realizado x meta por dia (${tipo})`;

  return (
    <Stack gap="md" data-testid="metas-dashboard" aria-busy={loading}>
      <Stack gap={4}>
        <Title order={2}>Metas de desperdício — {tipo}</Title>
        {body && (
          <Text size="sm" c="dimmed">
            {formatDate(body.dtaPeriodoIni)} a {formatDate(body.dtaPeriodoFim)}
          </Text>
        )}
      </Stack>

      {loading && <DashboardLoading text={MSG.loading} />}
      {query.isError && <DashboardLoadError error={query.error} />}
      {empty && <Text c="dimmed">{MSG.noData}</Text>}
      {data && !empty && (
        <>
          <AvoidableOnlyBadge on={data.somenteEvitavel} />
          <IndicatorsCards indicadores={data.indicadores} />
          <TotalSummary total={data.total} />
          <Stack gap="xs">
            <Title order={3}>{restaurantsTitle}</Title>
            <BarChart
              data={restaurantBars}
              keys={KEYS}
              keyLabels={KEY_LABELS}
              colors={colors}
              indexBy="label"
              unit="kg"
              layout="horizontal"
              groupMode="grouped"
              ariaLabel={restaurantsTitle}
            />
            <RestaurantsTable rows={data.restaurantes} label={`${restaurantsTitle}: tabela`} />
          </Stack>
          <Stack gap="xs">
            <Title order={3}>{daysTitle}</Title>
            <Text size="sm" c="dimmed">
              Clique em um dia para ver o detalhe.
            </Text>
            <BarChart
              data={dayBars}
              keys={KEYS}
              keyLabels={KEY_LABELS}
              colors={colors}
              indexBy="label"
              unit="kg"
              groupMode="grouped"
              ariaLabel={daysTitle}
              onBarClick={(d) => selectDay(d.indexValue)}
            />
          </Stack>
        </>
      )}

      {dayBody && (
        <Box component="section" aria-label="Detalhe do dia" aria-busy={dayLoading} data-testid="metas-day">
          <Stack gap="xs">
            <Group justify="space-between">
              <Title order={3}>Detalhe do dia {formatDate(dayBody.dtaApontamento)}</Title>
              <Button variant="subtle" mih={44} onClick={() => setPicked({ key: bodyKey, day: null })}>
                Fechar detalhe
              </Button>
            </Group>
            {dayLoading && <DashboardLoading text="Carregando o dia..." />}
            {dayQuery.isError && <DashboardLoadError error={dayQuery.error} />}
            {dayData && !dayLoading && dayData.restaurantes.length === 0 && (
              <Text c="dimmed">{MSG.noData}</Text>
            )}
            {dayData && !dayLoading && dayData.restaurantes.length > 0 && (
              <>
                <TotalSummary total={dayData.total} />
                <RestaurantsTable rows={dayData.restaurantes} label="Restaurantes no dia" />
                {dayData.itens.length > 0 && (
                  <>
                    <Title order={4}>Por item de venda e produto</Title>
                    <ItemsTable rows={dayData.itens} label="Itens no dia" />
                  </>
                )}
              </>
            )}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
