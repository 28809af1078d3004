/**
 * /reCustosUtilitario — utility costs (spec §5, §7 Costs, §8): search a period's cost rows per day
 * and restaurant, recalculate them from the current unit costs, or delete them. Both dates are required
 * ('Preencha os campos'); recalculating or deleting needs a searched period ('Não é possível ajustar custos
 * sem um filtro') and a confirmation; the table refreshes after either.
 */

import { confirmAction } from '@app/components/ui/confirm-action';
import { DateField } from '@app/components/ui/date-field';
import { ListStatus } from '@app/components/ui/list-status';
import { Page } from '@app/components/ui/page';
import { useDeleteDespCustos } from '@app/features/costs/api/delete-desp-custos';
import { useRecalculateCustosUtilitario } from '@app/features/costs/api/recalculate-custos-utilitario';
import {
  type CustosUtilitarioFiltro,
  useSearchCustosUtilitario,
} from '@app/features/costs/api/search-custos-utilitario';
import { CustosUtilitarioTable } from '@app/features/costs/components/custos-utilitario-table';
import { getErrorMessage } from '@app/lib/api-client';
import { notifyError, notifySuccess } from '@app/lib/notify';
import type { ScreenProps } from '@app/types/screen';
import { isoToBr } from '@domain/dates';
import { MSG } from '@domain/messages';
import { costPeriodError } from '@domain/schemas/costs';
import { Button, Card, Grid, Group, Text } from '@mantine/core';
import { IconCalculator, IconSearch, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';

interface Draft {
  dtaIni: string | null;
  dtaFim: string | null;
}

/** 'Erro', with the server's text when it sent one. */
function notifyFailure(error: unknown) {
  const text = getErrorMessage(error, '');
  if (text) notifyError(text, MSG.error);
  else notifyError(MSG.error);
}

export function CustosUtilitarioPage({ title }: ScreenProps) {
  const [draft, setDraft] = useState<Draft>({ dtaIni: null, dtaFim: null });
  const [errors, setErrors] = useState<{ dtaIni?: string; dtaFim?: string }>({});
  const [filtro, setFiltro] = useState<CustosUtilitarioFiltro | null>(null);
  const query = useSearchCustosUtilitario(filtro);
  const recalculate = useRecalculateCustosUtilitario();
  const remove = useDeleteDespCustos();
  const busy = recalculate.isPending || remove.isPending;
  const rows = query.data ?? [];

  function search(event: FormEvent) {
    event.preventDefault();
    const error = costPeriodError(draft.dtaIni, draft.dtaFim);
    if (error) {
      setErrors(
        error === MSG.fillFields
          ? {
              dtaIni: draft.dtaIni ? undefined : MSG.fillFields,
              dtaFim: draft.dtaFim ? undefined : MSG.fillFields,
            }
          : { dtaFim: error },
      );
      notifyError(error);
      return;
    }
    const next = { dtaIni: draft.dtaIni!, dtaFim: draft.dtaFim! };
    if (filtro && filtro.dtaIni === next.dtaIni && filtro.dtaFim === next.dtaFim) void query.refetch();
    else setFiltro(next);
  }

  /** The searched period, or the spec's message when there is none. */
  function searched(): CustosUtilitarioFiltro | null {
    if (!filtro) notifyError(MSG.costsNoFilter);
    return filtro;
  }

  /** Asks to confirm an action on the searched period, then runs it. */
  function askOnPeriod(
    ask: { title: string; confirmLabel: string; color: string },
    text: (dtaIni: string, dtaFim: string) => string,
    run: typeof recalculate | typeof remove,
    done: string,
  ) {
    const f = searched();
    if (!f) return;
    confirmAction({
      ...ask,
      text: text(isoToBr(f.dtaIni), isoToBr(f.dtaFim)),
      onConfirm: () =>
        run.mutate(f, {
          onSuccess: () => notifySuccess(done),
          onError: notifyFailure,
        }),
    });
  }

  const askRecalculate = () =>
    askOnPeriod(
      { title: 'Recalcular custos', confirmLabel: 'Recalcular', color: 'brand' },
      MSG.costsRecalculateConfirm,
      recalculate,
      MSG.recalculated,
    );
  const askDelete = () =>
    askOnPeriod(
      { title: 'Apagar custos', confirmLabel: 'Apagar', color: 'red' },
      MSG.costsDeleteConfirm,
      remove,
      MSG.costsDeleted,
    );

  const patch = (p: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...p }));
    setErrors({});
  };

  return (
    <Page title={title}>
      <Card withBorder radius="md" padding="md">
        <form onSubmit={search} aria-label="Filtros dos custos" noValidate>
          <Grid gap="sm" align="flex-end">
            <Grid.Col span={{ base: 6, md: 3 }}>
              <DateField
                size="lg"
                label="Data inicial"
                required
                clearable
                value={draft.dtaIni}
                onChange={(dtaIni) => patch({ dtaIni })}
                error={errors.dtaIni}
                popoverProps={{ withinPortal: true }}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, md: 3 }}>
              <DateField
                size="lg"
                label="Data final"
                required
                clearable
                value={draft.dtaFim}
                onChange={(dtaFim) => patch({ dtaFim })}
                error={errors.dtaFim}
                popoverProps={{ withinPortal: true }}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Group justify="flex-end" gap="sm" wrap="wrap">
                <Button
                  type="submit"
                  size="lg"
                  w={{ base: '100%', sm: 'auto' }}
                  leftSection={<IconSearch aria-hidden size={20} />}
                  loading={query.isFetching}
                >
                  Pesquisar
                </Button>
                <Button
                  size="lg"
                  variant="light"
                  w={{ base: '100%', sm: 'auto' }}
                  leftSection={<IconCalculator aria-hidden size={20} />}
                  disabled={busy}
                  loading={recalculate.isPending}
                  onClick={askRecalculate}
                >
                  Recalcular
                </Button>
                <Button
                  size="lg"
                  color="red"
                  variant="outline"
                  w={{ base: '100%', sm: 'auto' }}
                  leftSection={<IconTrash aria-hidden size={20} />}
                  disabled={busy}
                  loading={remove.isPending}
                  onClick={askDelete}
                >
                  Apagar custos
                </Button>
              </Group>
            </Grid.Col>
          </Grid>
        </form>
      </Card>

      {filtro === null ? (
        <Text c="dimmed">Informe o período e clique em Pesquisar.</Text>
      ) : (
        <ListStatus
          isError={query.isError}
          error={query.error}
          isLoading={query.isLoading}
          empty={rows.length === 0}
          onRetry={() => void query.refetch()}
          errorTitle={MSG.error}
          errorFallback={MSG.error}
        >
          <CustosUtilitarioTable rows={rows} />
        </ListStatus>
      )}
    </Page>
  );
}
