import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  haversineKm,
  industryMatches,
  initialOpportunities,
  proximityBonus,
  rankHubs,
  selectHubs,
  type HubCandidate,
} from './hubs';

const hub = (
  id: string,
  countryCode: string,
  isEuropean: boolean,
  baseScore: number,
  industries: string[] = [],
  lat: number | null = null,
  lng: number | null = null,
): HubCandidate => ({
  id,
  name: id,
  countryCode,
  lat,
  lng,
  industries,
  highlights: [],
  avgSalary: { value: 60000, basis: 'estimate', source: 'test', year: 2025, currency: 'EUR' },
  isEuropean,
  baseScore,
});

const candidates = [
  hub('berlin', 'DE', true, 80, ['technology', 'media'], 52.52, 13.405),
  hub('munich', 'DE', true, 78, ['automotive', 'finance'], 48.1351, 11.582),
  hub('amsterdam', 'NL', true, 85, ['technology', 'finance'], 52.3676, 4.9041),
  hub('stockholm', 'SE', true, 82, ['technology'], 59.3293, 18.0686),
  hub('austin', 'US', false, 84, ['technology', 'energy'], 30.2672, -97.7431),
  hub('toronto', 'CA', false, 81, ['finance'], 43.6532, -79.3832),
  hub('singapore', 'SG', false, 83, ['finance', 'biotech'], 1.3521, 103.8198),
];
const ids = (list: readonly { id: string }[]) => list.map((h) => h.id);

describe('selectHubs', () => {
  it("'current' and European: the detected country's hubs first, then others, cut to 3", () => {
    expect(
      ids(selectHubs({ candidates, locationPreferences: ['current'], isEuropean: true, countryCode: 'DE' })),
    ).toEqual(['berlin', 'munich', 'amsterdam']);
    expect(
      ids(selectHubs({ candidates, locationPreferences: ['current'], isEuropean: true, countryCode: 'NL' })),
    ).toEqual(['amsterdam', 'stockholm', 'berlin']);
  });

  it("'anywhere' or 'international': 2 global and 1 European", () => {
    for (const pref of ['anywhere', 'international']) {
      expect(
        ids(selectHubs({ candidates, locationPreferences: [pref], isEuropean: true, countryCode: 'DE' })),
      ).toEqual(['austin', 'singapore', 'amsterdam']);
    }
    // 'current' without being European falls through to the next rule.
    expect(
      ids(selectHubs({ candidates, locationPreferences: ['current', 'anywhere'], isEuropean: false })),
    ).toEqual(['austin', 'singapore', 'amsterdam']);
  });

  it('European: 3 European hubs; otherwise 3 global', () => {
    expect(ids(selectHubs({ candidates, locationPreferences: ['urban'], isEuropean: true }))).toEqual([
      'amsterdam',
      'stockholm',
      'berlin',
    ]);
    expect(ids(selectHubs({ candidates, locationPreferences: [], isEuropean: false }))).toEqual([
      'austin',
      'singapore',
      'toronto',
    ]);
  });

  it('fills up when a group is short', () => {
    const few = [
      hub('lisbon', 'PT', true, 70),
      hub('austin', 'US', false, 84),
      hub('toronto', 'CA', false, 81),
    ];
    expect(ids(selectHubs({ candidates: few, locationPreferences: [], isEuropean: true }))).toEqual([
      'lisbon',
      'austin',
      'toronto',
    ]);
    expect(selectHubs({ candidates: [], locationPreferences: [], isEuropean: true })).toEqual([]);
  });

  it('always gives min(3, candidates) distinct hubs (property)', () => {
    fc.assert(
      fc.property(
        fc.subarray(candidates),
        fc.subarray(['current', 'anywhere', 'international', 'urban']),
        fc.boolean(),
        fc.constantFrom('DE', 'NL', 'US', null),
        (list, prefs, european, code) => {
          const picked = selectHubs({
            candidates: list,
            locationPreferences: prefs,
            isEuropean: european,
            countryCode: code,
          });
          expect(picked).toHaveLength(Math.min(3, list.length));
          expect(new Set(ids(picked)).size).toBe(picked.length);
        },
      ),
    );
  });
});

describe('haversineKm', () => {
  it('gives known distances', () => {
    expect(haversineKm(52.3676, 4.9041, 52.3676, 4.9041)).toBe(0);
    // Amsterdam - Berlin is about 577 km.
    expect(haversineKm(52.3676, 4.9041, 52.52, 13.405)).toBeCloseTo(577, -1);
    // A quarter of the equator.
    expect(haversineKm(0, 0, 0, 90)).toBeCloseTo(10007.5, 0);
  });

  it('is symmetric and at most half the circumference (property)', () => {
    const lat = fc.double({ min: -90, max: 90, noNaN: true });
    const lng = fc.double({ min: -180, max: 180, noNaN: true });
    fc.assert(
      fc.property(lat, lng, lat, lng, (a, b, c, d) => {
        const d1 = haversineKm(a, b, c, d);
        expect(d1).toBeCloseTo(haversineKm(c, d, a, b), 6);
        expect(d1).toBeGreaterThanOrEqual(0);
        expect(d1).toBeLessThanOrEqual(Math.PI * 6371.0088 + 1e-6);
      }),
    );
  });
});

