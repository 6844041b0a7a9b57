import { parentPort } from 'node:worker_threads';
import { runAnalysis } from '@thrive/core/engine/index';
import { packJsonSync } from '../lib/packed-result';
import { firstScreenCut } from '../services/analysis/analysis-cut';
import { kernelThreadId, lowerThreadPriority } from '../lib/thread-priority';
import { collectGarbage } from '../lib/collect-garbage';
import type { EngineAnswer, EngineCollect, EngineJob } from './engine-thread';

/**
 * How much lower than the request thread the engine thread runs, in nice levels (decision 0098). An analysis is a
 * background job: its person got 202 and polls. A request is someone waiting on a page. When both want the cores the
 * kernel gives the request thread about ten times the engine's share; on an idle machine the engine runs at full
 * speed as before. Where threads have no priority of their own, the engine keeps the process's.
 */
const ENGINE_NICE_STEPS = 10;
const tid = kernelThreadId();
if (tid !== null) lowerThreadPriority(tid, ENGINE_NICE_STEPS);

// The engine thread (engine-thread.ts): one analysis per message, answered in order, with the result packed here
// (serialised and compressed off the request thread; decision 0059) and its bytes moved, not copied, and the first
// screen of it cut here too (decision 0109).
parentPort?.on('message', (job: EngineJob | EngineCollect) => {
  // The burst is over (engine-thread.ts): give back what it grew.
  if ('collect' in job) {
    collectGarbage();
    return;
  }
  let answer: EngineAnswer;
  try {
    const result = runAnalysis(job.request, { now: new Date(job.now) });
    const json = JSON.stringify(result);
    const packed = packJsonSync(json);
    answer = {
      id: job.id,
      ok: true,
      packed,
      datasetVersion: result.datasetVersion,
      engineVersion: result.engineVersion ?? null,
      // Cut from the result itself: the same bytes as the read's cut of the stored JSON (decision 0260), without
      // parsing 460 KB back (4-5 ms an analysis).
      firstScreen: firstScreenCut(result, job.request.currency),
    };
    parentPort!.postMessage(answer, [packed.buffer]);
    return;
  } catch (error) {
    answer = { id: job.id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(answer);
});
