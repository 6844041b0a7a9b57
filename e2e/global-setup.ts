import type { TestProject } from 'vitest/node';
import { startServer } from './server';

/**
 * One production server for the browser journeys, on a random port (or `E2E_PORT` on a shared machine) with a
 * temporary data folder.
 */
export default async function setup(project: TestProject) {
  const server = await startServer(process.env.E2E_PORT ? { PORT: process.env.E2E_PORT } : {});
  project.provide('baseUrl', server.url);
  return async () => {
    await server.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
