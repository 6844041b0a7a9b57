import type { TestProject } from 'vitest/node';
import { startServer } from './server';

/** One production server for the browser journeys, on a random port with a temporary data folder. */
export default async function setup(project: TestProject) {
  const server = await startServer();
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
