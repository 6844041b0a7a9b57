// Writes the public pages as HTML at build time, in each language (docs/decisions/0032): runs after
// `vite build` (the app, dist/) and `vite build --ssr src/entry-server.tsx --outDir dist-ssr` (the renderer).
// Output: dist/prerendered/<lang><path>.html (+ .br, .gz) and dist/prerendered/manifest.json for the server.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const here = resolve(import.meta.dirname, '..');
const dist = join(here, 'dist');
const ssrDir = join(here, 'dist-ssr');
const { render, PRERENDERED_PAGES } = await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href);
const template = readFileSync(join(dist, 'index.html'), 'utf8');
const LANGUAGES = ['en', 'nl'];
// Vite's manifest (build.manifest): the public entry's file and the stylesheet. Read, then removed (not served).
const manifestFile = join(dist, '.vite', 'manifest.json');
const viteManifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
rmSync(join(dist, '.vite'), { recursive: true, force: true });

// The public pages load only the small public entry (src/public-entry.ts, decision 0041), not the app: its script
// replaces the app's script and preloads, and the stylesheet is inlined so nothing blocks the first paint.
const publicEntry = viteManifest['src/public-entry.ts'];
if (!publicEntry?.isEntry) throw new Error('src/public-entry.ts is not an entry in the build manifest');
const publicScripts = [
  `<script type="module" crossorigin src="/${publicEntry.file}"></script>`,
  ...(publicEntry.imports ?? []).map(
    (key) => `<link rel="modulepreload" crossorigin href="/${viteManifest[key].file}">`,
  ),
].join('');
const stylesheets = [...template.matchAll(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g)];
if (stylesheets.length !== 1) throw new Error('index.html should link exactly one stylesheet');
const inlineCss = readFileSync(join(dist, stylesheets[0][1]), 'utf8');
const appScript = /<script type="module" crossorigin src="\/assets\/[^"]+\.js"><\/script>/;
if (!appScript.test(template)) throw new Error('index.html has no app script to replace');
const publicTemplate = template
  .replace(/<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
  .replace(appScript, () => publicScripts)
  .replace(stylesheets[0][0], () => `<style>${inlineCss.replaceAll('</style', '<\\/style')}</style>`);

const escapeAttr = (text) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function fill(page, lang) {
  let html = publicTemplate.replace('<html lang="en">', `<html lang="${lang}">`);
  if (!html.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
  html = html.replace(
    '<div id="root"></div>',
    `<div id="root" data-prerendered="${lang}">${page.html}</div>`,
  );
  if (page.title) {
    html = html
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(page.title)}</title>`)
      .replace(/(<meta property="og:title" content=")[^"]*"/, `$1${escapeAttr(page.title)}"`);
  }
  if (page.description) {
    html = html
      .replace(/(<meta\s+name="description"\s+content=")[^"]*"/, `$1${escapeAttr(page.description)}"`)
      .replace(/(<meta\s+property="og:description"\s+content=")[^"]*"/, `$1${escapeAttr(page.description)}"`);
  }
  return html;
}

const out = join(dist, 'prerendered');
rmSync(out, { recursive: true, force: true });
const pages = [];
for (const lang of LANGUAGES) {
  for (const { path } of PRERENDERED_PAGES) {
    const page = await render(path, lang);
    const html = fill(page, lang);
    const file = join(out, lang, `${path === '/' ? 'index' : path.slice(1)}.html`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
    pages.push({ path, lang, file: file.slice(out.length + 1) });
  }
}
writeFileSync(join(out, 'manifest.json'), `${JSON.stringify({ languages: LANGUAGES, pages }, null, 2)}\n`);
rmSync(ssrDir, { recursive: true, force: true });
console.log(
  `web: pre-rendered ${pages.length} pages (${PRERENDERED_PAGES.length} paths x ${LANGUAGES.length} languages)`,
);
