import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appRoutineRuns } from '../db/schema/platform';

/** This process, as the claims name it. */
export const INSTANCE_ID = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

/** A claim still unfinished after this long is taken as abandoned (its instance stopped during the run). */
export const ABANDONED_AFTER_MINUTES = 60;

/**
 * Claims the run of `routine` for `day` for this instance: true when it may run it, false when another
 * instance ran it already or is running it. One row per routine and day (primary key), so of instances
 * claiming together exactly one wins. A failed run, or one abandoned for ABANDONED_AFTER_MINUTES, may be
 * claimed again.
 */
export async function claimRoutineRun(db: Db, routine: string, day: string): Promise<boolean> {
  const rows = await db
    .insert(appRoutineRuns)
    .values({ rotina: routine, dia: day, instancia: INSTANCE_ID })
    .onConflictDoUpdate({
      target: [appRoutineRuns.rotina, appRoutineRuns.dia],
      set: { instancia: INSTANCE_ID, dtaInicio: sql`now()`, dtaFim: null, indFalhou: false },
      setWhere: sql`${appRoutineRuns.indFalhou} or (${appRoutineRuns.dtaFim} is null
        and ${appRoutineRuns.dtaInicio} < now() - make_interval(mins => ${ABANDONED_AFTER_MINUTES}))`,
    })
    .returning({ rotina: appRoutineRuns.rotina });
  return rows.length === 1;
}

/** Records the end of this instance's run of `routine` for `day`; a failed one may be claimed again. */
export async function finishRoutineRun(db: Db, routine: string, day: string, ok: boolean): Promise<void> {
  await db
    .update(appRoutineRuns)
    .set({ dtaFim: sql`now()`, indFalhou: !ok })
    .where(
      and(
        eq(appRoutineRuns.rotina, routine),
        eq(appRoutineRuns.dia, day),
        eq(appRoutineRuns.instancia, INSTANCE_ID),
      ),
    );
}
