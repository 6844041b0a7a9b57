import { readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { kernelThreadId, lowerThreadPriority } from './thread-priority';

const onLinux = process.platform === 'linux';

/** A thread's nice value as the kernel reports it (field 19 of /proc/<pid>/task/<tid>/stat). */
const niceOf = (tid: number) =>
  Number(readFileSync(`/proc/${process.pid}/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]);

let worker: Worker | null = null;
afterEach(async () => {
  await worker?.terminate();
  worker = null;
});

describe.runIf(onLinux)('lowerThreadPriority', () => {
  it('lowers the one thread it is given and leaves the process and its main thread as they were', async () => {
    // A second thread that reports its kernel id and stays alive until terminated.
    worker = new Worker(
      `const { readlinkSync } = require('node:fs');
       require('node:worker_threads').parentPort.postMessage(Number(readlinkSync('/proc/thread-self').split('/').pop()));
       setInterval(() => {}, 1000);`,
      { eval: true },
    );
    const tid = await new Promise<number>((resolve) => worker!.once('message', resolve));
    const mainBefore = niceOf(process.pid);
    expect(niceOf(tid)).toBe(mainBefore);

    const lowered = lowerThreadPriority(tid, 10);

    expect(lowered).toBe(Math.min(19, mainBefore + 10));
    expect(niceOf(tid)).toBe(Math.min(19, mainBefore + 10));
    expect(niceOf(process.pid)).toBe(mainBefore);
    expect(getPriority()).toBe(mainBefore);
  });

  it('never lowers the main thread, and knows the calling thread by its kernel id', () => {
    expect(kernelThreadId()).toBe(process.pid);
    const before = niceOf(process.pid);
    expect(lowerThreadPriority(process.pid, 10)).toBeNull();
    expect(niceOf(process.pid)).toBe(before);
  });
});
