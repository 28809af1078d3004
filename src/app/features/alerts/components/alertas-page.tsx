/**
 * /reTbAlertas — the alert rules of the notification routine (spec §7 Alerts; flag indAlertas): the list with
 * switches that call the API at once, delete with confirmation, and 'Novo alerta'.
 */

import { confirmAction } from '@app/components/ui/confirm-action';
import { ListStatus } from '@app/components/ui/list-status';
import { Page } from '@app/components/ui/page';
import { deactivateAlertasEmail } from '@app/features/alerts/api/deactivate-alertas-email';
import { useDeleteAlertas } from '@app/features/alerts/api/delete-alertas';
import { ALERTAS_KEY, useAlertas } from '@app/features/alerts/api/get-alertas';
import { setAlertasNotificar } from '@app/features/alerts/api/set-alertas-notificar';
import { setAlertasStatus } from '@app/features/alerts/api/set-alertas-status';
import { AlertasFormModal } from '@app/features/alerts/components/alertas-form-modal';
import { AlertasTable } from '@app/features/alerts/components/alertas-table';
import { getErrorMessage } from '@app/lib/api-client';
import { notifyError, notifySuccess } from '@app/lib/notify';
import type { ScreenProps } from '@app/types/screen';
import { ALERT_MSG, type Alerta } from '@domain/schemas/alerts';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

export function AlertasPage({ title }: ScreenProps) {
  const query = useAlertas();
  const queryClient = useQueryClient();
  const remove = useDeleteAlertas();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);

  /** Runs one row's change, then reloads the list; a failure shows the server's text. */
  async function change(a: Alerta, action: () => Promise<unknown>) {
    setBusyId(a.idAlerta);
    try {
      await action();
    } catch (error) {
      notifyError(getErrorMessage(error, ALERT_MSG.updateFailed));
    } finally {
      await queryClient.invalidateQueries({ queryKey: ALERTAS_KEY });
      setBusyId(null);
    }
  }

  function askDelete(a: Alerta) {
    confirmAction({
      title: 'Excluir alerta',
      text: ALERT_MSG.deleteConfirm,
      confirmLabel: 'Excluir',
      color: 'red',
      onConfirm: () =>
        remove.mutate([a.idAlerta], {
          onSuccess: () => notifySuccess(ALERT_MSG.deleted),
          onError: (error) => notifyError(getErrorMessage(error)),
        }),
    });
  }

  const rows = query.data ?? [];
  return (
    <Page
      title={title}
      actions={
        <Button
          size="md"
          h={44}
          leftSection={<IconPlus size={20} aria-hidden />}
          onClick={() => setCreating(true)}
        >
          Novo alerta
        </Button>
      }
    >
      <ListStatus
        isError={query.isError}
        error={query.error}
        isLoading={query.isPending}
        empty={rows.length === 0}
        onRetry={() => void query.refetch()}
        errorTitle={ALERT_MSG.loadFailed}
      >
        <AlertasTable
          rows={rows}
          busyId={busyId ?? (remove.isPending ? (remove.variables?.[0] ?? null) : null)}
          onStatus={(a, value) => void change(a, () => setAlertasStatus({ idAlertas: [a.idAlerta], value }))}
          onNotificar={(a, value) =>
            void change(a, () => setAlertasNotificar({ idAlertas: [a.idAlerta], value }))
          }
          onEmailOff={(a) => void change(a, () => deactivateAlertasEmail([a.idAlerta]))}
          onDelete={askDelete}
        />
      </ListStatus>
      <AlertasFormModal opened={creating} onClose={() => setCreating(false)} />
    </Page>
  );
}
