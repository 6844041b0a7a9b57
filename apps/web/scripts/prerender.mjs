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
// Vite's manifest (build.manifest): which chunks a page's route module needs. Read, then removed (not served).
const manifestFile = join(dist, '.vite', 'manifest.json');
const viteManifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
rmSync(join(dist, '.vite'), { recursive: true, force: true });

/** modulepreload links for a route module's chunk and its static imports that index.html does not preload yet. */
function preloadLinks(module) {
  if (!module) return '';
  if (!viteManifest[module]) throw new Error(`${module} is not in the build manifest`);
  const files = new Set();
  const visit = (key) => {
    const chunk = viteManifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(module);
  return [...files]
    .filter((file) => !template.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
}

const escapeAttr = (text) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function fill(page, lang, module) {
  let html = template
    .replace('<html lang="en">', `<html lang="${lang}">`)
    .replace('</head>', `${preloadLinks(module)}</head>`);
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
  for (const { path, module } of PRERENDERED_PAGES) {
    const page = await render(path, lang);
    const html = fill(page, lang, module);
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
