/** Direct calls to the real server under test (the e2e checks what it holds, never a mock). */
import { inject } from 'vitest';
import { signIn } from '../../kit/sign-in';

/** The local day `offset` days from today, 'yyyy-MM-dd'. */
export function isoDay(offset = 0): string {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return [d.getFullYear(), d.getMonth() + 1, d.getDate()].map((n) => String(n).padStart(2, '0')).join('-');
}

/** A user's API token for their first company (the demo password, on the suite's server unless told). */
export async function apiLogin(
  username: string,
  { password = 'demo', base = inject('baseUrl') }: { password?: string; base?: string } = {},
): Promise<string> {
  return signIn(base, username, { password });
}

export interface StoredRow {
  idApontamento: number;
  uuidApontamento: string | null;
  qtdDesperdicio: number;
  tipDesperdicio: number;
}

/** Every appointment of a restaurant on a day, as the server holds them. */
export async function rowsOf(token: string, idRestaurante: number, day: string): Promise<StoredRow[]> {
  const res = await fetch(
    `${inject('baseUrl')}/api/v1/reTbDesperdiciosDet/searchAllForConsultaApontamentos`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ idRestaurante, dtaApontamentoIni: day, dtaApontamentoFim: day }),
    },
  );
  if (!res.ok) throw new Error(`searchAllForConsultaApontamentos: ${res.status} ${await res.text()}`);
  return res.json();
}

/** The containers of a restaurant with their tares. */
export async function taresOf(
  token: string,
  idRestaurante: number,
): Promise<{ idRecipiente: number; qtdPeso: number; desRecipiente: string }[]> {
  const res = await fetch(`${inject('baseUrl')}/api/v1/reTbRecipientesPesos/lov/findActivesByIdRestaurante`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ idRestaurante }),
  });
  if (!res.ok) throw new Error(`findActivesByIdRestaurante: ${res.status} ${await res.text()}`);
  return res.json();
}

/** A call to the real server with `token`; throws with the answer on a non-2xx status. */
export async function apiCall<T>(token: string, method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(`${inject('baseUrl')}${url}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<T>;
}
