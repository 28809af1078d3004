import { serializerCompiler } from '@server/core/serializer';
import Fastify from 'fastify';
import { serializerCompiler as libraryCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

const linha = z.object({ id: z.number().int(), nome: z.string(), kg: z.number().nullable() });
const resposta = z.object({ linhas: z.array(linha), total: z.number() });

async function appWith(data: unknown, compiler: typeof serializerCompiler = serializerCompiler) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(compiler);
  app.get('/', { schema: { response: { 200: resposta } } }, async () => data);
  await app.ready();
  return app;
}

describe('response serializer', () => {
  it('writes the same JSON as the zod provider, extra keys stripped', async () => {
    const data = {
      linhas: [
        { id: 1, nome: 'Açaí "especial"', kg: 1.5, extra: 'x' },
        { id: 2, nome: 'Feijão', kg: null },
      ],
      total: 1.5,
      segredo: 'não sai',
    };
    const ours = await (await appWith(data)).inject({ method: 'GET', url: '/' });
    const library = await (
      await appWith(data, libraryCompiler as unknown as typeof serializerCompiler)
    ).inject({ method: 'GET', url: '/' });
    expect(ours.statusCode).toBe(200);
    expect(ours.body).toBe(library.body);
    expect(ours.json()).toEqual({
      linhas: [
        { id: 1, nome: 'Açaí "especial"', kg: 1.5 },
        { id: 2, nome: 'Feijão', kg: null },
      ],
      total: 1.5,
    });
  });

  it('never sends an answer that does not match its schema', async () => {
    const app = await appWith({ linhas: [{ id: 1.5, nome: 'x', kg: 1 }], total: 1 });
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('"linhas"');
  });
});
