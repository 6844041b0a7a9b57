import { describe, expect, it } from 'vitest';
import type { AnalysisResult } from '../contracts/analysis-result';
import { EXPERIENCE_LEVELS, PREDICTION_TIMEFRAMES } from '../contracts/enums';
import { emptyAnswers, type OnboardingAnswers } from '../contracts/onboarding';
import type { ResumeFactsInput } from '../contracts/resume-facts';
import { bundledEngineData } from './bundled';
import { localizeAnalysis } from '../text/localize-analysis';
import { roleOfStudyField } from './ladders';
import { analyse } from './test-people';

/**
 * Walk 0139 (decision 0139): people must recognise their own answers in the career predictions. The people are the
 * answers the walker gave in the wizard, as the app saved them (its JSON export), mapped by mapAnswersToRequest.
 */
const data = bundledEngineData();
const base = emptyAnswers();
const levels = (r: AnalysisResult) => PREDICTION_TIMEFRAMES.map((t) => r.predictions[t].career.level);
const roles = (r: AnalysisResult) => PREDICTION_TIMEFRAMES.map((t) => r.predictions[t].career.roleId);
const at = (level: string) => EXPERIENCE_LEVELS.indexOf(level as never);

/** Lukas: a software developer in Frankfurt, "Mid level 4-7 years", EUR 62,000, two CV jobs over eight years. */
const lukas: OnboardingAnswers = {
  ...base,
  whatMatters: ['relocating', 'family-opportunities'],
  personalInfo: {
    ...base.personalInfo,
    firstName: 'Lukas',
    lastName: 'Becker',
    email: 'lukas@example.de',
    location: 'Frankfurt',
  },
  skills: [
    'TypeScript',
    'React',
    'Node.js',
    'PostgreSQL',
    'Docker',
    'Kubernetes',
    'Amazon Web Services',
    'Java',
  ],
  educationBackground: {
    ...base.educationBackground,
    level: 'bachelors',
    institution: 'Goethe-Universität Frankfurt',
    fieldOfStudy: 'Informatik',
    graduationYear: '2018',
  },
  resumeUploaded: true,
  workEnergy: ['technical', 'problem-solving'],
  careerGoals: ['technical-mastery', 'salary-growth'],
  locationPreferences: ['urban', 'tech-hubs'],
  consideredCountries: ['DE'],
  industries: ['technology'],
  currency: 'EUR',
  timeframe: 'annual',
  salaryRange: 70_000,
  housingBudget: '1800',
  childrenCount: 1,
  languages: [
    { code: 'de', level: 'native' },
    { code: 'en', level: 'fluent' },
  ],
  citizenships: ['DE'],
  userType: 'professional',
  experienceLevel: 'mid',
  currentPay: { amount: 62_000, timeframe: 'annual', currency: 'EUR' },
  industrySwitch: 'deeper',
  familyStatus: 'family',
  partnerWorks: true,
  timeline: '0-1-years',
};
const lukasCv: ResumeFactsInput = {
  totalYears: { value: 8.2, confidence: 0.8 },
  experience: [
    { title: { value: 'Software Developer', confidence: 0.9 }, current: { value: true, confidence: 0.9 } },
    { title: { value: 'Junior Developer', confidence: 0.9 }, current: { value: false, confidence: 0.9 } },
  ],
};

/** Sanne: retail (MBO Retailmanagement, EUR 2,600 a month in Rotterdam) changing to data, looking at Portugal. */
const sanne: OnboardingAnswers = {
  ...base,
  whatMatters: ['finding-job', 'relocating'],
  personalInfo: {
    ...base.personalInfo,
    firstName: 'Sanne',
    lastName: 'de Jong',
    email: 'sanne@example.nl',
    age: '28-32',
    location: 'Rotterdam',
  },
  skills: ['Data Analysis', 'SQL', 'Excel', 'Sales', 'Communication', 'Data Visualization', 'Power BI'],
  educationBackground: {
    ...base.educationBackground,
    level: 'associates',
    institution: 'Albeda College',
    fieldOfStudy: 'Retailmanagement',
  },
  workEnergy: ['analytical', 'problem-solving'],
  careerGoals: ['expertise'],
  locationPreferences: ['international', 'climate-warm', 'coastal'],
  consideredCountries: ['PT'],
  industries: ['technology', 'retail'],
  currency: 'EUR',
  timeframe: 'monthly',
  salaryRange: 3750,
  userType: 'career-changer',
  experienceLevel: 'junior',
  currentPay: { amount: 2600, timeframe: 'monthly', currency: 'EUR' },
  industrySwitch: 'adjacent',
  familyStatus: 'single',
  timeline: '0-1-years',
};

