import { restResource } from '@app/components/register/register-resource';
import type { DespMeta, DespMetaItem } from '@domain/schemas/waste-config';

/**
 * Goals per unit (spec §7 "Goals"): POST findAllReTbDespMetasByFilter {idGrupo, idSatelite, tipDesperdicio,
 * dtaInicial, dtaFinal}, POST saveAll, DELETE {idDespMeta}.
 */
export const despMetasResource = restResource<DespMeta, DespMetaItem>({
  key: 'reTbDespMetas',
  base: '/api/v1/reTbDespMetas',
  list: { method: 'POST', path: '/findAllReTbDespMetasByFilter' },
  remove: { bodyKey: 'idDespMeta' },
});
