/**
 * The Grupo de pratos dashboard (id 6): the production surplus (Excedente de produção) per dish group of the
 * group's restaurants, or of their satellites, optionally for one sale item / product. Answers at a glance
 * which dish groups are over-produced, how many portions that is (kg / plate weight) and what it costs;
 * then the breakdown per sale item × product and per restaurant or satellite.
 */

import { BarChart } from '@app/components/charts/bar-chart';
import { useExcedentePorPratosDashboard } from '@app/features/dashboards/api/get-excedente-por-pratos-dashboard';
import { IndicatorsCards } from '@app/features/dashboards/components/indicators-cards';
import type { DashboardViewProps } from '@app/features/dashboards/dashboard-view';
import { formatDate } from '@app/lib/dayjs';
import { formatBRL, formatCount, formatG, formatKg, formatPct, MISSING } from '@app/lib/value-format';
import type { GrupoPratosResponse } from '@domain/schemas/dash-grupo-pratos';
import type { ExcedentePorPratoBody } from '@domain/schemas/dashboards';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { DashboardResult, type DataColumn, DataTable } from './dashboard-frame';
import { useLogLoadError } from './dashboard-status';

/** The portions in a bar's name: 'n porções', or 'sem gramatura' when the group has no plate weight. */
const porcoesText = (n: number | null) => (n === null ? 'sem gramatura' : `${formatCount(n)} porções`);

type GrupoPratos = GrupoPratosResponse['grupos'][number];
type ItemPratos = GrupoPratosResponse['itens'][number];
type UnidadePratos = GrupoPratosResponse['unidades'][number];

const GRUPO_COLUMNS: DataColumn<GrupoPratos>[] = [
  { title: 'Grupo de pratos', cell: (g) => g.label },
  { title: 'Excedente', right: true, cell: (g) => formatKg(g.qtdKg) },
  { title: 'Participação', right: true, cell: (g) => formatPct(g.pctKg) },
  { title: 'Custo', right: true, cell: (g) => formatBRL(g.vlrCusto) },
  { title: 'Gramatura', right: true, cell: (g) => formatKg(g.qtdPratoKg) },
  { title: 'Porções', right: true, cell: (g) => formatCount(g.porcoes) },
];

const ITEM_COLUMNS: DataColumn<ItemPratos>[] = [
  { title: 'Grupo de pratos', cell: (i) => i.desGrupoPrato },
  { title: 'Item de venda', cell: (i) => i.desItemVenda ?? MISSING },
  { title: 'Produto', cell: (i) => i.desProduto ?? MISSING },
  { title: 'Excedente', right: true, cell: (i) => formatKg(i.qtdKg) },
  { title: 'Custo', right: true, cell: (i) => formatBRL(i.vlrCusto) },
  { title: 'Porções', right: true, cell: (i) => formatCount(i.porcoes) },
  { title: 'Apontamentos', right: true, cell: (i) => formatCount(i.qtdApontamentos) },
];

/** The columns per restaurant or satellite ('Restaurante' / 'Satélite'). */
const unidadeColumns = (unidade: string): DataColumn<UnidadePratos>[] => [
  { title: unidade, cell: (u) => u.label },
  { title: 'Excedente', right: true, cell: (u) => formatKg(u.qtdKg) },
  { title: 'Custo', right: true, cell: (u) => formatBRL(u.vlrCusto) },
  { title: 'Porções', right: true, cell: (u) => formatCount(u.porcoes) },
  { title: 'Refeições', right: true, cell: (u) => formatCount(u.refeicoes) },
  { title: 'Sobra limpa por pessoa', right: true, cell: (u) => formatG(u.sobraLimpaPorPessoaG) },
];

