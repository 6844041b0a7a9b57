import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  careerStatusShown,
  COMPLETION_BAND_LABELS,
  completionBand,
  completionItems,
  completionPercent,
  journeyMilestones,
  profileCompletion,
  type ProfileFacts,
} from './profile';

const full: ProfileFacts = {
  firstName: 'Sanne',
  lastName: 'de Vries',
  careerStatus: 'decided',
  major: 'Data Science',
  skills: ['Python'],
  industries: ['technology'],
  preferredCities: ['utrecht'],
  targetSalary: 52000,
  careerGoals: ['leadership'],
  analysisStatus: 'completed',
};

describe('profile completion', () => {
  it('is 100 Complete with every required item, whatever the resume', () => {
    expect(profileCompletion(full)).toMatchObject({ percent: 100, band: 'complete' });
    expect(profileCompletion({ ...full, resumeUploaded: true }).percent).toBe(100);
  });

  it('reaches 100 for a secondary-school diploma, which has no major to give (decision 0033)', () => {
    expect(profileCompletion({ ...full, major: '', educationLevel: 'high-school' }).percent).toBe(100);
    // A degree without its field of study still misses the item.
    expect(profileCompletion({ ...full, major: '', educationLevel: 'bachelors' }).percent).toBeLessThan(100);
  });

  it('is 0 Getting Started with nothing', () => {
    expect(profileCompletion({})).toMatchObject({ percent: 0, band: 'getting-started' });
  });

  it('reaches 100 without career status, which the main flow never asks (decision 0023)', () => {
    expect(profileCompletion({ ...full, careerStatus: null })).toMatchObject({
      percent: 100,
      band: 'complete',
    });
    expect(completionItems({}).find((i) => i.id === 'career-status')).toEqual({
      id: 'career-status',
      done: false,
      required: false,
    });
  });

  it("counts the first step's answer as a career status for every kind of person (walk W410)", () => {
    const status = (facts: ProfileFacts) =>
      completionItems(facts).find((i) => i.id === 'career-status')!.done;
    for (const userType of ['student', 'recent-grad', 'career-changer', 'professional'])
      expect(status({ userType }), userType).toBe(true);
    expect(status({ userType: null, careerStatus: null })).toBe(false);
  });

  it('counts goals typed in her own words as career goals; blank text is not a goal (walk W609)', () => {
    const goals = (facts: ProfileFacts) => completionItems(facts).find((i) => i.id === 'career-goals')!.done;
    expect(goals({ careerGoals: [], careerGoalsText: 'Become a financial analyst' })).toBe(true);
    expect(goals({ careerGoals: [], careerGoalsText: '   ' })).toBe(false);
    expect(goals({ careerGoals: [] })).toBe(false);
  });

  it('counts eight required items and rounds the share', () => {
    const items = completionItems(full);
    expect(items.filter((i) => i.required)).toHaveLength(8);
    expect(profileCompletion({ ...full, analysisStatus: 'pending' }).percent).toBe(88); // 7/8
    expect(profileCompletion({ ...full, analysisStatus: null, careerGoals: [] }).percent).toBe(75); // 6/8
    expect(profileCompletion({ ...full, analysisStatus: 'failed', careerGoals: [], major: '' }).percent).toBe(
      63,
    );
    expect(
      profileCompletion({
        firstName: 'A',
        lastName: 'B',
        skills: ['x'],
        industries: ['media'],
        targetSalary: 1,
      }).percent,
    ).toBe(50);
    expect(
      profileCompletion({
        firstName: 'A',
        lastName: 'B',
        skills: ['x'],
        industries: ['media'],
        targetSalary: 1,
        careerStatus: 'exploring',
      }).band,
    ).toBe('in-progress'); // 4/8 = 50, career status not counted
  });

  it('needs both names for the personal item, and treats blanks as missing', () => {
    const personal = (facts: ProfileFacts) => completionItems(facts).find((i) => i.id === 'personal')!.done;
    expect(personal({ firstName: 'Sanne', lastName: 'de Vries' })).toBe(true);
    expect(personal({ firstName: 'Sanne' })).toBe(false);
    expect(personal({ firstName: 'Sanne', lastName: '  ' })).toBe(false);
  });

  it('counts location preferences as preferred places when no city was picked', () => {
    const done = (facts: ProfileFacts) =>
      completionItems(facts).find((i) => i.id === 'preferred-cities')!.done;
    expect(done({ preferredCities: [], locationPreferences: ['urban'] })).toBe(true);
    expect(done({ preferredCities: [], locationPreferences: [] })).toBe(false);
  });

  it('marks the optional resume done after an analysis or an upload', () => {
    const resume = (facts: ProfileFacts) => completionItems(facts).find((i) => i.id === 'resume')!;
    expect(resume({})).toEqual({ id: 'resume', done: false, required: false });
    expect(resume({ resumeAnalyzed: true }).done).toBe(true);
    expect(resume({ resumeUploaded: true }).done).toBe(true);
  });

  it('only counts a completed analysis', () => {
    for (const status of ['pending', 'failed', 'error', null]) {
      expect(completionItems({ analysisStatus: status }).find((i) => i.id === 'analysis')!.done).toBe(false);
    }
  });
});

