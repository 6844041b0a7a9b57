import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createUnitApp } from './unit-app';

const dir = mkdtempSync(join(tmpdir(), 'thrive-spa-'));
mkdirSync(join(dir, 'assets'));
writeFileSync(join(dir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
writeFileSync(join(dir, 'assets/app-abc123.js'), 'console.log(1);'.repeat(200));
writeFileSync(join(dir, 'assets/app-abc123.js.gz'), gzipSync('console.log(1);'.repeat(200)));
writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\n');
// Pre-rendered public pages (apps/web/scripts/prerender.mjs): '/' and '/about' in both languages.
const prerendered = join(dir, 'prerendered');
const pages: { path: string; lang: string; file: string; shell?: boolean }[] = [];
for (const lang of ['en', 'nl']) {
  mkdirSync(join(prerendered, lang), { recursive: true });
  for (const [path, name] of [
    ['/', 'index'],
    ['/about', 'about'],
  ] as const) {
    const html = `<!doctype html><html lang="${lang}"><body><div id="root" data-prerendered="${lang}"><h1>${name} ${lang}</h1></div></body></html>`;
    const file = join(prerendered, lang, `${name}.html`);
    writeFileSync(file, html);
    writeFileSync(`${file}.br`, brotliCompressSync(html));
    writeFileSync(`${file}.gz`, gzipSync(html));
    pages.push({ path, lang, file: `${lang}/${name}.html` });
  }
  // An app page's shell (decision 0056) in a folder of its own, as the wizard's first step is written.
  mkdirSync(join(prerendered, lang, 'onboarding'), { recursive: true });
  const shell = `<!doctype html><html lang="${lang}"><body><div id="root" data-shell="${lang}"><h1>survey ${lang}</h1></div></body></html>`;
  const shellFile = join(prerendered, lang, 'onboarding', 'survey.html');
  writeFileSync(shellFile, shell);
  writeFileSync(`${shellFile}.br`, brotliCompressSync(shell));
  writeFileSync(`${shellFile}.gz`, gzipSync(shell));
  pages.push({ path: '/onboarding/survey', lang, file: `${lang}/onboarding/survey.html`, shell: true });
}
writeFileSync(join(prerendered, 'manifest.json'), JSON.stringify({ languages: ['en', 'nl'], pages }));

const lines: string[] = [];
const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
const app = createUnitApp({ LOG_LEVEL: 'info' }, { staticDir: dir }, logger);

afterAll(() => undefined);

describe('serving the single-page app', () => {
  it('sends a pre-rendered page in the language of the cookie, else of the browser, precompressed', async () => {
    const english = await app.request('/about', { headers: { 'Accept-Language': 'en-US,en' } });
    expect(english.status).toBe(200);
    expect(english.headers.get('content-language')).toBe('en');
    expect(english.headers.get('vary')).toContain('Accept-Language');
    expect(await english.text()).toContain('<h1>about en</h1>');

    const dutch = await app.request('/about/', {
      headers: { 'Accept-Language': 'nl-NL,nl;q=0.9', 'Accept-Encoding': 'gzip, br' },
    });
    expect(dutch.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await dutch.arrayBuffer())).toString()).toContain(
      '<h1>about nl</h1>',
    );

    const saved = await app.request('/', {
      headers: { 'Accept-Language': 'nl', Cookie: 'thrive.language=en' },
    });
    expect(await saved.text()).toContain('<h1>index en</h1>');
    // An app page's shell, by the same rule, with its query string (the wizard's first step from the review).
    const shell = await app.request('/onboarding/survey?from=review', {
      headers: { 'Accept-Language': 'nl' },
    });
    expect(shell.headers.get('content-language')).toBe('nl');
    expect(await shell.text()).toContain('<div id="root" data-shell="nl"><h1>survey nl</h1>');
    // The wizard's other steps get the app's empty page.
    expect(await (await app.request('/onboarding/career-status')).text()).not.toContain('data-shell');
    // A page that is not pre-rendered still gets the empty app.
    expect(await (await app.request('/dashboard')).text()).not.toContain('data-prerendered');
  });

  it('answers a page route with index.html and security headers', async () => {
    const res = await app.request('/dashboard');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers an unknown path with the app and a 404 status, and logs the path without its query', async () => {
    const res = await app.request('/no/such/page?email=someone@example.org');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<div id="root">');
    const logged = lines.find((line) => line.includes('unknown path'));
    expect(logged).toBeDefined();
    expect(logged).toContain('/no/such/page');
    expect(logged).not.toContain('someone@example.org');
  });

  it('serves hashed assets with a year-long immutable cache, precompressed when accepted', async () => {
    const res = await app.request('/assets/app-abc123.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });

  it('serves real files such as robots.txt as they are', async () => {
    const res = await app.request('/robots.txt');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('User-agent');
  });

  it('answers unknown API paths with JSON 404, never the app', async () => {
    const res = await app.request('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No such API endpoint.' } });
  });

  it('refuses an oversized API body with 413 JSON', async () => {
    const res = await app.request('/api/health', {
      method: 'POST',
      body: 'x'.repeat(1024 * 1024 + 10),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('PAYLOAD_TOO_LARGE');
  });
});
