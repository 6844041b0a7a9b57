import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

let gc: (() => void) | null | undefined;

/**
 * One full garbage collection of this thread's heap, where the runtime allows it (decisions 0032, 0066). For the
 * moments after a burst of work when V8 by itself keeps the heap it grew (it collects by allocation, not by time):
 * after the embedded database's start-up and after the analysis engine's thread ends idle. Never on a request's
 * path. The V8 flag is set once: setting flags again later costs the running code its optimisations.
 */
export function collectGarbage(): void {
  if (gc === undefined) {
    try {
      setFlagsFromString('--expose-gc');
      gc = runInNewContext('gc') as () => void;
    } catch {
      // Not available on this runtime: the memory is freed whenever V8 next collects.
      gc = null;
    }
  }
  gc?.();
}
