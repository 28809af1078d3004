import { z } from 'zod';
import { coercedId, coercedInt4, int4 } from './fields';

/** A restaurant as the list-of-values pickers show it ('id - name'). */
export const restauranteLov = z.object({
  idRestaurante: int4,
  desRestaurante: z.string(),
  idGrupo: int4.nullable(),
});
export type RestauranteLov = z.infer<typeof restauranteLov>;

/** GET api/v1/reTbRestaurantes/lov/search (spec §7 Lookups; 20 with grouping and group, else 10). */
export const restauranteSearchQuery = z.object({
  qtd: coercedInt4.min(1).max(100).default(10),
  search: z.string().trim().max(100).optional(),
  idGrupo: coercedId.optional(),
  codAgrupamento: coercedId.optional(),
  tipDesperdicio: coercedInt4.min(1).max(4).optional(),
});

export const idParam = z.object({ id: coercedId });
