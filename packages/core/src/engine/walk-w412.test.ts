import { describe, expect, it } from 'vitest';
import { mapAnswersToRequest } from '../contracts/analysis-request';
import { emptyAnswers, type OnboardingAnswers } from '../contracts/onboarding';
import { runAnalysis } from './run';

/**
 * Walk W412 (decision 0217): a nurse in Utrecht who would stay in the Netherlands read the 30% rent line cited to the
 * US HUD and the role's outlook as if BLS's openings were local. The 30% line of a Dutch city now cites the Dutch
 * woonquote norm Nibud describes (a rule of thumb, an estimate), of a UK city the ONS threshold, HUD only in the US;
 * every role's outlook line says it is the US outlook, shown for lack of a European figure.
 */
const NOW = new Date('2026-03-01T09:00:00Z');

function nurse(patch: Partial<OnboardingAnswers> = {}): OnboardingAnswers {
  const base = emptyAnswers();
  return {
    ...base,
    userType: 'professional',
    whatMatters: ['finding-job'],
    personalInfo: {
      ...base.personalInfo,
      firstName: 'Sanne',
      lastName: 'de Vries',
      email: 's@v.nl',
      location: 'Utrecht, Netherlands',
    },
    skills: ['Patient care', 'Medication administration', 'Wound care', 'Patient assessment'],
    educationBackground: {
      ...base.educationBackground,
      level: 'bachelors',
      institution: 'Hogeschool Utrecht',
    },
    experienceLevel: 'mid',
    industries: ['healthcare'],
    locationPreferences: ['international'],
    citizenships: ['NL'],
    currency: 'EUR',
    timeline: '1-3-years',
    ...patch,
  };
}

function analyse(answers: OnboardingAnswers) {
  const mapped = mapAnswersToRequest(answers, { locale: 'en' });
  if (!mapped.ok) throw new Error(mapped.code);
  return runAnalysis(mapped.request, { now: NOW });
}

describe("walk W412: the yardsticks are the country's own, the US outlook says it is American", () => {
  const result = analyse(nurse({ consideredCountries: ['NL', 'GB', 'US'] }));
  const byCountry = new Map<string, (typeof result.affordability)[number]>();
  const countryOf = new Map(result.cityMatches.map((m) => [m.cityId, m.country]));
  for (const a of result.affordability) {
    const country = countryOf.get(a.cityId);
    if (country && !byCountry.has(country)) byCountry.set(country, a);
  }

  it("a Dutch city's 30% line cites the Nibud woonquote norm, not HUD", () => {
    const nl = byCountry.get('NL');
    expect(nl).toBeDefined();
    const rule = nl!.checks.thirtyPercentOfNet.rule!;
    expect(rule.source).toMatch(/Nibud/);
    expect(rule.source).not.toMatch(/HUD/);
    expect(rule.basis).toBe('estimate');
  });

  it('no city outside the US cites HUD for its 30% line; a US city does', () => {
    expect([...byCountry.keys()]).toEqual(expect.arrayContaining(['NL', 'US']));
    for (const a of result.affordability) {
      const source = a.checks.thirtyPercentOfNet.rule!.source;
      if (countryOf.get(a.cityId) === 'US') expect(source).toMatch(/US HUD/);
      else expect(source, a.cityId).not.toMatch(/HUD/);
    }
  });

  it("every role's outlook line is the US outlook, shown for lack of a European figure", () => {
    const lines = result.recommendations.roles.flatMap((r) => r.why.filter((w) => w.code === 'role.growth'));
    expect(lines.length).toBeGreaterThan(0);
    for (const w of lines)
      expect(w.text).toMatch(
        /^US outlook \(U\.S\. Bureau of Labor Statistics.*\): employment change -?[\d.]+%, shown for lack of a European figure\.$/,
      );
  });
});

describe('walk W613: for a plan whose best city is American, the BLS outlook is the local one', () => {
  it('says it is the US outlook without "for lack of a European figure"', () => {
    const result = analyse(
      nurse({
        personalInfo: { ...nurse().personalInfo, location: 'Pittsburgh, United States' },
        consideredCountries: ['US'],
        citizenships: ['US'],
        currency: 'USD',
      }),
    );
    expect(result.cityMatches[0]!.country).toBe('US');
    const why = result.recommendations.roles.flatMap((r) => r.why);
    const lines = why.filter((w) => w.code === 'role.growth-us');
    expect(lines.length).toBeGreaterThan(0);
    expect(why.filter((w) => w.code === 'role.growth')).toEqual([]);
    for (const w of lines)
      expect(w.text).toMatch(
        /^US outlook \(U\.S\. Bureau of Labor Statistics.*\): employment change -?[\d.]+%\.$/,
      );
  });
});
