/**
 * /listReTbDestDesperdicios — the destinations enabled per restaurant and waste type, listed by the
 * restaurant chosen (a new row takes it). A restaurant, destination and type are linked once ('Registro já
 * existente'); a destination is not active for types 3 and 4 of a restaurant at once (spec §5). 'Duplicar'
 * copies the restaurant's links to another restaurant that has none.
 */

import type { RegisterConfig } from '@app/components/register/register-config';
import { RegisterPage } from '@app/components/register/register-page';
import { idFilter } from '@app/components/register/register-resource';
import type { LovOption } from '@app/components/ui/lov-select';
import { destDesperdicioResource } from '@app/features/registers/api/dest-desperdicio';
import { useDestResiduosOptions } from '@app/features/registers/api/dest-residuos';
import { DuplicateDestDesperdicioDialog } from '@app/features/registers/components/duplicate-dest-desperdicio-dialog';
import { ativoColumn, restauranteColumn } from '@app/features/registers/utils/columns';
import type { ScreenProps } from '@app/types/screen';
import { TIP_DESPERDICIO_LABEL } from '@domain/constants';
import { destTurnoInsumoError, destWasteDuplicateError } from '@domain/rules/waste-config';
import type { DestDesperdicioItem, DestDesperdicioRow } from '@domain/schemas/waste-config';

const TIPOS: LovOption[] = Object.entries(TIP_DESPERDICIO_LABEL).map(([id, label]) => ({
  id: Number(id),
  label,
}));
const useTipOptions = () => ({ options: TIPOS, loading: false });

export const destDesperdicioConfig: RegisterConfig<DestDesperdicioRow, DestDesperdicioItem> = {
  resource: destDesperdicioResource,
  idField: 'idDestDesp',
  filters: [{ field: 'idRestaurante', label: 'Restaurante', kind: 'restaurante' }],
  columns: [
    restauranteColumn(),
    {
      field: 'idDestino',
      label: 'Destino',
      editor: 'lov',
      required: true,
      useOptions: useDestResiduosOptions,
      labelOf: (r) => r.desDestino,
    },
    {
      field: 'tipDesperdicio',
      label: 'Tipo de desperdício',
      editor: 'lov',
      required: true,
      hideId: true,
      useOptions: useTipOptions,
    },
    ativoColumn(),
  ],
  newRow: (filters) => ({
    idRestaurante: idFilter(filters.idRestaurante),
    idDestino: null,
    tipDesperdicio: null,
    indInativo: 0,
  }),
  validateRow(row, rows) {
    const message = destWasteDuplicateError(rows, row) ?? destTurnoInsumoError(rows, row);
    return message ? { row: message } : null;
  },
  actions: DuplicateDestDesperdicioDialog,
};

export function DestDesperdicioPage({ title }: ScreenProps) {
  return <RegisterPage title={title} config={destDesperdicioConfig} />;
}