describe('ranking bonuses', () => {
  it('matches industries case-insensitively, partially, either way', () => {
    expect(industryMatches(['Technology'], ['technology'])).toBe(true);
    expect(industryMatches(['Tech'], ['technology'])).toBe(true);
    expect(industryMatches(['financial technology'], ['technology'])).toBe(true);
    expect(industryMatches(['finance'], ['technology'])).toBe(false);
    expect(industryMatches([''], ['technology'])).toBe(false);
    expect(industryMatches(['finance'], [])).toBe(false);
  });

  it('gives max(0, 20 - km/100)', () => {
    expect(proximityBonus(0)).toBe(20);
    expect(proximityBonus(577)).toBeCloseTo(14.23, 2);
    expect(proximityBonus(2000)).toBe(0);
    expect(proximityBonus(9000)).toBe(0);
  });
});

describe('rankHubs', () => {
  it('adds 15 for an industry match and the proximity bonus, caps at 99, keeps 3', () => {
    const ranked = rankHubs(candidates, { industries: ['Technology'], userLat: 52.0907, userLng: 5.1214 });
    expect(ids(ranked)).toEqual(['amsterdam', 'berlin', 'stockholm']);
    expect(ranked[0]).toMatchObject({ score: 99, industryMatch: true }); // 85 + 15 + ~19.6 -> cap
    expect(ranked[1]!.score).toBe(99); // 80 + 15 + ~14.5 -> cap
    expect(ranked[1]!.distanceKm).toBeCloseTo(565, 0); // Utrecht - Berlin
    expect(ranked[2]!.score).toBe(99); // 82 + 15 + ~8.7 -> cap; ties go to the nearer hub
  });

  it('without coordinates gives no proximity bonus', () => {
    const ranked = rankHubs(candidates, { industries: ['finance'] });
    expect(ranked.map((h) => [h.id, h.score])).toEqual([
      ['amsterdam', 99],
      ['singapore', 98],
      ['toronto', 96],
    ]);
    expect(ranked.every((h) => h.distanceKm === null)).toBe(true);
  });

  it('rounds and breaks ties deterministically', () => {
    const twins = [hub('b', 'NL', true, 70), hub('a', 'NL', true, 70), hub('c', 'NL', true, 70.4)];
    expect(ids(rankHubs(twins, { industries: [] }))).toEqual(['c', 'a', 'b']);
    expect(rankHubs(twins, { industries: [] }).map((h) => h.score)).toEqual([70, 70, 70]);
  });

  it('never exceeds 99, never lowers the base, is sorted and order-independent (property)', () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray(candidates),
        fc.subarray(['technology', 'finance', 'FIN', 'bio']),
        fc.option(
          fc.record({
            lat: fc.double({ min: -60, max: 70, noNaN: true }),
            lng: fc.double({ min: -180, max: 180, noNaN: true }),
          }),
          { nil: undefined },
        ),
        (list, industries, user) => {
          const input = { industries, userLat: user?.lat, userLng: user?.lng };
          const ranked = rankHubs(list, input);
          expect(ranked.length).toBe(Math.min(3, list.length));
          for (let i = 0; i < ranked.length; i++) {
            const h = ranked[i]!;
            expect(h.score).toBeLessThanOrEqual(99);
            expect(h.score).toBeGreaterThanOrEqual(Math.min(99, Math.round(h.baseScore)));
            if (i > 0) expect(ranked[i - 1]!.score).toBeGreaterThanOrEqual(h.score);
          }
          expect(ids(rankHubs([...list].reverse(), input))).toEqual(ids(ranked));
        },
      ),
    );
  });
});

describe('initialOpportunities', () => {
  it('selects then ranks', () => {
    const top = initialOpportunities(
      { candidates, locationPreferences: ['current'], isEuropean: true, countryCode: 'DE' },
      { industries: ['automotive'], userLat: 48.1351, userLng: 11.582 },
    );
    // munich 78 + 15 + 20 -> 99; amsterdam 85 + (20 - 665/100) = 98.35 -> 98; berlin 80 + (20 - 504/100) -> 95.
    expect(top.map((h) => [h.id, h.score])).toEqual([
      ['munich', 99],
      ['amsterdam', 98],
      ['berlin', 95],
    ]);
  });
});
