import { TOLERANCE_BADGE, toleranceState } from '@app/features/approvals/utils/format';
import { formatKg } from '@domain/numbers';
import { Badge, Group, Stack, Text } from '@mantine/core';

interface Quantities {
  /** Gross, as weighed (container included). */
  qtdDesperdicio: number;
  /** The container's tare kept when the weighing was saved. */
  qtdTara: number;
  /** Net = gross − tare: what min / max / average are about. */
  qtdLiquido: number;
  minQtd: number | null;
  maxQtd: number | null;
  mediaQtd?: number | null;
  /** Why it went to approval besides the tolerance (a date beyond the allowed window). */
  motivoAprovacao?: string | null;
}

function Bound({ label, value, exceeded }: { label: string; value: number | null; exceeded: boolean }) {
  return (
    <Text
      span
      size="sm"
      c={exceeded ? 'red.8' : 'dimmed'}
      fw={exceeded ? 700 : undefined}
      style={{ whiteSpace: 'nowrap' }}
    >
      {label} {formatKg(value)}
    </Text>
  );
}

const Dot = () => (
  <Text span size="sm" aria-hidden>
    ·
  </Text>
);

/**
 * The quantity against its tolerance: the net ('Líquido') in bold with a badge that says where it stands
 * ('acima do máximo', 'abaixo do mínimo'), the gross ('Bruto') and the container's tare ('Tara') it comes
 * from, then min / max / average, the bound the net goes beyond in bold red, and the reason of an approval
 * that is not the tolerance ('Motivo: Data do apontamento com mais de 7 dias').
 */
export function QuantityRange({ a, size = 'md' }: { a: Quantities; size?: 'md' | 'lg' }) {
  const state = toleranceState(a);
  const badge = TOLERANCE_BADGE[state];
  return (
    <Stack gap={2}>
      <Group gap="xs" wrap="wrap" align="center">
        <Text span size="sm" c="dimmed">
          Líquido
        </Text>
        <Text fw={700} size={size === 'lg' ? 'xl' : 'md'} style={{ whiteSpace: 'nowrap' }}>
          {formatKg(a.qtdLiquido)}
        </Text>
        <Badge
          color={badge.color}
          variant={state === 'above' || state === 'below' ? 'filled' : 'light'}
          style={{ minWidth: 'max-content' }}
        >
          {badge.label}
        </Badge>
      </Group>
      <Group gap={6} wrap="wrap" c="dimmed">
        <Bound label="Bruto" value={a.qtdDesperdicio} exceeded={false} />
        <Dot />
        <Bound label="Tara" value={a.qtdTara} exceeded={false} />
      </Group>
      <Group gap={6} wrap="wrap" c="dimmed">
        <Bound label="mín" value={a.minQtd} exceeded={state === 'below'} />
        <Dot />
        <Bound label="máx" value={a.maxQtd} exceeded={state === 'above'} />
        {a.mediaQtd !== undefined && (
          <>
            <Dot />
            <Bound label="média" value={a.mediaQtd} exceeded={false} />
          </>
        )}
      </Group>
      {a.motivoAprovacao && (
        <Text size="sm" c="orange.9" fw={600} data-testid="motivo-aprovacao">
          Motivo: {a.motivoAprovacao}
        </Text>
      )}
    </Stack>
  );
}
