import { describe, expect, it } from 'vitest';
import { reviveAnswers } from '@thrive/core/contracts/onboarding';
import {
  analysisBadgeTone,
  completionBadgeTone,
  completionFacts,
  educationSummary,
  explorerCities,
  factorRows,
  personSummary,
} from './derive';

const answers = reviveAnswers({
  personalInfo: { firstName: 'Sam', lastName: 'Visser', email: 'sam@example.org', location: 'Utrecht' },
  educationBackground: { level: 'bachelors', institution: 'Utrecht University', fieldOfStudy: 'Economics' },
  skills: ['Python'],
  salaryRange: 4000,
  timeframe: 'monthly',
});

describe('profile derivations', () => {
  it('prefers the account name, shows the account email only when it is not anonymous', () => {
    expect(personSummary(answers, null)).toMatchObject({
      fullName: 'Sam Visser',
      initials: 'SV',
      contact: 'sam@example.org · Utrecht',
    });
    const account = { firstName: 'Samira', lastName: null, email: 'samira@example.org', isAnonymous: false };
    expect(personSummary(answers, account)).toMatchObject({
      fullName: 'Samira Visser',
      contact: 'samira@example.org · Utrecht',
    });
    const anonymous = { firstName: null, lastName: null, email: 'x@anon.invalid', isAnonymous: true };
    expect(personSummary(answers, anonymous).contact).toBe('sam@example.org · Utrecht');
    expect(personSummary(null, null)).toMatchObject({ fullName: '', initials: '?', contact: '' });
  });

  it('summarises education, or nothing when neither level nor institution is known', () => {
    expect(educationSummary(answers.educationBackground, (l) => `<${l}>`)).toBe(
      '<bachelors>, Economics, Utrecht University',
    );
    expect(educationSummary(reviveAnswers({}).educationBackground, (l) => l)).toBeNull();
    // A student who gave no graduation year is said to be still studying (decision 0139); a year wins.
    const year = (y: string) => `graduating in ${y}`;
    expect(educationSummary(answers.educationBackground, (l) => `<${l}>`, year, 'still studying')).toBe(
      '<bachelors>, Economics, Utrecht University, still studying',
    );
    expect(
      educationSummary(
        { ...answers.educationBackground, graduationYear: '2027' },
        (l) => `<${l}>`,
        year,
        'still studying',
      ),
    ).toBe('<bachelors>, Economics, Utrecht University, graduating in 2027');
  });

  it('counts a monthly salary as a yearly target', () => {
    expect(completionFacts(answers, null, 'completed', false)).toMatchObject({
      firstName: 'Sam',
      targetSalary: 48000,
      analysisStatus: 'completed',
    });
    expect(completionFacts(null, { firstName: 'Ann', lastName: 'B' }, null, true)).toMatchObject({
      firstName: 'Ann',
      targetSalary: null,
      resumeAnalyzed: true,
    });
  });

  it('maps states to badge tones', () => {
    expect(['completed', 'pending', 'failed', 'none'].map((p) => analysisBadgeTone(p as never))).toEqual([
      'green',
      'amber',
      'red',
      'slate',
    ]);
    expect(completionBadgeTone('complete')).toBe('green');
    expect(completionBadgeTone('getting-started')).toBe('amber');
    expect(completionBadgeTone('in-progress')).toBe('brand');
  });

  it("shows no sample cities when there is no analysis, not cities that are not the person's (W15)", () => {
    expect(explorerCities(null)).toEqual([]);
  });
});

describe('city score factors', () => {
  it('lists the factors with points, most points first, with the share earned', () => {
    const rows = factorRows({
      breakdown: [
        { factor: 'safety', earned: 2, possible: 5 },
        { factor: 'proximity', earned: 30, possible: 40 },
        { factor: 'culture', earned: 0, possible: 0 },
      ],
    });
    expect(rows.map((r) => r.factor)).toEqual(['proximity', 'safety']);
    expect(rows.map((r) => r.share)).toEqual([75, 40]);
    expect(factorRows(undefined)).toEqual([]);
  });
});

describe('the map with chosen countries (decision 0068)', () => {
  const city = (cityId: string, country: string, match: number, distanceKm?: number) => ({
    cityId,
    name: cityId,
    country,
    lat: 50,
    lng: 10,
    match,
    reasons: [],
    breakdown: [],
    ...(distanceKm !== undefined && { facts: { distanceKm } }),
  });
  // As the engine orders them: the chosen countries and the home city first, then the rest.
  const cityMatches = [
    city('berlin', 'DE', 60),
    city('wroclaw', 'PL', 55, 3),
    city('amsterdam', 'NL', 52),
    city('zurich', 'CH', 70),
    city('sydney', 'AU', 66),
  ];
  const result = { consideredCountries: ['DE', 'NL'], cityMatches } as unknown as Parameters<
    typeof explorerCities
  >[0];

  it('shows the chosen countries and the home city, or every city by match on request', () => {
    expect(explorerCities(result).map((c) => c.id)).toEqual(['berlin', 'wroclaw', 'amsterdam']);
    expect(explorerCities(result, true).map((c) => c.id)).toEqual([
      'zurich',
      'sydney',
      'berlin',
      'wroclaw',
      'amsterdam',
    ]);
  });

  it('an analysis without chosen countries keeps its order', () => {
    const old = { cityMatches } as unknown as Parameters<typeof explorerCities>[0];
    expect(explorerCities(old).map((c) => c.id)).toEqual(cityMatches.map((c) => c.cityId));
  });
});
