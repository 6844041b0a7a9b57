import { GeoLocation } from '@thrive/core/contracts/location';
import { DetectedLocation } from '@thrive/core/contracts/onboarding';
import { apiJson } from '@/lib/api/http';

/** The server's answer for both lookups (spec section 7's IP geolocation fields, plus isEuropean). */
type GeoAnswer = GeoLocation;

function toDetected(answer: GeoAnswer, method: 'ip' | 'browser'): DetectedLocation | null {
  if (answer.error || !answer.country_code) return null;
  const parsed = DetectedLocation.safeParse({
    country: answer.country_name ?? '',
    countryCode: answer.country_code,
    city: answer.city ?? '',
    region: answer.region ?? '',
    timezone: answer.timezone ?? '',
    currency: answer.currency ?? '',
    latitude: answer.latitude ?? null,
    longitude: answer.longitude ?? null,
    method,
    isEuropean: answer.isEuropean === true,
  });
  return parsed.success ? parsed.data : null;
}

async function getJson(url: string): Promise<GeoAnswer | null> {
  try {
    return await apiJson(url, { schema: GeoLocation });
  } catch {
    return null; // no answer: the person chooses the place themselves
  }
}

function browserPosition(timeoutMs: number): Promise<GeolocationPosition | null> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return Promise.resolve(null);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(resolve, () => resolve(null), {
      enableHighAccuracy: false,
      timeout: timeoutMs,
      maximumAge: 600_000,
    });
  });
}

/** Spec: browser geolocation time-out is 10 s, low accuracy. */
export const BROWSER_GEOLOCATION_TIMEOUT_MS = 10_000;

/**
 * First our own server's IP lookup (bundled DB-IP Lite, no third party); when that finds nothing (localhost,
 * private networks), the browser's position, turned into the nearest known city by our server (offline).
 */
export async function detectLocation(locale: 'en' | 'nl' = 'en'): Promise<DetectedLocation | null> {
  const byIp = await getJson(`/api/geo?locale=${locale}`);
  const fromIp = byIp && toDetected(byIp, 'ip');
  if (fromIp) return fromIp;
  const position = await browserPosition(BROWSER_GEOLOCATION_TIMEOUT_MS);
  if (!position) return null;
  const { latitude, longitude } = position.coords;
  const near = await getJson(
    `/api/geo/reverse?lat=${latitude.toFixed(4)}&lng=${longitude.toFixed(4)}&locale=${locale}`,
  );
  return near ? toDetected({ ...near, latitude, longitude }, 'browser') : null;
}
