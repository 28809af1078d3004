/**
 * 'Pedir nova pesagem': the approver rejects the weighing in one tap, with a fixed reason the kitchen reads
 * (the same reject path and reason field as 'Reprovar').
 */
import { Button } from '@mantine/core';
import { IconScaleOutline } from '@tabler/icons-react';

export const REWEIGH_REASON = 'Pedir nova pesagem: refazer a pesagem e registrar de novo.';
export const REWEIGH_DONE = 'Nova pesagem pedida: apontamento reprovado';

export function RequestReweighButton({
  onClick,
  loading,
  disabled,
}: {
  onClick: () => void;
  loading: boolean;
  disabled: boolean;
}) {
  return (
    <Button
      size="lg"
      color="orange"
      variant="light"
      fullWidth
      leftSection={<IconScaleOutline aria-hidden />}
      loading={loading}
      disabled={disabled}
      onClick={onClick}
      data-testid="pedir-nova-pesagem"
    >
      Pedir nova pesagem
    </Button>
  );
}
