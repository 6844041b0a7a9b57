/**
 * The language a pre-rendered page is sent in, chosen by the server the way the web app chooses on its own
 * (`initialLanguage` in apps/web/src/lib/i18n.ts): the saved choice (a cookie mirroring the browser's stored
 * choice), else Dutch when the browser lists Dutch among its languages, else English.
 */
export const PAGE_LANGUAGES = ['en', 'nl'] as const;
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];

/** The cookie that mirrors the language picked in the app (`thrive.language` in localStorage). */
export const LANGUAGE_COOKIE = 'thrive.language';

export function pickPageLanguage(
  cookieHeader: string | undefined,
  acceptLanguage: string | undefined,
): PageLanguage {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.split('=').map((s) => s.trim());
    if (name === LANGUAGE_COOKIE && (value === 'en' || value === 'nl')) return value;
  }
  const listed = (acceptLanguage ?? '')
    .split(',')
    .map((entry) => entry.trim().split(';'))
    .filter(([tag, ...params]) => tag && !params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p)))
    .map(([tag]) => tag!.toLowerCase());
  return listed.some((tag) => tag.startsWith('nl')) ? 'nl' : 'en';
}
