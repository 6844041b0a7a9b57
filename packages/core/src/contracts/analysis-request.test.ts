import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ANALYSIS_REQUEST_MESSAGES,
  AnalysisRequest,
  combineWorkPreferences,
  mapAnswersToRequest,
  parseAnalysisRequest,
} from './analysis-request';
import { emptyAnswers, type OnboardingAnswersInput } from './onboarding';
import { CAREER_GOALS, LOCATION_PREFERENCES } from './enums';

const complete: OnboardingAnswersInput = {
  userType: 'recent-grad',
  whatMatters: ['finding-job', 'relocating'],
  personalInfo: { firstName: 'Sanne', lastName: 'de Vries', email: 'sanne@example.org', location: 'Utrecht' },
  detectedLocation: {
    country: 'Netherlands',
    countryCode: 'NL',
    city: 'Utrecht',
    method: 'ip',
    isEuropean: true,
    latitude: 52.09,
    longitude: 5.12,
  },
  skills: ['Python', 'SQL'],
  educationBackground: { level: 'masters', institution: 'Utrecht University', fieldOfStudy: 'Data Science' },
  experienceLevel: 'junior',
  workEnergy: ['analytical', 'deep-work'],
  industrySwitch: 'adjacent',
  workMode: 'hybrid',
  impactSize: 'communities',
  influenceStyle: 'data',
  lifeGoals: ['worklife', 'travel'],
  careerGoals: ['technical-mastery'],
  careerGoalsText: 'Lead a data team one day',
  locationPreferences: ['urban', 'international'],
  industries: ['technology', 'healthcare'],
  currency: 'EUR',
  timeframe: 'annual',
  salaryRange: 52500,
  lifestyleValues: ['nature', 'culture', 'growth'],
  familyStatus: 'couple',
  timeline: '1-3-years',
  benefits: ['pto', 'learning'],
  availability: '1month',
  learningHoursPerWeek: 6,
};

describe('mapAnswersToRequest', () => {
  it('gives NO_ONBOARDING_DATA when nothing is stored', () => {
    expect(mapAnswersToRequest(null)).toEqual({ ok: false, code: 'NO_ONBOARDING_DATA' });
    expect(mapAnswersToRequest(undefined)).toEqual({ ok: false, code: 'NO_ONBOARDING_DATA' });
  });

  it('gives INVALID_DATA_STRUCTURE without skills', () => {
    expect(mapAnswersToRequest({ ...complete, skills: [] })).toMatchObject({
      ok: false,
      code: 'INVALID_DATA_STRUCTURE',
      issues: [{ path: 'skills' }],
    });
    expect(mapAnswersToRequest(emptyAnswers())).toMatchObject({ ok: false, code: 'INVALID_DATA_STRUCTURE' });
  });

  it('gives INVALID_DATA_STRUCTURE for stored data that is not a set of answers', () => {
    for (const junk of ['{"skills":', 42, [], { skills: 'Python' }, { careerGoals: ['not-a-goal'] }]) {
      expect(mapAnswersToRequest(junk)).toEqual({ ok: false, code: 'INVALID_DATA_STRUCTURE' });
    }
  });

  it('maps every answer the engine needs', () => {
    const result = mapAnswersToRequest(complete);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const r = result.request;
    expect(r.skills).toEqual(['Python', 'SQL']);
    expect(r.careerGoals).toEqual(['technical-mastery']);
    expect(r.careerGoalsText).toBe('Lead a data team one day');
    expect(r.locationPreferences).toEqual(['urban', 'international']);
    expect(r.lifeGoals).toEqual(['worklife', 'travel']);
    expect(r.workPreferences).toEqual([
      'analytical',
      'deep-work',
      'adjacent',
      'hybrid',
      'communities',
      'data',
    ]);
    expect(r.salaryExpectation).toBe('€52,500 per year');
    expect(r.salaryRange).toBe(52500);
    expect(r.currency).toBe('EUR');
    expect(r.timeframe).toBe('annual');
    expect(r.detectedLocation?.countryCode).toBe('NL');
    expect(r.education.fieldOfStudy).toBe('Data Science');
    expect(r.experienceLevel).toBe('junior');
    expect(r.familyStatus).toBe('couple');
    expect(r.lifestyleValues).toEqual(['nature', 'culture', 'growth']);
    expect(r.timeline).toBe('1-3-years');
    expect(r.benefits).toEqual(['pto', 'learning']);
    expect(r.availability).toBe('1month');
    expect(r.learningHoursPerWeek).toBe(6);
    expect(r.locale).toBe('en');
    expect(r.resume).toBeUndefined();
  });

  it('keeps empty careerGoals and locationPreferences (those steps have no required answer)', () => {
    const result = mapAnswersToRequest({ ...complete, careerGoals: [], locationPreferences: [] });
    expect(result.ok && result.request.careerGoals).toEqual([]);
    expect(result.ok && result.request.locationPreferences).toEqual([]);
  });

  it('writes hourly and monthly salary text', () => {
    const hourly = mapAnswersToRequest({
      ...complete,
      currency: 'USD',
      timeframe: 'hourly',
      salaryRange: 40,
    });
    expect(hourly.ok && hourly.request.salaryExpectation).toBe('$40/hour');
    const monthly = mapAnswersToRequest({
      ...complete,
      currency: 'GBP',
      timeframe: 'monthly',
      salaryRange: 4000,
    });
    expect(monthly.ok && monthly.request.salaryExpectation).toBe('£4,000 per month');
  });

  it('carries resume facts and the locale when given', () => {
    const result = mapAnswersToRequest(complete, {
      locale: 'nl',
      resume: {
        name: { value: 'Sanne de Vries', confidence: 0.9 },
        links: [],
        education: [],
        experience: [],
        skills: [{ id: 'python', name: 'Python', confidence: 0.8 }],
        languages: [],
      },
    });
    expect(result.ok && result.request.locale).toBe('nl');
    expect(result.ok && result.request.resume?.skills[0]?.id).toBe('python');
  });

  it('always yields a request the schema accepts (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim() !== ''),
          {
            minLength: 1,
            maxLength: 10,
          },
        ),
        fc.subarray([...CAREER_GOALS]),
        fc.subarray([...LOCATION_PREFERENCES]),
        (skills, careerGoals, locationPreferences) => {
          const result = mapAnswersToRequest({ ...complete, skills, careerGoals, locationPreferences });
          expect(result.ok).toBe(true);
          if (result.ok) expect(AnalysisRequest.safeParse(result.request).success).toBe(true);
        },
      ),
    );
  });
});

