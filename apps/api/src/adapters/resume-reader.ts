import { fork, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ResumeFactsInput } from '@thrive/core/contracts/resume-facts';
import type { ResumeLayout, ResumeText, YearMonth } from '@thrive/core/resume/index';
import { DEFAULT_PRESCAN_LIMITS, hasPdfMagic, type PrescanFailure, type PrescanLimits } from './pdf-prescan';

/**
 * A CV's bytes to facts (issues 8 and 13), the one place the server hands a PDF to anything. The whole reading (the
 * pre-scan, pdf.js, the cleaning of the text layer, the reading of text into facts) runs in child processes
 * (resume-reader.child.ts) behind a small queue. Each child has a V8 heap limit, and the parent watches its resident
 * set (which includes the memory pdf.js and zlib take outside the heap) and its time: over either, the child is
 * killed and the upload refused as TOO_COMPLEX. Children are recycled after a number of jobs or when they stay big,
 * so the memory a PDF made them take goes back to the system. The server's event loop only sends the bytes and
 * receives the facts. See docs/decisions/0015-resume-reader-child-process.md.
 */

export type ResumeReaderErrorCode = PrescanFailure | 'BUSY';

export class ResumeReaderError extends Error {
  constructor(
    readonly code: ResumeReaderErrorCode,
    readonly detail: string,
  ) {
    super(`${code}: ${detail}`);
    this.name = 'ResumeReaderError';
  }
}

export interface ResumeReaderLimits {
  /** Children reading at once. */
  concurrency: number;
  /** Jobs allowed to wait for a child; more are refused with BUSY. */
  queueMax: number;
  /** Per job, from the moment the child has the bytes. */
  timeoutMs: number;
  /** Resident set of one child (heap, buffers, code): over it, the child is killed. */
  memoryMb: number;
  /** V8 old-generation heap of one child. */
  heapMb: number;
  /** After a job, a child bigger than this is replaced (its memory goes back to the system). */
  recycleMb: number;
  maxPages: number;
  maxItems: number;
  /** A child is replaced after this many jobs (bounds leaks in a long-lived parser). */
  jobsPerChild: number;
  /** How often the resident set of a busy child is read. */
  watchMs: number;
  prescan: Omit<PrescanLimits, 'maxPages'>;
}

export const DEFAULT_RESUME_READER_LIMITS: ResumeReaderLimits = {
  concurrency: 2,
  queueMax: 8,
  timeoutMs: 8_000,
  memoryMb: 400,
  heapMb: 192,
  recycleMb: 200,
  maxPages: 30,
  maxItems: 20_000,
  jobsPerChild: 50,
  watchMs: 20,
  prescan: {
    inflateBudget: DEFAULT_PRESCAN_LIMITS.inflateBudget,
    maxStreams: DEFAULT_PRESCAN_LIMITS.maxStreams,
  },
};

/** What the parent sends a child. */
export interface ReaderJob {
  id: number;
  bytes: Uint8Array;
  now: YearMonth;
  maxPages: number;
  maxItems: number;
  prescan: Omit<PrescanLimits, 'maxPages'>;
  /** Also return the positioned text (the benchmark's layout checks). */
  withText?: boolean;
}

/** What a child answers. */
export type ReaderReply =
  | { id: number; facts: ResumeFactsInput; layout: ResumeLayout; text?: ResumeText }
  | { id: number; error: PrescanFailure; detail: string };

export interface ResumeReading {
  facts: ResumeFactsInput;
  layout: ResumeLayout;
  text?: ResumeText;
}

export interface ResumeReader {
  read(bytes: Uint8Array, options: { now: YearMonth; withText?: boolean }): Promise<ResumeReading>;
  /** Starts a child ahead of the first upload (pdf.js takes a moment to load). */
  warm(): void;
  close(): Promise<void>;
  readonly stats: { running: number; queued: number; children: number; childRssBytes: number };
}

interface Slot {
  child: ChildProcess;
  ready: Promise<void>;
  jobs: number;
  busy: boolean;
}

interface Job {
  bytes: Uint8Array;
  now: YearMonth;
  withText: boolean;
  resolve: (reading: ResumeReading) => void;
  reject: (error: unknown) => void;
}

/** The child's entry: the bundled .mjs next to the server in production, the TypeScript source (through tsx) else. */
function childEntry(): { path: string; execArgv: string[] } {
  const built = new URL('./resume-reader.child.mjs', import.meta.url);
  if (existsSync(built)) return { path: fileURLToPath(built), execArgv: [] };
  return {
    path: fileURLToPath(new URL('./resume-reader.child.ts', import.meta.url)),
    execArgv: ['--import', 'tsx'],
  };
}

const PAGE_SIZE = 4096;

/** A process's resident set in bytes (Linux /proc), or null where it cannot be read. */
export function residentBytes(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const fields = readFileSync(`/proc/${pid}/statm`, 'latin1').split(' ');
    return Number(fields[1]) * PAGE_SIZE;
  } catch {
    return null;
  }
}

