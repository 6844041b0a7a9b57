import { describe, expect, it } from 'vitest';
import { reviveAnswers } from './onboarding';

describe('reviveAnswers', () => {
  it('keeps the optional answers when another field no longer validates', () => {
    const revived = reviveAnswers({
      userType: 'professional',
      experienceLevel: 'senior',
      timeline: '1-3-years',
      currentPay: { amount: 3200, timeframe: 'monthly', currency: 'EUR' },
      whatMatters: ['no-longer-an-option'],
      skills: ['Python'],
    });
    expect(revived.userType).toBe('professional');
    expect(revived.experienceLevel).toBe('senior');
    expect(revived.timeline).toBe('1-3-years');
    expect(revived.currentPay).toEqual({ amount: 3200, timeframe: 'monthly', currency: 'EUR' });
    expect(revived.whatMatters).toEqual([]);
    expect(revived.skills).toEqual(['Python']);
  });

  it('keeps the good fields of a group when one of them is bad (walk W22: a long first name dropped name and e-mail)', () => {
    const revived = reviveAnswers({
      skills: ['Python'],
      personalInfo: {
        firstName: 'A'.repeat(120),
        lastName: 'Papadopoulou',
        email: 'a@example.gr',
        phone: '',
      },
      educationBackground: { level: 'bachelors', institution: 'University of Athens', gpa: '9'.repeat(30) },
    });
    expect(revived.personalInfo).toMatchObject({
      firstName: '',
      lastName: 'Papadopoulou',
      email: 'a@example.gr',
    });
    expect(revived.educationBackground).toMatchObject({
      level: 'bachelors',
      institution: 'University of Athens',
      gpa: '',
    });
    expect(revived.skills).toEqual(['Python']);
  });

  it('drops keys the schema does not know', () => {
    expect(reviveAnswers({ whatMatters: 'x', notAField: 1 })).not.toHaveProperty('notAField');
  });
});
