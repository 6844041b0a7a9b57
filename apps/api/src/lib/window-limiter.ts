/** A fixed-window counter per key, in memory: `allow(key)` is false once `limit` is reached in the window. */
export function createWindowLimiter(limit: number, windowMs: number, now: () => number = Date.now) {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    allow(key: string): boolean {
      const time = now();
      const current = windows.get(key);
      if (!current || time - current.start >= windowMs) {
        if (windows.size > 10_000) windows.clear();
        windows.set(key, { start: time, count: 1 });
        return true;
      }
      current.count += 1;
      return current.count <= limit;
    },
  };
}
