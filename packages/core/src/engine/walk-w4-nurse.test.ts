import { describe, expect, it } from 'vitest';
import { emptyAnswers, type OnboardingAnswers } from '../contracts/onboarding';
import { bundledEngineData } from './bundled';
import { derivePerson } from './profile';
import { rankRoles, skillsShare } from './roles';
import { analyse, requestOf } from './test-people';

/**
 * Decision 0154 (walk finding W4): a Dutch HBO nursing student's skills, read from her CV, count toward the nurse
 * role, and the registered nurse is the role she fits best. Her answers go through mapAnswersToRequest, as the
 * wizard's request (e2e/dashboard-answers.ts mappedRequest) does.
 */
const data = bundledEngineData();
const base = emptyAnswers();
const nurseSkills = [
  'Wondverzorging',
  'Medicatie toedienen',
  'Patiëntobservatie',
  'Verpleegkundig rekenen',
  'Reanimatie (BLS)',
  'Communicatie met familie',
  'HiX (EPD)',
];
const student: OnboardingAnswers = {
  ...base,
  userType: 'student',
  whatMatters: ['finding-job'],
  personalInfo: {
    ...base.personalInfo,
    firstName: 'Sanne',
    lastName: 'de Vries',
    email: 'sanne@example.nl',
    location: 'Amsterdam',
  },
  skills: nurseSkills,
  educationBackground: {
    ...base.educationBackground,
    level: 'bachelors',
    institution: 'Hogeschool van Amsterdam',
    fieldOfStudy: 'Verpleegkunde',
    graduationYear: '2027',
  },
  experienceLevel: 'entry',
  industries: ['healthcare'],
  workEnergy: ['people'],
  careerGoals: ['expertise'],
  currency: 'EUR',
  salaryRange: 38_000,
  familyStatus: 'single',
  timeline: '1-3-years',
};

describe('walk W4: a Dutch nursing student and the nurse role', () => {
  const request = requestOf(student, { locale: 'nl' });
  const person = derivePerson(request, data);
  const nurse = data.roles.find((r) => r.id === 'registered-nurse')!;

  it('most of her Dutch CV skills count as skills the registered nurse role lists', () => {
    const nurseSkillIds = new Set(nurse.skills.map((s) => s.skillId));
    const counted = nurseSkills.filter((raw) => {
      const one = derivePerson(
        requestOf({ ...student, skills: [raw], educationBackground: base.educationBackground }),
        data,
      );
      return [...one.skillIds].some((id) => nurseSkillIds.has(id));
    });
    expect(counted.length).toBeGreaterThanOrEqual(5);
    expect(counted).toEqual(
      expect.arrayContaining(['Medicatie toedienen', 'Patiëntobservatie', 'Reanimatie (BLS)']),
    );
  });

  it('her nursing study counts as nursing, and she has most of the nurse role’s key skills', () => {
    expect(person.skillIds.has('nursing')).toBe(true);
    const { share, matched } = skillsShare(person.skillIds, nurse, data);
    expect(matched).toEqual(expect.arrayContaining(['nursing', 'patient-care', 'pharmacology']));
    expect(share).toBeGreaterThanOrEqual(0.6);
  });

  it.each([[[]], [['people']]] as const)(
    'the registered nurse is her best-fitting role, ahead of the nurse practitioner (work energy %j)',
    (workEnergy) => {
      const answers = { ...student, workEnergy: [...workEnergy] };
      const req = requestOf(answers, { locale: 'nl' });
      const ranked = rankRoles(derivePerson(req, data), req, data).map((r) => r.role.id);
      expect(ranked[0]).toBe('registered-nurse');
      const practitioner = data.roles.find((r) => r.id === 'nurse-practitioner')!;
      // The Compare tab's skills match: never more for the master's-level role than for the nurse role.
      expect(skillsShare(person.skillIds, nurse, data).share).toBeGreaterThanOrEqual(
        skillsShare(person.skillIds, practitioner, data).share,
      );
      const r = analyse(answers, { locale: 'nl' });
      expect(r.predictions['0-3'].career.roleId).toBe('registered-nurse');
      const byMatch = [...r.recommendations.roles].sort((a, b) => b.match - a.match);
      expect(byMatch[0]!.roleId).toBe('registered-nurse');
    },
  );

  it('a nurse role lists no data-platform tool from O*NET’s job-posting technologies', () => {
    for (const id of ['registered-nurse', 'nursing-assistant']) {
      const role = data.roles.find((r) => r.id === id)!;
      expect(role.skills.map((s) => s.skillId)).not.toContain('apache-spark');
    }
    expect(data.roles.find((r) => r.id === 'data-scientist')!.skills.map((s) => s.skillId)).toContain(
      'apache-spark',
    );
    expect(nurse.skills.map((s) => s.skillId)).toEqual(
      expect.arrayContaining(['pharmacology', 'clinical-knowledge']),
    );
  });
});
