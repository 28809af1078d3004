import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { REDACTED, redactUrl, SECRET_KEYS } from '@domain/secrets';
import type { FastifyRequest } from 'fastify';
import pino, { type Logger } from 'pino';

/** How deep in a logged object a secret field is found by name (pino's wildcards stand for one level each). */
const REDACT_DEPTH = 5;

/** pino redact paths for every secret key at the top and under up to REDACT_DEPTH - 1 levels. */
export function secretPaths(): string[] {
  const paths: string[] = [];
  for (const key of SECRET_KEYS) {
    const name = /^[A-Za-z_$][\w$]*$/.test(key) ? key : `["${key}"]`;
    for (let depth = 0; depth < REDACT_DEPTH; depth++) {
      const prefix = '*.'.repeat(depth);
      paths.push(name.startsWith('[') ? `${prefix.slice(0, -1) || ''}${name}` : `${prefix}${name}`);
    }
  }
  return paths;
}

/** Fastify's request serializer, with the secret query parameters of the URL redacted. */
function serializeRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** The logger's options: levels, ISO time, and secrets (passwords, tokens, tickets) redacted wherever logged. */
export function loggerOptions(level: string): pino.LoggerOptions {
  return {
    level,
    redact: { paths: secretPaths(), censor: REDACTED },
    serializers: { req: serializeRequest as (req: unknown) => unknown },
    timestamp: pino.stdTimeFunctions.isoTime,
  };
}

/** Structured JSON logs to stdout and to the log file served by /api/v1/download/current/logs. */
export function createLogger(level: string, file: string): Logger {
  mkdirSync(dirname(file), { recursive: true });
  const streams = [
    { level: level as pino.Level, stream: process.stdout },
    { level: level as pino.Level, stream: pino.destination({ dest: file, sync: false, mkdir: true }) },
  ];
  return pino(loggerOptions(level), pino.multistream(streams));
}
