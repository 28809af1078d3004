/**
 * The dashboards' badges: never cut. A Mantine badge ellipsizes its label when its cell or row is narrow
 * ('REDUÇÃO D…'); these keep their whole text, and the table around them gives the room. Also the variation
 * badge the comparisons share (negative = less waste, green; positive = more, red).
 */

import { formatPct } from '@app/lib/value-format';
import { Badge, type BadgeProps, Text } from '@mantine/core';
import type { ReactNode } from 'react';

const WHOLE = {
  root: { flexShrink: 0, overflow: 'visible', maxWidth: 'none' },
  label: { overflow: 'visible' },
} as const;

export function DashBadge({ children, ...props }: BadgeProps & { children: ReactNode }) {
  return (
    <Badge variant="light" size="lg" {...props} styles={WHOLE}>
      {children}
    </Badge>
  );
}

/** A change in percent: negative = 'redução de x%' (green), positive = 'aumento de x%' (red). */
export function VariationBadge({ value }: { value: number | null }) {
  if (value === null) return <Text span>{formatPct(null)}</Text>;
  if (value < 0) return <DashBadge color="green">{`redução de ${formatPct(-value)}`}</DashBadge>;
  if (value > 0) return <DashBadge color="red">{`aumento de ${formatPct(value)}`}</DashBadge>;
  return <DashBadge color="gray">sem variação</DashBadge>;
}

/** A challenge not over yet: no reduction to show. */
export function InProgressBadge() {
  return <DashBadge color="blue">em andamento</DashBadge>;
}
