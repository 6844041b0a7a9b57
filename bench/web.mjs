/* global window, document, MutationObserver */
// npm run bench:web — builds, serves the production server (PGlite) on a free port, and prints for each page the
// first-load JavaScript (gzip KB) and the Lighthouse mobile scores beside the targets (issue 19). Pages: the public
// ones, the first wizard step, and the dashboard of an anonymous visitor with a completed analysis (made through the
// API in the browser first). Prints figures; never fails on them.
// Options: --no-build (reuse apps/web/dist and apps/api/dist), --paths=/,/about (pages to measure), --port=4261 (the
// server's port; a free one when absent), --details (also print each page's LCP element, its phases and the scripts
// that took the most main-thread time, the JavaScript Lighthouse found unused and what the browser's issues panel
// reported), --trace=<folder> (save each page's Chromium trace from the Lighthouse run as <folder>/<page>.trace.json,
// to open in the browser's performance panel, and its report as <page>.lhr.json), --runs=3 (Lighthouse runs per page;
// the row is the run with the median performance score, and the line below the table lists every run's score). Below
// the table: the main thread's CPU time per page (decision 0115), which the machine's load barely moves.
import { spawn, execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { mapAnswersToRequest } from '@thrive/core/contracts/analysis-request';
import { sampleAnswers } from '../apps/api/test/sample-answers.ts';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const root = resolve(import.meta.dirname, '..');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const args = process.argv.slice(2);
const paths = (
  args.find((a) => a.startsWith('--paths='))?.slice(8) ??
  '/,/individuals,/business,/about,/login,/onboarding/survey,/dashboard'
).split(',');
const details = args.includes('--details');
const traceDir = args.find((a) => a.startsWith('--trace='))?.slice(8);
const runs = Math.max(1, Number(args.find((a) => a.startsWith('--runs='))?.slice(7)) || 1);
const TARGETS = { js: 90, performance: 95, accessibility: 100, 'best-practices': 95, seo: 95 };
const DASHBOARD = '/dashboard';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

if (!existsSync(CHROME_PATH)) {
  console.log(`bench:web skipped: Chromium not found at ${CHROME_PATH} (set CHROME_PATH).`);
  process.exit(0);
}
if (!args.includes('--no-build')) execSync('npm run build', { cwd: root, stdio: 'inherit' });

const portArg = Number(args.find((a) => a.startsWith('--port='))?.slice(7));
const port =
  portArg > 0
    ? portArg
    : await new Promise((ok, fail) => {
        const server = createServer();
        server.on('error', fail);
        server.listen(0, '127.0.0.1', () => {
          const { port } = server.address();
          server.close(() => ok(port));
        });
      });
const dataDir = mkdtempSync(join(tmpdir(), 'thrive-bench-'));
const serverProcess = spawn(process.execPath, [join(root, 'apps/api/dist/server.mjs')], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    // The browser's origin, so the dashboard's visitor passes the origin check.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    AUTH_SECRET: process.env.AUTH_SECRET ?? randomBytes(32).toString('hex'),
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
const stop = () => {
  serverProcess.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', stop);

// A fresh PGlite data directory runs the migrations first: 45 s and more on a loaded machine.
const deadline = Date.now() + 180_000;
for (;;) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {
    // not up yet
  }
  if (serverProcess.exitCode !== null || Date.now() > deadline) throw new Error('the server did not start');
  await new Promise((r) => setTimeout(r, 200));
}

/**
 * The paths robots.txt keeps search engines out of (the app's own pages: the wizard, the dashboard, the account). Their
 * SEO score misses `is-crawlable` on purpose; the SEO target is for the pages open to search engines.
 */
const disallowed = readFileSync(join(root, 'apps/web/dist/robots.txt'), 'utf8')
  .split('\n')
  .map((line) => /^Disallow:\s*(\S+)/i.exec(line.trim())?.[1])
  .filter(Boolean);
const notForSearch = (path) => disallowed.some((prefix) => path.startsWith(prefix));

/** gzip size of a built asset, as the server sends it (precompressed .gz when present). */
function gzipKb(urlPath) {
  const file = join(root, 'apps/web/dist', urlPath);
  const gz = `${file}.gz`;
  const bytes = existsSync(gz) ? readFileSync(gz).length : gzipSync(readFileSync(file), { level: 9 }).length;
  return bytes / 1024;
}

/**
 * Makes the browser context an anonymous visitor with saved answers and a completed analysis (through the API, from
 * a page that loads no script, so nothing of the app is cached yet).
 */
async function prepareDashboard(context) {
  const mapped = mapAnswersToRequest(sampleAnswers);
  if (!mapped.ok) throw new Error(mapped.code);
  const page = await context.newPage();
  await page.goto(`${base}/api/health`);
  const status = await page.evaluate(
    async ({ answers, request }) => {
      const call = (method, path, body) =>
        fetch(path, {
          method,
          headers: { 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      const signIn = await call('POST', '/api/auth/sign-in/anonymous', {});
      if (!signIn.ok) return `not signed in (${signIn.status})`;
      await call('PUT', '/api/me/onboarding', { answers });
      const made = await call('POST', '/api/functions/generate-career-analysis', { onboardingData: request });
      if (!made.ok) return `not made (${made.status})`;
      const state = {
        answers,
        stepSeconds: [],
        shownMilestones: [],
        resume: { analyzed: false, nameFound: false },
      };
      localStorage.setItem('thrive.onboarding-data', JSON.stringify({ state, version: 1 }));
      for (let i = 0; i < 1500; i++) {
        const body = await (await call('GET', '/api/analyses/latest')).json();
        if (body.analysis && body.analysis.status !== 'pending') return body.analysis.status;
        await new Promise((r) => setTimeout(r, 200));
      }
      return 'pending';
    },
    { answers: sampleAnswers, request: mapped.request },
  );
  await page.close();
  if (status !== 'completed') throw new Error(`the dashboard's analysis is ${status}`);
}

/** JavaScript requested before the page's first h1 was in the document (what the first render needs), and after. */
async function measureJs(browser, path) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
  if (path === DASHBOARD) await prepareDashboard(context);
  await context.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.querySelector('h1')) {
        window.__h1At = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const page = await context.newPage();
  const response = await page.goto(base + path);
  // A pre-rendered page (docs/decisions/0032) has its h1 in the HTML: no script is needed before it paints (the
  // preload scanner still requests the hydration scripts while the head is parsed; they count as "later").
  const h1InHtml = /<div id="root"[^>]*>[\s\S]*<h1[\s>]/.test((await response?.text()) ?? '');
  await page.locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  const { h1At, scripts } = await page.evaluate(() => ({
    h1At: window.__h1At,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ url: new URL(entry.name).pathname, start: entry.startTime })),
  }));
  await context.close();
  const sum = (list) => list.reduce((total, script) => total + gzipKb(script.url), 0);
  if (h1InHtml) return { first: 0, later: sum(scripts), h1InHtml };
  return {
    first: sum(scripts.filter((s) => s.start <= h1At)),
    later: sum(scripts.filter((s) => s.start > h1At)),
    h1InHtml,
  };
}

const browser = await chromium.launch({
  executablePath: CHROME_PATH,
  headless: true,
  args: chromeFlags.slice(1),
});
const js = {};
for (const path of paths) js[path] = await measureJs(browser, path);
await browser.close();

const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags });
const scores = {};
const runLighthouse = (path) =>
  lighthouse(base + path, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    // The dashboard keeps the visitor's cookie and answers (the cache is emptied before instead).
    disableStorageReset: path === DASHBOARD,
  });
