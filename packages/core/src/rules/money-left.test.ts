import { describe, expect, it } from 'vitest';
import { mapAnswersToRequest } from '../contracts/analysis-request';
import { SUMMARY_CITIES } from '../contracts/analysis-summary';
import type { OnboardingAnswers } from '../contracts/onboarding';
import { withTrueCostCautions } from '../engine/cities';
import { runAnalysis } from '../engine/run';
import { analyse, NOW, personMaker } from '../engine/test-people';
import { fittingCities, moneyLeftList, NEAR_HOME_KM, rankByMoneyLeft } from './money-left';

/** "Where your household keeps the most" ranks the cities that fit the person (walk F15, F28, F32). */
const person = personMaker({ email: 'a@b.nl', bachelors: true });
function ranking(answers: OnboardingAnswers) {
  const result = analyse(answers);
  const matches = result.cityMatches.slice(0, SUMMARY_CITIES);
  const fit = fittingCities(matches);
  const ids = new Set(fit.cityIds);
  const ranked = rankByMoneyLeft(
    result.affordability.filter((a) => ids.has(a.cityId)),
    5,
  ).map((r) => matches.find((m) => m.cityId === r.entry.cityId)!);
  return { fit, ranked, matches, all: result.cityMatches };
}

describe('fittingCities: the set the money-left ranking compares', () => {
  it('a Chicago worker who wants to stay near gets cities near Chicago, not Lausanne, Basel or Geneva (F32)', () => {
    const { fit, ranked, all } = ranking(
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
    // Cities abroad are among the matches (in F32 Lausanne, Basel and Geneva were in the top 12; since living costs
    // are priced by each country's own quintiles, decision 0146, the top 12 can be all American).
    expect(all.some((m) => m.country !== 'US')).toBe(true);
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
      // Ireland is within reach of Manchester and open to British citizens (Common Travel Area); since Irish pay
      // comes from Ireland's own SES ratios (decision 0136) Dublin can rank among the matches.
      expect(['GB', 'IE']).toContain(m.country);
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

  it('a Dutch nurse in Utrecht finds Utrecht in the list: equal money left goes by match, home is always listed (N4)', () => {
    const nurse = person({
      userType: 'recent-grad',
      skills: ['Patient care', 'Nursing', 'Wound care'],
      experienceLevel: 'entry',
      industries: ['healthcare'],
      citizenships: ['NL'],
      familyStatus: 'single',
      careerGoalsText: 'Stay in the Netherlands, or maybe Belgium',
      personalInfo: { location: 'Utrecht' } as OnboardingAnswers['personalInfo'],
      locationPreferences: ['current'],
      lifestyleValues: ['affordability', 'nature', 'community'],
    });
    const mapped = mapAnswersToRequest(nurse, { locale: 'nl' });
    if (!mapped.ok) throw new Error(mapped.code);
    const result = runAnalysis(mapped.request, { now: NOW });
    const matches = result.cityMatches.slice(0, SUMMARY_CITIES);
    const { fit, rows } = moneyLeftList(matches, result.affordability, 5);
    expect(fit.set).toBe('near');
    const ids = rows.map((r) => r.entry.cityId);
    expect(ids).toContain('utrecht');
    expect(rows.find((r) => r.entry.cityId === 'utrecht')!.home).toBe(true);
    expect(rows.filter((r) => r.home)).toHaveLength(1);
    // Cities with the same money left follow the match order.
    const matchAt = (id: string) => matches.findIndex((m) => m.cityId === id);
    for (let i = 1; i < rows.length; i++)
      if (Math.round(rows[i]!.moneyLeftEur) === Math.round(rows[i - 1]!.moneyLeftEur))
        expect(matchAt(ids[i]!)).toBeGreaterThan(matchAt(ids[i - 1]!));
  });

  it('lists the home city after the others when it keeps less than all of them', () => {
    const city = (cityId: string, km: number) =>
      ({
        cityId,
        breakdown: [{ factor: 'proximity', earned: 1, possible: 10 }],
        facts: { distanceKm: km, workRight: { status: 'citizen' } },
      }) as unknown as Parameters<typeof fittingCities>[0][number];
    const money = (cityId: string, value: number) =>
      ({ cityId, moneyLeftMonthly: { value, currency: 'EUR' } }) as unknown as Parameters<
        typeof rankByMoneyLeft
      >[0][number];
    const { rows } = moneyLeftList(
      [city('home', 0), city('a', 50), city('b', 80), city('c', 120)],
      [money('home', 100), money('a', 400), money('b', 300), money('c', 200)],
      2,
    );
    expect(rows.map((r) => [r.entry.cityId, r.home])).toEqual([
      ['a', false],
      ['b', false],
      ['home', true],
    ]);
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

describe('city reasons that are true (audit 3, walk F20, F37)', () => {
  const nurse = person({
    userType: 'professional',
    skills: ['Nursing', 'Patient care'],
    experienceLevel: 'entry',
    industries: ['healthcare'],
    citizenships: ['NL'],
    personalInfo: { location: 'Utrecht, Nederland' } as OnboardingAnswers['personalInfo'],
    locationPreferences: ['affordable', 'anywhere'],
    familyStatus: 'family',
    childrenCount: 3,
    housingBudget: '€ 1.400',
    lifestyleValues: ['family-friendly', 'affordability'],
  });
  const mapped = mapAnswersToRequest(nurse, { locale: 'en' });
  if (!mapped.ok) throw new Error(mapped.code);
  const result = runAnalysis(mapped.request, { now: NOW });

  it('a city where the household is short says so first, in the matches and the recommendations', () => {
    const short = result.cityMatches.filter((m) => (m.facts?.moneyLeftMonthly?.value ?? 0) < 0);
    expect(short.length).toBeGreaterThan(0);
    for (const m of short) {
      expect(m.reasons[0]!.code).toBe('city.caution.money-left');
      expect(m.reasons[0]!.params.amount).toBe(Math.round(-m.facts!.moneyLeftMonthly!.value));
    }
    for (const c of result.recommendations.cities) {
      const m = result.cityMatches.find((x) => x.cityId === c.cityId)!;
      expect(c.why.some((r) => r.code === 'city.caution.money-left')).toBe(
        m.facts!.moneyLeftMonthly!.value < 0,
      );
    }
  });

  it('a rent above the budget is never a housing-budget reason for the city (F37)', () => {
    const over = result.cityMatches.filter((m) => m.facts?.budget?.fits === false);
    expect(over.length).toBeGreaterThan(0);
    for (const m of over) expect(m.reasons.map((r) => r.code)).not.toContain('city.housing-budget');
  });

  it('"expensive compared with the other cities" only for a city below the median of the five shown (F20)', () => {
    const cost = (id: string) =>
      result.cityMatches.find((m) => m.cityId === id)!.breakdown.find((f) => f.factor === 'cost')!.earned;
    const shown = result.recommendations.cities.map((c) => c.cityId);
    const cheapest = shown.reduce((a, b) => (cost(b) > cost(a) ? b : a));
    const cheapestWhy = result.recommendations.cities.find((c) => c.cityId === cheapest)!.why;
    expect(cheapestWhy.map((r) => r.code)).not.toContain('city.caution.cost');
    const sorted = shown.map(cost).sort((a, b) => a - b);
    for (const c of result.recommendations.cities)
      if (c.why.some((r) => r.code === 'city.caution.cost')) expect(cost(c.cityId)).toBeLessThan(sorted[2]!);
  });
});

describe('withTrueCostCautions', () => {
  it('keeps the cost caution only below the median of the cities shown', () => {
    const m = (cityId: string, cost: number) => ({
      cityId,
      breakdown: [{ factor: 'cost', earned: cost, possible: 30 }],
      reasons: [{ code: 'city.caution.cost', params: { city: cityId }, text: '' }],
    });
    const out = withTrueCostCautions([m('a', 5), m('b', 9), m('c', 12), m('d', 14), m('e', 3), m('f', 1)]);
    const flagged = out.filter((x) => x.reasons.length > 0).map((x) => x.cityId);
    expect(flagged).toEqual(['a', 'e', 'f']);
  });
});
