import { z } from 'zod';

/**
 * Configuration, read once from the environment and validated.
 * A bad value stops start-up with one line naming the variable and what it expects.
 */
const port = z.coerce
  .number({ error: 'a whole number between 0 and 65535' })
  .int('a whole number between 0 and 65535')
  .min(0, 'a whole number between 0 and 65535')
  .max(65535, 'a whole number between 0 and 65535');

const postgresUrl = z
  .string()
  .trim()
  .refine((value) => {
    try {
      const url = new URL(value);
      return (
        (url.protocol === 'postgres:' || url.protocol === 'postgresql:') &&
        url.hostname.length > 0 &&
        url.pathname.length > 1
      );
    } catch {
      return false;
    }
  }, 'a PostgreSQL URL with a host and a database name, e.g. postgres://user:password@localhost:5432/thrive');

const httpUrl = z
  .string()
  .trim()
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'an http(s) URL, e.g. https://thrive.example.org');

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const ConfigSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: 'one of development, production, test' })
    .default('development'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: optional(httpUrl),
  DATABASE_URL: optional(postgresUrl),
  REDIS_URL: optional(
    z
      .string()
      .trim()
      .regex(/^rediss?:\/\/.+/, 'a Redis URL such as redis://127.0.0.1:6379 (or rediss:// for TLS)'),
  ),
  DATA_DIR: z.string().min(1, 'a folder path').default('./data'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  STATIC_DIR: optional(z.string().min(1)),
  SMTP_URL: optional(
    z
      .string()
      .trim()
      .regex(/^smtps?:\/\/.+/, 'an SMTP URL such as smtp://user:password@mail.example.org:587'),
  ),
  MAIL_FROM: z
    .string()
    .min(3, 'a sender such as "Thrive <no-reply@example.org>"')
    .default('Thrive <no-reply@thrive.local>'),
  AUTH_SECRET: optional(z.string().min(32, 'at least 32 random characters (e.g. `openssl rand -base64 48`)')),
  TRUSTED_ORIGINS: optional(
    z
      .string()
      .trim()
      .refine(
        (value) => value.split(',').every((item) => /^https?:\/\/[^/\s]+$/.test(item.trim())),
        'a comma-separated list of origins such as https://thrive.example.org',
      ),
  ),
  GITHUB_CLIENT_ID: optional(z.string().min(1)),
  GITHUB_CLIENT_SECRET: optional(z.string().min(1)),
  GOOGLE_CLIENT_ID: optional(z.string().min(1)),
  GOOGLE_CLIENT_SECRET: optional(z.string().min(1)),
  OIDC_ISSUER: optional(httpUrl),
  OIDC_CLIENT_ID: optional(z.string().min(1)),
  OIDC_CLIENT_SECRET: optional(z.string().min(1)),
  OIDC_NAME: z.string().min(1).max(40).default('Single sign-on'),
  SMS_WEBHOOK_URL: optional(httpUrl),
  ANONYMOUS_TTL_DAYS: z.coerce
    .number({ error: 'a whole number of days between 1 and 365' })
    .int('a whole number of days between 1 and 365')
    .min(1, 'a whole number of days between 1 and 365')
    .max(365, 'a whole number of days between 1 and 365')
    .default(30),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'], { error: 'true or false' })
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  JOB_QUEUE: z
    .enum(['in-process', 'pgboss'], { error: 'in-process or pgboss (pgboss needs DATABASE_URL)' })
    .default('in-process'),
  ANALYSIS_RATE_LIMIT: z.coerce
    .number({ error: 'a whole number of analyses per person per 10 minutes (1-1000)' })
    .int('a whole number of analyses per person per 10 minutes (1-1000)')
    .min(1, 'a whole number of analyses per person per 10 minutes (1-1000)')
    .max(1000, 'a whole number of analyses per person per 10 minutes (1-1000)')
    .default(10),
  ANALYSIS_WAIT_MS: z.coerce
    .number({ error: 'a number of milliseconds between 0 and 30000' })
    .int()
    .min(0, 'a number of milliseconds between 0 and 30000')
    .max(30000, 'a number of milliseconds between 0 and 30000')
    .default(3000),
  LLM_BASE_URL: optional(httpUrl),
  LLM_MODEL: optional(z.string().trim().min(1).max(200)),
  LLM_API_KEY: optional(z.string().min(1)),
  LLM_TIMEOUT_MS: z.coerce
    .number({ error: 'a number of milliseconds between 100 and 120000' })
    .int()
    .min(100, 'a number of milliseconds between 100 and 120000')
    .max(120000, 'a number of milliseconds between 100 and 120000')
    .default(15000),
  SHUTDOWN_TIMEOUT_MS: z.coerce
    .number({ error: 'a number of milliseconds' })
    .int()
    .min(0)
    .max(60000)
    .default(4000),
});

export type Config = z.infer<typeof ConfigSchema> & {
  publicUrl: string;
  databaseKind: 'pglite' | 'postgres';
};

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    readonly expected: string,
  ) {
    super(`Invalid configuration: ${variable} must be ${expected}.`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const variable = String(issue.path[0] ?? 'environment');
    const expected = issue.message.startsWith('Invalid') ? 'valid' : issue.message;
    throw new ConfigError(variable, expected);
  }
  const value = parsed.data;
  if (value.NODE_ENV === 'production' && !value.AUTH_SECRET) {
    throw new ConfigError('AUTH_SECRET', 'set to at least 32 random characters when NODE_ENV=production');
  }
  if (value.JOB_QUEUE === 'pgboss' && !value.DATABASE_URL) {
    throw new ConfigError('JOB_QUEUE', 'in-process unless DATABASE_URL is set (pg-boss needs PostgreSQL)');
  }
  return {
    ...value,
    publicUrl: (value.PUBLIC_URL ?? `http://localhost:${value.PORT}`).replace(/\/+$/, ''),
    databaseKind: value.DATABASE_URL ? 'postgres' : 'pglite',
  };
}
