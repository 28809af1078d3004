import { z } from 'zod';
import { ACCESS_FLAGS, type AccessFlag } from '../access';
import { id, int4 } from './fields';

/**
 * A user's access in the caller's company (spec §3 access record, §6): the ind* flags and the approval rights
 * per restaurant (re_tb_aprovadores). Only an administrator (indRetAdm) reads or changes them.
 */

/** Most restaurants one save may name: far more than a company has. */
export const MAX_ACCESS_RESTAURANTS = 5000;

export const accessFlags = z.strictObject(
  Object.fromEntries(ACCESS_FLAGS.map((flag) => [flag, z.boolean()])) as Record<AccessFlag, z.ZodBoolean>,
);
export type AccessFlags = z.infer<typeof accessFlags>;

/** GET /api/nlBaseUsuarios/{id}/acessos. */
export const userAccess = z.object({
  idUsuario: int4,
  /** Whether an access record exists in the company (the user can log in there when a flag is on). */
  temRegistro: z.boolean(),
  flags: accessFlags,
  /** Restaurants where the user may approve appointments. */
  restaurantes: z.array(int4),
});
export type UserAccess = z.infer<typeof userAccess>;

/**
 * PUT /api/nlBaseUsuarios/{id}/acessos: the whole new state. `grupos` grants every restaurant of those groups
 * (added to `restaurantes`).
 */
export const userAccessBody = z.strictObject({
  flags: accessFlags,
  restaurantes: z.array(id).max(MAX_ACCESS_RESTAURANTS),
  grupos: z.array(id).max(MAX_ACCESS_RESTAURANTS).optional(),
});
export type UserAccessBody = z.infer<typeof userAccessBody>;

/** GET /api/nlBaseUsuarios/{id}/acessos/historico: newest first. */
export const userAccessHistoryRow = z.object({
  idHistorico: int4,
  /** ISO instant. */
  dtaRegistro: z.string(),
  desAutor: z.string(),
  desAlteracao: z.string(),
  desAntes: z.string(),
  desDepois: z.string(),
});
export type UserAccessHistoryRow = z.infer<typeof userAccessHistoryRow>;

/** GET /api/nlBaseUsuarios/acessos/restaurantes: the company's restaurants, with their group, to grant. */
export const accessRestaurant = z.object({
  idRestaurante: int4,
  desRestaurante: z.string(),
  idGrupo: int4.nullable(),
  desGrupo: z.string().nullable(),
  indInativo: int4,
});
export type AccessRestaurant = z.infer<typeof accessRestaurant>;
