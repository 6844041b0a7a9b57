import { Hono } from 'hono';
import { z } from 'zod';
import { nearestCity } from '@thrive/core/onboarding/cities';
import { detectEuropean } from '@thrive/core/rules/europe';
import { errorBody } from '../lib/errors';
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
  /** GET /api/geo/reverse?lat=..&lng=..: the browser's position turned into the nearest known city, offline. */
  app.get('/reverse', (c) => {
    c.header('Cache-Control', 'private, no-store');
    const parsed = Coordinates.safeParse(c.req.query());
    if (!parsed.success) {
      return c.json(
        errorBody('VALIDATION_FAILED', 'lat must be between -90 and 90 and lng between -180 and 180.'),
        400,
      );
    }
    const near = nearestCity(parsed.data.lat, parsed.data.lng);
    if (!near) return c.json({ error: true, reason: 'No known city near this position.' });
    const { city } = near;
    return c.json({
      country_name: city.country,
      country_code: city.countryCode,
      city: city.name,
      region: '',
      timezone: '',
      currency: city.currency,
      latitude: parsed.data.lat,
      longitude: parsed.data.lng,
      isEuropean: detectEuropean({ detectedLocation: { countryCode: city.countryCode } }),
    });
  });
  return app;
}

const Coordinates = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lng: z.coerce.number().min(-180).max(180),
});
