/** The footer of a dialog: 'Cancelar' and the confirming button, right-aligned, 44 px high. */
import { Button, Group } from '@mantine/core';

interface DialogActionsProps {
  /** The confirming button's text. */
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The action is running: the confirming button spins. */
  loading?: boolean;
  /** The confirming button is off (something required is missing). */
  confirmDisabled?: boolean;
  cancelDisabled?: boolean;
}

export function DialogActions({
  confirmLabel,
  onConfirm,
  onCancel,
  loading,
  confirmDisabled,
  cancelDisabled,
}: DialogActionsProps) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button size="md" h={44} variant="default" onClick={onCancel} disabled={cancelDisabled}>
        Cancelar
      </Button>
      <Button size="md" h={44} loading={loading} disabled={confirmDisabled} onClick={onConfirm}>
        {confirmLabel}
      </Button>
    </Group>
  );
}
