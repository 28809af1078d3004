/** A line's state and action: accepted (with the plan it replaced), equal to the plan, or 'Aceitar'. */
import { formatKg } from '@app/lib/value-format';
import { Button, Stack, Text } from '@mantine/core';
import type { ProducaoSugeridaLinha } from '../api/get-producao-sugerida';
import { canAccept } from '../lib/producao-sugerida-lines';

export function LinhaAcao({
  linha,
  produto,
  busy,
  onAccept,
}: {
  linha: ProducaoSugeridaLinha;
  produto: string;
  busy: boolean;
  onAccept: () => void;
}) {
  if (linha.aceita)
    return (
      <Stack gap={2} align="flex-start">
        <Text size="sm" fw={700} c="teal.9">
          Sugestão aceita
        </Text>
        {linha.qtdPlanejadaOriginal !== null && (
          <Text size="xs" c="dimmed">
            Plano original: {formatKg(linha.qtdPlanejadaOriginal)}
          </Text>
        )}
      </Stack>
    );
  if (!canAccept(linha))
    return (
      <Text size="sm" c="dimmed">
        {linha.qtdSugerida === null ? 'Sem sugestão' : 'Igual ao planejado'}
      </Text>
    );
  return (
    <Button
      mih={44}
      variant="light"
      loading={busy}
      onClick={onAccept}
      aria-label={`Aceitar sugestão: ${produto}`}
    >
      Aceitar
    </Button>
  );
}
