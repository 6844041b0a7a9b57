import { describe, expect, it } from 'vitest';
import { prescanPdf } from '../src/adapters/pdf-prescan';
import * as fixtures from './resume-fixtures';

/** The pre-scan against every hostile file of issues 8 and 13 (one forward pass, one decompression budget). */
describe('prescanPdf', () => {
  it('passes a real CV and counts its page', async () => {
    const result = prescanPdf(await fixtures.simpleCv());
    expect(result).toMatchObject({ ok: true, pages: 1 });
  });

  it('refuses what it refused before (truncated, encrypted, 2,000 pages, image only, not a PDF)', async () => {
    expect(prescanPdf(await fixtures.truncatedPdf())).toMatchObject({ ok: false, code: 'DAMAGED' });
    expect(prescanPdf(fixtures.encryptedPdf())).toMatchObject({ ok: false, code: 'ENCRYPTED' });
    expect(prescanPdf(await fixtures.manyPagesPdf(2000))).toMatchObject({ ok: false, code: 'TOO_COMPLEX' });
    expect(prescanPdf(fixtures.imageOnlyPdf())).toMatchObject({ ok: false, code: 'NO_TEXT' });
    expect(prescanPdf(fixtures.renamedPng())).toMatchObject({ ok: false, code: 'NOT_PDF' });
  });

  it('reads a flood of `stream` keywords in one pass (10 MB: the old scan took hours)', () => {
    const result = prescanPdf(fixtures.streamFloodPdf(10 * 1024 * 1024));
    expect(result).toMatchObject({ ok: false, code: 'DAMAGED' });
  });

  it('reads a flood of /Type /Pages /Count without backtracking', () => {
    const result = prescanPdf(fixtures.pagesCountFloodPdf(4 * 1024 * 1024));
    // The one dictionary declares one page; it has no text.
    expect(result.ok).toBe(false);
  });

  it('stops at maxStreams while reading, not after', () => {
    const result = prescanPdf(fixtures.manyStreamsPdf(60), {
      inflateBudget: 1024 * 1024,
      maxPages: 30,
      maxStreams: 50,
    });
    expect(result).toMatchObject({ ok: false, code: 'TOO_COMPLEX', reason: 'too many streams' });
  });

  it.each(['array', 'hex-then-flate', 'indirect', 'name-escape', 'far-filter'] as const)(
    'charges the filter chain %s to the decompression budget',
    (trick) => {
      const result = prescanPdf(fixtures.filterBombPdf(trick, 64));
      expect(result).toMatchObject({
        ok: false,
        code: 'TOO_COMPLEX',
        reason: 'decompression budget exceeded',
      });
    },
  );

  it('decodes the same filter chains when they are small (text is found behind them)', () => {
    const small = fixtures.filterBombPdf('name-escape', 1);
    // 1 MB of zeros is within the budget; zeros are no text operators.
    expect(prescanPdf(small)).toMatchObject({ ok: false, code: 'NO_TEXT' });
  });

  it('refuses a filter it cannot resolve instead of skipping it', () => {
    const bytes = Buffer.from(fixtures.filterBombPdf('indirect', 1))
      .toString('latin1')
      .replace('5 0 R', '9 0 R');
    expect(prescanPdf(new Uint8Array(Buffer.from(bytes, 'latin1')))).toMatchObject({
      ok: false,
      code: 'TOO_COMPLEX',
    });
  });

  it('passes a pile of text pieces (the reader, not the pre-scan, must cope with it)', () => {
    expect(prescanPdf(fixtures.pilePdf(5000))).toMatchObject({ ok: true, pages: 1 });
  });

  it('refuses nesting deeper than a CV needs', () => {
    const deep = `%PDF-1.7\n1 0 obj\n${'['.repeat(100_000)}\nendobj\n%%EOF\n`;
    expect(prescanPdf(new Uint8Array(Buffer.from(deep, 'latin1')))).toMatchObject({
      ok: false,
      code: 'TOO_COMPLEX',
    });
  });
});
