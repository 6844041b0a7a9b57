import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';

/** Answers a request itself (true) or leaves it to the Hono app (false). */
export type FastPath = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * The Node request listener of the server: `fastPath` first (decision 0058: repeated dashboard reads answered from
 * memory), then the Hono app through @hono/node-server for everything else.
 */
export function requestListener(
  app: { fetch: (request: Request) => Response | Promise<Response>; fastPath: FastPath },
  options: { hostname?: string } = {},
): RequestListener {
  const hono = getRequestListener(app.fetch, options);
  return (req, res) => {
    if (!app.fastPath(req, res)) void hono(req, res);
  };
}

/** An HTTP server for `app` (not yet listening): the production server's, and the tests' over real sockets. */
export function createHttpServer(...args: Parameters<typeof requestListener>) {
  return createServer(requestListener(...args));
}
