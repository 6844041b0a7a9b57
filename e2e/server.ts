import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts the production build (`node apps/api/dist/server.mjs`) on a free port with a temporary data folder. */
export async function startServer(
  env: Record<string, string> = {},
  dataDir?: string,
): Promise<RunningServer> {
  const entry = join(root, 'apps/api/dist/server.mjs');
  if (!existsSync(entry) || !existsSync(join(root, 'apps/web/dist/index.html'))) {
    throw new Error('The production build is missing: run `npm run build` first (npm test does).');
  }
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const folder = dataDir ?? mkdtempSync(join(tmpdir(), 'thrive-e2e-'));
  let log = '';
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: folder,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited during start-up:\n${log}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    url,
    port,
    dataDir: folder,
    process: child,
    output: () => log,
    stop: (signal = 'SIGTERM') =>
      new Promise((resolveStop) => {
        if (child.exitCode !== null) return resolveStop(child.exitCode);
        child.once('exit', (code) => {
          if (!dataDir) rmSync(folder, { recursive: true, force: true });
          resolveStop(code);
        });
        child.kill(signal);
      }),
  };
}
