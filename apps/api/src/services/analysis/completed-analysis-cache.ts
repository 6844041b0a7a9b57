/**
 * Serialised responses of completed analyses, per owner and id. A completed analysis never changes (a retry is a
 * new row), so the dashboard's repeated reads of a large result (about 250 KB of JSON) cost one small indexed query
 * instead of moving, parsing and re-serialising the whole document each time. Bounded (least recently used out);
 * per process, which is fine for immutable rows. Keys carry the owner, so a hit is only ever the owner's own row.
 */
const MAX_ENTRIES = 64;
const MAX_BYTES = 24 * 1024 * 1024;

const entries = new Map<string, string>();
let bytes = 0;

const keyOf = (userId: string, id: string) => `${userId}:${id}`;

export function cachedAnalysisResponse(userId: string, id: string): string | undefined {
  const key = keyOf(userId, id);
  const hit = entries.get(key);
  if (hit !== undefined) {
    entries.delete(key);
    entries.set(key, hit);
  }
  return hit;
}

export function rememberAnalysisResponse(userId: string, id: string, json: string): void {
  if (json.length > MAX_BYTES / 4) return;
  const key = keyOf(userId, id);
  const old = entries.get(key);
  if (old !== undefined) {
    bytes -= old.length;
    entries.delete(key);
  }
  entries.set(key, json);
  bytes += json.length;
  while (entries.size > MAX_ENTRIES || bytes > MAX_BYTES) {
    const [oldest, value] = entries.entries().next().value as [string, string];
    entries.delete(oldest);
    bytes -= value.length;
  }
}
