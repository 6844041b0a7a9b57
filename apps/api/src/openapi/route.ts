import type { Context, Env, Hono } from 'hono';
import { z } from 'zod';
import { ApiError } from '../lib/errors';
import { readJson } from '../lib/validate';

/**
 * One declaration per /api route: method, path, request schemas (params, query, body), responses with their schemas
 * and error codes. `serve` registers the Hono handler from it (validating params and query before the handler and the
 * body when the handler asks for it), and the OpenAPI document (document.ts) is generated from the declarations found
 * on the app's registered handlers, so a route cannot be served without its entry (decision 0026).
 */
export type Auth = 'none' | 'session' | 'account';
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface ResponseSpec {
  description: string;
  schema?: z.ZodType;
  /** The error codes this status answers with (an error body whose code is one of these). */
  codes?: readonly string[];
}

export interface RouteSpec {
  method: Method;
  /** OpenAPI style, the whole path: `/api/analyses/{id}`. */
  path: string;
  tag: string;
  summary: string;
  /** none: public; session: a signed-in or anonymous session (cookie or bearer JWT); account: a real account. */
  auth: Auth;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** multipart/form-data: the handler reads the stream itself (the body schema only describes it). */
  multipart?: boolean;
  /** The body may be absent (no JSON content type): it is then validated as `{}`. */
  optionalBody?: boolean;
  /** A path parameter that does not fit its schema names nothing: 404 with this code and message. */
  notFound?: { code: string; message: string };
  responses: Record<number, ResponseSpec>;
}

/** The error body, with the codes a status answers when they are declared. */
export function errorBodyOf(codes?: readonly string[]) {
  const code = codes && codes.length ? z.enum(codes as [string, ...string[]]) : z.string();
  return z.object({ error: z.object({ code, message: z.string(), details: z.unknown().optional() }) });
}

/** A refusal: description, codes, and the error body schema that allows exactly those codes. */
export function refusal(description: string, codes: readonly string[]): ResponseSpec {
  return { description, codes, schema: errorBodyOf(codes) };
}

export const ok = (schema?: z.ZodType, description = 'OK'): ResponseSpec => ({ description, schema });
export const notModified: ResponseSpec = { description: 'Not modified (If-None-Match)' };
export const bad = refusal('Invalid input', ['VALIDATION_FAILED', 'INVALID_JSON']);
/** Invalid input of a route whose body holds onboarding answers: also a country the project has no cities in. */
export const badAnswers = refusal('Invalid input', [
  'VALIDATION_FAILED',
  'INVALID_JSON',
  'UNKNOWN_COUNTRY',
  'UNKNOWN_ROLE',
]);
export const unauth = refusal('No session', ['UNAUTHENTICATED']);
export const limited = refusal('Too many requests (Retry-After says when to retry)', ['RATE_LIMITED']);

/** Keeps the declaration's literal types (the handler's input is typed from its schemas). */
export function defineRoute<const S extends RouteSpec>(spec: S): S {
  return spec;
}

type Out<T> = T extends z.ZodType ? z.output<T> : Record<string, never>;
export interface RouteInput<S extends RouteSpec> {
  params: Out<S['params']>;
  query: Out<S['query']>;
  /** The JSON body validated by the declaration (400 INVALID_JSON / VALIDATION_FAILED), read when asked. */
  body: () => Promise<S['body'] extends z.ZodType ? z.output<S['body']> : undefined>;
}

const DECLARED = new WeakMap<object, readonly RouteSpec[]>();

/** The declarations a registered handler serves (better-auth's catch-all serves many). */
export function declarationsOf(handler: unknown): readonly RouteSpec[] | undefined {
  if (typeof handler !== 'function') return undefined;
  const inner = (handler as { __COMPOSED_HANDLER?: unknown }).__COMPOSED_HANDLER; // Hono's wrapper of a sub-app's
  return DECLARED.get(handler) ?? (typeof inner === 'function' ? DECLARED.get(inner) : undefined);
}

/** Marks a handler registered by other means (better-auth's catch-all) as serving these declarations. */
export function servesDeclared<H extends object>(handler: H, specs: readonly RouteSpec[]): H {
  DECLARED.set(handler, specs);
  return handler;
}

/** OpenAPI `/api/analyses/{id}` as a Hono route path `/api/analyses/:id`. */
export function honoPath(openApiPath: string): string {
  return openApiPath.replace(/\{([^}]+)\}/g, ':$1');
}

/**
 * Registers declared routes on `app`, which will be mounted at `mountedAt` (the declaration's path starts with it).
 * Returns `serve(route, handler)`.
 */
export function routesOn<E extends Env>(app: Hono<E>, mountedAt: string) {
  return function serve<const S extends RouteSpec>(
    route: S,
    handler: (c: Context<E>, input: RouteInput<S>) => Response | Promise<Response>,
  ): void {
    const full = honoPath(route.path);
    if (!full.startsWith(mountedAt))
      throw new Error(`Route ${route.path} is declared outside ${mountedAt}, where it is mounted.`);
    const relative = full.slice(mountedAt.length) || '/';
    const served = async (c: Context<E>) => {
      const params = route.params ? paramsOf(c, route) : {};
      const query = route.query ? queryOf(c, route.query) : {};
      let body: Promise<unknown> | undefined;
      const input = {
        params,
        query,
        body: () => (body ??= bodyOf(c, route)),
      } as RouteInput<S>;
      return handler(c, input);
    };
    DECLARED.set(served, [route]);
    app.on(route.method.toUpperCase(), relative, served);
  };
}

function paramsOf(c: Context, route: RouteSpec): unknown {
  const parsed = route.params!.safeParse(c.req.param());
  if (parsed.success) return parsed.data;
  const { code, message } = route.notFound ?? { code: 'NOT_FOUND', message: 'Not found.' };
  throw new ApiError(404, code, message);
}

/** Each key once; the first problem in the message, all of them (path, message) in details.issues. */
function queryOf(c: Context, schema: z.ZodObject): unknown {
  const single: Record<string, string> = {};
  for (const [key, values] of Object.entries(c.req.queries())) {
    if (values.length !== 1) throw new ApiError(400, 'VALIDATION_FAILED', `Give ${key} once.`);
    single[key] = values[0]!;
  }
  const parsed = schema.safeParse(single);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new ApiError(
    400,
    'VALIDATION_FAILED',
    `Invalid ${issue?.path.join('.') || 'query'}: ${issue?.message ?? 'bad value'}.`,
    {
      issues: parsed.error.issues.slice(0, 20).map((i) => ({ path: i.path.join('.'), message: i.message })),
    },
  );
}

async function bodyOf(c: Context, route: RouteSpec): Promise<unknown> {
  if (!route.body || route.multipart) return undefined;
  if (route.optionalBody && !c.req.header('content-type')?.includes('json'))
    return readJsonFrom(route.body, {});
  return readJson(c, route.body);
}

function readJsonFrom(schema: z.ZodType, value: unknown) {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new ApiError(400, 'VALIDATION_FAILED', 'The request is not valid.');
  return parsed.data;
}
