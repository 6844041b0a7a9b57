import { describe, expect, it } from 'vitest';
import { reviveAnswers } from '@thrive/core/contracts/onboarding';
import { buildExport } from './export';

describe('JSON export', () => {
  it('carries the whole profile the person gave', () => {
    const answers = reviveAnswers({
      personalInfo: { firstName: 'Sam', lastName: 'Visser' },
      skills: ['Nursing'],
      educationBackground: { level: 'bachelors', graduationYear: '2009' },
      careerGoals: ['mentorship'],
      currency: 'EUR',
      timeframe: 'monthly',
      salaryRange: 3500,
    });
    const exported = buildExport({ answers, record: null, result: null }, []);
    expect(exported.profile).toMatchObject({
      personalInfo: { firstName: 'Sam', lastName: 'Visser' },
      skills: ['Nursing'],
      educationBackground: { graduationYear: '2009' },
      salaryRange: 3500,
      timeframe: 'monthly',
    });
    expect(exported.analysis).toBeNull();
    expect(buildExport({ answers: null, record: null, result: null }, []).profile).toBeNull();
  });
});
