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
