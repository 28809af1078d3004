/**
 * The dialog that confirms a decision on an appointment: the required justification when the quantity is
 * beyond min/max and approval is needed (full screen on a phone), a plain confirmation, or the confirmation of
 * 'Pedir nova pesagem'.
 */
import { REWEIGH_REASON } from '@app/features/approvals/components/request-reweigh-button';
import type { ApprovalDecision } from '@app/features/approvals/hooks/use-approval-decision';
import { ACTION, REWEIGH_TITLE } from '@app/features/approvals/utils/decision-action';
import { MSG } from '@domain/messages';
import { Button, Modal, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';

export function DecisionDialog({
  decision,
  idApontamento,
  phone,
}: {
  decision: ApprovalDecision;
  idApontamento: number;
  phone: boolean;
}) {
  const { dialog, dialogKind, sendingAny } = decision;
  return (
    <Modal
      opened={dialog !== null}
      onClose={() => !sendingAny && decision.closeDialog()}
      title={dialog ? (dialogKind === 'reweigh' ? REWEIGH_TITLE : ACTION[dialog].title) : ''}
      fullScreen={phone && dialogKind === 'justify'}
      closeButtonProps={{ 'aria-label': 'Fechar' }}
      centered
      size="md"
    >
      {dialog && (
        <form onSubmit={decision.confirm} noValidate>
          <Stack gap="md">
            {dialogKind === 'reweigh' ? (
              <Text size="md">{MSG.reweighConfirm(idApontamento, REWEIGH_REASON)}</Text>
            ) : dialogKind === 'confirm' ? (
              <Text size="md">
                {MSG.approvalAutoJustification}.{' '}
                {dialog === 'aprovar' ? MSG.approveConfirm(idApontamento) : MSG.rejectConfirm(idApontamento)}
              </Text>
            ) : (
              <Text size="sm">
                A quantidade está fora da faixa (mín / máx) deste apontamento. Informe o motivo da decisão.
              </Text>
            )}
            {dialogKind === 'justify' && (
              <Textarea
                label="Justificativa"
                required
                autosize
                minRows={3}
                maxRows={8}
                maxLength={2000}
                size="md"
                data-autofocus
                value={decision.justificativa}
                error={decision.justificativaError}
                onChange={(e) => decision.typeJustificativa(e.currentTarget.value)}
              />
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Button
                variant="default"
                size="lg"
                fullWidth
                onClick={decision.closeDialog}
                disabled={sendingAny}
              >
                Cancelar
              </Button>
              <Button
                type="submit"
                size="lg"
                fullWidth
                color={dialogKind === 'reweigh' ? 'orange' : ACTION[dialog].color}
                loading={sendingAny}
              >
                Confirmar
              </Button>
            </SimpleGrid>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
