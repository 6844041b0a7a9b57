import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema/index';
import { moveUserData } from '../user-data-owners';

/** The session token in a response's Set-Cookie, if it sets one (the signed value is `token.signature`). */
export function sessionTokenFromResponse(response: Response, cookieName: string): string | null {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const index = pair?.indexOf('=') ?? -1;
    if (!pair || index < 0) continue;
    if (pair.slice(0, index).trim() !== cookieName) continue;
    const value = decodeURIComponent(pair.slice(index + 1).trim());
    const token = value.split('.')[0];
    if (token) return token;
  }
  return null;
}

export async function userIdForSessionToken(db: Db, token: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(eq(sessions.token, token))
    .limit(1);
  return row?.userId ?? null;
}

/**
 * Moves an anonymous visitor's data to the account they signed in to and removes the visitor.
 * better-auth's onLinkAccount covers the usual sign-in; this covers the paths it does not see
 * (a second factor completing the sign-in; an OAuth callback as a fallback). Safe to call twice.
 */
export async function linkAnonymousUser(db: Db, anonymousUserId: string, userId: string) {
  if (anonymousUserId === userId) return;
  const [anonymousUser] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, anonymousUserId), eq(users.isAnonymous, true)))
    .limit(1);
  const [target] = await db
    .select({ id: users.id, isAnonymous: users.isAnonymous })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!anonymousUser || !target || target.isAnonymous) return;
  await moveUserData(db, anonymousUserId, userId);
  await db.delete(users).where(and(eq(users.id, anonymousUserId), eq(users.isAnonymous, true)));
}
