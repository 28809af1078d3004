/**
 * /producaoSugerida, "Produção sugerida": for a restaurant (a kitchen leader's units, a manager's all) and a
 * menu day (tomorrow by default), each kanban line's plan against the recommended quantity, the difference
 * and the surplus it is expected to save; "Por quê?" opens how it was reached. A line, or all of them (after a
 * confirmation), can be accepted: the kanban takes the suggestion and keeps its original plan. The service
 * level is shown in words and can be changed for this view; the lines export to CSV and XLSX for the ERP.
 */
import { confirmAsk } from '@app/components/ui/confirm-action';
import { DateField } from '@app/components/ui/date-field';
import { Page } from '@app/components/ui/page';
import { RestaurantesLov } from '@app/components/ui/restaurantes-lov';
import { useWideLayout } from '@app/hooks/use-layout';
import { useOnlyUnit } from '@app/hooks/use-only-unit';
import { getErrorMessage } from '@app/lib/api-client';
import { dayjs } from '@app/lib/dayjs';
import { notifyError, notifySuccess } from '@app/lib/notify';
import { formatBRL, formatCo2e, formatKg } from '@app/lib/value-format';
import type { ScreenProps } from '@app/types/screen';
import { isIsoDate } from '@domain/dates';
import { MSG } from '@domain/messages';
import { Alert, Button, Group, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useAceitarProducaoSugerida } from '../api/aceitar-producao-sugerida';
import { type ProducaoSugeridaLinha, useProducaoSugerida } from '../api/get-producao-sugerida';
import { dayTotals, linesToAccept } from '../lib/producao-sugerida-lines';
import { NivelServicoSelect } from './nivel-servico-select';
import { ProducaoSugeridaCards } from './producao-sugerida-cards';
import { ProducaoSugeridaExport } from './producao-sugerida-export';
import { ProducaoSugeridaTable } from './producao-sugerida-table';

function Summary({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700}>{value}</Text>
    </Stack>
  );
}

export function ProducaoSugeridaPage({ title }: ScreenProps) {
  const wide = useWideLayout();
  const [idRestaurante, setIdRestaurante] = useState<number | null>(null);
  const [dia, setDia] = useState<string | null>(() => dayjs().add(1, 'day').format('YYYY-MM-DD'));
  const [nivel, setNivel] = useState<number | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  useOnlyUnit(idRestaurante, setIdRestaurante);

  const validDay = !!dia && isIsoDate(dia);
  const query = useProducaoSugerida(
    idRestaurante !== null && validDay ? { idRestaurante, dtaCardapio: dia, nivelServico: nivel } : null,
  );
  const aceitar = useAceitarProducaoSugerida();
  const data = idRestaurante !== null && validDay ? query.data : undefined;
  const pending = linesToAccept(data?.linhas ?? []);

  async function accept(linhas: { idKanban: number; qtdPlanejada: number }[], line: number | null) {
    if (!data || linhas.length === 0) return;
    setBusy(line ?? -1);
    try {
      const { aceitas } = await aceitar.mutateAsync({
        idRestaurante: data.idRestaurante,
        dtaCardapio: data.dtaCardapio,
        linhas,
      });
      notifySuccess(aceitas === 1 ? 'Sugestão aceita.' : `${aceitas} sugestões aceitas.`);
    } catch (err) {
      notifyError(getErrorMessage(err));
    } finally {
      setBusy(null);
    }
  }

  const acceptOne = (l: ProducaoSugeridaLinha) => void accept(linesToAccept([l]), l.idKanban);

  async function acceptAll() {
    const ok = await confirmAsk({
      title: 'Aceitar todas as sugestões',
      text: `As quantidades sugeridas de ${pending.length} ${pending.length === 1 ? 'linha passam' : 'linhas passam'} a ser o planejado do kanban. O plano original fica guardado.`,
      confirmLabel: 'Aceitar todas',
      color: 'brand',
    });
    if (ok) await accept(pending, null);
  }

  const totals = data ? dayTotals(data.linhas) : null;
  const Lines = wide ? ProducaoSugeridaTable : ProducaoSugeridaCards;

  return (
    <Page title={title} actions={<ProducaoSugeridaExport data={data} />}>
      <Paper withBorder p="md">
        <Group align="flex-start" gap="md" wrap="wrap">
          <RestaurantesLov
            label="Restaurante"
            size="md"
            w={{ base: '100%', sm: 320 }}
            hideId
            value={idRestaurante}
            onChange={(id) => setIdRestaurante(id)}
          />
          <DateField
            label="Dia do cardápio"
            size="md"
            w={{ base: '100%', sm: 180 }}
            value={dia}
            error={dia && !validDay ? MSG.invalidDate : undefined}
            onChange={setDia}
          />
          <NivelServicoSelect value={nivel} onChange={setNivel} />
        </Group>
      </Paper>

      {idRestaurante === null || !validDay ? (
        <Text c="dimmed">Escolha o restaurante e o dia do cardápio.</Text>
      ) : query.isPending ? (
        <Group gap="sm">
          <Loader size="sm" />
          <Text>{MSG.loading}</Text>
        </Group>
      ) : query.isError ? (
        <Alert color="red" title="Sem sugestão">
          {getErrorMessage(query.error)}
        </Alert>
      ) : data && totals ? (
        <>
          <Paper withBorder p="md" data-testid="producao-sugerida-resumo">
            <Stack gap="sm">
              <Text>
                Nível de serviço: <strong>{data.nivelServicoTexto}</strong>
              </Text>
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
                <Summary
                  label="Refeições previstas"
                  value={data.refeicoesPrevistas === null ? '–' : String(Math.round(data.refeicoesPrevistas))}
                />
                <Summary label="Planejado" value={formatKg(totals.planejada)} />
                <Summary label="Sugerido" value={formatKg(totals.sugerida)} />
                <Summary
                  label="Economia prevista"
                  value={`${formatKg(totals.economiaKg)} · ${formatBRL(totals.economiaValor)} · ${formatCo2e(totals.economiaCo2e)}`}
                />
              </SimpleGrid>
            </Stack>
          </Paper>
          {data.linhas.length === 0 ? (
            <Text>{MSG.noData}</Text>
          ) : (
            <>
              <Group justify="flex-end">
                <Button
                  size="md"
                  mih={44}
                  disabled={pending.length === 0 || busy !== null}
                  loading={busy === -1}
                  onClick={() => void acceptAll()}
                >
                  Aceitar todas
                </Button>
              </Group>
              <Lines linhas={data.linhas} busy={busy} onAccept={acceptOne} />
            </>
          )}
        </>
      ) : null}
    </Page>
  );
}
