import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import jpeg from 'jpeg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imagePdf } from '../../../bench/resume/scanned/generate';
import { createTestApp } from './app';
import { client, ORIGIN, type Client } from './auth-client';
import { simpleCv, uploadForm } from './resume-fixtures';

/** Scanned CVs read by OCR (issue 18 row 5, decision 0031): a reading, or a typed 4xx, and text PDFs never wait. */
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let visitor: Client;

beforeAll(async () => {
  ctx = await createTestApp();
  visitor = client(ctx);
  const res = await visitor.post('/api/auth/sign-in/anonymous');
  expect(res.status).toBe(200);
});
afterAll(() => ctx?.close());

async function uploadFile(bytes: Uint8Array) {
  const res = await ctx.app.request('/api/functions/analyze-resume', {
    method: 'POST',
    headers: { origin: ORIGIN, cookie: [...visitor.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    body: uploadForm(bytes),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test responses are read loosely
  return { status: res.status, json: (await res.json()) as any };
}

/** A scanned rendering of a third-party CV (bench/resume/scanned: 200 dpi, turned, noisy, no text layer). */
const scannedCv = () =>
  new Uint8Array(readFileSync(resolve(import.meta.dirname, '../../../bench/resume/scanned/even--1.pdf')));

/** A small white JPEG, placed as pages of a scan whose image dictionaries say what the test needs. */
const whiteJpeg = () => jpeg.encode({ data: Buffer.alloc(64 * 64 * 4, 255), width: 64, height: 64 }, 50).data;

describe('scanned CVs (OCR)', () => {
  it('refuses an image whose declared size is a pixel bomb before decoding it, in the person’s words', async () => {
    const bomb = imagePdf([{ jpeg: whiteJpeg(), width: 60_000, height: 60_000 }]);
    const res = await uploadFile(new Uint8Array(bomb));
    expect(res.status).toBe(422);
    expect(res.json.error.code).toBe('PDF_SCAN_TOO_LARGE');
  }, 60_000);

  it('refuses an image whose JPEG frame is a bomb behind a small dictionary (memory cap), and keeps answering', async () => {
    const frame = Buffer.from(whiteJpeg());
    // The JPEG's own frame header (SOF0) says 60,000 x 60,000 pixels; the PDF dictionary says 2,000 x 2,000.
    const sof = frame.indexOf(Buffer.from([0xff, 0xc0]));
    frame.writeUInt16BE(60_000, sof + 5);
    frame.writeUInt16BE(60_000, sof + 7);
    const order: string[] = [];
    const bomb = uploadFile(new Uint8Array(imagePdf([{ jpeg: frame, width: 2000, height: 2000 }]))).then(
      (res) => {
        order.push('bomb');
        return res;
      },
    );
    const health = await ctx.app.request('/api/health');
    order.push('health');
    expect(health.status).toBeLessThan(500);
    const res = await bomb;
    expect(res.status).toBe(422);
    expect(res.json.error.code).toBe('PDF_SCAN_TOO_LARGE');
    expect(order).toEqual(['health', 'bomb']);
  }, 120_000);

  it('refuses a scan with more pages than OCR reads', async () => {
    const page = { jpeg: whiteJpeg(), width: 64, height: 64 };
    const res = await uploadFile(new Uint8Array(imagePdf([page, page, page, page, page])));
    expect(res.status).toBe(422);
    expect(res.json.error.code).toBe('PDF_SCAN_TOO_LARGE');
  }, 60_000);

  it('reads a scanned CV (name, e-mail, marked as OCR) while text CVs and health checks keep being answered', async () => {
    const order: string[] = [];
    const scan = uploadFile(scannedCv()).then((res) => {
      order.push('scan');
      return res;
    });
    const text = uploadFile(await simpleCv()).then((res) => {
      order.push('text');
      return res;
    });
    const health = Promise.resolve(ctx.app.request('/api/health')).then((res) => {
      order.push('health');
      return res;
    });
    const [scanned, read, healthy] = await Promise.all([scan, text, health]);
    expect(scanned.status).toBe(200);
    expect(scanned.json.analysis.read).toBe('ocr');
    expect(scanned.json.analysis.analysis.name.value).toBe('Sanne van den Berg');
    expect(scanned.json.analysis.analysis.email.value).toBe('sanne.vandenberg@example.org');
    // OCR readings are shown as less sure than the same values from a text layer.
    expect(scanned.json.analysis.analysis.name.confidence).toBeLessThanOrEqual(0.85);
    expect(read.status).toBe(200);
    expect(read.json.analysis.read).toBe('text');
    expect(healthy.status).toBeLessThan(500);
    // The text PDF does not queue behind the scan (separate pools).
    expect(order.indexOf('text')).toBeLessThan(order.indexOf('scan'));
  }, 180_000);
});
