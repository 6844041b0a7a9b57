import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RateLimiter } from '../src/lib/rate-limiter';
import { declaredRoutes } from '../src/openapi/document';
import type { RouteSpec as Operation } from '../src/openapi/route';
import { createTestApp } from './app';
import { createUnitApp } from './unit-app';
import { client, ORIGIN, registeredUser } from './auth-client';

/**
 * Property-based bad input, driven by the OpenAPI description: for every operation, malformed, oversized, wrongly
 * typed and missing bodies, path parameters, query strings and headers. Whatever arrives, the answer is below 500 and
 * every error is JSON `{ error: { code, message } }`.
 */

// Rate limits would turn most of the run into 429s; they have their own tests.
const noLimits: RateLimiter = {
  kind: 'memory',
  hit: async () => ({ allowed: true, count: 1, retryAfterSeconds: 1 }),
  close: async () => undefined,
};

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let cookies: Record<Operation['auth'], string>;

beforeAll(async () => {
  ctx = await createTestApp(
    { ANALYSIS_RATE_LIMIT: '1000', ANALYSIS_WAIT_MS: '0' },
    { rateLimiter: noLimits },
  );
  const anonymous = client(ctx);
  await anonymous.post('/api/auth/sign-in/anonymous');
  const account = (await registeredUser(ctx)).client;
  const jar = (c: typeof anonymous) => [...c.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  cookies = { none: '', session: jar(anonymous), account: jar(account) };
});
afterAll(() => ctx?.close());

const RUNS = Number(process.env.BAD_INPUT_RUNS ?? 12);

const weirdString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '..',
    '../../etc/passwd',
    '%00',
    '\u0000',
    '💥',
    'null',
    'NaN',
    '-1',
    '1e309',
    '{}',
  ),
  fc.integer().map(String),
  fc.uuid().map(String),
);
const wrongValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(null, true, 0, -1, 1e308, '', [], {}, 'x'.repeat(5000)),
);

/** A body built from the schema's keys with wrong values, or any JSON, or not JSON at all. */
function bodyArb(op: Operation) {
  const schema = op.body ? (op.body as unknown as { shape?: Record<string, unknown> }) : undefined;
  const keys = schema?.shape ? Object.keys(schema.shape) : ['answers', 'email', 'onboardingData', 'file'];
  const keyed = fc
    .subarray(keys)
    .chain((picked) => fc.tuple(...picked.map((key) => wrongValue.map((value) => [key, value] as const))))
    .map((pairs) => JSON.stringify(Object.fromEntries(pairs)));
  return fc.oneof(
    { arbitrary: keyed, weight: 4 },
    { arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)), weight: 2 },
    { arbitrary: fc.string({ maxLength: 200 }), weight: 1 },
    { arbitrary: fc.constant(undefined), weight: 1 },
    {
      arbitrary: fc.integer({ min: 1, max: 20_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
      weight: 1,
    },
    {
      arbitrary: fc
        .integer({ min: 1, max: 5000 })
        .map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
      weight: 1,
    },
  );
}

const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=xyz',
  'application/json; charset=latin-1',
  undefined,
);

// Header values must be visible Latin-1 (fetch refuses anything else before the server sees it).
const headerString = fc.oneof(
  fc.string({
    unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
    maxLength: 60,
  }),
  fc.string({
    unit: fc.integer({ min: 0xa0, max: 0xff }).map((code) => String.fromCharCode(code)),
    maxLength: 20,
  }),
  fc.constantFrom('', '*', 'nl;q=abc', '999.999.999.999', '::1', 'x'.repeat(4000)),
);

const extraHeaders = fc.record(
  {
    authorization: fc.oneof(
      fc.constant('Bearer '),
      headerString.map((s) => `Bearer ${s}`),
      fc.constant('Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.'),
      fc.constant('Basic Og=='),
    ),
    'accept-language': headerString,
    'x-forwarded-for': headerString,
    cookie: headerString.map((s) => `thrive.session_token=${s}`),
    'content-length': fc.constantFrom('0', '-1', 'abc', '99999999999'),
  },
  { requiredKeys: [] },
);

function pathArb(op: Operation) {
  const names = Object.keys(op.params?.shape ?? {});
  return fc.tuple(...names.map(() => weirdString)).map((values) => {
    let path = op.path;
    names.forEach((name, i) => {
      path = path.replace(`{${name}}`, encodeURIComponent(values[i]!));
    });
    return path;
  });
}

function queryArb(op: Operation) {
  const declared = op.query ? Object.keys(op.query.shape) : [];
  // A route that takes no parameters (an empty strict query) still gets made-up ones.
  const keys = declared.length > 0 ? declared : ['q'];
  return fc
    .dictionary(fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 10 })), weirdString, { maxKeys: 4 })
    .map((query) => new URLSearchParams(query as Record<string, string>).toString());
}

