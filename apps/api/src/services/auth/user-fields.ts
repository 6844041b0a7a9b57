import { APIError } from 'better-auth/api';

/** The longest first or last name stored (characters); the web form allows 80. */
export const NAME_MAX = 100;
/** The longest full name (first and last name with a space fit). */
export const FULL_NAME_MAX = 2 * NAME_MAX + 1;
/** The longest profile image URL stored. */
export const IMAGE_URL_MAX = 2048;

const NAME_FIELDS = [
  ['name', FULL_NAME_MAX],
  ['firstName', NAME_MAX],
  ['lastName', NAME_MAX],
] as const;

/** Endpoints where the person typed the values: a bad one is refused (400). Elsewhere (OAuth profiles) it is fixed. */
const TYPED_BY_THE_PERSON = new Set(['/sign-up/email', '/update-user']);

/** An image is an https URL of reasonable length (no `javascript:`, `data:` or other schemes), or nothing. */
export function isSafeImageUrl(value: string): boolean {
  if (value.length > IMAGE_URL_MAX) return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * better-auth's user create/update hook: every way a user row is written (sign-up, update-user, an OAuth profile,
 * the anonymous plugin) passes here. Names longer than NAME_MAX and images that are not https URLs are refused with
 * 400 NAME_TOO_LONG / INVALID_IMAGE when the person typed them, and cut or dropped when a provider sent them.
 */
export function checkUserFields(data: Record<string, unknown>, path: string | undefined) {
  const strict = path !== undefined && TYPED_BY_THE_PERSON.has(path);
  const fixed: Record<string, unknown> = {};
  for (const [field, max] of NAME_FIELDS) {
    const value = data[field];
    if (typeof value !== 'string') continue;
    const trimmed = value.trim();
    if ([...trimmed].length > max) {
      if (strict)
        throw APIError.from('BAD_REQUEST', {
          code: 'NAME_TOO_LONG',
          message: `A first or last name can have at most ${NAME_MAX} characters.`,
        });
      fixed[field] = [...trimmed].slice(0, max).join('');
    } else if (trimmed !== value) fixed[field] = trimmed;
  }
  const image = data.image;
  if (typeof image === 'string' && image !== '' && !isSafeImageUrl(image)) {
    if (strict)
      throw APIError.from('BAD_REQUEST', {
        code: 'INVALID_IMAGE',
        message: 'The profile image must be an https address.',
      });
    fixed.image = null;
  }
  return { data: { ...data, ...fixed } };
}
