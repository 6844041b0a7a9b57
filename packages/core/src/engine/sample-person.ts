/**
 * The sample person of the dashboard's end-to-end specs and of the engine's walk tests: a career changer in Utrecht,
 * as the wizard stores the answers (the browser specs send them through the real API; the engine tests through
 * mapAnswersToRequest). One copy, so the two kinds of test speak of the same person. Test data only.
 */
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

/**
 * The teacher of walk W13, W14 and W19 (decision 0151): Manchester, moving to London with her partner (GBP 30,000) and
 * their son; shared by the dashboard's component test and its browser walk.
 */
export const MANCHESTER_TEACHER = {
  userType: 'professional',
  whatMatters: ['finding-job', 'relocating'],
  personalInfo: {
    firstName: 'Emma',
    lastName: 'Clarke',
    email: 'emma@example.co.uk',
    location: 'Manchester, UK',
  },
  skills: ['Teaching', 'Lesson planning', 'Classroom management'],
  educationBackground: { level: 'bachelors', fieldOfStudy: 'Education' },
  industries: ['education'],
  experienceLevel: 'mid',
  currentPay: { amount: 42_000, timeframe: 'annual', currency: 'GBP' },
  currency: 'GBP',
  citizenships: ['GB'],
  familyStatus: 'family',
  childrenCount: 1,
  partnerWorks: true,
  partnerIncome: 30_000,
  careerGoalsText: 'Move to London with my partner and our son',
  locationPreferences: ['urban'],
  timeline: '1-3-years',
} as const;
