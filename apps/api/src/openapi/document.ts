import { z } from 'zod';
import { APP_VERSION } from '../version';
import { OPERATIONS, type Operation } from './operations';

type JsonSchema = Record<string, unknown>;

/** A zod schema as JSON Schema (what the handler accepts: the input side; transforms are described loosely). */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  const out = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' });
  delete (out as JsonSchema).$schema;
  return out as JsonSchema;
}

const SECURITY: Record<Operation['auth'], unknown[] | undefined> = {
  none: undefined,
  session: [{ cookie: [] }, { bearer: [] }],
  account: [{ cookie: [] }],
};

/** The operations served by this process (the development mailbox only outside production). */
export function operationsFor(production: boolean): Operation[] {
  return OPERATIONS.filter((op) => !(production && op.devOnly));
}

/** The OpenAPI 3.1 description of /api, built from the zod schemas in operations.ts. */
export function openApiDocument(options: { production: boolean; serverUrl?: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operationsFor(options.production)) {
    const parameters: unknown[] = [];
    for (const [name, schema] of Object.entries(op.params ?? {})) {
      parameters.push({ name, in: 'path', required: true, schema: jsonSchemaOf(schema) });
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
        description: response.description,
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
              required: true,
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

/** OpenAPI `/api/analyses/{id}` as a Hono route path `/api/analyses/:id`. */
export function honoPath(openApiPath: string): string {
  return openApiPath.replace(/\{([^}]+)\}/g, ':$1');
}
