/**
 * The session's transitions (spec §4): restore at start (saved token or ?LoginNumSeq ticket), login,
 * company choice, logout. The state itself lives in @app/lib/session.
 */

import { getAccountQueryOptions } from '@app/features/auth/api/get-account';
import { getEmpresaQueryOptions } from '@app/features/auth/api/get-empresa';
import { getPermissionQueryOptions } from '@app/features/auth/api/get-permission';
import { login } from '@app/features/auth/api/login';
import { loginByNumSeq } from '@app/features/auth/api/login-by-num-seq';
import { selectEmpresa } from '@app/features/auth/api/select-empresa';
import { ApiError, extractErrorMessage, getErrorMessage, isTransient } from '@app/lib/api-client';
import { clearToken, decodeToken, getToken, isTokenExpired, setToken } from '@app/lib/auth-token';
import { queryClient } from '@app/lib/query-client';
import {
  endSession,
  listenForInvalidToken,
  SESSION_SNAPSHOT_KEY,
  type SessionEmpresa,
  type SessionState,
  setSession,
} from '@app/lib/session';
import { MSG } from '@domain/messages';
import type { LoginBody } from '@domain/schemas/auth';

const LOGIN_NUM_SEQ_PARAM = 'LoginNumSeq';

/** A login ticket as the server issues it: random base64url text (the old sequential numbers pass too, and fail). */
const TICKET_PATTERN = /^[A-Za-z0-9_-]{1,200}$/;

/** The user has no access record for the chosen company (403 on GET permission). */
class NoAccessError extends Error {
  constructor() {
    super(MSG.noAccess);
    this.name = 'NoAccessError';
  }
}

/** The access record of the token's company; a failure is left to whoever awaits it. */
function fetchPermission() {
  const request = queryClient.fetchQuery(getPermissionQueryOptions());
  request.catch(() => undefined);
  return request;
}

/**
 * A user with exactly one company goes straight in: the company is selected behind the scenes (the same
 * POST .../empresa/selecionar the picker makes) and the token carrying it is stored. False when the user has
 * several companies or the lookup fails: the picker then shows, as before.
 */
async function selectOnlyCompany(): Promise<boolean> {
  try {
    // Loaded here, not with the entry: it parses with the validation library, which a signed-in tablet's
    // cold start never needs.
    const { getEmpresasQueryOptions } = await import('@app/features/auth/api/get-empresas');
    const empresas = await queryClient.fetchQuery(getEmpresasQueryOptions());
    if (empresas.length !== 1) return false;
    setToken((await selectEmpresa(empresas[0].idEmpresa)).id_token);
  } catch {
    return false;
  }
  // The account (its flags) and the company were read with the token without a company.
  queryClient.removeQueries({ queryKey: ['auth'] });
  return true;
}

/**
 * GET account and company; with a company, GET its access record; without one, a single company is chosen
 * at once. Sets the session authenticated.
 */
async function loadSessionData(chooseSingle = true): Promise<void> {
  // A token that names its company lets its access record load together with the account (one round trip
  // instead of two at every start); the server's answer still decides, below.
  const early = typeof decodeToken(getToken() ?? '')?.idEmpresa === 'number' ? fetchPermission() : null;
  const [account, empresaAtual] = await Promise.all([
    queryClient.fetchQuery(getAccountQueryOptions()),
    queryClient.fetchQuery(getEmpresaQueryOptions()),
  ]);
  if (empresaAtual.idEmpresa === null && chooseSingle && (await selectOnlyCompany()))
    return loadSessionData(false);
  let empresa: SessionEmpresa | null = null;
  let permission = null;
  if (empresaAtual.idEmpresa !== null) {
    try {
      permission = await (early ?? fetchPermission());
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) throw new NoAccessError();
      throw error;
    }
    empresa = { idEmpresa: empresaAtual.idEmpresa, desEmpresa: empresaAtual.desEmpresa ?? '' };
  }
  setSession({ status: 'authenticated', account, empresa, permission, message: null });
  saveSessionSnapshot({ account, empresa, permission });
}

