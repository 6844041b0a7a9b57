import { describe, expect, it } from 'vitest';
import { getCity, rolesDataset } from '../datasets/index';
import { roleDescription } from '../text/names';
import { sourceText } from '../text/sources';
import { mapAnswersToRequest } from '../contracts/analysis-request';
import { runAnalysis } from '../engine/index';
import { personLanguages } from '../engine/languages';
import type { Affordability } from '../contracts/analysis-result';
import {
  DEFAULT_COMPARE_CITIES,
  DEFAULT_COMPARE_ROLES,
  cityComparison,
  comparisonCityOptions,
  comparisonRoleOptions,
  householdOfRequest,
  ownPayEntry,
  pairOwnPay,
  predictionAffordability,
  rankByMoneyLeft,
  defaultComparedCities,
  defaultComparedRoles,
  roleComparison,
} from './comparison';

describe('comparison', () => {
  it('offers the spec cities first and every dataset city', () => {
    const options = comparisonCityOptions();
    expect(options.slice(0, 4).map((o) => o.id)).toEqual([...DEFAULT_COMPARE_CITIES]);
    expect(options.length).toBeGreaterThan(60);
    for (const id of DEFAULT_COMPARE_CITIES) expect(getCity(id)).toBeDefined();
  });

  it("says whether the person speaks one of the city's languages, from the stored language names (walk W4)", () => {
    const dutchNative = personLanguages({ locale: 'en', languages: [{ code: 'nl', level: 'native' }] });
    expect(cityComparison('utrecht', { languages: dutchNative })!.speaksLocal).toBe(true);
    expect(cityComparison('utrecht', { languages: personLanguages({ locale: 'en' }) })!.speaksLocal).toBe(
      false,
    );
    expect(cityComparison('dallas', { languages: personLanguages({ locale: 'en' }) })!.speaksLocal).toBe(
      true,
    );
    expect(cityComparison('zurich', { languages: dutchNative })!.speaksLocal).toBe(false);
  });

  it('compares any city in euros with sourced figures and money left', () => {
    const zurich = cityComparison('zurich', { family: 'software' })!;
    expect(zurich.salary.currency).toBe('EUR');
    expect(zurich.salary.value).toBeGreaterThan(0);
    expect(zurich.rent4.value).toBeGreaterThan(zurich.costOfLiving.value / 10);
    expect(zurich.moneyLeft.currency).toBe('EUR');
    expect(['official', 'derived', 'estimate']).toContain(zurich.rent4.basis);
    expect(zurich.bars.language.value).toBeGreaterThan(0);
    expect(zurich.languages.length).toBeGreaterThan(0);
    expect(cityComparison('atlantis')).toBeUndefined();
  });

  it('compares the spec roles and any dataset role', () => {
    expect(
      comparisonRoleOptions()
        .slice(0, 4)
        .map((o) => o.key),
    ).toEqual([...DEFAULT_COMPARE_ROLES]);
    const senior = roleComparison('Senior Data Scientist', { skills: ['Python', 'SQL'] })!;
    expect(senior.level).toBe('senior');
    expect(senior.bars.skillsMatch.value).toBeGreaterThan(0);
    expect(senior.bars.learningGaps.value).toBeLessThan(100);
    // Amsterdam (the default city): the city's own currency.
    expect(senior.salary.currency).toBe('EUR');
    const other = comparisonRoleOptions()[10]!;
    expect(roleComparison(other.key)).toBeDefined();
  });
});

