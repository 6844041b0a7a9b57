import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/** The kernel's id of the calling thread (Linux: /proc/thread-self), or null where there is none. */
export function kernelThreadId(): number | null {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    return Number.isInteger(tid) && tid > 0 ? tid : null;
  } catch {
    return null;
  }
}

/**
 * Lowers one thread's scheduling priority by `steps` nice levels (at most to 19), leaving the process's other threads
 * as they are: Linux keeps a nice value per thread, and setpriority() given a thread's id changes that thread only.
 * Returns the new nice value, or null where it was refused or there is no such thread (other systems): the thread
 * then keeps the process's priority.
 */
export function lowerThreadPriority(tid: number, steps: number): number | null {
  if (tid === process.pid) return null; // the process's main thread: never lowered here
  try {
    const nice = Math.min(19, getPriority(tid) + steps);
    setPriority(tid, nice);
    return getPriority(tid);
  } catch {
    return null;
  }
}
