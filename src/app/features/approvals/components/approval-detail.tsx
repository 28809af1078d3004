/**
 * One appointment under analysis: its summary, its evidence, why a decision was refused, the decision (while
 * it is pending and the user may analyse it; on a phone in a bar fixed at the bottom, after the analyses) and
 * the analyses already taken.
 */
import { AnalisesList } from '@app/features/approvals/components/analises-list';
import { ApprovalSummary } from '@app/features/approvals/components/approval-summary';
import { DecisionButtons } from '@app/features/approvals/components/decision-buttons';
import { DecisionDialog } from '@app/features/approvals/components/decision-dialog';
import { DespApontEvidence } from '@app/features/approvals/components/desp-apont-evidence';
import { useApprovalDecision } from '@app/features/approvals/hooks/use-approval-decision';
import { usePhoneLayout } from '@app/hooks/use-layout';
import { MSG } from '@domain/messages';
import { STATUS_APROV } from '@domain/rules/approvals';
import type { ApontamentoAnalise } from '@domain/schemas/approvals';
import { Alert, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

export function ApprovalDetail({ a, onRefresh }: { a: ApontamentoAnalise; onRefresh: () => void }) {
  const phone = usePhoneLayout();
  const decision = useApprovalDecision(a, onRefresh);
  const pending = a.indStatusAprov === STATUS_APROV.Pendente;
  // On a phone, the bar is fixed at the bottom and its spacer ends the page (after the analyses).
  const buttons = pending && a.podeAnalisar && <DecisionButtons decision={decision} phone={phone} />;

  return (
    <Stack gap="md">
      <ApprovalSummary a={a} />

      <DespApontEvidence a={a} />

      {decision.refusal && (
        <Alert
          color="red"
          role="alert"
          icon={<IconAlertTriangle aria-hidden />}
          data-testid="analise-recusada"
        >
          {decision.refusal}
        </Alert>
      )}
      {pending && !a.podeAnalisar && (
        <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />}>
          {MSG.approvalNoPermission}
        </Alert>
      )}
      {!phone && buttons}

      <AnalisesList historico={a.historico} />
      {phone && buttons}

      <DecisionDialog decision={decision} idApontamento={a.idApontamento} phone={phone} />
    </Stack>
  );
}
