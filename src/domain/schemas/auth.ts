import { z } from 'zod';
import { ACCESS_FLAGS, type AccessFlag } from '../access';
import { INT4_MAX } from '../limits';
import { MSG } from '../messages';
import { int4 } from './fields';

/** POST api/authenticate/login */
export const loginBody = z.object({
  username: z.string({ error: MSG.loginEmailRequired }).trim().min(1, MSG.loginEmailRequired).max(200),
  password: z.string({ error: MSG.loginPasswordRequired }).min(1, MSG.loginPasswordRequired).max(200),
});
export type LoginBody = z.infer<typeof loginBody>;

/**
 * POST api/authenticate/loginByNumSeq: `numSeq` is a ticket issued by POST .../loginByNumSeq/ticket. A number
 * (the old sequential tickets) is taken as a ticket that does not exist.
 */
export const loginByNumSeqBody = z.object({
  numSeq: z
    .preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string().trim().min(1).max(200))
    .describe('O ticket de login (texto de 43 caracteres)'),
});

/** POST api/authenticate/loginByNumSeq/ticket: a one-time ticket for the caller, to open the app elsewhere. */
export const loginTicket = z.object({
  numSeq: z.string().describe('O ticket: vale um login, até dtaExpiracao; vai em ?LoginNumSeq= ou no corpo'),
  dtaExpiracao: z.string().describe('Fim da validade (ISO 8601)'),
});

/** POST api/authenticate/empresa/selecionar */
export const selecionarEmpresaBody = z.object({
  idEmpresa: z.coerce
    .number({ error: MSG.companyRequired })
    .int()
    .positive(MSG.companyRequired)
    .max(INT4_MAX),
});

export const tokenResponse = z.object({ id_token: z.string() });
export type TokenResponse = z.infer<typeof tokenResponse>;

export const empresa = z.object({ idEmpresa: int4, desEmpresa: z.string() });
export type Empresa = z.infer<typeof empresa>;

/** GET api/authenticate/empresa: the token's company, or nulls when none is chosen yet. */
export const empresaAtual = z.object({
  idEmpresa: int4.nullable(),
  desEmpresa: z.string().nullable(),
});

/** GET /api/authenticate/permission: the access record for the token's company. */
export const permission = z.object(
  Object.fromEntries(ACCESS_FLAGS.map((f) => [f, z.boolean()])) as Record<AccessFlag, z.ZodBoolean>,
);

/** GET /api/authenticate/account */
export const account = z.object({
  email: z.string(),
  auth: z.array(z.enum(ACCESS_FLAGS)),
  /**
   * Whether the user approves at least one unit of the token's company (re_tb_aprovadores): the approvals menu
   * items are hidden without. Absent without a company.
   */
  aprovador: z.boolean().optional(),
  usuario: z.object({
    idUsuario: int4,
    desUsuario: z.string(),
    desPessoa: z.string(),
    desEmail: z.string(),
  }),
});
export type Account = z.infer<typeof account>;

/** Claims of the id_token (a JWT; exp is standard). */
export interface TokenClaims {
  sub: string;
  email: string;
  idEmpresa?: number;
  exp: number;
  iat: number;
}

/** A field a request's schema refused: its path (for programs) and the message a person reads. */
export const fieldIssue = z.object({ field: z.string(), message: z.string() });

/** The body of every error answer of our API. `exception` repeats `message` for the calls that read it (spec §7). */
export const apiError = z.object({
  statusCode: int4,
  error: z.string(),
  message: z.string(),
  exception: z.string().optional(),
  /** Schema failures: each field with its message. */
  fields: z.array(fieldIssue).optional(),
});
