import { z } from 'zod';
import { coercedId, int4 } from './fields';

/** A satellite unit (spec §3 "Satellite unit"), displayed as 'codSatelite - desSatelite'. */
export const satelite = z.object({
  idSatelite: int4,
  codSatelite: z.string(),
  desSatelite: z.string(),
  idRestaurante: int4,
  /** 0 active, 1 inactive. */
  indInativo: int4,
});
export type Satelite = z.infer<typeof satelite>;

/** GET /api/v1/reTbUnidadesSatelite?idRestaurante: the company's satellites, optionally of one restaurant. */
export const satelitesQuery = z.object({
  idRestaurante: coercedId.optional(),
});
export type SatelitesQuery = z.infer<typeof satelitesQuery>;
