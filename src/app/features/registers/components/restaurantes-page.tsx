/**
 * /listReTbRestaurantes — restaurants: name, group, time zone (its 'today': the entry date, the routines'
 * days; Brazil's zones first), the code in the ERP (the import's key) and the active switch.
 */
import type { RegisterConfig } from '@app/components/register/register-config';
import { RegisterPage } from '@app/components/register/register-page';
import { restaurantesResource, useGrupoRestauranteOptions } from '@app/features/registers/api/restaurantes';
import { ativoColumn } from '@app/features/registers/utils/columns';
import type { ScreenProps } from '@app/types/screen';
import type { RestauranteItem, RestauranteRow } from '@domain/schemas/restaurants';
import { DEFAULT_TIME_ZONE, timeZoneChoices } from '@domain/time-zones';

const restaurantsConfig: RegisterConfig<RestauranteRow, RestauranteItem> = {
  resource: restaurantesResource,
  idField: 'idRestaurante',
  columns: [
    { field: 'desRestaurante', label: 'Nome', editor: 'text', required: true, width: 260 },
    {
      field: 'idGrupo',
      label: 'Grupo',
      editor: 'lov',
      useOptions: useGrupoRestauranteOptions,
      labelOf: (r) => r.desGrupo ?? undefined,
      hideId: true,
      width: 220,
    },
    {
      field: 'desFusoHorario',
      label: 'Fuso horário',
      editor: 'select',
      required: true,
      choices: timeZoneChoices,
      width: 240,
    },
    { field: 'codExterno', label: 'Código no ERP', editor: 'text', width: 150, priority: 2 },
    ativoColumn(),
  ],
  newRow: () => ({
    desRestaurante: '',
    idGrupo: null,
    desFusoHorario: DEFAULT_TIME_ZONE,
    codExterno: null,
    indInativo: 0,
  }),
};

export function RestaurantesPage({ title }: ScreenProps) {
  return <RegisterPage title={title} config={restaurantsConfig} />;
}
