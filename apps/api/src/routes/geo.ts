import { Hono } from 'hono';
import { z } from 'zod';
import { nearestCity } from '@thrive/core/onboarding/cities';
import { detectEuropean } from '@thrive/core/rules/europe';
import { GeoLocation } from '@thrive/core/contracts/api';
import { AnalysisLocale } from '@thrive/core/contracts/analysis-request';
import { cityName, datasetNameId } from '@thrive/core/text/names';
import { bad, defineRoute, ok, routesOn } from '../openapi/route';
import type { AppEnv } from '../context';
import type { IpLookup } from '../adapters/ip-geo';
import { clientIp } from '../lib/client-ip';

/**
 * GET /api/geo: the caller's approximate location from the bundled DB-IP Lite database, in the shape the spec's
 * IP geolocation call returned (country_name, country_code, city, region, timezone, currency, latitude, longitude,
 * error, reason), plus isEuropean. Nothing leaves this server; the address is neither logged nor stored.
 */
export const GEO = defineRoute({
  method: 'get',
  path: '/api/geo',
  tag: 'location',
  summary: "The caller's approximate location from the bundled IP database (nothing leaves the server)",
  auth: 'none',
  query: z.object({ locale: AnalysisLocale.optional() }),
  responses: { 200: ok(GeoLocation), 400: bad },
});
export const GEO_REVERSE = defineRoute({
  method: 'get',
  path: '/api/geo/reverse',
  tag: 'location',
  summary: 'The nearest known city to a position',
  auth: 'none',
  query: z.object({
    lat: z.coerce.number().min(-90).max(90),
    lng: z.coerce.number().min(-180).max(180),
    /** The language the city is named in (a city of the datasets by its Dutch name in 'nl'; decision 0069). */
    locale: AnalysisLocale.optional(),
  }),
  responses: { 200: ok(GeoLocation), 400: bad },
});

/** A city name of the IP database in the asked language when it is one of the datasets' cities (decision 0069). */
function localCityName(name: string, locale: AnalysisLocale | undefined): string {
  const known = name ? datasetNameId(name) : undefined;
  return known?.kind === 'city' ? cityName(known.id, locale ?? 'en', name) : name;
}

export function geoRoutes(lookup: IpLookup) {
  const app = new Hono<AppEnv>();
  const serve = routesOn(app, '/api/geo');
  serve(GEO, async (c, { query }) => {
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
      city: localCityName(found.city, query.locale),
      region: found.region,
      timezone: found.timezone,
      currency: found.currency,
      latitude: found.latitude,
      longitude: found.longitude,
      isEuropean: detectEuropean({ detectedLocation: { countryCode: found.countryCode } }),
    });
  });
  /** GET /api/geo/reverse?lat=..&lng=..: the browser's position turned into the nearest known city, offline. */
  serve(GEO_REVERSE, (c, { query }) => {
    c.header('Cache-Control', 'private, no-store');
    const near = nearestCity(query.lat, query.lng);
    if (!near) return c.json({ error: true, reason: 'No known city near this position.' });
    const { city } = near;
    return c.json({
      country_name: city.country,
      country_code: city.countryCode,
      city: cityName(city.id, query.locale ?? 'en', city.name),
      region: '',
      timezone: '',
      currency: city.currency,
      latitude: query.lat,
      longitude: query.lng,
      isEuropean: detectEuropean({ detectedLocation: { countryCode: city.countryCode } }),
    });
  });
  return app;
}
