import i18n, { type BackendModule, type FormatterModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { formatParam, toFormatLocale } from '@thrive/core/format';
import { LANGUAGE_COOKIE } from '@thrive/core/page-language';
import enCommon from '@/locales/en/common.json';
import { LANGUAGE_STORAGE_KEY } from './storage-keys';
import nlCommon from '@/locales/nl/common.json';

export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'nl', label: 'Nederlands' },
] as const;
export type Language = (typeof LANGUAGES)[number]['code'];

export { LANGUAGE_STORAGE_KEY };

/** Saved choice, else Dutch when the browser prefers Dutch, else English (the spec's default). */
export function initialLanguage(
  stored: string | null = safeStorageGet(),
  browser: readonly string[] = typeof navigator === 'undefined'
    ? []
    : (navigator.languages ?? [navigator.language]),
): Language {
  if (stored === 'en' || stored === 'nl') return stored;
  return browser.some((lang) => lang?.toLowerCase().startsWith('nl')) ? 'nl' : 'en';
}

function safeStorageGet(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** A namespace's strings in one language, as a JSON module (`() => import('@/locales/en/x.json')`). */
export type BundleLoader = () => Promise<{ default: Record<string, unknown> }>;

const bundleLoaders = new Map<string, Record<Language, BundleLoader>>();

/**
 * The server's renders (the pre-render, the dashboard's first screen) render either language from one store, and the
 * unit tests switch languages and read the page at once: both hold every language of a namespace from its start.
 */
const everyLanguageAtOnce = import.meta.env.SSR || import.meta.env.MODE === 'test';

/** i18next's backend for the namespaces of `loadNamespace`: one language's strings when i18next asks for them. */
const languageBundles: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = bundleLoaders.get(namespace)?.[language as Language];
    // `common` and the namespaces of `addNamespace` come with their chunk in both languages.
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * Namespaces that are not part of the first load register themselves with `addNamespace` (both languages at once:
 * the marketing pages, where a language switch applies without a download) or `loadNamespace` (the page's language
 * only: the app's features) from the feature that needs them, so the marketing pages stay small.
 */
export function addNamespace(ns: string, resources: Record<Language, Record<string, unknown>>) {
  for (const lang of Object.keys(resources) as Language[]) {
    if (!i18n.hasResourceBundle(lang, ns)) i18n.addResourceBundle(lang, ns, resources[lang], true, true);
  }
}

/**
 * Registers a namespace whose strings load one language at a time (decision 0115): the page's language now (with
 * English, the fallback), the other when the person switches; i18next waits for them before it changes the language,
 * so the page never shows keys. The feature's module awaits this at its top level, so nothing of the feature renders
 * before its strings are in.
 */
export async function loadNamespace(ns: string, loaders: Record<Language, BundleLoader>): Promise<void> {
  bundleLoaders.set(ns, loaders);
  if (everyLanguageAtOnce) {
    await Promise.all(
      LANGUAGES.map(async ({ code }) => {
        if (!i18n.hasResourceBundle(code, ns))
          i18n.addResourceBundle(code, ns, (await loaders[code]()).default, true, true);
      }),
    );
  }
  await i18n.loadNamespaces(ns);
}

export function setLanguage(lang: Language) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Storage may be unavailable (private mode); the choice still applies for this visit.
  }
  writeLanguageCookie(lang);
  void i18n.changeLanguage(lang);
}

// The server sends pre-rendered pages in the language this cookie names (core `pickPageLanguage`).
function writeLanguageCookie(lang: Language) {
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** A choice saved before the cookie existed gets its cookie, so the next pre-rendered page comes in that language. */
export function keepLanguageCookie() {
  const stored = safeStorageGet();
  if ((stored === 'en' || stored === 'nl') && !document.cookie.includes(`${LANGUAGE_COOKIE}=${stored}`)) {
    writeLanguageCookie(stored);
  }
}

/**
 * Every value handed to a translated sentence goes through the one formatting module (`@thrive/core/format`):
 * numbers by the sentence's language ('4,9' / '4.9', '1.350' / '1,350'), year-like parameters as written, and a title
 * asked for as `{{role, inSentence}}` in lower case in Dutch ('voor een verpleegkundige').
 */
export const numberFormatter: FormatterModule = {
  type: 'formatter',
  init: () => undefined,
  add: () => undefined,
  addCached: () => undefined,
  format: (value, format, lng, options) =>
    formatParam(
      value,
      toFormatLocale(lng),
      String((options as { interpolationkey?: string })?.interpolationkey ?? ''),
      format ?? '',
    ) as string, // non-numbers pass through unchanged, as i18next's own identity formatter does
};

void i18n
  .use(initReactI18next)
  .use(numberFormatter)
  .use(languageBundles)
  .init({
    resources: { en: { common: enCommon }, nl: { common: nlCommon } },
    // The feature namespaces come from `languageBundles`, one language at a time.
    partialBundledLanguages: true,
    lng: initialLanguage(),
    fallbackLng: 'en',
    supportedLngs: ['en', 'nl'],
    defaultNS: 'common',
    ns: ['common'],
    interpolation: {
      escapeValue: false,
      // Every number handed to a sentence is written the language's way ('4,9%', '23,8 van 25'): see numberFormatter.
      alwaysFormat: true,
    },
    returnNull: false,
  });

function applyHtmlLang(lang: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}
applyHtmlLang(i18n.language);
i18n.on('languageChanged', applyHtmlLang);

// A language change in another tab applies here too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === LANGUAGE_STORAGE_KEY && (event.newValue === 'en' || event.newValue === 'nl')) {
      void i18n.changeLanguage(event.newValue);
    }
  });
}

export default i18n;
