import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_TABS,
  analysisActionError,
  analysisPanelState,
  annualAmount,
  perPeriodAmount,
  inMatchOrder,
  expectationAgainstPrediction,
  courseProgressPercent,
  learningPlan,
  tabGate,
} from './dashboard';

describe('dashboard tabs', () => {
  it('has the six tabs in order, with Compare, Recommendations, Skill Gap and the timeline gated', () => {
    expect(DASHBOARD_TABS.map((t) => t.label)).toEqual([
      'Profile',
      'Compare',
      'Recommendations',
      'Skill Gap',
      'Quick Actions',
      'Future Timeline',
    ]);
    expect(DASHBOARD_TABS.filter((t) => t.needsAnalysis).map((t) => t.id)).toEqual([
      'compare',
      'recommendations',
      'skill-gap',
      'timeline',
    ]);
  });

  it('gates: content when completed or not needed; generate with answers; start without', () => {
    const gated = { needsAnalysis: true };
    expect(tabGate(gated, 'completed', false)).toBe('content');
    expect(tabGate(gated, 'pending', true)).toBe('generate');
    expect(tabGate(gated, null, true)).toBe('generate');
    expect(tabGate(gated, 'failed', false)).toBe('start');
    expect(tabGate({ needsAnalysis: false }, null, false)).toBe('content');
  });
});

describe('analysis panel state', () => {
  it('follows the spec table', () => {
    expect(analysisPanelState(true, null)).toBe('loading');
    expect(analysisPanelState(false, null)).toBe('none');
    expect(analysisPanelState(false, { status: 'pending' })).toBe('pending');
    expect(analysisPanelState(false, { status: 'completed' })).toBe('completed');
    expect(analysisPanelState(false, { status: 'failed' })).toBe('failed');
    expect(analysisPanelState(false, { status: 'weird' })).toBe('failed');
  });

  it('classifies action errors', () => {
    expect(analysisActionError({ status: 429, message: 'x' })).toBe('busy');
    expect(analysisActionError({ status: 500, message: 'Too Many Requests' })).toBe('busy');
    expect(analysisActionError({ status: 400, code: 'INVALID_DATA_STRUCTURE' })).toBe('invalid-data');
    expect(analysisActionError({ status: 500, message: 'boom' })).toBe('failed');
    expect(analysisActionError({ status: 0, message: 'offline' })).toBe('exception');
  });
});

describe('annual amounts', () => {
  it('turns a monthly or hourly amount into a year', () => {
    expect(annualAmount(4000, 'monthly')).toBe(48000);
    expect(annualAmount(30, 'hourly')).toBe(62400);
  });
});

describe('learning plan', () => {
  const skills = [
    { skillId: 'sql', name: 'SQL', priority: 'Medium' as const, hours: 20 },
    { skillId: 'python', name: 'Python', priority: 'High' as const, hours: 30 },
    { skillId: 'talk', name: 'Talking', priority: 'Low' as const, hours: 10 },
  ];

  it('schedules High first at the hours per week, with dated targets', () => {
    const plan = learningPlan(skills, 10, '2026-01-01');
    expect(plan.entries.map((e) => e.skillId)).toEqual(['python', 'sql', 'talk']);
    expect(plan.entries[0]).toMatchObject({
      startDate: '2026-01-01',
      targetDate: '2026-01-22',
      hoursLeft: 30,
    });
    expect(plan.entries[1]).toMatchObject({ startDate: '2026-01-22', targetDate: '2026-02-05' });
    expect(plan.entries[2]!.targetDate).toBe('2026-02-12');
    expect(plan.weeks).toBe(6);
    expect(plan.endDate).toBe('2026-02-12');
  });

  it('subtracts logged hours and marks finished skills done', () => {
    const plan = learningPlan(skills, 5, '2026-01-01', { python: 40, sql: 10 });
    expect(plan.entries[0]).toMatchObject({
      done: true,
      hoursLeft: 0,
      hoursDone: 30,
      targetDate: '2026-01-01',
    });
    expect(plan.entries[1]).toMatchObject({ hoursLeft: 10, targetDate: '2026-01-15' });
    expect(plan.totalHoursLeft).toBe(20);
  });

  it('computes course progress', () => {
    expect(courseProgressPercent('completed', 0, null)).toBe(100);
    expect(courseProgressPercent('in-progress', 5, 10)).toBe(50);
    expect(courseProgressPercent('in-progress', 50, 10)).toBe(99);
    expect(courseProgressPercent('enrolled', 3, null)).toBeNull();
  });
});

describe('perPeriodAmount', () => {
  it('restates a yearly amount per month and per hour (2,080 hours), the inverse of annualAmount', () => {
    expect(perPeriodAmount(45_760, 'hourly')).toBe(22);
    expect(perPeriodAmount(60_000, 'monthly')).toBe(5_000);
    expect(perPeriodAmount(60_000, 'annual')).toBe(60_000);
    for (const tf of ['annual', 'monthly', 'hourly'] as const) {
      expect(perPeriodAmount(annualAmount(3_000, tf), tf)).toBe(3_000);
    }
  });
});

describe('expectationAgainstPrediction (walk W13)', () => {
  it('says when the expectation is far from the prediction, in the same currency only', () => {
    const eur = (value: number) => ({ value, currency: 'EUR' });
    expect(
      expectationAgainstPrediction({ amount: 2250, timeframe: 'monthly', currency: 'EUR' }, eur(106_316)),
    ).toBe('below');
    expect(
      expectationAgainstPrediction({ amount: 90_000, timeframe: 'annual', currency: 'EUR' }, eur(60_000)),
    ).toBe('above');
    expect(
      expectationAgainstPrediction({ amount: 3500, timeframe: 'monthly', currency: 'EUR' }, eur(41_000)),
    ).toBeNull();
    expect(
      expectationAgainstPrediction({ amount: 2250, timeframe: 'monthly', currency: 'GBP' }, eur(106_316)),
    ).toBeNull();
  });
});

describe('inMatchOrder (walk W11)', () => {
  it('is false when a lower match stands before a higher one', () => {
    expect(inMatchOrder([{ match: 53 }, { match: 19 }, { match: 47 }])).toBe(false);
    expect(inMatchOrder([{ match: 72 }, { match: 72 }, { match: 45 }])).toBe(true);
    expect(inMatchOrder([])).toBe(true);
  });
});
