/**
 * The Grupo de pratos dashboard (id 6): the production surplus (Excedente de produção) per dish group of the
 * group's restaurants, or of their satellites, optionally for one sale item / product. Answers at a glance
 * which dish groups are over-produced, how many portions that is (kg / plate weight) and what it costs;
 * then the breakdown per sale item × product and per restaurant or satellite.
 */
import { useExcedentePorPratos } from '@app/features/dashboards/api/get-excedente-por-pratos';
import { BarChart } from '@app/features/dashboards/components/bar-chart';
import { IndicatorsCards } from '@app/features/dashboards/components/indicators-cards';
import type { DashboardViewProps } from '@app/features/dashboards/dashboard-view';
import {
  formatBRL,
  formatCount,
  formatG,
  formatKg,
  formatPct,
  MISSING,
} from '@app/features/dashboards/lib/format';
import { formatDate } from '@app/lib/dayjs';
import { MSG } from '@domain/messages';
import type { ExcedentePorPratoBody } from '@domain/schemas/dashboards';
import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { DashboardLoadError, DashboardLoading, useLogLoadError } from './dashboard-status';

/** The portions in a bar's name: 'n porções', or 'sem gramatura' when the group has no plate weight. */
const porcoesText = (n: number | null) => (n === null ? 'sem gramatura' : `${formatCount(n)} porções`);

/** The request body from the validated filters (null while the group or the dates are missing). */
export function grupoPratosBodyOf(filters: DashboardViewProps['filters']): ExcedentePorPratoBody | null {
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

export function GrupoPratosDashboard({ filters }: DashboardViewProps) {
  const body = grupoPratosBodyOf(filters);
  const query = useExcedentePorPratos(body);

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

      {query.isPending && body && <DashboardLoading />}
      {query.isError && <DashboardLoadError error={query.error} />}
      {data && <IndicatorsCards indicadores={data.indicadores} />}
      {data && empty && <Text c="dimmed">{MSG.noData}</Text>}
      {data && !empty && (
        <>
          <SimpleGrid
            cols={{ base: 1, xs: 2, md: 4 }}
            spacing="sm"
            role="group"
            aria-label="Excedente de produção"
          >
            <Summary label="Excedente de produção" value={formatKg(data.totais.qtdKg)} />
            <Summary label="Custo do excedente" value={formatBRL(data.totais.vlrCusto)} />
            <Summary label="Porções desperdiçadas" value={formatCount(data.totais.porcoes)} />
            <Summary
              label="Sobra limpa por pessoa"
              value={formatG(data.totais.sobraLimpaPorPessoaG)}
              hint={`${formatCount(data.totais.refeicoes)} refeições`}
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
            <Table.ScrollContainer minWidth={640}>
              <Table striped highlightOnHover aria-label="Grupos de pratos">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Grupo de pratos</Table.Th>
                    <Table.Th ta="right">Excedente</Table.Th>
                    <Table.Th ta="right">Participação</Table.Th>
                    <Table.Th ta="right">Custo</Table.Th>
                    <Table.Th ta="right">Gramatura</Table.Th>
                    <Table.Th ta="right">Porções</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.grupos.map((g) => (
                    <Table.Tr key={g.idGrupoPrato ?? 'sem-grupo'}>
                      <Table.Td>{g.label}</Table.Td>
                      <Table.Td ta="right">{formatKg(g.qtdKg)}</Table.Td>
                      <Table.Td ta="right">{formatPct(g.pctKg)}</Table.Td>
                      <Table.Td ta="right">{formatBRL(g.vlrCusto)}</Table.Td>
                      <Table.Td ta="right">{formatKg(g.qtdPratoKg)}</Table.Td>
                      <Table.Td ta="right">{formatCount(g.porcoes)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>

          <Stack gap="xs">
            <Title order={3}>Por item de venda e produto</Title>
            <Table.ScrollContainer minWidth={760}>
              <Table striped highlightOnHover aria-label="Itens de venda">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Grupo de pratos</Table.Th>
                    <Table.Th>Item de venda</Table.Th>
                    <Table.Th>Produto</Table.Th>
                    <Table.Th ta="right">Excedente</Table.Th>
                    <Table.Th ta="right">Custo</Table.Th>
                    <Table.Th ta="right">Porções</Table.Th>
                    <Table.Th ta="right">Apontamentos</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.itens.map((i) => (
                    <Table.Tr key={`${i.idGrupoPrato}-${i.idItemVenda}-${i.idProduto}`}>
                      <Table.Td>{i.desGrupoPrato}</Table.Td>
                      <Table.Td>{i.desItemVenda ?? MISSING}</Table.Td>
                      <Table.Td>{i.desProduto ?? MISSING}</Table.Td>
                      <Table.Td ta="right">{formatKg(i.qtdKg)}</Table.Td>
                      <Table.Td ta="right">{formatBRL(i.vlrCusto)}</Table.Td>
                      <Table.Td ta="right">{formatCount(i.porcoes)}</Table.Td>
                      <Table.Td ta="right">{formatCount(i.qtdApontamentos)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>

          <Stack gap="xs">
            <Title order={3}>Por {unidade.toLowerCase()}</Title>
            <Table.ScrollContainer minWidth={640}>
              <Table striped highlightOnHover aria-label={`Excedente por ${unidade.toLowerCase()}`}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{unidade}</Table.Th>
                    <Table.Th ta="right">Excedente</Table.Th>
                    <Table.Th ta="right">Custo</Table.Th>
                    <Table.Th ta="right">Porções</Table.Th>
                    <Table.Th ta="right">Refeições</Table.Th>
                    <Table.Th ta="right">Sobra limpa por pessoa</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.unidades.map((u) => (
                    <Table.Tr key={u.id}>
                      <Table.Td>{u.label}</Table.Td>
                      <Table.Td ta="right">{formatKg(u.qtdKg)}</Table.Td>
                      <Table.Td ta="right">{formatBRL(u.vlrCusto)}</Table.Td>
                      <Table.Td ta="right">{formatCount(u.porcoes)}</Table.Td>
                      <Table.Td ta="right">{formatCount(u.refeicoes)}</Table.Td>
                      <Table.Td ta="right">{formatG(u.sobraLimpaPorPessoaG)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        </>
      )}
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
