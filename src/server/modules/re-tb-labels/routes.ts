import { apiError } from '@domain/schemas/auth';
import { label, labelsFindBody, labelsFindByIdsBody, labelsSaveAllBody } from '@domain/schemas/dash-desafio';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyOf } from '../../core/request-context';
import { findLabels, findLabelsByIds, saveLabels } from './service';

/**
 * /api/v1/reTbLabels (spec §7 Labels): the company's editable titles and texts (the Desafio dashboard's).
 * Reading is open to every user with a company (everyone who opens the Desafio reads its texts: an explicit
 * empty flag list); saving needs indLblDesafios (API_ACCESS.reTbLabels).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const errors = { 400: apiError, 401: apiError, 403: apiError };

  app.post(
    '/find',
    {
      config: { flags: [] },
      schema: { tags: ['labels'], body: labelsFindBody, response: { 200: z.array(label), ...errors } },
    },
    async (req) => findLabels(app.db, companyOf(req), req.body),
  );

  app.post(
    '/findByIds',
    {
      config: { flags: [] },
      schema: { tags: ['labels'], body: labelsFindByIdsBody, response: { 200: z.array(label), ...errors } },
    },
    async (req) => findLabelsByIds(app.db, companyOf(req), req.body.idsLabels),
  );

  app.post(
    '/saveAll',
    {
      config: { flags: ['indLblDesafios'] },
      schema: { tags: ['labels'], body: labelsSaveAllBody, response: { 200: z.array(label), ...errors } },
    },
    async (req) => saveLabels(app.db, companyOf(req), req.body),
  );
};

export default routes;
