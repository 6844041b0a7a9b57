import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from './server';

const root = resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(join(tmpdir(), 'thrive-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the production server process', () => {
  it('keeps data across a restart and stops cleanly on SIGTERM within 5 s', async () => {
    const first = await startServer({}, dataDir);
    const health = (await (await fetch(`${first.url}/api/health`)).json()) as {
      status: string;
      installedAt: string;
    };
    expect(health.status).toBe('ok');
    expect(health.installedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const started = Date.now();
    expect(await first.stop('SIGTERM')).toBe(0);
    expect(Date.now() - started).toBeLessThan(5000);

    const second = await startServer({}, dataDir);
    const again = (await (await fetch(`${second.url}/api/health`)).json()) as { installedAt: string };
    expect(again.installedAt).toBe(health.installedAt);
    expect(await second.stop('SIGINT')).toBe(0);
  });

  it('fails fast with one readable line on a malformed DATABASE_URL', () => {
    const result = spawnSync(process.execPath, [join(root, 'apps/api/dist/server.mjs')], {
      env: { ...process.env, DATABASE_URL: 'postgres://nonsense' },
      encoding: 'utf8',
      timeout: 15_000,
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid configuration: DATABASE_URL must be a PostgreSQL URL/);
  });

  it('fails fast with one line when PostgreSQL cannot be reached', () => {
    const result = spawnSync(process.execPath, [join(root, 'apps/api/dist/server.mjs')], {
      env: { ...process.env, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/thrive' },
      encoding: 'utf8',
      timeout: 15_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(/^Cannot connect to PostgreSQL at 127\.0\.0\.1:1\/thrive/);
  });
});
