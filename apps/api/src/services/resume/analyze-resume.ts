import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { ResumeFacts } from '@thrive/core/contracts/resume-facts';
import { parseResume } from '@thrive/core/resume/index';
import type { Db } from '../../db/client';
import { resumeAnalyses } from '../../db/schema/index';
import type { Logger } from '../../lib/logger';
import { prescanPdf, type PrescanFailure } from '../../adapters/pdf-prescan';
import { PdfTextError, type PdfTextExtractor } from '../../adapters/pdf-text';
import { resumeError, type ResumeErrorCode } from './errors';
import { skillTaxonomy } from './skill-lookup';

/** Fewer readable characters than this means there is no real text layer (a scan or a photo). */
const MIN_TEXT_CHARS = 40;

const PRESCAN_CODES: Record<PrescanFailure, ResumeErrorCode> = {
  NOT_PDF: 'NOT_PDF',
  ENCRYPTED: 'PDF_ENCRYPTED',
  DAMAGED: 'PDF_DAMAGED',
  NO_TEXT: 'PDF_NO_TEXT',
  TOO_COMPLEX: 'PDF_TOO_COMPLEX',
};

const EXTRACT_CODES: Record<PdfTextError['code'], ResumeErrorCode> = {
  ENCRYPTED: 'PDF_ENCRYPTED',
  DAMAGED: 'PDF_DAMAGED',
  TOO_COMPLEX: 'PDF_TOO_COMPLEX',
  BUSY: 'RESUME_BUSY',
};

export interface AnalyzeResumeDeps {
  db: Db;
  extractor: PdfTextExtractor;
  logger: Logger;
  now?: () => Date;
}

/**
 * Reads a CV: the pre-scan (type, encryption, truncation, page count, decompression budget), the isolated text
 * extraction, the pure reader in @thrive/core, then one resume_analyses row for the owner. The bytes are dropped
 * when this returns; the CV's text is never logged (only outcome codes, sizes and timings).
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

  const scan = prescanPdf(bytes);
  if (!scan.ok) throw fail(PRESCAN_CODES[scan.code], scan.reason);

  let text;
  try {
    text = await deps.extractor.extract(bytes);
  } catch (error) {
    if (error instanceof PdfTextError) throw fail(EXTRACT_CODES[error.code], error.code);
    throw fail('PDF_DAMAGED', 'extractor');
  }
  const chars = text.pages.reduce(
    (sum, page) => sum + page.items.reduce((count, item) => count + item.str.replace(/\s/g, '').length, 0),
    0,
  );
  if (chars < MIN_TEXT_CHARS) throw fail('PDF_NO_TEXT', 'no text layer');

  const today = (deps.now ?? (() => new Date()))();
  const taxonomy = skillTaxonomy();
  const { facts, layout } = parseResume(text, {
    now: { year: today.getUTCFullYear(), month: today.getUTCMonth() + 1 },
    findSkill: taxonomy.findSkill,
    skillNames: taxonomy.skillNames,
  });
  const analysis = ResumeFacts.parse(facts);
  const [row] = await deps.db
    .insert(resumeAnalyses)
    .values({ id: randomUUID(), userId, analysisResult: analysis })
    .returning({ id: resumeAnalyses.id, createdAt: resumeAnalyses.createdAt });
  deps.logger.info(
    {
      outcome: 'ANALYZED',
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
  return { id: row!.id, analysis, createdAt: row!.createdAt.toISOString() };
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
