import { ResumeUploadResponse } from '@thrive/core/contracts/api';
import { ApiRequestError, apiJson } from '@/lib/api/http';
import { ensureSession } from '@/lib/auth/session';

/** The typed refusals of POST /api/functions/analyze-resume (apps/api services/resume/errors.ts). */
export const RESUME_ERROR_CODES = [
  'NO_FILE',
  'BAD_UPLOAD',
  'FILE_TOO_LARGE',
  'NOT_PDF',
  'PDF_ENCRYPTED',
  'PDF_DAMAGED',
  'PDF_NO_TEXT',
  'PDF_TOO_COMPLEX',
  'PDF_SCAN_TOO_LARGE',
  'RESUME_BUSY',
] as const;
export type ResumeErrorCode = (typeof RESUME_ERROR_CODES)[number];

export const MAX_RESUME_BYTES = 10 * 1024 * 1024;

export type ResumeAnalysis = ResumeUploadResponse['analysis'];

export type AnalyzeOutcome =
  | { ok: true; result: ResumeAnalysis }
  /** A typed refusal (the screen has a message per code), or 'failed' for any other answer. */
  | { ok: false; code: ResumeErrorCode | 'failed' };

/** Browser-side checks before upload (spec section 5): a file, a PDF, at most 10 MB. */
/** What the browser finds wrong with a chosen file before uploading it. */
export type LocalFileProblem = 'NO_FILE' | 'NOT_PDF' | 'EMPTY_FILE' | 'NOT_PDF_INSIDE' | 'FILE_TOO_LARGE';

export async function checkResumeFile(file: File | null): Promise<LocalFileProblem | null> {
  if (!file) return 'NO_FILE';
  const named = /\.pdf$/i.test(file.name) || file.type === 'application/pdf';
  if (!named) return 'NOT_PDF';
  // Named .pdf but unusable: say what is wrong instead of "PDF only" (walk F27).
  if (file.size === 0) return 'EMPTY_FILE';
  if (file.size > MAX_RESUME_BYTES) return 'FILE_TOO_LARGE';
  try {
    const head = new Uint8Array(await file.slice(0, 5).arrayBuffer());
    if (String.fromCharCode(...head) !== '%PDF-') return 'NOT_PDF_INSIDE';
  } catch {
    // Unreadable here: the server checks again.
  }
  return null;
}

/** Uploads the file (multipart field `file`) under the visitor's session, making an anonymous one if needed. */
export async function analyzeResume(file: File): Promise<AnalyzeOutcome> {
  await ensureSession();
  const form = new FormData();
  form.append('file', file, file.name);
  try {
    const body = await apiJson('/api/functions/analyze-resume', {
      method: 'POST',
      body: form,
      schema: ResumeUploadResponse,
    });
    return { ok: true, result: body.analysis };
  } catch (error) {
    // No answer at all (offline): the screen says an error occurred, as for any exception.
    if (!(error instanceof ApiRequestError) || error.status === 0) throw error;
    const code = error.code;
    return {
      ok: false,
      code: (RESUME_ERROR_CODES as readonly string[]).includes(code) ? (code as ResumeErrorCode) : 'failed',
    };
  }
}
