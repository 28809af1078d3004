/**
 * Dashboard 0 — Inicial (spec §7 /api/v1/home): "how much did we waste, of which kind, period by period, and
 * what did it cost?". The indicators, kg per waste type stacked per period bucket (Diário, Semana from
 * Monday, Mensal, Anual), the cost per type per bucket and the cost per restaurant (of the whole period, or
 * of one day chosen by clicking a day's cost bar), and the restaurants' indicators.
 */

import { BarChart } from '@app/components/charts/bar-chart';
import { formatDate } from '@app/lib/dayjs';
import { formatBRL, formatG, formatKg, formatPct } from '@app/lib/value-format';
import { IND_PERIODO, IND_PERIODO_LABEL, TIP_DESPERDICIO_LABEL } from '@domain/constants';
import { MSG } from '@domain/messages';
import { isPartialBucket } from '@domain/rules/dashboards';
import type { HomeBody } from '@domain/schemas/dashboards';
import { Button, Card, Group, Loader, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useHome } from '../api/get-home';
import { useHomeCustos } from '../api/get-home-custos';
import type { DashboardViewProps } from '../dashboard-view';
import { todaySaoPaulo } from '../lib/group-cache';
import { NUM } from './dashboard-frame';
import { DashboardLoadError, useLogLoadError } from './dashboard-status';
import { IndicatorsCards } from './indicators-cards';

const TIPO_KEYS = ['tipo1', 'tipo2', 'tipo3', 'tipo4'] as const;
const TIPO_LABELS: Record<string, string> = {
  tipo1: TIP_DESPERDICIO_LABEL[1],
  tipo2: TIP_DESPERDICIO_LABEL[2],
  tipo3: TIP_DESPERDICIO_LABEL[3],
  tipo4: TIP_DESPERDICIO_LABEL[4],
  label: 'Período',
  desRestaurante: 'Restaurante',
};

function homeBodyOf(filters: DashboardViewProps['filters']): HomeBody {
  return {
    idGrupo: filters.reTbGruposRestaurantes?.idGrupo ?? 0,
    dtaPeriodoIni: filters.dtaPeriodoIni ?? '',
    dtaPeriodoFim: filters.dtaPeriodoFim ?? '',
    indPeriodo: filters.indPeriodo,
  };
}

