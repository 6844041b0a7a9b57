/**
 * Where a person goes back to after signing in or registering (F34): the page they came from, carried as `?next=`
 * on the links to the account pages. Only paths of this site are followed; anything else goes home.
 */

/** The account pages themselves: coming from one of them, its own `next` is passed on instead. */
const ACCOUNT_PAGES = new Set([
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
]);

const BASE = 'https://thrive.invalid';

/** `next` when it is a path of this site (not `//host`, `/\host`, a scheme, or control characters), else `/`. */
export function safeNext(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  // Browsers read a backslash as a slash and drop tabs and line breaks inside a URL.
  if ([...next].some((char) => char === '\\' || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) {
    return '/';
  }
  let url: URL;
  try {
    url = new URL(next, BASE);
  } catch {
    return '/';
  }
  if (url.origin !== BASE) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The page to come back to from where the person is now (`/` when there is nothing better). */
export function returnPath(location: { pathname: string; search: string }): string {
  if (ACCOUNT_PAGES.has(location.pathname)) {
    return safeNext(new URLSearchParams(location.search).get('next'));
  }
  return safeNext(`${location.pathname}${location.search}`);
}

/** A link to an account page that comes back to `next` afterwards (`/login`, `/login?next=%2Fdashboard`). */
export function accountLink(page: string, next: string): string {
  const path = safeNext(next);
  return path === '/' ? page : `${page}?${new URLSearchParams({ next: path }).toString()}`;
}
