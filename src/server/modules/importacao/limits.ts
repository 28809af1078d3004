import { IMPORT_MSG } from '@domain/rules/import-values';
import { sql } from 'drizzle-orm';
import { tooManyAttempts } from '../../core/domain-errors';
import { type Db, rowsOf } from '../../db/client';

/** Seconds a company is told to wait when one of its imports is still running. */
const BUSY_RETRY_SECONDS = 30;

/**
 * The limits of the imports, per company: at most `perMinute` started per minute (a fixed-window counter in
 * PostgreSQL, shared by every instance), and one running at a time: in this process a set of companies, and
 * across instances a transaction-level advisory lock the import takes in its own transaction.
 */
export function importLimits(db: Db, perMinute: number) {
  const running = new Set<number>();

  return {
    /** Counts one import of the company; 429 with Retry-After past the limit. */
    async count(idEmpresa: number): Promise<void> {
      const [row] = await rowsOf<{ qtd: number; restante: number }>(
        db,
        sql`insert into importacao_limites as t (id_empresa, dta_inicio, qtd_importacoes)
            values (${idEmpresa}, now(), 1)
            on conflict (id_empresa) do update set
              dta_inicio = case when t.dta_inicio <= now() - interval '1 minute' then now() else t.dta_inicio end,
              qtd_importacoes = case when t.dta_inicio <= now() - interval '1 minute' then 1
                                     else t.qtd_importacoes + 1 end
            returning qtd_importacoes as qtd,
              ceil(extract(epoch from t.dta_inicio + interval '1 minute' - now()))::int as restante`,
      );
      if (Number(row.qtd) > perMinute) {
        const seconds = Math.max(1, Number(row.restante));
        throw tooManyAttempts(IMPORT_MSG.tooMany(seconds), seconds);
      }
    },

    /** Marks the company's import as running in this process; 429 when one already is. */
    enter(idEmpresa: number): () => void {
      if (running.has(idEmpresa)) throw tooManyAttempts(IMPORT_MSG.busy, BUSY_RETRY_SECONDS);
      running.add(idEmpresa);
      return () => running.delete(idEmpresa);
    },

    /** In the import's transaction: the lock that keeps other instances from importing for the company. */
    async lock(tx: Db, idEmpresa: number): Promise<void> {
      const [row] = await rowsOf<{ ok: boolean }>(
        tx,
        sql`select pg_try_advisory_xact_lock(hashtext('controle-desperdicios:importacao'), ${idEmpresa}) as ok`,
      );
      if (!row.ok) throw tooManyAttempts(IMPORT_MSG.busy, BUSY_RETRY_SECONDS);
    },
  };
}
