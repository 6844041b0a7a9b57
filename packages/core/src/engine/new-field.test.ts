import { describe, expect, it } from 'vitest';
import type { AnalysisResult } from '../contracts/analysis-result';
import type { ExperienceLevel } from '../contracts/enums';
import type { OnboardingAnswers } from '../contracts/onboarding';
import type { ResumeFactsInput } from '../contracts/resume-facts';
import { localizeAnalysis } from '../text/localize-analysis';
import { analyse, personMaker } from './test-people';
import { pathNoteText } from './text';

/**
 * Years in another field (decision 0077): a person's years count in the field they were earned in. A teacher of ten
 * years who moves into data engineering starts as a junior data engineer, not a senior one, and the first step says
 * why; a stayer's level is as before; a CV job or a stated role in the new field makes the years count.
 */
const person = personMaker({ location: 'Utrecht' });
const run = (answers: OnboardingAnswers, resume?: ResumeFactsInput, locale: 'en' | 'nl' = 'en') =>
  analyse(answers, { resume, locale });
const job = (title: string, current: boolean) => ({
  title: { value: title, confidence: 0.9 },
  company: { value: 'School', confidence: 0.9 },
  current: { value: current, confidence: 0.9 },
});
const cv = (years: number, ...titles: string[]): ResumeFactsInput => ({
  totalYears: { value: years, confidence: 0.9 },
  experience: titles.map((title, i) => job(title, i === 0)),
  skills: [],
  education: [],
});
const levels = (r: AnalysisResult) =>
  (['0-3', '3-5', '5-10'] as const).map((t) => r.predictions[t].career.level);
const notesOf = (r: AnalysisResult) => (r.careerPath[0]?.notes ?? []).map((n) => n.code);

const teacher = (patch: Partial<OnboardingAnswers> = {}) =>
  person({
    userType: 'career-changer',
    careerStatus: 'changing',
    skills: ['Teaching', 'Lesson planning', 'Python', 'SQL'],
    careerGoalsText: 'I want to become a data engineer',
    ...patch,
  });
const developer = (patch: Partial<OnboardingAnswers> = {}) =>
  person({
    userType: 'career-changer',
    careerStatus: 'changing',
    experienceLevel: 'junior',
    skills: ['JavaScript', 'Python', 'Git', 'SQL'],
    careerGoalsText: 'I am a software developer and want to move into data science',
    personalInfo: { location: 'Amsterdam' } as OnboardingAnswers['personalInfo'],
    ...patch,
  });

interface Case {
  who: string;
  answers: OnboardingAnswers;
  resume?: ResumeFactsInput;
  role: string;
  /** The level now; on main before this decision in brackets. */
  now: ExperienceLevel;
  newField: boolean;
}

const CASES: Case[] = [
  {
    // Was mid (the CV's 10 years read as lead, one lower for a changer).
    who: 'a teacher of 10 years (CV) moving to data engineering',
    answers: teacher(),
    resume: cv(10, 'Secondary school teacher'),
    role: 'data-engineer',
    now: 'junior',
    newField: true,
  },
  {
    // Was senior: lead with leadership, one lower for a changer.
    who: 'a teacher who chose "Lead, 10+ years" and leadership, moving to data engineering',
    answers: teacher({
      experienceLevel: 'lead',
      careerGoals: ['leadership'],
      careerGoalsText: 'I am a secondary school teacher and want to become a data engineer',
    }),
    role: 'data-engineer',
    now: 'junior',
    newField: true,
  },
  {
    // Was senior: not marked as changing careers, so the years counted fully.
    who: 'a teacher of 10 years (CV) who did not say they change careers, naming data engineering',
    answers: teacher({ userType: 'professional', careerStatus: 'advancing' }),
    resume: cv(10, 'Secondary school teacher'),
    role: 'data-engineer',
    now: 'junior',
    newField: true,
  },
  {
    who: 'a teacher whose CV shows an earlier data analyst job: the years count (one level lower in a new role)',
    answers: teacher(),
    resume: cv(10, 'Secondary school teacher', 'Data analyst'),
    role: 'data-engineer',
    now: 'mid',
    newField: false,
  },
  {
    who: 'a changer who says they work as a data analyst now',
    answers: teacher({
      experienceLevel: 'senior',
      careerGoalsText: 'I work as a data analyst and want to become a data engineer',
    }),
    role: 'data-engineer',
    now: 'mid',
    newField: false,
  },
  {
    // Was entry (junior, one lower for a changer).
    who: 'a developer with 3 years moving to data science',
    answers: developer(),
    role: 'data-scientist',
    now: 'junior',
    newField: true,
  },
  {
    who: 'a developer straight out of school moving to data science',
    answers: developer({ experienceLevel: 'entry' }),
    role: 'data-scientist',
    now: 'entry',
    newField: true,
  },
];

