import type { z } from 'zod';
import { ApiRequestError, fetchJson } from './fetch-json';

/** What the page asks a reading worker: the path to read and the language of the request. */
export interface OffThreadRequest {
  path: string;
  language: 'en' | 'nl';
}

/** A reading worker's answer: the parsed body, or the ApiRequestError's parts (an Error does not cross threads). */
export type OffThreadAnswer =
  | { ok: true; body: unknown }
  | { ok: false; status: number; code: string; message: string; details?: unknown };

/**
 * The worker's side: `fetchJson` with the schema, its outcome as a message. Parsing a large answer with its zod
 * schema takes the main thread tens of milliseconds in one task (decision 0221); in a worker the page stays free.
 */
export async function answerFor(request: OffThreadRequest, schema: z.ZodType): Promise<OffThreadAnswer> {
  try {
    return { ok: true, body: await fetchJson(request.path, { schema }, request.language) };
  } catch (error) {
    const failed =
      error instanceof ApiRequestError
        ? error
        : new ApiRequestError(0, 'NETWORK', 'The server could not be reached.');
    return {
      ok: false,
      status: failed.status,
      code: failed.code,
      message: failed.message,
      ...(failed.details !== undefined && { details: failed.details }),
    };
  }
}

/**
 * The page's side: one read in a worker `start` makes (null where the browser has none), its answer resolved or its
 * error thrown as the ApiRequestError the read on the main thread would throw. A worker that cannot start or answer
 * (no Worker, its script not loaded, a message that could not be read) leaves the read to `onMainThread`, so the
 * answer never depends on the worker.
 */
export function readOffThread<T>(
  start: () => Worker | null,
  request: OffThreadRequest,
  onMainThread: () => Promise<T>,
): Promise<T> {
  let worker: Worker | null;
  try {
    worker = start();
  } catch {
    worker = null;
  }
  if (!worker) return onMainThread();
  const running = worker;
  return new Promise<T>((resolve, reject) => {
    const fallBack = (event?: Event) => {
      event?.preventDefault();
      running.terminate();
      onMainThread().then(resolve, reject);
    };
    running.onmessage = (event: MessageEvent<OffThreadAnswer>) => {
      running.terminate();
      const answer = event.data;
      if (answer.ok) resolve(answer.body as T);
      else reject(new ApiRequestError(answer.status, answer.code, answer.message, answer.details));
    };
    running.onerror = fallBack;
    running.onmessageerror = fallBack;
    running.postMessage(request);
  });
}
