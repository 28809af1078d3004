import { mkdirSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_DEADLINE_MS } from './db/pg-pool';

const optionalUrl = z
  .string()
  .url()
  .optional()
  .or(z.literal('').transform(() => undefined));

/** A flag that may be left unset: true, false, or undefined (absent or blank: the default applies). */
const optionalFlag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v === '1' || v === 'true'));

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY besides addresses and CIDRs. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** An IPv4 or IPv6 address in its usual form, optionally with a prefix length ('10.0.0.0/8'). */
function isAddressOrCidr(text: string): boolean {
  const [addr, prefix, ...rest] = text.split('/');
  const version = isIP(addr);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Which hops may set X-Forwarded-For, for Fastify's `trustProxy`: off (the socket's address is the client's),
 * a number of proxies in front of the server, or the proxies' addresses, CIDRs or range names.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((raw, ctx): false | number | string[] => {
    const v = (raw ?? '').trim();
    if (v === '' || v === '0' || v === 'false' || v === 'off') return false;
    if (/^\d+$/.test(v)) return Number(v);
    const entries = v
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    const bad = entries.filter((e) => !PROXY_RANGE_NAMES.includes(e) && !isAddressOrCidr(e));
    if (v === 'true' || bad.length > 0 || entries.length === 0) {
      ctx.addIssue({
        code: 'custom',
        message:
          'informe o número de proxies à frente do servidor (ex.: 1) ou os endereços/CIDRs deles separados por ' +
          `vírgula (ex.: 10.0.0.0/8,loopback)${v === 'true' ? '; "true" confiaria em qualquer X-Forwarded-For' : ''}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/**
 * TRUST_PROXY as Fastify's `trustProxy`. Fastify no longer takes a bare hop count (it cannot vouch for the
 * peer), so a count becomes "trust the nearest n hops", as proxy-addr counts them: the server must then be
 * reachable only through those proxies; the proxies' addresses are the stricter choice.
 */
export function fastifyTrustProxy(
  value: Env['TRUST_PROXY'],
): false | string[] | ((addr: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  if (value === 0) return false;
  return (_addr, hop) => hop < value;
}

export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  /** A PostgreSQL (usually a read replica) for the dashboards and reports; DATABASE_URL's by default. */
  DATABASE_READ_URL: optionalUrl,
  /** Connections of each PostgreSQL pool (per instance). */
  DATABASE_POOL_MAX: z.coerce.number().int().min(2).max(1000).default(10),
  /** Statement timeout (ms) of the app's PostgreSQL statements, given as SET LOCAL; 0 keeps the server's. */
  DATABASE_STATEMENT_TIMEOUT: z.coerce.number().int().min(0).max(86_400_000).default(0),
  /**
   * Client-side deadline (ms) of each PostgreSQL call, waiting for a connection included: a connection with no
   * answer within it is destroyed and replaced, and the request answers 503. 0 turns it off (not advised).
   */
  DATABASE_DEADLINE: z.coerce.number().int().min(0).max(3_600_000).default(DEFAULT_DEADLINE_MS),
  /**
   * Secret of the tokens. When absent, one is generated once and kept in the database (app_settings), so
   * every instance on the same database shares it.
   */
  JWT_SECRET: z
    .string()
    .min(32, 'JWT_SECRET precisa ter ao menos 32 caracteres')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Lifetime of an id_token in seconds; must exceed the 1800 s the client wants left. */
  TOKEN_TTL: z.coerce
    .number()
    .int()
    .min(3600)
    .default(8 * 3600),
  /**
   * Load demo data on start into an empty database: unset, on the embedded one only; DEMO_DATA=1 on PostgreSQL
   * too; DEMO_DATA=0 never (start empty and create the first administrator with `npm run admin:create`).
   */
  DEMO_DATA: optionalFlag,
  /** Failed login attempts per account (known or not), from any address, per LOGIN_RATE_WINDOW. */
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Failed login and ticket attempts per client address (IPv6: per /64), over any accounts, per window. */
  LOGIN_ADDRESS_RATE_LIMIT: z.coerce.number().int().min(1).default(50),
  /** Minutes of the login limits' window; a blocked client is told when it ends (Retry-After). */
  LOGIN_RATE_WINDOW: z.coerce.number().int().min(1).max(1440).default(15),
  /** Largest master-data import file (bytes), checked while it streams in: 20 MB by default. */
  IMPORT_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(20 * 1024 * 1024),
  /** Master-data imports (simulations included) a company may start per minute, across instances. */
  IMPORT_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  /** X-Forwarded-For: off (default), the number of proxies in front, or their addresses/CIDRs. */
  TRUST_PROXY: trustProxy,
  /** Bearer token of GET /metrics (Prometheus); unset, the metrics are off (404). At least 16 characters. */
  METRICS_TOKEN: z
    .string()
    .min(16, 'METRICS_TOKEN precisa ter ao menos 16 caracteres')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Folder of the built PWA. */
  STATIC_DIR: z.string().default('./dist'),
  /** The daily divergence routine (yesterday, at start and every day at 02:00 São Paulo): 'on' or 'off'. */
  DIVERGENCES_SCHEDULE: z.enum(['on', 'off']).default('on'),
  /**
   * The daily notification routine (every company's alerts, at 07:00 São Paulo): 'on' or 'off'. Off unless
   * asked for: it notifies and e-mails users.
   */
  NOTIFICATIONS_SCHEDULE: z.enum(['on', 'off']).default('off'),
  /** SMTP server of the routine's e-mails (smtp[s]://user:pass@host:port); without it they are only logged. */
  SMTP_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Sender of the routine's e-mails. */
  SMTP_FROM: z.string().min(3).default('Controle de Desperdícios <nao-responda@localhost>'),
  /** The app's public address (https://desperdicios.exemplo.com.br): e-mail links are made absolute with it. */
  APP_URL: optionalUrl.refine((v) => v === undefined || /^https?:\/\//.test(v), {
    message: 'APP_URL precisa começar com http:// ou https://',
  }),
  /**
   * An S3-compatible store for the waste photos (path-style: S3_ENDPOINT/S3_BUCKET/fotos/<empresa>/<uuid>).
   * With all four set the photos go there; otherwise they are kept in the database.
   */
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** The daily routine that deletes the photos older than RE-Fotos seq 1 days (03:00 São Paulo): 'on' or 'off'. */
  PHOTO_RETENTION_SCHEDULE: z.enum(['on', 'off']).default('on'),
  /**
   * VAPID keys of Web Push (base64url, as `npx web-push generate-vapid-keys` prints them), the same pair for every
   * instance. Without them the embedded database keeps a pair it generates (app_settings); on PostgreSQL push is
   * off (logged at start).
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  VAPID_PRIVATE_KEY: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Who the push services may contact about this server: mailto: or https:; APP_URL (https) or SMTP_FROM's address by default. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'VAPID_SUBJECT precisa começar com mailto: ou https://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Accept push endpoints http:// on this machine (127.0.0.1, ::1, localhost): only a local push service of the tests needs it. */
  PUSH_LOOPBACK_HTTP: optionalFlag,
  /** Milliseconds a SIGTERM/SIGINT waits for the requests under way and the database before exiting anyway. */
  SHUTDOWN_TIMEOUT: z.coerce.number().int().min(0).max(600_000).default(10_000),
});

export type Env = z.infer<typeof envSchema> & { LOG_FILE: string };

/** Parses the environment (a clear error listing every bad value); creates DATA_DIR. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Configuração inválida:\n${lines}`);
  }
  const env = parsed.data;
  const dataDir = resolve(env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return { ...env, DATA_DIR: dataDir, LOG_FILE: join(dataDir, 'logs', 'server.log') };
}