/** Chloe: graduated in 2025 in Primary Education with QTS, Manchester, "Entry level". */
const chloe: OnboardingAnswers = {
  ...base,
  whatMatters: ['finding-job', 'cost-of-living'],
  personalInfo: {
    ...base.personalInfo,
    firstName: 'Chloe',
    lastName: 'Walsh',
    email: 'chloe@example.co.uk',
    age: '18-22',
    location: 'Manchester',
  },
  skills: ['Teaching', 'Communication', 'Safeguarding'],
  educationBackground: {
    ...base.educationBackground,
    level: 'bachelors',
    institution: 'Manchester Metropolitan University',
    fieldOfStudy: 'Primary Education with QTS',
    graduationYear: '2025',
  },
  workEnergy: ['mentoring', 'people'],
  careerGoals: ['expertise'],
  locationPreferences: ['current'],
  consideredCountries: ['GB'],
  industries: ['education'],
  currency: 'GBP',
  timeframe: 'annual',
  salaryRange: 35_000,
  housingBudget: '750',
  userType: 'recent-grad',
  experienceLevel: 'entry',
  industrySwitch: 'deeper',
  familyStatus: 'single',
  timeline: '0-1-years',
};

/** Femke: HBO-V student nurse in Groningen, "Starter". */
const femke: OnboardingAnswers = {
  ...base,
  whatMatters: ['finding-job', 'cost-of-living'],
  personalInfo: {
    ...base.personalInfo,
    firstName: 'Femke',
    lastName: 'Bakker',
    email: 'femke@example.nl',
    age: '18-22',
    location: 'Groningen',
  },
  skills: ['Verpleegkunde', 'Wondzorg', 'Medicatie toedienen', 'Patient Care', 'Communication', 'Teamwork'],
  educationBackground: {
    ...base.educationBackground,
    level: 'bachelors',
    institution: 'Hanzehogeschool Groningen',
    fieldOfStudy: 'HBO-Verpleegkunde',
  },
  workEnergy: ['people', 'mentoring'],
  careerGoals: ['expertise'],
  locationPreferences: ['current'],
  consideredCountries: ['NL'],
  industries: ['healthcare'],
  salaryRange: 40_000,
  housingBudget: '550',
  userType: 'student',
  experienceLevel: 'entry',
  familyStatus: 'single',
  timeline: '1-3-years',
};

describe('walk 0139, finding 1: the level a person chose is where the prediction starts', () => {
  it.each([
    ['with the CV', lukasCv],
    ['without the CV', undefined],
  ] as const)('a mid-level developer on EUR 62,000 is mid in 0-3 years, then climbs (%s)', (_, cv) => {
    for (const locale of ['en', 'nl'] as const) {
      const r = analyse(lukas, { ...(cv && { resume: cv }), locale });
      // Was junior: his pay sits nearer Frankfurt's entry figure than its junior one, and pay capped the level.
      expect(r.predictions['0-3'].career.level).toBe('mid');
      const steps = levels(r).map(at);
      for (let i = 1; i < steps.length; i++) expect(steps[i]).toBeGreaterThanOrEqual(steps[i - 1]!);
      expect(steps[1]).toBeGreaterThan(steps[0]!);
      // The words he reads say the same.
      const first = r.careerPath[0]!;
      expect(first.title).not.toMatch(/junior/i);
      expect(first.title).toMatch(locale === 'nl' ? /^Medior / : /^Mid-level /);
    }
  });

  it('pay no longer raises a chosen level now (walk W402), and a student or graduate who chose entry starts at entry', () => {
    const paid = analyse({
      ...lukas,
      experienceLevel: 'junior',
      currentPay: { amount: 90_000, timeframe: 'annual', currency: 'EUR' },
    });
    // The level he chose is where he is now; his EUR 90,000 is still his money at home, and the later years climb.
    expect(paid.predictions['0-3'].career.level).toBe('junior');
    expect(paid.affordability.find((a) => a.cityId === 'frankfurt-am-main')!.grossAnnual.value).toBe(90_000);
    expect(at(paid.predictions['3-5'].career.level)).toBeGreaterThanOrEqual(at('mid'));
    for (const [who, answers] of [
      ['Femke, student nurse', femke],
      ['Chloe, new teacher', chloe],
    ] as const) {
      const r = analyse(answers, { locale: 'nl' });
      expect(levels(r), who).toEqual(['entry', 'junior', 'mid']);
    }
  });
});