/** The LCP element with its phases, and the scripts with the most main-thread time (--details). */
function describe(lhr) {
  if (!lhr) return [];
  const lines = [];
  // The LCP element and its phases (Lighthouse 13: the LCP breakdown insight's node and table).
  const walk = (value) => {
    if (!value || typeof value !== 'object') return;
    if (value.type === 'node' && value.snippet) lines.push(`LCP element: ${value.snippet}`.slice(0, 160));
    else if (value.subpart && typeof value.duration === 'number')
      lines.push(`  ${value.label ?? value.subpart}: ${Math.round(value.duration)} ms`);
    for (const child of Array.isArray(value) ? value : Object.values(value)) walk(child);
  };
  walk(lhr.audits['lcp-breakdown-insight']?.details);
  const bootup = lhr.audits['bootup-time']?.details?.items ?? [];
  for (const item of bootup.slice(0, 6)) {
    lines.push(
      `script ${String(item.url).replace(base, '')}: ${Math.round(item.total)} ms (eval ${Math.round(item.scripting)}, parse ${Math.round(item.scriptParseCompile)})`,
    );
  }
  // The longest main-thread tasks (what total blocking time is made of), with the script each is attributed to.
  const longTasks = lhr.audits['long-tasks']?.details?.items ?? [];
  lines.push(
    `long tasks: ${longTasks
      .slice(0, 10)
      .map(
        (t) =>
          `${String(t.url).replace(base, '') || '-'} @${Math.round(t.startTime)} ${Math.round(t.duration)} ms`,
      )
      .join(', ')}`,
  );
  const work = lhr.audits['mainthread-work-breakdown']?.details?.items ?? [];
  lines.push(`main thread: ${work.map((w) => `${w.group} ${Math.round(w.duration)} ms`).join(', ')}`);
  // JavaScript loaded but not run before the page settled (what could load later), by script.
  const unused = lhr.audits['unused-javascript']?.details?.items ?? [];
  if (unused.length)
    lines.push(
      `unused JS: ${unused
        .slice(0, 6)
        .map(
          (u) =>
            `${String(u.url).replace(base, '')} ${Math.round(u.wastedBytes / 1024)} of ${Math.round(u.totalBytes / 1024)} KB`,
        )
        .join(', ')}`,
    );
  // What the browser's issues panel reported (the best-practices audit `inspector-issues`).
  for (const issue of lhr.audits['inspector-issues']?.details?.items ?? []) {
    const sub = issue.subItems?.items ?? [];
    lines.push(
      `issue: ${issue.issueType}${sub.length ? `: ${sub.map((i) => i.url ?? JSON.stringify(i)).join(', ')}`.slice(0, 300) : ''}`,
    );
  }
  return lines;
}

