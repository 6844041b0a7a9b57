import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { declaredRoutes, honoPath } from '../src/openapi/document';
import { defineRoute, ok, routesOn, type RouteSpec } from '../src/openapi/route';
import { createUnitApp } from './unit-app';

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

function mountedRoutes(production: boolean) {
  const app = createUnitApp({
    NODE_ENV: production ? 'production' : 'test',
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'x'.repeat(40),
  });
  const seen = new Set<string>();
  for (const route of app.routes) {
    if (!METHODS.has(route.method) || !route.path.startsWith('/api/')) continue;
    seen.add(`${route.method} ${route.path}`);
  }
  return { app, routes: [...seen] };
}

type Doc = {
  openapi: string;
  paths: Record<string, Record<string, { responses: Record<string, { description: string }> }>>;
};

/** The declaration of the route a request went to, and a check of the answer against its declared response. */
async function expectDeclaredAnswer(spec: RouteSpec, res: Response) {
  const declared = spec.responses[res.status];
  expect(
    declared,
    `${spec.method} ${spec.path} answered ${res.status}, which it does not declare`,
  ).toBeDefined();
  const body: unknown = await res.json();
  if (!declared!.schema) return body;
  const parsed = declared!.schema.safeParse(body);
  expect(parsed.success, `${spec.path} ${res.status}: ${parsed.error?.message ?? ''}`).toBe(true);
  return body;
}

