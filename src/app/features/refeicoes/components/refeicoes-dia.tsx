/**
 * One day of the week on the Refeições screen: its name and date, the meals served (up to today) and planned
 * typed in place, the satellites' counts (read-only), the total the recommended production learns from, and
 * what became of the latest record of the day typed on this tablet.
 */
import { RecordSendState } from '@app/components/ui/record-send-state';
import { parseQtdTexto } from '@domain/rules/refeicoes';
import { Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { type Campo, type LinhaDia, totalDoDia } from '../lib/refeicoes-semana';

const fmt = (n: number | null) => (n === null ? '—' : n.toLocaleString('pt-BR'));

function Valor({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap={0} miw={96}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

export function RefeicoesDia({
  linha,
  texto,
  erros,
  onChange,
}: {
  linha: LinhaDia;
  texto: (campo: Campo) => string;
  erros: Partial<Record<Campo, string>> | undefined;
  onChange: (campo: Campo, text: string) => void;
}) {
  // The total follows what is typed (a value typed wrong leaves the one in force).
  const typed = parseQtdTexto(texto('qtdRefeicoes'));
  const servidas = Number.isNaN(typed) ? linha.qtdRefeicoes : typed;
  const field = (campo: Campo, label: string, disabled: boolean) => (
    <TextInput
      size="lg"
      w={{ base: 'calc(50% - 6px)', sm: 150 }}
      label={label}
      aria-label={`${label} — ${linha.rotulo}`}
      inputMode="numeric"
      autoComplete="off"
      value={texto(campo)}
      disabled={disabled}
      error={erros?.[campo]}
      onChange={(e) => onChange(campo, e.currentTarget.value)}
    />
  );
  return (
    <Paper withBorder p="sm" data-testid={`refeicoes-dia-${linha.dia}`}>
      <Group gap="md" align="flex-start" wrap="wrap">
        <Stack gap={0} w={{ base: '100%', md: 190 }}>
          <Text fw={700}>{linha.nome}</Text>
          <Text size="sm" c="dimmed">
            {linha.data}
          </Text>
          {linha.futuro && (
            <Text size="xs" c="dimmed">
              Dia por vir: só planejadas
            </Text>
          )}
        </Stack>
        <Group gap="sm" align="flex-start" wrap="nowrap" w={{ base: '100%', sm: 'auto' }}>
          {field('qtdRefeicoes', 'Servidas', linha.futuro)}
          {field('qtdPlanejadas', 'Planejadas', false)}
        </Group>
        <Group gap="md" align="flex-start" wrap="wrap" pt={{ base: 0, sm: 4 }}>
          <Valor label="Satélites" value={fmt(linha.qtdSatelites)} testId="refeicoes-satelites" />
          <Valor
            label="Total"
            value={fmt(totalDoDia(servidas, linha.qtdSatelites))}
            testId="refeicoes-total"
          />
          <RecordSendState
            send={linha.send}
            refusedText={'registro recusado'}
            testId="refeicoes-send-state"
          />
        </Group>
      </Group>
    </Paper>
  );
}