async function expectWellFormed(res: Response, label: string) {
  expect(res.status, label).toBeLessThan(500);
  if (res.status < 400) return;
  const text = await res.text();
  expect(res.headers.get('content-type') ?? '', `${label}: error content type`).toContain('application/json');
  let json: { error?: { code?: unknown; message?: unknown } } = {};
  try {
    json = JSON.parse(text) as typeof json;
  } catch {
    throw new Error(`${label}: error body is not JSON: ${text.slice(0, 200)}`);
  }
  expect(typeof json.error?.code, `${label}: error.code in ${text.slice(0, 200)}`).toBe('string');
  expect(typeof json.error?.message, `${label}: error.message in ${text.slice(0, 200)}`).toBe('string');
}

describe('bad input to every operation in the OpenAPI description', () => {
  const operations = declaredRoutes(createUnitApp({ LOG_LEVEL: 'silent' })).filter(
    (op) => op.path !== '/api/auth/sign-out',
  );

  it.each(operations.map((op) => [`${op.method.toUpperCase()} ${op.path}`, op] as const))(
    '%s answers below 500 with a JSON error',
    async (label, op) => {
      const out = await fc.check(
        fc.asyncProperty(
          pathArb(op),
          queryArb(op),
          bodyArb(op),
          contentType,
          extraHeaders,
          fc.boolean(),
          async (path, query, body, type, headers, withSession) => {
            const h: Record<string, string> = { origin: ORIGIN };
            for (const [key, value] of Object.entries(headers)) if (value !== undefined) h[key] = value;
            // A body's real length wins over a made-up one (undici refuses a mismatch before we see it).
            if (body !== undefined || op.method === 'get') delete h['content-length'];
            if (type) h['content-type'] = type;
            if (withSession && op.auth !== 'none') h.cookie = cookies[op.auth];
            const url = `${path}${query ? `?${query}` : ''}`;
            const method = op.method.toUpperCase();
            const res = await ctx.app.request(url, {
              method,
              headers: h,
              body: method === 'GET' ? undefined : body,
              redirect: 'manual',
            });
            await expectWellFormed(res, `${label} ${url}`);
          },
        ),
        { numRuns: RUNS, endOnFailure: true },
      );
      if (out.failed) {
        // fast-check's own report would print megabytes of nested brackets: a short one instead.
        const example = JSON.stringify(out.counterexample).slice(0, 600);
        throw new Error(
          `${label}: seed ${out.seed}, ${example}\n${String(out.errorInstance).slice(0, 1500)}`,
        );
      }
    },
  );
});

describe('oversized bodies', () => {
  const chunk = new Uint8Array(64 * 1024).fill(0x61);

  /** A body that never ends by itself: counts what the server pulled before answering. */
  function endless(limitBytes: number) {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= limitBytes) {
          controller.close();
          return;
        }
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    return { stream, pulled: () => pulled };
  }

  it.each([
    ['/api/contact-messages', 'none', 1],
    ['/api/me/onboarding', 'session', 1],
    ['/api/auth/sign-in/email', 'none', 1],
    ['/api/functions/generate-career-analysis', 'session', 1],
    ['/api/functions/analyze-resume', 'session', 10],
  ] as const)(
    '%s stops reading a streamed body past its cap (%s, %i MB) and answers 413',
    async (path, auth, mb) => {
      const body = endless(64 * 1024 * 1024);
      const headers: Record<string, string> = {
        origin: ORIGIN,
        'content-type': path.includes('resume') ? 'multipart/form-data; boundary=x' : 'application/json',
      };
      if (auth !== 'none') headers.cookie = cookies[auth];
      const method = path === '/api/me/onboarding' ? 'PUT' : 'POST';
      const res = await ctx.app.request(
        new Request(`http://localhost${path}`, {
          method,
          headers,
          body: body.stream,
          duplex: 'half',
        } as RequestInit),
      );
      expect(res.status).toBe(413);
      await expectWellFormed(res, path);
      // Refused soon after the cap (chunks in flight aside), never read whole.
      expect(body.pulled()).toBeLessThan((mb + 2) * 1024 * 1024);
    },
  );

  it('refuses a declared Content-Length over the cap without reading the body', async () => {
    const body = endless(64 * 1024 * 1024);
    const res = await ctx.app.request(
      new Request('http://localhost/api/contact-messages', {
        method: 'POST',
        headers: {
          origin: ORIGIN,
          'content-type': 'application/json',
          'content-length': String(50 * 1024 * 1024),
        },
        body: body.stream,
        duplex: 'half',
      } as RequestInit),
    );
    expect(res.status).toBe(413);
    await expectWellFormed(res, 'declared length');
    expect(body.pulled()).toBeLessThanOrEqual(2 * chunk.byteLength);
  });
});
