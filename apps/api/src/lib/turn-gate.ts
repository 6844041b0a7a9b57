/**
 * One request started per turn of the event loop while others wait, first come first served (decision 0148).
 *
 * Node 20's libuv takes one new connection from the listening socket per turn of the loop (libuv pull request 3696:
 * "don't accept() connections in a loop"), and on the embedded database a request runs its statements on this
 * thread, from start to answer, inside the turn it arrived in. A turn that starts every request that arrived in it
 * grows with the open connections (about 2.5 ms a request): with 80 connections open a turn took 100-500 ms, so 100
 * connections opened at once were taken from the kernel's queue one per turn over 10 s, and the last ones timed out
 * there while the first ones walked ten rounds. Starting one request per turn keeps each turn to about one request,
 * so connections are taken as fast as requests are answered and every connection waits in one queue, in order.
 *
 * A request that has waited `maxWaitMs` is refused (503 with Retry-After, by the caller's `refuse`) instead of being
 * started late: the server is overloaded, and an answer now beats a client's time-out later.
 */
export interface TurnGate {
  /** Starts `start` now when nothing else started in this turn, else queues it; `refuse` if it waited too long. */
  admit(start: () => void, refuse: () => void, gone?: () => boolean): void;
  /** Requests waiting (for tests and logs). */
  readonly waiting: number;
}

interface Waiting {
  start: () => void;
  refuse: () => void;
  gone?: () => boolean;
  at: number;
}

export function createTurnGate(options: { maxWaitMs: number; now?: () => number }): TurnGate {
  const now = options.now ?? (() => performance.now());
  const queue: Waiting[] = [];
  let head = 0;
  /** Whether a request was started in this turn: cleared by `nextTurn` in the turn's check phase. */
  let startedThisTurn = false;

  const begin = (start: () => void) => {
    startedThisTurn = true;
    // Scheduled from the poll phase it runs in this turn's check phase; from a check-phase callback (`nextTurn`
    // itself), in the next turn's: so at most one start per turn.
    setImmediate(nextTurn);
    start();
  };

  function nextTurn() {
    startedThisTurn = false;
    while (head < queue.length) {
      const next = queue[head]!;
      queue[head++] = undefined as unknown as Waiting;
      if (head > 1024 && head * 2 > queue.length) {
        queue.splice(0, head);
        head = 0;
      }
      if (next.gone?.()) continue;
      if (now() - next.at > options.maxWaitMs) {
        next.refuse();
        continue;
      }
      begin(next.start);
      return;
    }
    queue.length = 0;
    head = 0;
  }

  return {
    admit(start, refuse, gone) {
      if (!startedThisTurn && head === queue.length) begin(start);
      else queue.push({ start, refuse, gone, at: now() });
    },
    get waiting() {
      return queue.length - head;
    },
  };
}
