import { describe, expect, it } from 'vitest';
import { AnalysisResult, CONFIDENCE_CAPS, type AnalysisResult as Result } from './analysis-result';
import { Figure } from './figure';

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const money = (value: number, source = 'CBS', year = 2024) => ({
  value,
  basis: 'official' as const,
  source,
  year,
  currency: 'EUR',
});

const prediction = (confidence: number) => ({
  career: {
    roleId: 'data-scientist',
    role: 'Data Scientist',
    level: 'junior' as const,
    salary: money(52000),
    skills: ['Python', 'SQL'],
    confidence,
  },
  location: {
    cityId: 'utrecht',
    city: 'Utrecht',
    country: 'NL',
    livingCost: money(1100),
    housingPrice: money(1450),
    marketGrowth: {
      value: 36,
      basis: 'official' as const,
      source: 'BLS Employment Projections',
      year: 2024,
      unit: '%',
    },
    migrationTrend: 'growing' as const,
  },
  lifestyle: {
    familyStatus: 'couple' as const,
    housingType: 'apartment' as const,
    bedrooms: 1,
    culturalFit: 84,
    communitySize: 'large' as const,
    qualityOfLife: 88,
  },
});

const reason = { code: 'industry-fit', params: { industry: 'technology' }, text: 'Strong technology sector' };

function valid(): Result {
  return AnalysisResult.parse({
    schemaVersion: 1,
    datasetVersion: '2025.1',
    generatedAt: '2026-11-22T12:00:00.000Z',
    locale: 'en',
    predictions: { '0-3': prediction(90), '3-5': prediction(85), '5-10': prediction(80) },
    cityMatches: [
      {
        cityId: 'utrecht',
        name: 'Utrecht',
        country: 'NL',
        lat: 52.09,
        lng: 5.12,
        match: 92,
        breakdown: [
          { factor: 'housing', earned: 12, possible: 20 },
          { factor: 'industry-fit', earned: 25, possible: 25 },
        ],
        reasons: [reason],
      },
    ],
    affordability: [
      {
        cityId: 'utrecht',
        currency: 'EUR',
        grossAnnual: money(52000),
        netMonthly: { ...money(3150), basis: 'derived' },
        rentMonthly: money(1450),
        bedrooms: 1,
        rentShareOfNet: 46,
        moneyLeftMonthly: { ...money(1700), basis: 'derived' },
        checks: {
          thirtyPercentOfNet: { pass: false, limit: 945 },
          dutchLandlordGrossMultiple: { multiple: 2.99, verdict: 'below-3x' },
          eurostatOverburden40: { overburdened: true },
        },
      },
    ],
    skillGaps: [
      {
        skillId: 'machine-learning',
        name: 'Machine Learning',
        category: 'Technical',
        currentLevel: 30,
        targetLevel: 80,
        priority: 'High',
        timeToTarget: { hours: 120, weeks: 20 },
        resources: [
          {
            id: 'ml-crash-course',
            title: 'Machine Learning Crash Course',
            provider: 'Google',
            url: 'https://developers.google.com/machine-learning/crash-course',
            type: 'course',
            level: 'Beginner',
            durationHours: 15,
            free: true,
          },
        ],
      },
    ],
    careerPath: [
      {
        roleId: 'data-scientist',
        title: 'Data Scientist',
        timeframe: '0-3',
        skillRequirements: ['Python'],
        description: 'Build models for product teams.',
        salary: money(52000),
        probability: 80,
      },
    ],
    recommendations: {
      companies: [
        { id: 'bol', name: 'bol', industry: 'retail', cityId: 'utrecht', match: 88, why: [reason] },
      ],
      industries: [{ id: 'technology', match: 93, why: [reason] }],
      cities: [{ cityId: 'utrecht', name: 'Utrecht', match: 92, why: [reason] }],
      roles: [{ roleId: 'data-scientist', title: 'Data Scientist', match: 90, why: [reason] }],
    },
    milestones: [
      {
        id: 'learn-ml',
        title: 'Finish an ML course',
        description: '',
        type: 'skill',
        targetDate: '2027-04-01',
      },
    ],
    marketInsights: 'Data roles in Utrecht grow faster than average.',
    marketData: {
      housing: { averageRent: { utrecht: money(1450) } },
      laborMarket: { jobOpenings: { value: 1200, basis: 'estimate', source: 'Thrive estimate', year: 2025 } },
    },
  });
}

