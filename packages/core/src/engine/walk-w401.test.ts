import { describe, expect, it } from 'vitest';
import type { OnboardingAnswers } from '../contracts/onboarding';
import { localizeAnalysis } from '../text/localize-analysis';
import { analyse, personMaker } from './test-people';

/**
 * Walk finding W401: a psychology student in Groningen who wrote "Ik wil als psycholoog werken" was predicted
 * "Data scientist" in all three timeframes, with an 825-hour plan of machine learning and Python: the catalogue had
 * no psychologist and no social worker. Her answers as the walker gave them in the wizard (its export).
 */
const sanne = (patch: Partial<OnboardingAnswers> = {}): OnboardingAnswers =>
  personMaker({ location: 'Groningen' })({
    userType: 'student',
    whatMatters: ['finding-job', 'cost-of-living'],
    skills: ['Communicatie', 'Kritisch denken', 'Samenwerken', 'Data-analyse', 'SPSS', 'Gesprekstechnieken'],
    educationBackground: {
      level: 'bachelors',
      institution: 'Rijksuniversiteit Groningen',
      fieldOfStudy: 'Psychologie',
      graduationYear: '2027',
      gpa: '7,4',
      achievements: 'Bestuurslid studievereniging VIP; scriptie over stress bij studenten',
    },
    workEnergy: ['people', 'research', 'mentoring'],
    careerGoals: ['mentorship', 'expertise'],
    careerGoalsText: 'Ik wil als psycholoog werken, misschien na een master klinische psychologie.',
    consideredCountries: ['NL'],
    preferredCities: ['groningen', 'utrecht', 'rotterdam'],
    industries: ['healthcare', 'education', 'government'],
    experienceLevel: 'entry',
    availability: 'upon-graduation',
    ...patch,
  } as Partial<OnboardingAnswers>);

describe('W401: a psychology student is offered psychology', () => {
  it('names the psychologist she wrote she wants to be, in every timeframe, in Dutch', () => {
    const result = analyse(sanne(), { locale: 'nl' });
    const roles = (['0-3', '3-5', '5-10'] as const).map((t) => result.predictions[t].career.roleId);
    expect(roles[0]).toBe('psychologist');
    expect(roles).not.toContain('data-scientist');
    expect(localizeAnalysis(result, 'nl').predictions['0-3'].career.role).toBe('Psycholoog');
  });

  it('without the sentence, her study and sectors still put psychology roles first, not data science', () => {
    const result = analyse(sanne({ careerGoalsText: '' }), { locale: 'nl' });
    const first = result.predictions['0-3'].career.roleId;
    expect(['psychologist', 'social-worker']).toContain(first);
  });

  it('a student of another field is not offered a psychologist, whose work needs the degree', () => {
    const result = analyse(
      sanne({
        careerGoalsText: '',
        educationBackground: {
          level: 'bachelors',
          institution: 'Rijksuniversiteit Groningen',
          fieldOfStudy: 'Economie',
          graduationYear: '2027',
          gpa: '',
          achievements: '',
        },
      }),
    );
    const roles = (['0-3', '3-5', '5-10'] as const).map((t) => result.predictions[t].career.roleId);
    expect(roles).not.toContain('psychologist');
  });
});
