import type { AddressInfo } from 'node:net';
import { Agent, request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { createHttpServer } from './node-listener';
import { createTurnGate } from './turn-gate';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('turn gate (decision 0148)', () => {
  it('starts one request per turn of the event loop, in the order they came', async () => {
    const gate = createTurnGate({ maxWaitMs: 5_000 });
    const started: number[] = [];
    for (let i = 0; i < 4; i++)
      gate.admit(
        () => started.push(i),
        () => undefined,
      );
    expect(started).toEqual([0]);
    expect(gate.waiting).toBe(3);
    await nextTurn();
    expect(started).toEqual([0, 1]);
    await nextTurn();
    expect(started).toEqual([0, 1, 2]);
    await nextTurn();
    await nextTurn();
    expect(started).toEqual([0, 1, 2, 3]);
    expect(gate.waiting).toBe(0);
    // Nothing waits: the next one starts at once.
    await nextTurn();
    gate.admit(
      () => started.push(4),
      () => undefined,
    );
    expect(started).toEqual([0, 1, 2, 3, 4]);
  });

  it('refuses a request that waited longer than the limit and skips one whose client left', async () => {
    let clock = 0;
    const gate = createTurnGate({ maxWaitMs: 100, now: () => clock });
    const events: string[] = [];
    gate.admit(
      () => events.push('start a'),
      () => events.push('refuse a'),
    );
    gate.admit(
      () => events.push('start b'),
      () => events.push('refuse b'),
    );
    gate.admit(
      () => events.push('start c'),
      () => events.push('refuse c'),
      () => true,
    );
    clock = 50;
    gate.admit(
      () => events.push('start d'),
      () => events.push('refuse d'),
    );
    clock = 120; // b waited 120 ms, d 70 ms
    await nextTurn();
    await nextTurn();
    expect(events).toEqual(['start a', 'refuse b', 'start d']);
    expect(gate.waiting).toBe(0);
  });
});

describe('the gate in the Node server', () => {
  let close: (() => Promise<void>) | null = null;
  afterEach(async () => {
    await close?.();
    close = null;
  });

  /**
   * Connections opened at once, each asking again as soon as it is answered, to a handler that works synchronously
   * (as a request on the embedded database does). Node takes one new connection per turn of the loop; without the
   * gate each turn also runs every request that arrived, so the connections taken first walk many rounds while the
   * last ones still wait to be taken.
   */
  async function rounds(gated: boolean) {
    const answered = new Map<string, number>();
    /** How many answers had been given when the last connection's first request started. */
    let totalWhenLastStarted = -1;
    const connections = 30;
    const server = createHttpServer(
      {
        fetch: (req) => {
          const id = req.headers.get('x-connection')!;
          if (!answered.has(id)) {
            answered.set(id, 0);
            if (answered.size === connections)
              totalWhenLastStarted = [...answered.values()].reduce((a, b) => a + b, 0);
          }
          const until = performance.now() + 2;
          while (performance.now() < until);
          answered.set(id, answered.get(id)! + 1);
          return new Response('ok');
        },
        fastPath: () => false,
        refuseBusy: (_req, res) => res.writeHead(503).end(),
      },
      { gate: gated ? createTurnGate({ maxWaitMs: 60_000 }) : undefined },
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    close = () => new Promise<void>((resolve) => server.close(() => resolve()));
    const ask = (agent: Agent, id: number) =>
      new Promise<void>((resolve, reject) => {
        const req = request(
          { host: '127.0.0.1', port, agent, headers: { 'x-connection': String(id) } },
          (res) => res.resume().on('end', resolve),
        );
        req.on('error', reject);
        req.end();
      });
    await Promise.all(
      Array.from({ length: connections }, async (_, id) => {
        const agent = new Agent({ keepAlive: true, maxSockets: 1 });
        for (let round = 0; round < 10; round++) await ask(agent, id);
        agent.destroy();
      }),
    );
    server.closeAllConnections();
    return totalWhenLastStarted;
  }

  it('serves connections opened at once in turn, not the first ones first', async () => {
    // With the gate about two answers a connection are given before the last one is taken (each turn takes one
    // connection and starts one request).
    expect(await rounds(true)).toBeLessThan(3 * 30);
  });

  it('without the gate the first connections run ahead (what the gate is for)', async () => {
    // Without it each turn runs every request that arrived: the answers before the last connection is taken grow
    // with the square of the connections.
    expect(await rounds(false)).toBeGreaterThanOrEqual(3 * 30);
  });
});
