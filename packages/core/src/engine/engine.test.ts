import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mapAnswersToRequest, type AnalysisRequest } from '../contracts/analysis-request';
import { AnalysisResult, CONFIDENCE_CAPS } from '../contracts/analysis-result';
import {
  CAREER_GOALS,
  FAMILY_STATUSES,
  INDUSTRIES,
  LIFE_GOALS,
  LIFESTYLE_VALUES,
  LOCATION_PREFERENCES,
  WHAT_MATTERS,
  WORK_ENERGIES,
  EXPERIENCE_LEVELS,
  TIMELINES,
  CURRENCIES,
} from '../contracts/enums';
import type { OnboardingAnswersInput } from '../contracts/onboarding';
import { rankHubs, selectHubs } from '../rules/hubs';
import {
  bundledEngineData,
  CITY_FACTORS,
  CITY_MATCH_CAP,
  EXCHANGE_RATES,
  runAnalysis,
  scoreCities,
  scoreCitiesForAnswers,
} from './index';
import { derivePerson } from './profile';
import { bedroomsFor } from './profile';
import type { EngineData } from './data';

const data = bundledEngineData();
const NOW = new Date('2026-03-01T09:00:00Z');

const base: OnboardingAnswersInput = {
  userType: 'recent-grad',
  whatMatters: ['finding-job'],
  skills: ['Python', 'SQL', 'Machine Learning'],
  educationBackground: { level: 'masters' },
  experienceLevel: 'junior',
  workEnergy: ['analytical'],
  careerGoals: ['technical-mastery'],
  locationPreferences: ['urban'],
  industries: ['technology'],
  lifestyleValues: ['culture', 'growth', 'affordability'],
  familyStatus: 'single',
  timeline: '1-3-years',
};

function request(answers: OnboardingAnswersInput = base): AnalysisRequest {
  const mapped = mapAnswersToRequest(answers);
  if (!mapped.ok) throw new Error(mapped.code);
  return mapped.request;
}

const SKILL_NAMES = data.skills.slice(0, 120).map((s) => s.name);

const answersArb: fc.Arbitrary<OnboardingAnswersInput> = fc.record({
  whatMatters: fc.subarray([...WHAT_MATTERS]),
  skills: fc.subarray(SKILL_NAMES, { minLength: 1, maxLength: 8 }),
  experienceLevel: fc.constantFrom(...EXPERIENCE_LEVELS),
  workEnergy: fc.subarray([...WORK_ENERGIES], { maxLength: 4 }),
  careerGoals: fc.subarray([...CAREER_GOALS], { maxLength: 3 }),
  lifeGoals: fc.subarray([...LIFE_GOALS], { maxLength: 4 }),
  locationPreferences: fc.subarray([...LOCATION_PREFERENCES], { maxLength: 4 }),
  industries: fc.subarray([...INDUSTRIES], { maxLength: 4 }),
  lifestyleValues: fc.subarray([...LIFESTYLE_VALUES], { minLength: 3, maxLength: 3 }),
  familyStatus: fc.constantFrom(...FAMILY_STATUSES),
  childrenCount: fc.integer({ min: 0, max: 5 }),
  salaryLifestyleBalance: fc.integer({ min: 0, max: 20 }).map((n) => n * 5),
  salaryRange: fc.integer({ min: 25, max: 250 }).map((n) => n * 1000),
  currency: fc.constantFrom(...CURRENCIES),
  timeline: fc.constantFrom(...TIMELINES),
  learningHoursPerWeek: fc.integer({ min: 1, max: 20 }),
});

