/**
 * Signing a user in through the real API, for every kind of test: on an app in the test process (API tests,
 * benches: app.inject) or on a server at a base URL (e2e, benches: fetch). No test runner needed.
 */
import type { FastifyInstance } from 'fastify';

/** Where the requests go: an app in this process, or the base URL of a running server. */
export type Server = FastifyInstance | string;

export const DEMO_PASSWORD = 'demo';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A JSON call answering its status and body; `token` as the bearer. */
async function call(
  server: Server,
  method: 'GET' | 'POST',
  url: string,
  { token, body }: { token?: string; body?: unknown } = {},
): Promise<{ status: number; text: string }> {
  const headers = token ? bearer(token) : {};
  if (typeof server !== 'string') {
    const res = await server.inject({ method, url, headers, payload: body as object | undefined });
    return { status: res.statusCode, text: res.body };
  }
  const res = await fetch(`${server}${url}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, text: await res.text() };
}

/** A user's token before a company is picked; throws with the answer when the login fails. */
export async function login(server: Server, username: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await call(server, 'POST', '/api/authenticate/login', { body: { username, password } });
  if (res.status !== 200) throw new Error(`login ${username}: ${res.status} ${res.text}`);
  return JSON.parse(res.text).id_token;
}

/** The companies a token's user sees, in the order the API answers them. */
export async function companiesOf(server: Server, token: string): Promise<{ idEmpresa: number }[]> {
  const res = await call(server, 'GET', '/api/v1/empresas', { token });
  if (res.status !== 200) throw new Error(`empresas: ${res.status} ${res.text}`);
  return JSON.parse(res.text);
}

/**
 * Logs `username` in and picks a company (`idEmpresa`, else the first the user sees): the token carries it.
 * Throws with the answer when a step fails.
 */
export async function signIn(
  server: Server,
  username: string,
  { idEmpresa, password = DEMO_PASSWORD }: { idEmpresa?: number; password?: string } = {},
): Promise<string> {
  const token = await login(server, username, password);
  const id = idEmpresa ?? (await companiesOf(server, token))[0].idEmpresa;
  const res = await call(server, 'POST', '/api/authenticate/empresa/selecionar', {
    token,
    body: { idEmpresa: id },
  });
  if (res.status !== 200) throw new Error(`selecionar ${username}/${id}: ${res.status} ${res.text}`);
  return JSON.parse(res.text).id_token;
}

/** The two demo companies' ids, in the order the admin sees them ([A, B]). */
export async function demoCompanies(server: Server): Promise<[number, number]> {
  const companies = await companiesOf(server, await login(server, 'admin@demo.com.br'));
  return [companies[0].idEmpresa, companies[1].idEmpresa];
}
