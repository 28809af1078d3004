import { keptSetting } from '../../core/app-settings';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { checkVapidKeys, generateVapidKeys, type VapidKeys } from './web-push-client';

interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** mailto: of SMTP_FROM's address ('Nome <a@b>' or 'a@b'). */
function mailtoOf(from: string): string {
  const m = /<([^>]+)>/.exec(from);
  return `mailto:${(m ? m[1] : from).trim()}`;
}

/** VAPID_SUBJECT, else APP_URL when it is https, else SMTP_FROM's address. */
export function vapidSubject(env: Pick<Env, 'VAPID_SUBJECT' | 'APP_URL' | 'SMTP_FROM'>): string {
  if (env.VAPID_SUBJECT) return env.VAPID_SUBJECT;
  if (env.APP_URL?.startsWith('https://')) return env.APP_URL;
  return mailtoOf(env.SMTP_FROM);
}

/**
 * The server's VAPID keys, or null when push is off: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when both are set;
 * otherwise, on the embedded database, a pair generated at the first start and kept in app_settings (as the
 * JWT secret); on PostgreSQL none (every instance must share one pair: the operator sets it), logged.
 */
export async function vapidKeysOf(
  db: Db,
  kind: 'pglite' | 'postgres',
  env: Pick<Env, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'APP_URL' | 'SMTP_FROM'>,
  log: Logger,
): Promise<VapidKeys | null> {
  const subject = vapidSubject(env);
  let pair: { publicKey: string; privateKey: string } | null = null;
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY)
    pair = { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY };
  else if (env.VAPID_PUBLIC_KEY || env.VAPID_PRIVATE_KEY) {
    log.warn({}, 'notificações push desligadas: defina VAPID_PUBLIC_KEY e VAPID_PRIVATE_KEY juntas');
    return null;
  } else if (kind === 'pglite')
    pair = JSON.parse(await keptSetting(db, 'vapid_keys', () => JSON.stringify(generateVapidKeys())));
  else {
    log.warn(
      {},
      'notificações push desligadas: no PostgreSQL defina VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY e VAPID_SUBJECT ' +
        '(gere o par com `npx web-push generate-vapid-keys`)',
    );
    return null;
  }
  const keys = { ...(pair as { publicKey: string; privateKey: string }), subject };
  try {
    checkVapidKeys(keys);
  } catch (err) {
    log.warn({ err: (err as Error).message }, 'notificações push desligadas: chaves VAPID inválidas');
    return null;
  }
  log.info({ subject }, 'notificações push ligadas');
  return keys;
}