/** The request body from the validated filters (null while the group or the dates are missing). */
function grupoPratosBodyOf(filters: DashboardViewProps['filters']): ExcedentePorPratoBody | null {
  const idGrupo = filters.reTbGruposRestaurantes?.idGrupo;
  if (!idGrupo || !filters.dtaPeriodoIni || !filters.dtaPeriodoFim) return null;
  return {
    idGrupo,
    dtaPeriodoIni: filters.dtaPeriodoIni,
    dtaPeriodoFim: filters.dtaPeriodoFim,
    idItemVenda: filters.ExcedentePorPrato.itemVenda ?? null,
    idProduto: filters.ExcedentePorPrato.itemProduto ?? null,
    shouldSearchBySatelite: filters.shouldSearchBySatelite,
    idSatelite: filters.shouldSearchBySatelite ? (filters.idSatelite ?? null) : null,
  };
}

export function ExcedentePorPratosDashboardPanel({ filters }: DashboardViewProps) {
  const body = grupoPratosBodyOf(filters);
  const query = useExcedentePorPratosDashboard(body);

  useLogLoadError('Grupo de pratos', query.error);

  const data = query.data;
  // One bar per dish group; the portions ride in the bar's name (axis and tooltip).
  const chartData = useMemo(
    () =>
      (data?.grupos ?? []).map((g) => ({
        grupo: `${g.label} (${porcoesText(g.porcoes)})`,
        qtdKg: g.qtdKg,
      })),
    [data],
  );
  const empty = !!data && data.grupos.length === 0;
  const unidade = data?.porSatelite ? 'Satélite' : 'Restaurante';

  return (
    <Stack gap="md" data-testid="grupo-pratos-dashboard">
      <Stack gap={4}>
        <Title order={2}>Excedente de produção por grupo de pratos</Title>
        {body && (
          <Text size="sm" c="dimmed">
            {formatDate(body.dtaPeriodoIni)} a {formatDate(body.dtaPeriodoFim)}
            {body.shouldSearchBySatelite ? ' · por satélite' : ''}
          </Text>
        )}
      </Stack>

      <DashboardResult
        query={query}
        waiting={!!body}
        empty={empty}
        always={(data) => <IndicatorsCards indicadores={data.indicadores} />}
      >
        {(data) => (
          <>
            {/* The clean surplus per person is already among the indicators above: not repeated here. */}
            <SimpleGrid
              cols={{ base: 1, xs: 3 }}
              spacing="sm"
              role="group"
              aria-label="Excedente de produção"
            >
              <Summary label="Excedente de produção" value={formatKg(data.totais.qtdKg)} />
              <Summary label="Custo do excedente" value={formatBRL(data.totais.vlrCusto)} />
              <Summary
                label="Porções desperdiçadas"
                value={formatCount(data.totais.porcoes)}
                hint={`${formatCount(data.totais.refeicoes)} refeições no período`}
              />
            </SimpleGrid>

            <Stack gap="xs">
              <Title order={3}>Excedente por grupo de pratos (kg)</Title>
              <BarChart
                data={chartData}
                keys={['qtdKg']}
                keyLabels={{ qtdKg: 'Excedente', grupo: 'Grupo de pratos' }}
                indexBy="grupo"
                unit="kg"
                layout="horizontal"
                height={Math.max(200, 48 * chartData.length + 60)}
                ariaLabel="Excedente de produção por grupo de pratos (kg)"
              />
              <DataTable
                label="Grupos de pratos"
                minWidth={640}
                rows={data.grupos}
                rowKey={(g) => g.idGrupoPrato ?? 'sem-grupo'}
                columns={GRUPO_COLUMNS}
              />
            </Stack>

            <Stack gap="xs">
              <Title order={3}>Por item de venda e produto</Title>
              <DataTable
                label="Itens de venda"
                minWidth={760}
                rows={data.itens}
                rowKey={(i) => `${i.idGrupoPrato}-${i.idItemVenda}-${i.idProduto}`}
                columns={ITEM_COLUMNS}
              />
            </Stack>

            <Stack gap="xs">
              <Title order={3}>Por {unidade.toLowerCase()}</Title>
              <DataTable
                label={`Excedente por ${unidade.toLowerCase()}`}
                minWidth={640}
                rows={data.unidades}
                rowKey={(u) => u.id}
                columns={unidadeColumns(unidade)}
              />
            </Stack>
          </>
        )}
      </DashboardResult>
    </Stack>
  );
}

function Summary({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Paper>
  );
}