describe('years in another field (decision 0077)', () => {
  it.each(CASES)('$who: $role, $now now', ({ answers, resume, role, now, newField }) => {
    const result = run(answers, resume);
    expect(result.predictions['0-3'].career.roleId).toBe(role);
    expect(result.predictions['0-3'].career.level).toBe(now);
    expect(notesOf(result).includes('path.new-field')).toBe(newField);
  });

  it('a changer in a new field climbs a level each step from there', () => {
    expect(levels(run(teacher(), cv(10, 'Secondary school teacher')))).toEqual(['junior', 'mid', 'senior']);
    expect(levels(run(developer({ experienceLevel: 'entry' })))).toEqual(['entry', 'junior', 'mid']);
  });

  it('a nurse staying a nurse keeps her level, with no word about another field', () => {
    const nurse = person({
      userType: 'professional',
      careerStatus: 'advancing',
      experienceLevel: 'senior',
      skills: ['Patient care', 'Nursing'],
      careerGoalsText: 'I am a nurse',
      currentPay: { amount: 3800, timeframe: 'monthly', currency: 'EUR' },
    });
    const result = run(nurse);
    expect(result.predictions['0-3'].career.roleId).toBe('registered-nurse');
    // Senior as she chose (decision 0139: her pay may raise the level, never lower the one she chose; it was mid
    // from her pay, decision 0061), then on to the next roles of her ladder at that level.
    expect(levels(result)).toEqual(['senior', 'senior', 'senior']);
    expect(new Set(result.careerPath.map((s) => s.roleId)).size).toBe(3);
    expect(result.careerPath.flatMap((s) => s.notes ?? []).map((n) => n.code)).not.toContain(
      'path.new-field',
    );
  });

  it('says why in the first step, in English and Dutch, with the CV’s years', () => {
    const en = run(teacher(), cv(10, 'Secondary school teacher'));
    const note = en.careerPath[0]!.notes!.find((n) => n.code === 'path.new-field')!;
    // Decision 0240: the note names the new role and the role of the CV's job.
    expect(note.params).toEqual({
      level: 'junior',
      years: 10,
      roleId: 'data-engineer',
      fromRoleId: 'secondary-teacher',
    });
    expect(note.text).toBe(
      'You are new to work as a Data Engineer, so Thrive plans your first role at junior level: your 10 years as a Secondary School Teacher count as experience, not as years in this work. That lifts you one level above entry level, and no higher until you have worked in it; then you climb a level each step. Already working in this field? Add that job to your CV or name it in your goals, and your years count fully.',
    );
    expect(en.careerPath[0]!.description).toContain(note.text);
    const nl = run(teacher(), cv(10, 'Secondary school teacher'), 'nl');
    expect(nl.careerPath[0]!.notes!.find((n) => n.code === 'path.new-field')!.text).toBe(
      'Je bent nieuw in het werk als data engineer, dus Thrive plant je eerste functie op juniorniveau: je 10 jaar als leerkracht voortgezet onderwijs tellen als ervaring, niet als jaren in dit werk. Dat tilt je een niveau boven het starterniveau, en niet hoger zolang je niet in dit werk hebt gewerkt; daarna groei je een niveau per stap. Werk je al in dit vak? Zet die baan in je cv of noem hem bij je doelen, dan tellen je jaren volledig.',
    );
    // A stored English result read in Dutch says it in Dutch.
    const read = localizeAnalysis(en, 'nl');
    expect(read.careerPath[0]!.notes!.find((n) => n.code === 'path.new-field')!.text).toMatch(
      /^Je bent nieuw in het werk als data engineer, .*: je 10 jaar als leerkracht/,
    );
    // Without a CV the years are not said.
    const chosen = run(developer({ experienceLevel: 'entry' }));
    expect(chosen.careerPath[0]!.notes!.find((n) => n.code === 'path.new-field')!.text).toMatch(
      /^You are new to work as a Data Scientist, so Thrive plans your first role at entry level, where others new to this work start \(your years as a Software Developer count as experience, not as years in this work\); then you climb/,
    );
  });

  it('a result stored before decision 0240 (no role in the note) keeps its sentence, in either language', () => {
    const stored = { level: 'junior', years: 10 };
    expect(pathNoteText('en', 'path.new-field', stored)).toBe(
      'You have worked 10 years in another field so far: those years count as experience, not as years in this one. You start as a junior (what you bring skips the entry level), then climb a level each step. Already working in this field? Add that job to your CV or name it in your goals, and your years count fully.',
    );
    expect(pathNoteText('nl', 'path.new-field', stored)).toBe(
      'Je hebt tot nu toe 10 jaar in een ander vakgebied gewerkt: die jaren tellen als ervaring, niet als jaren in dit vak. Je begint als junior (wat je meebrengt slaat het starterniveau over) en groeit daarna een niveau per stap. Werk je al in dit vak? Zet die baan in je cv of noem hem bij je doelen, dan tellen je jaren volledig.',
    );
  });

  it('a first step that pays less than today says why, naming the level it starts at', () => {
    // A developer on EUR 7,500 a month in Amsterdam moving into teaching.
    const result = run(
      person({
        userType: 'career-changer',
        careerStatus: 'changing',
        experienceLevel: 'senior',
        skills: ['JavaScript', 'Python', 'Git', 'Teaching', 'Lesson planning'],
        careerGoalsText: 'I am a software developer and want to become a secondary school teacher',
        currentPay: { amount: 7500, timeframe: 'monthly', currency: 'EUR' },
        personalInfo: { location: 'Amsterdam' } as OnboardingAnswers['personalInfo'],
        // Walk W706: the note names the step's own pay, so the plan stays where that pay is below today's (a Swiss
        // teacher's pay is above it, and no note says otherwise).
        locationPreferences: ['current'],
      }),
    );
    expect(result.predictions['0-3'].career.roleId).toBe('secondary-teacher');
    const cut = result.careerPath[0]!.notes!.find((n) => n.code === 'path.pay-cut')!;
    expect(cut.params.level).toBe(result.predictions['0-3'].career.level);
    expect(cut.text).toMatch(/you earn now \(a junior here typically earns /);
  });
});
