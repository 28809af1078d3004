import { formatKg } from '@domain/numbers';
import type { BacktestResult } from '@domain/schemas/producao-sugerida';
import { Alert, Text } from '@mantine/core';

const pct = (n: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 }).format(n);

/**
 * The sentence a chef accepts: with as many stock-outs as the recorded plan, how much less surplus the
 * suggestion would have left, and against the best simple rule given the same stock-outs.
 */
export function BacktestComparacao({
  comparacao,
  rotulos,
}: {
  comparacao: NonNullable<BacktestResult['comparacao']>;
  rotulos: ReadonlyMap<string, string>;
}) {
  const c = comparacao;
  const melhor = rotulos.get(c.melhorIngenuo) ?? c.melhorIngenuo;
  return (
    <Alert color="teal" title="Com o mesmo número de faltas" data-testid="backtest-comparacao">
      <Text size="sm">
        Faltando em {pct(c.taxaFalta)} das linhas-dia, como o plano registrado, a sugestão teria deixado{' '}
        <strong>{pct(c.reducaoVsPlano)} menos sobra</strong> ({formatKg(c.excedenteRecomendadorKg)} contra{' '}
        {formatKg(c.excedentePlanoKg)}), com nível de serviço {pct(c.nivelServicoEquivalente)}.
      </Text>
      <Text size="sm">
        Contra a melhor regra simples com as mesmas faltas ({melhor}, com margem de{' '}
        {pct(c.margemMelhorIngenuo - 1)}): <strong>{pct(c.reducaoVsMelhorIngenuo)} menos sobra</strong>.
      </Text>
    </Alert>
  );
}
