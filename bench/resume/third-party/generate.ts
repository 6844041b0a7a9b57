/**
 * Renders the third-party CV corpus (issue 18): every persona in personas.json (JSON Resume format; Dutch, German
 * and English content) through six JSON Resume themes published on npm, printed to PDF by Chromium. The themes are
 * not project dependencies; install them next to this run, for example in a scratch folder:
 *
 *   npm install --no-save --prefix <dir> jsonresume-theme-even@0.26.1 jsonresume-theme-elegant@1.16.1 \
 *     jsonresume-theme-flat@0.3.7 jsonresume-theme-kendall@0.2.0 jsonresume-theme-macchiato@1.1.0 \
 *     jsonresume-theme-stackoverflow@3.3.0 bootstrap@3.3.7
 *   THEMES_DIR=<dir> CHROMIUM_PATH=/usr/bin/chromium npx tsx bench/resume/third-party/generate.ts
 *
 * Nothing is fetched from the network while printing: the Bootstrap 3 stylesheet some themes link from a CDN is
 * served from the installed `bootstrap` package, every other outside request (web fonts, icon fonts, scripts,
 * avatars) is refused, as an offline browser would. The ground truth is personas.json itself (bench/resume.ts).
 *
 * With CORPUS=new-users it renders bench/resume/new-users/personas.json instead (decision 0085: the cases new users
 * reported, written by the project and printed by the same themes; scored apart from this corpus).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

export const THEMES = ['even', 'elegant', 'flat', 'kendall', 'macchiato', 'stackoverflow'] as const;

const here =
  process.env.CORPUS === 'new-users' ? resolve(import.meta.dirname, '../new-users') : import.meta.dirname;
const themesDir = resolve(process.env.THEMES_DIR ?? '.');
const require = createRequire(pathToFileURL(resolve(themesDir, 'node_modules', 'x.js')));

async function render(theme: string, resume: unknown): Promise<string> {
  const name = `jsonresume-theme-${theme}`;
  const folder = resolve(themesDir, 'node_modules', name);
  const manifest = JSON.parse(readFileSync(resolve(folder, 'package.json'), 'utf8')) as {
    exports?: { '.'?: { import?: { default?: string } } };
  };
  const esm = manifest.exports?.['.']?.import?.default;
  const module = (esm ? await import(pathToFileURL(resolve(folder, esm)).href) : require(name)) as {
    render?: (resume: unknown) => string | Promise<string>;
  };
  const fn = module.render ?? (module as { default?: typeof module }).default?.render;
  if (!fn) throw new Error(`${name} has no render()`);
  return fn(resume);
}

const personas = JSON.parse(readFileSync(resolve(here, 'personas.json'), 'utf8')) as unknown[];
const bootstrapCss = readFileSync(
  resolve(themesDir, 'node_modules', 'bootstrap', 'dist', 'css', 'bootstrap.min.css'),
);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage();
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (/bootstrap(\.min)?\.css/.test(url))
      return route.fulfill({ body: bootstrapCss, contentType: 'text/css' });
    if (url.startsWith('data:') || url === 'about:blank') return route.continue();
    return route.abort();
  });
  for (const theme of THEMES) {
    for (const [index, persona] of personas.entries()) {
      const html = await render(theme, persona);
      await page.setContent(html, { waitUntil: 'load' });
      const pdf = await page.pdf({ format: 'A4', printBackground: true });
      writeFileSync(resolve(here, `${theme}--${index + 1}.pdf`), pdf);
    }
    console.log(`${theme}: ${personas.length} PDFs`);
  }
} finally {
  await browser.close();
}
