import { z } from 'zod';
import { APP_VERSION } from '../version';
import type { Hono } from 'hono';
import { declarationsOf, honoPath, type Auth, type RouteSpec } from './route';

type JsonSchema = Record<string, unknown>;

/** A zod schema as JSON Schema (what the handler accepts: the input side; transforms are described loosely). */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  const out = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' });
  delete (out as JsonSchema).$schema;
  return out as JsonSchema;
}

const SECURITY: Record<Auth, unknown[] | undefined> = {
  none: undefined,
  session: [{ cookie: [] }, { bearer: [] }],
  account: [{ cookie: [] }],
};

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The declarations of every /api route registered on `app`, in registration order. Throws when a registered /api
 * route has no declaration, or is served at another path than declared: such a route would be missing from (or
 * wrong in) the description, so the app refuses to start.
 */
export function declaredRoutes(app: Hono<never> | { routes: Hono['routes'] }): RouteSpec[] {
  const out: RouteSpec[] = [];
  const seen = new Set<RouteSpec>();
  for (const route of app.routes) {
    if (!METHODS.has(route.method) || !route.path.startsWith('/api/')) continue;
    const specs = declarationsOf(route.handler);
    if (!specs)
      throw new Error(`${route.method} ${route.path} is served without a declaration (openapi/route.ts).`);
    for (const spec of specs) {
      const wildcard = route.path.endsWith('/*') ? route.path.slice(0, -1) : null;
      const fits = wildcard
        ? honoPath(spec.path).startsWith(wildcard)
        : honoPath(spec.path) === route.path && spec.method.toUpperCase() === route.method;
      if (!fits) throw new Error(`${route.method} ${route.path} serves ${spec.method} ${spec.path}.`);
      if (seen.has(spec)) continue;
      seen.add(spec);
      out.push(spec);
    }
  }
  return out;
}

/** The OpenAPI 3.1 description of /api, generated from the route declarations (declaredRoutes). */
export function openApiDocument(routes: readonly RouteSpec[], options: { serverUrl?: string } = {}) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of routes) {
    const parameters: unknown[] = [];
    for (const [name, schema] of Object.entries(op.params?.shape ?? {})) {
      parameters.push({ name, in: 'path', required: true, schema: jsonSchemaOf(schema as z.ZodType) });
    }
    if (op.query) {
      for (const [name, schema] of Object.entries(op.query.shape)) {
        const field = schema as z.ZodType;
        parameters.push({
          name,
          in: 'query',
          required: !field.safeParse(undefined).success,
          schema: jsonSchemaOf(field),
        });
      }
    }
    const responses: Record<string, unknown> = {};
    for (const [status, response] of Object.entries(op.responses)) {
      responses[status] = {
        description: response.codes?.length
          ? `${response.description}: ${response.codes.join(', ')}`
          : response.description,
        ...(response.schema
          ? { content: { 'application/json': { schema: jsonSchemaOf(response.schema) } } }
          : {}),
      };
    }
    responses.default = {
      description: 'Any error: `{ error: { code, message } }`',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    };
    paths[op.path] ??= {};
    paths[op.path]![op.method] = {
      tags: [op.tag],
      summary: op.summary,
      operationId: `${op.method}${op.path.replace(/[^a-zA-Z0-9]+(.)?/g, (_, ch: string | undefined) => (ch ?? '').toUpperCase())}`,
      ...(SECURITY[op.auth] ? { security: SECURITY[op.auth] } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(op.body
        ? {
            requestBody: {
              required: !op.optionalBody,
              content: {
                [op.multipart ? 'multipart/form-data' : 'application/json']: {
                  schema: jsonSchemaOf(op.body),
                },
              },
            },
          }
        : {}),
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Thrive API',
      version: APP_VERSION,
      description:
        'Every error is JSON `{ error: { code, message } }`. Writes with a cookie need an Origin the server trusts. ' +
        'Bodies over 1 MB are refused with 413 (the CV upload: 10 MB). Rate limits answer 429 with Retry-After.',
    },
    ...(options.serverUrl ? { servers: [{ url: options.serverUrl }] } : {}),
    components: {
      securitySchemes: {
        cookie: { type: 'apiKey', in: 'cookie', name: 'thrive.session_token' },
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      },
      schemas: {
        Error: {
          type: 'object',
          required: ['error'],
          properties: {
            error: {
              type: 'object',
              required: ['code', 'message'],
              properties: { code: { type: 'string' }, message: { type: 'string' }, details: {} },
            },
          },
        },
      },
    },
    paths,
  };
}

export { honoPath };
