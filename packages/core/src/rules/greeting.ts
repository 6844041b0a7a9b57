/**
 * The dashboard greeting's name (spec section 2): 'Hi {first name, or the part of the email before the @, or
 * 'there'}'. The fallback word is an argument so the web can pass its translation ('there' in English).
 */
export interface GreetingUser {
  firstName?: string | null;
  email?: string | null;
  /** An anonymous visitor's placeholder address is never shown. */
  isAnonymous?: boolean | null;
}

export function greetingName(user: GreetingUser | null | undefined, fallback = 'there'): string {
  const first = user?.firstName?.trim();
  if (first) return first;
  const email = user?.isAnonymous ? '' : (user?.email?.trim() ?? '');
  const at = email.indexOf('@');
  const local = (at === -1 ? '' : email.slice(0, at)).trim();
  return local !== '' ? local : fallback;
}
