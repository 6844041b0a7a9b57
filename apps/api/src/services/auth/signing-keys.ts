import { symmetricDecrypt } from 'better-auth/crypto';
import type { Db } from '../../db/client';
import { jwks } from '../../db/schema/index';
import { inArray } from 'drizzle-orm';
import type { Logger } from '../../lib/logger';

/**
 * better-auth keeps the JWT signing keys encrypted with AUTH_SECRET. After the secret changes they cannot be
 * decrypted and every /api/auth/token would fail for good. This removes the keys the current secret cannot open
 * (better-auth then makes a new one on the next token); tokens signed with them stop working, as do the sessions
 * of the old secret. Returns how many keys were removed.
 */
export async function retireUnreadableSigningKeys(db: Db, secret: string, logger?: Logger): Promise<number> {
  const rows = await db.select({ id: jwks.id, privateKey: jwks.privateKey }).from(jwks);
  const unreadable: string[] = [];
  for (const row of rows) {
    try {
      await symmetricDecrypt({ key: secret, data: JSON.parse(row.privateKey) as string });
    } catch {
      unreadable.push(row.id);
    }
  }
  if (unreadable.length > 0) {
    await db.delete(jwks).where(inArray(jwks.id, unreadable));
    logger?.warn(
      { removed: unreadable.length },
      'JWT signing keys made with another AUTH_SECRET removed; a new key is made on the next token',
    );
  }
  return unreadable.length;
}
