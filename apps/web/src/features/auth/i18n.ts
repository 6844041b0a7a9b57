import type { TFunction } from 'i18next';
import i18n, { loadNamespace } from '@/lib/i18n';
import { ApiRequestError } from '@/lib/api/http';

await loadNamespace('auth', {
  en: () => import('@/locales/en/auth.json'),
  nl: () => import('@/locales/nl/auth.json'),
});

export const NS = 'auth';

/** Normalises better-auth's code variants to the keys of our catalogue. */
function catalogueCode(code: string): string {
  if (code.startsWith('USER_ALREADY_EXISTS')) return 'USER_ALREADY_EXISTS';
  if (code === 'TOO_MANY_REQUESTS' || code === 'HTTP_429') return 'RATE_LIMITED';
  if (code === 'INVALID_TOTP' || code === 'INVALID_OTP' || code === 'OTP_HAS_EXPIRED') return 'INVALID_CODE';
  if (code === 'INVALID_PASSWORD_RESET_TOKEN') return 'INVALID_TOKEN';
  return code;
}

/**
 * The message for a failed call, in the person's language: the catalogue's text for a known code, the server's
 * message for another refusal, and 'An unexpected error occurred' for anything that is not a server answer.
 */
export function errorMessage(t: TFunction, error: unknown): string {
  if (error instanceof ApiRequestError) {
    const code = catalogueCode(error.code);
    if (i18n.exists(`errors.${code}`, { ns: NS })) return t(`errors.${code}`, { ns: NS });
    if (error.status >= 400 && error.status < 500 && error.message) return error.message;
  }
  return t('errors.unexpected', { ns: NS });
}