describe('Compare > Roles in the person’s money, with their roles (walk F24)', () => {
  it('gives a role’s pay in the city’s own currency, not converted to euros', () => {
    const teacher = roleComparison('secondary-teacher', { cityId: 'manchester' })!;
    const ux = roleComparison('ux-designer', { cityId: 'manchester' })!;
    expect(teacher.salary.currency).toBe('GBP');
    expect(ux.salary.currency).toBe('GBP');
    expect(teacher.salary.value).toBeGreaterThan(0);
    expect(roleComparison('ux-designer', { cityId: 'zurich' })!.salary.currency).toBe('CHF');
  });

  it('describes the Product Manager as a product manager, not with O*NET’s marketing-manager text (en and nl)', () => {
    const product = roleComparison('Product Manager')!;
    const marketing = roleComparison('marketing-manager')!;
    expect(product.roleId).toBe('product-manager');
    expect(product.description).not.toBe(marketing.description);
    expect(product.description).not.toMatch(/marketing policies/i);
    expect(product.description).toMatch(/product/i);
    expect(roleDescription('product-manager', 'nl')).not.toBe(roleDescription('marketing-manager', 'nl'));
    expect(roleDescription('product-manager', 'nl')).toMatch(/product/i);
    // Where the text comes from is said with the roles' source, in both languages.
    expect(rolesDataset.source).toMatch(/Product Manager: .*description written by the Thrive team/);
    expect(sourceText(rolesDataset.source, 'nl')).toMatch(
      /productmanager: .*beschrijving geschreven door het Thrive-team/,
    );
  });

  const teacherToUx = (locale: 'en' | 'nl') => {
    const mapped = mapAnswersToRequest(
      {
        userType: 'career-changer',
        careerStatus: 'changing',
        experienceLevel: 'mid',
        skills: ['Teaching', 'Lesson planning', 'Communication', 'Classroom management'],
        careerGoalsText: 'I am a secondary school teacher and want to move into UX',
        currency: 'GBP',
        personalInfo: { location: 'Manchester' },
      },
      { locale },
    );
    if (!mapped.ok) throw new Error(mapped.code);
    return runAnalysis(mapped.request, { now: new Date('2026-11-22T10:00:00Z') });
  };

  it.each(['en', 'nl'] as const)(
    'opens on the changer’s current role against the predicted role (%s)',
    (locale) => {
      const result = teacherToUx(locale);
      expect(result.currentRoleId).toBe('secondary-teacher');
      expect(result.predictions['0-3'].career.roleId).toBe('ux-designer');
      expect(defaultComparedRoles(result)).toEqual(['secondary-teacher', 'ux-designer']);
    },
  );

  it('without a current role: the predicted role against the next one; without a result: the spec roles', () => {
    const result = teacherToUx('en');
    const { currentRoleId: _, ...withoutCurrent } = result;
    const [first, second] = defaultComparedRoles(withoutCurrent);
    expect(first).toBe('ux-designer');
    expect(second).not.toBe('ux-designer');
    expect(second).toBe(
      [result.predictions['3-5'], result.predictions['5-10']]
        .map((p) => p.career.roleId)
        .concat(result.recommendations.roles.map((r) => r.roleId))
        .find((id) => id !== 'ux-designer'),
    );
    expect(defaultComparedRoles(null)).toEqual([DEFAULT_COMPARE_ROLES[0], DEFAULT_COMPARE_ROLES[1]]);
  });
});

describe('skills match agrees with Recommendations', () => {
  it('gives each recommended role the share its recommendation states', () => {
    const skills = ['Python', 'SQL', 'Machine Learning', 'statistics', 'Data Visualization', 'Excel'];
    const mapped = mapAnswersToRequest({
      skills,
      careerGoals: ['technical-mastery'],
      locationPreferences: ['urban'],
      industries: ['technology'],
    });
    if (!mapped.ok) throw new Error(mapped.code);
    const result = runAnalysis(mapped.request, { now: new Date('2026-11-22T10:00:00Z') });
    expect(result.recommendations.roles.length).toBeGreaterThan(0);
    for (const role of result.recommendations.roles) {
      // Any of the key-skills lines (decision 0257: role.skills, -related, -near, -none) states the share.
      const stated = role.why.find((reason) => reason.code.startsWith('role.skills'))!.params.share;
      expect(roleComparison(role.roleId, { skills })!.bars.skillsMatch.value).toBe(stated);
    }
    expect(result.recommendations.roles.some((role) => Number(role.why[0]!.params.share) > 0)).toBe(true);
  });
});

