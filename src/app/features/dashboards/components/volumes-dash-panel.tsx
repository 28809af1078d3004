/**
 * The Volumes dashboard (id 4): did each unit waste more or less in the comparison period (the period of
 * the filters) than in the baseline (Volumes.dtaPeriodoBaselineIni/Fim)? Per restaurant of the group, or
 * per satellite when "por satélite" is on. The periods may differ in length, so the chart and the variation
 * compare kg per day; the table also shows kg, R$ and g/refeição of each period.
 */

import { BarChart } from '@app/components/charts/bar-chart';
import { useVolumesDash } from '@app/features/dashboards/api/get-volumes-dash';
import { IndicatorsCards } from '@app/features/dashboards/components/indicators-cards';
import type { DashboardViewProps } from '@app/features/dashboards/dashboard-view';
import { formatBRL, formatG, formatKg } from '@app/lib/value-format';
import type { VolumesUnidade } from '@domain/schemas/dash-volumes';
import type { VolumesBody } from '@domain/schemas/dashboards';
import { Stack, Table, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { VariationBadge } from './dash-badge';
import { DashboardResult, NUM, PeriodsLine, TotalsBar } from './dashboard-frame';
import { useLogLoadError } from './dashboard-status';

const KEY_LABELS = { baseline: 'Linha de base', comparativo: 'Comparativo' } as const;

/** The request of the filters (null while something required is missing). */
function volumesBodyOf(filters: DashboardViewProps['filters']): VolumesBody | null {
  const idGrupo = filters.reTbGruposRestaurantes?.idGrupo;
  const { dtaPeriodoBaselineIni, dtaPeriodoBaselineFim } = filters.Volumes;
  if (
    !idGrupo ||
    !dtaPeriodoBaselineIni ||
    !dtaPeriodoBaselineFim ||
    !filters.dtaPeriodoIni ||
    !filters.dtaPeriodoFim
  )
    return null;
  return {
    idGrupo,
    dtaBaselineIni: dtaPeriodoBaselineIni,
    dtaBaselineFim: dtaPeriodoBaselineFim,
    dtaComparativoIni: filters.dtaPeriodoIni,
    dtaComparativoFim: filters.dtaPeriodoFim,
    shouldSearchBySatelite: filters.shouldSearchBySatelite,
    idSatelite: filters.shouldSearchBySatelite ? filters.idSatelite : null,
  };
}

export function VolumesDashPanel({ filters }: DashboardViewProps) {
  const body = volumesBodyOf(filters);
  const query = useVolumesDash(body);

  useLogLoadError('Volumes', query.error);

  const data = query.data;
  const chartData = useMemo(
    () =>
      (data?.unidades ?? []).map((u) => ({
        unidade: u.label,
        baseline: u.baseline.kgPorDia,
        comparativo: u.comparativo.kgPorDia,
      })),
    [data],
  );
  const empty =
    !!data &&
    (data.unidades.length === 0 || (data.total.baseline.qtdKg === 0 && data.total.comparativo.qtdKg === 0));
  const unidade = data?.porSatelite ? 'Satélite' : 'Restaurante';

  return (
    <Stack gap="md" data-testid="volumes-dashboard">
      <Stack gap={4}>
        <Title order={2}>Volumes</Title>
        <Text c="dimmed">
          Linha de base comparada ao período, por {body?.shouldSearchBySatelite ? 'satélite' : 'restaurante'}
        </Text>
        {body && (
          <PeriodsLine
            periods={[
              { label: KEY_LABELS.baseline, ini: body.dtaBaselineIni, fim: body.dtaBaselineFim },
              { label: KEY_LABELS.comparativo, ini: body.dtaComparativoIni, fim: body.dtaComparativoFim },
            ]}
          />
        )}
      </Stack>

      <DashboardResult query={query} waiting={!!body} empty={empty}>
        {(data) => (
          <>
            <IndicatorsCards indicadores={data.indicadores} />
            <TotalsBar label="Total:" badge={<VariationBadge value={data.total.variationPc} />}>
              <Text>
                {KEY_LABELS.baseline}: <b>{formatKg(data.total.baseline.kgPorDia)}/dia</b> (
                {data.diasBaseline} dias)
              </Text>
              <Text>
                {KEY_LABELS.comparativo}: <b>{formatKg(data.total.comparativo.kgPorDia)}/dia</b> (
                {data.diasComparativo} dias)
              </Text>
            </TotalsBar>
            <Stack gap="xs">
              <Title order={3}>Desperdício médio por dia (kg/dia)</Title>
              <BarChart
                data={chartData}
                keys={['baseline', 'comparativo']}
                keyLabels={{ ...KEY_LABELS, unidade }}
                indexBy="unidade"
                unit="kg"
                layout="horizontal"
                groupMode="grouped"
                ariaLabel="Desperdício médio por dia: linha de base e comparativo"
              />
            </Stack>
            <Table.ScrollContainer minWidth={640}>
              <Table withTableBorder withColumnBorders aria-label="Variação por unidade">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{unidade}</Table.Th>
                    <Table.Th>Período</Table.Th>
                    <Table.Th ta="right">Desperdício</Table.Th>
                    <Table.Th ta="right">Por dia</Table.Th>
                    <Table.Th ta="right">Custo</Table.Th>
                    <Table.Th ta="right">g/refeição</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.unidades.map((u) => (
                    <UnitRows key={u.id} label={u.label} u={u} />
                  ))}
                </Table.Tbody>
                <Table.Tfoot>
                  <UnitRows label="Total" u={data.total} total />
                </Table.Tfoot>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
      </DashboardResult>
    </Stack>
  );
}

/**
 * One unit in two rows, the baseline above the comparison, so that each figure sits under its peer (a
 * table of ten columns did not fit beside the menu); the unit, with its variation of kg/dia, spans both.
 */
function UnitRows({
  label,
  u,
  total = false,
}: {
  label: string;
  u: Pick<VolumesUnidade, 'baseline' | 'comparativo' | 'variationPc'>;
  total?: boolean;
}) {
  const Cell = total ? Table.Th : Table.Td;
  const figures = (p: VolumesUnidade['baseline']) => (
    <>
      <Cell {...NUM}>{formatKg(p.qtdKg)}</Cell>
      <Cell {...NUM}>{formatKg(p.kgPorDia)}</Cell>
      <Cell {...NUM}>{formatBRL(p.vlrCusto)}</Cell>
      <Cell {...NUM}>{formatG(p.gPorRefeicao)}</Cell>
    </>
  );
  return (
    <>
      <Table.Tr>
        {/* The variation (of kg/dia) under the name: one column less, so the table fits beside the menu. */}
        <Cell rowSpan={2}>
          <Stack gap={4} align="flex-start">
            <span>{label}</span>
            <VariationBadge value={u.variationPc} />
          </Stack>
        </Cell>
        <Cell style={{ whiteSpace: 'nowrap' }}>{KEY_LABELS.baseline}</Cell>
        {figures(u.baseline)}
      </Table.Tr>
      <Table.Tr>
        <Cell style={{ whiteSpace: 'nowrap' }}>{KEY_LABELS.comparativo}</Cell>
        {figures(u.comparativo)}
      </Table.Tr>
    </>
  );
}
