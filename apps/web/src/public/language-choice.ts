import { LANGUAGE_COOKIE } from '@thrive/core/page-language';
import { LANGUAGE_STORAGE_KEY } from '@/lib/storage-keys';

/** Whether the language cookie names `lang` (a browser may refuse the cookie). */
export const cookieSays = (doc: Document, lang: string) =>
  doc.cookie
    .split(';')
    .map((part) => part.trim())
    .includes(`${LANGUAGE_COOKIE}=${lang}`);

/**
 * Saves the visitor's language choice before the app runs (storage, read by the app, and the cookie, read by the
 * server when it picks a page's language). True when the cookie took, so loading the page again shows it.
 */
export function saveLanguageChoice(doc: Document, lang: 'en' | 'nl'): boolean {
  try {
    doc.defaultView?.localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Storage may be unavailable (private mode); the cookie still carries the choice.
  }
  doc.cookie = `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`;
  return cookieSays(doc, lang);
}
