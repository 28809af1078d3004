/** The confirmation of an action ('Cancelar' or the action's own label). */

import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

export function confirmAction({
  title,
  text,
  confirmLabel,
  color,
  onConfirm,
}: {
  title: string;
  text: string;
  confirmLabel: string;
  color: string;
  onConfirm: () => void;
}) {
  modals.openConfirmModal({
    title,
    children: <Text size="sm">{text}</Text>,
    labels: { confirm: confirmLabel, cancel: 'Cancelar' },
    confirmProps: { color },
    onConfirm,
  });
}

/** The same confirmation as a promise: true when confirmed, false when cancelled or closed. */
export function confirmAsk({
  title,
  text,
  confirmLabel,
  cancelLabel = 'Cancelar',
  color,
}: {
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel?: string;
  color: string;
}): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title,
      children: <Text size="md">{text}</Text>,
      labels: { confirm: confirmLabel, cancel: cancelLabel },
      confirmProps: { color, size: 'lg' },
      cancelProps: { size: 'lg' },
      closeButtonProps: { size: 'xl', 'aria-label': 'Fechar' },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
