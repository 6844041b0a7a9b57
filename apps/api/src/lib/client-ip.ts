import { isIP } from 'node:net';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/** The socket's peer address, or null for in-process requests (tests) that have no socket. */
export function socketAddress(c: Context): string | null {
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null;
  }
}

/** 127.0.0.0/8, ::1 and their IPv4-mapped forms: a client on this machine. */
export function isLoopbackAddress(raw: string): boolean {
  const address = raw
    .trim()
    .replace(/^\[|\]$/g, '')
    .split('%')[0]!
    .toLowerCase();
  const v4 = /^(?:::ffff:)?(\d+\.\d+\.\d+\.\d+)$/.exec(address)?.[1];
  if (v4 && isIP(v4) === 4) return v4.startsWith('127.');
  return isIP(address) === 6 && expandIpv6(address).join(':') === '0:0:0:0:0:0:0:1';
}

/**
 * The address of the client as it claims it, for the IP geolocation lookup only (never logged or stored): with
 * TRUST_PROXY=true the first X-Forwarded-For entry (a guess of the city is all it decides), else the connection.
 */
export function clientIp(c: Context): string {
  if (c.get('deps')?.config.TRUST_PROXY) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return socketAddress(c) ?? 'unknown';
}

/**
 * The client address that rate limits count, which a client cannot choose: with TRUST_PROXY=true the last
 * X-Forwarded-For entry (the one our own reverse proxy appended; earlier entries are whatever the client sent),
 * else the connection. Behind a proxy without TRUST_PROXY every client shares the proxy's address, which makes
 * limits stricter, not weaker. IPv6 addresses count by their /64 network (one subscriber usually holds a whole /64),
 * IPv4-mapped IPv6 as IPv4; anything that is not an address counts as one shared 'invalid' client.
 */
export function limitIp(c: Context): string {
  let address: string | null = null;
  if (c.get('deps')?.config.TRUST_PROXY) {
    const entries = c.req.header('x-forwarded-for')?.split(',');
    address = entries?.[entries.length - 1]?.trim() || null;
  }
  address ??= socketAddress(c);
  return address ? normaliseIp(address) : 'unknown';
}

export function normaliseIp(raw: string): string {
  const address = raw.trim().replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped && isIP(mapped[1]!) === 4) return mapped[1]!;
  const kind = isIP(address.split('%')[0]!);
  if (kind === 4) return address;
  if (kind === 6) return `${expandIpv6(address.split('%')[0]!).slice(0, 4).join(':')}::/64`;
  return 'invalid';
}

function expandIpv6(address: string): string[] {
  const [head = '', tail] = address.toLowerCase().split('::');
  const parse = (part: string) => (part ? part.split(':') : []);
  let left = parse(head);
  let right = tail === undefined ? [] : parse(tail);
  // An embedded IPv4 tail (::1.2.3.4) is two groups.
  const lastOf = (groups: string[]) => groups[groups.length - 1] ?? '';
  const v4 = (groups: string[]) => {
    const last = lastOf(groups);
    if (!last.includes('.')) return groups;
    const bytes = last.split('.').map(Number);
    return [
      ...groups.slice(0, -1),
      ((bytes[0]! << 8) | bytes[1]!).toString(16),
      ((bytes[2]! << 8) | bytes[3]!).toString(16),
    ];
  };
  left = v4(left);
  right = v4(right);
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(Math.max(0, missing)).fill('0'), ...right].map((group) =>
    (Number.parseInt(group || '0', 16) || 0).toString(16),
  );
}
