/**
 * The Desafio dashboard (id 1): the challenge period against the previous one, per restaurant of the group,
 * ranked by reduction. Titles and texts come from the company's labels of the screen 'Desafio' (editable
 * by users with indLblDesafios through the header's button); a label not stored shows its built-in default.
 */

import { BarChart } from '@app/components/charts/bar-chart';
import { useDesafioDash } from '@app/features/dashboards/api/get-desafio-dash';
import { useLabels } from '@app/features/dashboards/api/get-labels';
import { AvoidableOnlyBadge } from '@app/features/dashboards/components/class-split';
import { IndicatorsCards } from '@app/features/dashboards/components/indicators-cards';
import type { DashboardViewProps } from '@app/features/dashboards/dashboard-view';
import { formatDate } from '@app/lib/dayjs';
import { formatBRL, formatG, formatKg, formatPct } from '@app/lib/value-format';
import { type DesafioStatus, desafioStartsOn, desafioStatus } from '@domain/rules/dashboards';
import { DESAFIO_TELA, type Label, labelText } from '@domain/schemas/dash-desafio';
import type { DesafioBody } from '@domain/schemas/dashboards';
import { Stack, Table, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { todaySaoPaulo } from '../lib/group-cache';
import { DashBadge, InProgressBadge } from './dash-badge';
import { DashboardResult, NUM, PeriodsLine, TotalsBar } from './dashboard-frame';
import { useLogLoadError } from './dashboard-status';

/** The built-in texts of the Desafio (by desLabel), shown when the company has no such label. */
const DESAFIO_DEFAULT_TEXTS: Readonly<Record<string, string>> = {
  titulo: 'Desafio da semana',
  subtitulo: 'Compare o desperdício desta semana com o da semana anterior',
  legendaPeriodoAtual: 'Semana do desafio',
  legendaPeriodoAnterior: 'Semana anterior',
  meta: 'Meta de redução',
  rodape: 'Cada prato conta. Sirva-se apenas do que vai consumir.',
  tituloGrafico: 'Desperdício por restaurante (kg)',
  tituloRanking: 'Ranking de redução',
};

/** The texts of the Desafio: t(desLabel) = the stored value, else its default, else the built-in text. */
function useDesafioTexts() {
  const query = useLabels({ desTela: DESAFIO_TELA });
  const byName = useMemo(() => {
    const m = new Map<string, Label>();
    for (const l of query.data ?? []) m.set(l.desLabel, l);
    return m;
  }, [query.data]);
  return (desLabel: string) => labelText(byName.get(desLabel), DESAFIO_DEFAULT_TEXTS[desLabel] ?? desLabel);
}

/** 'Começa em 07/12': the day (dd/MM) a period not begun yet starts. */
const startsOnText = (day: string) => `Começa em ${formatDate(day).slice(0, 5)}`;

/** The reduction (positive = less waste), or why there is none yet (desafioStatus). */
function ReductionBadge({
  value,
  status,
  startsOn,
}: {
  value: number | null;
  status: DesafioStatus;
  startsOn: string;
}) {
  if (status === 'nao-iniciado') return <DashBadge color="gray">{startsOnText(startsOn)}</DashBadge>;
  if (status === 'em-andamento') return <InProgressBadge />;
  if (status === 'sem-dados') return <DashBadge color="gray">sem apontamentos</DashBadge>;
  if (value === null) return <Text span>{formatPct(null)}</Text>;
  if (value > 0) return <DashBadge color="green">redução de {formatPct(value)}</DashBadge>;
  if (value < 0) return <DashBadge color="red">aumento de {formatPct(-value)}</DashBadge>;
  return <DashBadge color="gray">sem variação</DashBadge>;
}

export function DesafioDashPanel({ filters }: DashboardViewProps) {
  const t = useDesafioTexts();
  const idGrupo = filters.reTbGruposRestaurantes?.idGrupo;
  const body: DesafioBody | null =
    idGrupo &&
    filters.Desafio.dtaPeriodoDesafioIni &&
    filters.Desafio.dtaPeriodoDesafioFim &&
    filters.dtaPeriodoAnteriorIni &&
    filters.dtaPeriodoAnteriorFim
      ? {
          idGrupo,
          dtaPeriodoDesafioIni: filters.Desafio.dtaPeriodoDesafioIni,
          dtaPeriodoDesafioFim: filters.Desafio.dtaPeriodoDesafioFim,
          dtaPeriodoAnteriorIni: filters.dtaPeriodoAnteriorIni,
          dtaPeriodoAnteriorFim: filters.dtaPeriodoAnteriorFim,
        }
      : null;
  const query = useDesafioDash(body);

  useLogLoadError('Desafio', query.error);

  // Until both periods are over, no reduction is final; by default the challenge is the coming week, not
  // begun yet: it says when it starts, never 0 kg nor 'em andamento'.
  const today = todaySaoPaulo();
  const statusOf = (desafio: { qtdKg: number; refeicoes: number }) =>
    body ? desafioStatus(body, desafio, today) : 'em-andamento';
  const notStarted = !!body && desafioStatus(body, { qtdKg: 0, refeicoes: 0 }, today) === 'nao-iniciado';
  const startsOn = body ? desafioStartsOn(body) : '';
  /** A number of the challenge period: '–' while it has not begun. */
  const ofDesafio = (text: string) => (notStarted ? '–' : text);
  const atual = t('legendaPeriodoAtual');
  const anterior = t('legendaPeriodoAnterior');
  const data = query.data;
  const chartData = useMemo(
    () =>
      (data?.restaurantes ?? []).map((r) => ({
        restaurante: r.desRestaurante,
        anterior: r.anterior.qtdKg,
        desafio: r.desafio.qtdKg,
      })),
    [data],
  );
  const empty =
    !!data &&
    (data.restaurantes.length === 0 || (data.totais.anterior.qtdKg === 0 && data.totais.desafio.qtdKg === 0));
  const badgeOf = (value: number | null, desafio: { qtdKg: number; refeicoes: number }) => (
    <ReductionBadge value={value} status={statusOf(desafio)} startsOn={startsOn} />
  );

  return (
    <Stack gap="md" data-testid="desafio-dashboard">
      <Stack gap={4}>
        <Title order={2}>{t('titulo')}</Title>
        <Text c="dimmed">{t('subtitulo')}</Text>
        <Text fw={600}>{t('meta')}</Text>
        {body && (
          <PeriodsLine
            periods={[
              { label: anterior, ini: body.dtaPeriodoAnteriorIni, fim: body.dtaPeriodoAnteriorFim },
              { label: atual, ini: body.dtaPeriodoDesafioIni, fim: body.dtaPeriodoDesafioFim },
            ]}
          />
        )}
      </Stack>

      <DashboardResult query={query} waiting={!!body} empty={empty}>
        {(data) => (
          <>
            <AvoidableOnlyBadge on={data.somenteEvitavel} />
            {notStarted ? (
              <Text size="sm" c="dimmed" data-testid="desafio-nao-iniciado">
                {atual} começa em {formatDate(startsOn)}: os indicadores e a redução de cada restaurante
                aparecem a partir desse dia.
              </Text>
            ) : (
              <IndicatorsCards indicadores={data.indicadores} />
            )}
            <TotalsBar label="Grupo:" badge={badgeOf(data.totais.reducaoPc, data.totais.desafio)}>
              <Text>
                {anterior}: <b>{formatKg(data.totais.anterior.qtdKg)}</b>
              </Text>
              <Text>
                {atual}: <b>{notStarted ? startsOnText(startsOn) : formatKg(data.totais.desafio.qtdKg)}</b>
              </Text>
            </TotalsBar>
            {body && statusOf(data.totais.desafio) === 'em-andamento' && (
              <Text size="sm" c="dimmed" data-testid="desafio-em-andamento">
                O desafio vai até {formatDate(body.dtaPeriodoDesafioFim)}: a redução de cada restaurante
                aparece quando o período terminar.
              </Text>
            )}
            <Stack gap="xs">
              <Title order={3}>{t('tituloGrafico')}</Title>
              <BarChart
                data={chartData}
                keys={notStarted ? ['anterior'] : ['anterior', 'desafio']}
                keyLabels={{ anterior, desafio: atual }}
                indexBy="restaurante"
                unit="kg"
                layout="horizontal"
                groupMode="grouped"
                ariaLabel={`${t('tituloGrafico')}: ${notStarted ? anterior : `${anterior} e ${atual}`}`}
              />
            </Stack>
            <Stack gap="xs">
              <Title order={3}>{t('tituloRanking')}</Title>
              <Table.ScrollContainer minWidth={680}>
                <Table striped highlightOnHover aria-label={t('tituloRanking')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Posição</Table.Th>
                      <Table.Th>Restaurante</Table.Th>
                      <Table.Th ta="right">{anterior} (kg)</Table.Th>
                      <Table.Th ta="right">{atual} (kg)</Table.Th>
                      <Table.Th ta="right">{atual} (R$)</Table.Th>
                      <Table.Th ta="right">g/refeição</Table.Th>
                      <Table.Th>Redução</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.restaurantes.map((r) => (
                      <Table.Tr key={r.idRestaurante}>
                        {/* No ranking until the challenge is over. */}
                        <Table.Td>{statusOf(r.desafio) === 'resultado' ? `${r.posicao}º` : '–'}</Table.Td>
                        <Table.Td>{r.desRestaurante}</Table.Td>
                        <Table.Td {...NUM}>{formatKg(r.anterior.qtdKg)}</Table.Td>
                        <Table.Td {...NUM}>{ofDesafio(formatKg(r.desafio.qtdKg))}</Table.Td>
                        <Table.Td {...NUM}>{ofDesafio(formatBRL(r.desafio.vlrCusto))}</Table.Td>
                        <Table.Td {...NUM}>{ofDesafio(formatG(r.desafio.gPorRefeicao))}</Table.Td>
                        <Table.Td>{badgeOf(r.reducaoPc, r.desafio)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Stack>
          </>
        )}
      </DashboardResult>
      <Text size="sm" c="dimmed" ta="center">
        {t('rodape')}
      </Text>
    </Stack>
  );
}
