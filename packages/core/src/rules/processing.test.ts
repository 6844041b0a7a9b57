import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isFinalizing, processingProgress, processingStage, processingStageIndex } from './processing';

describe('processingProgress', () => {
  it('rises 1.5 every full 200 ms', () => {
    expect(processingProgress(0)).toBe(0);
    expect(processingProgress(199)).toBe(0);
    expect(processingProgress(200)).toBe(1.5);
    expect(processingProgress(1000)).toBe(7.5);
    expect(processingProgress(13200)).toBe(99);
  });

  it('stops at 100', () => {
    expect(processingProgress(13400)).toBe(100);
    expect(processingProgress(60_000)).toBe(100);
    expect(processingProgress(-5)).toBe(0);
  });

  it('is monotonic and within 0..100 (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60_000 }), fc.integer({ min: 0, max: 60_000 }), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(processingProgress(lo)).toBeLessThanOrEqual(processingProgress(hi));
        expect(processingProgress(hi)).toBeLessThanOrEqual(100);
        expect(processingProgress(lo)).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('processing stages', () => {
  it('is floor(progress / 100 x 6), clamped to 5', () => {
    expect(processingStageIndex(0)).toBe(0);
    expect(processingStageIndex(16.5)).toBe(0);
    expect(processingStageIndex(16.7)).toBe(1);
    expect(processingStageIndex(50)).toBe(3);
    expect(processingStageIndex(99)).toBe(5);
    expect(processingStageIndex(100)).toBe(5);
    expect(processingStage(100)).toBe('creating-dashboard');
    expect(processingStage(34.5)).toBe('identifying-skill-gaps');
  });

  it('finalizes at 100', () => {
    expect(isFinalizing(99)).toBe(false);
    expect(isFinalizing(100)).toBe(true);
  });

  it('stage never goes back as time passes and stays in 0..5 (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: 0, max: 20_000 }), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const s1 = processingStageIndex(processingProgress(lo));
        const s2 = processingStageIndex(processingProgress(hi));
        expect(s1).toBeLessThanOrEqual(s2);
        expect(s2).toBeLessThanOrEqual(5);
        expect(s2).toBe(Math.min(5, Math.floor((processingProgress(hi) / 100) * 6)));
      }),
    );
  });
});
