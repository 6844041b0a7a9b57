/**
 * The single-page app's routes, shared by the web router and the server
 * (which answers unknown paths with a 404 status and logs them).
 */
export const ONBOARDING_SLUGS = [
  'survey',
  'what-matters',
  'career-status',
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
  'additional-preferences',
  'review-submit',
  'processing',
] as const;

export const APP_PATHS = [
  '/',
  '/individuals',
  '/business',
  '/about',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/dashboard',
  '/terms',
  '/privacy',
  '/data-sources',
  '/account/security',
  '/dev/mailbox',
  ...ONBOARDING_SLUGS.map((slug) => `/onboarding/${slug}`),
] as const;

export type AppPath = (typeof APP_PATHS)[number];

const known = new Set<string>(APP_PATHS);

/** True when the path (without query or hash, trailing slash allowed) is a page of the app. */
export function isKnownAppPath(path: string): boolean {
  const clean = path.split(/[?#]/)[0] ?? '/';
  const trimmed = clean.length > 1 ? clean.replace(/\/+$/, '') : clean;
  return known.has(trimmed === '' ? '/' : trimmed);
}
