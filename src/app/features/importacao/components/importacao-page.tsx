/**
 * /importacao — master-data import (flag indRetAdm): choose the kind and see its columns, download its
 * template, choose a file (.csv or .xlsx), read the preview the server makes of it (counts and refused lines)
 * and import it, all lines or none.
 */

import { ListStatus } from '@app/components/ui/list-status';
import { Page } from '@app/components/ui/page';
import { useDownloadModelo } from '@app/features/importacao/api/download-modelo';
import { useImportacaoTipos } from '@app/features/importacao/api/get-importacao-tipos';
import { ArquivoPicker } from '@app/features/importacao/components/arquivo-picker';
import { EnvioProgress } from '@app/features/importacao/components/envio-progress';
import { ErrosTable } from '@app/features/importacao/components/erros-table';
import { ResultadoTotais } from '@app/features/importacao/components/resultado-totais';
import { TipoColunas } from '@app/features/importacao/components/tipo-colunas';
import { useImportacaoFlow } from '@app/features/importacao/hooks/use-importacao-flow';
import {
  blockedReason,
  hasNoChanges,
  IMPORT_MSG,
  type ImportacaoResultado,
  resultMessage,
  tipoLabel,
} from '@app/features/importacao/utils/importacao';
import { getErrorMessage } from '@app/lib/api-client';
import { notifyError } from '@app/lib/notify';
import type { ScreenProps } from '@app/types/screen';
import { formatDecimalBR } from '@domain/numbers';
import { Alert, Button, Group, Paper, rem, Select, Stack, Text, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconDatabaseImport,
  IconDownload,
  IconInfoCircle,
  IconRefresh,
} from '@tabler/icons-react';
import { type ReactNode, type Ref, useEffect, useRef } from 'react';

