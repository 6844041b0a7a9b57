import { randomUUID } from 'node:crypto';
import {
  closeSync,
  openSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  utimesSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { resolve } from 'node:path';
import { DatabaseStartError } from './errors';

export interface DataDirLock {
  release(): void;
}

/** The owner touches the lock file this often. */
export const LOCK_HEARTBEAT_MS = 2_000;
/** A lock from another host or container whose file was not touched for this long is stale. */
export const LOCK_STALE_MS = 15_000;

/** What the lock file holds. */
interface LockOwner {
  /** Host name and PID namespace: two containers on one volume differ here even when their pids are equal. */
  host: string;
  pid: number;
  token: string;
}

/** This process's host id: the host name and the PID namespace (a pid means something only inside its namespace). */
export function lockHostId(): string {
  let namespace = '';
  try {
    namespace = readlinkSync('/proc/self/ns/pid');
  } catch {
    // Not Linux: the host name alone.
  }
  return `${hostname()}/${namespace}`;
}

/**
 * One process per embedded-database folder: two processes writing one PGlite folder lose writes. The lock file
 * names its owner (host id, pid, a random token) and the owner touches it every LOCK_HEARTBEAT_MS. Another process
 * refuses to start while the owner is alive: on the same host (same PID namespace) by asking whether the pid runs,
 * across hosts or containers sharing the volume by the heartbeat (touched within LOCK_STALE_MS). A lock whose owner
 * is gone is taken over. The heartbeat only touches a file that still holds its own token.
 */
const heldHere = new Set<string>();

export function acquireDataDirLock(
  folder: string,
  options: { host?: string; now?: () => number } = {},
): DataDirLock {
  const host = options.host ?? lockHostId();
  const now = options.now ?? Date.now;
  const file = resolve(folder, 'thrive.lock');
  if (heldHere.has(file)) {
    throw new DatabaseStartError(`The embedded database in ${folder} is already open in this process.`);
  }
  const me: LockOwner = { host, pid: process.pid, token: randomUUID() };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      let released = false;
      heldHere.add(file);
      const heartbeat = setInterval(() => {
        try {
          if (readOwner(file, host)?.token !== me.token) return;
          const time = new Date();
          utimesSync(file, time, time);
        } catch {
          // The folder went away or is read-only now: the database will say so on its next write.
        }
      }, LOCK_HEARTBEAT_MS);
      heartbeat.unref();
      return {
        release() {
          if (released) return;
          released = true;
          clearInterval(heartbeat);
          heldHere.delete(file);
          if (readOwner(file, host)?.token === me.token) rmSync(file, { force: true });
        },
      };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EROFS' || code === 'EACCES' || code === 'EPERM') {
        throw new DatabaseStartError(
          `DATA_DIR ${folder} is not writable (${code}); the embedded database needs a writable folder.`,
        );
      }
      if (code === 'ENOSPC') {
        throw new DatabaseStartError(
          `DATA_DIR ${folder} has no space left; free some space and start again.`,
        );
      }
      if (code !== 'EEXIST') throw error;
      const owner = readOwner(file, host);
      if (owner && owner.host === host) {
        // Our own pid in the file is a stale lock from an earlier run (pid reuse, e.g. pid 1 in a container).
        if (owner.pid !== process.pid && isAlive(owner.pid)) {
          throw new DatabaseStartError(
            `Another Thrive process (pid ${owner.pid}) is using the embedded database in ${folder}; stop it or set another DATA_DIR.`,
          );
        }
      } else if (owner) {
        const age = now() - statSync(file).mtimeMs;
        if (age < LOCK_STALE_MS) {
          throw new DatabaseStartError(
            `Another Thrive process (pid ${owner.pid} on another host or container) is using the embedded database in ${folder}; stop it or set another DATA_DIR.`,
          );
        }
      }
      rmSync(file, { force: true });
    }
  }
  throw new DatabaseStartError(`Cannot lock DATA_DIR ${folder}.`);
}

/** The owner in the file; an older bare-pid file counts as this host's; unreadable content as no owner. */
function readOwner(file: string, host: string): LockOwner | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8').trim();
  } catch {
    return null;
  }
  if (/^\d+$/.test(text)) return { host, pid: Number(text), token: '' };
  try {
    const value = JSON.parse(text) as Partial<LockOwner>;
    if (typeof value.host === 'string' && Number.isInteger(value.pid) && typeof value.token === 'string')
      return value as LockOwner;
  } catch {
    // Half-written or foreign content.
  }
  return null;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
