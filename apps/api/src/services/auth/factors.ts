import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Db } from '../../db/client';
import { authFactors, twoFactors, users } from '../../db/schema/index';
import { ApiError } from '../../lib/errors';
import type { Auth } from './auth';
import type { CurrentUser } from './current-user';
import { smsCodeText, type MailLanguage } from './mail-templates';
import type { SmsSender } from './sms';

const PHONE_CODE_TTL_MS = 10 * 60_000;
const PHONE_CODE_ATTEMPTS = 5;
export const ISSUER = 'Thrive';

type Row = typeof authFactors.$inferSelect;

export interface FactorView {
  id: string;
  factorType: 'totp' | 'phone';
  status: 'unverified' | 'verified';
  friendlyName: string;
  phone?: string;
  issuer?: string;
  createdAt: string;
}

/** Headers better-auth wants to set (a rotated session cookie) travel back with our answer. */
export interface WithCookies<T> {
  body: T;
  setCookies: string[];
}

function view(row: Row): FactorView {
  return {
    id: row.id,
    factorType: row.type,
    status: row.status,
    friendlyName: row.friendlyName,
    ...(row.type === 'phone' ? { phone: maskPhone(row.phone ?? '') } : { issuer: ISSUER }),
    createdAt: row.createdAt.toISOString(),
  };
}

export function maskPhone(phone: string) {
  return phone.length <= 4
    ? phone
    : `${phone.slice(0, 3)}${'•'.repeat(Math.max(0, phone.length - 5))}${phone.slice(-2)}`;
}

export async function listFactors(db: Db, user: CurrentUser) {
  const rows = await db
    .select()
    .from(authFactors)
    .where(eq(authFactors.userId, user.id))
    .orderBy(authFactors.createdAt);
  const verified = rows.some((row) => row.status === 'verified');
  return {
    factors: rows.map(view),
    // Sessions of a person with a verified factor exist only after the second step (better-auth's sign-in flow).
    assurance: { current: verified ? 'aal2' : 'aal1', next: verified ? 'aal2' : 'aal1' },
  };
}

async function findOwn(db: Db, user: CurrentUser, id: string): Promise<Row> {
  const [row] = await db
    .select()
    .from(authFactors)
    .where(and(eq(authFactors.id, id), eq(authFactors.userId, user.id)))
    .limit(1);
  if (!row) throw new ApiError(404, 'FACTOR_NOT_FOUND', 'No such factor.');
  return row;
}

