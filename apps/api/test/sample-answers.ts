import type { OnboardingAnswersInput } from '@thrive/core/contracts/onboarding';

/** One person's answers, shared by the analysis integration tests and the load benchmark (no test-runner imports). */
export const sampleAnswers: OnboardingAnswersInput = {
  userType: 'recent-grad',
  whatMatters: ['finding-job', 'relocating'],
  skills: ['Python', 'SQL', 'Machine Learning'],
  educationBackground: { level: 'masters', institution: 'TU Delft', fieldOfStudy: 'Computer Science' },
  experienceLevel: 'junior',
  workEnergy: ['analytical', 'technical'],
  careerGoals: ['technical-mastery'],
  lifeGoals: ['worklife'],
  locationPreferences: ['urban', 'tech-hubs'],
  industries: ['technology'],
  salaryRange: 55000,
  lifestyleValues: ['culture', 'growth', 'affordability'],
  familyStatus: 'single',
  timeline: '1-3-years',
};
