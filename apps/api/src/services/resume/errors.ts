import { ApiError } from '../../lib/errors';

/**
 * The typed outcomes of a resume upload that are not an analysis. The web app shows its own text per code (en, nl);
 * the messages here are the English fallback.
 */
export const RESUME_ERRORS = {
  NO_FILE: [400, 'Please select a file first'],
  BAD_UPLOAD: [400, 'The upload could not be read. Please try again.'],
  FILE_TOO_LARGE: [413, 'File size must be less than 10MB'],
  NOT_PDF: [415, 'Please upload a PDF file only'],
  PDF_ENCRYPTED: [
    422,
    'This PDF is password-protected. Remove the password (for example, print it to a new PDF) and upload it again.',
  ],
  PDF_DAMAGED: [
    422,
    'This PDF seems to be damaged or incomplete. Please export it again and upload the new file.',
  ],
  PDF_NO_TEXT: [
    422,
    'We could not find any text in this PDF, not even by reading it as a scan. Please export your resume as a PDF from your editor (Word, Google Docs, LaTeX) and upload that.',
  ],
  PDF_TOO_COMPLEX: [
    422,
    'This PDF is too large or complex to analyze (at most 30 pages). Please upload a shorter or simpler export of your resume.',
  ],
  PDF_SCAN_TOO_LARGE: [
    422,
    'This scan is too large to read: at most 4 pages of normal size. Please upload fewer pages, or export your resume as a PDF from your editor.',
  ],
  RESUME_BUSY: [503, 'Many resumes are being analyzed right now. Please try again in a minute.'],
} as const;

export type ResumeErrorCode = keyof typeof RESUME_ERRORS;

export function resumeError(code: ResumeErrorCode): ApiError {
  const [status, message] = RESUME_ERRORS[code];
  return new ApiError(status, code, message);
}