describe('runAnalysis', () => {
  const result = runAnalysis(request(), { now: NOW });

  it('returns a result that satisfies the contract, with the dataset version', () => {
    expect(AnalysisResult.safeParse(result).success).toBe(true);
    expect(result.datasetVersion).toBe(data.version);
    expect(result.generatedAt).toBe(NOW.toISOString());
  });

  it('scores every city once, best first, capped at 97, with reasons and a breakdown that adds up', () => {
    expect(result.cityMatches).toHaveLength(data.cities.length);
    expect(new Set(result.cityMatches.map((c) => c.cityId)).size).toBe(data.cities.length);
    for (let i = 1; i < result.cityMatches.length; i += 1) {
      expect(result.cityMatches[i - 1]!.match).toBeGreaterThanOrEqual(result.cityMatches[i]!.match);
    }
    for (const city of result.cityMatches) {
      expect(city.match).toBeLessThanOrEqual(CITY_MATCH_CAP);
      expect(city.reasons.length).toBeGreaterThan(0);
      const earned = city.breakdown.reduce((s, f) => s + f.earned, 0);
      const possible = city.breakdown.reduce((s, f) => s + f.possible, 0);
      // Match = earned / possible (breakdown rounded to 0.1 point per factor).
      expect(Math.abs(Math.min(CITY_MATCH_CAP, (earned / possible) * 100) - city.match)).toBeLessThan(1.5);
    }
  });

  it('caps confidence at 95 / 92 / 88 and moves up a level per step', () => {
    for (const t of ['0-3', '3-5', '5-10'] as const) {
      expect(result.predictions[t].career.confidence).toBeLessThanOrEqual(CONFIDENCE_CAPS[t]);
    }
    expect(result.predictions['0-3'].career.level).toBe('junior');
    expect(result.predictions['3-5'].career.level).toBe('mid');
    expect(result.predictions['5-10'].career.level).toBe('senior');
    // No leadership goal or energy: never 'lead'.
    const senior = runAnalysis(request({ ...base, experienceLevel: 'senior' }), { now: NOW });
    expect(senior.predictions['5-10'].career.level).toBe('senior');
    const leader = runAnalysis(request({ ...base, experienceLevel: 'senior', careerGoals: ['leadership'] }), {
      now: NOW,
    });
    expect(leader.predictions['3-5'].career.level).toBe('lead');
    // At the top of a ladder the path moves on to the role's next role instead of repeating a step (issue 16).
    for (const r of [senior, leader]) {
      const steps = r.careerPath.map((s) => s.title);
      expect(new Set(steps).size).toBe(steps.length);
    }
  });

  it('predicts a data role for a Python / SQL / machine-learning profile', () => {
    expect(['data-scientist', 'data-engineer', 'machine-learning-engineer', 'data-analyst']).toContain(
      result.predictions['0-3'].career.roleId,
    );
    expect(result.predictions['0-3'].career.salary.currency).toBe('EUR');
  });

  it('computes affordability for every city consistently, in the city currency', () => {
    expect(result.affordability).toHaveLength(data.cities.length);
    for (const a of result.affordability) {
      const city = data.cities.find((c) => c.id === a.cityId)!;
      expect(a.currency).toBe(city.currency);
      expect(a.bedrooms).toBe(1);
      expect(a.rentShareOfNet).toBeCloseTo((a.rentMonthly.value / a.netMonthly.value) * 100, 0);
      expect(a.checks.thirtyPercentOfNet.pass).toBe(a.rentMonthly.value <= a.netMonthly.value * 0.3);
      expect(a.checks.eurostatOverburden40.overburdened).toBe(a.rentMonthly.value > a.netMonthly.value * 0.4);
      expect(a.netMonthly.value * 12).toBeLessThan(a.grossAnnual.value);
      for (const f of [a.grossAnnual, a.netMonthly, a.rentMonthly, a.moneyLeftMonthly]) {
        expect(f.source.length).toBeGreaterThan(0);
        expect(['official', 'derived', 'estimate']).toContain(f.basis);
      }
    }
  });

  it('sizes the dwelling by household: single 1, planning 2, family 1 + a room per two children (2..4)', () => {
    expect(bedroomsFor('single', 0)).toBe(1);
    expect(bedroomsFor('couple', 0)).toBe(1);
    expect(bedroomsFor('planning', 0)).toBe(2);
    expect(bedroomsFor('family', 1)).toBe(2);
    expect(bedroomsFor('family', 3)).toBe(3);
    expect(bedroomsFor('family', 5)).toBe(4);
    const family = runAnalysis(request({ ...base, familyStatus: 'family', childrenCount: 4 }), { now: NOW });
    expect(family.affordability[0]!.bedrooms).toBe(3);
    expect(family.predictions['0-3'].lifestyle.housingType).toBe('family-apartment');
  });

  it('lists skill gaps with resources from the courses, and the top 5 / 3 / 5 / 5 recommendations', () => {
    expect(result.skillGaps.length).toBeGreaterThan(0);
    for (const gap of result.skillGaps) {
      expect(gap.targetLevel).toBeGreaterThan(gap.currentLevel);
      expect(gap.timeToTarget.weeks).toBe(Math.ceil(gap.timeToTarget.hours / 5));
    }
    expect(result.skillGaps.some((g) => g.resources.length > 0)).toBe(true);
    expect(result.recommendations.cities).toHaveLength(5);
    expect(result.recommendations.roles).toHaveLength(5);
    expect(result.recommendations.industries).toHaveLength(3);
    expect(result.recommendations.industries[0]!.id).toBe('technology');
    expect(result.recommendations.companies.length).toBeGreaterThan(0);
    // Employers of the chosen industry or of the best roles' industries (decision 0143), the best city's first: with
    // Zurich first (decision 0149's exact wages), its finance employers stand beside Google.
    const roleIndustries = new Set(
      result.recommendations.roles.flatMap(
        (r) => data.roles.find((x) => x.id === r.roleId)?.industries ?? [],
      ),
    );
    expect(result.recommendations.companies[0]!.industry).toBe('technology');
    for (const c of result.recommendations.companies)
      expect(c.industry === 'technology' || roleIndustries.has(c.industry), c.name).toBe(true);
  });

  it('dates milestones from now, stretched by the timeline', () => {
    const dates = result.milestones.map((m) => m.targetDate);
    expect([...dates].sort()).toEqual(dates);
    // The learning plan starts on the day of the analysis (decision 0120); every other milestone comes later.
    expect(dates[0]! >= '2026-03-01').toBe(true);
    expect(
      result.milestones.filter((m) => m.id !== 'skill-start').every((m) => m.targetDate > '2026-03-01'),
    ).toBe(true);
    const fast = runAnalysis(request({ ...base, timeline: '0-1-years' }), { now: NOW });
    const slow = runAnalysis(request({ ...base, timeline: '3-5-years' }), { now: NOW });
    const apply = (r: AnalysisResult) => r.milestones.find((m) => m.id === 'apply')!.targetDate;
    expect(apply(fast) < apply(result)).toBe(true);
    expect(apply(result) < apply(slow)).toBe(true);
  });

  it('writes market insights and market data from its figures, in English or Dutch', () => {
    expect(result.marketInsights).toContain(result.cityMatches[0]!.name);
    expect(Object.keys(result.marketData.housing.averageRent)).toHaveLength(data.cities.length);
    expect(result.marketData.laborMarket.jobOpenings.source).toMatch(/Bureau of Labor Statistics|BLS/);
    const nl = runAnalysis({ ...request(), locale: 'nl' }, { now: NOW });
    expect(nl.marketInsights).toMatch(/Je beste match/);
  });

  it('writes the milestones in the person’s language, with the same ids and dates', () => {
    const nl = runAnalysis({ ...request(), locale: 'nl' }, { now: NOW });
    expect(nl.milestones.map((m) => [m.id, m.targetDate])).toEqual(
      result.milestones.map((m) => [m.id, m.targetDate]),
    );
    const profile = nl.milestones.find((m) => m.id === 'profile-ready')!;
    expect(profile.title).toMatch(/^Werk je cv en profielen bij voor /);
    expect(result.milestones.find((m) => m.id === 'profile-ready')!.title).toMatch(
      /^Update your CV and profiles for /,
    );
  });

  it('converts salaries to the person’s currency at the bundled ECB rates', () => {
    const usd = runAnalysis(request({ ...base, currency: 'USD' }), { now: NOW });
    const eur = result.predictions['0-3'].career.salary;
    expect(usd.predictions['0-3'].career.salary.currency).toBe('USD');
    const dollars = usd.predictions['0-3'].career.salary;
    // The same role and city, so the same euro figure converted at the ECB rate (rounded figures: within 0.5%).
    expect(usd.predictions['0-3'].career.roleId).toBe(result.predictions['0-3'].career.roleId);
    expect(usd.predictions['0-3'].location.cityId).toBe(result.predictions['0-3'].location.cityId);
    expect(Math.abs(dollars.value - eur.value * EXCHANGE_RATES.USD!.perEuro)).toBeLessThanOrEqual(
      eur.value * EXCHANGE_RATES.USD!.perEuro * 0.005,
    );
    // One of the two was converted (the city's own currency is the other), and says at which rate.
    expect(`${eur.source} ${dollars.source}`).toMatch(/ECB/);
    for (const city of data.cities)
      expect(city.currency === 'EUR' || EXCHANGE_RATES[city.currency]).toBeTruthy();
    for (const currency of CURRENCIES) expect(currency === 'EUR' || EXCHANGE_RATES[currency]).toBeTruthy();
  });
});

