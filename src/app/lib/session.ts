/**
 * The session state (spec §4), shared by every feature: status, account, company, access record, and the
 * message the login screen shows. The auth feature fills it (login, restore, company choice);
 * everyone else reads it with useSession().
 */

import { INVALID_TOKEN_EVENT, type InvalidTokenDetail } from '@app/lib/api-client';
import { clearToken } from '@app/lib/auth-token';
import { queryClient } from '@app/lib/query-client';
import type { AccessRecord } from '@domain/access';
import { MSG } from '@domain/messages';
import type { Account } from '@domain/schemas/auth';
import { useSyncExternalStore } from 'react';

type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface SessionEmpresa {
  idEmpresa: number;
  desEmpresa: string;
}

export interface SessionState {
  status: SessionStatus;
  account: Account | null;
  /** The token's company; null until one is chosen. */
  empresa: SessionEmpresa | null;
  /** The access record for the company; null until a company is chosen. */
  permission: AccessRecord | null;
  /** Message for the login screen (expired session, no access…). */
  message: string | null;
}

export const INITIAL_SESSION: SessionState = {
  status: 'loading',
  account: null,
  empresa: null,
  permission: null,
  message: null,
};

let state: SessionState = INITIAL_SESSION;
const listeners = new Set<() => void>();

export function getSession(): SessionState {
  return state;
}

export function setSession(patch: Partial<SessionState>): void {
  state = { ...state, ...patch };
  for (const l of listeners) l();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Where the auth feature keeps the last session loaded with the token (offline restore); cleared on logout. */
export const SESSION_SNAPSHOT_KEY = 'cd-session-snapshot';

/** Logout: clears token, user, company, access and every cached query (spec §4). */
export function endSession(message: string | null = null): void {
  clearToken();
  try {
    localStorage.removeItem(SESSION_SNAPSHOT_KEY);
  } catch {
    // storage unavailable
  }
  // The service worker's kept lookups belong to this user and company.
  if (import.meta.env.PROD)
    void import('@app/lib/service-worker').then((m) => m.clearLookupCache()).catch(() => undefined);
  queryClient.clear();
  setSession({ status: 'unauthenticated', account: null, empresa: null, permission: null, message });
}

/** Authenticated with a company and its access record: the app shows (spec §4). */
export function isInApp(s: SessionState): boolean {
  return s.status === 'authenticated' && s.empresa !== null && s.permission !== null;
}

let listening = false;
/** The HTTP layer's 'invalid_token' event logs the user out (spec §4, §8). Idempotent. */
export function listenForInvalidToken(): void {
  if (listening) return;
  listening = true;
  window.addEventListener(INVALID_TOKEN_EVENT, (event) => {
    // While the session loads (restore, login) the caller handles the failure itself.
    if (state.status !== 'authenticated') return;
    const detail = (event as CustomEvent<InvalidTokenDetail>).detail;
    endSession(detail?.message || MSG.sessionExpired);
  });
}

export function useSession(): SessionState & { logout: (message?: string | null) => void } {
  const s = useSyncExternalStore(subscribeSession, getSession, getSession);
  return { ...s, logout: endSession };
}

/** The display name of the signed-in user (desPessoa), or ''. */
export function displayNameOf(s: SessionState): string {
  return s.account?.usuario.desPessoa || s.account?.usuario.desUsuario || s.account?.email || '';
}
