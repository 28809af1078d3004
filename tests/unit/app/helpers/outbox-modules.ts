/**
 * The app modules an outbox test drives, loaded afresh after `vi.resetModules()` (their state: session, outbox,
 * Dexie instance), Maria of the kitchen signed in to 'Empresa Três' on the tablet, and each test on a fresh tablet.
 */
import type { OutboxTransport } from '@app/lib/outbox/transport';
import type { SessionState } from '@app/lib/session';
import { Dexie } from 'dexie';
import { afterEach, beforeEach, vi } from 'vitest';
import { stubBrowser } from './browser';
import { makeToken } from './jwt';

export const KITCHEN_EMPRESA = { idEmpresa: 3, desEmpresa: 'Empresa Três' };
export const KITCHEN_ACCOUNT = {
  email: 'maria@empresa.com',
  auth: ['indApontamentos' as const],
  usuario: { idUsuario: 7, desUsuario: 'maria', desPessoa: 'Maria Silva', desEmail: 'maria@empresa.com' },
};

/** Session, outbox (actions, replayer, store, transport, triggers), local database and connection state. */
export async function loadOutboxModules() {
  const api = await import('@app/lib/api-client');
  return {
    ...(await import('@app/lib/online')),
    ...(await import('@app/lib/session')),
    ...(await import('@app/lib/outbox/actions')),
    ...(await import('@app/lib/outbox/replayer')),
    ...(await import('@app/lib/outbox/store')),
    ...(await import('@app/lib/outbox/transport')),
    ...(await import('@app/lib/outbox/triggers')),
    ...(await import('@app/lib/local-db')),
    ApiError: api.ApiError,
    INVALID_TOKEN_EVENT: api.INVALID_TOKEN_EVENT,
  };
}

/** Stores the id_token (valid for two hours by default) and signs the kitchen in with the loaded session. */
export function signInKitchen(
  m: { setSession: (patch: Partial<SessionState>) => void },
  token = makeToken(7200, { idEmpresa: KITCHEN_EMPRESA.idEmpresa }),
): void {
  localStorage.setItem('id_token', token);
  m.setSession({
    status: 'authenticated',
    account: KITCHEN_ACCOUNT,
    empresa: KITCHEN_EMPRESA,
    permission: null,
    message: null,
  });
}

export type OutboxModules = Awaited<ReturnType<typeof loadOutboxModules>>;

/**
 * Each test of the file on a fresh tablet: a stubbed browser (Web Locks unless `locks` is false), an empty local
 * database, the modules loaded afresh by `load`, the transport `start` returns for them, the kitchen signed in;
 * after the test, the database closed and the stubs given back.
 */
export function freshTabletEachTest<M extends OutboxModules>(
  load: () => Promise<M>,
  start: (m: M) => OutboxTransport,
  { locks = true } = {},
): void {
  let m: M;
  beforeEach(async () => {
    stubBrowser({ locks });
    await Dexie.delete('controle-desperdicios');
    vi.resetModules();
    m = await load();
    m.setOutboxTransport(start(m));
    signInKitchen(m);
  });
  afterEach(() => {
    m.localDb.close();
    vi.unstubAllGlobals();
  });
}