describe('properties', () => {
  it('is deterministic: the same request, now and data give the same result', () => {
    fc.assert(
      fc.property(answersArb, (answers) => {
        const r = request(answers);
        expect(JSON.stringify(runAnalysis(r, { now: NOW }))).toBe(
          JSON.stringify(runAnalysis(r, { now: NOW })),
        );
      }),
      { numRuns: 15 },
    );
  });

  it('always satisfies the contract (confidence caps, match caps, affordability for matched cities)', () => {
    fc.assert(
      fc.property(answersArb, (answers) => {
        const result = runAnalysis(request(answers), { now: NOW });
        expect(AnalysisResult.safeParse(result).success).toBe(true);
      }),
      { numRuns: 15 },
    );
  });

  it('raising the weight of a factor never lowers a city that is best on it', () => {
    fc.assert(
      fc.property(
        answersArb,
        fc.constantFrom(...CITY_FACTORS),
        fc.integer({ min: 1, max: 30 }),
        (answers, factor, extra) => {
          const r = request(answers);
          const person = derivePerson(r, data);
          const ctx = { person, salaryByCity: new Map() };
          const before = scoreCities(r, ctx, data);
          const weight = before[0]!.weights[factor];
          const after = scoreCities(r, ctx, data, { weights: { [factor]: weight + extra } });
          const afterById = new Map(after.map((s) => [s.city.id, s]));
          for (const city of before.filter((s) => s.scores[factor] === 1)) {
            expect(afterById.get(city.city.id)!.share).toBeGreaterThanOrEqual(city.share - 1e-9);
            expect(afterById.get(city.city.id)!.match).toBeGreaterThanOrEqual(city.match);
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('a higher salary expectation never improves the affordability verdicts (the wish is never counted as income)', () => {
    const rank = { 'meets-4x': 2, 'meets-3x': 1, 'below-3x': 0 } as const;
    fc.assert(
      fc.property(answersArb, fc.integer({ min: 1, max: 100 }), (answers, raise) => {
        const low = runAnalysis(request(answers), { now: NOW });
        const high = runAnalysis(
          request({ ...answers, salaryRange: (answers.salaryRange ?? 45000) + raise * 1000 }),
          {
            now: NOW,
          },
        );
        const lowById = new Map(low.affordability.map((a) => [a.cityId, a]));
        for (const a of high.affordability) {
          const b = lowById.get(a.cityId)!;
          expect(a.checks.thirtyPercentOfNet.pass && !b.checks.thirtyPercentOfNet.pass).toBe(false);
          expect(
            !a.checks.eurostatOverburden40.overburdened && b.checks.eurostatOverburden40.overburdened,
          ).toBe(false);
          expect(rank[a.checks.dutchLandlordGrossMultiple.verdict]).toBeLessThanOrEqual(
            rank[b.checks.dutchLandlordGrossMultiple.verdict],
          );
        }
      }),
      { numRuns: 10 },
    );
  });
});

describe('scoreCitiesForAnswers (the wizard’s hub candidates)', () => {
  it('scores every city from partial answers, usable by the hub selection and ranking rules', () => {
    const hubs = scoreCitiesForAnswers({ industries: ['finance'], locationPreferences: ['urban'] }, data);
    expect(hubs).toHaveLength(data.cities.length);
    for (const hub of hubs) {
      expect(hub.baseScore).toBeGreaterThanOrEqual(0);
      expect(hub.baseScore).toBeLessThanOrEqual(CITY_MATCH_CAP);
      expect(hub.avgSalary.currency).toBe('EUR');
    }
    const picked = selectHubs({ candidates: hubs, locationPreferences: ['urban'], isEuropean: true });
    const ranked = rankHubs(picked, { industries: ['finance'] });
    expect(ranked).toHaveLength(3);
    expect(ranked.every((h) => h.score <= 99)).toBe(true);
  });

  it('works with nothing answered yet, and is deterministic', () => {
    expect(scoreCitiesForAnswers({}, data)).toEqual(scoreCitiesForAnswers({}, data));
  });
});

describe('a hand-made dataset (why 87%?)', () => {
  const money = (value: number, currency = 'EUR') => ({
    value,
    currency,
    basis: 'estimate' as const,
    source: 'test',
    year: 2025,
  });
  const figure = (value: number) => ({ value, basis: 'estimate' as const, source: 'test', year: 2025 });
  const city = (id: string, cost: number, culture: number) => ({
    id,
    name: id.toUpperCase(),
    country: 'NL',
    currency: 'EUR',
    lat: 52,
    lng: 5,
    population: 500_000,
    isEuropean: true,
    languages: ['nl'],
    englishBand: 'very-high' as const,
    climate: 'seasons' as const,
    coastal: false,
    mountains: false,
    techHub: false,
    costIndex: figure(cost),
    livingCostMonthly: money(1000),
    rentByBedrooms: { 1: money(1000), 2: money(1400) },
    salaryByFamily: { data: money(60000) },
    quality: { leisure: figure(culture) },
    industries: [],
    highlights: ['x'],
    employers: [],
  });
  const tiny: EngineData = {
    version: 'test-1',
    cities: [city('a', 100, 80), city('b', 125, 40)],
    roles: [
      {
        id: 'analyst',
        title: 'Analyst',
        family: 'data',
        industries: ['technology'],
        skills: [{ skillId: 'sql', importance: 100 }],
        salaryBands: { mid: money(60000, 'USD') },
        growth: { ...figure(5), unit: '%' },
        wefFastGrowing: false,
      },
    ],
    skills: [{ id: 'sql', name: 'SQL', category: 'Technical', aliases: [], related: [] }],
    courses: [],
    netSalary: (_country, gross) => ({
      netAnnual: gross * 0.7,
      basis: 'estimate',
      source: 'flat 30%',
      year: 2025,
    }),
    rates: EXCHANGE_RATES,
  };

  it('scores each factor against the best city and adds the points up', () => {
    const r = request({
      ...base,
      skills: ['SQL'],
      lifestyleValues: ['culture', 'community', 'nature'],
      locationPreferences: [],
    });
    const scored = scoreCities(r, { person: derivePerson(r, tiny), salaryByCity: new Map() }, tiny);
    const b = scored.find((s) => s.city.id === 'b')!;
    // Culture: 12 points (culture value); b has 40 where the best has 80 -> 6 of 12.
    expect(b.breakdown.find((f) => f.factor === 'culture')).toEqual({
      factor: 'culture',
      earned: 6,
      possible: 12,
    });
    // Cost: 8 points + 3 for a balanced salary-lifestyle slider; b costs 125 where a costs 100 -> 100/125 = 0.8.
    expect(b.breakdown.find((f) => f.factor === 'cost')).toEqual({
      factor: 'cost',
      earned: 8.8,
      possible: 11,
    });
    const a = scored.find((s) => s.city.id === 'a')!;
    expect(a.match).toBe(Math.min(97, Math.round(a.share)));
    expect(scored[0]!.city.id).toBe('a');
  });

  it('runs the whole analysis on it', () => {
    const result = runAnalysis(request({ ...base, skills: ['SQL'] }), { now: NOW, datasets: tiny });
    expect(result.datasetVersion).toBe('test-1');
    expect(result.affordability.find((x) => x.cityId === 'a')!.netMonthly.value).toBe(
      (60000 * 0.85 * 0.7) / 12,
    );
    expect(result.predictions['0-3'].career.salary.value).toBe(60000 * 0.85);
  });
});
