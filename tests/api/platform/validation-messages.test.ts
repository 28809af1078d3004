import { randomUUID } from 'node:crypto';
import { toIsoLocal } from '@domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstRestaurantOf, trayOf } from '../../kit/fixtures/entry';
import { bearer, demoCompanies, signIn } from '../../kit/sign-in';
import { createTestApp, type TestApp } from '../../kit/test-app';

/**
 * A body the schema refuses is answered with what a person reads: the field's label and the rule, the
 * position of a list element in words; the path stays in `fields`, for programs only.
 */

let t: TestApp;
let admin: string;
let unit: number;
const today = toIsoLocal(new Date());

beforeAll(async () => {
  t = await createTestApp();
  const [companyA] = await demoCompanies(t.app);
  admin = await signIn(t.app, 'admin@demo.com.br', { idEmpresa: companyA });
  unit = await firstRestaurantOf(t.database.db, companyA);
});
afterAll(async () => t?.close());

const weighing = (over: Record<string, unknown> = {}) => trayOf(unit, over);

async function refused(method: 'POST' | 'PUT', url: string, payload: unknown) {
  const res = await t.app.inject({ method, url, headers: bearer(admin), payload: payload as object });
  expect(res.statusCode).toBe(400);
  const body = res.json() as { message: string; exception: string; fields: { field: string }[] };
  expect(body.exception).toBe(body.message);
  // Nothing of the schema reaches the person: no quote, no dotted path, no zod wording, no English.
  expect(body.message).not.toMatch(/['"`]/);
  expect(body.message).not.toMatch(/[A-Za-z_]\.[A-Za-z]|\b\d+\.[a-zA-Z]/);
  expect(body.message).not.toMatch(/esperava|esperado|recebido|Campo corpo/i);
  expect(body.message).not.toMatch(/\b(invalid|expected|received|must|required|input|string|number)\b/i);
  return body;
}

describe('human validation messages', () => {
  it('saveAll: a weight beyond the schema, a missing field and a bad date, each by position', async () => {
    const body = await refused('POST', '/api/v1/reTbDesperdiciosDet/saveAll', [
      weighing(),
      weighing({ qtdDesperdicio: 99_999_999 }),
      weighing({ dtaApontamento: undefined }),
      weighing({ dtaDispositivo: 'ontem às 10h' }),
    ]);
    expect(body.message).toBe(
      'Pesagem 2: Quantidade acima do máximo permitido (100.000 kg); Pesagem 3: Data: informação obrigatória; ' +
        'Pesagem 4: Data e hora da pesagem inválida',
    );
    expect(body.fields.map((f) => f.field)).toEqual([
      '1.qtdDesperdicio',
      '2.dtaApontamento',
      '3.dtaDispositivo',
    ]);
  });

  it('validarApontamento and the single POST speak the same way', async () => {
    const list = await refused('PUT', '/api/v1/reTbDesperdiciosDet/validarApontamento', [
      weighing({ idRestaurante: 'um' }),
    ]);
    expect(list.message).toBe('Pesagem 1: Restaurante: valor inválido');
    const single = await refused('POST', '/api/v1/reTbDesperdiciosDet', weighing({ qtdDesperdicio: 1e9 }));
    expect(single.message).toBe('Quantidade acima do máximo permitido (100.000 kg)');
    const empty = await refused('POST', '/api/v1/reTbDesperdiciosDet/saveAll', []);
    expect(empty.message).toBe('Nenhuma pesagem informada');
  });

  it('a register saveAll names the line', async () => {
    const body = await refused('POST', '/api/v1/reTbRecipientes/saveAll', [
      { idRecipiente: null, desRecipiente: 'Cuba rasa' },
      { idRecipiente: null, desRecipiente: '   ' },
    ]);
    expect(body.message).toBe('Linha 2: Descrição: informação obrigatória');
    expect(body.fields).toEqual([expect.objectContaining({ field: '1.desRecipiente' })]);
  });

  it('a dashboard filter names its fields', async () => {
    const body = await refused('POST', '/api/v1/home/', {
      dtaPeriodoIni: '2025-02-30',
      dtaPeriodoFim: today,
      indPeriodo: 9,
    });
    expect(body.message).toContain('Grupo de restaurantes: informação obrigatória');
    expect(body.message).toContain('Data inválida');
    expect(body.message).toContain('Período');
  });

  it('the scale app intake names the weighing', async () => {
    const body = await refused('POST', '/api/v1/reTbIntegracaoDesperdicio', [
      { idLocal: randomUUID(), idSerial: 'X', qtdPeso: 1 },
      { idLocal: 'não é uuid', idSerial: 'X', qtdPeso: 1 },
    ]);
    expect(body.message).toBe('Pesagem 2: Identificador da pesagem: identificador inválido');
  });
});
