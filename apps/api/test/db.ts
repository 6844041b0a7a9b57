import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../src/db/client';
import { withDatabase } from './postgres-global-setup';

export type TestDbKind = 'pglite' | 'postgres';

export function testDbKind(): TestDbKind {
  return process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';
}

/** A fresh, migrated database for one test file: in-memory PGlite, or a clone of the PostgreSQL template. */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  if (testDbKind() === 'pglite') return openPglite(null);
  const adminUrl = inject('pgAdminUrl');
  const template = inject('pgTemplate');
  const name = `${template.replace('tpl', 't')}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(adminUrl, name);
  const database = await openPostgres(url, { migrate: false, max: 5 });
  return {
    ...database,
    url,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
      await cleanup.end();
    },
  };
}
