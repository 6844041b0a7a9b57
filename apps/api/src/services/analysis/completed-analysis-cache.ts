import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Encoding } from '../../lib/encoding';

export type { Encoding };
export { preferredEncoding } from '../../lib/encoding';

/**
 * Ready-to-send answers about completed analyses, per owner, analysis and view (summary, full, one city). A completed
 * analysis never changes (a retry is a new row), so the dashboard's reads cost one small indexed query (which
 * analysis is the newest) instead of fetching, parsing, serialising and compressing the whole document each time
 * (decision 0020). The JSON is kept as bytes; its gzip and brotli forms are made once, when first asked for.
 * Bounded (least recently used out); per process, which is fine for immutable rows. Keys carry the owner, so a hit
 * is only ever the owner's own row.
 */
export interface Representation {
  etag: string;
  json: Buffer;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
  /** The encoded forms that are done (the fast read sends only these; decision 0058). */
  ready: Partial<Record<Encoding, Buffer>>;
  /** When a read last moved it to the recent end (ms). */
  usedAt: number;
}

const MAX_ENTRIES = 512;
const MAX_BYTES = 32 * 1024 * 1024;
/** Smaller bodies go out as they are: compressing them costs more than it saves. */
export const COMPRESS_FROM_BYTES = 1024;

const entries = new Map<string, Representation>();
let bytes = 0;

/**
 * The key of an owner, analysis and view, the same string each time: a new string of about 80 characters is hashed
 * again at every lookup, while the owner, analysis and view strings a repeated read brings are the same objects each
 * time (the remembered user, the kept head, the fast read's view table), whose hashes V8 keeps (decision 0094).
 * Bounded: cleared whole past a few times the entries.
 */
const keys = new Map<string, Map<string, Map<string, string>>>();
let keyCount = 0;
function keyOf(userId: string, id: string, view: string): string {
  let ofUser = keys.get(userId);
  if (ofUser === undefined) {
    if (keyCount > MAX_ENTRIES * 8) {
      keys.clear();
      keyCount = 0;
    }
    keys.set(userId, (ofUser = new Map()));
  }
  let ofAnalysis = ofUser.get(id);
  if (ofAnalysis === undefined) ofUser.set(id, (ofAnalysis = new Map()));
  let key = ofAnalysis.get(view);
  if (key === undefined) {
    ofAnalysis.set(view, (key = `${userId}:${id}:${view}`));
    keyCount++;
  }
  return key;
}

export function cachedRepresentation(userId: string, id: string, view: string): Representation | undefined {
  const key = keyOf(userId, id, view);
  const hit = entries.get(key);
  if (hit !== undefined) {
    // Least recently used out, the use noted at most once a second per entry (a move is a delete and a set).
    const now = Date.now();
    if (hit.usedAt + 1000 < now) {
      hit.usedAt = now;
      entries.delete(key);
      entries.set(key, hit);
    }
  }
  return hit;
}

export function makeRepresentation(etag: string, body: unknown): Representation {
  return { etag, json: Buffer.from(JSON.stringify(body)), encoded: {}, ready: {}, usedAt: 0 };
}

export function rememberRepresentation(userId: string, id: string, view: string, entry: Representation) {
  if (entry.json.length > MAX_BYTES / 8) return;
  const key = keyOf(userId, id, view);
  const old = entries.get(key);
  if (old !== undefined) {
    bytes -= old.json.length;
    entries.delete(key);
  }
  entries.set(key, entry);
  bytes += entry.json.length;
  while (entries.size > MAX_ENTRIES || bytes > MAX_BYTES) {
    const [oldest, value] = entries.entries().next().value as [string, Representation];
    entries.delete(oldest);
    bytes -= value.json.length;
  }
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** The body in `encoding`, compressed off the main thread once and then reused. */
export function encodedBody(entry: Representation, encoding: Encoding): Promise<Buffer> {
  let pending = entry.encoded[encoding];
  if (!pending) {
    pending =
      encoding === 'br'
        ? brotliAsync(entry.json, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 5,
              [constants.BROTLI_PARAM_SIZE_HINT]: entry.json.length,
            },
          })
        : gzipAsync(entry.json, { level: 6 });
    entry.encoded[encoding] = pending;
    // A failed compression is not kept: the next read tries again.
    pending.then(
      (body) => (entry.ready[encoding] = body),
      () => delete entry.encoded[encoding],
    );
  }
  return pending;
}
