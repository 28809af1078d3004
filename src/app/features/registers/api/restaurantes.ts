import { restResource } from '@app/components/register/register-resource';
import { useResourceOptions } from '@app/components/register/use-register';
import type { LovOption } from '@app/components/ui/lov-select';
import type {
  GrupoRestauranteItem,
  GrupoRestauranteRow,
  RestauranteItem,
  RestauranteRow,
} from '@domain/schemas/restaurants';

/** Restaurant groups (administrators): GET, POST saveAll, DELETE {idGrupo}. */
export const gruposRestaurantesResource = restResource<GrupoRestauranteRow, GrupoRestauranteItem>({
  key: 'reTbGruposRestaurantes',
  base: '/api/v1/reTbGruposRestaurantes',
  remove: { bodyKey: 'idGrupo' },
});

/** Restaurants (administrators): GET, POST saveAll, DELETE {idRestaurante}. */
export const restaurantesResource = restResource<RestauranteRow, RestauranteItem>({
  key: 'reTbRestaurantes',
  base: '/api/v1/reTbRestaurantes',
  remove: { bodyKey: 'idRestaurante' },
});

const toOption = (g: GrupoRestauranteRow): LovOption => ({ id: g.idGrupo, label: g.desGrupo });

/** The company's restaurant groups as options. */
export const useGrupoRestauranteOptions = () => useResourceOptions(gruposRestaurantesResource, toOption);
