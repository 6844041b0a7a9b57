import { parentPort } from 'node:worker_threads';
import { runAnalysis } from '@thrive/core/engine/index';
import { packResultSync } from '../lib/packed-result';
import type { EngineAnswer, EngineJob } from './engine-thread';

// The engine thread (engine-thread.ts): one analysis per message, answered in order, with the result packed here
// (serialised and compressed off the request thread; decision 0059) and its bytes moved, not copied.
parentPort?.on('message', (job: EngineJob) => {
  let answer: EngineAnswer;
  try {
    const result = runAnalysis(job.request, { now: new Date(job.now) });
    // A buffer of its own (not a slice of Node's shared pool), so it can be transferred.
    const packed = new Uint8Array(packResultSync(result));
    answer = {
      id: job.id,
      ok: true,
      packed,
      datasetVersion: result.datasetVersion,
      engineVersion: result.engineVersion ?? null,
    };
    parentPort!.postMessage(answer, [packed.buffer]);
    return;
  } catch (error) {
    answer = { id: job.id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(answer);
});
