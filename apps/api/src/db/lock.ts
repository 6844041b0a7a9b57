import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { resolve } from 'node:path';
import { DatabaseStartError } from './errors';

export interface DataDirLock {
  release(): void;
}

/**
 * One process per embedded-database folder: two processes writing one PGlite folder lose writes.
 * The lock file holds the owner's pid; a stale lock (its process gone) is taken over.
 */
const heldHere = new Set<string>();

export function acquireDataDirLock(folder: string): DataDirLock {
  const file = resolve(folder, 'thrive.lock');
  if (heldHere.has(file)) {
    throw new DatabaseStartError(`The embedded database in ${folder} is already open in this process.`);
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      heldHere.add(file);
      return {
        release() {
          if (released) return;
          released = true;
          heldHere.delete(file);
          rmSync(file, { force: true });
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
      const owner = Number.parseInt(readFileSync(file, 'utf8'), 10);
      // Our own pid in the file is a stale lock from an earlier run (pid reuse, e.g. pid 1 in a container).
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
        throw new DatabaseStartError(
          `Another Thrive process (pid ${owner}) is using the embedded database in ${folder}; stop it or set another DATA_DIR.`,
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new DatabaseStartError(`Cannot lock DATA_DIR ${folder}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
