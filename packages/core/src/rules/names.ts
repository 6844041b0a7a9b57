import { greetingName } from './greeting';

/** What the navigation needs to know about the person behind a session. */
export interface AccountNameInput {
  firstName?: string | null;
  email?: string | null;
  isAnonymous?: boolean | null;
}

/**
 * The user menu's label (spec section 2): the first name, else the part of the email before the @, else the word
 * User (`fallback`, translated by the caller). An anonymous visitor's placeholder address is never shown.
 */
export function accountMenuLabel(user: AccountNameInput | null | undefined, fallback = 'User'): string {
  if (!user) return fallback;
  return greetingName({ firstName: user.firstName, email: user.isAnonymous ? null : user.email }, fallback);
}

/** Signed in means an account, not an anonymous visitor (spec section 6: two states only). */
export function isSignedIn(user: AccountNameInput | null | undefined): boolean {
  return Boolean(user && !user.isAnonymous);
}
