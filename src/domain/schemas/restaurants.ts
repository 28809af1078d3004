import { z } from 'zod';

/** A restaurant as the list-of-values pickers show it ('id - name'). */
export const restauranteLov = z.object({
  idRestaurante: z.number().int(),
  desRestaurante: z.string(),
  idGrupo: z.number().int().nullable(),
});
export type RestauranteLov = z.infer<typeof restauranteLov>;

/** GET api/v1/reTbRestaurantes/lov/search (spec §7 Lookups; 20 with grouping and group, else 10). */
export const restauranteSearchQuery = z.object({
  qtd: z.coerce.number().int().min(1).max(100).default(10),
  search: z.string().trim().max(100).optional(),
  idGrupo: z.coerce.number().int().positive().optional(),
  codAgrupamento: z.coerce.number().int().positive().optional(),
  tipDesperdicio: z.coerce.number().int().min(1).max(4).optional(),
});

export const idParam = z.object({ id: z.coerce.number().int().positive() });
