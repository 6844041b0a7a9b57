import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../src/db/client';
import { appMeta } from '../src/db/schema/index';

const folder = mkdtempSync(join(tmpdir(), 'thrive-data-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

// The embedded database's folder behaviour (the PostgreSQL project excludes pglite-*.int.test.ts).
describe('embedded database in DATA_DIR', () => {
  it('runs with 16 MB of shared buffers (not the 160 MB PGlite sets) and small work areas (decisions 0032, 0066)', async () => {
    const database = await openPglite(null, { migrate: false });
    try {
      const rows = (await database.db.execute(
        sql`select name, current_setting(name) as value from unnest(array['shared_buffers', 'work_mem',
          'temp_buffers', 'wal_buffers', 'maintenance_work_mem']) as name`,
      )) as unknown as {
        rows: { name: string; value: string }[];
      };
      expect(Object.fromEntries(rows.rows.map((row) => [row.name, row.value]))).toEqual({
        shared_buffers: '16MB',
        work_mem: '1MB',
        temp_buffers: '1MB',
        wal_buffers: '512kB',
        maintenance_work_mem: '8MB',
      });
    } finally {
      await database.close();
    }
  });

  it('keeps data across a restart', async () => {
    const first = await openPglite(folder);
    await first.db.insert(appMeta).values({ key: 'probe', value: 'kept' });
    await first.close();

    const second = await openPglite(folder);
    const rows = await second.db.select().from(appMeta).where(eq(appMeta.key, 'probe'));
    await second.close();
    expect(rows[0]?.value).toBe('kept');
  });

  it('refuses a second process on the same folder with a clear message', async () => {
    // Another live process holds the lock: our parent's pid is alive.
    writeFileSync(join(folder, 'thrive.lock'), String(process.ppid));
    await expect(openPglite(folder)).rejects.toThrow(
      /Another Thrive process \(pid \d+\) is using the embedded database/,
    );
    rmSync(join(folder, 'thrive.lock'));
  });

  it('refuses to open the same folder twice in one process', async () => {
    const first = await openPglite(folder);
    try {
      await expect(openPglite(folder)).rejects.toThrow(/already open in this process/);
    } finally {
      await first.close();
    }
  });

  it('takes over a stale lock left by a process that died', async () => {
    writeFileSync(join(folder, 'thrive.lock'), '999999');
    const database = await openPglite(folder);
    expect(await database.ping()).toBe(true);
    await database.close();
  });
});