describe.each([false, true])('the OpenAPI description (production: %s)', (production) => {
  const { app, routes } = mountedRoutes(production);
  const declared = declaredRoutes(app);
  const documented = declared.map((op) => `${op.method.toUpperCase()} ${honoPath(op.path)}`);

  it('is generated from the declarations of the served routes', async () => {
    const doc = (await (await app.request('/api/openapi.json')).json()) as Doc;
    const inDocument = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${honoPath(path)}`),
    );
    expect(inDocument.sort()).toEqual([...documented].sort());
  });

  it('describes every mounted /api route', () => {
    const missing = routes.filter((route) => {
      if (documented.includes(route)) return false;
      // better-auth's catch-all: at least one documented operation of that method under its prefix.
      if (route.endsWith('/*')) {
        const [method, path] = route.split(' ') as [string, string];
        const prefix = path.slice(0, -1);
        return !documented.some((op) => op.startsWith(`${method} ${prefix}`));
      }
      return true;
    });
    expect(missing, 'declare these with defineRoute and serve them with routesOn (openapi/route.ts)').toEqual(
      [],
    );
  });

  it('describes nothing that is not mounted', () => {
    const wildcards = routes.filter((route) => route.endsWith('/*')).map((route) => route.slice(0, -1));
    const stale = documented.filter(
      (op) => !routes.includes(op) && !wildcards.some((prefix) => op.startsWith(prefix)),
    );
    expect(stale).toEqual([]);
  });

  it('serves the description as JSON and as an HTML page without scripts, under the CSP', async () => {
    const json = await app.request('/api/openapi.json');
    expect(json.status).toBe(200);
    const doc = (await json.json()) as Doc;
    expect(doc.openapi).toBe('3.1.0');
    const count = Object.values(doc.paths).reduce((sum, methods) => sum + Object.keys(methods).length, 0);
    expect(count).toBe(documented.length);
    expect(doc.paths['/api/me/onboarding']?.put).toMatchObject({
      requestBody: { content: { 'application/json': { schema: { type: 'object' } } } },
    });
    expect(doc.paths['/api/learning-progress/{courseId}']?.put?.responses['404']?.description).toContain(
      'UNKNOWN_COURSE',
    );
    expect(Boolean(doc.paths['/api/dev/mailbox'])).toBe(!production);
    // The compared cities of an analysis (decision 0101): two cities of the list, refusals by code.
    const compared = doc.paths['/api/analyses/{id}/compared-cities'];
    expect(compared?.get?.responses['404']?.description).toContain('NOT_FOUND');
    expect(compared?.put?.responses['400']?.description).toMatch(/UNKNOWN_CITY.*SAME_CITY/);
    expect(compared?.put).toMatchObject({
      requestBody: {
        content: {
          'application/json': { schema: { properties: { cities: { minItems: 2, maxItems: 2 } } } },
        },
      },
    });

    const page = await app.request('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    expect(html).not.toMatch(/<script|https?:\/\/(?!localhost)/i);
    expect(html).toContain('/api/functions/generate-career-analysis');
  });
});

describe('route declarations', () => {
  const { app } = mountedRoutes(false);
  const byPath = new Map(declaredRoutes(app).map((spec) => [`${spec.method} ${spec.path}`, spec]));
  const spec = (key: string) => {
    const found = byPath.get(key);
    if (!found) throw new Error(`${key} is not declared`);
    return found;
  };

  it('refuse to serve an /api route without a declaration', () => {
    const bare = new Hono();
    bare.get('/api/undeclared', (c) => c.json({ ok: true }));
    expect(() => declaredRoutes(bare)).toThrow(/GET \/api\/undeclared is served without a declaration/);

    const declaredElsewhere = new Hono();
    const route = defineRoute({
      method: 'get',
      path: '/api/here',
      tag: 't',
      summary: 's',
      auth: 'none',
      responses: { 200: ok() },
    });
    routesOn(declaredElsewhere, '/api')(route, (c) => c.json({}));
    const outer = new Hono().route('/api/moved', declaredElsewhere);
    expect(() => declaredRoutes(outer)).toThrow(/serves get \/api\/here/);
  });

  it('answers of real calls fit their declared response schemas (successes and refusals)', async () => {
    const calls: [string, string][] = [
      ['get /api/figures/cities', '/api/figures/cities'],
      ['get /api/figures/roles', '/api/figures/roles'],
      ['get /api/figures/cities/{cityId}', '/api/figures/cities/amsterdam?role=data-scientist&level=mid'],
      ['get /api/figures/cities/{cityId}', '/api/figures/cities/no-such-city'],
      ['get /api/figures/cities/{cityId}', '/api/figures/cities/amsterdam?adults=9'],
      ['get /api/figures/net-pay', '/api/figures/net-pay?city=berlin&gross=60000'],
      ['get /api/figures/net-pay', '/api/figures/net-pay?city=nowhere&gross=60000'],
      ['get /api/geo/reverse', '/api/geo/reverse?lat=52.37&lng=4.9'],
      ['get /api/geo/reverse', '/api/geo/reverse?lat=200&lng=4.9'],
      ['get /api/onboarding/place', '/api/onboarding/place?q=Utrecht'],
      ['get /api/auth/providers', '/api/auth/providers'],
    ];
    const statuses: number[] = [];
    for (const [key, url] of calls) {
      const res = await app.request(url);
      statuses.push(res.status);
      await expectDeclaredAnswer(spec(key), res);
    }
    for (const path of ['/api/onboarding/hubs', '/api/onboarding/refined-cities']) {
      const res = await app.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
        body: JSON.stringify({
          answers: { skills: ['SQL', 'Python'], locationPreferences: ['urban'] },
          locale: 'nl',
        }),
      });
      statuses.push(res.status);
      const body = (await expectDeclaredAnswer(spec(`post ${path}`), res)) as Record<string, unknown[]>;
      expect(Object.values(body)[0]!.length).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([200, 200, 200, 404, 400, 200, 400, 200, 400, 200, 200, 200, 200]);
  });

  it('a drifted answer fails the check', () => {
    const figures = spec('get /api/figures/cities');
    expect(figures.responses[200]!.schema!.safeParse({ cities: [{ id: 1 }] }).success).toBe(false);
    const course = spec('put /api/learning-progress/{courseId}');
    const refusalSchema = course.responses[404]!.schema!;
    expect(refusalSchema.safeParse({ error: { code: 'UNKNOWN_COURSE', message: 'x' } }).success).toBe(true);
    expect(refusalSchema.safeParse({ error: { code: 'SOMETHING_ELSE', message: 'x' } }).success).toBe(false);
  });
});
