import { randomUUID } from 'node:crypto';
import { validatorCompiler } from '@server/core/validator';
import { reTbIntegracaoDesperdicio } from '@server/db/schema/appointments';
import { reTbCadBalancas } from '@server/db/schema/scales';
import errorHandler from '@server/plugins/app/error-handler';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bearer, demoCompanies, signIn } from '../../kit/sign-in';
import { createTestApp, type TestApp } from '../../kit/test-app';

/**
 * Input no column can hold is refused with a 400 a person reads, naming the field: integers past int4,
 * NUL and lone surrogates in any string (also where no token is needed), days the calendar has not got, and
 * nesting no body needs. A value that still reaches PostgreSQL badly is answered 400 too, never 500.
 */

let t: TestApp;
let admin: string;
let companyA: number;

beforeAll(async () => {
  t = await createTestApp();
  [companyA] = await demoCompanies(t.app);
  admin = await signIn(t.app, 'admin@demo.com.br', { idEmpresa: companyA });
});
afterAll(async () => t?.close());

interface ErrorBody {
  message: string;
  exception: string;
  fields?: { field: string; message: string }[];
}

async function answer(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  token: string | null = admin,
) {
  // Sent as JSON text: inject would not keep a lone surrogate of an object payload.
  const json = payload === undefined ? {} : { 'content-type': 'application/json' };
  const res = await t.app.inject({
    method,
    url,
    headers: { ...(token ? bearer(token) : {}), ...json },
    payload: payload === undefined ? undefined : JSON.stringify(payload),
  });
  return { status: res.statusCode, body: res.json() as ErrorBody };
}

describe('integers are bounded to their column', () => {
  it('an id past int4 is refused in a body, a path and a query', async () => {
    const body = await answer('POST', '/api/v1/reTbDespApont/findAll', { idRestaurante: 2 ** 31 });
    expect(body.status).toBe(400);
    expect(body.body.message).toBe('Restaurante: valor inválido');
    expect(body.body.fields).toEqual([{ field: 'idRestaurante', message: 'Restaurante: valor inválido' }]);

    const path = await answer('GET', `/api/v1/reTbRestaurantes/lov/findById/${2 ** 31}`);
    expect(path.status).toBe(400);
    expect(path.body.fields?.[0].field).toBe('id');

    const query = await answer('GET', `/api/v1/reTbUnidadesSatelite/?idRestaurante=${2 ** 53}`);
    expect(query.status).toBe(400);
    expect(query.body.message).toBe('Restaurante: valor inválido');
  });

  it('a number past int4 names its limit, in a list by position', async () => {
    const item = { desParametro: 'X', seqParametro: 2 ** 31, vlrParametroTxt: 'x' };
    const res = await answer('POST', '/api/v1/reTbParametros/saveAll', [item]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Linha 1: Sequência acima do máximo permitido (2.147.483.647)');
  });

  it('a kg or decimal value past its numeric column is refused by its own rule', async () => {
    const container = await answer('POST', '/api/v1/reTbRecipientes/saveAll', [
      { idRecipiente: null, desRecipiente: `Fuzz ${randomUUID()}`, qtdMaxima: 1e12 },
    ]);
    expect(container.status).toBe(400);
    expect(container.body.exception).toMatch(/Máximo do recipiente inválido/);

    const parameter = await answer('POST', '/api/v1/reTbParametros/saveAll', [
      { desParametro: `FUZZ ${randomUUID()}`, seqParametro: 1, tipParametro: 'dec', vlrParametroDec: 1e300 },
    ]);
    expect(parameter.status).toBe(400);
    expect(parameter.body.exception).toMatch(/informe um valor decimal válido/);
  });
});

describe('NUL and lone surrogates are refused in every string', () => {
  it('on login and loginByNumSeq, which take no token', async () => {
    // Without a token.
    const login = (body: unknown) => answer('POST', '/api/authenticate/login', body, null);
    const nul = await login({ username: 'admin@demo.com.br\u0000', password: 'demo' });
    expect(nul.status).toBe(400);
    expect(nul.body.message).toBe('E-mail/Usuário AD: contém um caractere não permitido');

    const surrogate = await login({ username: 'x', password: 'de\uD800mo' });
    expect(surrogate.status).toBe(400);
    expect(surrogate.body.message).toBe('Senha: contém um caractere não permitido');

    const numSeq = await answer('POST', '/api/authenticate/loginByNumSeq', { numSeq: '1\u0000' }, null);
    expect(numSeq.status).toBe(400);
    expect(numSeq.body.message).toMatch(/contém um caractere não permitido/);
  });

  it('on the integration intake: in a field, in a field of its own and in a key; nothing is stored', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ idSerial: 'BAL\uDC00' }, 'Pesagem 1: Serial da balança: contém um caractere não permitido'],
      [{ observacao: '\uD83Dx' }, 'Pesagem 1: Observacao: contém um caractere não permitido'],
      [{ 'obs\u0000': 1 }, 'Pesagem 1: Nome de campo com caractere não permitido'],
    ];
    for (const [extra, message] of cases) {
      const idLocal = randomUUID();
      const res = await answer('POST', '/api/v1/reTbIntegracaoDesperdicio', [
        { idLocal, qtdPeso: 1, ...extra },
      ]);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      const stored = await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(reTbIntegracaoDesperdicio)
        .where(eq(reTbIntegracaoDesperdicio.idLocal, idLocal));
      expect(stored[0].n).toBe(0);
    }
  });

  it('in a query string', async () => {
    const res = await answer('GET', '/api/v1/reTbInsumos/lov?search=a%00b');
    expect(res.status).toBe(400);
    expect(res.body.fields?.[0].field).toBe('search');
  });

  it('a URL the router cannot read answers in the API shape, in pt-BR', async () => {
    const encoding = await answer('GET', '/api/v1/reTbRecipientes/%ED%A0%80');
    expect(encoding.status).toBe(400);
    expect(encoding.body).toMatchObject({ statusCode: 400, message: 'O endereço da requisição é inválido' });
    const long = await answer('GET', `/api/v1/reTbCadBalancas/findAllByIdSerial/${'9'.repeat(2_000)}`);
    expect(long.status).toBe(414);
    expect(long.body).toMatchObject({ statusCode: 414, message: 'Um parâmetro do endereço é longo demais' });
    expect(long.body.exception).toBe(long.body.message);
  });

  it('nesting no body needs is refused, not walked', async () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100; i++) deep = { a: deep };
    const res = await answer('POST', '/api/v1/reTbIntegracaoDesperdicio', [
      { idLocal: randomUUID(), extra: deep },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Dados enviados com aninhamento profundo demais');
  });
});

