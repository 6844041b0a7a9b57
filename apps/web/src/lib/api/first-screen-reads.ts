import { getSession, refreshSession, type SessionUser } from '@/lib/auth/session';
import i18n from '@/lib/i18n';
import { startEarlyRead } from './fetch-json';

/** The dashboard's first screen's read of the newest analysis (`view=first`, decision 0097), in `lang`. */
export const latestFirstScreenPath = (lang: 'en' | 'nl') => `/api/analyses/latest?view=first&lang=${lang}`;
/** The saved answers' read (`GET /api/me/onboarding`). */
export const SAVED_ANSWERS_PATH = '/api/me/onboarding';

/**
 * The dashboard's two first-screen reads, started on the first load of its shell as soon as the session is known to
 * have a person (decision 0244), not after the route's contract modules are evaluated in their stages:
 * `fetchLatestAnalysis` and `fetchSavedAnswers` take the answers when the loader gets to them. Without a session no
 * read is made (decision 0144: a read that must fail is not made). The language is the app's (i18next's) when the
 * reads go out, as `apiJson` sends it.
 */
export function startFirstScreenReads(): void {
  const start = (user: SessionUser | null) => {
    if (!user) return;
    const lang = i18n.language === 'nl' ? 'nl' : 'en';
    startEarlyRead(latestFirstScreenPath(lang), lang);
    startEarlyRead(SAVED_ANSWERS_PATH, lang);
  };
  const session = getSession();
  if (session.status === 'ready') start(session.user);
  else void refreshSession().then(start);
}
