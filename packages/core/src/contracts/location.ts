import { z } from 'zod';

// Its own module, away from the other API contracts (as `session.ts` and `auth.ts` are): the wizard's first step reads
// it, and importing `api.ts` for it would build all of the analysis contracts' schemas there (docs/decisions/0093).

/** GET /api/geo and /api/geo/reverse: the spec's IP geolocation shape plus isEuropean; `error` and `reason` when none. */
export const GeoLocation = z.object({
  country_name: z.string().optional(),
  country_code: z.string().optional(),
  city: z.string().optional(),
  region: z.string().optional(),
  timezone: z.string().optional(),
  currency: z.string().optional(),
  latitude: z.number().optional(),
  longitude: z.number().optional(),
  isEuropean: z.boolean().optional(),
  error: z.boolean().optional(),
  reason: z.string().optional(),
});
export type GeoLocation = z.infer<typeof GeoLocation>;

/** GET /api/onboarding/place: the place a typed location resolves to (offline gazetteer), or null. */
export const PlaceResponse = z.object({
  place: z
    .object({ name: z.string(), countryCode: z.string(), precision: z.enum(['place', 'country']) })
    .nullable(),
});
export type PlaceResponse = z.infer<typeof PlaceResponse>;
