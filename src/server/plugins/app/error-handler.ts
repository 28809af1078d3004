import { MSG } from '@domain/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { dataExceptionIssue, isDataException } from '../../core/data-error';
import {
  ConflictError,
  DomainError,
  ForbiddenError,
  InvalidError,
  NotFoundError,
  TooManyAttemptsError,
  UnauthenticatedError,
} from '../../core/domain-errors';
import { HttpError } from '../../core/http-errors';
import { type FieldIssue, fieldIssuesOf, itemNounOf } from '../../core/validator';
import { pgErrorOf } from '../../db/pg-error';

/**
 * One error shape for the whole API: {statusCode, error, message, exception, fields?}.
 * The services' domain errors get their status here (invalid 400, unauthenticated 401, forbidden 403, not found
 * 404, conflict 409, too many attempts 429 with Retry-After); an HttpError carries its own (413, 415, 503).
 * Schema failures are 400 with the human message of each field (label and rule, its position in a list) and
 * `fields` (path and message, for programs). A value the database's column type refuses (SQLSTATE class 22)
 * is the client's too: 400 naming the field. A database momentarily busy or away is 503 with Retry-After.
 * Only real faults are 500.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((err: FastifyError, request, reply) => {
      if (Array.isArray(err.validation)) {
        // Every route validates with core/validator: each field carries the text a person reads. Anything else
        // (a route without a zod schema) still never shows a path or a schema's wording.
        const fields: FieldIssue[] = fieldIssuesOf(err.validation) ?? [
          { field: err.validationContext ?? 'body', message: 'Dados enviados em formato inválido' },
        ];
        const message = [...new Set(fields.map((f) => f.message))].join('; ');
        return reply
          .code(400)
          .send({ statusCode: 400, error: 'Bad Request', message, exception: message, fields });
      }
      const thrown: unknown = err;
      if (thrown instanceof DomainError) {
        const status = statusOf(thrown);
        if (thrown instanceof TooManyAttemptsError) {
          reply.header('retry-after', String(thrown.retryAfterSeconds));
        }
        return reply.code(status).send({
          statusCode: status,
          error: errorName(status),
          message: thrown.message,
          exception: thrown.message,
          ...thrown.extra,
        });
      }
      if (err instanceof HttpError) {
        if (err.headers) reply.headers(err.headers);
        return reply.code(err.statusCode).send({
          statusCode: err.statusCode,
          error: errorName(err.statusCode),
          message: err.message,
          exception: err.message,
          ...err.extra,
        });
      }
      const pg = pgErrorOf(err);
      if (isDataException(pg.code)) {
        const issue = dataExceptionIssue({ ...pg, code: pg.code }, request, itemNounOf(request.url));
        request.log.warn({ err }, 'data exception answered 400');
        return reply.code(400).send({
          statusCode: 400,
          error: 'Bad Request',
          message: issue.message,
          exception: issue.message,
          ...(issue.field ? { fields: [issue] } : {}),
        });
      }
      if (isTransient(pg.code)) {
        // Not a fault of the request nor of the code: the database is busy or away. 503 and Retry-After; the
        // tablets' outbox retries a 5xx by itself.
        request.log.warn({ err }, 'database busy or unavailable: answered 503');
        return reply.code(503).header('retry-after', '5').send({
          statusCode: 503,
          error: 'Service Unavailable',
          message: MSG.serverBusy,
          exception: MSG.serverBusy,
        });
      }
      if (isClientAbort(err, request)) {
        // The client went away mid-answer (a tablet leaving the Wi-Fi, a tab closed): nothing to fix, nobody
        // to answer. Info, not error: level 50 means a person should look.
        request.log.info({ code: err.code }, 'o cliente encerrou a conexão antes da resposta');
        return reply.code(499).send();
      }
      const status = err.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const message = translate(err);
        return reply
          .code(status)
          .send({ statusCode: status, error: errorName(status), message, exception: message });
      }
      request.log.error({ err }, 'unhandled error');
      return reply.code(500).send({
        statusCode: 500,
        error: 'Internal Server Error',
        message: MSG.genericError,
        exception: MSG.genericError,
      });
    });

    app.setNotFoundHandler((request, reply) => {
      const message = `Rota ${request.method} ${request.url.split('?')[0]} não existe`;
      reply.code(404).send({ statusCode: 404, error: 'Not Found', message, exception: message });
    });
  },
  { name: 'error-handler' },
);

/** The HTTP status of a domain error. */
function statusOf(err: DomainError): number {
  if (err instanceof InvalidError) return 400;
  if (err instanceof UnauthenticatedError) return 401;
  if (err instanceof ForbiddenError) return 403;
  if (err instanceof NotFoundError) return 404;
  if (err instanceof ConflictError) return 409;
  if (err instanceof TooManyAttemptsError) return 429;
  return 400;
}

/**
 * SQLSTATEs of a database that is momentarily busy or away: a statement timeout or cancel (57014), a deadlock or
 * serialization failure the retries did not get past (40P01, 40001), too many connections (53300), a server
 * shutting down (57P01–57P03) and lost connections (class 08).
 */
function isTransient(code: string | undefined): boolean {
  if (!code) return false;
  return (
    ['57014', '40P01', '40001', '53300', '57P01', '57P02', '57P03'].includes(code) || code.startsWith('08')
  );
}

/**
 * A stream cut because the client closed the connection (the compression stream's 'Premature close', a reset
 * socket), or any error once the request's socket is gone.
 */
function isClientAbort(err: FastifyError, request: FastifyRequest): boolean {
  if (err.code === 'ERR_STREAM_PREMATURE_CLOSE' || err.code === 'ECONNRESET' || err.code === 'EPIPE')
    return true;
  return request.raw.destroyed && !request.raw.complete;
}

/**
 * Fastify's `frameworkErrors`: a URL the router cannot read (invalid percent-encoding, a path parameter past
 * its length) is answered before any route, so the error handler never sees it; it gets the same shape.
 */
export function frameworkErrors(err: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = err.statusCode && err.statusCode < 500 ? err.statusCode : 400;
  const message = translate(err);
  reply.code(status).send({ statusCode: status, error: errorName(status), message, exception: message });
}

function translate(err: FastifyError): string {
  switch (err.code) {
    case 'FST_ERR_BAD_URL':
      return 'O endereço da requisição é inválido';
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return 'Um parâmetro do endereço é longo demais';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'O corpo da requisição não é um JSON válido';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Tipo de conteúdo não suportado; envie application/json';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'O corpo da requisição é grande demais';
    default:
      return err.message;
  }
}

function errorName(status: number): string {
  return (
    {
      400: 'Bad Request',
      401: 'Unauthorized',
      403: 'Forbidden',
      404: 'Not Found',
      409: 'Conflict',
      414: 'URI Too Long',
      429: 'Too Many Requests',
    }[status] ?? 'Error'
  );
}
