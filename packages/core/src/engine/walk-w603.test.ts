import { describe, expect, it } from 'vitest';
import type { AnalysisResult } from '../contracts/analysis-result';
import { emptyAnswers, type OnboardingAnswers } from '../contracts/onboarding';
import type { ResumeFactsInput } from '../contracts/resume-facts';
import { localizeAnalysis } from '../text/localize-analysis';
import { PITTSBURGH_CHANGER, analyse, personMaker, type PersonPatch } from './test-people';

/**
 * Decision 0240 (walk 0601, finding W603): Mark, 45, a senior mechanical engineer in Pittsburgh on USD 98,000 who has
 * never worked with data, chose data scientist in the wizard. Python beside MATLAB and CAD read him as a data engineer,
 * so his twenty years counted as data years and he was planned a mid-level data scientist at the Washington median
 * (USD 163,500). A changer new to the field starts at entry, or junior with years of work behind him, and climbs from
 * there; a changer whose first step is her own job keeps her level (decision 0230); a changer with skills of the new
 * role's field beyond the role's own keeps decision 0028's one level below.
 */
const base = emptyAnswers();
const make = personMaker();
const levels = (r: AnalysisResult) =>
  (['0-3', '3-5', '5-10'] as const).map((t) => r.predictions[t].career.level);
const rolesOf = (r: AnalysisResult) =>
  (['0-3', '3-5', '5-10'] as const).map((t) => r.predictions[t].career.roleId);
const note = (r: AnalysisResult, code: string) => r.careerPath[0]?.notes?.find((n) => n.code === code);

/** Mark as he answers the wizard: a changer who chose data scientist, senior (7-10 years), a family of five. */
const mark = (patch: PersonPatch = {}): OnboardingAnswers =>
  make({
    ...PITTSBURGH_CHANGER,
    familyStatus: 'family',
    childrenCount: 3,
    youngChildren: 1,
    youngChildAges: [3],
    partnerWorks: true,
    partnerIncome: 30_000,
    consideredCountries: ['US'],
    preferredCities: ['seattle', 'boston', 'denver'],
    ...patch,
  });

const cv = (years: number, title: string): ResumeFactsInput => ({
  totalYears: { value: years, confidence: 0.9 },
  experience: [
    {
      title: { value: title, confidence: 0.9 },
      company: { value: 'Works', confidence: 0.9 },
      current: { value: true, confidence: 0.9 },
    },
  ],
  skills: [],
  education: [],
});

describe('Mark, a senior mechanical engineer changing to data science (W603)', () => {
  it('starts as a junior data scientist, then rises a level each step (was mid from year one)', () => {
    const r = analyse(mark());
    expect(rolesOf(r)).toEqual(['data-scientist', 'data-scientist', 'data-scientist']);
    expect(levels(r)).toEqual(['junior', 'mid', 'senior']);
    // In Seattle, as the walk found him: the junior figure is the Washington 25th percentile (105,240), not the median
    // (163,350), rounded to the plan's 500.
    expect(r.predictions['0-3'].location.cityId).toBe('seattle');
    expect(r.predictions['0-3'].career.salary.value).toBe(105_000);
    expect(r.predictions['0-3'].career.salary.source).toMatch(/25th percentile for junior level/);
    expect(note(r, 'path.new-field')!.params).toMatchObject({ level: 'junior', roleId: 'data-scientist' });
  });

  it('listing every key skill of data science does not make his years data years (was senior, as if his own job)', () => {
    const r = analyse(mark({ skills: ['Python', 'SQL', 'Statistics', 'Machine Learning'] }));
    expect(r.predictions['0-3'].career.roleId).toBe('data-scientist');
    expect(levels(r)).toEqual(['junior', 'mid', 'senior']);
    expect(note(r, 'path.new-field')).toBeDefined();
  });

  it('with only engineering skills, as before: junior', () => {
    const r = analyse(mark({ skills: ['CAD', 'Mechanical Engineering', 'Project Management'] }));
    expect(levels(r)).toEqual(['junior', 'mid', 'senior']);
  });

  it('says why in English and Dutch, naming the work his years were in when he says it', () => {
    const words = { careerGoalsText: 'I am a mechanical engineer and want to move into data science' };
    const en = analyse(mark(words));
    expect(en.predictions['0-3'].career.level).toBe('junior');
    const said = note(en, 'path.new-field')!;
    expect(said.params).toEqual({
      level: 'junior',
      roleId: 'data-scientist',
      fromRoleId: 'mechanical-engineer',
    });
    expect(said.text).toBe(
      'You are new to work as a Data Scientist, so Thrive plans your first role at junior level: your years as a Mechanical Engineer count as experience, not as years in this work. That lifts you one level above entry level, and no higher until you have worked in it; then you climb a level each step. Already working in this field? Add that job to your CV or name it in your goals, and your years count fully.',
    );
    expect(en.careerPath[0]!.description).toContain(said.text);
    const nl = analyse(mark(words), { locale: 'nl' });
    expect(note(nl, 'path.new-field')!.text).toBe(
      'Je bent nieuw in het werk als data scientist, dus Thrive plant je eerste functie op juniorniveau: je jaren als werktuigbouwkundig ingenieur tellen als ervaring, niet als jaren in dit werk. Dat tilt je een niveau boven het starterniveau, en niet hoger zolang je niet in dit werk hebt gewerkt; daarna groei je een niveau per stap. Werk je al in dit vak? Zet die baan in je cv of noem hem bij je doelen, dan tellen je jaren volledig.',
    );
    // A stored English result read in Dutch says it in Dutch.
    expect(note(localizeAnalysis(en, 'nl'), 'path.new-field')!.text).toBe(note(nl, 'path.new-field')!.text);
  });

  it('with his CV: his twenty years named, and junior, not mid', () => {
    const r = analyse(mark(), { resume: cv(20, 'Senior Mechanical Engineer') });
    expect(levels(r)).toEqual(['junior', 'mid', 'senior']);
    const said = note(r, 'path.new-field')!;
    expect(said.params).toMatchObject({ years: 20, fromRoleId: 'mechanical-engineer' });
    expect(said.text).toMatch(
      /^You are new to work as a Data Scientist, .*: your 20 years as a Mechanical Engineer count/,
    );
    const nl = analyse(mark(), { resume: cv(20, 'Senior Mechanical Engineer'), locale: 'nl' });
    expect(note(nl, 'path.new-field')!.text).toMatch(
      /: je 20 jaar als werktuigbouwkundig ingenieur tellen als ervaring/,
    );
  });

  it('without the words or a CV, the field his years were in is not guessed from his skills', () => {
    const r = analyse(mark());
    expect(note(r, 'path.new-field')!.params.fromRoleId).toBeUndefined();
    expect(note(r, 'path.new-field')!.text).toMatch(
      /: your years of work in another field count as experience/,
    );
    expect(note(analyse(mark(), { locale: 'nl' }), 'path.new-field')!.text).toMatch(
      /: je jaren werk in een ander vakgebied tellen als ervaring/,
    );
  });

  it('a newcomer to work starts at entry level, where others new to it start', () => {
    const r = analyse(mark({ experienceLevel: 'entry' }));
    expect(levels(r)).toEqual(['entry', 'junior', 'mid']);
    expect(note(r, 'path.new-field')!.text).toMatch(
      /^You are new to work as a Data Scientist, so Thrive plans your first role at entry level, where others new to this work start; then you climb/,
    );
  });
});

