import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { ResumeFacts } from '@thrive/core/contracts/resume-facts';
import type { Db } from '../../db/client';
import { resumeAnalyses } from '../../db/schema/index';
import type { Logger } from '../../lib/logger';
import {
  ResumeReaderError,
  type ResumeReader,
  type ResumeReaderErrorCode,
} from '../../adapters/resume-reader';
import { resumeError, type ResumeErrorCode } from './errors';

const READER_CODES: Record<ResumeReaderErrorCode, ResumeErrorCode> = {
  NOT_PDF: 'NOT_PDF',
  ENCRYPTED: 'PDF_ENCRYPTED',
  DAMAGED: 'PDF_DAMAGED',
  NO_TEXT: 'PDF_NO_TEXT',
  TOO_COMPLEX: 'PDF_TOO_COMPLEX',
  BUSY: 'RESUME_BUSY',
  SCAN_TOO_LARGE: 'PDF_SCAN_TOO_LARGE',
};

export interface AnalyzeResumeDeps {
  db: Db;
  reader: ResumeReader;
  logger: Logger;
  now?: () => Date;
}

/**
 * Reads a CV in the reader's child process (the pre-scan: type, encryption, truncation, page count, decompression
 * budget; pdf.js; the cleaning of the text; the pure reader in @thrive/core), then stores one resume_analyses row for
 * the owner. The server's event loop only passes bytes and facts. The bytes are dropped when this returns; the CV's
 * text is never logged (only outcome codes, sizes and timings).
 */
export async function analyzeResume(deps: AnalyzeResumeDeps, userId: string, bytes: Uint8Array) {
  const started = performance.now();
  const size = bytes.byteLength;
  const fail = (code: ResumeErrorCode, reason: string) => {
    deps.logger.info(
      { outcome: code, reason, bytes: size, ms: Math.round(performance.now() - started) },
      'resume',
    );
    return resumeError(code);
  };

  const today = (deps.now ?? (() => new Date()))();
  let reading;
  try {
    reading = await deps.reader.read(bytes, {
      now: { year: today.getUTCFullYear(), month: today.getUTCMonth() + 1 },
    });
  } catch (error) {
    if (error instanceof ResumeReaderError) throw fail(READER_CODES[error.code], error.detail);
    throw fail('PDF_DAMAGED', 'reader');
  }
  const { facts, layout, source } = reading;
  const analysis = ResumeFacts.parse(facts);
  const [row] = await deps.db
    .insert(resumeAnalyses)
    .values({ id: randomUUID(), userId, analysisResult: analysis })
    .returning({ id: resumeAnalyses.id, createdAt: resumeAnalyses.createdAt });
  deps.logger.info(
    {
      outcome: 'ANALYZED',
      source,
      bytes: size,
      pages: layout.pages,
      multiColumnPages: layout.multiColumnPages,
      found: {
        name: Boolean(analysis.name),
        experience: analysis.experience.length,
        education: analysis.education.length,
        skills: analysis.skills.length,
      },
      ms: Math.round(performance.now() - started),
    },
    'resume',
  );
  // `read`: 'ocr' when the CV was a scan read by OCR (the screen asks to check every value more carefully).
  return { id: row!.id, analysis, createdAt: row!.createdAt.toISOString(), read: source };
}

/** The caller's newest resume analysis, or null. */
export async function getLatestResumeAnalysis(db: Db, userId: string) {
  const [row] = await db
    .select({
      id: resumeAnalyses.id,
      analysisResult: resumeAnalyses.analysisResult,
      createdAt: resumeAnalyses.createdAt,
    })
    .from(resumeAnalyses)
    .where(and(eq(resumeAnalyses.userId, userId)))
    .orderBy(desc(resumeAnalyses.createdAt))
    .limit(1);
  return row
    ? { id: row.id, analysisResult: row.analysisResult, createdAt: row.createdAt.toISOString() }
    : null;
}
