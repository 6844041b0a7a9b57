import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Config } from '../../config';

/**
 * The secret that signs cookies and tokens. Production requires AUTH_SECRET (config refuses to start without it).
 * Development makes one on first start and keeps it in DATA_DIR, so `npm start` needs no setup and sessions survive
 * restarts. Tests use a fixed value.
 */
export function resolveAuthSecret(config: Config): string {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  if (config.NODE_ENV === 'test')
    return createHash('sha256').update('thrive-test-secret').digest('base64url');
  const folder = resolve(config.DATA_DIR);
  const file = resolve(folder, 'auth-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(folder, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  try {
    chmodSync(file, 0o600);
  } catch {
    // Not every file system keeps modes; the folder is the installation's own.
  }
  return secret;
}