/**
 * What the page's main thread spent in CPU time (the trace's thread time of each task), which the machine's load
 * barely changes, unlike the wall-clock durations Lighthouse simulates from (decision 0115): all of it, the part after
 * the first contentful paint, the longest task after it, and an estimate of total blocking time from CPU time alone
 * (each task after FCP slowed four times, as Lighthouse's mobile CPU, less the 50 ms a task may take).
 */
function cpuFigures(trace) {
  const events = trace?.traceEvents ?? [];
  const navigations = events.filter(
    (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'),
  );
  const navigation = navigations.at(-1);
  if (!navigation) return null;
  const onMain = (e) => e.pid === navigation.pid && e.tid === navigation.tid && e.ts >= navigation.ts;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && onMain(e));
  const figures = { total: 0, afterFcp: 0, longest: 0, blocking: 0 };
  for (const task of events) {
    if (task.name !== 'RunTask' || task.ph !== 'X' || !onMain(task)) continue;
    const cpu = (task.tdur ?? task.dur) / 1000;
    figures.total += cpu;
    if (!fcp || task.ts < fcp.ts) continue;
    figures.afterFcp += cpu;
    figures.longest = Math.max(figures.longest, cpu);
    figures.blocking += Math.max(0, 4 * cpu - 50);
  }
  return figures;
}

/** The Lighthouse browser's own profile gets the visitor of prepareDashboard, then an empty HTTP cache. */
async function prepareLighthouseDashboard() {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const context = browser.contexts()[0];
    await prepareDashboard(context);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.close();
  }
}
try {
  // The dashboard last: the other runs reset the browser's storage, which would sign the visitor out.
  for (const path of [...paths.filter((p) => p !== DASHBOARD), ...paths.filter((p) => p === DASHBOARD)]) {
    if (path === DASHBOARD) await prepareLighthouseDashboard();
    // A run can end in a runtime error of Lighthouse's own (NO_NAVSTART: the trace's main frame has no navigation
    // start, seen on the first run in a fresh browser and at high load; decision 0110): such a run is made again, up
    // to twice, and the row says how many were made again.
    const made = [];
    const errors = [];
    while (made.length < runs && errors.length <= 2 * runs) {
      const attempt = await runLighthouse(path);
      if (attempt?.lhr.runtimeError) errors.push(attempt.lhr.runtimeError.code);
      else if (attempt) made.push(attempt);
      if (errors.length > 2 && made.length === 0) break;
    }
    const byScore = [...made].sort(
      (a, b) => (a.lhr.categories.performance?.score ?? 0) - (b.lhr.categories.performance?.score ?? 0),
    );
    const result = byScore[Math.floor((byScore.length - 1) / 2)] ?? null;
    const categories = result?.lhr.categories ?? {};
    scores[path] = Object.fromEntries(
      Object.entries(categories).map(([id, category]) => [id, Math.round((category.score ?? 0) * 100)]),
    );
    const failing = Object.values(result?.lhr.audits ?? {})
      .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary')
      .map((audit) => audit.id);
    if (failing.length) scores[path].failing = failing.join(', ');
    scores[path].lcp = result?.lhr.audits['largest-contentful-paint']?.displayValue;
    scores[path].fcp = result?.lhr.audits['first-contentful-paint']?.displayValue;
    scores[path].tbt = result?.lhr.audits['total-blocking-time']?.displayValue;
    if (!result) scores[path].failing = `runtime error: ${errors.join(', ')}`;
    if (notForSearch(path) && scores[path].failing)
      scores[path].failing = scores[path].failing.replace(
        'is-crawlable',
        'is-crawlable (robots.txt keeps search engines out: intended)',
      );
    scores[path].runs = made.map((r) => Math.round((r.lhr.categories.performance?.score ?? 0) * 100));
    scores[path].cpu = made.map((r) => cpuFigures(r.artifacts?.Trace)).filter(Boolean);
    if (errors.length) scores[path].errors = errors;
    if (details) scores[path].details = describe(result?.lhr);
    if (traceDir && result?.artifacts?.Trace) {
      mkdirSync(traceDir, { recursive: true });
      const name = path.replace(/^\/$/, '/home').slice(1).replaceAll('/', '-');
      writeFileSync(join(traceDir, `${name}.trace.json`), JSON.stringify(result.artifacts.Trace));
      writeFileSync(join(traceDir, `${name}.lhr.json`), JSON.stringify(result.lhr));
    }
  }
} finally {
  await chrome.kill();
}

