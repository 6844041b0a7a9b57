import { describe, expect, it } from 'vitest';
import { EXPERIENCE_LEVELS } from '../contracts/enums';
import { emptyAnswers, type OnboardingAnswers } from '../contracts/onboarding';
import { localizeAnalysis } from '../text/localize-analysis';
import { bundledEngineData } from './bundled';
import { rolesInText } from './ladders';
import { pathNoteText } from './text';
import { analyse, personMaker } from './test-people';

/**
 * Walk 0229 (decision 0230): W501, a student's words read as a role she did not name; W502, a nurse moving towards
 * healthcare management predicted a junior nurse "changing field"; W503, a developer's path up to a manager priced on
 * another basis and back down.
 */
const make = personMaker();
const education = emptyAnswers().educationBackground;

/** Sanne, 22, a psychology master student in Utrecht who wants UX research and data work; no role chosen. */
const sanne: OnboardingAnswers = make({
  userType: 'student',
  personalInfo: { location: 'Utrecht, Nederland', age: '18-22' },
  skills: ['Onderzoeksmethoden', 'Statistiek', 'SPSS', 'Interviewen', 'Gebruikersonderzoek', 'Data-analyse'],
  educationBackground: {
    ...education,
    level: 'bachelors',
    fieldOfStudy: 'Psychologie',
    institution: 'Universiteit Utrecht',
    graduationYear: '2027',
  },
  careerGoalsText: 'UX-onderzoeker of iets met data',
  industries: ['technology'],
  consideredCountries: ['NL'],
});

/** Aisha, 28, a mid-level nurse in Manchester who chose healthcare manager, looking at Dublin. */
const aisha: OnboardingAnswers = make({
  userType: 'career-changer',
  careerStatus: 'changing',
  personalInfo: { location: 'Manchester, United Kingdom' },
  skills: [
    'Patient Care',
    'Clinical Assessment',
    'Medication Administration',
    'Team Leadership',
    'Communication',
  ],
  educationBackground: { ...education, level: 'bachelors', fieldOfStudy: 'Nursing' },
  experienceLevel: 'mid',
  careerGoalsText: 'Move into healthcare management',
  targetRole: 'health-services-manager',
  industries: ['healthcare'],
  currency: 'GBP',
  currentPay: { amount: 36_000, timeframe: 'annual', currency: 'GBP' },
  consideredCountries: ['IE'],
  preferredCities: ['Dublin'],
});

/** Tomasz, 34, a senior backend developer in Kraków on PLN 18,000 a month, weighing four cities. */
const tomasz: OnboardingAnswers = make({
  userType: 'professional',
  personalInfo: { location: 'Kraków' },
  experienceLevel: 'senior',
  skills: ['Java', 'Backend Development', 'REST APIs', 'SQL', 'Cloud Computing', 'Databases', 'Kubernetes'],
  careerGoalsText: 'I work as a senior backend developer',
  educationBackground: { ...education, level: 'masters', fieldOfStudy: 'Computer Science' },
  industries: ['technology'],
  currency: 'EUR',
  currentPay: { amount: 18_000, timeframe: 'monthly', currency: 'PLN' },
  consideredCountries: ['DE', 'NL', 'SE', 'PL'],
  preferredCities: ['Berlin', 'Amsterdam', 'Munich', 'Stockholm'],
  familyStatus: 'family',
  childrenCount: 2,
  partnerWorks: true,
});

const codesOf = (notes: readonly { code: string }[] | undefined) => (notes ?? []).map((n) => n.code);

