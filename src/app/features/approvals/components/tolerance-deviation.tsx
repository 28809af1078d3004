/**
 * How far the net quantity lies outside its tolerance, in kg and in percent of the bound it goes beyond
 * ('0,350 kg acima do máximo (+29%)'); nothing when it lies within, or without a range.
 */
import { formatDecimalBR, formatKg } from '@domain/numbers';
import { toleranceDeviation } from '@domain/rules/approvals';
import { Text } from '@mantine/core';

export function ToleranceDeviationText({
  a,
}: {
  a: { qtdLiquido: number; minQtd: number | null; maxQtd: number | null };
}) {
  const d = toleranceDeviation(a);
  if (!d) return null;
  const sign = d.side === 'above' ? '+' : '−';
  const where = d.side === 'above' ? 'acima do máximo' : 'abaixo do mínimo';
  return (
    <Text fw={700} c={d.side === 'above' ? 'red.8' : 'orange.9'} data-testid="desvio-tolerancia">
      {sign}
      {formatKg(d.kg)} {where}
      {d.pct !== null && ` (${sign}${formatDecimalBR(d.pct, 0)}%)`}
    </Text>
  );
}
