import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { TurnGate } from './turn-gate';

/** Answers a request itself (true) or leaves it to the Hono app (false). */
export type FastPath = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * The Node request listener of the server: `fastPath` first (decision 0058: repeated dashboard reads answered from
 * memory), then the Hono app through @hono/node-server for everything else. With a `gate` (the embedded database,
 * decision 0148), requests for the Hono app start one per turn of the event loop, in order, and one that waited too
 * long is answered by `app.refuseBusy` (503) instead; those `app.skipsQueue` names (a session read the server
 * answers from memory, decision 0196) start at once, as they would take a turn's place for less than a turn's work.
 */
export function requestListener(
  app: {
    fetch: (request: Request) => Response | Promise<Response>;
    fastPath: FastPath;
    refuseBusy?: (req: IncomingMessage, res: ServerResponse) => void;
    /** A request that costs no statement and little CPU (decision 0196): started at once, not behind the gate. */
    skipsQueue?: (req: IncomingMessage) => boolean;
  },
  options: { hostname?: string; gate?: TurnGate } = {},
): RequestListener {
  const hono = getRequestListener(app.fetch, { hostname: options.hostname });
  const { gate } = options;
  const refuse = app.refuseBusy;
  if (!gate || !refuse) {
    return (req, res) => {
      if (!app.fastPath(req, res)) void hono(req, res);
    };
  }
  const skipsQueue = app.skipsQueue ?? (() => false);
  return (req, res) => {
    if (app.fastPath(req, res)) return;
    if (skipsQueue(req)) {
      void hono(req, res);
      return;
    }
    gate.admit(
      () => void hono(req, res),
      () => refuse(req, res),
      () => req.socket.destroyed,
    );
  };
}

/** An HTTP server for `app` (not yet listening): the production server's, and the tests' over real sockets. */
export function createHttpServer(...args: Parameters<typeof requestListener>) {
  return createServer(requestListener(...args));
}
