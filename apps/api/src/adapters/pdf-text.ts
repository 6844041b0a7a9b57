import { Worker } from 'node:worker_threads';
import type { ResumeText } from '@thrive/core/resume/index';

/**
 * PDF -> positioned text (issue 8), the one place the server touches pdf.js. The parsing runs in worker threads
 * (pdf-text.worker.mjs) with a heap limit, a time limit and a page cap, behind a small queue: a hostile PDF can
 * only kill its worker, never the server. See docs/decisions/0008-resume-pdf-isolation.md.
 */

export type PdfTextErrorCode = 'ENCRYPTED' | 'DAMAGED' | 'TOO_COMPLEX' | 'BUSY';

export class PdfTextError extends Error {
  constructor(
    readonly code: PdfTextErrorCode,
    readonly detail: string,
  ) {
    super(`${code}: ${detail}`);
    this.name = 'PdfTextError';
  }
}

export interface PdfTextLimits {
  /** Workers running at once. */
  concurrency: number;
  /** Jobs allowed to wait for a worker; more are refused with BUSY. */
  queueMax: number;
  timeoutMs: number;
  /** V8 old-generation heap of one worker. */
  memoryMb: number;
  maxPages: number;
  maxItems: number;
  /** A worker is replaced after this many jobs (bounds leaks in a long-lived parser). */
  jobsPerWorker: number;
}

export const DEFAULT_PDF_TEXT_LIMITS: PdfTextLimits = {
  concurrency: 2,
  queueMax: 8,
  timeoutMs: 8_000,
  memoryMb: 192,
  maxPages: 30,
  maxItems: 20_000,
  jobsPerWorker: 100,
};

const WORKER_URL = new URL('./pdf-text.worker.mjs', import.meta.url);

interface Slot {
  worker: Worker;
  jobs: number;
  busy: boolean;
}

interface Job {
  bytes: Uint8Array;
  resolve: (text: ResumeText) => void;
  reject: (error: unknown) => void;
}

export interface PdfTextExtractor {
  extract(bytes: Uint8Array): Promise<ResumeText>;
  /** Starts the workers ahead of the first upload (pdf.js takes a moment to load). */
  warm(): void;
  close(): Promise<void>;
  readonly stats: { running: number; queued: number };
}

export function createPdfTextExtractor(overrides: Partial<PdfTextLimits> = {}): PdfTextExtractor {
  const limits = { ...DEFAULT_PDF_TEXT_LIMITS, ...overrides };
  const slots: Slot[] = [];
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;

  const spawn = (): Slot => {
    const worker = new Worker(WORKER_URL, {
      resourceLimits: {
        maxOldGenerationSizeMb: limits.memoryMb,
        maxYoungGenerationSizeMb: 32,
        codeRangeSizeMb: 32,
        stackSizeMb: 4,
      },
      stdout: true,
      stderr: true,
    });
    worker.unref();
    // pdf.js may print warnings; they can quote the document, so they are dropped, never logged.
    worker.stdout.resume();
    worker.stderr.resume();
    const slot: Slot = { worker, jobs: 0, busy: false };
    worker.on('error', () => undefined);
    worker.on('exit', () => {
      const index = slots.indexOf(slot);
      if (index !== -1) slots.splice(index, 1);
    });
    slots.push(slot);
    return slot;
  };

  const retire = (slot: Slot) => {
    const index = slots.indexOf(slot);
    if (index !== -1) slots.splice(index, 1);
    void slot.worker.terminate();
  };

  const pump = () => {
    while (queue.length > 0) {
      let slot = slots.find((candidate) => !candidate.busy);
      if (!slot && slots.length < limits.concurrency) slot = spawn();
      if (!slot) return;
      run(slot, queue.shift()!);
    }
  };

  const run = (slot: Slot, job: Job) => {
    slot.busy = true;
    slot.jobs += 1;
    const id = nextId++;
    let settled = false;
    const finish = (outcome: { text?: ResumeText; error?: unknown }, healthy: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      slot.worker.off('message', onMessage);
      slot.worker.off('error', onError);
      slot.worker.off('exit', onExit);
      if (!healthy || slot.jobs >= limits.jobsPerWorker) retire(slot);
      else slot.busy = false;
      if (outcome.error) job.reject(outcome.error);
      else job.resolve(outcome.text!);
      pump();
    };
    const onMessage = (message: {
      id: number;
      text?: ResumeText;
      error?: PdfTextErrorCode;
      detail?: string;
    }) => {
      if (message.id !== id) return;
      if (message.error) finish({ error: new PdfTextError(message.error, message.detail ?? '') }, true);
      else finish({ text: message.text }, true);
    };
    const onError = (error: Error & { code?: string }) => {
      const memory = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      finish(
        { error: new PdfTextError(memory ? 'TOO_COMPLEX' : 'DAMAGED', memory ? 'memory' : 'worker error') },
        false,
      );
    };
    const onExit = () => finish({ error: new PdfTextError('TOO_COMPLEX', 'worker exited') }, false);
    const timer = setTimeout(
      () => finish({ error: new PdfTextError('TOO_COMPLEX', 'time') }, false),
      limits.timeoutMs,
    );
    slot.worker.on('message', onMessage);
    slot.worker.on('error', onError);
    slot.worker.on('exit', onExit);
    // Hand the bytes over (transfer, not copy): the request no longer holds the file.
    const bytes =
      job.bytes.byteOffset === 0 && job.bytes.byteLength === job.bytes.buffer.byteLength
        ? job.bytes
        : job.bytes.slice();
    slot.worker.postMessage({ id, bytes, maxPages: limits.maxPages, maxItems: limits.maxItems }, [
      bytes.buffer as ArrayBuffer,
    ]);
  };

  return {
    extract(bytes) {
      if (closed) return Promise.reject(new PdfTextError('BUSY', 'closed'));
      const running = slots.filter((slot) => slot.busy).length;
      if (running >= limits.concurrency && queue.length >= limits.queueMax)
        return Promise.reject(new PdfTextError('BUSY', 'queue full'));
      return new Promise<ResumeText>((resolve, reject) => {
        queue.push({ bytes, resolve, reject });
        pump();
      });
    },
    warm() {
      if (!closed && slots.length === 0) spawn();
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new PdfTextError('BUSY', 'closed'));
      await Promise.all(slots.splice(0).map((slot) => slot.worker.terminate()));
    },
    get stats() {
      return { running: slots.filter((slot) => slot.busy).length, queued: queue.length };
    },
  };
}