describe('W501: a role is never said to be named when it was not, and the plan says what it follows', () => {
  const roles = bundledEngineData().roles;

  it('"UX-onderzoeker" finds the UX designer as the nearest role, "UX-ontwerper" the role itself', () => {
    expect(rolesInText('UX-onderzoeker of iets met data', roles)).toMatchObject({
      named: ['ux-designer'],
      nearest: ['ux-designer'],
    });
    expect(rolesInText('I want to be a UX researcher', roles).nearest).toEqual(['ux-designer']);
    expect(rolesInText('ik wil UX-ontwerper worden', roles)).toMatchObject({
      named: ['ux-designer'],
      nearest: [],
    });
    expect(rolesInText('UX researcher or UX designer', roles).nearest).toEqual([]);
  });

  for (const locale of ['nl', 'en'] as const)
    it(`Sanne (${locale}): the nearest role, not "you named it", and the role her skills fit better`, () => {
      const r = localizeAnalysis(analyse(sanne, { locale }), locale);
      const ux = r.recommendations.roles.find((x) => x.roleId === 'ux-designer')!;
      const codes = ux.why.map((w) => w.code);
      expect(codes).not.toContain('role.named');
      expect(codes).toContain('role.nearest');
      const better = ux.why.find((w) => w.code === 'role.better')!;
      // The best-fitting other role, listed after the roles close to her goal that fit about as well (decision 0257).
      const best = r.recommendations.roles
        .filter((x) => x.roleId !== 'ux-designer')
        .sort((a, b) => b.match - a.match)[0]!;
      expect(best.roleId).toBe('data-analyst');
      expect(better.params.match).toBe(best.match);
      expect(best.match - ux.match).toBeGreaterThanOrEqual(15);
      // The plan runs on the nearest role and says so in its first step, in her language.
      expect(r.predictions['0-3'].career.roleId).toBe('ux-designer');
      const note = r.careerPath[0]!.notes!.find((n) => n.code === 'path.from-words')!;
      expect(note.text).toMatch(
        locale === 'nl'
          ? /^Dit plan volgt de functie in Thrive die het dichtst ligt bij .*daarbij past data-analist beter \(\d+ van 100\)\.$/
          : /^This plan follows the role in Thrive nearest to .*Data Analyst fits them better \(\d+ out of 100\)\.$/,
      );
      expect(r.careerPath[0]!.description).toContain(note.text);
    });

  it('a student who names the role itself, and fits it, is told she named it, with no better fit', () => {
    const r = analyse({ ...sanne, careerGoalsText: 'Ik wil data-analist worden' }, { locale: 'nl' });
    const first = r.recommendations.roles[0]!;
    expect(first.roleId).toBe('data-analyst');
    expect(first.why.map((w) => w.code)).toContain('role.named');
    expect(first.why.map((w) => w.code)).not.toContain('role.better');
    expect(r.careerPath.flatMap((s) => codesOf(s.notes))).not.toContain('path.from-words');
  });
});

describe('W502: a nurse moving towards healthcare management', () => {
  for (const locale of ['en', 'nl'] as const)
    it(`stays a nurse at her own level first, then reaches the manager role (${locale})`, () => {
      const r = analyse(aisha, { locale });
      expect(r.predictions['0-3'].career.roleId).toBe('registered-nurse');
      expect(r.predictions['0-3'].career.level).toBe('mid');
      const manager = Object.values(r.predictions).find((p) => p.career.roleId === 'health-services-manager');
      expect(manager).toBeDefined();
      expect(EXPERIENCE_LEVELS.indexOf(manager!.career.level)).toBeGreaterThanOrEqual(
        EXPERIENCE_LEVELS.indexOf('mid'),
      );
      const first = r.careerPath[0]!;
      // Not "changing field usually means starting lower" for the work she does now.
      expect(codesOf(first.notes)).not.toContain('path.pay-cut');
      // The figure cites the HSE scale: the note does not say there is no official figure.
      expect(first.salary.source).toMatch(/HSE/);
      expect(first.description).not.toMatch(/no official figure|geen officieel cijfer/);
    });

  it('the estimate note says what it is worked out from when the figure cites a source (en, nl)', () => {
    expect(pathNoteText('en', 'path.estimate', { cited: 1 })).toBe(
      'This pay is a Thrive estimate worked out from the source it cites: that source has no figure of its own for this role at this level here.',
    );
    expect(pathNoteText('nl', 'path.estimate', { cited: 1 })).toBe(
      'Dit salaris is een schatting van Thrive, afgeleid uit de bron die erbij staat: die bron heeft zelf geen cijfer voor deze functie op dit niveau hier.',
    );
    expect(pathNoteText('en', 'path.estimate', {})).toMatch(/no official figure/);
  });
});

describe('W503: a path whose pay does not spike and drop', () => {
  for (const locale of ['en', 'nl'] as const)
    it(`Tomasz (${locale}): no step back after a rise, and a rise on another basis is said`, () => {
      // In Germany, where the walk found the rise onto the mean of all managers: since Dutch pay was indexed to 2025
      // (decision 0232) his best city is otherwise Eindhoven, where every step is on CBS percentiles.
      const r = analyse({ ...tomasz, consideredCountries: ['DE'] }, { locale });
      expect(r.predictions['0-3'].location.country).toBe('DE');
      const pay = r.careerPath.map((s) => s.salary.value);
      expect(r.careerPath.every((s) => s.salary.currency === 'EUR')).toBe(true);
      for (let i = 1; i + 1 < pay.length; i++)
        expect(pay[i]! > pay[i - 1]! && pay[i + 1]! < pay[i]!).toBe(false);
      // Once a manager, no lower-paid step out of management.
      const manager = r.careerPath.findIndex((s) => s.roleId === 'engineering-manager');
      expect(manager).toBeGreaterThan(0);
      for (const later of r.careerPath.slice(manager + 1))
        expect(later.salary.value).toBeGreaterThanOrEqual(pay[manager]!);
      expect(r.careerPath.flatMap((s) => codesOf(s.notes))).not.toContain('path.pay-down');
      const note = r.careerPath[manager]!.notes!.find((n) => n.code === 'path.group-pay')!;
      expect(note.text).toMatch(locale === 'nl' ? /alle managers/ : /all managers/);
    });
});
