/** Where an appointment's weight came from, as the approver reads it: read from the scale or typed. */
import type { TipOrigemPeso } from '@domain/schemas/appointments';
import { Badge } from '@mantine/core';
import { IconKeyboard, IconScale } from '@tabler/icons-react';

export function WeightOrigin({ origem }: { origem: TipOrigemPeso | null | undefined }) {
  const lido = origem === 'L';
  return (
    <Badge
      variant="light"
      color={lido ? 'green' : 'gray'}
      size="md"
      leftSection={lido ? <IconScale size={14} aria-hidden /> : <IconKeyboard size={14} aria-hidden />}
      data-testid="weight-origin"
    >
      {lido ? 'Peso lido da balança' : 'Peso digitado'}
    </Badge>
  );
}