describe('days are days of the calendar', () => {
  it('2024-02-30 is refused on reTbNrSatelite, in the body and in the search', async () => {
    const item = {
      idNrSat: null,
      dtaNr: '2024-02-30',
      idItemVenda: 1,
      idProduto: 1,
      idRestaurante: 1,
      idSatelite: 1,
      qtdNrCli: 1,
      qtdNrColab: 0,
    };
    const save = await answer('POST', '/api/v1/reTbNrSatelite', [item]);
    expect(save.status).toBe(400);
    expect(save.body.message).toBe('Linha 1: Data inválida');

    const search = await answer(
      'GET',
      '/api/v1/reTbNrSatelite/search?idRestaurante=1&idSatelite=1&dtaInicial=2024-02-30&dtaFinal=2024-03-01',
    );
    expect(search.status).toBe(400);
    expect(search.body.message).toBe('Data inicial inválida');
  });

  it('a day PostgreSQL has not got is refused with the range', async () => {
    const res = await answer('POST', '/api/v1/reTbDespApont/findAll', { dtaApontamentoIni: '0000-01-01' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Data inicial: a data deve estar entre 01/01/1900 e 31/12/2999');
  });
});

describe('a data exception of the database is a 400 naming the field', () => {
  /** An app with the API's validator and error handler, whose route sends its input to the database. */
  async function probeApp() {
    const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    await app.register(errorHandler);
    const db = t.database.db;
    app.post(
      '/probe/:kind',
      { schema: { params: z.object({ kind: z.string() }), body: z.record(z.string(), z.string()) } },
      async (req) => {
        const [value] = Object.values(req.body);
        switch (req.params.kind) {
          case 'int':
            return db.execute(sql`select ${value}::int as v`);
          case 'date':
            return db.execute(sql`select ${value}::date as v`);
          default:
            // A scale's serial is varchar(60); the insert fails before any row is written.
            return db
              .insert(reTbCadBalancas)
              .values({ idEmpresa: companyA, idSerial: value, desBalanca: 'x' });
        }
      },
    );
    await app.ready();
    return app;
  }

  it('invalid text, a number out of range, a day out of range and a text too long', async () => {
    const app = await probeApp();
    try {
      const cases: [string, Record<string, string>, string, string][] = [
        ['int', { qtdNrCli: 'doze' }, 'qtdNrCli', 'Refeições de clientes: valor inválido'],
        [
          'int',
          { seqParametro: '3000000000' },
          'seqParametro',
          'Sequência: valor fora do intervalo permitido',
        ],
        ['date', { dtaNr: '2024-02-30' }, 'dtaNr', 'Data: data inválida'],
        ['text', { idSerial: 'x'.repeat(61) }, 'idSerial', 'Serial da balança: texto longo demais'],
      ];
      for (const [kind, payload, field, message] of cases) {
        const res = await app.inject({ method: 'POST', url: `/probe/${kind}`, payload });
        expect(res.statusCode, `${kind} ${JSON.stringify(payload).slice(0, 40)}`).toBe(400);
        const body = res.json() as ErrorBody;
        expect(body.message).toBe(message);
        expect(body.fields).toEqual([{ field, message }]);
      }
    } finally {
      await app.close();
    }
  });
});
