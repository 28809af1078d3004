/**
 * /listReTbRecipientesPesos — container tares per restaurant, listed by the restaurant chosen. The weight
 * may be typed '1,5' or '1,5 kg' and is saved as a number; one tare per restaurant and container
 * ('Registro já existente' on a new row, 'Tara já cadastrada para este restaurante' on an edit).
 */

import { type RegisterConfig, ruleOn } from '@app/components/register/register-config';
import { RegisterPage } from '@app/components/register/register-page';
import { idFilter } from '@app/components/register/register-resource';
import { useRecipienteOptions } from '@app/features/registers/api/recipientes';
import { recipientesPesosResource } from '@app/features/registers/api/recipientes-pesos';
import { restauranteColumn } from '@app/features/registers/utils/columns';
import type { ScreenProps } from '@app/types/screen';
import { tareDuplicateError } from '@domain/rules/registers';
import type { RecipientePeso, RecipientePesoItem } from '@domain/schemas/registers';

export const recipientesPesosConfig: RegisterConfig<RecipientePeso, RecipientePesoItem> = {
  resource: recipientesPesosResource,
  idField: 'idPeso',
  filters: [{ field: 'idRestaurante', label: 'Restaurante', kind: 'restaurante' }],
  columns: [
    restauranteColumn(),
    {
      field: 'idRecipiente',
      label: 'Recipiente',
      editor: 'lov',
      required: true,
      useOptions: useRecipienteOptions,
      labelOf: (r) => r.desRecipiente,
    },
    { field: 'qtdPeso', label: 'Peso (kg)', editor: 'kg', required: true },
  ],
  newRow: (filters) => ({
    idRestaurante: idFilter(filters.idRestaurante),
    idRecipiente: null,
    qtdPeso: null,
  }),
  validateRow: ruleOn('row', tareDuplicateError),
};

export function RecipientesPesosPage({ title }: ScreenProps) {
  return <RegisterPage title={title} config={recipientesPesosConfig} />;
}
