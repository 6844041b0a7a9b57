import { describe, expect, it } from 'vitest';
import { mapAnswersToRequest } from '../contracts/analysis-request';
import { emptyAnswers, type OnboardingAnswers } from '../contracts/onboarding';
import { localizeAnalysis } from '../text/localize-analysis';
import { runAnalysis } from './run';

/**
 * The walk's Dutch nurse (walk D6, D7): a recent HBO nursing graduate in Utrecht, a partner who works, one child, who
 * would consider the Netherlands and Belgium and wants to stay near home. Answers as she gave them in the wizard.
 */
const NOW = new Date('2026-11-26T17:00:00Z');
const nurse = (patch: Partial<OnboardingAnswers> = {}): OnboardingAnswers => ({
  ...emptyAnswers(),
  userType: 'recent-grad',
  whatMatters: ['relocating', 'family-opportunities', 'finding-job'],
  personalInfo: {
    firstName: 'Sanne',
    lastName: 'de Vries',
    email: 'sanne@example.org',
    phone: '',
    age: '23-27',
    location: 'Utrecht, Nederland',
  },
  skills: ['Patient Care', 'Communication', 'Teamwork'],
  educationBackground: {
    level: 'bachelors',
    institution: 'Hogeschool Utrecht',
    fieldOfStudy: 'Verpleegkunde',
    graduationYear: '2025',
    gpa: '',
    achievements: '',
  },
  experienceLevel: 'entry',
  industries: ['healthcare'],
  locationPreferences: ['current', 'affordable'],
  consideredCountries: ['BE', 'NL'],
  lifestyleValues: ['family-friendly', 'affordability', 'nature'],
  familyStatus: 'family',
  childrenCount: 1,
  partnerWorks: true,
  partnerIncome: 36000,
  timeline: '0-1-years',
  ...patch,
});

function analyse(answers: OnboardingAnswers, locale: 'en' | 'nl') {
  const mapped = mapAnswersToRequest(answers, { locale });
  if (!mapped.ok) throw new Error(mapped.code);
  return runAnalysis(mapped.request, { now: NOW });
}

describe('walk D6: no move planned to the city the person lives in', () => {
  it.each(['en', 'nl'] as const)('the nurse whose best match is Utrecht, where she lives (%s)', (locale) => {
    const result = analyse(nurse(), locale);
    expect(result.cityMatches[0]!.cityId).toBe('utrecht');
    expect(result.milestones.map((m) => m.id)).not.toContain('move');
    const titles = result.milestones.map((m) => m.title).join(' | ');
    expect(titles).not.toMatch(/Plan your move to Utrecht|Plan je verhuizing naar Utrecht/);
  });

  it('someone relocating whose best match is elsewhere still plans the move (en, nl)', () => {
    const answers = nurse({
      personalInfo: { ...nurse().personalInfo, location: 'Maastricht, Nederland' },
      consideredCountries: ['NL'],
    });
    const result = analyse(answers, 'en');
    expect(result.cityMatches[0]!.facts?.distanceKm).toBeGreaterThan(30);
    const move = result.milestones.find((m) => m.id === 'move');
    expect(move?.title).toBe(`Plan your move to ${result.cityMatches[0]!.name}`);
    const nl = localizeAnalysis(result, 'nl');
    expect(nl.milestones.find((m) => m.id === 'move')?.title).toMatch(/^Plan je verhuizing naar /);
  });
});

describe("walk D7: the headline's rent share says whose net income it is", () => {
  it('a two-earner household with a child: of the household net income (en, nl, and read again in the other)', () => {
    const en = analyse(nurse(), 'en');
    expect(en.marketInsights).toContain("of your household's net income");
    expect(en.marketInsights).not.toContain('of your net pay');
    const nl = analyse(nurse(), 'nl');
    expect(nl.marketInsights).toContain('van het netto inkomen van je huishouden');
    expect(localizeAnalysis(en, 'nl').marketInsights).toContain('van het netto inkomen van je huishouden');
  });

  it('one earner without children: of your net pay, as before (en, nl)', () => {
    const single = nurse({
      familyStatus: 'single',
      childrenCount: 0,
      partnerWorks: false,
      partnerIncome: undefined,
    });
    expect(analyse(single, 'en').marketInsights).toContain('of your net pay');
    expect(analyse(single, 'nl').marketInsights).toContain('van je netto inkomen');
  });
});
