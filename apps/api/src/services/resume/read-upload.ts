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

  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw resumeError('BAD_UPLOAD');
  }
  const file = form.get('file');
  if (!file || typeof file === 'string') throw resumeError('NO_FILE');
  if (file.size > maxBytes) throw resumeError('FILE_TOO_LARGE');
  if (file.size === 0) throw resumeError('NOT_PDF');
  return new Uint8Array(await file.arrayBuffer());
}
