import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The address of the connection, for per-client limits and the IP geolocation lookup only (never logged or stored).
 * Proxy headers are trusted only with TRUST_PROXY=true (then the first X-Forwarded-For entry); otherwise behind a
 * reverse proxy every client shares the proxy's address, which makes limits stricter, not weaker.
 */
export function clientIp(c: Context): string {
  if (c.get('deps')?.config.TRUST_PROXY) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // In-process requests (tests) have no socket.
    return 'unknown';
  }
}