/** users.two_factor_enabled follows "has a verified factor", whichever kind. */
async function syncTwoFactorFlag(db: Db, userId: string) {
  const verified = await db
    .select({ id: authFactors.id })
    .from(authFactors)
    .where(and(eq(authFactors.userId, userId), eq(authFactors.status, 'verified')))
    .limit(1);
  await db
    .update(users)
    .set({ twoFactorEnabled: verified.length > 0, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

function cookiesOf(headers: Headers | undefined): string[] {
  return headers?.getSetCookie?.() ?? [];
}

function authError(error: unknown, fallbackCode: string, fallbackMessage: string): never {
  const e = error as { body?: { code?: string; message?: string }; statusCode?: number; status?: unknown };
  if (e && typeof e === 'object' && e.body && typeof e.statusCode === 'number') {
    const status = e.statusCode >= 500 ? 400 : e.statusCode;
    throw new ApiError(status as 400, e.body.code ?? fallbackCode, e.body.message ?? fallbackMessage);
  }
  throw error;
}

export async function enrolTotp(
  auth: Auth,
  db: Db,
  headers: Headers,
  user: CurrentUser,
  input: { friendlyName: string; password?: string },
): Promise<
  WithCookies<{
    id: string;
    factorType: 'totp';
    totp: { qrCode: string; secret: string; uri: string };
    backupCodes: string[];
  }>
> {
  const [existing] = await db
    .select()
    .from(authFactors)
    .where(and(eq(authFactors.userId, user.id), eq(authFactors.type, 'totp')))
    .limit(1);
  if (existing?.status === 'verified') {
    throw new ApiError(
      409,
      'FACTOR_EXISTS',
      'An authenticator app is already set up. Remove it first to add another.',
    );
  }
  let result;
  try {
    result = await auth.api.enableTwoFactor({
      body: { password: input.password, issuer: ISSUER },
      headers,
      returnHeaders: true,
    });
  } catch (error) {
    authError(error, 'FACTOR_ENROL_FAILED', 'The authenticator app could not be set up.');
  }
  const { totpURI, backupCodes } = result.response as { totpURI: string; backupCodes: string[] };
  const id = existing?.id ?? randomUUID();
  if (existing) {
    await db
      .update(authFactors)
      .set({ friendlyName: input.friendlyName, updatedAt: new Date() })
      .where(eq(authFactors.id, id));
  } else {
    await db
      .insert(authFactors)
      .values({ id, userId: user.id, type: 'totp', friendlyName: input.friendlyName });
  }
  const qrCode = await QRCode.toDataURL(totpURI, { margin: 1, width: 220, errorCorrectionLevel: 'M' });
  const secret = new URL(totpURI).searchParams.get('secret') ?? '';
  return {
    body: { id, factorType: 'totp', totp: { qrCode, secret, uri: totpURI }, backupCodes },
    setCookies: cookiesOf(result.headers),
  };
}

const hashCode = (factorId: string, code: string) =>
  createHash('sha256').update(`${factorId}:${code}`).digest('hex');

/**
 * Sends a new code and only then stores its hash: when the gateway fails (SMS_UNAVAILABLE) the factor keeps the
 * code it had, and nothing is written.
 */
async function sendPhoneCode(db: Db, sms: SmsSender, row: Pick<Row, 'id' | 'phone'>, lang: MailLanguage) {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await sms.send({ to: row.phone ?? '', text: smsCodeText(lang, code) });
  return {
    codeHash: hashCode(row.id, code),
    codeExpiresAt: new Date(Date.now() + PHONE_CODE_TTL_MS),
    attempts: 0,
  };
}

export async function enrolPhone(
  db: Db,
  sms: SmsSender,
  user: CurrentUser,
  input: { friendlyName: string; phone: string },
  lang: MailLanguage,
) {
  const existing = await db
    .select({ id: authFactors.id })
    .from(authFactors)
    .where(and(eq(authFactors.userId, user.id), eq(authFactors.type, 'phone')));
  if (existing.length >= 3)
    throw new ApiError(409, 'TOO_MANY_FACTORS', 'You can add at most three phone numbers.');
  const id = randomUUID();
  // The text first: a failing gateway leaves no unverified factor behind.
  const code = await sendPhoneCode(db, sms, { id, phone: input.phone }, lang);
  await db.insert(authFactors).values({
    id,
    userId: user.id,
    type: 'phone',
    friendlyName: input.friendlyName,
    phone: input.phone,
    ...code,
  });
  return { id, factorType: 'phone' as const, phone: maskPhone(input.phone) };
}

/** Sends a new code for a phone factor that is being set up. The answer's id names the challenge. */
export async function challengeFactor(
  db: Db,
  sms: SmsSender,
  user: CurrentUser,
  id: string,
  lang: MailLanguage,
  /** Counts the text against the limits (routes/account.ts); throws to refuse. */
  beforeSend?: (phone: string) => Promise<void>,
) {
  const row = await findOwn(db, user, id);
  if (row.type === 'phone') {
    if (row.status === 'verified')
      throw new ApiError(409, 'FACTOR_VERIFIED', 'This phone is already verified.');
    await beforeSend?.(row.phone ?? '');
    const code = await sendPhoneCode(db, sms, row, lang);
    await db.update(authFactors).set(code).where(eq(authFactors.id, row.id));
  }
  return { id: row.id, factorType: row.type };
}

export async function verifyFactor(
  auth: Auth,
  db: Db,
  headers: Headers,
  user: CurrentUser,
  id: string,
  code: string,
): Promise<WithCookies<{ factor: FactorView }>> {
  const row = await findOwn(db, user, id);
  let setCookies: string[] = [];
  if (row.type === 'totp') {
    try {
      const result = await auth.api.verifyTOTP({ body: { code }, headers, returnHeaders: true });
      setCookies = cookiesOf(result.headers);
    } catch (error) {
      authError(error, 'INVALID_CODE', 'The code is not valid.');
    }
  } else {
    if (row.status === 'verified')
      throw new ApiError(409, 'FACTOR_VERIFIED', 'This phone is already verified.');
    const expired = !row.codeHash || !row.codeExpiresAt || row.codeExpiresAt.getTime() < Date.now();
    if (expired || row.attempts >= PHONE_CODE_ATTEMPTS) {
      throw new ApiError(400, 'CODE_EXPIRED', 'The code has expired. Ask for a new one.');
    }
    const expected = Buffer.from(row.codeHash!, 'hex');
    const given = Buffer.from(hashCode(row.id, code.trim()), 'hex');
    if (!timingSafeEqual(expected, given)) {
      await db
        .update(authFactors)
        .set({ attempts: row.attempts + 1 })
        .where(eq(authFactors.id, row.id));
      throw new ApiError(400, 'INVALID_CODE', 'The code is not valid.');
    }
  }
  const [updated] = await db
    .update(authFactors)
    .set({ status: 'verified', codeHash: null, codeExpiresAt: null, attempts: 0, updatedAt: new Date() })
    .where(eq(authFactors.id, row.id))
    .returning();
  await syncTwoFactorFlag(db, user.id);
  return { body: { factor: view(updated!) }, setCookies };
}

export async function removeFactor(
  auth: Auth,
  db: Db,
  headers: Headers,
  user: CurrentUser,
  id: string,
  password: string | undefined,
): Promise<WithCookies<{ removed: string }>> {
  const row = await findOwn(db, user, id);
  let setCookies: string[] = [];
  if (row.type === 'totp') {
    const [secret] = await db
      .select({ id: twoFactors.id })
      .from(twoFactors)
      .where(eq(twoFactors.userId, user.id))
      .limit(1);
    if (secret) {
      try {
        const result = await auth.api.disableTwoFactor({ body: { password }, headers, returnHeaders: true });
        setCookies = cookiesOf(result.headers);
      } catch (error) {
        authError(error, 'FACTOR_REMOVE_FAILED', 'The factor could not be removed.');
      }
    }
  } else if (row.status === 'verified') {
    // Removing a verified phone needs the password too (when the person has one).
    await assertPassword(auth, headers, password);
  }
  await db.delete(authFactors).where(and(eq(authFactors.id, row.id), eq(authFactors.userId, user.id)));
  await syncTwoFactorFlag(db, user.id);
  return { body: { removed: row.id }, setCookies };
}

async function assertPassword(auth: Auth, headers: Headers, password: string | undefined) {
  const accounts = await auth.api.listUserAccounts({ headers });
  if (!accounts.some((account) => account.providerId === 'credential')) return;
  if (!password) throw new ApiError(400, 'INVALID_PASSWORD', 'Enter your password to confirm.');
  try {
    await auth.api.verifyPassword({ body: { password }, headers });
  } catch {
    throw new ApiError(400, 'INVALID_PASSWORD', 'Enter your password to confirm.');
  }
}

export async function regenerateBackupCodes(auth: Auth, headers: Headers, password: string | undefined) {
  try {
    const result = await auth.api.generateBackupCodes({ body: { password }, headers });
    return { backupCodes: (result as { backupCodes: string[] }).backupCodes };
  } catch (error) {
    authError(error, 'BACKUP_CODES_FAILED', 'New backup codes could not be made.');
  }
}
