import { describe, expect, it } from 'vitest';
import { getCity } from '../datasets/index';
import { mapAnswersToRequest } from '../contracts/analysis-request';
import { runAnalysis } from '../engine/index';
import {
  DEFAULT_COMPARE_CITIES,
  DEFAULT_COMPARE_ROLES,
  cityComparison,
  comparisonCityOptions,
  comparisonRoleOptions,
  predictionMoneyLeft,
  roleComparison,
} from './comparison';

describe('comparison', () => {
  it('offers the spec cities first and every dataset city', () => {
    const options = comparisonCityOptions();
    expect(options.slice(0, 4).map((o) => o.id)).toEqual([...DEFAULT_COMPARE_CITIES]);
    expect(options.length).toBeGreaterThan(60);
    for (const id of DEFAULT_COMPARE_CITIES) expect(getCity(id)).toBeDefined();
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
    expect(senior.salary.currency).toBe('EUR');
    const other = comparisonRoleOptions()[10]!;
    expect(roleComparison(other.key)).toBeDefined();
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
      const stated = role.why.find((reason) => reason.code === 'role.skills')!.params.share;
      expect(roleComparison(role.roleId, { skills })!.bars.skillsMatch.value).toBe(stated);
    }
    expect(result.recommendations.roles.some((role) => role.why[0]!.params.share! > 0)).toBe(true);
  });
});

describe('money left of a prediction', () => {
  it('is net pay minus rent and living costs, in euros', () => {
    const left = predictionMoneyLeft({
      career: { salary: { value: 60000, currency: 'EUR', basis: 'estimate', source: 's', year: 2024 } },
      location: {
        cityId: 'amsterdam',
        country: 'NL',
        livingCost: { value: 1000, currency: 'EUR', basis: 'estimate', source: 's', year: 2024 },
        housingPrice: { value: 1500, currency: 'EUR', basis: 'estimate', source: 's', year: 2024 },
      },
    })!;
    expect(left.currency).toBe('EUR');
    expect(left.basis).toBe('estimate');
    // 60k gross in NL nets roughly 3.3k-4k a month.
    expect(left.value).toBeGreaterThan(500);
    expect(left.value).toBeLessThan(1700);
  });
});
