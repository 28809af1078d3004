import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSettings } from '../db/schema/platform';

/**
 * A value kept in the database, the same for every instance: the first to ask stores `initial()` (INSERT …
 * ON CONFLICT DO NOTHING: two instances asking together store one), then every instance reads the stored one.
 */
export async function keptSetting(db: Db, chave: string, initial: () => string): Promise<string> {
  await db.insert(appSettings).values({ chave, valor: initial() }).onConflictDoNothing();
  const [row] = await db
    .select({ valor: appSettings.valor })
    .from(appSettings)
    .where(eq(appSettings.chave, chave));
  return row.valor;
}

/**
 * The JWT secret when JWT_SECRET is not set: kept in the database, so a token signed by one instance is
 * accepted by every other. The first start generates it, or takes over the DATA_DIR/jwt-secret file of an
 * older version (whose tokens then stay valid).
 */
export function keptJwtSecret(db: Db, dataDir: string): Promise<string> {
  return keptSetting(db, 'jwt_secret', () => {
    const file = join(dataDir, 'jwt-secret');
    const old = existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
    return old.length >= 32 ? old : randomBytes(48).toString('base64url');
  });
}
