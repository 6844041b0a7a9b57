import type { TFunction } from 'i18next';
import { addNamespace } from '@/lib/i18n';
import { ApiRequestError } from '@/lib/api/http';
import en from '@/locales/en/auth.json';
import nl from '@/locales/nl/auth.json';

addNamespace('auth', { en, nl });

export const NS = 'auth';

const KNOWN = new Set(Object.keys(en.errors));

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
    if (KNOWN.has(code)) return t(`errors.${code}`, { ns: NS });
    if (error.status >= 400 && error.status < 500 && error.message) return error.message;
  }
  return t('errors.unexpected', { ns: NS });
}
