import { describe, expect, it } from 'vitest';
import { mapAnswersToRequest } from '../contracts/analysis-request';
import { SUMMARY_CITIES } from '../contracts/analysis-summary';
import { emptyAnswers, type OnboardingAnswers } from '../contracts/onboarding';
import { runAnalysis } from '../engine/run';
import { fittingCities, NEAR_HOME_KM, rankByMoneyLeft } from './money-left';

/** "Where your household keeps the most" ranks the cities that fit the person (walk F15, F28, F32). */
const NOW = new Date('2026-03-01T09:00:00Z');
const person = (patch: Partial<OnboardingAnswers>): OnboardingAnswers => {
  const base = emptyAnswers();
  return {
    ...base,
    whatMatters: ['finding-job'],
    educationBackground: { ...base.educationBackground, level: 'bachelors', institution: 'University' },
    timeline: '1-3-years',
    ...patch,
    personalInfo: {
      ...base.personalInfo,
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.nl',
      ...patch.personalInfo,
    },
  };
};
function ranking(answers: OnboardingAnswers) {
  const mapped = mapAnswersToRequest(answers, { locale: 'en' });
  if (!mapped.ok) throw new Error(mapped.code);
  const result = runAnalysis(mapped.request, { now: NOW });
  const matches = result.cityMatches.slice(0, SUMMARY_CITIES);
  const fit = fittingCities(matches);
  const ids = new Set(fit.cityIds);
  const ranked = rankByMoneyLeft(
    result.affordability.filter((a) => ids.has(a.cityId)),
    5,
  ).map((r) => matches.find((m) => m.cityId === r.entry.cityId)!);
  return { fit, ranked, matches };
}

describe('fittingCities: the set the money-left ranking compares', () => {
  it('a Chicago worker who wants to stay near gets cities near Chicago, not Lausanne, Basel or Geneva (F32)', () => {
    const { fit, ranked, matches } = ranking(
      person({
        userType: 'professional',
        skills: ['Sales', 'Customer service', 'Communication'],
        currentPay: { amount: 22, timeframe: 'hourly', currency: 'USD' },
        currency: 'USD',
        citizenships: ['US'],
        personalInfo: { location: 'Chicago, IL, USA' } as OnboardingAnswers['personalInfo'],
        locationPreferences: ['current'],
      }),
    );
    expect(matches.some((m) => m.country !== 'US')).toBe(true);
    expect(fit.set).toBe('near');
    expect(ranked.length).toBeGreaterThan(0);
    expect(ranked.map((m) => m.cityId)).toContain('chicago');
    for (const m of ranked) expect(m.facts!.distanceKm!).toBeLessThanOrEqual(NEAR_HOME_KM);
  });

  it('a British teacher near Manchester gets no city that needs a work permit after Brexit (F28)', () => {
    const { fit, ranked } = ranking(
      person({
        userType: 'professional',
        skills: ['Teaching', 'Lesson planning'],
        industries: ['education'],
        citizenships: ['GB'],
        personalInfo: { location: 'Manchester, UK' } as OnboardingAnswers['personalInfo'],
        locationPreferences: ['current'],
      }),
    );
    expect(fit.set).toBe('near');
    expect(ranked.length).toBeGreaterThan(0);
    for (const m of ranked) {
      expect(m.country).toBe('GB');
      expect(m.facts?.workRight?.status).not.toBe('permit');
    }
  });

  it('someone who names places gets those places; with no location wish, the best matches', () => {
    const named = ranking(
      person({
        skills: ['Python', 'SQL'],
        industries: ['technology'],
        citizenships: ['ES'],
        personalInfo: { location: 'Madrid' } as OnboardingAnswers['personalInfo'],
        locationPreferences: ['international', 'tech-hubs'],
        careerGoalsText: 'Work in Berlin, Amsterdam or Zürich',
      }),
    );
    expect(named.fit.set).toBe('named');
    expect(named.ranked.map((m) => m.cityId).sort()).toEqual(
      expect.arrayContaining(['amsterdam', 'berlin', 'zurich']),
    );
    const anywhere = ranking(person({ skills: ['Python'], locationPreferences: ['anywhere'] }));
    expect(anywhere.fit.set).toBe('matched');
    expect(anywhere.fit.cityIds.length).toBe(SUMMARY_CITIES);
  });

  it('keeps cities that need a permit when every city does, and leaves them out when some need none', () => {
    const city = (cityId: string, status: 'permit' | 'citizen') =>
      ({
        cityId,
        breakdown: [{ factor: 'work-permit', earned: status === 'permit' ? 0 : 16, possible: 16 }],
        facts: { workRight: { status } },
      }) as unknown as Parameters<typeof fittingCities>[0][number];
    expect(fittingCities([city('a', 'permit'), city('b', 'permit')])).toEqual({
      set: 'matched',
      withoutPermit: false,
      cityIds: ['a', 'b'],
    });
    expect(fittingCities([city('a', 'permit'), city('b', 'citizen')])).toEqual({
      set: 'matched',
      withoutPermit: true,
      cityIds: ['b'],
    });
  });
});
