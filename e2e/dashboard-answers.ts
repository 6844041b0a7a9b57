import { mapAnswersToRequest } from '../packages/core/src/contracts/analysis-request';

/** A person's onboarding answers as the wizard stores them (the input; the analysis itself is made by the real API). */
export const SAMPLE_ANSWERS = {
  userType: 'career-changer',
  whatMatters: ['finding-job', 'relocating'],
  careerStatus: 'changing',
  personalInfo: {
    firstName: 'Sam',
    lastName: 'Visser',
    email: 'sam.visser@example.org',
    location: 'Utrecht, Netherlands',
  },
  skills: ['Python', 'SQL', 'Excel', 'Data Visualization', 'Communication'],
  educationBackground: {
    level: 'bachelors',
    institution: 'Utrecht University',
    fieldOfStudy: 'Economics',
    graduationYear: '2021',
  },
  experienceLevel: 'junior',
  workEnergy: [],
  workMode: 'hybrid',
  careerGoals: ['technical-mastery', 'salary-growth'],
  locationPreferences: ['urban', 'tech-hubs'],
  preferredCities: ['amsterdam', 'utrecht'],
  industries: ['technology', 'finance'],
  currency: 'EUR',
  timeframe: 'annual',
  salaryRange: 55000,
  lifestyleValues: ['culture', 'growth', 'affordability'],
  familyStatus: 'couple',
  childrenCount: 0,
  timeline: '1-3-years',
  learningHoursPerWeek: 6,
};

/** The wizard's local-storage record (zustand persist format) holding these answers. */
export function storedOnboarding(answers: unknown = SAMPLE_ANSWERS): string {
  return JSON.stringify({
    state: { answers, resume: { analyzed: false, nameFound: false }, stepSeconds: [], shownMilestones: [] },
    version: 1,
  });
}

/** The mapped request for generate-career-analysis, built with the same function the web app uses. */
export function mappedRequest(answers: unknown = SAMPLE_ANSWERS, locale: 'en' | 'nl' = 'en') {
  const mapped = mapAnswersToRequest(answers, { locale });
  if (!mapped.ok) throw new Error(`sample answers do not map: ${mapped.code}`);
  return mapped.request;
}
