import { afterEach, describe, expect, it, vi } from 'vitest';
import { SavedAnswersResponse } from '@thrive/core/contracts/api';
import { mockApi } from '../../../test/mock-server';
import { ApiRequestError } from './fetch-json';
import { answerFor, readOffThread, type OffThreadAnswer, type OffThreadRequest } from './off-thread';

afterEach(() => vi.unstubAllGlobals());

const request: OffThreadRequest = { path: '/api/me/onboarding', language: 'nl' };

/**
 * A stand-in for the browser's worker that runs the worker's side (`answerFor`) in this thread and hands its answer
 * over as a structured clone, as `postMessage` does between threads.
 */
function inProcessWorker(schema = SavedAnswersResponse) {
  const worker = {
    onmessage: null as ((event: MessageEvent<OffThreadAnswer>) => void) | null,
    onerror: null as ((event: Event) => void) | null,
    onmessageerror: null as ((event: Event) => void) | null,
    terminate: vi.fn(),
    postMessage(message: OffThreadRequest) {
      void answerFor(structuredClone(message), schema).then((answer) =>
        worker.onmessage?.({ data: structuredClone(answer) } as MessageEvent<OffThreadAnswer>),
      );
    },
  };
  return worker;
}

describe('a read parsed off the main thread (decision 0221)', () => {
  it('answers the body the schema parsed, read in the language asked for', async () => {
    const calls = mockApi({
      'GET /api/me/onboarding': { status: 200, body: { answers: { skills: ['SQL'] }, updatedAt: null } },
    });
    const worker = inProcessWorker();
    const onMainThread = vi.fn();
    const body = await readOffThread(() => worker as unknown as Worker, request, onMainThread);
    expect(body).toEqual({ answers: { skills: ['SQL'] }, updatedAt: null });
    expect(onMainThread).not.toHaveBeenCalled();
    expect(worker.terminate).toHaveBeenCalledOnce();
    expect(calls.map((c) => c.url)).toEqual(['/api/me/onboarding']);
  });

  it('throws the same ApiRequestError as a read on the main thread', async () => {
    mockApi({
      'GET /api/me/onboarding': {
        status: 401,
        body: { error: { code: 'UNAUTHORIZED', message: 'Sign in.' } },
      },
    });
    const error = await readOffThread(() => inProcessWorker() as unknown as Worker, request, vi.fn()).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHORIZED', message: 'Sign in.' });
  });

  it('says BAD_RESPONSE when the answer does not match the contract', async () => {
    // A server that drifted from the contract (the contract mock server refuses to answer such a body).
    vi.stubGlobal('fetch', async () => Response.json({ answers: 'not an object', updatedAt: null }));
    const answer = await answerFor(request, SavedAnswersResponse);
    expect(answer).toMatchObject({ ok: false, code: 'BAD_RESPONSE' });
  });

  it('says NETWORK when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await answerFor(request, SavedAnswersResponse)).toEqual({
      ok: false,
      status: 0,
      code: 'NETWORK',
      message: 'The server could not be reached.',
    });
  });

  it('reads on the main thread where there is no worker or the worker cannot start', async () => {
    const onMainThread = vi.fn(async () => 'main');
    expect(await readOffThread(() => null, request, onMainThread)).toBe('main');
    expect(
      await readOffThread(
        () => {
          throw new Error('blocked');
        },
        request,
        onMainThread,
      ),
    ).toBe('main');
    expect(onMainThread).toHaveBeenCalledTimes(2);
  });

  it('reads on the main thread when the worker fails (its script did not load)', async () => {
    const worker = inProcessWorker();
    worker.postMessage = () => {
      const event = new Event('error', { cancelable: true });
      worker.onerror?.(event);
    };
    const onMainThread = vi.fn(async () => 'main');
    expect(await readOffThread(() => worker as unknown as Worker, request, onMainThread)).toBe('main');
    expect(worker.terminate).toHaveBeenCalledOnce();
  });
});
