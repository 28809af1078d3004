import { apiError } from '@domain/schemas/auth';
import { coercedId, int4 } from '@domain/schemas/fields';
import { deleteResult, idsBody, saveAllError } from '@domain/schemas/registers';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type RegisterConfig, type RegisterService, registerService } from './register-service';
import { companyOf } from './request-context';

/**
 * The register engine's routes: list, get, saveAll and delete of a register (core/register-service), with a
 * schema on every route.
 */

const idParam = z.object({ id: coercedId });
/** 400 of a refused delete: the ids a hook blocked. */
const deleteError = saveAllError.extend({ blocked: z.array(int4).optional() });

/** Registers the engine's routes of `config` on `app` (a route plugin whose prefix is the resource URL). */
export function registerRoutes<Row, Item>(
  app: FastifyInstance,
  config: RegisterConfig<Row, Item>,
): RegisterService<Row, Item> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = registerService(app.db, config);
  const tags = [config.name];
  const routeConfig: FastifyContextConfig = config.flags ? { flags: config.flags } : {};
  const readConfig: FastifyContextConfig = config.readFlags ? { flags: config.readFlags } : routeConfig;
  const errors = { 400: apiError, 401: apiError, 403: apiError };
  // Widened: the type provider cannot resolve a generic Row through the response schema.
  const row = config.row as z.ZodType<unknown>;

  if (config.list !== false) {
    const list = config.list ?? {};
    r.get(
      '/',
      {
        config: readConfig,
        schema: {
          tags,
          ...(list.query ? { querystring: list.query } : {}),
          response: { 200: z.array(row), ...errors },
        },
      },
      async (req) =>
        list.find
          ? list.find(app.db, companyOf(req), (req.query ?? {}) as never)
          : service.list(companyOf(req)),
    );
  }

  if (config.get !== false) {
    r.get(
      '/:id',
      {
        config: readConfig,
        schema: { tags, params: idParam, response: { 200: row, 404: apiError, ...errors } },
      },
      async (req) => service.get(companyOf(req), req.params.id),
    );
  }

  if (config.saveAll !== false) {
    for (const path of [config.saveAll?.path ?? '/saveAll'].flat()) {
      r.post(
        path,
        {
          config: routeConfig,
          schema: {
            tags,
            body: z.array(config.item).max(1000),
            response: { 200: z.array(row), ...errors, 400: saveAllError },
          },
        },
        async (req) => service.saveAll(companyOf(req), req.body as Item[]),
      );
    }
  }

  if (config.remove) {
    const { bodyKey, path = '/', byParam } = config.remove;
    const response = { 200: deleteResult, 404: apiError, ...errors, 400: deleteError };
    r.delete(path, { config: routeConfig, schema: { tags, body: idsBody(bodyKey), response } }, async (req) =>
      service.remove(companyOf(req), (req.body as Record<string, number[]>)[bodyKey]),
    );
    if (byParam) {
      r.delete('/:id', { config: routeConfig, schema: { tags, params: idParam, response } }, async (req) =>
        service.remove(companyOf(req), [req.params.id]),
      );
    }
  }

  return service;
}

/**
 * A single-row POST (spec §7: POST /api/v1/reTbRecipientes {idRecipiente, desRecipiente},
 * POST /api/v1/reTbBalancasUnidade): inserts (null id) or updates one row with the register's rules.
 */
export function saveOneRoute<Row, Item>(
  app: FastifyInstance,
  config: RegisterConfig<Row, Item>,
  path = '/',
): void {
  const service = registerService(app.db, config);
  app.withTypeProvider<ZodTypeProvider>().post(
    path,
    {
      config: config.flags ? { flags: config.flags } : {},
      schema: {
        tags: [config.name],
        body: config.item,
        response: { 200: config.row as z.ZodType<unknown>, 400: saveAllError, 401: apiError, 403: apiError },
      },
    },
    async (req) => service.saveOne(companyOf(req), req.body as Item),
  );
}