/**
 * The last session loaded with this token, kept so that a kitchen tablet reloaded without network still opens
 * the app (and its outbox) instead of the login form. Used only for the same, unexpired token.
 */
type Snapshot = Pick<SessionState, 'account' | 'empresa' | 'permission'>;

function saveSessionSnapshot(snapshot: Snapshot): void {
  try {
    localStorage.setItem(SESSION_SNAPSHOT_KEY, JSON.stringify({ token: getToken(), ...snapshot }));
  } catch {
    // storage unavailable: no offline restore
  }
}

function readSessionSnapshot(token: string): Snapshot | null {
  try {
    const raw = JSON.parse(localStorage.getItem(SESSION_SNAPSHOT_KEY) ?? 'null') as
      | (Snapshot & { token: string })
      | null;
    return raw && raw.token === token && raw.account ? raw : null;
  } catch {
    return null;
  }
}

function failureMessage(error: unknown): string | null {
  if (error instanceof NoAccessError) return MSG.noAccess;
  if (error instanceof ApiError && error.status > 0) return error.message;
  return null;
}

/** Reads and removes ?LoginNumSeq=<ticket> from the address (history.replaceState); null when absent. */
function takeLoginNumSeqParam(): string | null {
  const url = new URL(window.location.href);
  const key = [...url.searchParams.keys()].find((k) => k.toLowerCase() === LOGIN_NUM_SEQ_PARAM.toLowerCase());
  if (key === undefined) return null;
  const value = url.searchParams.get(key) ?? '';
  url.searchParams.delete(key);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return value;
}

async function doRestore(): Promise<void> {
  setSession({ status: 'loading' });
  // Everything up to the first await runs synchronously, so the address is clean before the router starts.
  const numSeq = takeLoginNumSeqParam();
  if (numSeq !== null) {
    clearToken();
    queryClient.clear();
    setSession({ account: null, empresa: null, permission: null, message: null });
    const ticket = numSeq.trim();
    if (!TICKET_PATTERN.test(ticket)) {
      endSession(MSG.invalidToken);
      return;
    }
    try {
      setToken((await loginByNumSeq(ticket)).id_token);
    } catch (error) {
      endSession(getErrorMessage(error, MSG.invalidToken));
      return;
    }
  } else {
    const token = getToken();
    if (!token) {
      endSession(null);
      return;
    }
    if (isTokenExpired(token)) {
      endSession(MSG.sessionExpired);
      return;
    }
  }
  try {
    await loadSessionData();
  } catch (error) {
    const token = getToken();
    const snapshot = token && isTransient(error) ? readSessionSnapshot(token) : null;
    if (snapshot) setSession({ status: 'authenticated', ...snapshot, message: null });
    else endSession(failureMessage(error));
  }
}

let restoring: Promise<void> | null = null;

/** Restores the session once per page load (spec §4). */
function restoreSession(): Promise<void> {
  restoring ??= doRestore();
  return restoring;
}

/** Starts the session: listens for 'invalid_token' and restores. Call once, before the router is created. */
export function initSession(): Promise<void> {
  listenForInvalidToken();
  return restoreSession();
}

/**
 * Login with user and password. Rejects with an Error whose message is for the user:
 * the server's text, else 'Usuário ou senha estão incorretos'; 'Usuário sem acesso…' when the chosen
 * company has no access record.
 */
export async function signIn(body: LoginBody): Promise<void> {
  setSession({ message: null });
  let token: string;
  try {
    token = (await login(body)).id_token;
  } catch (error) {
    const message =
      error instanceof ApiError ? extractErrorMessage(error.body, MSG.loginFailed) : MSG.loginFailed;
    throw new Error(message);
  }
  setToken(token);
  try {
    await loadSessionData();
  } catch (error) {
    const message = failureMessage(error) ?? MSG.loginFailed;
    endSession(message);
    throw new Error(message);
  }
}

/** Chooses the company: stores the new token (it carries the company) and reloads the page (spec §2). */
export async function chooseEmpresa(idEmpresa: number, reload: () => void = () => window.location.reload()) {
  const { id_token } = await selectEmpresa(idEmpresa);
  setToken(id_token);
  reload();
}

export function signOut(): void {
  endSession(null);
}
