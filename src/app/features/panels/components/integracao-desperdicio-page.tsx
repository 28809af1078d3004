/**
 * /listReTbIntegracaoDesperdicio — the integration records (spec §7 Integration): the weighings the scale
 * app of automated units posted, each processed into an appointment or kept with its error. Filtered by
 * restaurant, status and period of receipt, paged on the server; the selected records (or all) are
 * reprocessed or deleted. An empty reprocess answer is 'Registros reprocessados com sucesso'; otherwise the
 * records still failing are listed.
 */

import { confirmAction } from '@app/components/ui/confirm-action';
import { ListStatus } from '@app/components/ui/list-status';
import { Page } from '@app/components/ui/page';
import { Pager, usePaging } from '@app/components/ui/pager';
import { useDeleteIntegracaoDesperdicio } from '@app/features/panels/api/delete-integracao-desperdicio';
import { useIntegracaoDesperdicio } from '@app/features/panels/api/find-integracao-desperdicio';
import {
  type IntegracaoDesperdicioTarget,
  useReprocessIntegracaoDesperdicio,
} from '@app/features/panels/api/reprocess-integracao-desperdicio';
import { IntegracaoDesperdicioActions } from '@app/features/panels/components/integracao-desperdicio-actions';
import {
  IntegracaoDesperdicioFilters,
  type IntegracaoDesperdicioFilterValues,
  integracaoDesperdicioFilterError,
  NO_INTEGRACAO_DESPERDICIO_FILTERS,
  toIntegracaoFiltro,
} from '@app/features/panels/components/integracao-desperdicio-filters';
import {
  IntegracaoDesperdicioCards,
  IntegracaoDesperdicioTable,
} from '@app/features/panels/components/integracao-desperdicio-table';
import { useRowSelection } from '@app/features/panels/hooks/use-row-selection';
import { useWideLayout } from '@app/hooks/use-layout';
import { getErrorMessage } from '@app/lib/api-client';
import { notifyError, notifySuccess } from '@app/lib/notify';
import type { ScreenProps } from '@app/types/screen';
import { MSG } from '@domain/messages';
import type { IntegracaoFiltro } from '@domain/schemas/panels';
import { Alert, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

const sameFiltro = (a: IntegracaoFiltro, b: IntegracaoFiltro) => JSON.stringify(a) === JSON.stringify(b);

export function IntegracaoDesperdicioPage({ title }: ScreenProps) {
  const wide = useWideLayout();
  const [draft, setDraft] = useState<IntegracaoDesperdicioFilterValues>(NO_INTEGRACAO_DESPERDICIO_FILTERS);
  const [periodError, setPeriodError] = useState<string | null>(null);
  const [filtro, setFiltro] = useState<IntegracaoFiltro>(() =>
    toIntegracaoFiltro(NO_INTEGRACAO_DESPERDICIO_FILTERS),
  );
  const { page, size, setPage, onSize } = usePaging();
  const query = useIntegracaoDesperdicio(filtro, { page, size });
  const reprocess = useReprocessIntegracaoDesperdicio();
  const remove = useDeleteIntegracaoDesperdicio();
  const selection = useRowSelection();
  const [messages, setMessages] = useState<string[]>([]);

  const rows = query.isError ? [] : (query.data?.content ?? []);
  const total = query.data?.totalElements ?? 0;
  const pageIds = rows.map((r) => r.numSeq);
  const selectedIds = selection.among(pageIds);
  const busy = reprocess.isPending || remove.isPending;

  // After deletes empty the last page, go back to the last page that still has rows.
  const emptyPage = !query.isPlaceholderData && query.data?.content.length === 0 && page > 0;
  useEffect(() => {
    if (emptyPage) setPage(Math.max(0, Math.ceil(total / size) - 1));
  }, [emptyPage, total, size, setPage]);

  const goToPage = (next: number) => {
    selection.clear();
    setPage(next);
  };
  const changeSize = (next: number) => {
    selection.clear();
    onSize(next);
  };

  function search() {
    const error = integracaoDesperdicioFilterError(draft);
    setPeriodError(error);
    if (error) return;
    const next = toIntegracaoFiltro(draft);
    selection.clear();
    setMessages([]);
    if (sameFiltro(next, filtro) && page === 0) void query.refetch();
    else {
      setFiltro(next);
      setPage(0);
    }
  }

  async function runReprocess(target: IntegracaoDesperdicioTarget) {
    setMessages([]);
    try {
      const answer = await reprocess.mutateAsync(target);
      selection.clear();
      if (answer.length === 0) notifySuccess(MSG.integrationReprocessed);
      else {
        notifyError(MSG.integrationReprocessFailed);
        setMessages(answer);
      }
    } catch (error) {
      notifyError(getErrorMessage(error));
    }
  }

  async function runDelete(target: IntegracaoDesperdicioTarget) {
    setMessages([]);
    try {
      const { deleted } = await remove.mutateAsync(target);
      selection.clear();
      notifySuccess(MSG.deletedCount(deleted));
    } catch (error) {
      notifyError(getErrorMessage(error));
    }
  }

  // The selection is of this page only (changing page clears it).
  const togglePage = (checked: boolean) => (checked ? selection.selectOnly(pageIds) : selection.clear());

  return (
    <Page title={title}>
      <IntegracaoDesperdicioFilters
        values={draft}
        onChange={(patch) => {
          setDraft((d) => ({ ...d, ...patch }));
          setPeriodError(null);
        }}
        onSearch={search}
        searching={query.isFetching && !busy}
        periodError={periodError}
      />

      <IntegracaoDesperdicioActions
        selectedCount={selectedIds.length}
        busy={busy}
        onReprocessSelected={() => void runReprocess(selectedIds)}
        onReprocessAll={() =>
          confirmAction({
            title: 'Reprocessar todos',
            text: MSG.integrationReprocessAllConfirm,
            confirmLabel: 'Reprocessar',
            color: 'brand',
            onConfirm: () => void runReprocess('all'),
          })
        }
        onDeleteSelected={() => {
          const ids = selectedIds;
          confirmAction({
            title: 'Excluir registros',
            text: MSG.integrationDeleteConfirm(ids.length),
            confirmLabel: 'Excluir',
            color: 'red',
            onConfirm: () => void runDelete(ids),
          });
        }}
        onDeleteAll={() =>
          confirmAction({
            title: 'Excluir todos',
            text: MSG.integrationDeleteAllConfirm,
            confirmLabel: 'Excluir todos',
            color: 'red',
            onConfirm: () => void runDelete('all'),
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

      <ListStatus
        isError={query.isError}
        error={query.error}
        isLoading={query.isLoading}
        empty={rows.length === 0}
        onRetry={() => void query.refetch()}
      />

      {rows.length > 0 &&
        (wide ? (
          <IntegracaoDesperdicioTable
            rows={rows}
            selected={selection.selected}
            onToggle={selection.toggle}
            onTogglePage={togglePage}
          />
        ) : (
          <IntegracaoDesperdicioCards
            rows={rows}
            selected={selection.selected}
            onToggle={selection.toggle}
            onTogglePage={togglePage}
          />
        ))}

      {!query.isError && total > 0 && (
        <Pager page={page} size={size} total={total} onPage={goToPage} onSize={changeSize} />
      )}
    </Page>
  );
}
