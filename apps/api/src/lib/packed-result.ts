import { promisify } from 'node:util';
import { gunzip, gzip, gzipSync } from 'node:zlib';
import type { AnalysisResult } from '@thrive/core/contracts/analysis-result';

const gzipAsync = promisify(gzip);
const LEVEL = 6;
const gunzipAsync = promisify(gunzip);

/**
 * A completed result as it is stored (`career_analyses.result_packed`, decision 0059): its JSON, gzip compressed on
 * libuv's thread pool. About a tenth of the jsonb it replaces, so the embedded database (PGlite, on the request
 * thread) parses, compresses and keeps far less per analysis; nothing queries inside a result.
 */
export function packResult(result: AnalysisResult): Promise<Buffer> {
  return gzipAsync(Buffer.from(JSON.stringify(result)), { level: LEVEL });
}

/**
 * The same from the result's JSON, on the calling thread: the engine thread packs what it computed before handing it
 * over. The bytes own their whole memory (never a slice of a shared pool or of a larger block), so they can be moved
 * to another thread as they are, without a copy (decision 0109).
 */
export function packJsonSync(json: string): Uint8Array<ArrayBuffer> {
  const packed = gzipSync(json, { level: LEVEL });
  return packed.byteOffset === 0 && packed.byteLength === packed.buffer.byteLength
    ? new Uint8Array(packed.buffer as ArrayBuffer)
    : new Uint8Array(packed);
}

export async function unpackResult(packed: Uint8Array): Promise<AnalysisResult> {
  return JSON.parse((await gunzipAsync(packed)).toString('utf8')) as AnalysisResult;
}

/** The market data a record carries: the result's own, with its market insights sentence. */
export const marketDataOf = (result: AnalysisResult) => ({
  ...result.marketData,
  insights: result.marketInsights,
});
