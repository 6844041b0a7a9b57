import { describe, expect, it } from 'vitest';
import { emptyAnswers } from '../contracts/onboarding';
import { findSkill } from '../datasets/skills';
import { analyse, personMaker } from './test-people';

/**
 * Decision 0238 (walk 0601, findings W601 and W602): Fatima, a Dutch HBO social-work graduate in Rotterdam, as the wizard
 * sends her answers in Dutch: skills typed in Dutch, industry Non-profit, with and without the optional field of study.
 */
const base = emptyAnswers();
const make = personMaker();
const fatima = (fieldOfStudy: string) =>
  make({
    userType: 'recent-grad',
    personalInfo: { location: 'Rotterdam, Nederland' },
    skills: ['Gespreksvoering', 'Casemanagement', 'Jeugdhulp'],
    educationBackground: {
      ...base.educationBackground,
      level: 'bachelors',
      fieldOfStudy,
      graduationYear: '2025',
    },
    experienceLevel: 'entry',
    industries: ['nonprofit'],
    currency: 'EUR',
    familyStatus: 'single-parent',
    childrenCount: 1,
    consideredCountries: ['NL'],
  });

describe('Fatima, social-work graduate (W601, W602)', () => {
  it('reads her Dutch skills as the social-work skills', () => {
    expect(findSkill('Casemanagement')?.id).toBe('social-work');
    expect(findSkill('Jeugdhulp')?.id).toBe('social-work');
    expect(findSkill('Gespreksvoering')?.id).toBe('active-listening');
  });

  it('predicts social work from her skills and industry without the field of study (W602)', () => {
    const r = analyse(fatima(''), { locale: 'nl' });
    for (const p of Object.values(r.predictions)) expect(p.career.roleId).toBe('social-worker');
    expect(r.recommendations.roles[0]?.roleId).toBe('social-worker');
  });

  it('counts her social-work skill among the key skills and lists the gaps she has left (W601)', () => {
    const r = analyse(fatima(''), { locale: 'nl' });
    const why = r.recommendations.roles.find((x) => x.roleId === 'social-worker')!.why;
    // role.skills, or role.skills-related where a related skill counts half too (decision 0257).
    const skills = why.find((w) => w.code.startsWith('role.skills'))!;
    expect(skills.params.matched).toBeGreaterThan(0);
    expect(r.skillGaps.some((g) => g.priority === 'High')).toBe(true);
    // Her own skill starts above one she did not name; the role's other skills are the gaps she has left.
    const own = r.skillGaps.find((g) => g.skillId === 'social-work')!;
    const other = r.skillGaps.find((g) => g.skillId === 'empathy')!;
    expect(own.currentLevel).toBeGreaterThan(other.currentLevel);
    expect(own.priority).not.toBe('High');
  });

  it('with the field of study, Recommendations says what the Skill Gap tab credits: the degree (W601)', () => {
    const r = analyse(fatima('Sociaal Werk'), { locale: 'nl' });
    expect(r.predictions['0-3'].career.roleId).toBe('social-worker');
    // The Skill Gap tab credits the degree: nothing of high priority left.
    expect(r.skillGaps.every((g) => g.priority !== 'High' && g.studies?.roleId === 'social-worker')).toBe(
      true,
    );
    const why = r.recommendations.roles.find((x) => x.roleId === 'social-worker')!.why;
    expect(why.map((w) => w.code)).toContain('role.studies');
    expect(why.map((w) => w.code)).not.toContain('role.skills');
    expect(why.find((w) => w.code === 'role.studies')!.params).toMatchObject({
      field: 'Sociaal Werk',
      matched: 1,
    });
  });
});
