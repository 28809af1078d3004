import { restResource } from '@app/components/register/register-resource';
import type { GramaturaPrato, GramaturaPratoItem } from '@domain/schemas/waste-config';

/**
 * Plate weight per dish group (spec §7 "Plate weights"): POST findAllGramaturaPorGrupoPratos {idGrupo},
 * POST saveAll, DELETE {idGrupo} — the delete is by dish group: the body carries the rows' idGrupo.
 */
export const gramaturaPratosResource = restResource<GramaturaPrato, GramaturaPratoItem>({
  key: 'reGramaturaPratos',
  base: '/api/v1/reGramaturaPratos',
  list: { method: 'POST', path: '/findAllGramaturaPorGrupoPratos' },
  remove: { bodyKey: 'idGrupo', valuesOf: (_ids, rows) => rows.map((r) => r.idGrupo) },
});