const pad = (value, width) => String(value).padStart(width);
const { loadavg } = await import('node:os');
console.log(
  `\nbench:web (mobile; JS = gzip KB requested before the h1 renders (0 when the h1 comes in the pre-rendered HTML), + loaded after it; FCP; load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')})`,
);
console.log(
  `targets: home JS <= ${TARGETS.js} KB, performance >= ${TARGETS.performance} (public pages, login, first wizard step, dashboard), accessibility ${TARGETS.accessibility}, best practices >= ${TARGETS['best-practices']}, SEO >= ${TARGETS.seo} (pages open to search engines; * = kept out by robots.txt on purpose, no SEO target)\n`,
);
console.log(
  `${'page'.padEnd(20)}${pad('JS KB', 8)}${pad('+later', 8)}${pad('perf', 6)}${pad('a11y', 6)}${pad('BP', 5)}${pad('SEO', 5)}${pad('FCP', 8)}${pad('LCP', 8)}${pad('TBT', 9)}`,
);
for (const path of paths) {
  const s = scores[path] ?? {};
  console.log(
    `${path.padEnd(20)}${pad(js[path].first.toFixed(1), 8)}${pad(js[path].later.toFixed(1), 8)}${pad(s.performance ?? '-', 6)}${pad(s.accessibility ?? '-', 6)}${pad(s['best-practices'] ?? '-', 5)}${pad(s.seo === undefined ? '-' : `${s.seo}${notForSearch(path) ? '*' : ''}`, 5)}${pad(s.fcp ?? '-', 8)}${pad(s.lcp ?? '-', 8)}${pad(s.tbt ?? '-', 9)}`,
  );
}
for (const path of paths) {
  const s = scores[path] ?? {};
  const notes = [];
  if (runs > 1)
    notes.push(`performance of the ${s.runs?.length ?? 0} runs: ${s.runs?.join(', ') || '-'} (row: median)`);
  if (s.errors?.length) notes.push(`made again after ${s.errors.join(', ')}`);
  if (notes.length) console.log(`  ${path}: ${notes.join('; ')}`);
}
for (const path of paths)
  if (scores[path]?.failing) console.log(`  ${path} audits below 0.9: ${scores[path].failing}`);
// Load-independent figures (CPU time of the main thread's tasks; see cpuFigures), the median of the runs.
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? 0;
console.log(
  '\nmain-thread CPU time (ms, median of the runs; load-independent): all tasks / after FCP / longest after FCP / est. TBT at 4x',
);
for (const path of paths) {
  const cpu = scores[path]?.cpu ?? [];
  if (!cpu.length) continue;
  const row = ['total', 'afterFcp', 'longest', 'blocking'].map((key) =>
    Math.round(median(cpu.map((c) => c[key]))),
  );
  console.log(
    `  ${path.padEnd(20)}${row.map((v) => pad(v, 7)).join('')}   (est. TBT of each run: ${cpu.map((c) => Math.round(c.blocking)).join(', ')})`,
  );
}
for (const path of paths) {
  if (!scores[path]?.details) continue;
  console.log(`\n${path}`);
  for (const line of scores[path].details) console.log(`  ${line}`);
}
process.exit(0);
