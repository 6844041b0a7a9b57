import { describe, expect, it } from 'vitest';
import { emptyAnswers } from '../contracts/onboarding';
import type { AnalysisResult } from '../contracts/analysis-result';
import { analyse, personMaker } from './test-people';
import { bundledEngineData } from './bundled';
import { assumedLanguages, homeLanguages, personLanguages } from './languages';
import { cityComparison } from '../rules/comparison';

/**
 * Decision 0245 (walk finding W611): Lucía, a junior accountant in Madrid who named no language, read the plan in
 * English and saw "Language 16" for Madrid, her own city: English was assumed from the app and Spanish not at all. As
 * the citizenship of the country she lives in is assumed (decision 0102), so is its language, until she names hers.
 */
const base = emptyAnswers();
const make = personMaker();
const lucia = {
  userType: 'professional' as const,
  personalInfo: { location: 'Madrid, Spain' },
  skills: ['Accounting', 'Microsoft Excel', 'Bookkeeping'],
  educationBackground: {
    ...base.educationBackground,
    level: 'bachelors' as const,
    fieldOfStudy: 'Accounting',
  },
  experienceLevel: 'junior' as const,
  industries: ['finance' as const],
  currency: 'EUR' as const,
};

const match = (r: AnalysisResult, cityId: string) => r.cityMatches.find((m) => m.cityId === cityId)!;
const languageShare = (r: AnalysisResult, cityId: string) => {
  const row = match(r, cityId).breakdown.find((f) => f.factor === 'language')!;
  return row.earned / row.possible;
};

describe('someone who names no language is taken to speak the language where they live (W611)', () => {
  it("Madrid's language factor is full for Lucía, and the plan says Spanish was assumed", () => {
    const r = analyse(make(lucia));
    expect(r.assumedLanguages).toEqual(['es']);
    expect(languageShare(r, 'madrid')).toBeGreaterThan(0.9);
    expect(match(r, 'madrid').facts?.languagesAssumed).toEqual(['es']);
    expect(match(r, 'barcelona').facts?.languagesAssumed).toEqual(['es']);
    // A city that does not speak it says nothing of it.
    expect(match(r, 'berlin').facts?.languagesAssumed).toBeUndefined();
  });

  it('once she names her languages they are used as given: English alone leaves Madrid low again', () => {
    const english = analyse(make({ ...lucia, languages: [{ code: 'en', level: 'fluent' }] }));
    expect(english.assumedLanguages).toBeUndefined();
    expect(match(english, 'madrid').facts?.languagesAssumed).toBeUndefined();
    expect(languageShare(english, 'madrid')).toBeLessThan(0.5);
    const spanish = analyse(make({ ...lucia, languages: [{ code: 'es', level: 'native' }] }));
    expect(spanish.assumedLanguages).toBeUndefined();
    expect(languageShare(spanish, 'madrid')).toBe(1);
  });

  it('a country whose cities share no language assumes none; English where it is one of several', () => {
    const cities = bundledEngineData().cities;
    expect(homeLanguages('ES', cities)).toEqual(['es']);
    expect(homeLanguages('CH', cities)).toEqual([]);
    expect(homeLanguages('IE', cities)).toEqual(['en']);
    expect(homeLanguages('NO', cities)).toEqual(['no']);
    expect(homeLanguages(undefined, cities)).toEqual([]);
    const zurich = analyse(make({ ...lucia, personalInfo: { location: 'Zurich, Switzerland' } }));
    expect(zurich.assumedLanguages).toBeUndefined();
  });

  it("Compare's city says which of its languages were assumed (W705)", () => {
    const input = { locale: 'en', assumed: ['es'] };
    const options = { languages: personLanguages(input), assumedLanguages: assumedLanguages(input) };
    expect(cityComparison('madrid', options)!.languagesAssumed).toEqual(['es']);
    expect(cityComparison('lisbon', options)!.languagesAssumed).toEqual([]);
    const named = { ...input, languages: [{ code: 'es', level: 'native' }] as const };
    expect(
      cityComparison('madrid', {
        languages: personLanguages(named),
        assumedLanguages: assumedLanguages(named),
      })!.languagesAssumed,
    ).toEqual([]);
  });
});
