import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FirstScreenInput, FirstScreenRenderer } from '../src/routes/dashboard-first-screen';
import { client, registeredUser, type Client } from './auth-client';
import { createAnalysisTestApp, sampleAnswers, sampleRequest } from './analysis-helpers';

type Ctx = Awaited<ReturnType<typeof createAnalysisTestApp>>;
const GENERATE = '/api/functions/generate-career-analysis';
const LOADING = '<div role="status">Loading your dashboard</div>';

// The built web app as far as the server reads it: index.html and the /dashboard shell in both languages.
const dir = mkdtempSync(join(tmpdir(), 'thrive-first-screen-'));
writeFileSync(join(dir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
const pages: { path: string; lang: string; file: string; shell: boolean }[] = [];
for (const lang of ['en', 'nl']) {
  mkdirSync(join(dir, 'prerendered', lang), { recursive: true });
  const html = `<!doctype html><html lang="${lang}"><body><div id="root" data-shell="${lang}"><header>Thrive</header><main id="main" tabindex="-1" class="flex-1">${LOADING}</main><footer>${lang}</footer></div></body></html>`;
  const file = join(dir, 'prerendered', lang, 'dashboard.html');
  writeFileSync(file, html);
  writeFileSync(`${file}.br`, brotliCompressSync(html));
  writeFileSync(`${file}.gz`, gzipSync(html));
  pages.push({ path: '/dashboard', lang, file: `${lang}/dashboard.html`, shell: true });
}
writeFileSync(join(dir, 'prerendered', 'manifest.json'), JSON.stringify({ languages: ['en', 'nl'], pages }));

/**
 * Stands in for the web's renderer (apps/web/src/entry-first-screen.tsx, tested there with the real components and
 * hostile text): writes out, escaped, whose data it was given, so the test sees exactly what reached it.
 */
const seen: FirstScreenInput[] = [];
const escape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const renderer: FirstScreenRenderer = (input) => {
  seen.push(input);
  const analysis = (input.latest as { analysis: { id: string; analysisResult: { marketInsights: string } } })
    .analysis;
  const answers = input.answers as { personalInfo?: { firstName?: string } } | null;
  if (answers?.personalInfo?.firstName === 'Crash') throw new Error('a render that fails');
  return `<section data-first-screen data-lang="${input.lang}" data-analysis="${analysis.id}" data-user="${escape(input.user.id)}"><p>${escape(analysis.analysisResult.marketInsights)}</p><p>${escape(answers?.personalInfo?.firstName ?? '')}</p></section>`;
};

describe("the dashboard's shell with the person's own first screen (decision 0065)", () => {
  let ctx: Ctx;
  beforeAll(async () => {
    // A budget no test machine reaches: the screen is asserted on, not how fast it comes.
    ctx = await createAnalysisTestApp(
      {},
      {},
      { staticDir: dir, firstScreen: { renderer, budgetMs: 120_000 } },
    );
  });
  afterAll(() => ctx.close());

  /** A person with saved answers (this first name) and a completed analysis, made through the API. */
  async function personWithAnalysis(firstName: string, c: Client) {
    const answers = { ...sampleAnswers, personalInfo: { firstName, lastName: '', email: '' } };
    expect((await c.put('/api/me/onboarding', { answers })).status).toBe(200);
    const made = await c.post(GENERATE, {
      onboardingData: sampleRequest({ salaryRange: 40000 + firstName.length }),
    });
    expect(made.json.analysis.status).toBe('completed');
    const session = await c.get('/api/auth/get-session');
    return { c, id: made.json.analysis.id as string, userId: session.json.user.id as string };
  }
  async function anonymous() {
    const c = client(ctx as never);
    expect((await c.post('/api/auth/sign-in/anonymous', {})).status).toBe(200);
    return c;
  }

  it("holds only the person's own analysis and answers, whoever else asks at the same time", async () => {
    const alice = await personWithAnalysis(
      'Alice',
      (await registeredUser(ctx as never, { firstName: 'Alice' })).client,
    );
    const bob = await personWithAnalysis('Bob', await anonymous());
    // Interleaved, several times each: every answer is its own person's.
    const asks = [alice, bob, alice, bob, bob, alice].map(async (person) => ({
      person,
      page: await person.c.get('/dashboard', { 'accept-language': 'en' }),
    }));
    for (const { person, page } of await Promise.all(asks)) {
      const other = person === alice ? bob : alice;
      expect(page.status).toBe(200);
      expect(page.text).toContain(`data-analysis="${person.id}" data-user="${person.userId}"`);
      expect(page.text).toContain(`<p>${person === alice ? 'Alice' : 'Bob'}</p>`);
      expect(page.text).not.toContain(other.id);
      expect(page.text).not.toContain(other.userId);
      expect(page.text).not.toContain(`<p>${other === alice ? 'Alice' : 'Bob'}</p>`);
      expect(page.text).not.toContain(LOADING);
      // In the shell's <main>, between its header and footer.
      expect(page.text).toMatch(/<header>Thrive<\/header><main id="main"[^>]*><section data-first-screen/);
      expect(page.text).toContain('</section></main><footer>en</footer>');
      expect(page.headers.get('cache-control')).toBe('private, no-cache');
      expect(page.headers.get('vary')).toContain('Cookie');
    }
    // The headline is the one the app's own read gets.
    const read = await alice.c.get('/api/analyses/latest?view=first&lang=en');
    const page = await alice.c.get('/dashboard', { 'accept-language': 'en' });
    expect(page.text).toContain(`<p>${escape(read.json.analysis.analysisResult.marketInsights)}</p>`);
  });

  it("is in the person's language, and the plain shell for the printable report", async () => {
    const person = await personWithAnalysis('Noor', await anonymous());
    const dutch = await person.c.get('/dashboard', { 'accept-language': 'nl-NL,nl;q=0.9' });
    expect(dutch.headers.get('content-language')).toBe('nl');
    expect(dutch.text).toContain('data-lang="nl"');
    const read = await person.c.get('/api/analyses/latest?view=first&lang=nl');
    expect(dutch.text).toContain(`<p>${escape(read.json.analysis.analysisResult.marketInsights)}</p>`);
    expect(dutch.text).toContain('<footer>nl</footer>');
    const report = await person.c.get('/dashboard?print=report');
    expect(report.text).toContain(LOADING);
    expect(report.text).not.toContain('data-first-screen');
  });

  it('is the plain shell without a session, without a completed analysis, or when the render fails', async () => {
    const nobody = await ctx.app.request('/dashboard');
    expect(nobody.status).toBe(200);
    expect(nobody.headers.get('cache-control')).toBe('no-cache');
    expect(await nobody.text()).toContain(LOADING);
    const forged = await ctx.app.request('/dashboard', {
      headers: { cookie: 'thrive.session_token=forged.value; thrive.session_data=forged' },
    });
    expect(await forged.text()).toContain(LOADING);

    const before = seen.length;
    const fresh = await anonymous();
    const empty = await fresh.get('/dashboard');
    expect(empty.status).toBe(200);
    expect(empty.text).toContain(LOADING);
    expect(seen.length).toBe(before);

    const crash = await personWithAnalysis('Crash', await anonymous());
    const failed = await crash.c.get('/dashboard');
    expect(failed.status).toBe(200);
    expect(failed.text).toContain(LOADING);
    expect(failed.text).not.toContain(crash.id);
  });
});
