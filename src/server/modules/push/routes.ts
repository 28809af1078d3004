import { isIP } from 'node:net';
import { apiError } from '@domain/schemas/auth';
import { pushPublicKey, pushSubscription, pushUnsubscribe } from '@domain/schemas/push';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalid } from '../../core/domain-errors';
import { companyOf, userOf } from '../../core/request-context';
import { deleteSubscription, saveSubscription } from './queries';

const PUSH_OFF = 'As notificações no aparelho não estão disponíveis neste servidor.';

/** 127.0.0.0/8, ::1 or localhost. */
function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost') return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  return host === '::1';
}

/**
 * /api/v1/push — the devices' Web Push subscriptions of the signed-in user in the token's company: the VAPID
 * public key the browser subscribes with, opting in (POST /subscribe) and out (POST /unsubscribe). Any user
 * with access to the company may opt in (the weekly digest); approval pushes go to the units' approvers.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['push'];
  const errors = { 400: apiError, 401: apiError, 403: apiError };
  const ok = z.object({ ok: z.boolean() });

  /** https push services only (http on this machine when PUSH_LOOPBACK_HTTP allows it: the tests'). */
  const checkEndpoint = (endpoint: string) => {
    const url = new URL(endpoint);
    if (url.protocol === 'https:') return;
    if (url.protocol === 'http:' && app.push.loopbackHttp && isLoopback(url.hostname)) return;
    throw invalid('O endereço da inscrição precisa ser https.');
  };

  app.get('/publicKey', { schema: { tags, response: { 200: pushPublicKey, ...errors } } }, async () => ({
    publicKey: app.push.publicKey,
  }));

  app.post(
    '/subscribe',
    { schema: { tags, body: pushSubscription, response: { 200: ok, ...errors } } },
    async (req) => {
      if (!app.push.sender) throw invalid(PUSH_OFF);
      checkEndpoint(req.body.endpoint);
      await saveSubscription(app.db, companyOf(req), userOf(req).idUsuario, req.body);
      return { ok: true };
    },
  );

  app.post(
    '/unsubscribe',
    { schema: { tags, body: pushUnsubscribe, response: { 200: ok, ...errors } } },
    async (req) => ({
      ok: await deleteSubscription(app.db, companyOf(req), userOf(req).idUsuario, req.body.endpoint),
    }),
  );
};

export default routes;