export function createResumeReader(overrides: Partial<ResumeReaderLimits> = {}): ResumeReader {
  const limits = { ...DEFAULT_RESUME_READER_LIMITS, ...overrides };
  const entry = childEntry();
  const slots: Slot[] = [];
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;

  const spawn = (): Slot => {
    const child = fork(entry.path, [], {
      execArgv: [...entry.execArgv, `--max-old-space-size=${limits.heapMb}`, '--max-semi-space-size=16'],
      // No secrets in the child: it gets only what Node needs.
      env: { NODE_ENV: process.env.NODE_ENV ?? 'production', PATH: process.env.PATH ?? '' },
      serialization: 'advanced',
      // pdf.js may print warnings that quote the document: stdout and stderr go nowhere.
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    });
    child.unref();
    child.channel?.unref();
    const ready = new Promise<void>((resolve, reject) => {
      const onMessage = (message: { ready?: boolean }) => {
        if (!message.ready) return;
        child.off('message', onMessage);
        resolve();
      };
      child.on('message', onMessage);
      child.once('exit', () => reject(new ResumeReaderError('BUSY', 'child exited while starting')));
    });
    ready.catch(() => undefined);
    const slot: Slot = { child, ready, jobs: 0, busy: false };
    child.on('error', () => undefined);
    child.on('exit', () => {
      const index = slots.indexOf(slot);
      if (index !== -1) slots.splice(index, 1);
    });
    slots.push(slot);
    return slot;
  };

  const retire = (slot: Slot) => {
    const index = slots.indexOf(slot);
    if (index !== -1) slots.splice(index, 1);
    slot.child.kill('SIGKILL');
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
    // While a job runs, the channel keeps the process alive (a script awaiting a reading must not exit).
    slot.child.channel?.ref();
    const id = nextId++;
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    let watch: NodeJS.Timeout | undefined;
    const finish = (outcome: { reading?: ResumeReading; error?: unknown }, healthy: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(watch);
      slot.child.channel?.unref();
      slot.child.off('message', onMessage);
      slot.child.off('exit', onExit);
      const rss = residentBytes(slot.child.pid);
      const big = rss !== null && rss > limits.recycleMb * 1024 * 1024;
      if (!healthy || big || slot.jobs >= limits.jobsPerChild) retire(slot);
      else slot.busy = false;
      if (outcome.error) job.reject(outcome.error);
      else job.resolve(outcome.reading!);
      pump();
    };
    const onMessage = (message: ReaderReply | { ready: true }) => {
      if (!('id' in message) || message.id !== id) return;
      if ('error' in message) finish({ error: new ResumeReaderError(message.error, message.detail) }, true);
      else finish({ reading: { facts: message.facts, layout: message.layout, text: message.text } }, true);
    };
    const onExit = () => finish({ error: new ResumeReaderError('TOO_COMPLEX', 'child exited') }, false);
    slot.child.on('message', onMessage);
    slot.child.on('exit', onExit);
    slot.ready.then(
      () => {
        if (settled) return;
        timer = setTimeout(
          () => finish({ error: new ResumeReaderError('TOO_COMPLEX', 'time') }, false),
          limits.timeoutMs,
        );
        watch = setInterval(() => {
          const rss = residentBytes(slot.child.pid);
          if (rss !== null && rss > limits.memoryMb * 1024 * 1024)
            finish({ error: new ResumeReaderError('TOO_COMPLEX', 'memory') }, false);
        }, limits.watchMs);
        const message: ReaderJob = {
          id,
          bytes: job.bytes,
          now: job.now,
          maxPages: limits.maxPages,
          maxItems: limits.maxItems,
          prescan: limits.prescan,
          withText: job.withText,
        };
        slot.child.send(message, (error) => {
          if (error) finish({ error: new ResumeReaderError('BUSY', 'child unreachable') }, false);
        });
      },
      (error: unknown) => finish({ error }, false),
    );
  };

  return {
    read(bytes, options) {
      if (closed) return Promise.reject(new ResumeReaderError('BUSY', 'closed'));
      // The cheapest refusal stays here: no child for a file that is not a PDF at all.
      if (!hasPdfMagic(bytes)) return Promise.reject(new ResumeReaderError('NOT_PDF', 'no %PDF- header'));
      const running = slots.filter((slot) => slot.busy).length;
      if (running >= limits.concurrency && queue.length >= limits.queueMax)
        return Promise.reject(new ResumeReaderError('BUSY', 'queue full'));
      return new Promise<ResumeReading>((resolve, reject) => {
        queue.push({ bytes, now: options.now, withText: options.withText ?? false, resolve, reject });
        pump();
      });
    },
    warm() {
      if (!closed && slots.length === 0) spawn();
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new ResumeReaderError('BUSY', 'closed'));
      await Promise.all(
        slots.splice(0).map(
          (slot) =>
            new Promise<void>((resolve) => {
              if (slot.child.exitCode !== null || slot.child.signalCode !== null) return resolve();
              slot.child.once('exit', () => resolve());
              // Keep this process alive until the child is gone (children are unref'd while idle).
              slot.child.ref();
              slot.child.kill('SIGKILL');
            }),
        ),
      );
    },
    get stats() {
      return {
        running: slots.filter((slot) => slot.busy).length,
        queued: queue.length,
        children: slots.length,
        childRssBytes: slots.reduce((sum, slot) => sum + (residentBytes(slot.child.pid) ?? 0), 0),
      };
    },
  };
}
