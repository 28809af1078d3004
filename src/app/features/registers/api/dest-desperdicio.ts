import { restResource } from '@app/components/register/register-resource';
import { api } from '@app/lib/api-client';
import type { DestDesperdicioItem, DestDesperdicioRow } from '@domain/schemas/waste-config';

const BASE = '/api/v1/reTbDestDesperdicio';

/** POST api/v1/reTbDestDesperdicio/search {idRestaurante}: a restaurant's links (null: every restaurant's). */
export function searchDestDesperdicio(idRestaurante: number | null): Promise<DestDesperdicioRow[]> {
  return api.post<DestDesperdicioRow[]>(`${BASE}/search`, { idRestaurante });
}

/**
 * Destination × restaurant × waste type (spec §7 "Destination-waste"): POST search {idRestaurante} (the
 * filter), POST saveAll, DELETE {idDestDesp list}.
 */
export const destDesperdicioResource = restResource<DestDesperdicioRow, DestDesperdicioItem>({
  key: 'reTbDestDesperdicio',
  base: BASE,
  list: { method: 'POST', path: '/search' },
  remove: { bodyKey: 'idDestDesp' },
});
