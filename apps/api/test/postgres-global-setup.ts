import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../src/db/client';

/**
 * Builds one migrated template database per run; every test file clones it (see ./db.ts),
 * so no state is shared between files. With CI=true an unreachable PostgreSQL fails the run.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at ${new URL(adminUrl).host} (TEST_DATABASE_URL): ${(error as Error).message}. ` +
        'Start it (see README) or run `npm run test:unit`.',
    );
  }
  const template = `thrive_tpl_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${template}`);
  const templateUrl = withDatabase(adminUrl, template);
  const database = await openPostgres(templateUrl, { max: 1 });
  await database.close();
  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgTemplate', template);

  return async () => {
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE $1 OR datname = $2`,
      [`${template.replace('tpl', 't')}_%`, template],
    );
    for (const row of rows) await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
    await admin.end();
  };
}

export function withDatabase(url: string, name: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplate: string;
  }
}
