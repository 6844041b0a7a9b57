import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError } from './errors';

/** Reads and validates a JSON body; bad JSON or a body that does not match answers 400, never 500. */
export async function readJson<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError(400, 'INVALID_JSON', 'The request body must be valid JSON.');
  }
  return parseWith(schema, body);
}

export function parseWith<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    // A refinement may name its own error code (`params.code`: UNKNOWN_COUNTRY for a country the project has no cities
    // in), so the person is told what is wrong in their language, not only that something is.
    const coded = parsed.error.issues.find(
      (issue) => issue.code === 'custom' && typeof issue.params?.code === 'string',
    );
    const code = coded?.code === 'custom' ? (coded.params?.code as string) : undefined;
    throw new ApiError(
      400,
      code ?? 'VALIDATION_FAILED',
      coded ? `${coded.path.join('.')}: ${coded.message}` : 'The request is not valid.',
      parsed.error.issues
        .slice(0, 20)
        .map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    );
  }
  return parsed.data;
}
