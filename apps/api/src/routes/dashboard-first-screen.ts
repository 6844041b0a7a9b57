import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { dateLocaleTag } from '@thrive/core/format';
import type { PageLanguage } from '@thrive/core/page-language';
import type { Logger } from '../lib/logger';
import type { CurrentUser, UserResolver } from '../services/auth/current-user';

/** What the web's server renderer takes (apps/web/src/entry-first-screen.tsx) and answers (HTML, or null). */
export interface FirstScreenInput {
  lang: PageLanguage;
  /** The body of `GET /api/analyses/latest?lang=<lang>`, parsed. */
  latest: unknown;
  /** The person's saved answers, or null. */
  answers: unknown;
  user: Pick<CurrentUser, 'id' | 'email' | 'firstName' | 'lastName' | 'isAnonymous'>;
  /** The browser's languages (Accept-Language, best first): dates follow their order (decision 0131). */
  languages?: readonly string[];
}
export type FirstScreenRenderer = (input: FirstScreenInput) => string | null;

/** The first screen for one request: its HTML (null: send the plain shell) and the session cookie refreshed. */
export type DashboardFirstScreen = (
  request: Request,
  lang: PageLanguage,
) => Promise<{ html: string | null; setCookie: string[] }>;

/** The tags of an Accept-Language header, best first ('en-GB,en;q=0.9' -> ['en-GB', 'en']); at most 10. */
export function acceptLanguages(header: string | null): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(/^q=([\d.]+)$/.exec(params.join(';').trim())?.[1] ?? 1);
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i.test(entry.tag) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .slice(0, 10)
    .map((entry) => entry.tag);
}

/** Past this the shell goes out without the first screen (what was started still fills the caches). */
export const FIRST_SCREEN_BUDGET_MS = 250;
/** First screens being made at once; beyond it the plain shell (a burst of page loads never queues behind them). */
export const FIRST_SCREEN_MAX_IN_FLIGHT = 8;

/**
 * The web's server renderer of the dashboard's first screen, built beside the pre-render (`dist-ssr/first-screen.js`
 * next to the web's `dist`), loaded when first needed; null when the build has none.
 */
export function loadFirstScreenRenderer(
  staticDir: string,
  logger: Logger,
): () => Promise<FirstScreenRenderer | null> {
  const file = resolve(staticDir, '../dist-ssr/first-screen.js');
  let loading: Promise<FirstScreenRenderer | null> | null = null;
  return () =>
    (loading ??= existsSync(file)
      ? import(pathToFileURL(file).href).then(
          (module: { renderDashboardFirstScreen?: FirstScreenRenderer }) =>
            module.renderDashboardFirstScreen ?? null,
          (error: unknown) => {
            logger.warn({ err: error }, 'the dashboard first-screen renderer did not load');
            return null;
          },
        )
      : Promise.resolve(null));
}

/**
 * The dashboard's first screen rendered for the person of the request (decision 0065): their session (the analysis
 * read's check, which accepts the signed session copy), their newest analysis if completed (the very bytes the
 * app's read of `/api/analyses/latest?lang=` is answered with, kept for it), their saved answers, rendered by the web's
 * own components. Bounded: a time budget and a cap on renders at once, else the plain shell; a rendered screen is
 * kept with the analysis' bytes (the same person, analysis, language and answers give the same HTML).
 */
export function createDashboardFirstScreen(options: {
  resolveUser: UserResolver;
  /** The JSON of the person's newest analysis (summary in `lang`) when it is completed, else null. */
  latestCompleted: (userId: string, lang: PageLanguage) => Promise<Buffer | null>;
  savedAnswers: (userId: string) => Promise<{ answers: unknown; updatedAt: Date } | null>;
  renderer: () => Promise<FirstScreenRenderer | null>;
  logger: Logger;
  budgetMs?: number;
  maxInFlight?: number;
}): DashboardFirstScreen {
  const budgetMs = options.budgetMs ?? FIRST_SCREEN_BUDGET_MS;
  const maxInFlight = options.maxInFlight ?? FIRST_SCREEN_MAX_IN_FLIGHT;
  const rendered = new WeakMap<Buffer, { key: string; html: string | null }>();
  let inFlight = 0;
  let failureLogged = false;

  async function make(request: Request, lang: PageLanguage, setCookie: string[]): Promise<string | null> {
    const user = await options.resolveUser(request, {
      fromCookieCache: true,
      setCookie: (line) => setCookie.push(line),
    });
    if (!user) return null;
    const [latest, saved, render] = await Promise.all([
      options.latestCompleted(user.id, lang),
      options.savedAnswers(user.id),
      options.renderer(),
    ]);
    if (!latest || !render) return null;
    const languages = acceptLanguages(request.headers.get('accept-language'));
    const key = JSON.stringify([
      dateLocaleTag(lang, languages),
      user.id,
      user.firstName,
      user.email,
      user.isAnonymous,
      saved?.updatedAt.getTime() ?? null,
    ]);
    const known = rendered.get(latest);
    if (known?.key === key) return known.html;
    const html = render({
      lang,
      latest: JSON.parse(latest.toString('utf8')) as unknown,
      answers: saved?.answers ?? null,
      user,
      languages,
    });
    rendered.set(latest, { key, html });
    return html;
  }

  return async (request, lang) => {
    const setCookie: string[] = [];
    if (inFlight >= maxInFlight || !request.headers.get('cookie')) return { html: null, setCookie };
    inFlight += 1;
    const work = make(request, lang, setCookie)
      .catch((error: unknown) => {
        if (!failureLogged) options.logger.warn({ err: error }, 'the dashboard first screen failed');
        failureLogged = true;
        return null;
      })
      .finally(() => (inFlight -= 1));
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((done) => (timer = setTimeout(() => done(null), budgetMs)));
    const html = await Promise.race([work, late]);
    clearTimeout(timer);
    // A late screen's session refresh is not sent (the answer has gone without it); the app's own read refreshes it.
    return { html, setCookie: html === null ? [] : setCookie };
  };
}
