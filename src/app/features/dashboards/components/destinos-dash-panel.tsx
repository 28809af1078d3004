/**
 * The Destinos dashboard (id 5): where does the waste go, and is that changing? Tabs:
 * - Participação: the share per destination in the period (kg, %, R$, CO2e), one stacked bar coloured by the
 *   ten theme colours in descending percentage (spec §9), with its table, and the CO2e avoided against
 *   sending everything to landfill;
 * - Pré × Pós-Consumo, Por destino (optionally one consumption kind), Por restaurante (one destination or
 *   all, with the period's series by Diário/Semana/Mensal/Anual): the period against the base period (the
 *   same number of days just before it).
 */

import { BarChart } from '@app/components/charts/bar-chart';
import { useDestinosDash } from '@app/features/dashboards/api/get-destinos-dash';
import { useDestinosDashByDestinos } from '@app/features/dashboards/api/get-destinos-dash-by-destinos';
import { useDestinosDashRestaurantes } from '@app/features/dashboards/api/get-destinos-dash-restaurantes';
import { useDestinosDashTipConsumos } from '@app/features/dashboards/api/get-destinos-dash-tip-consumos';
import { IndicatorsCards } from '@app/features/dashboards/components/indicators-cards';
import type { DashboardViewProps } from '@app/features/dashboards/dashboard-view';
import { formatDate } from '@app/lib/dayjs';
import { formatBRL, formatCo2e, formatKg, formatPct } from '@app/lib/value-format';
import { IND_PERIODO_LABEL, TIP_CONSUMO_LABEL } from '@domain/constants';
import { MSG } from '@domain/messages';
import { formatDecimalBR } from '@domain/numbers';
import { isPartialBucket } from '@domain/rules/dashboards';
import { assignDestinoColors } from '@domain/rules/destinos-colors';
import type { DestinosCo2e, DestinosComparacao, DestinosDash } from '@domain/schemas/dash-destinos';
import type { DestinosBody } from '@domain/schemas/dashboards';
import { Box, Group, Paper, SegmentedControl, Select, Stack, Table, Tabs, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { todaySaoPaulo } from '../lib/group-cache';
import { VariationBadge } from './dash-badge';
import { NUM } from './dashboard-frame';
import { DashboardLoadError, DashboardLoading, useLogLoadError } from './dashboard-status';

/** A factor, kg CO2e per kg: '0,70021' (up to 6 decimals). */
const formatFator = (n: number) => formatDecimalBR(n, 6);

/** Loading, error (logged and shown), then the content. */
function Loaded<T>({
  query,
  name,
  children,
}: {
  query: UseQueryResult<T>;
  name: string;
  children: (data: T) => ReactNode;
}) {
  useLogLoadError(`Destinos (${name})`, query.error);
  if (query.isError) return <DashboardLoadError error={query.error} />;
  if (query.isPending) return <DashboardLoading />;
  return <>{children(query.data)}</>;
}

function Share({ body }: { body: DestinosBody }) {
  const query = useDestinosDash(body);
  return (
    <Loaded query={query} name="participação">
      {(data) => <ShareContent data={data} />}
    </Loaded>
  );
}

function ShareContent({ data }: { data: DestinosDash }) {
  const colored = useMemo(() => assignDestinoColors(data.destinos), [data.destinos]);
  if (colored.length === 0 || data.total.qtdKg === 0) return <Text c="dimmed">{MSG.noData}</Text>;
  const keys = colored.map((d) => `d${d.idDestino}`);
  const keyLabels = Object.fromEntries(colored.map((d) => [`d${d.idDestino}`, d.desDestino]));
  const row: Record<string, string | number> = { periodo: 'Participação' };
  for (const d of colored) row[`d${d.idDestino}`] = d.percentual;
  return (
    <Stack gap="md">
      <IndicatorsCards indicadores={data.indicadores} />
      {data.co2e && <Co2eEvitado co2e={data.co2e} />}
      <BarChart
        data={[row]}
        keys={keys}
        keyLabels={{ ...keyLabels, periodo: 'Período' }}
        colors={colored.map((d) => d.cor)}
        indexBy="periodo"
        unit="pct"
        layout="horizontal"
        height={200}
        ariaLabel="Participação por destino (%)"
      />
      <Table.ScrollContainer minWidth={720}>
        <Table striped withTableBorder aria-label="Participação por destino">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Destino</Table.Th>
              <Table.Th ta="right">Quantidade</Table.Th>
              <Table.Th ta="right">Participação</Table.Th>
              <Table.Th ta="right">Custo</Table.Th>
              <Table.Th ta="right">Fator (kg CO2e/kg)</Table.Th>
              <Table.Th ta="right">Emissões</Table.Th>
              <Table.Th ta="right">Evitado × aterro</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {colored.map((d) => (
              <Table.Tr key={d.idDestino} data-color={d.cor}>
                <Table.Td>
                  <Group gap={8} wrap="nowrap">
                    <Box w={14} h={14} bg={d.cor} style={{ borderRadius: 3 }} aria-hidden />
                    <Text span>{d.desDestino}</Text>
                  </Group>
                </Table.Td>
                <Table.Td {...NUM}>{formatKg(d.qtdKg)}</Table.Td>
                <Table.Td {...NUM}>{formatPct(d.percentual)}</Table.Td>
                <Table.Td {...NUM}>{formatBRL(d.vlrCusto)}</Table.Td>
                <Table.Td {...NUM}>{d.fatorCo2e == null ? '–' : formatFator(d.fatorCo2e)}</Table.Td>
                <Table.Td {...NUM}>{formatCo2e(d.co2eKg)}</Table.Td>
                <Table.Td {...NUM}>{d.co2eEvitadoKg == null ? '–' : formatCo2e(d.co2eEvitadoKg)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th>Total</Table.Th>
              <Table.Th {...NUM}>{formatKg(data.total.qtdKg)}</Table.Th>
              <Table.Th {...NUM}>{formatPct(100)}</Table.Th>
              <Table.Th {...NUM}>{formatBRL(data.total.vlrCusto)}</Table.Th>
              <Table.Th />
              <Table.Th {...NUM}>{formatCo2e(data.co2e?.co2eKg)}</Table.Th>
              <Table.Th {...NUM}>{formatCo2e(data.co2e?.co2eEvitadoKg)}</Table.Th>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/**
 * The CO2e avoided against sending everything to landfill, and which landfill factor that is measured against
 * (the company's own 'Aterro' destination, else the default).
 */
function Co2eEvitado({ co2e }: { co2e: DestinosCo2e }) {
  const aterro =
    co2e.origemAterro === 'EMPRESA'
      ? `o fator do destino “${co2e.desDestinoAterro}” (${formatFator(co2e.fatorAterro)} kg CO2e/kg)`
      : `o fator padrão de aterro (${formatFator(co2e.fatorAterro)} kg CO2e/kg)`;
  return (
    <Paper withBorder p="sm" radius="md" data-testid="co2e-evitado">
      <Group gap="xs" align="baseline" wrap="wrap">
        <Text size="sm" fw={600}>
          CO2e evitado em relação ao aterro:
        </Text>
        <Text
          size="lg"
          fw={700}
          c={co2e.co2eEvitadoKg >= 0 ? 'teal.8' : 'red.8'}
          data-testid="co2e-evitado-valor"
        >
          {formatCo2e(co2e.co2eEvitadoKg)}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        Quanto seria emitido se os {formatKg(co2e.qtdKgComDestino)} com destino informado fossem ao aterro,
        menos o emitido pelos destinos reais. Aterro de referência: {aterro}. Pesagens sem destino não entram.
      </Text>
    </Paper>
  );
}

/** A comparison: grouped bars (base, period) per row and its table. */
function Comparacao({ data, title, first }: { data: DestinosComparacao; title: string; first: string }) {
  const chartData = useMemo(
    () => data.itens.map((i) => ({ item: i.label, base: i.base.qtdKg, atual: i.atual.qtdKg })),
    [data],
  );
  const base = `Base (${formatDate(data.periodoBase.dtaIni)} a ${formatDate(data.periodoBase.dtaFim)})`;
  const atual = `Período (${formatDate(data.periodo.dtaIni)} a ${formatDate(data.periodo.dtaFim)})`;
  if (data.total.atual.qtdKg === 0 && data.total.base.qtdKg === 0)
    return <Text c="dimmed">{MSG.noData}</Text>;
  return (
    <Stack gap="md">
      <Group gap="lg">
        <Text size="sm">{base}</Text>
        <Text size="sm">{atual}</Text>
        <Group gap={6} wrap="nowrap">
          <Text size="sm">Total:</Text>
          <VariationBadge value={data.total.variationPc} />
        </Group>
      </Group>
      <BarChart
        data={chartData}
        keys={['base', 'atual']}
        keyLabels={{ base: 'Base', atual: 'Período', item: first }}
        indexBy="item"
        unit="kg"
        layout="horizontal"
        groupMode="grouped"
        ariaLabel={`${title} (kg)`}
      />
      <Table.ScrollContainer minWidth={760}>
        <Table striped withTableBorder aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{first}</Table.Th>
              <Table.Th ta="right">Base (kg)</Table.Th>
              <Table.Th ta="right">Base (%)</Table.Th>
              <Table.Th ta="right">Período (kg)</Table.Th>
              <Table.Th ta="right">Período (%)</Table.Th>
              <Table.Th ta="right">Período (R$)</Table.Th>
              <Table.Th>Variação (kg/dia)</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.itens.map((i) => (
              <Table.Tr key={i.id}>
                <Table.Td>{i.label}</Table.Td>
                <Table.Td {...NUM}>{formatKg(i.base.qtdKg)}</Table.Td>
                <Table.Td {...NUM}>{formatPct(i.base.percentual)}</Table.Td>
                <Table.Td {...NUM}>{formatKg(i.atual.qtdKg)}</Table.Td>
                <Table.Td {...NUM}>{formatPct(i.atual.percentual)}</Table.Td>
                <Table.Td {...NUM}>{formatBRL(i.atual.vlrCusto)}</Table.Td>
                <Table.Td>
                  <VariationBadge value={i.variationPc} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

function TipConsumos({ body }: { body: DestinosBody }) {
  const query = useDestinosDashTipConsumos(body);
  return (
    <Loaded query={query} name="tipo de consumo">
      {(data) => <Comparacao data={data} title="Pré-Consumo e Pós-Consumo" first="Consumo" />}
    </Loaded>
  );
}

function ByDestinos({ body }: { body: DestinosBody }) {
  const [tipConsumo, setTipConsumo] = useState('0');
  const query = useDestinosDashByDestinos({
    ...body,
    tipConsumo: tipConsumo === '0' ? null : Number(tipConsumo),
  });
  return (
    <Stack gap="md">
      <SegmentedControl
        fullWidth
        maw={520}
        aria-label="Tipo de consumo"
        value={tipConsumo}
        onChange={setTipConsumo}
        data={[
          { value: '0', label: 'Todos' },
          { value: '1', label: TIP_CONSUMO_LABEL[1] },
          { value: '2', label: TIP_CONSUMO_LABEL[2] },
        ]}
      />
      <Loaded query={query} name="por destino">
        {(data) => <Comparacao data={data} title="Comparativo por destino" first="Destino" />}
      </Loaded>
    </Stack>
  );
}

function ByRestaurantes({ body }: { body: DestinosBody }) {
  const [idDestino, setIdDestino] = useState<string | null>(null);
  const [indPeriodo, setIndPeriodo] = useState('0');
  const share = useDestinosDash(body);
  const options = (share.data?.destinos ?? [])
    .filter((d) => d.idDestino > 0)
    .map((d) => ({ value: String(d.idDestino), label: d.desDestino }))
    .sort((a, b) => a.label.localeCompare(b.label, 'pt-BR'));
  const query = useDestinosDashRestaurantes({
    ...body,
    idDestino: idDestino ? Number(idDestino) : null,
    indPeriodoAnalise: Number(indPeriodo),
  });
  return (
    <Stack gap="md">
      <Group gap="md" align="end">
        <Select
          label="Destino"
          placeholder="Todos os destinos"
          data={options}
          value={idDestino}
          onChange={setIdDestino}
          clearable
          w={{ base: '100%', xs: 280 }}
        />
        <SegmentedControl
          fullWidth
          maw="100%"
          aria-label="Período de análise"
          value={indPeriodo}
          onChange={setIndPeriodo}
          data={Object.entries(IND_PERIODO_LABEL).map(([value, label]) => ({ value, label }))}
        />
      </Group>
      <Loaded query={query} name="por restaurante">
        {(data) => (
          <Stack gap="md">
            <Comparacao data={data} title="Comparativo por restaurante" first="Restaurante" />
            {data.serie.length > 0 && (
              <Text fw={600} size="sm">
                Desperdício no período (kg) —{' '}
                {IND_PERIODO_LABEL[data.indPeriodoAnalise as keyof typeof IND_PERIODO_LABEL]}
              </Text>
            )}
            {data.serie.length > 0 && (
              <BarChart
                partial={
                  new Set(
                    data.serie
                      .filter((p) =>
                        isPartialBucket(
                          data.indPeriodoAnalise,
                          p.periodo,
                          { ini: body.dtaPeriodoIni, fim: body.dtaPeriodoFim },
                          todaySaoPaulo(),
                        ),
                      )
                      .map((p) => formatDate(p.periodo)),
                  )
                }
                data={data.serie.map((p) => ({ periodo: formatDate(p.periodo), qtdKg: p.qtdKg }))}
                keys={['qtdKg']}
                keyLabels={{ qtdKg: 'Desperdício', periodo: 'Período' }}
                indexBy="periodo"
                unit="kg"
                ariaLabel={`Desperdício no período (${IND_PERIODO_LABEL[data.indPeriodoAnalise as 0 | 1 | 2 | 3]})`}
              />
            )}
          </Stack>
        )}
      </Loaded>
    </Stack>
  );
}

/**
 * The request of the filters (null while something required is missing). Without a base period the server uses
 * the same number of days just before the period.
 */
function destinosBodyOf(filters: DashboardViewProps['filters']): DestinosBody | null {
  const idGrupo = filters.reTbGruposRestaurantes?.idGrupo;
  if (!idGrupo || !filters.dtaPeriodoIni || !filters.dtaPeriodoFim) return null;
  return {
    idGrupo,
    dtaPeriodoIni: filters.dtaPeriodoIni,
    dtaPeriodoFim: filters.dtaPeriodoFim,
    dtaPeriodoBaseIni: filters.Destinos.dtaPeriodoBaseIni,
    dtaPeriodoBaseFim: filters.Destinos.dtaPeriodoBaseFim,
  };
}

export function DestinosDashPanel({ filters }: DashboardViewProps) {
  const body = destinosBodyOf(filters);
  const [tab, setTab] = useState<string | null>('participacao');
  return (
    <Stack gap="md" data-testid="destinos-dashboard">
      <Text fw={700} size="xl" component="h2" m={0}>
        Destinos
      </Text>
      {body && (
        <Text size="sm" c="dimmed">
          Período: {formatDate(body.dtaPeriodoIni)} a {formatDate(body.dtaPeriodoFim)}
        </Text>
      )}
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="participacao">Participação</Tabs.Tab>
          <Tabs.Tab value="consumo">Pré × Pós-Consumo</Tabs.Tab>
          <Tabs.Tab value="destinos">Por destino</Tabs.Tab>
          <Tabs.Tab value="restaurantes">Por restaurante</Tabs.Tab>
        </Tabs.List>
        <Box pt="md">
          {body && tab === 'participacao' && <Share body={body} />}
          {body && tab === 'consumo' && <TipConsumos body={body} />}
          {body && tab === 'destinos' && <ByDestinos body={body} />}
          {body && tab === 'restaurantes' && <ByRestaurantes body={body} />}
        </Box>
      </Tabs>
    </Stack>
  );
}
