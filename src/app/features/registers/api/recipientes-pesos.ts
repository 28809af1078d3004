import { restResource } from '@app/components/register/register-resource';
import type { RecipientePeso, RecipientePesoItem } from '@domain/schemas/registers';

/** Container tares (spec §7): POST search {idRestaurante}, POST saveAll, DELETE {idPeso list}. */
export const recipientesPesosResource = restResource<RecipientePeso, RecipientePesoItem>({
  key: 'reTbRecipientesPesos',
  base: '/api/v1/reTbRecipientesPesos',
  list: { method: 'POST', path: '/search' },
  remove: { bodyKey: 'idPeso' },
});
