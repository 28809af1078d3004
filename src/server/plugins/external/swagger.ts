import { listBodies } from '@domain/schemas/registers';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The documented request body (OpenAPI `content` per media type), for a route whose body the schema
     * validator never sees (a file streamed to the handler): documentation only, no validation. A schema's
     * `examples` become the media type's example.
     */
    openapiBody?: { description?: string; content: Record<string, { schema: object }> };
  }
}

type JsonSchema = { properties?: Record<string, JsonSchema>; items?: JsonSchema; type?: string };

/** A {key: list} body's document, with the bare list (and the one id, for a list of ids) it also takes. */
function withBareList(body: unknown, key: string): unknown {
  const list = (body as JsonSchema | undefined)?.properties?.[key];
  if (!list) return body;
  const one = list.items?.type === 'integer' ? [list.items] : [];
  return { anyOf: [body, list, ...one] };
}

/** OpenAPI generated from the zod route schemas; UI at /api/docs, JSON at /api/docs/json. */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(fastifySwagger, {
      openapi: {
        info: {
          title: 'Controle de Desperdícios API',
          description: 'API do Controle de Desperdícios (contrato: docs/contract, §7)',
          version: '1.0.0',
        },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
        security: [{ bearer: [] }],
      },
      transform: (arg) => {
        const out = jsonSchemaTransform(arg);
        const body = arg.route?.config?.openapiBody;
        if (body) return { ...out, schema: { ...out.schema, body } };
        const list = arg.schema?.body ? listBodies.get(arg.schema.body as never) : undefined;
        return list
          ? { ...out, schema: { ...out.schema, body: withBareList(out.schema.body, list.listKey) } }
          : out;
      },
    });
    await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'swagger' },
);
