import { restResource } from '@app/components/register/register-resource';
import { useResourceOptions } from '@app/components/register/use-register';
import type { LovOption } from '@app/components/ui/lov-select';
import { api } from '@app/lib/api-client';
import type { DestResiduo, DestResiduoItem, DestValidateDeleteResult } from '@domain/schemas/waste-config';

/**
 * POST api/v1/reTbDestResiduos/validateDelete {idDestino list}: which destinations appointments
 * (reTbDesperdiciosDet) and destination links (reTbDestDesperdicios) use, and the message naming them.
 */
export function validateDeleteDestResiduos(idDestino: readonly number[]): Promise<DestValidateDeleteResult> {
  return api.post<DestValidateDeleteResult>('/api/v1/reTbDestResiduos/validateDelete', { idDestino });
}

/**
 * Destinations (spec §7 "Destinations"): GET, POST saveAll, DELETE {idDestino list}. Before deleting, the
 * server says which are in use (spec §5): those stay, with its message; the rest are deleted.
 */
export const destResiduosResource = restResource<DestResiduo, DestResiduoItem>({
  key: 'reTbDestResiduos',
  base: '/api/v1/reTbDestResiduos',
  remove: { bodyKey: 'idDestino' },
  async beforeDelete(ids) {
    const usage = await validateDeleteDestResiduos(ids);
    const inUse = new Set([...usage.reTbDesperdiciosDet, ...usage.reTbDestDesperdicios]);
    return { blocked: ids.filter((id) => inUse.has(id)), message: usage.message ?? undefined };
  },
});

const toOption = (d: DestResiduo): LovOption => ({
  id: d.idDestino,
  label: d.desDestino,
  extra: d.indInativo === 1 ? 'inativo' : undefined,
});

/** The company's destinations as options (an inactive one marked 'inativo'). */
export const useDestResiduosOptions = () => useResourceOptions(destResiduosResource, toOption);