describe('parseAnalysisRequest', () => {
  const mapped = mapAnswersToRequest(complete);
  const request = mapped.ok ? mapped.request : undefined;

  it('accepts a mapped request and gives the two codes otherwise', () => {
    expect(parseAnalysisRequest(request).ok).toBe(true);
    expect(parseAnalysisRequest(undefined)).toEqual({ ok: false, code: 'NO_ONBOARDING_DATA' });
    const { careerGoals: _c, ...withoutGoals } = request!;
    expect(parseAnalysisRequest(withoutGoals)).toEqual({
      ok: false,
      code: 'INVALID_DATA_STRUCTURE',
      issues: [{ path: 'careerGoals', reason: 'Required.' }],
    });
    const { locationPreferences: _l, ...withoutPlaces } = request!;
    expect(parseAnalysisRequest(withoutPlaces)).toEqual({
      ok: false,
      code: 'INVALID_DATA_STRUCTURE',
      issues: [{ path: 'locationPreferences', reason: 'Required.' }],
    });
    const noSkills = parseAnalysisRequest({ ...request, skills: [] });
    expect(noSkills).toMatchObject({ ok: false, code: 'INVALID_DATA_STRUCTURE' });
    expect(noSkills.ok ? [] : noSkills.issues?.map((issue) => issue.path)).toEqual(['skills']);
  });

  it("accepts the spec's minimum from an API client, fills defaults and ignores unknown fields", () => {
    const parsed = parseAnalysisRequest({
      skills: ['Python', 'SQL'],
      careerGoals: ['technical-mastery'],
      locationPreferences: ['urban'],
      experienceLevel: 'mid',
      educationBackground: { level: 'masters' },
      salaryRange: 4000,
      timeframe: 'monthly',
      somethingElse: { nested: true },
    });
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.request.skills).toEqual(['Python', 'SQL']);
    expect(parsed.request.experienceLevel).toBe('mid');
    expect(parsed.request.education.level).toBe('masters');
    expect(parsed.request.currency).toBe('EUR');
    expect(parsed.request.salaryExpectation).toBe('€4,000 per month');
    expect(parsed.request.workPreferences).toEqual([]);
    expect(parsed.request.learningHoursPerWeek).toBe(5);
    expect(parsed.request).not.toHaveProperty('somethingElse');
  });

  it('names each refused field with its reason', () => {
    const parsed = parseAnalysisRequest({
      skills: 'Python',
      locationPreferences: ['urban'],
      experienceLevel: 'wizard',
    });
    expect(parsed).toMatchObject({ ok: false, code: 'INVALID_DATA_STRUCTURE' });
    const paths = parsed.ok ? [] : (parsed.issues ?? []).map((issue) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(['careerGoals', 'skills', 'experienceLevel']));
    expect(parsed.ok ? [] : parsed.issues!.every((issue) => issue.reason.length > 0)).toBe(true);
    expect(parseAnalysisRequest(['Python'])).toMatchObject({ issues: [{ path: '' }] });
  });
});

describe('messages and work preferences', () => {
  it('has the spec wording for both codes', () => {
    expect(ANALYSIS_REQUEST_MESSAGES.NO_ONBOARDING_DATA).toBe(
      'No onboarding data found. Please complete the onboarding process again.',
    );
    expect(ANALYSIS_REQUEST_MESSAGES.INVALID_DATA_STRUCTURE).toBe(
      'Invalid data structure. Please complete the onboarding process again.',
    );
  });

  it('drops empty work preferences', () => {
    expect(combineWorkPreferences({ workEnergy: [], workMode: 'remote' })).toEqual(['remote']);
    expect(combineWorkPreferences({ workEnergy: ['creative'], influenceStyle: 'systems' })).toEqual([
      'creative',
      'systems',
    ]);
    expect(combineWorkPreferences({ workEnergy: [] })).toEqual([]);
  });
});
