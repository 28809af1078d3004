/**
 * /listReTbGruposRestaurantes — restaurant groups (dashboards, alerts and several registers filter by group).
 * A group some restaurant belongs to is not deleted (the server says which).
 */
import type { RegisterConfig } from '@app/components/register/register-config';
import { RegisterPage } from '@app/components/register/register-page';
import { gruposRestaurantesResource } from '@app/features/registers/api/restaurantes';
import type { ScreenProps } from '@app/types/screen';
import type { GrupoRestauranteItem, GrupoRestauranteRow } from '@domain/schemas/restaurants';

const restaurantGroupsConfig: RegisterConfig<GrupoRestauranteRow, GrupoRestauranteItem> = {
  resource: gruposRestaurantesResource,
  idField: 'idGrupo',
  columns: [
    { field: 'desGrupo', label: 'Descrição', editor: 'text', required: true, width: 320 },
    { field: 'codExterno', label: 'Código no ERP', editor: 'text', width: 150 },
  ],
  newRow: () => ({ desGrupo: '', codExterno: null }),
};

export function GruposRestaurantesPage({ title }: ScreenProps) {
  return <RegisterPage title={title} config={restaurantGroupsConfig} />;
}
