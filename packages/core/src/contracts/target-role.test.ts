import { describe, expect, it } from 'vitest';
import { listRoles } from '../datasets/roles';
import { mapAnswersToRequest } from './analysis-request';
import { OnboardingAnswers, emptyAnswers, reviveAnswers } from './onboarding';
import { CATALOGUE_ROLE_IDS, TargetRole, UNKNOWN_ROLE, targetRoleOf } from './target-role';

describe('the target role a career changer chooses (decision 0202)', () => {
  it('is one of exactly the roles of the catalogue', () => {
    expect([...CATALOGUE_ROLE_IDS].sort()).toEqual(
      listRoles()
        .map((r) => r.id)
        .sort(),
    );
  });

  it('refuses an id the catalogue does not hold with the UNKNOWN_ROLE code; older answers without it still parse', () => {
    expect(TargetRole.safeParse('ux-designer').success).toBe(true);
    const refused = OnboardingAnswers.safeParse({ targetRole: 'astronaut' });
    expect(refused.success).toBe(false);
    const issue = refused.error!.issues[0] as { path: unknown[]; params?: { code?: string } };
    expect(issue.path).toEqual(['targetRole']);
    expect(issue.params?.code).toBe(UNKNOWN_ROLE);
    expect(OnboardingAnswers.safeParse({ skills: ['Python'] }).success).toBe(true);
    // Stored answers with a role the catalogue no longer holds keep every other answer.
    const revived = reviveAnswers({ skills: ['Python'], targetRole: 'astronaut' });
    expect(revived.skills).toEqual(['Python']);
    expect(revived.targetRole).toBeUndefined();
  });

  it('goes to the analysis for a changer, a professional and a recent graduate, not a student (decision 0237)', () => {
    const answers = {
      ...emptyAnswers(),
      skills: ['Teaching'],
      targetRole: 'data-analyst' as const,
    };
    const changer = mapAnswersToRequest({ ...answers, userType: 'career-changer' });
    const byStatus = mapAnswersToRequest({ ...answers, userType: 'professional', careerStatus: 'changing' });
    const professional = mapAnswersToRequest({ ...answers, userType: 'professional' });
    const graduate = mapAnswersToRequest({ ...answers, userType: 'recent-grad' });
    const student = mapAnswersToRequest({ ...answers, userType: 'student' });
    expect(changer.ok && changer.request.targetRole).toBe('data-analyst');
    expect(byStatus.ok && byStatus.request.targetRole).toBe('data-analyst');
    expect(professional.ok && professional.request.targetRole).toBe('data-analyst');
    expect(graduate.ok && graduate.request.targetRole).toBe('data-analyst');
    expect(student.ok && student.request.targetRole).toBeUndefined();
    expect(targetRoleOf({ userType: 'student', targetRole: 'data-analyst' })).toBeUndefined();
  });
});
