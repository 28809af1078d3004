/**
 * 'Aprovar', 'Reprovar' and 'Pedir nova pesagem' of an appointment's detail, in their decision bar (on a
 * phone fixed at the bottom, always in reach).
 */
import { DecisionBar } from '@app/features/approvals/components/decision-bar';
import { RequestReweighButton } from '@app/features/approvals/components/request-reweigh-button';
import type { ApprovalDecision } from '@app/features/approvals/hooks/use-approval-decision';
import { Button } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';

export function DecisionButtons({ decision, phone }: { decision: ApprovalDecision; phone: boolean }) {
  const { start, checking, reweigh, busy, sending, sendingAny } = decision;
  return (
    <DecisionBar phone={phone}>
      <Button
        size="lg"
        color="green"
        fullWidth
        leftSection={<IconCheck aria-hidden />}
        loading={checking === 'aprovar' || sending === 'aprovar'}
        disabled={busy}
        onClick={() => void start('aprovar')}
      >
        Aprovar
      </Button>
      <Button
        size="lg"
        color="red"
        fullWidth
        leftSection={<IconX aria-hidden />}
        loading={!reweigh && (checking === 'reprovar' || sending === 'reprovar')}
        disabled={busy}
        onClick={() => void start('reprovar')}
      >
        Reprovar
      </Button>
      <RequestReweighButton
        loading={reweigh && (checking === 'reprovar' || sendingAny)}
        disabled={busy}
        onClick={() => void start('reprovar', true)}
        compact={phone}
      />
    </DecisionBar>
  );
}
