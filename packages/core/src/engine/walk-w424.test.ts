import { describe, expect, it } from 'vitest';
import { mapAnswersToRequest } from '../contracts/analysis-request';
import { emptyAnswers, type OnboardingAnswers } from '../contracts/onboarding';
import { localizeAnalysis } from '../text/localize-analysis';
import { graduationAhead, runAnalysis } from './run';
import { milestoneText, skillInDutchSentence } from './text';
import { levelRoleTitle } from '../text/names';

/**
 * Walk W424 (and W413): Sanne, a psychology student in Groningen graduating in 2027 with a side job at EUR 14.35 an
 * hour. Her milestones ran from today as if she already worked: "Step up" three years from now, no graduation at all.
 */
const NOW = new Date('2026-11-28T12:00:00Z');
const sanne = (graduationYear = '2027'): OnboardingAnswers => ({
  ...emptyAnswers(),
  userType: 'student',
  whatMatters: ['finding-job'],
  personalInfo: {
    firstName: 'Sanne',
    lastName: 'Bakker',
    email: '',
    phone: '',
    age: '18-22',
    location: 'Groningen, Nederland',
  },
  skills: ['Onderzoeksmethoden', 'Statistiek', 'Communicatie', 'Empathie'],
  educationBackground: {
    level: 'bachelors',
    institution: 'Rijksuniversiteit Groningen',
    fieldOfStudy: 'Psychologie',
    graduationYear,
    gpa: '',
    achievements: '',
  },
  currentPay: { amount: 14.35, timeframe: 'hourly', currency: 'EUR' },
  industries: ['healthcare'],
  locationPreferences: ['current'],
  consideredCountries: ['NL'],
  timeline: '1-3-years',
});

function analyse(answers: OnboardingAnswers, locale: 'en' | 'nl' = 'nl') {
  const mapped = mapAnswersToRequest(answers, { locale });
  if (!mapped.ok) throw new Error(mapped.code);
  return runAnalysis(mapped.request, { now: NOW });
}

const byId = (result: ReturnType<typeof analyse>) => new Map(result.milestones.map((m) => [m.id, m]));

describe("a student's milestones start from her graduation (walk W424)", () => {
  it('reads a graduation still ahead as 1 July of its year, and none for a year passed or not given', () => {
    expect(
      graduationAhead({ education: { ...emptyAnswers().educationBackground, graduationYear: '2027' } }, NOW),
    ).toBe('2027-07-01');
    expect(
      graduationAhead({ education: { ...emptyAnswers().educationBackground, graduationYear: '2026' } }, NOW),
    ).toBeUndefined();
    expect(graduationAhead({ education: emptyAnswers().educationBackground }, NOW)).toBeUndefined();
  });

  it('graduates in July 2027, applies in her last months of study, starts work after, steps up 3 years later', () => {
    const m = byId(analyse(sanne()));
    expect(m.get('graduate')?.targetDate).toBe('2027-07-01');
    expect(m.get('graduate')?.title).toBe('Rond je studie af');
    expect(m.get('apply')!.targetDate >= '2027-04-01').toBe(true);
    expect(m.get('apply')!.targetDate < '2027-07-01').toBe(true);
    expect(m.get('first-job')!.targetDate > '2027-07-01').toBe(true);
    expect(m.get('first-job')!.title).toMatch(/^Begin als /);
    // The old plan said step up 3 years from today (2029-11); now 3 years after the first job.
    expect(m.get('step-up')!.targetDate >= '2030-07-01').toBe(true);
    expect(m.get('long-term')!.targetDate >= '2033-07-01').toBe(true);
    const order = analyse(sanne()).milestones.map((x) => x.id);
    expect(order.indexOf('graduate')).toBeLessThan(order.indexOf('first-job'));
    expect(order.indexOf('first-job')).toBeLessThan(order.indexOf('step-up'));
  });

  it("in English too, and written again in the viewer's language", () => {
    const en = analyse(sanne(), 'en');
    const m = byId(en);
    expect(m.get('graduate')?.title).toBe('Graduate');
    expect(m.get('first-job')?.title).toMatch(/^Start as an? /);
    const nl = byId(localizeAnalysis(en, 'nl'));
    expect(nl.get('graduate')?.title).toBe('Rond je studie af');
    expect(nl.get('first-job')?.title).toMatch(/^Begin als /);
  });

  it('a graduate (year passed) keeps the plan from today, without a graduation milestone', () => {
    const m = byId(analyse({ ...sanne('2025'), userType: 'recent-grad', currentPay: undefined }));
    expect(m.has('graduate')).toBe(false);
    expect(m.has('first-job')).toBe(false);
    expect(m.get('step-up')!.targetDate.slice(0, 4)).toBe('2029');
  });
});

describe('the Dutch milestone sentences (walk W418)', () => {
  it('write a skill in lower case inside the sentence, names of their own kept', () => {
    expect(skillInDutchSentence('Business intelligence')).toBe('business intelligence');
    expect(skillInDutchSentence('Datavisualisatie')).toBe('datavisualisatie');
    expect(skillInDutchSentence('Microsoft Excel')).toBe('Microsoft Excel');
    expect(skillInDutchSentence('Google Cloud Platform')).toBe('Google Cloud Platform');
    expect(skillInDutchSentence('SQL')).toBe('SQL');
    expect(skillInDutchSentence('A/B-testen en experimenteren')).toBe('A/B-testen en experimenteren');
    // Walk W820: products, languages and tools keep their capital ("Ga aan de slag met figma" was wrong).
    for (const name of ['Figma', 'JavaScript', 'GraphQL', 'Docker', 'Tableau', 'Node.js', 'Power BI', 'Jira'])
      expect(skillInDutchSentence(name)).toBe(name);
    expect(
      milestoneText('nl', 'skill-start', { role: 'UX/UI-ontwerper', city: 'Berlijn', skill: 'Figma' }).title,
    ).toBe('Ga aan de slag met Figma');
    expect(skillInDutchSentence('Databases')).toBe('databases');
    expect(skillInDutchSentence('Blockchain')).toBe('blockchain');
    const nl = milestoneText('nl', 'skill-target', {
      role: 'data-analist',
      city: 'Groningen',
      skill: 'Business intelligence',
    });
    expect(nl.title).toBe('Bereik het doelniveau in business intelligence');
  });

  it('put the level before the role as an adjective: "startende", never "starter psycholoog"', () => {
    const words = { role: 'psycholoog', city: 'Groningen' };
    expect(milestoneText('nl', 'step-up', { ...words, level: 'entry' }).title).toBe(
      'Groei door naar startende psycholoog',
    );
    expect(milestoneText('nl', 'first-job', { ...words, level: 'entry' }).title).toBe(
      'Begin als startende psycholoog',
    );
    expect(levelRoleTitle('entry', 'psychologist', 'nl')).toBe('Startende psycholoog');
    expect(milestoneText('nl', 'profile-ready', words).title).toBe(
      'Werk je cv en profielen bij voor een functie als psycholoog',
    );
    for (const id of ['step-up', 'long-term', 'skill-target'] as const)
      expect(
        milestoneText('nl', id, { ...words, skill: 'Statistiek', level: 'mid' }).description,
      ).not.toMatch(/voor over|horizon|gedicht/);
  });
});
