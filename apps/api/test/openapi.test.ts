import { describe, expect, it } from 'vitest';
import { honoPath, operationsFor } from '../src/openapi/document';
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

describe.each([false, true])('the OpenAPI description (production: %s)', (production) => {
  const { app, routes } = mountedRoutes(production);
  const documented = operationsFor(production).map((op) => `${op.method.toUpperCase()} ${honoPath(op.path)}`);

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
    expect(missing, 'add these to apps/api/src/openapi/operations.ts').toEqual([]);
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
    const doc = (await json.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toBe('3.1.0');
    const count = Object.values(doc.paths).reduce((sum, methods) => sum + Object.keys(methods).length, 0);
    expect(count).toBe(documented.length);
    expect(doc.paths['/api/me/onboarding']?.put).toMatchObject({
      requestBody: { content: { 'application/json': { schema: { type: 'object' } } } },
    });
    expect(Boolean(doc.paths['/api/dev/mailbox'])).toBe(!production);

    const page = await app.request('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    expect(html).not.toMatch(/<script|https?:\/\/(?!localhost)/i);
    expect(html).toContain('/api/functions/generate-career-analysis');
  });
});