export function HomePanel({ filters }: DashboardViewProps) {
  const body = useMemo(() => homeBodyOf(filters), [filters]);
  // The day chosen on the cost chart belongs to one search: a new search forgets it.
  const [picked, setPicked] = useState<{ body: HomeBody; day: string | null }>({ body, day: null });
  const day = picked.body === body ? picked.day : null;
  const setDay = (d: string | null) => setPicked({ body, day: d });
  const home = useHome(body);
  const custos = useHomeCustos({ ...body, data: day });
  useLogLoadError('Inicial', home.error);
  useLogLoadError('Inicial (custos)', custos.error);

  if (home.isPending)
    return (
      <Group justify="center" p="xl" aria-busy="true">
        <Loader size="sm" />
        <Text c="dimmed">{MSG.loading}</Text>
      </Group>
    );
  if (home.isError) return <DashboardLoadError error={home.error} />;

  const data = home.data;
  const periodLabel = IND_PERIODO_LABEL[filters.indPeriodo as keyof typeof IND_PERIODO_LABEL] ?? '';
  const empty = data.indicadores.qtdApontamentos === 0;
  const daily = filters.indPeriodo === IND_PERIODO.Diario;
  const custosData = custos.data;
  // Buckets the search holds only in part (a week cut by the first date, the week not over yet): drawn lighter
  // and labelled 'parcial', so a short first or last bucket does not read as a collapse.
  const today = todaySaoPaulo();
  const period = { ini: body.dtaPeriodoIni, fim: body.dtaPeriodoFim };
  const partialOf = (periodos: readonly { periodo: string; label: string }[]) =>
    new Set(
      periodos
        .filter((p) => isPartialBucket(filters.indPeriodo, p.periodo, period, today))
        .map((p) => p.label),
    );
  const partial = partialOf(data.periodos);

  return (
    <Stack gap="md" data-testid="dashboard-inicial">
      <IndicatorsCards indicadores={data.indicadores} />
      {empty ? (
        <Text c="dimmed" ta="center" p="lg">
          {MSG.noData}
        </Text>
      ) : (
        <>
          <Card withBorder radius="md" padding="md">
            <Title order={2} size="h5" mb="xs">
              Desperdício por tipo (kg) — {periodLabel}
            </Title>
            <BarChart
              data={data.periodos}
              keys={TIPO_KEYS}
              indexBy="label"
              unit="kg"
              keyLabels={TIPO_LABELS}
              partial={partial}
              ariaLabel={`Desperdício por tipo em kg, ${periodLabel.toLowerCase()}`}
            />
            <Group gap="md" mt="xs">
              {data.tipos.map((t) => (
                <Text key={t.tipDesperdicio} size="sm">
                  <b>{t.desTipo}:</b> {formatKg(t.qtdKg)} ({formatPct(t.pc)}) · {formatBRL(t.vlrCusto)}
                </Text>
              ))}
            </Group>
          </Card>

          <Card withBorder radius="md" padding="md">
            <Title order={2} size="h5" mb="xs">
              Custo por tipo (R$) — {periodLabel}
            </Title>
            {custos.isError ? (
              <DashboardLoadError error={custos.error} />
            ) : !custosData ? (
              <Loader size="sm" aria-label={MSG.loading} />
            ) : (
              <>
                <BarChart
                  data={custosData.periodos}
                  keys={TIPO_KEYS}
                  indexBy="label"
                  unit="brl"
                  keyLabels={TIPO_LABELS}
                  partial={partialOf(custosData.periodos)}
                  ariaLabel={`Custo por tipo em reais, ${periodLabel.toLowerCase()}`}
                  onBarClick={
                    daily
                      ? ({ indexValue }) => {
                          const p = custosData.periodos.find((x) => x.label === indexValue);
                          if (p) setDay(p.periodo);
                        }
                      : undefined
                  }
                />
                <Text size="sm" mt="xs">
                  Total: <b>{formatBRL(custosData.vlrCusto)}</b>
                  {daily ? ' · Clique em um dia para ver o custo por restaurante.' : ''}
                </Text>
              </>
            )}
          </Card>

          {custosData && custosData.restaurantes.length > 0 && (
            <Card withBorder radius="md" padding="md">
              <Group justify="space-between" mb="xs" wrap="wrap">
                <Title order={2} size="h5">
                  Custo por restaurante (R$) —{' '}
                  {day
                    ? formatDate(day)
                    : `${formatDate(body.dtaPeriodoIni)} a ${formatDate(body.dtaPeriodoFim)}`}
                </Title>
                {day && (
                  <Button variant="subtle" size="sm" onClick={() => setDay(null)}>
                    Ver o período todo
                  </Button>
                )}
              </Group>
              <BarChart
                data={custosData.restaurantes}
                keys={TIPO_KEYS}
                indexBy="desRestaurante"
                unit="brl"
                layout="horizontal"
                keyLabels={TIPO_LABELS}
                ariaLabel="Custo por restaurante em reais"
              />
            </Card>
          )}

          <Card withBorder radius="md" padding="md">
            <Title order={2} size="h5" mb="xs">
              Restaurantes
            </Title>
            {/* Scrolls sideways on a phone: reachable with the keyboard. */}
            <ScrollArea type="auto" viewportProps={{ tabIndex: 0 }}>
              <Table striped highlightOnHover miw={560}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Restaurante</Table.Th>
                    <Table.Th ta="right">Desperdício</Table.Th>
                    <Table.Th ta="right">Custo</Table.Th>
                    <Table.Th ta="right">g/refeição</Table.Th>
                    <Table.Th ta="right">Resto-ingesta</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.restaurantes.map((r) => (
                    <Table.Tr key={r.idRestaurante}>
                      <Table.Td>{r.desRestaurante}</Table.Td>
                      <Table.Td {...NUM}>{formatKg(r.indicadores.qtdKg)}</Table.Td>
                      <Table.Td {...NUM}>{formatBRL(r.indicadores.vlrCusto)}</Table.Td>
                      <Table.Td {...NUM}>{formatG(r.indicadores.gPorRefeicao)}</Table.Td>
                      <Table.Td {...NUM}>{formatPct(r.indicadores.restoIngestaPc)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea>
          </Card>
        </>
      )}
    </Stack>
  );
}