describe('walk 0139, finding 17: a career changer is predicted where their chosen skills and energy point', () => {
  it('a retail worker with data skills changing careers is predicted Data Analyst, and data roles lead the list', () => {
    for (const locale of ['nl', 'en'] as const) {
      const r = analyse(sanne, { locale });
      // Was Business Analyst three times, with Account Manager, Technical Sales, Customer Service and Retail Sales.
      expect(roles(r)[0]).toBe('data-analyst');
      const top = r.recommendations.roles.map((x) => x.roleId);
      expect(top[0]).toBe('data-analyst');
      // The field she leaves comes after the roles her skills lead to.
      const sales = top.slice(0, 3).filter((id) => data.roles.find((x) => x.id === id)!.family === 'sales');
      expect(sales).toEqual([]);
      expect(r.recommendations.roles[0]!.why.map((w) => w.code)).toContain('role.direction');
      // As a changer she starts low in the new field, and climbs.
      expect(['entry', 'junior']).toContain(r.predictions['0-3'].career.level);
    }
  });

  it('her field of study is where she comes from; without it her skills still are (what is left, decision 0139)', () => {
    const r = analyse({
      ...sanne,
      educationBackground: { ...sanne.educationBackground, fieldOfStudy: 'Detailhandel' },
    });
    expect(roles(r)[0]).toBe('data-analyst');
    // Someone who says they want to go back to what they studied keeps it as a target.
    const back = analyse({ ...sanne, careerGoalsText: 'I want to become a retail salesperson again' });
    expect(roles(back)[0]).toBe('retail-salesperson');
  });
});

describe('walk 0139, finding 25: a primary teacher is predicted a primary teacher', () => {
  it('Primary Education with QTS gives Primary School Teacher on the STPCD scale, in English and Dutch', () => {
    const en = analyse(chloe);
    expect(roles(en)).toEqual(['primary-teacher', 'primary-teacher', 'primary-teacher']);
    const title = data.roles.find((x) => x.id === 'primary-teacher')!.title;
    expect(en.marketInsights).toContain(title);
    expect(en.marketInsights).not.toContain('Secondary');
    const first = en.predictions['0-3'].career.salary;
    expect(first.basis).toBe('official');
    expect(first.source).toContain("School Teachers' Pay and Conditions Document");
    expect(first.value).toBe(33_000);
    const nl = analyse(chloe, { locale: 'nl' });
    expect(roles(nl)[0]).toBe('primary-teacher');
  });

  it('reads the names of teacher training in English, Dutch and German', () => {
    const of = (field: string) => roleOfStudyField(field, data.roles);
    expect(of('Primary Education with QTS')).toBe('primary-teacher');
    expect(of('BA (Hons) Primary Teaching')).toBe('primary-teacher');
    expect(of('Pabo')).toBe('primary-teacher');
    expect(of('Lerarenopleiding Basisonderwijs')).toBe('primary-teacher');
    expect(of('Lehramt an Grundschulen')).toBe('primary-teacher');
    expect(of('PGCE Secondary Mathematics')).toBe('secondary-teacher');
    expect(of('Tweedegraads lerarenopleiding Engels')).toBe('secondary-teacher');
    expect(of('Early Childhood Education')).toBe('preschool-teacher');
    expect(of('HBO-Verpleegkunde')).toBe('registered-nurse');
    expect(of('Education')).toBeUndefined();
    expect(of('Informatik')).toBeUndefined();
  });
});

describe('walk 0139, finding 15: a student reads the pay as what they earn after graduating', () => {
  it('the headline says "after you graduate" / "na je afstuderen" for a student, in either language, and not for a graduate', () => {
    const nl = analyse(femke, { locale: 'nl' });
    expect(nl.marketInsights).toMatch(/daar verdien je na je afstuderen als verpleegkundige ongeveer/);
    expect(localizeAnalysis(nl, 'en').marketInsights).toMatch(/: after you graduate, as a /);
    const en = analyse(femke);
    expect(en.marketInsights).toMatch(/: after you graduate, as a /);
    expect(localizeAnalysis(en, 'nl').marketInsights).toMatch(/na je afstuderen/);
    expect(analyse(chloe).marketInsights).not.toMatch(/graduate/);
  });
});
