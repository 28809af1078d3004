/**
 * The analysis of one appointment (spec §4 Approval, §6, §8): the net quantity and how far it lies outside
 * its tolerance first, every field, its analyses, and — while it is pending and the user may analyse it —
 * 'Aprovar', 'Reprovar' and 'Pedir nova pesagem' (on a phone in a bar fixed at the bottom, always in reach).
 * Each action first asks the server whether the user may analyse it; then a dialog confirms it: with the
 * required justification when the quantity is beyond min/max and approval is needed, otherwise a plain
 * confirmation sent with 'Parâmetro não exige justificativa'. Every decision is irreversible: none is sent
 * in one tap.
 */

import { Page } from '@app/components/ui/page';
import { useDespApont } from '@app/features/approvals/api/get-desp-apont';
import { ApprovalDetail } from '@app/features/approvals/components/approval-detail';
import { APPROVALS_PATH } from '@app/features/approvals/utils/format';
import { getErrorMessage } from '@app/lib/api-client';
import type { ScreenProps } from '@app/types/screen';
import { MSG } from '@domain/messages';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router-dom';

function BackLink() {
  return (
    <Button
      component={Link}
      to={APPROVALS_PATH}
      variant="default"
      size="md"
      leftSection={<IconArrowLeft aria-hidden size={18} />}
    >
      Voltar
    </Button>
  );
}

export function DespApontDetailPage({ title }: ScreenProps) {
  const params = useParams();
  const id = Number(params.id);
  const query = useDespApont(id);

  return (
    <Page title={title} actions={<BackLink />}>
      {!(Number.isInteger(id) && id > 0) ? (
        <Alert
          color="red"
          role="alert"
          icon={<IconAlertTriangle aria-hidden />}
          title={MSG.appointmentLoadFailed}
        >
          {MSG.notFoundRef('Apontamento', params.id ?? '')}
        </Alert>
      ) : query.isError ? (
        <Alert
          color="red"
          role="alert"
          icon={<IconAlertTriangle aria-hidden />}
          title={MSG.appointmentLoadFailed}
        >
          <Stack gap="sm" align="flex-start">
            {getErrorMessage(query.error, '') !== MSG.appointmentLoadFailed && (
              <Text size="sm">{getErrorMessage(query.error)}</Text>
            )}
            <Button
              variant="light"
              color="red"
              loading={query.isFetching}
              onClick={() => void query.refetch()}
            >
              Tentar novamente
            </Button>
          </Stack>
        </Alert>
      ) : query.data ? (
        <ApprovalDetail a={query.data} onRefresh={() => void query.refetch()} />
      ) : (
        <Text c="dimmed" role="status">
          {MSG.loading}
        </Text>
      )}
    </Page>
  );
}
