import { restResource } from '@app/components/register/register-resource';
import { api } from '@app/lib/api-client';
import type {
  DesperdicioRest,
  DesperdicioRestItem,
  ValidateAddResult,
  ValidateDeleteRestResult,
} from '@domain/schemas/waste-config';

const BASE = '/api/v1/reTbDesperdiciosRest';

/** POST .../validateAdd {idGrupo, tipDesperdicio}: the group's restaurants to add to the type, or why none. */
export function validateAddDesperdiciosRest(
  idGrupo: number,
  tipDesperdicio: number,
): Promise<ValidateAddResult> {
  return api.post<ValidateAddResult>(`${BASE}/validateAdd`, { idGrupo, tipDesperdicio });
}

/** POST .../validateDelete {idRestDesp}: the links used by goals, appointments or destinations, and why. */
export function validateDeleteDesperdiciosRest(idRestDesp: number[]): Promise<ValidateDeleteRestResult> {
  return api.post<ValidateDeleteRestResult>(`${BASE}/validateDelete`, { idRestDesp });
}

/**
 * Restaurants per waste type (spec §7 "Restaurant-waste"): GET with the filters {idGrupo, tipDesperdicio},
 * POST saveAll, DELETE {idRestDesp}. Before deleting, the links in use stay (validateDelete's message).
 */
export const desperdiciosRestResource = restResource<DesperdicioRest, DesperdicioRestItem>({
  key: 'reTbDesperdiciosRest',
  base: BASE,
  remove: { bodyKey: 'idRestDesp' },
  async beforeDelete(ids) {
    const check = await validateDeleteDesperdiciosRest(ids);
    return { blocked: check.restricted, message: check.exception ?? undefined };
  },
});
