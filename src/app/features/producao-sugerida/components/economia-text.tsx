/** The expected saving of a line: '1,200 kg · R$ 12,00 · 2,3 kg CO2e', or '–' when there is none. */
import { formatBRL, formatCo2e, formatKg, MISSING } from '@app/lib/value-format';
import { Text } from '@mantine/core';
import type { EconomiaSugestao } from '../api/get-producao-sugerida';

export function EconomiaText({ economia }: { economia: EconomiaSugestao }) {
  if (!(economia.kg > 0)) return <Text size="sm">{MISSING}</Text>;
  return (
    <Text size="sm">
      <Text span fw={600} inherit>
        {formatKg(economia.kg)}
      </Text>
      {` · ${formatBRL(economia.valor)} · ${formatCo2e(economia.co2e)}`}
    </Text>
  );
}
