/**
 * What the approver decides on, beside the numbers: the photo of the waste (loaded when the detail opens) and
 * the tare taken off the gross weight (the container and its weight).
 */
import { WastePhoto } from '@app/components/ui/waste-photo';
import { formatKg } from '@domain/numbers';
import type { ApontamentoAnalise } from '@domain/schemas/approvals';
import { Card, Stack, Text, Title } from '@mantine/core';

/** 'Cuba (1,250 kg)', 'Sem recipiente'. */
function tareText(a: Pick<ApontamentoAnalise, 'desRecipiente' | 'idRecipiente' | 'qtdTara'>): string {
  if (a.idRecipiente === null && !a.qtdTara) return 'Sem recipiente (nenhuma tara descontada)';
  const name = a.desRecipiente ?? `Recipiente ${a.idRecipiente ?? ''}`.trim();
  return `${name} (${formatKg(a.qtdTara)})`;
}

export function DespApontEvidence({ a }: { a: ApontamentoAnalise }) {
  return (
    <Card withBorder radius="md" padding="md" data-testid="approval-evidence">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Foto e pesagem
        </Title>
        <WastePhoto
          uuid={a.uuidApontamento}
          temFoto={a.temFoto}
          alt={`Foto do apontamento ${a.idApontamento}`}
        />
        <Stack gap={2}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Tara usada
          </Text>
          <Text data-testid="approval-tare">{tareText(a)}</Text>
        </Stack>
      </Stack>
    </Card>
  );
}
