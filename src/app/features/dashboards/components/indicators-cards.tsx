/**
 * The indicators every dashboard shows: waste kg, its CO2e (kg CO2e by the destinations' factors), its cost (R$), waste per meal served
 * (g/refeição), the plate-waste index (resto-ingesta %) and the clean surplus per person; below them, the
 * share of the weighings whose weight was read from the scale rather than typed, and the split by waste class.
 */

import { formatBRL, formatCo2e, formatCount, formatG, formatKg, formatPct } from '@app/lib/value-format';
import type { Indicadores } from '@domain/schemas/dashboards';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { ClassSplit } from './class-split';

interface Card {
  label: string;
  value: string;
  hint: string;
}

function cardsOf(i: Indicadores): Card[] {
  return [
    {
      label: 'Desperdício',
      value: formatKg(i.qtdKg),
      hint: `${formatCount(i.qtdApontamentos)} apontamentos`,
    },
    {
      label: 'Emissões',
      value: formatCo2e(i.co2eKg),
      hint: 'CO2e pelo destino dos resíduos',
    },
    { label: 'Custo', value: formatBRL(i.vlrCusto), hint: 'Valor do desperdício' },
    {
      label: 'Por refeição',
      value: formatG(i.gPorRefeicao),
      hint: `${formatCount(i.refeicoes)} refeições servidas`,
    },
    { label: 'Resto-ingesta', value: formatPct(i.restoIngestaPc), hint: 'Bandeja sobre o servido' },
    {
      label: 'Sobra limpa por pessoa',
      value: formatG(i.sobraLimpaPorPessoaG),
      hint: 'Excedente de produção',
    },
  ];
}

export function IndicatorsCards({ indicadores }: { indicadores: Indicadores }) {
  const lido = indicadores.pctPesoLido;
  return (
    <>
      <SimpleGrid
        cols={{ base: 2, sm: 3, lg: 6 }}
        spacing="sm"
        component="dl"
        m={0}
        aria-label="Indicadores"
        data-testid="indicators"
      >
        {cardsOf(indicadores).map((c) => (
          <Paper key={c.label} withBorder p="sm" radius="md">
            <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
              {c.label}
            </Text>
            <Text component="dd" m={0} size="lg" fw={700}>
              {c.value}
            </Text>
            <Text component="dd" m={0} size="xs" c="dimmed">
              {c.hint}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      {lido !== null && lido !== undefined && (
        <Text size="sm" c="dimmed" mt={-4} data-testid="indicator-peso-lido">
          Peso lido da balança: <b>{formatPct(lido)}</b> das pesagens
        </Text>
      )}
      {indicadores.porClasse && <ClassSplit linhas={indicadores.porClasse} />}
    </>
  );
}
