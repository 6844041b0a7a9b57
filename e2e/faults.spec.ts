import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  analysisRequest,
  createPgDatabase,
  eventually,
  httpClient,
  servicesAvailable,
  startHangingModel,
  startWorker,
} from './processes';
import { startServer } from './server';

/** Fault tests on the production build: processes killed mid-job, an unusable embedded-database folder. */
const root = resolve(import.meta.dirname, '..');
const folders: string[] = [];
const tempFolder = (prefix: string) => {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  folders.push(folder);
  return folder;
};
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

type Analysis = { status: string; failureReason?: string | null };

describe('a server killed with SIGKILL in the middle of an analysis', () => {
  it('finishes the analysis after the restart (never pending forever)', { timeout: 120_000 }, async () => {
    const dataDir = tempFolder('thrive-kill-');
    const model = await startHangingModel();
    const first = await startServer({ ...model.env, ANALYSIS_WAIT_MS: '0' }, dataDir);
    const visitor = httpClient({ origin: `http://localhost:${first.port}` });
    try {
      expect((await visitor.request(first.url, 'POST', '/api/auth/sign-in/anonymous', {})).status).toBe(200);
      const submitted = await visitor.request(
        first.url,
        'POST',
        '/api/functions/generate-career-analysis',
        analysisRequest(),
      );
      expect(submitted.status).toBe(202);
      const id = submitted.json.analysis.id as string;
      // The job is running: it waits for the language model, which never answers.
      await model.called;
      first.process.kill('SIGKILL');
      await new Promise((r) => first.process.once('exit', r));

      // Same folder, no model: the stale lock is taken over and the interrupted job is resumed at start.
      const second = await startServer({ ANALYSIS_WAIT_MS: '0' }, dataDir);
      try {
        const other = httpClient({ origin: `http://localhost:${second.port}` });
        for (const [k, v] of visitor.jar) other.jar.set(k, v);
        const done = await eventually(
          async () => {
            const res = await other.request(second.url, 'GET', `/api/analyses/${id}`);
            const analysis = res.json?.analysis as Analysis | undefined;
            return analysis && analysis.status !== 'pending' ? analysis : undefined;
          },
          30_000,
          'the interrupted analysis to settle',
        );
        expect(done.status).toBe('completed');
      } finally {
        await second.stop();
      }
    } finally {
      await model.close();
    }
  });
});

const hasServices = await servicesAvailable({ postgres: true });

describe.skipIf(!hasServices)('a pg-boss worker killed while it holds a job', () => {
  it('another worker finishes the job', { timeout: 150_000 }, async () => {
    const db = await createPgDatabase();
    const model = await startHangingModel();
    const env = { DATABASE_URL: db.url, JOB_QUEUE: 'pgboss', LOG_LEVEL: 'warn' };
    const server = await startServer({ ...env, ANALYSIS_WAIT_MS: '0' });
    let second: Awaited<ReturnType<typeof startWorker>> | null = null;
    const first = await startWorker({ ...env, ...model.env });
    try {
      const visitor = httpClient({ origin: `http://localhost:${server.port}` });
      expect((await visitor.request(server.url, 'POST', '/api/auth/sign-in/anonymous', {})).status).toBe(200);
      const submitted = await visitor.request(
        server.url,
        'POST',
        '/api/functions/generate-career-analysis',
        analysisRequest(),
      );
      expect(submitted.status).toBe(202);
      const id = submitted.json.analysis.id as string;
      await model.called; // the first worker holds the job
      await first.stop('SIGKILL');

      second = await startWorker(env);
      const done = await eventually(
        async () => {
          const res = await visitor.request(server.url, 'GET', `/api/analyses/${id}`);
          const analysis = res.json?.analysis as Analysis | undefined;
          return analysis && analysis.status !== 'pending' ? analysis : undefined;
        },
        90_000,
        'the second worker to finish the job',
      );
      expect(done.status, second.output()).toBe('completed');
    } finally {
      await first.stop('SIGKILL');
      await second?.stop();
      await server.stop();
      await model.close();
      await db.drop();
    }
  });
});

describe('the embedded database folder unusable', () => {
  // A start that succeeds keeps running: it is killed after 20 s (SIGKILL, a crash on a full disk, which must not
  // corrupt anything either).
  const start = (dataDir: string, shellPrefix = '') =>
    spawnSync('sh', ['-c', `${shellPrefix}exec "${process.execPath}" apps/api/dist/server.mjs`], {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
      },
      encoding: 'utf8',
      timeout: 20_000,
      killSignal: 'SIGKILL',
    });

  it('a file where the folder should be: one clear line, exit 1, the file untouched', () => {
    const parent = tempFolder('thrive-notdir-');
    const path = join(parent, 'data');
    writeFileSync(path, 'not a folder');
    const result = start(path);
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/DATA_DIR|data folder|embedded database/i);
    expect(lines[0]).toContain(path);
    expect(readFileSync(path, 'utf8')).toBe('not a folder');
  });

  it('a file where the database folder inside it should be (read-only for the database): clear error', () => {
    const dataDir = tempFolder('thrive-ro-');
    writeFileSync(join(dataDir, 'pglite'), 'in the way');
    const result = start(dataDir);
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(/embedded database/i);
    expect(readFileSync(join(dataDir, 'pglite'), 'utf8')).toBe('in the way');
  });

  it(
    'a full disk (a 256 KB file-size limit): a clear error at start, and existing data survives',
    { timeout: 120_000 },
    async () => {
      // A fresh folder cannot be initialised when no file may grow past 256 KB.
      const fresh = tempFolder('thrive-full-');
      const failed = start(join(fresh, 'data'), 'ulimit -f 256; ');
      expect(failed.status).toBe(1);
      expect(failed.stderr.trim().split('\n')).toHaveLength(1);
      expect(failed.stderr).toMatch(/embedded database|migrations/i);

      // A folder with data, then a start while the disk is "full", then a normal start: the data is intact.
      const dataDir = tempFolder('thrive-full-data-');
      mkdirSync(dataDir, { recursive: true });
      const first = await startServer({}, dataDir);
      const marker = `kept-${randomBytes(4).toString('hex')}`;
      const person = httpClient({ origin: `http://localhost:${first.port}` });
      expect((await person.request(first.url, 'POST', '/api/auth/sign-in/anonymous', {})).status).toBe(200);
      const saved = await person.request(first.url, 'PUT', '/api/me/onboarding', {
        answers: { careerGoalsText: marker },
      });
      expect(saved.status).toBe(200);
      expect(await first.stop('SIGTERM')).toBe(0);

      const squeezed = start(dataDir, 'ulimit -f 1; ');
      // Either it refuses to start with one clear line, or (nothing to write) it starts; it never corrupts.
      if (squeezed.status !== null && squeezed.status !== 0) {
        expect(squeezed.stderr.trim().split('\n').length).toBeLessThanOrEqual(2);
      }

      const again = await startServer({}, dataDir);
      try {
        const reader = httpClient({ origin: `http://localhost:${again.port}` });
        for (const [k, v] of person.jar) reader.jar.set(k, v);
        const read = await reader.request(again.url, 'GET', '/api/me/onboarding');
        expect(read.status).toBe(200);
        expect(read.json.answers.careerGoalsText).toBe(marker);
      } finally {
        await again.stop();
      }
    },
  );
});
