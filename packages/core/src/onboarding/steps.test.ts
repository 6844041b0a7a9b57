import { describe, expect, it } from 'vitest';
import { emptyAnswers, type OnboardingAnswers } from '../contracts/onboarding';
import { ONBOARDING_SLUGS } from '../routes';
import {
  FIRST_STEP,
  MAIN_FLOW,
  STEPS,
  TOTAL_STEPS,
  getStep,
  pathTo,
  previousStep,
  progressPercent,
  remainingSteps,
  stepNumber,
  type StepContext,
} from './steps';

const noResume: StepContext = { resumeAnalyzed: false, resumeNameFound: false };
const withName: StepContext = { resumeAnalyzed: true, resumeNameFound: true };
const answers = (patch: Partial<OnboardingAnswers> = {}): OnboardingAnswers => ({
  ...emptyAnswers(),
  ...patch,
});

describe('the step registry', () => {
  it('has one definition per onboarding route and every target exists', () => {
    expect(STEPS.map((step) => step.id).sort()).toEqual([...ONBOARDING_SLUGS].sort());
    const contexts = [noResume, withName, { resumeAnalyzed: true, resumeNameFound: false }];
    for (const step of STEPS) {
      for (const context of contexts) {
        for (const a of [answers(), answers({ skills: ['Python'] })]) {
          expect(getStep(step.next(a, context)), `${step.id} -> ${step.next(a, context)}`).toBeDefined();
        }
      }
    }
  });

  it('counts 18 steps in the main flow, in the spec order', () => {
    expect(TOTAL_STEPS).toBe(18);
    expect(MAIN_FLOW).toEqual([
      'survey',
      'what-matters',
      'resume-upload',
      'personal-info',
      'skills-assessment',
      'education-background',
      'experience-level',
      'how-you-thrive',
      'career-goals',
      'location-preferences',
      'industry-interests',
      'salary-expectations',
      'initial-opportunities',
      'lifestyle-values',
      'lifestyle-reality',
      'budget-values',
      'timeline',
      'final-celebration',
    ]);
    expect(stepNumber('how-you-thrive')).toBe(8);
    expect(stepNumber('timeline')).toBe(17);
    expect(stepNumber('career-status')).toBeNull();
    expect(progressPercent('survey')).toBe(6);
    expect(progressPercent('final-celebration')).toBe(100);
    expect(remainingSteps('survey')).toBe(17);
  });

  it('walks the main flow from step 1 to processing without a resume', () => {
    const visited: string[] = [];
    let current = FIRST_STEP as string;
    while (current !== 'processing') {
      visited.push(current);
      current = getStep(current)!.next(answers(), noResume);
    }
    expect(visited).toEqual(MAIN_FLOW);
  });

  it('makes every step reachable (main flow by Next, optional screens from the review)', () => {
    const reachable = new Set<string>(MAIN_FLOW);
    reachable.add('processing');
    // The review's Edit links reach the optional screens; final celebration links to the review.
    for (const id of ['review-submit', 'career-status', 'additional-preferences']) reachable.add(id);
    expect([...reachable].sort()).toEqual([...ONBOARDING_SLUGS].sort());
    for (const id of ['career-status', 'additional-preferences'])
      expect(getStep(id)!.next(answers(), noResume)).toBe('review-submit');
    expect(getStep('review-submit')!.next(answers(), noResume)).toBe('processing');
  });

  it('has no Back on step 1, and Back follows the path taken', () => {
    expect(previousStep('survey', answers(), noResume)).toBeNull();
    expect(previousStep('what-matters', answers(), noResume)).toBe('survey');
    expect(previousStep('how-you-thrive', answers(), noResume)).toBe('experience-level');
    expect(previousStep('education-background', answers(), noResume)).toBe('skills-assessment');
    expect(previousStep('education-background', answers({ skills: ['Python'] }), withName)).toBe(
      'resume-upload',
    );
    expect(previousStep('career-status', answers(), noResume)).toBe('review-submit');
  });

  it('branches after the resume step', () => {
    const resume = getStep('resume-upload')!;
    expect(resume.next(answers(), noResume)).toBe('personal-info');
    expect(resume.next(answers(), { resumeAnalyzed: true, resumeNameFound: false })).toBe('personal-info');
    expect(resume.next(answers({ skills: ['Python'] }), withName)).toBe('education-background');
    expect(resume.next(answers(), withName)).toBe('skills-assessment');
    expect(pathTo('education-background', answers({ skills: ['SQL'] }), withName)).toEqual([
      'survey',
      'what-matters',
      'resume-upload',
      'education-background',
    ]);
  });

  it('applies the Next-disabled rules of the spec', () => {
    const can = (id: string, patch: Partial<OnboardingAnswers> = {}) =>
      getStep(id)!.canContinue(answers(patch));
    expect(can('survey')).toBe(false);
    expect(can('survey', { userType: 'student' })).toBe(true);
    expect(can('what-matters')).toBe(false);
    expect(can('what-matters', { whatMatters: ['relocating'] })).toBe(true);
    expect(can('career-status')).toBe(false);
    expect(can('career-status', { careerStatus: 'decided' })).toBe(true);
    expect(can('experience-level')).toBe(false);
    expect(can('experience-level', { experienceLevel: 'mid' })).toBe(true);
    expect(can('industry-interests')).toBe(false);
    expect(can('industry-interests', { industries: ['technology'] })).toBe(true);
    expect(can('timeline')).toBe(false);
    expect(can('timeline', { timeline: '1-3-years' })).toBe(true);
    expect(can('lifestyle-values', { lifestyleValues: ['nature', 'culture'] })).toBe(false);
    expect(can('lifestyle-values', { lifestyleValues: ['nature', 'culture', 'growth'] })).toBe(true);
    expect(can('skills-assessment')).toBe(false);
    expect(can('skills-assessment', { skills: ['Python'] })).toBe(true);
    const info = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.org',
      phone: '',
      age: '' as const,
      location: '',
    };
    expect(can('personal-info', { personalInfo: info })).toBe(true);
    expect(can('personal-info', { personalInfo: { ...info, lastName: ' ' } })).toBe(false);
    // An optional phone, when given, is a phone number (walk finding 11).
    expect(can('personal-info', { personalInfo: { ...info, phone: 'abc' } })).toBe(false);
    expect(can('personal-info', { personalInfo: { ...info, phone: '12' } })).toBe(false);
    for (const phone of [
      '',
      '+31 6 1234 5678',
      '(020) 555-0100',
      '+44 (0)20 7946 0958',
      '0049 (0)30 1234567',
      '06–12345678',
    ])
      expect(can('personal-info', { personalInfo: { ...info, phone } }), phone).toBe(true);
    expect(can('personal-info', { personalInfo: { ...info, email: 'ada@' } })).toBe(false);
    const education = {
      level: 'masters' as const,
      institution: 'TU Delft',
      fieldOfStudy: '',
      graduationYear: '',
      gpa: '',
      achievements: '',
    };
    expect(can('education-background', { educationBackground: education })).toBe(true);
    expect(can('education-background', { educationBackground: { ...education, institution: '' } })).toBe(
      false,
    );
    expect(can('how-you-thrive')).toBe(true);
    expect(can('salary-expectations')).toBe(true);
  });
});
