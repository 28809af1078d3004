/** Signing a demo user in through the real API, for the e2e tests and the benches (no test runner needed). */

/** A user's token for their first company (the demo password). */
export async function loginFirstCompany(base: string, username: string, password = 'demo'): Promise<string> {
  const post = async (url: string, body: unknown, token?: string) => {
    const res = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const { id_token } = await post('/api/authenticate/login', { username, password });
  const empresas = (await (
    await fetch(`${base}/api/v1/empresas`, { headers: { authorization: `Bearer ${id_token}` } })
  ).json()) as { idEmpresa: number }[];
  return (await post('/api/authenticate/empresa/selecionar', { idEmpresa: empresas[0].idEmpresa }, id_token))
    .id_token;
}
