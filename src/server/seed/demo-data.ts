import argon2 from 'argon2';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { type Db, rowsOf } from '../db/client';
import * as schema from '../db/schema/all';
import { empresas } from '../db/schema/all';
import { rebuildResumoDia } from '../modules/rollup/public';
import { appointments } from './demo/appointments';
import { catalog } from './demo/catalog';
import { companiesAndUsers, restaurantsAndSatellites } from './demo/companies';
import { DEMO_PASSWORD, DemoContext } from './demo/context';
import { kanbansAndMenus, satelliteCounts } from './demo/kanbans';
import { alertsNotificationsLabels } from './demo/notices';
import { divergencesAndIntegration } from './demo/operations';
import { goals, parameters } from './demo/parameters';
import { productionHistory } from './demo/production';
import { scales } from './demo/scales';
import { approvalRights, unitRegisters } from './demo/unit-registers';
import { demoToday, Rng } from './prng';

/** Derives the demand model's seed from the demo's (its own stream, never the main one). */
const DEMAND_SEED_MASK = 0x5bd1e995;

export interface DemoSummary {
  /** The day the data is relative to ('YYYY-MM-DD'). */
  today: string;
  elapsedMs: number;
  /** Rows per table name after loading. */
  counts: Record<string, number>;
}

export interface DemoOptions {
  /** Pretend today is this day ('YYYY-MM-DD'); defaults to today where the demo's restaurants are. */
  today?: string;
  /** PRNG seed (same seed and day → same data). */
  seed?: number;
}

/** True when no company exists yet (the demo data is loaded only then). */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: empresas.idEmpresa }).from(empresas).limit(1);
  return rows.length === 0;
}

/**
 * Loads the realistic demo data (2 companies, 13 restaurants, 90 days of appointments, 16 weeks of production
 * history from a hidden demand model: kanbans −112…+14 days, meals served and surplus weighings…)
 * in one transaction. Meant for an empty, migrated database.
 */
export async function loadDemoData(db: Db, options: DemoOptions = {}): Promise<DemoSummary> {
  const started = performance.now();
  const today = options.today ?? demoToday();
  const hash = await argon2.hash(DEMO_PASSWORD, { type: argon2.argon2id });
  const counts = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const seed = options.seed ?? 20240601;
    await loadStages(new DemoContext(t, today, hash, new Rng(seed), new Rng(seed ^ DEMAND_SEED_MASK)));
    // The daily rollup of the dashboards, built once from the bulk-loaded appointments and costs.
    await rebuildResumoDia(t);
    return countRows(t);
  });
  // Planner statistics for the freshly loaded tables (embedded PGlite has no autovacuum to gather them).
  await db.execute(sql`analyze`);
  return { today, elapsedMs: Math.round(performance.now() - started), counts };
}

/** Row counts of every table of the schema, in one query. */
async function countRows(db: Db): Promise<Record<string, number>> {
  const names = (Object.values(schema) as unknown[])
    .filter((v): v is PgTable => is(v, PgTable))
    .map((table) => getTableConfig(table).name)
    .sort();
  // One row per table (a UNION ALL: json_build_object would stop at 50 tables, PostgreSQL's 100 arguments).
  const select = names
    .map((n) => `select '${n}' as name, count(*)::int as n from "${n}"`)
    .join(' union all ');
  const rows = await rowsOf<{ name: string; n: number | string }>(db, sql.raw(select));
  return Object.fromEntries(rows.map((r) => [r.name, Number(r.n)]));
}

/** The demo's stages, in order: each one's rows refer to those of the stages before it. */
async function loadStages(ctx: DemoContext) {
  await companiesAndUsers(ctx);
  await restaurantsAndSatellites(ctx);
  await catalog(ctx);
  await unitRegisters(ctx);
  await scales(ctx);
  await approvalRights(ctx);
  await parameters(ctx);
  await goals(ctx);
  await kanbansAndMenus(ctx);
  await satelliteCounts(ctx);
  await productionHistory(ctx);
  await appointments(ctx);
  await divergencesAndIntegration(ctx);
  await alertsNotificationsLabels(ctx);
}
