/**
 * /Relatorios/SugestaoProducao, "Se tivesse seguido a sugestão": for a group (or a restaurant) and a period,
 * what the recorded plan left over against what the recommendation would have left — surplus kg, R$ and
 * CO2e, and the days that ran out — per week (chart) and per restaurant; every method's scores (the
 * recommendation, the plan and the naive baselines, with pinball loss and calibration); and the items where
 * over-production costs most. The filters are the reports' (group, restaurant, period), with the service level.
 */

import { BarChart } from '@app/components/charts/bar-chart';
import { Page } from '@app/components/ui/page';
import { BacktestComparacao } from '@app/features/reports/components/backtest-comparacao';
import { getErrorMessage } from '@app/lib/api-client';
import { dayjs } from '@app/lib/dayjs';
import { formatBRL, formatCo2e, formatCount, formatKg, formatPct } from '@app/lib/value-format';
import type { ScreenProps } from '@app/types/screen';
import { mondayOf } from '@domain/dates';
import { nivelServicoPorExtenso, percentual } from '@domain/forecast/service-level-words';
import { MSG } from '@domain/messages';
import type { BacktestResult } from '@domain/schemas/producao-sugerida';
import { Alert, Button, Group, Loader, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { type BacktestBody, useProducaoSugeridaBacktest } from '../api/post-producao-sugerida-backtest';
import {
  ITEM_COLUMNS,
  itemRows,
  METHOD_COLUMNS,
  methodRows,
  PLANO_LABEL,
  RESTAURANT_COLUMNS,
  reductionOf,
  restaurantRows,
  SUGESTAO_LABEL,
  weeklyRows,
} from '../lib/producao-sugerida-backtest-tables';
import { BaseReportFields, baseReportBody, baseReportForm, hasErrors, periodErrors } from './report-filters';
import { ReportTable } from './report-table';

const NIVEIS = [0.8, 0.85, 0.9, 0.95];
const DEFAULT_NIVEL = 'padrao';

/** The last four whole weeks (Monday to Sunday) before this one. */
function initialForm() {
  const monday = mondayOf(dayjs().format('YYYY-MM-DD'));
  return {
    ...baseReportForm(),
    dtaIni: dayjs(monday).subtract(28, 'day').format('YYYY-MM-DD') as string | null,
    dtaFim: dayjs(monday).subtract(1, 'day').format('YYYY-MM-DD') as string | null,
    nivelServico: null as number | null,
  };
}

type BacktestResumo = BacktestResult['porSemana'][number]['plano'];

const sum = (rows: readonly BacktestResumo[], f: (r: BacktestResumo) => number) =>
  rows.reduce((s, r) => s + f(r), 0);

function Figure({
  label,
  plano,
  sugestao,
  format,
}: {
  label: string;
  plano: number;
  sugestao: number;
  format: (n: number) => string;
}) {
  const reduction = reductionOf(plano, sugestao);
  return (
    <Paper withBorder p="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm">
        {PLANO_LABEL}: <b>{format(plano)}</b>
      </Text>
      <Text size="sm">
        {SUGESTAO_LABEL}: <b>{format(sugestao)}</b>
      </Text>
      {reduction !== null && (
        <Text size="sm" c={reduction >= 0 ? 'teal.8' : 'red.8'} fw={600}>
          {reduction >= 0 ? `${formatPct(reduction * 100)} a menos` : `${formatPct(-reduction * 100)} a mais`}
        </Text>
      )}
    </Paper>
  );
}

export function ProducaoSugeridaBacktestPage({ title }: ScreenProps) {
  const [form, setForm] = useState(initialForm);
  const [touched, setTouched] = useState(false);
  const [body, setBody] = useState<BacktestBody | null>(null);
  const [scopeError, setScopeError] = useState<string | null>(null);
  const query = useProducaoSugeridaBacktest(body);
  const errors = periodErrors(form.dtaIni, form.dtaFim);
  const patch = (fields: Partial<ReturnType<typeof initialForm>>) => setForm((f) => ({ ...f, ...fields }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (hasErrors(errors)) return;
    // The API takes a group or a restaurant: fields not chosen are left out (not null); with neither, it
    // would only refuse, so the form says it instead of asking.
    const base = baseReportBody(form);
    if (base.idGrupo === null && base.idRestaurante === null) {
      setScopeError(MSG.producaoEscopo);
      return;
    }
    setScopeError(null);
    const next: BacktestBody = {
      dtaIni: base.dtaIni,
      dtaFim: base.dtaFim,
      ...(base.idGrupo !== null && { idGrupo: base.idGrupo }),
      ...(base.idRestaurante !== null && { idRestaurante: base.idRestaurante }),
      ...(form.nivelServico !== null && { nivelServico: form.nivelServico }),
    };
    if (JSON.stringify(next) === JSON.stringify(body)) void query.refetch();
    else setBody(next);
  };

  const data = body ? query.data : undefined;
  const semanas = data?.porSemana ?? [];
  const planos = semanas.map((w) => w.plano);
  const sugestoes = semanas.map((w) => w.recomendador);

  return (
    <Page title={title}>
      <Paper withBorder p="md">
        <form onSubmit={submit}>
          <Group align="flex-start" gap="md" wrap="wrap">
            <BaseReportFields form={form} errors={touched ? errors : {}} patch={patch} />
            <Select
              label="Nível de serviço"
              size="md"
              w={260}
              allowDeselect={false}
              data={[
                { value: DEFAULT_NIVEL, label: 'O de cada unidade' },
                ...NIVEIS.map((n) => ({ value: String(n), label: `${percentual(n)}` })),
              ]}
              value={form.nivelServico === null ? DEFAULT_NIVEL : String(form.nivelServico)}
              onChange={(v) => patch({ nivelServico: !v || v === DEFAULT_NIVEL ? null : Number(v) })}
            />
            <Button type="submit" size="md" mih={44} mt={26} loading={!!body && query.isFetching}>
              Pesquisar
            </Button>
          </Group>
          {scopeError && (
            <Text c="red.8" size="sm" mt="xs" role="alert">
              {scopeError}
            </Text>
          )}
        </form>
      </Paper>

      {!body ? (
        <Text c="dimmed">Informe os filtros e clique em Pesquisar.</Text>
      ) : query.isFetching && !data ? (
        <Group gap="sm">
          <Loader size="sm" />
          <Text>{MSG.loading}</Text>
        </Group>
      ) : query.isError ? (
        <Alert color="red" title="Erro">
          {getErrorMessage(query.error)}
        </Alert>
      ) : !data || data.metodos.length === 0 ? (
        <Text>{MSG.noData}</Text>
      ) : (
        <Stack gap="lg" data-testid="backtest-result">
          <Text>
            Nível de serviço {percentual(data.nivelServico)}: {nivelServicoPorExtenso(data.nivelServico)}.
          </Text>
          {data.comparacao && (
            <BacktestComparacao
              comparacao={data.comparacao}
              rotulos={new Map(data.metodos.map((m) => [m.id, m.rotulo]))}
            />
          )}
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
            <Figure
              label="Excedente"
              plano={sum(planos, (r) => r.excedenteKg)}
              sugestao={sum(sugestoes, (r) => r.excedenteKg)}
              format={formatKg}
            />
            <Figure
              label="Custo do excedente"
              plano={sum(planos, (r) => r.excedenteValor)}
              sugestao={sum(sugestoes, (r) => r.excedenteValor)}
              format={formatBRL}
            />
            <Figure
              label="Emissões do excedente"
              plano={sum(planos, (r) => r.excedenteCo2e)}
              sugestao={sum(sugestoes, (r) => r.excedenteCo2e)}
              format={formatCo2e}
            />
            <Figure
              label="Dias com falta"
              plano={sum(planos, (r) => r.faltas)}
              sugestao={sum(sugestoes, (r) => r.faltas)}
              format={formatCount}
            />
          </SimpleGrid>

          <Stack gap="xs">
            <Title order={2} size="h3">
              Excedente por semana (kg)
            </Title>
            <BarChart
              data={weeklyRows(data)}
              keys={['plano', 'recomendador']}
              keyLabels={{ plano: PLANO_LABEL, recomendador: SUGESTAO_LABEL }}
              indexBy="semana"
              unit="kg"
              groupMode="grouped"
              ariaLabel="Excedente por semana: plano registrado e sugestão"
            />
          </Stack>

          <Stack gap="xs">
            <Title order={2} size="h3">
              Por restaurante
            </Title>
            <ReportTable
              label="Por restaurante"
              columns={RESTAURANT_COLUMNS}
              rows={restaurantRows(data)}
              minWidth={900}
            />
          </Stack>

          <Stack gap="xs">
            <Title order={2} size="h3">
              Métodos comparados
            </Title>
            <Text size="sm" c="dimmed">
              Taxa de falta: parte dos dias-linha em que faltou. Desconhecidos: dias em que a linha acabou e a
              quantidade ficou acima do que foi produzido (não se sabe se teria faltado). Perda pinball:
              quanto menor, melhor. Calibração: parte dos dias-linha em que a demanda coube na quantidade (o
              alvo é o nível de serviço).
            </Text>
            <ReportTable
              label="Métodos comparados"
              columns={METHOD_COLUMNS}
              rows={methodRows(data)}
              minWidth={900}
              testId="backtest-metodos"
            />
          </Stack>

          <Stack gap="xs">
            <Title order={2} size="h3">
              Onde produzir demais custa mais
            </Title>
            {data.itens.length === 0 ? (
              <Text>{MSG.noData}</Text>
            ) : (
              <ReportTable
                label="Onde produzir demais custa mais"
                columns={ITEM_COLUMNS}
                rows={itemRows(data)}
              />
            )}
          </Stack>
        </Stack>
      )}
    </Page>
  );
}