describe("a prediction's household money", () => {
  const salary = { value: 60000, currency: 'EUR', basis: 'estimate' as const, source: 's', year: 2024 };
  const prediction = { career: { salary }, location: { cityId: 'amsterdam' } };
  const request = {
    skills: [],
    careerGoals: [],
    workEnergy: [],
    userType: 'recent-grad' as const,
    experienceLevel: 'mid' as const,
    salaryRange: 60000,
    timeframe: 'annual' as const,
    currency: 'EUR' as const,
    learningHoursPerWeek: 5,
    locale: 'en' as const,
    childrenCount: 2,
  };

  it('one adult: net pay minus the newcomer rent of a 1-bedroom home, living costs and the health premium, in the city currency', () => {
    const a = predictionAffordability(prediction)!;
    expect(a.currency).toBe('EUR');
    expect(a.bedrooms).toBe(1);
    // 60k gross in NL nets roughly 3.3k-4k a month.
    expect(a.netMonthly.value).toBeGreaterThan(3300);
    expect(a.netMonthly.value).toBeLessThan(4000);
    // The Dutch nominal premium of one adult; at 60k no zorgtoeslag (decision 0106).
    expect(a.healthCover?.kind).toBe('dutch-basic');
    expect(a.healthInsuranceMonthly?.value).toBeCloseTo(1_900 / 12, 1);
    expect(a.moneyLeftMonthly.value).toBeCloseTo(
      a.netMonthly.value +
        a.childBenefitsMonthly!.value -
        a.rentMonthly.value -
        a.livingCostsMonthly!.value -
        a.healthInsuranceMonthly!.value,
      1,
    );
    expect(predictionAffordability({ ...prediction, location: { cityId: 'atlantis' } })).toBeUndefined();
  });

  it('the planner takes the official newcomer rent where one exists and says so (Geneva, OCSTAT), the estimate elsewhere', () => {
    const geneva = predictionAffordability({ ...prediction, location: { cityId: 'geneva' } })!;
    expect(geneva.currency).toBe('CHF');
    expect(geneva.rentTenancy).toBe('newcomer');
    expect(geneva.rentMonthly.value).toBe(1450); // OCSTAT median advertised rent of vacant 3-room flats, 2022
    expect(geneva.rentMonthly.basis).toBe('official');
    expect(geneva.rentMonthly.source).toMatch(/OCSTAT/);
    const copenhagen = predictionAffordability({ ...prediction, location: { cityId: 'copenhagen' } })!;
    expect(copenhagen.rentTenancy).toBe('estimate');
    expect(copenhagen.rentMonthly.basis).toBe('estimate');
  });

  it('a family of four with a working partner: both incomes, child benefits, a bigger home, more living costs', () => {
    const family = householdOfRequest({
      ...request,
      familyStatus: 'family',
      partnerWorks: true,
      partnerIncome: 30000,
    });
    expect(family).toMatchObject({ adults: 2, children: 2, partnerWorks: true, partnerIncomeAnnual: 30000 });
    const single = predictionAffordability(prediction)!;
    const four = predictionAffordability(prediction, family)!;
    expect(four.partnerGrossAnnual!.value).toBe(30000);
    expect(four.childBenefitsMonthly!.value).toBeGreaterThan(0);
    expect(four.bedrooms).toBeGreaterThan(single.bedrooms);
    expect(four.livingCostsMonthly!.value).toBeGreaterThan(single.livingCostsMonthly!.value);
    expect(four.netMonthly.value).toBeGreaterThan(single.netMonthly.value);
  });

  it('"affordable" ranks by what the household keeps a month (in euros), most first', () => {
    const cities = ['amsterdam', 'lisbon', 'new-york-city', 'zurich'];
    const entries = cities.map((cityId) => predictionAffordability({ ...prediction, location: { cityId } })!);
    const ranked = rankByMoneyLeft(entries, 3);
    expect(ranked).toHaveLength(3);
    for (let i = 1; i < ranked.length; i++)
      expect(ranked[i - 1]!.moneyLeftEur).toBeGreaterThanOrEqual(ranked[i]!.moneyLeftEur);
  });
});

