import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies defaults: port 3000, embedded database in ./data', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe('./data');
    expect(config.databaseKind).toBe('pglite');
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://thrive:secret@db.internal:5432/thrive' });
    expect(config.databaseKind).toBe('postgres');
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseKind).toBe('pglite');
  });

  it.each([
    [
      'DATABASE_URL',
      'postgres://nonsense',
      /DATABASE_URL must be a PostgreSQL URL with a host and a database name/,
    ],
    ['DATABASE_URL', 'mysql://localhost/db', /DATABASE_URL must be a PostgreSQL URL/],
    ['DATABASE_URL', 'not a url', /DATABASE_URL must be a PostgreSQL URL/],
    ['PORT', 'abc', /PORT must be a whole number between 0 and 65535/],
    ['PORT', '70000', /PORT must be a whole number between 0 and 65535/],
    ['PUBLIC_URL', 'ftp://x', /PUBLIC_URL must be an http\(s\) URL/],
    ['LOG_LEVEL', 'loud', /LOG_LEVEL must be one of fatal, error/],
    ['NODE_ENV', 'staging', /NODE_ENV must be one of development, production, test/],
  ])('rejects %s=%s with one line naming the variable', (variable, value, message) => {
    let caught: unknown;
    try {
      loadConfig({ [variable]: value });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    expect((caught as Error).message).toMatch(message);
    expect((caught as Error).message).not.toContain('\n');
  });

  it('strips a trailing slash from PUBLIC_URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://thrive.example.org/' }).publicUrl).toBe(
      'https://thrive.example.org',
    );
  });
});
