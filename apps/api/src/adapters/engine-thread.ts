import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { AnalysisRequest } from '@thrive/core/contracts/analysis-request';
import type { AnalysisResult } from '@thrive/core/contracts/analysis-result';
import { runAnalysis } from '@thrive/core/engine/index';
import { collectGarbage } from '../lib/collect-garbage';
import { packResult } from '../lib/packed-result';
import { firstScreenCut, type AnalysisCut, type View } from '../services/analysis/analysis-cut';

/**
 * What an engine run gives back: the result packed as it is stored (decision 0059) with the versions stored beside
 * it, and the result itself when it was computed on this thread (the engine thread hands over only the packed bytes,
 * so the request thread neither copies nor serialises the ~300 KB result).
 */
export interface EngineRun {
  packed: Buffer;
  datasetVersion: string;
  engineVersion: string | null;
  result?: AnalysisResult;
  /**
   * The first screen of the result in its request's language, cut where the engine ran (decision 0109): the runner
   * keeps the first read's answer from it, so that read neither unpacks nor cuts the whole result.
   */
  firstScreen?: { view: View; cut: AnalysisCut };
}

/** Runs the analysis engine on a request (a pure function of the request, the time and the bundled data). */
export type Engine = (request: AnalysisRequest, now: Date) => Promise<EngineRun>;

/** What the engine thread is sent and answers (engine-worker.ts). */
export interface EngineJob {
  id: number;
  request: AnalysisRequest;
  now: string;
}
/** Sent to the engine thread once its burst of work is over: collect its heap (decision 0148). */
export interface EngineCollect {
  collect: true;
}
export type EngineAnswer =
  | {
      id: number;
      ok: true;
      packed: Uint8Array;
      datasetVersion: string;
      engineVersion: string | null;
      firstScreen: { view: View; cut: AnalysisCut };
    }
  | { id: number; ok: false; error: string };

/** The engine on the calling thread (source runs and tests, where no bundled worker file exists). */
export const inlineEngine: Engine = async (request, now) => {
  const result = runAnalysis(request, { now });
  return {
    result,
    packed: await packResult(result),
    datasetVersion: result.datasetVersion,
    engineVersion: result.engineVersion ?? null,
    // Cut from the result itself, as the engine thread does (engine-worker.ts, decision 0260).
    firstScreen: firstScreenCut(result, request.currency),
  };
};

/**
 * An idle engine thread exits after this long, giving its memory (the engine's data, its heap: 60-100 MB after a
 * burst) back; a new one starts in about half a second (decision 0066; it was a minute).
 */
const IDLE_EXIT_MS = 10_000;
/**
 * Once the engine has had no job for this long, the burst is over: both threads' heaps are collected once, so the
 * memory a burst of analyses grew (the engine thread's young generation and garbage, the request thread's stored
 * results and packed reads: about 100 MB after the bench's journeys) goes back at once instead of after the idle
 * exit, and the thread stays ready for the next analysis (decision 0148).
 */
const SETTLED_MS = 1_000;
/** The thread's V8 heap cap: an engine run takes a few tens of MB; a runaway one ends the thread, not the server. */
const THREAD_HEAP_MB = 256;
/**
 * The thread's young generation (V8's default is 32 MB on this platform): an engine run's short-lived objects are
 * collected as often with 8 MB without a measurable change of its time (180-190 ms a run either way on a loaded
 * machine, 200 runs), and the thread then holds about 25 MB less (48-53 MB instead of 76-78 MB after a burst and a
 * collection; decision 0148).
 */
const THREAD_YOUNG_MB = 8;

/**
 * The engine on a worker thread of its own (decision 0039): one analysis takes about 50-300 ms of CPU, which on the
 * request thread stalled every request behind it. One thread, jobs in order (the runner hands it one at a time);
 * started on the first job, ended after 10 s idle. A thread that dies (heap cap, crash) fails the jobs it held
 * with an error (the runner marks them ENGINE_ERROR) and the next job starts a new one.
 * Uses the bundled `engine-worker.mjs` next to the server; without it (TypeScript sources), the engine runs inline.
 */
export function createEngine(): { run: Engine; close(): Promise<void> } {
  const file = new URL('./engine-worker.mjs', import.meta.url);
  if (!existsSync(file)) return { run: inlineEngine, close: async () => undefined };

  let worker: Worker | null = null;
  let idle: NodeJS.Timeout | null = null;
  let settled: NodeJS.Timeout | null = null;
  let nextId = 1;
  const pending = new Map<number, { resolve: (r: EngineRun) => void; reject: (e: Error) => void }>();

  const failAll = (error: Error) => {
    for (const job of pending.values()) job.reject(error);
    pending.clear();
  };
  const start = () => {
    const thread = new Worker(file, {
      resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB, maxYoungGenerationSizeMb: THREAD_YOUNG_MB },
    });
    thread.unref();
    thread.on('message', (answer: EngineAnswer) => {
      const job = pending.get(answer.id);
      if (!job) return;
      pending.delete(answer.id);
      if (answer.ok)
        job.resolve({
          packed: Buffer.from(answer.packed.buffer, answer.packed.byteOffset, answer.packed.byteLength),
          datasetVersion: answer.datasetVersion,
          engineVersion: answer.engineVersion,
          firstScreen: answer.firstScreen,
        });
      else job.reject(new Error(answer.error));
      if (pending.size === 0) scheduleExit();
    });
    // Only the current thread's end fails jobs: an idle thread told to exit held none.
    thread.on('error', (error) => {
      if (worker === thread) failAll(error instanceof Error ? error : new Error(String(error)));
    });
    thread.on('exit', (code) => {
      if (worker !== thread) return;
      worker = null;
      failAll(new Error(`engine thread exited (${code})`));
    });
    return thread;
  };
  const scheduleExit = () => {
    if (settled) clearTimeout(settled);
    settled = setTimeout(() => {
      if (pending.size > 0 || !worker) return;
      const collect: EngineCollect = { collect: true };
      worker.postMessage(collect);
      collectGarbage();
    }, SETTLED_MS);
    settled.unref();
    if (idle) clearTimeout(idle);
    idle = setTimeout(() => {
      if (pending.size === 0 && worker) {
        const thread = worker;
        worker = null;
        // The burst that needed the thread is over: the request thread's heap grown by it (the runs' results
        // stored, their reads packed) is collected once too, as V8 would only on further allocation.
        void thread.terminate().then(collectGarbage, collectGarbage);
      }
    }, IDLE_EXIT_MS);
    idle.unref();
  };

  return {
    run(request, now) {
      if (idle) clearTimeout(idle);
      if (settled) clearTimeout(settled);
      worker ??= start();
      const id = nextId++;
      const job: EngineJob = { id, request, now: now.toISOString() };
      return new Promise<EngineRun>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker!.postMessage(job);
      });
    },
    async close() {
      if (idle) clearTimeout(idle);
      if (settled) clearTimeout(settled);
      const thread = worker;
      worker = null;
      failAll(new Error('engine stopped'));
      if (thread) await thread.terminate();
    },
  };
}
