import type { TestProject } from 'vitest/node';
import { startServer } from '../kit/server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Starts the real server (built PWA + API) on a fresh embedded database, as `npm start` does after the build. */
export default async function setup(project: TestProject) {
  const server = await startServer();
  console.log(
    `[e2e] servidor em ${server.baseUrl}, pronto em ${server.startedInMs} ms (migração + dados de demonstração)`,
  );
  project.provide('baseUrl', server.baseUrl);
  return () => server.stop();
}
