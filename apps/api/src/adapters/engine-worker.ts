import { parentPort } from 'node:worker_threads';
import { runAnalysis } from '@thrive/core/engine/index';
import type { EngineAnswer, EngineJob } from './engine-thread';

// The engine thread (engine-thread.ts): one analysis per message, answered in order.
parentPort?.on('message', (job: EngineJob) => {
  let answer: EngineAnswer;
  try {
    answer = { id: job.id, ok: true, result: runAnalysis(job.request, { now: new Date(job.now) }) };
  } catch (error) {
    answer = { id: job.id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(answer);
});
