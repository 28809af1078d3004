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

/** OpenAPI generated from the zod route schemas; UI at /api/docs, JSON at /api/docs/json. */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(fastifySwagger, {
      openapi: {
        info: {
          title: 'Controle de Desperdícios API',
          description: 'API do Controle de Desperdícios (contrato: shared/spec.md §7)',
          version: '1.0.0',
        },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
        security: [{ bearer: [] }],
      },
      transform: (arg) => {
        const out = jsonSchemaTransform(arg);
        const body = arg.route?.config?.openapiBody;
        return body ? { ...out, schema: { ...out.schema, body } } : out;
      },
    });
    await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'swagger' },
);
