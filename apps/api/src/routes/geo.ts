import { Hono } from 'hono';
import { detectEuropean } from '@thrive/core/rules/europe';
import type { AppEnv } from '../context';
import type { IpLookup } from '../adapters/ip-geo';
import { clientIp } from '../lib/client-ip';

/**
 * GET /api/geo: the caller's approximate location from the bundled DB-IP Lite database, in the shape the spec's
 * IP geolocation call returned (country_name, country_code, city, region, timezone, currency, latitude, longitude,
 * error, reason), plus isEuropean. Nothing leaves this server; the address is neither logged nor stored.
 */
export function geoRoutes(lookup: IpLookup) {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    c.header('Cache-Control', 'private, no-store');
    const ip = clientIp(c);
    const found = ip === 'unknown' ? null : await lookup(ip).catch(() => null);
    if (!found)
      return c.json({
        error: true,
        reason: 'No location for this network address (local or private network).',
      });
    return c.json({
      country_name: found.countryName,
      country_code: found.countryCode,
      city: found.city,
      region: found.region,
      timezone: found.timezone,
      currency: found.currency,
      latitude: found.latitude,
      longitude: found.longitude,
      isEuropean: detectEuropean({ detectedLocation: { countryCode: found.countryCode } }),
    });
  });
  return app;
}
