/** The full schema, for drizzle's relational queries. Each table file is re-exported here (the only such file). */
export * from './admin';
export * from './appointments';
export * from './core';
export * from './menu';
export * from './photos';
export * from './platform';
export * from './production';
export * from './push';
export * from './registers';
export * from './restaurants';
export * from './rollup';
export * from './scales';
