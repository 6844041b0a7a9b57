import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { acquireDataDirLock, LOCK_HEARTBEAT_MS, LOCK_STALE_MS, lockHostId } from './lock';

/**
 * Issue 13 row 7: the data-folder lock holds across PID namespaces (two containers on one volume): the owner is
 * named by host id and pid and keeps a heartbeat on the file; a process elsewhere refuses while the heartbeat is
 * fresh and takes over only a lock nobody touches. Times are passed in (`now`), never waited for.
 */
let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'thrive-lock-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const lockFile = () => join(folder, 'thrive.lock');

describe('the data-folder lock', () => {
  it('names its owner by host id (host name and PID namespace), pid and token', () => {
    const lock = acquireDataDirLock(folder);
    const owner = JSON.parse(readFileSync(lockFile(), 'utf8')) as {
      host: string;
      pid: number;
      token: string;
    };
    expect(owner).toMatchObject({ host: lockHostId(), pid: process.pid });
    expect(owner.token).toMatch(/^[0-9a-f-]{36}$/);
    lock.release();
  });

  it('refuses while a process in another container holds it with a fresh heartbeat, even with our own pid', () => {
    // The other container's process has the same pid as ours (pid 1 in both, say): a pid check alone would pass.
    writeFileSync(
      lockFile(),
      JSON.stringify({ host: 'other-container/pid:[4026532]', pid: process.pid, token: 't' }),
    );
    const touched = Date.now();
    utimesSync(lockFile(), new Date(touched), new Date(touched));
    expect(() => acquireDataDirLock(folder, { now: () => touched + LOCK_STALE_MS - 1000 })).toThrow(
      /Another Thrive process \(pid \d+ on another host or container\)/,
    );
  });

  it('takes over a lock from another container whose heartbeat stopped', () => {
    writeFileSync(lockFile(), JSON.stringify({ host: 'other-container/pid:[4026532]', pid: 1, token: 't' }));
    const touched = Date.now();
    utimesSync(lockFile(), new Date(touched), new Date(touched));
    const lock = acquireDataDirLock(folder, { now: () => touched + LOCK_STALE_MS + 1000 });
    expect(JSON.parse(readFileSync(lockFile(), 'utf8'))).toMatchObject({ host: lockHostId() });
    lock.release();
  });

  it('on the same host: refuses a live pid, takes over a dead one (old bare-pid files too)', () => {
    writeFileSync(lockFile(), JSON.stringify({ host: lockHostId(), pid: process.ppid, token: 't' }));
    expect(() => acquireDataDirLock(folder)).toThrow(/Another Thrive process \(pid \d+\) is using/);
    writeFileSync(lockFile(), String(process.ppid));
    expect(() => acquireDataDirLock(folder)).toThrow(/Another Thrive process \(pid \d+\) is using/);
    writeFileSync(lockFile(), JSON.stringify({ host: lockHostId(), pid: 999_999, token: 't' }));
    acquireDataDirLock(folder).release();
  });

  it('release removes only its own file', () => {
    const lock = acquireDataDirLock(folder);
    // Someone else took the folder over (our heartbeat had stopped): our release leaves their lock alone.
    writeFileSync(lockFile(), JSON.stringify({ host: 'elsewhere/x', pid: 7, token: 'theirs' }));
    lock.release();
    expect(JSON.parse(readFileSync(lockFile(), 'utf8'))).toMatchObject({ token: 'theirs' });
  });

  it('the heartbeat touches its own file and stops touching one somebody else took over', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const lock = acquireDataDirLock(folder);
      const old = new Date('2020-01-01T00:00:00Z');
      utimesSync(lockFile(), old, old);
      vi.advanceTimersByTime(LOCK_HEARTBEAT_MS);
      expect(statSync(lockFile()).mtimeMs).toBeGreaterThan(old.getTime());
      writeFileSync(lockFile(), JSON.stringify({ host: 'elsewhere/x', pid: 7, token: 'theirs' }));
      utimesSync(lockFile(), old, old);
      vi.advanceTimersByTime(LOCK_HEARTBEAT_MS);
      expect(statSync(lockFile()).mtimeMs).toBe(old.getTime());
      lock.release();
    } finally {
      vi.useRealTimers();
    }
  });
});
