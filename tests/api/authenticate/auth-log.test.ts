import { readFileSync } from 'node:fs';
import { acessos, usuarios } from '@server/db/schema/core';
import { loggerOptions } from '@server/logger';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, demoCompanies, signIn } from '../../kit/sign-in';
import { createTestApp, type TestApp } from '../../kit/test-app';

/**
 * The server log (and its download) keeps no password, token or login ticket: the app's logger at level info,
 * writing the log file the download route serves, over a user's creation, logins, a ticket and its link.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { LOG_LEVEL: 'info' },
    {
      logger: (env) =>
        pino(loggerOptions('info'), pino.destination({ dest: env.LOG_FILE, sync: true, mkdir: true })),
    },
  );
});
afterAll(async () => t?.close());

describe('server log', () => {
  it('redacts passwords, tokens and tickets, in the file and in its download', async () => {
    const password = 'Senha-Bem-Secreta-4711';
    const wrong = 'Errada-Mas-Secreta-0815';
    const admin = await signIn(t.app, 'admin@demo.com.br');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/nlBaseUsuarios',
      headers: bearer(admin),
      payload: {
        idUsuario: null,
        desUsuario: 'registrado-no-log',
        desPessoa: 'Registrado no Log',
        desEmail: 'registrado-no-log@teste.com.br',
        desSenha: password,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { idUsuario } = created.json();
    const [idEmpresa] = await demoCompanies(t.app);
    await t.database.db.insert(acessos).values({ idUsuario, idEmpresa, indApontamentos: true });

    const login = (pw: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/authenticate/login',
        payload: { username: 'registrado-no-log', password: pw },
      });
    expect((await login(wrong)).statusCode).toBe(401);
    const ok = await login(password);
    expect(ok.statusCode).toBe(200);
    const token = ok.json().id_token as string;
    const issued = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate/loginByNumSeq/ticket',
      headers: bearer(token),
    });
    const ticket = issued.json().numSeq as string;
    // the link a second device opens, then its login
    await t.app.inject({ method: 'GET', url: `/?LoginNumSeq=${ticket}` });
    const byTicket = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate/loginByNumSeq',
      payload: { numSeq: ticket },
    });
    expect(byTicket.statusCode).toBe(200);
    // whatever a handler might log: secrets under any name the rules know, a few levels deep
    t.app.log.info(
      { body: { desSenha: password, acessos: [{ token }] }, headers: { authorization: `Bearer ${token}` } },
      'objeto com segredos',
    );

    const file = readFileSync(t.env.LOG_FILE, 'utf8');
    // the log is there: the requests, the logins, the link with its ticket's value hidden
    expect(file).toContain('"msg":"login"');
    expect(file).toContain('"msg":"login por ticket"');
    expect(file).toContain('/?LoginNumSeq=***');
    expect(file).toContain('"desSenha":"***"');
    for (const secret of [password, wrong, ticket, token, byTicket.json().id_token]) {
      expect(file).not.toContain(secret);
    }

    const download = await t.app.inject({
      method: 'GET',
      url: '/api/v1/download/current/logs',
      headers: bearer(admin),
    });
    expect(download.statusCode).toBe(200);
    expect(download.body).toContain('/?LoginNumSeq=***');
    for (const secret of [password, wrong, ticket, token]) expect(download.body).not.toContain(secret);

    await t.database.db.delete(usuarios).where(eq(usuarios.idUsuario, idUsuario));
  });
});
