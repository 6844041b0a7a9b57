import { describe, expect, it } from 'vitest';
import { cachedRepresentation, makeRepresentation, rememberRepresentation } from './completed-analysis-cache';

describe('kept answers of completed analyses', () => {
  it('keeps the one just read when the bound pushes the oldest out', () => {
    const owner = 'owner-lru';
    rememberRepresentation(owner, 'first', 'summary', makeRepresentation('"1"', { n: 1 }));
    for (let i = 0; i < 511; i++)
      rememberRepresentation(owner, `filler-${i}`, 'summary', makeRepresentation(`"f${i}"`, { i }));
    // Read with strings made afresh, as the Hono route's come from the database.
    expect(cachedRepresentation(owner, ['fir', 'st'].join(''), 'summary')?.etag).toBe('"1"');
    rememberRepresentation(owner, 'newest', 'summary', makeRepresentation('"n"', { n: 2 }));
    expect(cachedRepresentation(owner, 'first', 'summary')?.etag).toBe('"1"');
    expect(cachedRepresentation(owner, 'filler-0', 'summary')).toBeUndefined();
    expect(cachedRepresentation(owner, 'newest', 'summary')?.etag).toBe('"n"');
  });

  it('answers only for the same owner, analysis and view', () => {
    rememberRepresentation('owner-a', 'x', 'full.nl', makeRepresentation('"a"', {}));
    expect(cachedRepresentation('owner-a', 'x', 'full.nl')?.etag).toBe('"a"');
    expect(cachedRepresentation('owner-b', 'x', 'full.nl')).toBeUndefined();
    expect(cachedRepresentation('owner-a', 'x', 'full')).toBeUndefined();
    expect(cachedRepresentation('owner-a:x', 'full.nl', '')).toBeUndefined();
  });
});