/** Aisha (decision 0230): a mid-level nurse moving to healthcare management, whose first step is her own job. */
const aisha = (fieldOfStudy: string) =>
  make({
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
    educationBackground: { ...base.educationBackground, level: 'bachelors', fieldOfStudy },
    experienceLevel: 'mid',
    careerGoalsText: 'Move into healthcare management',
    targetRole: 'health-services-manager',
    industries: ['healthcare'],
    currency: 'GBP',
    currentPay: { amount: 36_000, timeframe: 'annual', currency: 'GBP' },
    consideredCountries: ['IE'],
  });

describe('a changer whose first step is her own job keeps her level (decision 0230, unchanged)', () => {
  it('Aisha: a mid-level nurse first, then healthcare manager', () => {
    const r = analyse(aisha('Nursing'));
    expect(r.predictions['0-3'].career.roleId).toBe('registered-nurse');
    expect(r.predictions['0-3'].career.level).toBe('mid');
    expect(r.predictions['5-10'].career.roleId).toBe('health-services-manager');
    expect(note(r, 'path.new-field')).toBeUndefined();
  });
});

/** A senior secondary-school teacher who chose a role near teaching. */
const teacher = (targetRole: OnboardingAnswers['targetRole']) =>
  make({
    userType: 'career-changer',
    careerStatus: 'changing',
    personalInfo: { location: 'Utrecht' },
    skills: ['Teaching', 'Lesson planning', 'Classroom management', 'Curriculum design'],
    educationBackground: { ...base.educationBackground, level: 'bachelors' },
    experienceLevel: 'senior',
    targetRole,
  });

describe('a changer with skills of the new field keeps one level below (decision 0028)', () => {
  it('a teacher into training: a mid-level training specialist, no word about a new field', () => {
    const r = analyse(teacher('training-specialist'));
    expect(r.predictions['0-3'].career.roleId).toBe('training-specialist');
    expect(r.predictions['0-3'].career.level).toBe('mid');
    expect(note(r, 'path.new-field')).toBeUndefined();
  });

  it('a teacher into HR, another field (decision 0077): junior, and told why', () => {
    const r = analyse(teacher('hr-specialist'));
    expect(r.predictions['0-3'].career.roleId).toBe('hr-specialist');
    expect(r.predictions['0-3'].career.level).toBe('junior');
    expect(note(r, 'path.new-field')!.params).toMatchObject({ roleId: 'hr-specialist', level: 'junior' });
  });

  it('a changer with data skills beyond data science’s own (Excel, business intelligence): mid, not junior', () => {
    const r = analyse(mark({ skills: ['Python', 'SQL', 'Excel', 'Tableau', 'Business Intelligence'] }));
    expect(r.predictions['0-3'].career.roleId).toBe('data-scientist');
    expect(r.predictions['0-3'].career.level).toBe('mid');
    expect(note(r, 'path.new-field')).toBeUndefined();
  });
});
