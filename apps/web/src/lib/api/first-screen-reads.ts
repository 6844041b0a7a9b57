import { startEarlyRead } from './fetch-json';

/** The dashboard's first screen's read of the newest analysis (`view=first`, decision 0097), in `lang`. */
export const latestFirstScreenPath = (lang: 'en' | 'nl') => `/api/analyses/latest?view=first&lang=${lang}`;
/** The saved answers' read (`GET /api/me/onboarding`). */
export const SAVED_ANSWERS_PATH = '/api/me/onboarding';

/**
 * The dashboard's two first-screen reads started at once on the first load of its shell (decision 0244), before the
 * route's contract modules are evaluated in their stages: `fetchLatestAnalysis` and `fetchSavedAnswers` take the
 * answers when the loader gets to them. `language` is the app's (i18next's) language, as `apiJson` sends it.
 */
export function startFirstScreenReads(language: string): void {
  const lang = language === 'nl' ? 'nl' : 'en';
  startEarlyRead(latestFirstScreenPath(lang), lang);
  startEarlyRead(SAVED_ANSWERS_PATH, lang);
}
