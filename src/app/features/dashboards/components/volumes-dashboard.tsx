/**
 * The Volumes dashboard (id 4): did each unit waste more or less in the comparison period (the period of
 * the filters) than in the baseline (Volumes.dtaPeriodoBaselineIni/Fim)? Per restaurant of the group, or
 * per satellite when "por satélite" is on. The periods may differ in length, so the chart and the variation
 * compare kg per day; the table also shows kg, R$ and g/refeição of each period.
 */
import { useVolumes } from '@app/features/dashboards/api/get-volumes';
import { BarChart } from '@app/features/dashboards/components/bar-chart';
import { IndicatorsCards } from '@app/features/dashboards/components/indicators-cards';
import type { DashboardViewProps } from '@app/features/dashboards/dashboard-view';
import { formatBRL, formatG, formatKg, formatPct } from '@app/features/dashboards/lib/format';
import type { VolumesBody } from '@domain/schemas/dashboards';
import { Badge, Stack, Table, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { DashboardResult, PeriodsLine, TotalsBar } from './dashboard-frame';
import { useLogLoadError } from './dashboard-status';

const KEY_LABELS = { baseline: 'Linha de base', comparativo: 'Comparativo' } as const;

/** Negative = less waste (green), positive = more (red). */
export function VariationBadge({ value }: { value: number | null }) {
  if (value === null) return <Text span>{formatPct(null)}</Text>;
  if (value < 0)
    return (
      <Badge color="green" variant="light" size="lg">
        {`redução de ${formatPct(-value)}`}
      </Badge>
    );
  if (value > 0)
    return (
      <Badge color="red" variant="light" size="lg">
        {`aumento de ${formatPct(value)}`}
      </Badge>
    );
  return (
    <Badge color="gray" variant="light" size="lg">
      sem variação
    </Badge>
  );
}

/** The request of the filters (null while something required is missing). */
export function volumesBodyOf(filters: DashboardViewProps['filters']): VolumesBody | null {
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

export function VolumesDashboard({ filters }: DashboardViewProps) {
  const body = volumesBodyOf(filters);
  const query = useVolumes(body);

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
                groupMode="grouped"
                ariaLabel="Desperdício médio por dia: linha de base e comparativo"
              />
            </Stack>
            <Table.ScrollContainer minWidth={900}>
              <Table striped withTableBorder aria-label="Variação por unidade">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{unidade}</Table.Th>
                    <Table.Th ta="right">Base (kg)</Table.Th>
                    <Table.Th ta="right">Comparativo (kg)</Table.Th>
                    <Table.Th ta="right">Base (kg/dia)</Table.Th>
                    <Table.Th ta="right">Comparativo (kg/dia)</Table.Th>
                    <Table.Th>Variação</Table.Th>
                    <Table.Th ta="right">Base (R$)</Table.Th>
                    <Table.Th ta="right">Comparativo (R$)</Table.Th>
                    <Table.Th ta="right">Base (g/refeição)</Table.Th>
                    <Table.Th ta="right">Comparativo (g/refeição)</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.unidades.map((u) => (
                    <Table.Tr key={u.id}>
                      <Table.Td>{u.label}</Table.Td>
                      <Table.Td ta="right">{formatKg(u.baseline.qtdKg)}</Table.Td>
                      <Table.Td ta="right">{formatKg(u.comparativo.qtdKg)}</Table.Td>
                      <Table.Td ta="right">{formatKg(u.baseline.kgPorDia)}</Table.Td>
                      <Table.Td ta="right">{formatKg(u.comparativo.kgPorDia)}</Table.Td>
                      <Table.Td>
                        <VariationBadge value={u.variationPc} />
                      </Table.Td>
                      <Table.Td ta="right">{formatBRL(u.baseline.vlrCusto)}</Table.Td>
                      <Table.Td ta="right">{formatBRL(u.comparativo.vlrCusto)}</Table.Td>
                      <Table.Td ta="right">{formatG(u.baseline.gPorRefeicao)}</Table.Td>
                      <Table.Td ta="right">{formatG(u.comparativo.gPorRefeicao)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
                <Table.Tfoot>
                  <Table.Tr>
                    <Table.Th>Total</Table.Th>
                    <Table.Th ta="right">{formatKg(data.total.baseline.qtdKg)}</Table.Th>
                    <Table.Th ta="right">{formatKg(data.total.comparativo.qtdKg)}</Table.Th>
                    <Table.Th ta="right">{formatKg(data.total.baseline.kgPorDia)}</Table.Th>
                    <Table.Th ta="right">{formatKg(data.total.comparativo.kgPorDia)}</Table.Th>
                    <Table.Th>
                      <VariationBadge value={data.total.variationPc} />
                    </Table.Th>
                    <Table.Th ta="right">{formatBRL(data.total.baseline.vlrCusto)}</Table.Th>
                    <Table.Th ta="right">{formatBRL(data.total.comparativo.vlrCusto)}</Table.Th>
                    <Table.Th ta="right">{formatG(data.total.baseline.gPorRefeicao)}</Table.Th>
                    <Table.Th ta="right">{formatG(data.total.comparativo.gPorRefeicao)}</Table.Th>
                  </Table.Tr>
                </Table.Tfoot>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
      </DashboardResult>
    </Stack>
  );
}
