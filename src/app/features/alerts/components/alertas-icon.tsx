/** The icon of an alert type (tipAlerta 0, 1, 2), the same the notification bell shows (spec §9). */

import { TIP_ALERTA_LABEL } from '@domain/schemas/alerts';
import { ThemeIcon } from '@mantine/core';
import { IconAlertOctagon, IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';

const ICONS = [
  { icon: IconInfoCircle, color: 'blue' },
  { icon: IconAlertTriangle, color: 'yellow' },
  { icon: IconAlertOctagon, color: 'red' },
] as const;

export function AlertasIcon({ tipAlerta }: { tipAlerta: number }) {
  const { icon: Icon, color } = ICONS[tipAlerta] ?? ICONS[0];
  const label = TIP_ALERTA_LABEL[tipAlerta] ?? TIP_ALERTA_LABEL[0];
  return (
    <ThemeIcon
      variant="light"
      color={color}
      size="lg"
      radius="xl"
      title={label}
      aria-label={label}
      role="img"
    >
      <Icon size={20} aria-hidden />
    </ThemeIcon>
  );
}
