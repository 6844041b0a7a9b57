import { describe, expect, it } from 'vitest';
import { emptyAnswers } from '../contracts/onboarding';
import { bundledEngineData } from '../engine/bundled';
import { personMaker } from '../engine/test-people';
import { hubsForAnswers } from './cities';
import { suggestedSalary } from './salary';

/**
 * Walk 0801, finding W819 (decision 0261): Daan, a senior frontend developer in Utrecht, read "the typical pay is
 * EUR 93,000" on the salary step and the Nice Job cards, while the figure is the senior level's 75th percentile of
 * CBS. The suggestion and the cards now carry the level and the source's point, so the sentence can say whose pay it is.
 */
const base = emptyAnswers();
const daan = personMaker()({
  userType: 'professional',
  personalInfo: { location: 'Utrecht, Nederland' },
  skills: ['TypeScript', 'React', 'CSS', 'HTML', 'Accessibility'],
  educationBackground: { ...base.educationBackground, level: 'bachelors', fieldOfStudy: 'Informatica' },
  experienceLevel: 'senior',
  industries: ['technology'],
  consideredCountries: ['NL'],
});

describe('the salary step and the cards say whose pay it is (W819)', () => {
  it("Daan's suggestion is a senior's pay at the source's 75th percentile, in en and nl", () => {
    for (const locale of ['en', 'nl'] as const) {
      const s = suggestedSalary(daan, bundledEngineData(), { locale })!;
      expect(s.level).toBe('senior');
      expect(s.point).toBe('p75');
      // No wider area: the figure is the Netherlands' own.
      expect(s.area).toBeUndefined();
      expect(s.figure.source).toContain("the source's 75th percentile for senior level");
    }
  });

  it('each Nice Job card carries the level and the point of its figure', () => {
    const hubs = hubsForAnswers(daan, bundledEngineData(), { locale: 'en' });
    expect(hubs.length).toBeGreaterThan(0);
    for (const hub of hubs) {
      expect(hub.role).toBeDefined();
      expect(hub.level).toBe('senior');
      if (/the source's 75th percentile for senior level/.test(hub.avgSalaryLocal.source))
        expect(hub.point).toBe('p75');
    }
    expect(hubs.some((h) => h.point === 'p75')).toBe(true);
  });
});
