import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { renderDocsPage } from '../openapi/docs-page';
import { openApiDocument } from '../openapi/document';

/** GET /api/openapi.json (OpenAPI 3.1) and GET /api/docs (the same as an HTML page, no scripts). */
export function openApiRoutes() {
  const app = new Hono<AppEnv>();
  let cached: { json: string; html: string } | null = null;
  const build = (production: boolean, serverUrl: string) => {
    if (cached) return cached;
    const doc = openApiDocument({ production, serverUrl });
    cached = { json: JSON.stringify(doc), html: renderDocsPage(doc) };
    return cached;
  };
  app.get('/openapi.json', (c) => {
    const { config } = c.var.deps;
    c.header('Cache-Control', 'public, max-age=300');
    c.header('Content-Type', 'application/json; charset=utf-8');
    return c.body(build(config.NODE_ENV === 'production', config.publicUrl).json);
  });
  app.get('/docs', (c) => {
    const { config } = c.var.deps;
    c.header('Cache-Control', 'public, max-age=300');
    return c.html(build(config.NODE_ENV === 'production', config.publicUrl).html);
  });
  return app;
}
