import { z } from 'zod';

/** A satellite unit (spec §3 "Satellite unit"), displayed as 'codSatelite - desSatelite'. */
export const satelite = z.object({
  idSatelite: z.number().int(),
  codSatelite: z.string(),
  desSatelite: z.string(),
  idRestaurante: z.number().int(),
  /** 0 active, 1 inactive. */
  indInativo: z.number().int(),
});
export type Satelite = z.infer<typeof satelite>;

/** GET /api/v1/reTbUnidadesSatelite?idRestaurante: the company's satellites, optionally of one restaurant. */
export const satelitesQuery = z.object({
  idRestaurante: z.coerce.number().int().positive().optional(),
});
export type SatelitesQuery = z.infer<typeof satelitesQuery>;
