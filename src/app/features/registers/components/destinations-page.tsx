/**
 * /listReTbDestResiduos — the company's waste destinations: a name registered once ('Registro já
 * existente') and the active switch. Deleting asks the server first which destinations appointments or
 * destination links use (spec §5): those stay, each with the message naming them; the rest are deleted in the
 * same save.
 */

import { type RegisterConfig, ruleOn } from '@app/components/register/register-config';
import { RegisterPage } from '@app/components/register/register-page';
import { destResiduosResource } from '@app/features/registers/api/dest-residuos';
import { ativoColumn } from '@app/features/registers/utils/columns';
import type { ScreenProps } from '@app/routes';
import { destinationNameError } from '@domain/rules/waste-config';
import type { DestResiduo, DestResiduoItem } from '@domain/schemas/waste-config';

export const destinationsConfig: RegisterConfig<DestResiduo, DestResiduoItem> = {
  resource: destResiduosResource,
  idField: 'idDestino',
  columns: [{ field: 'desDestino', label: 'Destino', editor: 'text', required: true }, ativoColumn()],
  newRow: () => ({ desDestino: '', indInativo: 0 }),
  validateRow: ruleOn('desDestino', destinationNameError),
};

export function DestinationsPage({ title }: ScreenProps) {
  return <RegisterPage title={title} config={destinationsConfig} />;
}
