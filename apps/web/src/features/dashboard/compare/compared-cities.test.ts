import { afterEach, describe, expect, it } from 'vitest';
import { readComparedCities, readLocalPicks, writeComparedCities } from './compared-cities';

/**
 * Walk 0801, W812: Jonas compared Berlin and Amsterdam, pressed Refresh Analysis, and Compare was back on its default
 * pair (Munich and Berlin); the report then said no cities were chosen. The picks were kept per analysis only, and
 * the refresh made a new one.
 */
afterEach(() => localStorage.clear());

describe('the compared cities across analyses (W812)', () => {
  it('a new analysis without picks of its own takes the last pair picked, for the tab and the report', () => {
    writeComparedCities('first-analysis', ['berlin', 'amsterdam']);
    expect(readComparedCities('refreshed-analysis')).toEqual(['berlin', 'amsterdam']);
    expect(readLocalPicks('refreshed-analysis')).toEqual({ cities: ['berlin', 'amsterdam'], unsaved: false });
  });

  it('an analysis keeps its own picks, and a later pick is the one carried forward', () => {
    writeComparedCities('first-analysis', ['berlin', 'amsterdam']);
    writeComparedCities('second-analysis', ['munich', 'lisbon']);
    expect(readComparedCities('first-analysis')).toEqual(['berlin', 'amsterdam']);
    expect(readComparedCities('third-analysis')).toEqual(['munich', 'lisbon']);
  });

  it('with nothing picked yet there is nothing to carry', () => {
    expect(readComparedCities('any-analysis')).toBeNull();
  });
});