function Section({
  step,
  title,
  children,
  sectionRef,
}: {
  step: number;
  title: string;
  children: ReactNode;
  sectionRef?: Ref<HTMLElement>;
}) {
  const id = `importacao-passo-${step}`;
  return (
    <Paper
      component="section"
      ref={sectionRef}
      aria-labelledby={id}
      withBorder
      p={{ base: 'sm', sm: 'md' }}
      radius="md"
      style={{ scrollMarginTop: rem(72) }}
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id={id} fz="lg">
          {step}. {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** When the import finished: the sentence, and when it was. */
function ResultadoFinal({
  resultado,
  at,
  onAgain,
}: {
  resultado: ImportacaoResultado;
  at: Date;
  onAgain: () => void;
}) {
  const nothing = hasNoChanges(resultado);
  const when = `${at.toLocaleDateString('pt-BR')} às ${at.toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' })}`;
  return (
    <Stack gap="sm" align="flex-start">
      <Alert
        role="status"
        w="100%"
        color={nothing ? 'blue' : 'green'}
        icon={nothing ? <IconInfoCircle aria-hidden /> : <IconCircleCheck aria-hidden />}
        title={nothing ? 'Nada a importar' : 'Importação concluída'}
      >
        <Stack gap={4}>
          <Text fw={500}>{resultMessage(resultado)}</Text>
          <Text size="sm" c="dimmed">
            Em {when}
            {resultado.linhas > 0 && nothing ? ` · ${formatDecimalBR(resultado.linhas, 0)} linhas lidas` : ''}
          </Text>
        </Stack>
      </Alert>
      <Button variant="light" h={44} leftSection={<IconRefresh size={18} aria-hidden />} onClick={onAgain}>
        Importar outro arquivo
      </Button>
    </Stack>
  );
}

export function ImportacaoPage({ title }: ScreenProps) {
  const tipos = useImportacaoTipos();
  const modelo = useDownloadModelo();
  const flow = useImportacaoFlow();

  const outcomeRef = useRef<HTMLElement>(null);
  const outcome = flow.preview ?? flow.result ?? flow.falha;
  useEffect(() => {
    if (outcome) outcomeRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [outcome]);

  const list = tipos.data ?? [];
  const tipo = list.find((t) => t.tipo === flow.tipo) ?? null;
  const sending = flow.envio !== null;
  const previewing = flow.envio?.op === 'simular';
  const importing = flow.envio?.op === 'importar';

  let reason: string | null = null;
  if (!tipo) reason = IMPORT_MSG.needTipo;
  else if (!flow.file) reason = IMPORT_MSG.chooseFile;
  else if (previewing) reason = IMPORT_MSG.waitPreview;
  else if (flow.preview) reason = blockedReason(flow.preview);
  else if (!importing && !flow.result) reason = IMPORT_MSG.previewNotDone;
  const canImport = reason === null && !sending && !flow.result && flow.preview !== null;

  function downloadModelo() {
    if (!tipo) return;
    modelo.mutate(tipo.tipo, {
      onError: (error) => notifyError(getErrorMessage(error), IMPORT_MSG.modeloFailed),
    });
  }

  return (
    <Page title={title}>
      <Text c="dimmed" maw={760}>
        Cadastre ou atualize dados mestres a partir de um arquivo. O arquivo é conferido antes: nada é gravado
        até você confirmar, e a importação grava todas as linhas ou nenhuma.
      </Text>

      <Section step={1} title="Tipo de dado">
        <ListStatus
          isError={tipos.isError}
          error={tipos.error}
          isLoading={tipos.isPending}
          empty={list.length === 0}
          emptyText={IMPORT_MSG.noTipos}
          onRetry={() => void tipos.refetch()}
          errorTitle={IMPORT_MSG.loadFailed}
        >
          <Select
            label="Tipo de dado"
            placeholder="Escolha o tipo de dado"
            data={list.map((t) => ({ value: t.tipo, label: tipoLabel(t) }))}
            value={flow.tipo}
            onChange={(value) => flow.chooseTipo(value)}
            searchable
            nothingFoundMessage="Sem resultados"
            maw={{ base: '100%', sm: 420 }}
            styles={{ input: { minHeight: rem(44) } }}
            disabled={importing}
          />
          {tipo ? (
            <TipoColunas tipo={tipo} />
          ) : (
            <Text size="sm" c="dimmed">
              {IMPORT_MSG.chooseTipo}
            </Text>
          )}
        </ListStatus>
      </Section>

      <Section step={2} title="Modelo e arquivo">
        <Text size="sm" c="dimmed">
          Baixe o modelo, preencha uma linha por registro e escolha o arquivo: CSV separado por ponto e
          vírgula ou vírgula (UTF-8 ou Latin-1) ou planilha XLSX.
        </Text>
        <ArquivoPicker
          tipoEscolhido={tipo !== null}
          file={flow.file}
          fileError={flow.fileError}
          busy={sending}
          onFile={flow.chooseFile}
          modelo={
            <Button
              variant="default"
              h={44}
              leftSection={<IconDownload size={18} aria-hidden />}
              onClick={downloadModelo}
              disabled={!tipo}
              loading={modelo.isPending}
            >
              Baixar modelo
            </Button>
          }
        />
        {flow.envio && <EnvioProgress envio={flow.envio} onCancel={flow.cancel} />}
        {flow.canceled && (
          <Group gap="sm" align="center">
            <Text size="sm" c="dimmed" role="status">
              {IMPORT_MSG.canceled}
            </Text>
            {flow.file && !flow.preview && (
              <Button variant="light" h={44} onClick={flow.retryPreview}>
                Conferir de novo
              </Button>
            )}
          </Group>
        )}
      </Section>

      <Section step={3} title="Conferência e importação" sectionRef={outcomeRef}>
        {flow.falha && (
          <Alert color="red" role="alert" icon={<IconAlertTriangle aria-hidden />} title={flow.falha.title}>
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{flow.falha.message}</Text>
              {flow.falha.op === 'simular' && (
                <Button variant="light" color="red" h={44} onClick={flow.retryPreview}>
                  Tentar novamente
                </Button>
              )}
            </Stack>
          </Alert>
        )}
        {flow.result && flow.resultAt ? (
          <ResultadoFinal resultado={flow.result} at={flow.resultAt} onAgain={flow.startOver} />
        ) : (
          <>
            {flow.preview && <ResultadoTotais resultado={flow.preview} />}
            <Group gap="sm" align="center">
              <Button
                h={44}
                leftSection={<IconDatabaseImport size={18} aria-hidden />}
                onClick={flow.confirm}
                disabled={!canImport}
                loading={importing}
                aria-describedby={reason ? 'importacao-motivo' : undefined}
              >
                Importar
              </Button>
              {reason ? (
                <Text id="importacao-motivo" size="sm" c={flow.preview?.erros.length ? 'red.8' : 'dimmed'}>
                  {reason}
                </Text>
              ) : (
                flow.preview && (
                  <Text size="sm" c="green.8">
                    {IMPORT_MSG.noErrors}
                  </Text>
                )
              )}
            </Group>
            {flow.preview && flow.preview.erros.length > 0 && (
              <Stack gap="xs">
                <Title order={3} size="h4" fz="md">
                  Linhas recusadas ({formatDecimalBR(flow.preview.erros.length, 0)}{' '}
                  {flow.preview.erros.length === 1 ? 'erro' : 'erros'})
                </Title>
                <ErrosTable erros={flow.preview.erros} />
              </Stack>
            )}
          </>
        )}
      </Section>
    </Page>
  );
}
