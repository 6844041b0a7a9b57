import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The address of the connection, for per-client limits only (never logged or stored). Proxy headers are not
 * trusted: behind a reverse proxy every client shares the proxy's address, which makes limits stricter, not weaker.
 */
export function clientIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // In-process requests (tests) have no socket.
    return 'unknown';
  }
}