describe('defaultComparedCities (walk F22)', () => {
  const match = (cityId: string, distanceKm?: number) => ({
    cityId,
    ...(distanceKm !== undefined && { facts: { distanceKm } }),
  });
  it('opens on where the person lives now against their best match', () => {
    expect(
      defaultComparedCities({
        cityMatches: [match('zurich', 700), match('utrecht', 2), match('amsterdam', 35)],
      }),
    ).toEqual(['utrecht', 'zurich']);
  });
  it('takes the next match when home is also the best match, and the two best without a home city', () => {
    expect(defaultComparedCities({ cityMatches: [match('utrecht', 0), match('rotterdam', 50)] })).toEqual([
      'utrecht',
      'rotterdam',
    ]);
    expect(
      defaultComparedCities({ cityMatches: [match('berlin'), match('munich'), match('hamburg')] }),
    ).toEqual(['berlin', 'munich']);
  });
  it("falls back to the spec's cities without a result", () => {
    expect(defaultComparedCities(null)).toEqual([...DEFAULT_COMPARE_CITIES.slice(0, 2)]);
    expect(defaultComparedCities({ cityMatches: [match('atlantis', 0)] })).toEqual([
      ...DEFAULT_COMPARE_CITIES.slice(0, 2),
    ]);
  });
});

// Walk W112/W113 (decision 0164): a career changer in Manchester (teacher pay, her own current pay there) compares it
// with Birmingham, where the analysis has the new role's typical pay (decision 0153).
describe('pairOwnPay: one pay basis for a compared pair (decision 0164)', () => {
  const entry = (cityId: string, payOrigin: 'current' | 'scaled' | 'role') =>
    ({ cityId, payOrigin, grossAnnual: { value: 1, currency: 'GBP' } }) as unknown as Affordability;

  it("puts a changer's home city on the role's typical pay when the other city has no own pay (W113)", () => {
    const affordability = [entry('manchester', 'current'), entry('birmingham', 'role')];
    expect(ownPayEntry(affordability, 'manchester')?.payOrigin).toBe('current');
    expect(ownPayEntry(affordability, 'birmingham')).toBeUndefined();
    const own = pairOwnPay(affordability, 'manchester', 'birmingham');
    expect(own('manchester')).toBeUndefined();
    expect(own('birmingham')).toBeUndefined();
  });

  it("takes the person's own pay in both cities when the analysis has it for both (W112)", () => {
    const affordability = [entry('manchester', 'current'), entry('birmingham', 'scaled')];
    const own = pairOwnPay(affordability, 'manchester', 'birmingham');
    expect(own('manchester')?.payOrigin).toBe('current');
    expect(own('birmingham')?.payOrigin).toBe('scaled');
  });

  it('is on the typical pay for a city outside the analysis, or without an analysis', () => {
    const affordability = [entry('manchester', 'current'), entry('birmingham', 'scaled')];
    expect(pairOwnPay(affordability, 'manchester', 'leeds')('manchester')).toBeUndefined();
    expect(pairOwnPay(undefined, 'manchester', 'birmingham')('manchester')).toBeUndefined();
  });
});

describe('role comparison: the city country decides whose outlook the BLS figure is (walk W613)', () => {
  it('is American in Seattle and German in Berlin', () => {
    expect(roleComparison('data-scientist', { cityId: 'seattle' })!.cityCountry).toBe('US');
    expect(roleComparison('data-scientist', { cityId: 'berlin' })!.cityCountry).toBe('DE');
  });
});

describe('skills match and learning gaps tell one story (walk 0801, W813)', () => {
  it("a frontend developer's own role: gaps are the key skills neither listed nor related, at most 100 - match", () => {
    // Daan's skills: a front-end developer of seven years.
    const skills = ['JavaScript', 'TypeScript', 'React', 'HTML and CSS', 'Git', 'Testing'];
    const role = roleComparison('frontend-developer', { skills })!;
    const { skillsMatch, learningGaps } = role.bars;
    expect(skillsMatch.value).toBeGreaterThan(50);
    // A key skill is matched (counts whole), related (half) or missing: the missing share cannot pass 100 - match.
    expect(learningGaps.value).toBeLessThanOrEqual(100 - skillsMatch.value);
  });

  it('no skills: no match, every key skill a gap', () => {
    const role = roleComparison('frontend-developer', { skills: [] })!;
    expect(role.bars.skillsMatch.value).toBe(0);
    expect(role.bars.learningGaps.value).toBe(100);
  });
});
