/**
 * The server's render of the dashboard's first screen for the signed-in person (docs/decisions/0065): built with
 * `vite build --ssr` beside the pre-render (dist-ssr/first-screen.js) and loaded by the API server, which puts its
 * HTML into the /dashboard shell, so the analysis' headline is in the page's HTML. React escapes every text and
 * attribute (names and CV-derived strings are the person's input).
 */
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { LatestAnalysisResponse } from '@thrive/core/contracts/api';
import { reviveAnswers } from '@thrive/core/contracts/onboarding';
import type { PageLanguage } from '@thrive/core/page-language';
import i18n from './lib/i18n';
import type { SessionUser } from './lib/auth/session';
import { DashboardFirstScreen, firstScreenState } from './features/dashboard/first-screen';
import { asLocale, withDateLanguages } from './features/dashboard/format';

/** One i18next instance per language over the one resource store: a render never changes another's language. */
const instances = {
  en: i18n.cloneInstance({ lng: 'en' }),
  nl: i18n.cloneInstance({ lng: 'nl' }),
};

export interface FirstScreenInput {
  lang: PageLanguage;
  /** The body of `GET /api/analyses/latest?lang=<lang>` (`{ analysis }`), as the server answers it. */
  latest: unknown;
  /** The saved answers (`GET /api/me/onboarding`'s `answers`), or null. */
  answers: unknown;
  user: Pick<SessionUser, 'id' | 'email' | 'firstName' | 'lastName' | 'isAnonymous'> | null;
  /** The browser's languages (Accept-Language, best first): the dates' order, as the app takes navigator's. */
  languages?: readonly string[];
}

/**
 * The first screen's HTML (the headline, the analysis panel and the insight cards in the page's frame), or null when
 * there is no completed analysis to show (the plain shell then stays).
 */
export function renderDashboardFirstScreen(input: FirstScreenInput): string | null {
  const parsed = LatestAnalysisResponse.safeParse(input.latest);
  const record = parsed.success ? parsed.data.analysis : null;
  if (!record || record.status !== 'completed' || !record.analysisResult) return null;
  const user: SessionUser | null = input.user
    ? {
        id: input.user.id,
        email: input.user.email,
        name: '',
        firstName: input.user.firstName,
        lastName: input.user.lastName,
        emailVerified: false,
        isAnonymous: input.user.isAnonymous,
        twoFactorEnabled: false,
      }
    : null;
  const state = firstScreenState({
    locale: asLocale(input.lang),
    user,
    answers: input.answers ? reviveAnswers(input.answers) : null,
    record,
  });
  // The server has no navigator: the request's languages give the dates their order, as the browser's will after.
  return withDateLanguages(input.languages ?? [], () =>
    renderToString(
      <I18nextProvider i18n={instances[input.lang]}>
        <DashboardFirstScreen state={state} />
      </I18nextProvider>,
    ),
  );
}
