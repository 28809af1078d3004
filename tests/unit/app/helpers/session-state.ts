/** Sessions for screen tests: an access record with some flags, and Maria signed in to 'Empresa Três' with it. */
import type { SessionState } from '@app/lib/session';
import { ACCESS_FLAGS, type AccessRecord } from '@domain/access';

/** Every flag off but these. */
export const access = (...flags: (keyof AccessRecord)[]): AccessRecord => ({
  ...(Object.fromEntries(ACCESS_FLAGS.map((f) => [f, false])) as AccessRecord),
  ...Object.fromEntries(flags.map((f) => [f, true])),
});

/** Maria (user 1) signed in to company 3 with `permission`. */
export const signedIn = (permission: AccessRecord): Partial<SessionState> => ({
  status: 'authenticated',
  account: {
    email: 'maria@empresa.com',
    auth: [],
    usuario: { idUsuario: 1, desUsuario: 'maria', desPessoa: 'Maria Silva', desEmail: 'maria@empresa.com' },
  },
  empresa: { idEmpresa: 3, desEmpresa: 'Empresa Três' },
  permission,
  message: null,
});
