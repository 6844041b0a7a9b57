import type { Gazetteer, ResolvedPlace } from './places';
import { resolvePlace } from './places';

/**
 * Where the person lives now (issue 16), for "current" and distances:
 * 1. the location they typed, when it names a town or city ("Haarlem", "Amsterdam, Nederland");
 * 2. else the detected position (IP or browser);
 * 3. else the country of what they typed, the detected country, or the CV's location.
 */
export interface Home extends ResolvedPlace {
  source: 'typed' | 'detected' | 'resume';
}

export interface HomeInput {
  personalInfo?: { location?: string };
  detectedLocation?: {
    latitude: number | null;
    longitude: number | null;
    countryCode: string;
    city?: string;
    country?: string;
  };
  resume?: { location?: { value: string } };
}

export function homeOf(input: HomeInput, g: Gazetteer | undefined): Home | null {
  const detected = input.detectedLocation;
  const hint = detected?.countryCode || undefined;
  const typed =
    input.personalInfo?.location?.trim() && g ? resolvePlace(input.personalInfo.location, g, hint) : null;
  if (typed?.precision === 'place') return { ...typed, source: 'typed' };
  if (detected && detected.latitude !== null && detected.longitude !== null) {
    return {
      name: detected.city || detected.country || detected.countryCode,
      countryCode: detected.countryCode,
      lat: detected.latitude,
      lng: detected.longitude,
      precision: detected.city ? 'place' : 'country',
      source: 'detected',
    };
  }
  if (typed) return { ...typed, source: 'typed' };
  if (detected?.countryCode && g) {
    const point = g.countryPoint.get(detected.countryCode);
    if (point)
      return {
        name: point.name,
        countryCode: detected.countryCode,
        lat: point.lat,
        lng: point.lng,
        precision: 'country',
        source: 'detected',
      };
  }
  const fromCv =
    input.resume?.location?.value && g ? resolvePlace(input.resume.location.value, g, hint) : null;
  return fromCv ? { ...fromCv, source: 'resume' } : null;
}
