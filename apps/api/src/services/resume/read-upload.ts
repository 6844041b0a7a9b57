import { Buffer } from 'node:buffer';
import { resumeError } from './errors';

/** The spec's cap: 10 MB (10 × 1024 × 1024 bytes). */
export const MAX_RESUME_BYTES = 10 * 1024 * 1024;
/** Room for the multipart envelope around the file (boundaries, part headers, small fields). */
const ENVELOPE_BYTES = 64 * 1024;

/**
 * Reads the multipart field `file` of an upload, enforcing the size cap while the body streams in: a declared
 * Content-Length over the cap is refused before reading, and reading stops (and the stream is cancelled) as soon as
 * the running total passes it. Nothing is written to disk.
 */
export async function readResumeUpload(request: Request, maxBytes = MAX_RESUME_BYTES): Promise<Uint8Array> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw resumeError('NO_FILE');
  const limit = maxBytes + ENVELOPE_BYTES;
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > limit) throw resumeError('FILE_TOO_LARGE');
  if (!request.body) throw resumeError('NO_FILE');

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    while (true) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limit) {
        await reader.cancel().catch(() => undefined);
        throw resumeError('FILE_TOO_LARGE');
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof Error && 'code' in error && (error as { code: string }).code === 'FILE_TOO_LARGE')
      throw error;
    throw resumeError('BAD_UPLOAD');
  } finally {
    reader.releaseLock();
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  chunks.length = 0;

  const boundary = BOUNDARY.exec(contentType);
  const token = boundary?.[1] ?? boundary?.[2];
  if (!token || token.length > 200) throw resumeError('BAD_UPLOAD');
  const file = filePart(Buffer.from(body.buffer, body.byteOffset, body.byteLength), token);
  if (file === 'BAD') throw resumeError('BAD_UPLOAD');
  if (!file) throw resumeError('NO_FILE');
  if (file.byteLength > maxBytes) throw resumeError('FILE_TOO_LARGE');
  if (file.byteLength === 0) throw resumeError('NOT_PDF');
  // A copy of exactly the file: the body can go, and the reader's child gets the file's bytes only.
  return new Uint8Array(file);
}

const BOUNDARY = /;\s*boundary=(?:"([^"]{1,200})"|([^;\s]{1,200}))/i;
const MAX_PART_HEADERS = 16 * 1024;

/**
 * The bytes of the multipart part named `file` that carries a file name (as a browser sends a file input), found
 * with native byte searches: a 10 MB body is split in milliseconds, never parsed byte by byte on the event loop
 * (issue 13: the generic FormData parser stalled the server for 200+ ms per 10 MB upload). `null` when there is no
 * such part, 'BAD' when the body is not multipart as declared.
 */
function filePart(body: Buffer, boundary: string): Buffer | null | 'BAD' {
  const delimiter = Buffer.from(`--${boundary}`, 'latin1');
  const next = Buffer.from(`\r\n--${boundary}`, 'latin1');
  let at = body.indexOf(delimiter);
  if (at === -1) return 'BAD';
  while (true) {
    at += delimiter.length;
    if (body[at] === 0x2d && body[at + 1] === 0x2d) return null; // '--': the closing delimiter
    const headersStart = body.indexOf('\r\n', at, 'latin1');
    if (headersStart === -1) return 'BAD';
    const headersEnd = body
      .subarray(headersStart, headersStart + MAX_PART_HEADERS)
      .indexOf('\r\n\r\n', 0, 'latin1');
    if (headersEnd === -1) return 'BAD';
    const headers = body.toString('utf8', headersStart + 2, headersStart + headersEnd);
    const contentStart = headersStart + headersEnd + 4;
    const end = body.indexOf(next, contentStart);
    if (end === -1) return 'BAD';
    const disposition = /^content-disposition:([^\r\n]*)$/im.exec(headers)?.[1] ?? '';
    const name = /;\s*name="([^"]*)"/i.exec(disposition)?.[1];
    const hasFileName = /;\s*filename\*?=/i.test(disposition);
    if (name === 'file' && hasFileName) return body.subarray(contentStart, end);
    at = end + 2;
  }
}
