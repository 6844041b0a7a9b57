import { fork, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ResumeFactsInput } from '@thrive/core/contracts/resume-facts';
import type { ResumeLayout, ResumeText, YearMonth } from '@thrive/core/resume/index';
import { DEFAULT_OCR_LIMITS, type OcrLimits } from './pdf-ocr';
import { DEFAULT_PRESCAN_LIMITS, hasPdfMagic, type PrescanFailure, type PrescanLimits } from './pdf-prescan';

/**
 * A CV's bytes to facts (issues 8 and 13), the one place the server hands a PDF to anything. The whole reading (the
 * pre-scan, pdf.js, the cleaning of the text layer, the reading of text into facts) runs in child processes
 * (resume-reader.child.ts) behind a small queue. Each child has a V8 heap limit, and the parent watches its resident
 * set (which includes the memory pdf.js and zlib take outside the heap) and its time: over either, the child is
 * killed and the upload refused as TOO_COMPLEX. Children are recycled after a number of jobs or when they stay big,
 * so the memory a PDF made them take goes back to the system. The server's event loop only sends the bytes and
 * receives the facts. See docs/decisions/0015-resume-reader-child-process.md.
 *
 * A PDF without a text layer (a scan) goes on to a second, smaller pool of OCR children (decision 0031) with their
 * own caps: pages and image sizes checked before any image is decoded, a time limit per page and per CV, a larger
 * memory cap, one child at a time. Over a cap the scan is refused as SCAN_TOO_LARGE; text PDFs never wait for a scan.
 */

export type ResumeReaderErrorCode = PrescanFailure | 'BUSY' | 'SCAN_TOO_LARGE';

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
  /** OCR children only: the time one page's recognition may take (the job's limit is `timeoutMs`). */
  pageTimeoutMs?: number;
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

/**
 * The OCR pool (decision 0031): one child (recognition takes a core for seconds), two waiting scans, 45 s per CV and
 * 20 s per page, a 700 MB resident-set cap (Tesseract's WebAssembly memory, three language models and a page image).
 */
export const DEFAULT_OCR_READER_LIMITS: ResumeReaderLimits & { ocr: OcrLimits } = {
  ...DEFAULT_RESUME_READER_LIMITS,
  concurrency: 1,
  queueMax: 2,
  timeoutMs: 45_000,
  pageTimeoutMs: 20_000,
  memoryMb: 700,
  heapMb: 256,
  recycleMb: 450,
  jobsPerChild: 20,
  // The pre-scan's page cap stays that of text PDFs; OCR reads at most `ocr.maxPages` (else SCAN_TOO_LARGE).
  ocr: DEFAULT_OCR_LIMITS,
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
  /** OCR children only. */
  ocr?: OcrLimits;
}

/** What a child answers. */
export type ReaderReply =
  | { id: number; facts: ResumeFactsInput; layout: ResumeLayout; source: ReadingSource; text?: ResumeText }
  | { id: number; error: PrescanFailure | 'SCAN_TOO_LARGE'; detail: string };

/** Where the text came from: the PDF's text layer, or OCR of a scan's page images. */
export type ReadingSource = 'text' | 'ocr';

export interface ResumeReading {
  facts: ResumeFactsInput;
  layout: ResumeLayout;
  source: ReadingSource;
  text?: ResumeText;
}

export interface ResumeReader {
  read(bytes: Uint8Array, options: { now: YearMonth; withText?: boolean }): Promise<ResumeReading>;
  /** Starts a child ahead of the first upload (pdf.js takes a moment to load). */
  warm(): void;
  close(): Promise<void>;
  readonly stats: {
    running: number;
    queued: number;
    children: number;
    childRssBytes: number;
    /** Of `children`, those of the OCR pool. */
    ocrChildren?: number;
  };
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

/**
 * The reader: text PDFs in the text pool; a file the text pool finds without text goes to the OCR pool (unless
 * `ocr` is false).
 */
export function createResumeReader(
  overrides: Partial<ResumeReaderLimits> = {},
  ocrOverrides: Partial<ResumeReaderLimits & { ocr: OcrLimits }> | false = {},
): ResumeReader {
  const text = createPool('text', { ...DEFAULT_RESUME_READER_LIMITS, ...overrides });
  const scans =
    ocrOverrides === false ? null : createPool('ocr', { ...DEFAULT_OCR_READER_LIMITS, ...ocrOverrides });
  return {
    async read(bytes, options) {
      try {
        return await text.read(bytes, options);
      } catch (error) {
        if (!scans || !(error instanceof ResumeReaderError) || error.code !== 'NO_TEXT') throw error;
        return scans.read(bytes, options);
      }
    },
    warm() {
      text.warm();
    },
    async close() {
      await Promise.all([text.close(), scans?.close()]);
    },
    get stats() {
      const one = text.stats;
      const two = scans?.stats ?? { running: 0, queued: 0, children: 0, childRssBytes: 0 };
      return {
        running: one.running + two.running,
        queued: one.queued + two.queued,
        children: one.children + two.children,
        childRssBytes: one.childRssBytes + two.childRssBytes,
        ocrChildren: two.children,
      };
    },
  };
}

function createPool(mode: ReadingSource, limits: ResumeReaderLimits & { ocr?: OcrLimits }): ResumeReader {
  const entry = childEntry();
  const slots: Slot[] = [];
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;

  const spawn = (): Slot => {
    const child = fork(entry.path, mode === 'ocr' ? ['ocr'] : [], {
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
    let pageTimer: NodeJS.Timeout | undefined;
    let watch: NodeJS.Timeout | undefined;
    // Over a cap, a scan is SCAN_TOO_LARGE (the person can send fewer or smaller pages); a text PDF TOO_COMPLEX.
    const overCap = mode === 'ocr' ? 'SCAN_TOO_LARGE' : 'TOO_COMPLEX';
    const finish = (outcome: { reading?: ResumeReading; error?: unknown }, healthy: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearTimeout(pageTimer);
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
    const onMessage = (message: ReaderReply | { ready: true } | { id: number; page: number }) => {
      if (!('id' in message) || message.id !== id) return;
      if ('page' in message) {
        // A new page starts: its own time limit.
        clearTimeout(pageTimer);
        if (limits.pageTimeoutMs)
          pageTimer = setTimeout(
            () => finish({ error: new ResumeReaderError(overCap, 'page time') }, false),
            limits.pageTimeoutMs,
          );
      } else if ('error' in message)
        finish({ error: new ResumeReaderError(message.error, message.detail) }, true);
      else
        finish(
          {
            reading: {
              facts: message.facts,
              layout: message.layout,
              source: message.source,
              text: message.text,
            },
          },
          true,
        );
    };
    const onExit = () => finish({ error: new ResumeReaderError(overCap, 'child exited') }, false);
    slot.child.on('message', onMessage);
    slot.child.on('exit', onExit);
    slot.ready.then(
      () => {
        if (settled) return;
        timer = setTimeout(
          () => finish({ error: new ResumeReaderError(overCap, 'time') }, false),
          limits.timeoutMs,
        );
        watch = setInterval(() => {
          const rss = residentBytes(slot.child.pid);
          if (rss !== null && rss > limits.memoryMb * 1024 * 1024)
            finish({ error: new ResumeReaderError(overCap, 'memory') }, false);
        }, limits.watchMs);
        const message: ReaderJob = {
          id,
          bytes: job.bytes,
          now: job.now,
          maxPages: limits.maxPages,
          maxItems: limits.maxItems,
          prescan: limits.prescan,
          withText: job.withText,
          ...(limits.ocr ? { ocr: limits.ocr } : {}),
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
