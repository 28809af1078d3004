/** The full schema, for drizzle's relational queries. Each table file is re-exported here (the only such file). */
export * from './core';
