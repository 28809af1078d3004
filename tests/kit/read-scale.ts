/**
 * A scale read by the browser, set up through the real API for the e2e tests and the bench: a new scale of
 * the company with the given protocol, active at a restaurant and linked to a user there (the kitchen user
 * sees only their linked scales). `remove` deactivates both links again, so later tests see the restaurant's
 * scales as before.
 */

async function call<T>(base: string, token: string, method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<T>;
}

/** The user id in a token (its subject). */
export const userOfToken = (token: string): number =>
  Number(JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub);

export interface ReadScale {
  idBal: number;
  desBalanca: string;
  remove(): Promise<void>;
}

export async function addReadScale(
  base: string,
  adminToken: string,
  opts: { idRestaurante: number; idUsuario: number; tipProtocolo: string; name: string },
): Promise<ReadScale> {
  const [scale] = await call<{ idBal: number; desBalanca: string }[]>(
    base,
    adminToken,
    'POST',
    '/api/v1/reTbCadBalancas/saveAll',
    [
      {
        idBal: null,
        idSerial: `SIM-${Date.now()}-${opts.tipProtocolo}`,
        desBalanca: opts.name,
        tipProtocolo: opts.tipProtocolo,
      },
    ],
  );
  const [unit] = await call<{ idBalUnidade: number }[]>(
    base,
    adminToken,
    'POST',
    '/api/v1/reTbBalancasUnidades/saveAll',
    [{ idBalUnidade: null, idRestaurante: opts.idRestaurante, idBal: scale.idBal, indInativo: 0 }],
  );
  const [user] = await call<{ idBalRestUsuario: number }[]>(
    base,
    adminToken,
    'POST',
    '/api/v1/reTbRestBalancasUsuarios/saveAll',
    [
      {
        idBalRestUsuario: null,
        idRestaurante: opts.idRestaurante,
        idBal: scale.idBal,
        idUsuario: opts.idUsuario,
        indInativo: 0,
      },
    ],
  );
  return {
    idBal: scale.idBal,
    desBalanca: scale.desBalanca,
    async remove() {
      await call(base, adminToken, 'POST', '/api/v1/reTbRestBalancasUsuarios/saveAll', [
        {
          idBalRestUsuario: user.idBalRestUsuario,
          idRestaurante: opts.idRestaurante,
          idBal: scale.idBal,
          idUsuario: opts.idUsuario,
          indInativo: 1,
        },
      ]);
      await call(base, adminToken, 'POST', '/api/v1/reTbBalancasUnidades/saveAll', [
        {
          idBalUnidade: unit.idBalUnidade,
          idRestaurante: opts.idRestaurante,
          idBal: scale.idBal,
          indInativo: 1,
        },
      ]);
    },
  };
}
