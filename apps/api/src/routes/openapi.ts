import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { renderDocsPage } from '../openapi/docs-page';
import { openApiDocument } from '../openapi/document';
import { defineRoute, ok, routesOn, type RouteSpec } from '../openapi/route';

export const OPENAPI_JSON = defineRoute({
  method: 'get',
  path: '/api/openapi.json',
  tag: 'operations',
  summary: 'This description (OpenAPI 3.1)',
  auth: 'none',
  responses: { 200: ok() },
});
export const DOCS_PAGE = defineRoute({
  method: 'get',
  path: '/api/docs',
  tag: 'operations',
  summary: 'This description as a readable HTML page',
  auth: 'none',
  responses: { 200: ok(undefined, 'HTML') },
});

/**
 * GET /api/openapi.json (OpenAPI 3.1) and GET /api/docs (the same as an HTML page, no scripts), generated from the
 * declarations of the routes the app serves (`declared`, known once every route is mounted).
 */
export function openApiRoutes(declared: () => readonly RouteSpec[]) {
  const app = new Hono<AppEnv>();
  const serve = routesOn(app, '/api');
  let cached: { json: string; html: string } | null = null;
  const build = (serverUrl: string) => {
    if (cached) return cached;
    const doc = openApiDocument(declared(), { serverUrl });
    cached = { json: JSON.stringify(doc), html: renderDocsPage(doc) };
    return cached;
  };
  serve(OPENAPI_JSON, (c) => {
    const { config } = c.var.deps;
    c.header('Cache-Control', 'public, max-age=300');
    c.header('Content-Type', 'application/json; charset=utf-8');
    return c.body(build(config.publicUrl).json);
  });
  serve(DOCS_PAGE, (c) => {
    const { config } = c.var.deps;
    c.header('Cache-Control', 'public, max-age=300');
    return c.html(build(config.publicUrl).html);
  });
  return app;
}
