/**
 * 'Pedir nova pesagem': the approver rejects the weighing with a fixed reason the kitchen reads (the same
 * reject path and reason field as 'Reprovar'), after a confirmation, as every decision. `compact`: the
 * phone's decision bar, a full row 44 px high under Aprovar and Reprovar.
 */
import { Button } from '@mantine/core';
import { IconScaleOutline } from '@tabler/icons-react';

export const REWEIGH_REASON = 'Pedir nova pesagem: refazer a pesagem e registrar de novo.';
export const REWEIGH_DONE = 'Nova pesagem pedida: apontamento reprovado';

export function RequestReweighButton({
  onClick,
  loading,
  disabled,
  compact = false,
}: {
  onClick: () => void;
  loading: boolean;
  disabled: boolean;
  compact?: boolean;
}) {
  return (
    <Button
      size={compact ? 'md' : 'lg'}
      h={compact ? 44 : undefined}
      color="orange"
      variant="light"
      fullWidth
      style={compact ? { gridColumn: '1 / -1' } : undefined}
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
