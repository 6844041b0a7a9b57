import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resumeAnalyses } from '../src/db/schema/index';
import { createTestApp } from './app';
import { client, ORIGIN, type Client } from './auth-client';
import {
  badGlyphsPdf,
  deflateBombPdf,
  filterBombPdf,
  pilePdf,
  streamFloodPdf,
  encryptedPdf,
  imageOnlyPdf,
  manyPagesPdf,
  oversizedPdf,
  renamedPng,
  simpleCv,
  truncatedPdf,
  uploadForm,
} from './resume-fixtures';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let visitor: Client;

beforeAll(async () => {
  ctx = await createTestApp();
  visitor = client(ctx);
  const res = await visitor.post('/api/auth/sign-in/anonymous');
  expect(res.status).toBe(200);
});
afterAll(() => ctx?.close());

async function upload(
  who: Client | null,
  body: FormData | Uint8Array | string,
  headers: Record<string, string> = {},
) {
  const h: Record<string, string> = { origin: ORIGIN, ...headers };
  if (who?.jar.size) h.cookie = [...who.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await ctx.app.request('/api/functions/analyze-resume', {
    method: 'POST',
    headers: h,
    body: body as RequestInit['body'],
  });
  return {
    status: res.status,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test responses are read loosely
    json: (await res.json()) as any,
  };
}

const uploadFile = (bytes: Uint8Array, name?: string, type?: string) =>
  upload(visitor, uploadForm(bytes, name, type));

describe('POST /api/functions/analyze-resume', () => {
  it('reads a CV, stores the analysis for the owner and returns it', async () => {
    const res = await uploadFile(await simpleCv());
    expect(res.status).toBe(200);
    const { analysis } = res.json;
    expect(analysis.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(analysis.analysis.name.value).toBe('Sanne de Vries');
    expect(analysis.analysis.email.value).toBe('sanne.devries@example.org');
    expect(analysis.analysis.phone.value).toBe('+31 6 1234 5678');
    expect(analysis.analysis.experience[0].title.value).toBe('Data Analist');
    expect(analysis.analysis.experience[0].company.value).toBe('Globex B.V.');
    expect(analysis.analysis.experience[0].start.value).toBe('2019-09');
    expect(analysis.analysis.experience[0].current.value).toBe(true);
    expect(analysis.analysis.education[0].institution.value).toBe('Universiteit Utrecht');
    expect(analysis.analysis.education[0].level.value).toBe('masters');
    expect(analysis.analysis.languages.map((language: { code: string }) => language.code)).toEqual([
      'nl',
      'en',
      'de',
    ]);

    const latest = await visitor.get('/api/resume-analyses/latest');
    expect(latest.status).toBe(200);
    expect(latest.json.analysis.id).toBe(analysis.id);
    expect(latest.json.analysis.analysisResult.name.value).toBe('Sanne de Vries');
  });

  it('keeps each analysis to its owner', async () => {
    const other = client(ctx);
    await other.post('/api/auth/sign-in/anonymous');
    const latest = await other.get('/api/resume-analyses/latest');
    expect(latest.status).toBe(200);
    expect(latest.json.analysis).toBeNull();
  });

  it('needs a session (signed in or anonymous)', async () => {
    const res = await upload(null, uploadForm(await simpleCv()));
    expect(res.status).toBe(401);
    expect((await client(ctx).get('/api/resume-analyses/latest')).status).toBe(401);
  });

  it('asks for a file when there is none', async () => {
    const res = await upload(visitor, new FormData());
    expect(res.status).toBe(400);
    expect(res.json.error).toEqual({ code: 'NO_FILE', message: 'Please select a file first' });
  });

  // Every hostile input of issue 8: a typed 4xx, never a 500, and the server keeps answering.
  const hostile: [string, () => Promise<Uint8Array> | Uint8Array, number, string, string][] = [
    ['a renamed PNG', renamedPng, 415, 'NOT_PDF', 'Please upload a PDF file only'],
    ['a truncated PDF', truncatedPdf, 422, 'PDF_DAMAGED', 'damaged'],
    ['an encrypted PDF', encryptedPdf, 422, 'PDF_ENCRYPTED', 'password'],
    ['a 2,000-page PDF', () => manyPagesPdf(2000), 422, 'PDF_TOO_COMPLEX', 'too large or complex'],
    [
      'a deflate bomb (300 MB of content in a small file)',
      () => deflateBombPdf(300),
      422,
      'PDF_TOO_COMPLEX',
      'complex',
    ],
    ['an image-only (scanned) PDF', imageOnlyPdf, 422, 'PDF_NO_TEXT', 'scan'],
    ['a file over 10 MB', () => oversizedPdf(), 413, 'FILE_TOO_LARGE', 'File size must be less than 10MB'],
    // Issue 13.
    [
      'a flood of `stream` keywords (8 MB)',
      () => streamFloodPdf(8 * 1024 * 1024),
      422,
      'PDF_DAMAGED',
      'damaged',
    ],
    ...(['array', 'hex-then-flate', 'indirect', 'name-escape', 'far-filter'] as const).map(
      (trick): [string, () => Uint8Array, number, string, string] => [
        `a 256 MB bomb behind the filter spelling "${trick}"`,
        () => filterBombPdf(trick, 256),
        422,
        'PDF_TOO_COMPLEX',
        'complex',
      ],
    ),
  ];
  for (const [what, make, status, code, message] of hostile) {
    it(`refuses ${what} with ${code}`, async () => {
      const bytes = await make();
      const res = await uploadFile(bytes);
      expect(res.status).toBe(status);
      expect(res.json.error.code).toBe(code);
      expect(res.json.error.message).toContain(message);
      const health = await ctx.app.request('/api/health');
      expect(health.status).toBeLessThan(500);
    });
  }

  it('refuses a declared body over the cap before reading it', async () => {
    const res = await upload(visitor, 'x', {
      'content-type': 'multipart/form-data; boundary=abc',
      'content-length': String(20 * 1024 * 1024),
    });
    expect(res.status).toBe(413);
    expect(res.json.error.code).toBe('FILE_TOO_LARGE');
  });

  it('refuses random bytes behind a PDF header as damaged', async () => {
    const junk = new Uint8Array(4096).map((_, index) => (index * 7919) % 251);
    junk.set(Buffer.from('%PDF-1.7\n'));
    junk.set(Buffer.from('\n%%EOF\n'), junk.length - 8);
    const res = await uploadFile(junk);
    expect(res.status).toBe(422);
    expect(res.json.error.code).toBe('PDF_DAMAGED');
  });

  it('stored nothing for refused files', async () => {
    const rows = await ctx.database.db.select({ id: resumeAnalyses.id }).from(resumeAnalyses);
    expect(rows).toHaveLength(1);
  });

  it('reads 5,000 text pieces at one position without a 5xx (issue 13 row 3)', async () => {
    const res = await uploadFile(pilePdf(5000));
    expect(res.status).toBe(200);
    expect(res.json.analysis.analysis.experience).toBeInstanceOf(Array);
  });

  it('stores a CV whose glyphs map to NUL, private-use and lone surrogates, without them (issue 13 row 10)', async () => {
    const res = await uploadFile(badGlyphsPdf());
    expect(res.status).toBe(200);
    const stored = JSON.stringify(res.json.analysis.analysis);
    expect(stored).not.toMatch(/\\u0000|\\ud800|\uE000/i);
    expect(res.json.analysis.analysis.email.value).toBe('sanne.devries@example.org');
    const latest = await visitor.get('/api/resume-analyses/latest');
    expect(latest.json.analysis.id).toBe(res.json.analysis.id);
  });

  it('keeps the 1 MB limit on other API routes', async () => {
    const res = await visitor.post('/api/contact-messages', 'x'.repeat(1024 * 1024 + 10));
    expect(res.status).toBe(413);
  });
});