describe('completionBand', () => {
  it('uses the edges 100, 75, 50', () => {
    expect(completionBand(100)).toBe('complete');
    expect(completionBand(99)).toBe('almost-done');
    expect(completionBand(75)).toBe('almost-done');
    expect(completionBand(74)).toBe('in-progress');
    expect(completionBand(50)).toBe('in-progress');
    expect(completionBand(49)).toBe('getting-started');
    expect(completionBand(0)).toBe('getting-started');
    expect(COMPLETION_BAND_LABELS['almost-done']).toBe('Almost Done');
  });

  it('is monotonic in the percentage (property)', () => {
    const order = ['getting-started', 'in-progress', 'almost-done', 'complete'];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(order.indexOf(completionBand(lo))).toBeLessThanOrEqual(order.indexOf(completionBand(hi)));
      }),
    );
  });

  it('percentage is the rounded share, 0..100 (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 12 }), (flags) => {
        const items = flags.map((done) => ({ id: 'skills' as const, done, required: true }));
        const percent = completionPercent(items);
        expect(percent).toBe(Math.round((flags.filter(Boolean).length / flags.length) * 100));
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe('journeyMilestones', () => {
  const state = (facts: Parameters<typeof journeyMilestones>[0]) =>
    journeyMilestones(facts).map((m) => `${m.id}:${m.completed ? 'done' : m.current ? 'current' : '-'}`);

  it('starts with profile current', () => {
    expect(state({})).toEqual([
      'profile:current',
      'assessment:-',
      'analysis:-',
      'planning:-',
      'networking:-',
      'transition:-',
    ]);
  });

  it('typed goals complete the profile milestone too (walk W609)', () => {
    expect(state({ firstName: 'A', lastName: 'B', careerGoalsText: 'Become a financial analyst' })[0]).toBe(
      'profile:done',
    );
  });

  it('profile needs personal info and career goals', () => {
    expect(state({ firstName: 'A', lastName: 'B' })[0]).toBe('profile:current');
    expect(state({ firstName: 'A', lastName: 'B', careerGoals: ['leadership'] }).slice(0, 2)).toEqual([
      'profile:done',
      'assessment:current',
    ]);
  });

  it('moves to analysis, then planning once the analysis is completed', () => {
    const base = { firstName: 'A', lastName: 'B', careerGoals: ['leadership'], skills: ['Python'] };
    expect(state({ ...base, analysisStatus: 'pending' }).slice(2, 4)).toEqual([
      'analysis:current',
      'planning:-',
    ]);
    expect(state({ ...base, analysisStatus: 'completed' })).toEqual([
      'profile:done',
      'assessment:done',
      'analysis:done',
      'planning:current',
      'networking:-',
      'transition:-',
    ]);
  });

  it('marks only the first incomplete milestone whose predecessor is done', () => {
    // Skills and analysis without a profile: profile is the current one, nothing else.
    const milestones = journeyMilestones({ skills: ['x'], analysisStatus: 'completed' });
    expect(milestones.filter((m) => m.current).map((m) => m.id)).toEqual(['profile']);
  });

  it('carries the target labels', () => {
    expect(journeyMilestones({}).map((m) => m.target)).toEqual([
      'next-24-hours',
      'next-24-hours',
      'this-week',
      'next-month',
      'next-month',
      'next-6-months',
    ]);
  });
});

describe('career status on the profile (issue 16)', () => {
  it('shows the answer, derives "changing" from a career changer, and shows nothing otherwise', () => {
    expect(careerStatusShown({ careerStatus: 'decided', userType: 'career-changer' })).toEqual({
      status: 'decided',
      derived: false,
    });
    expect(careerStatusShown({ userType: 'career-changer' })).toEqual({ status: 'changing', derived: true });
    for (const userType of ['student', 'recent-grad', 'professional', undefined])
      expect(careerStatusShown({ userType })).toBeNull();
  });
});