describe('AnalysisResult', () => {
  it('accepts a complete result', () => {
    const result = valid();
    expect(result.predictions['5-10'].career.confidence).toBe(80);
    expect(result.cityMatches[0]!.reasons[0]!.params).toEqual({ industry: 'technology' });
  });

  it('enforces the confidence caps 95, 92, 88', () => {
    expect(CONFIDENCE_CAPS).toEqual({ '0-3': 95, '3-5': 92, '5-10': 88 });
    const base = valid();
    for (const [timeframe, cap] of Object.entries(CONFIDENCE_CAPS) as ['0-3' | '3-5' | '5-10', number][]) {
      const atCap = clone(base);
      atCap.predictions[timeframe].career.confidence = cap;
      expect(AnalysisResult.safeParse(atCap).success).toBe(true);
      const above = clone(base);
      above.predictions[timeframe].career.confidence = cap + 0.5;
      expect(AnalysisResult.safeParse(above).success).toBe(false);
    }
  });

  it('caps match scores at 99', () => {
    const result = valid();
    result.cityMatches[0]!.match = 99;
    expect(AnalysisResult.safeParse(result).success).toBe(true);
    result.cityMatches[0]!.match = 100;
    expect(AnalysisResult.safeParse(result).success).toBe(false);
  });

  it('rejects a factor that earns more than possible', () => {
    const result = valid();
    result.cityMatches[0]!.breakdown[0]!.earned = 21;
    expect(AnalysisResult.safeParse(result).success).toBe(false);
  });

  it('rejects affordability for a city that was not matched, and duplicate cities', () => {
    const stray = valid();
    stray.affordability[0]!.cityId = 'berlin';
    expect(AnalysisResult.safeParse(stray).success).toBe(false);
    const duplicate = valid();
    duplicate.cityMatches.push(clone(duplicate.cityMatches[0]!));
    expect(AnalysisResult.safeParse(duplicate).success).toBe(false);
  });

  it('requires basis, source and year on every figure', () => {
    const result = valid();
    const { source: _s, ...noSource } = result.affordability[0]!.rentMonthly;
    result.affordability[0]!.rentMonthly = noSource as (typeof result.affordability)[0]['rentMonthly'];
    expect(AnalysisResult.safeParse(result).success).toBe(false);
    expect(Figure.safeParse({ value: 1, basis: 'guess', source: 'x', year: 2024 }).success).toBe(false);
    expect(Figure.safeParse({ value: 1, basis: 'estimate', source: 'x', year: 2024 }).success).toBe(true);
    expect(Figure.safeParse({ value: Number.NaN, basis: 'estimate', source: 'x', year: 2024 }).success).toBe(
      false,
    );
  });

  it('keeps recommendation lists to the spec sizes (5 companies, 3 industries)', () => {
    const result = valid();
    const industry = result.recommendations.industries[0]!;
    result.recommendations.industries = [industry, industry, industry, industry];
    expect(AnalysisResult.safeParse(result).success).toBe(false);
  });

  it('needs an ISO date for milestones and a date-time for generatedAt', () => {
    const result = valid();
    result.milestones[0]!.targetDate = 'next month';
    expect(AnalysisResult.safeParse(result).success).toBe(false);
    const noTime = valid();
    noTime.generatedAt = '2026-11-22';
    expect(AnalysisResult.safeParse(noTime).success).toBe(false);
  });
});
