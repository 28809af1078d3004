/**
 * /listReTbIntegracaoDesperdicio — the integration records (spec §7 Integration): the weighings the scale
 * app of automated units posted, each processed into an appointment or kept with its error. Filtered by
 * restaurant, status and period of receipt, paged on the server; the selected records (or all) are
 * reprocessed or deleted. An empty reprocess answer is 'Registros reprocessados com sucesso'; otherwise the
 * records still failing are listed.
 */

import { Page } from '@app/components/ui/page';
import { Pager, usePaging } from '@app/components/ui/pager';
import { useDeleteIntegracoes } from '@app/features/panels/api/delete-integracoes';
import { useIntegracoes } from '@app/features/panels/api/find-integracoes';
import {
  type IntegracoesTarget,
  useReprocessIntegracoes,
} from '@app/features/panels/api/reprocess-integracoes';
import { IntegrationActions } from '@app/features/panels/components/integration-actions';
import {
  IntegrationFilters,
  type IntegrationFilterValues,
  integrationFilterError,
  NO_INTEGRATION_FILTERS,
  toIntegracaoFiltro,
} from '@app/features/panels/components/integration-filters';
import { IntegrationCards, IntegrationTable } from '@app/features/panels/components/integration-table';
import { useWideLayout } from '@app/hooks/use-layout';
import { getErrorMessage } from '@app/lib/api-client';
import { notifyError, notifySuccess } from '@app/lib/notify';
import type { ScreenProps } from '@app/routes';
import { MSG } from '@domain/messages';
import type { IntegracaoFiltro } from '@domain/schemas/panels';
import { Alert, Button, List, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

const EMPTY_SELECTION: ReadonlySet<number> = new Set();
const sameFiltro = (a: IntegracaoFiltro, b: IntegracaoFiltro) => JSON.stringify(a) === JSON.stringify(b);

function confirm(title: string, text: string, confirmLabel: string, color: string, onConfirm: () => void) {
  modals.openConfirmModal({
    title,
    children: <Text size="sm">{text}</Text>,
    labels: { confirm: confirmLabel, cancel: 'Cancelar' },
    confirmProps: { color },
    onConfirm,
  });
}

export function IntegrationPage({ title }: ScreenProps) {
  const wide = useWideLayout();
  const [draft, setDraft] = useState<IntegrationFilterValues>(NO_INTEGRATION_FILTERS);
  const [periodError, setPeriodError] = useState<string | null>(null);
  const [filtro, setFiltro] = useState<IntegracaoFiltro>(() => toIntegracaoFiltro(NO_INTEGRATION_FILTERS));
  const { page, size, setPage, onSize } = usePaging();
  const query = useIntegracoes(filtro, { page, size });
  const reprocess = useReprocessIntegracoes();
  const remove = useDeleteIntegracoes();
  const [selected, setSelected] = useState<ReadonlySet<number>>(EMPTY_SELECTION);
  const [messages, setMessages] = useState<string[]>([]);

  const rows = query.isError ? [] : (query.data?.content ?? []);
  const total = query.data?.totalElements ?? 0;
  const selectedIds = rows.filter((r) => selected.has(r.numSeq)).map((r) => r.numSeq);
  const busy = reprocess.isPending || remove.isPending;

  // After deletes empty the last page, go back to the last page that still has rows.
  const emptyPage = !query.isPlaceholderData && query.data?.content.length === 0 && page > 0;
  useEffect(() => {
    if (emptyPage) setPage(Math.max(0, Math.ceil(total / size) - 1));
  }, [emptyPage, total, size, setPage]);

  const goToPage = (next: number) => {
    setSelected(EMPTY_SELECTION);
    setPage(next);
  };
  const changeSize = (next: number) => {
    setSelected(EMPTY_SELECTION);
    onSize(next);
  };

  function search() {
    const error = integrationFilterError(draft);
    setPeriodError(error);
    if (error) return;
    const next = toIntegracaoFiltro(draft);
    setSelected(EMPTY_SELECTION);
    setMessages([]);
    if (sameFiltro(next, filtro) && page === 0) void query.refetch();
    else {
      setFiltro(next);
      setPage(0);
    }
  }

  async function runReprocess(target: IntegracoesTarget) {
    setMessages([]);
    try {
      const answer = await reprocess.mutateAsync(target);
      setSelected(EMPTY_SELECTION);
      if (answer.length === 0) notifySuccess(MSG.integrationReprocessed);
      else {
        notifyError(MSG.integrationReprocessFailed);
        setMessages(answer);
      }
    } catch (error) {
      notifyError(getErrorMessage(error));
    }
  }

  async function runDelete(target: IntegracoesTarget) {
    setMessages([]);
    try {
      const { deleted } = await remove.mutateAsync(target);
      setSelected(EMPTY_SELECTION);
      notifySuccess(MSG.deletedCount(deleted));
    } catch (error) {
      notifyError(getErrorMessage(error));
    }
  }

  const toggle = (numSeq: number, checked: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (checked) next.add(numSeq);
      else next.delete(numSeq);
      return next;
    });
  const togglePage = (checked: boolean) =>
    setSelected(checked ? new Set(rows.map((r) => r.numSeq)) : EMPTY_SELECTION);

  return (
    <Page title={title}>
      <IntegrationFilters
        values={draft}
        onChange={(patch) => {
          setDraft((d) => ({ ...d, ...patch }));
          setPeriodError(null);
        }}
        onSearch={search}
        searching={query.isFetching && !busy}
        periodError={periodError}
      />

      <IntegrationActions
        selectedCount={selectedIds.length}
        busy={busy}
        onReprocessSelected={() => void runReprocess(selectedIds)}
        onReprocessAll={() =>
          confirm('Reprocessar todos', MSG.integrationReprocessAllConfirm, 'Reprocessar', 'brand', () => {
            void runReprocess('all');
          })
        }
        onDeleteSelected={() => {
          const ids = selectedIds;
          confirm('Excluir registros', MSG.integrationDeleteConfirm(ids.length), 'Excluir', 'red', () => {
            void runDelete(ids);
          });
        }}
        onDeleteAll={() =>
          confirm('Excluir todos', MSG.integrationDeleteAllConfirm, 'Excluir todos', 'red', () => {
            void runDelete('all');
          })
        }
      />

      {messages.length > 0 && (
        <Alert
          color="red"
          icon={<IconAlertTriangle aria-hidden />}
          title={MSG.integrationReprocessFailed}
          withCloseButton
          closeButtonLabel="Fechar"
          onClose={() => setMessages([])}
          data-testid="mensagens-reprocessamento"
        >
          <List size="sm" spacing={4}>
            {messages.map((m) => (
              <List.Item key={m} style={{ overflowWrap: 'anywhere' }}>
                {m}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}

      {query.isError && (
        <Alert color="red" role="alert" icon={<IconAlertTriangle aria-hidden />} title={MSG.genericError}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{getErrorMessage(query.error)}</Text>
            <Button variant="light" color="red" h={44} onClick={() => void query.refetch()}>
              Tentar novamente
            </Button>
          </Stack>
        </Alert>
      )}
      {!query.isError && query.isLoading && (
        <Text c="dimmed" role="status">
          {MSG.loading}
        </Text>
      )}
      {!query.isError && !query.isLoading && rows.length === 0 && <Text c="dimmed">{MSG.noData}</Text>}

      {rows.length > 0 &&
        (wide ? (
          <IntegrationTable rows={rows} selected={selected} onToggle={toggle} onTogglePage={togglePage} />
        ) : (
          <IntegrationCards rows={rows} selected={selected} onToggle={toggle} onTogglePage={togglePage} />
        ))}

      {!query.isError && total > 0 && (
        <Pager page={page} size={size} total={total} onPage={goToPage} onSize={changeSize} />
      )}
    </Page>
  );
}
