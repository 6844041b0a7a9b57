// Writes the public pages as HTML at build time, in each language (docs/decisions/0032): runs after
// `vite build` (the app, dist/) and `vite build --ssr --outDir dist-ssr` (the renderers: this one, and the dashboard's
// first screen that the API server renders per person, decision 0065, which is why dist-ssr stays).
// Output: dist/prerendered/<lang><path>.html (+ .br, .gz) and dist/prerendered/manifest.json for the server.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const here = resolve(import.meta.dirname, '..');
const dist = join(here, 'dist');
const ssrDir = join(here, 'dist-ssr');
const { render, PRERENDERED_PAGES, APP_SHELLS, EARLY_TAPS_SCRIPT } = await import(
  pathToFileURL(join(ssrDir, 'entry-server.js')).href
);
const appTemplate = readFileSync(join(dist, 'index.html'), 'utf8');
// Every pre-rendered page (public pages and app shells) carries one inline script first in its head: it keeps a tap
// on the menu button, a dialog's button or the header's language select made before the page's own scripts run, and
// they make it again once wired (decision 0258). The API's CSP allows it by its hash.
const charset = /<meta charset="UTF-8"\s*\/?>/i;
if (!charset.test(appTemplate))
  throw new Error('index.html has no <meta charset> to put the early taps script after');
if (typeof EARLY_TAPS_SCRIPT !== 'string' || EARLY_TAPS_SCRIPT.includes('</script')) {
  throw new Error('entry-server.js exports no usable EARLY_TAPS_SCRIPT');
}
const template = appTemplate.replace(charset, (meta) => `${meta}<script>${EARLY_TAPS_SCRIPT}</script>`);
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
  // Every chunk it needs, imports of imports too (the menu and language chunks it shares with the shells).
  ...[...staticFiles('src/public-entry.ts')]
    .filter((file) => file !== publicEntry.file)
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
].join('');
// The app shells' small script (src/shell-entry.ts, decision 0078): async, so it runs before the app's modules, with
// the few small chunks it imports preloaded; it must never wait for the app's own entry.
const shellEntry = viteManifest['src/shell-entry.ts'];
if (!shellEntry?.isEntry) throw new Error('src/shell-entry.ts is not an entry in the build manifest');
const shellFiles = [...staticFiles('src/shell-entry.ts')];
if (!viteManifest['index.html']?.isEntry) throw new Error('index.html is not an entry in the build manifest');
if (shellFiles.includes(viteManifest['index.html'].file)) {
  throw new Error("src/shell-entry.ts imports the app's entry chunk; it must stay small (decision 0078)");
}
const shellScripts = [
  `<script type="module" async crossorigin src="/${shellEntry.file}"></script>`,
  ...shellFiles
    .filter((file) => file !== shellEntry.file)
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
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

// The app's own pages (/login, the wizard's first step, /dashboard; decision 0056) get an HTML shell: the app's
// template with the stylesheet inlined and the route's lazy chunks preloaded, so the first paint waits for no script
// and the app's modules arrive in one round of requests instead of a chain.
const inTemplate = new Set(
  [...template.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map((m) => m[1]),
);
/** The files a manifest entry needs before it runs: its own and its static imports, transitively. */
function staticFiles(key, seen = new Set()) {
  const chunk = viteManifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest (decision 0056: APP_SHELLS' modules)`);
  if (seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticFiles(imported, seen);
  return seen;
}
/**
 * The strings in `lang` of the namespaces these modules load one language at a time (lib/i18n.ts `loadNamespace`,
 * decision 0115): the JSON modules among the dynamic imports of the modules' chunks, for the shell's language only.
 */
function languageFiles(modules, lang) {
  const keys = new Set();
  for (const key of modules) {
    const seen = new Set();
    const walk = (k) => {
      const chunk = viteManifest[k];
      if (!chunk || seen.has(k)) return;
      seen.add(k);
      for (const dynamic of chunk.dynamicImports ?? [])
        if (dynamic.startsWith(`src/locales/${lang}/`)) keys.add(dynamic);
      for (const imported of chunk.imports ?? []) walk(imported);
    };
    walk(key);
  }
  return [...keys];
}
function shellTemplate(modules, lang) {
  const files = new Set();
  for (const key of [...modules, ...languageFiles(modules, lang)])
    for (const file of staticFiles(key)) files.add(file);
  const preloads = [...files]
    .filter((file) => !inTemplate.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
  return template
    .replace(appScript, (script) => `${shellScripts}${script}${preloads}`)
    .replace(stylesheets[0][0], () => `<style>${inlineCss.replaceAll('</style', '<\\/style')}</style>`);
}

const escapeAttr = (text) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function fill(page, lang, base = publicTemplate, marker = 'data-prerendered') {
  let html = base.replace('<html lang="en">', `<html lang="${lang}">`);
  if (!html.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
  html = html.replace('<div id="root"></div>', `<div id="root" ${marker}="${lang}">${page.html}</div>`);
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
const shellTemplates = new Map(
  LANGUAGES.flatMap((lang) =>
    APP_SHELLS.map((shell) => [`${lang}${shell.path}`, shellTemplate(shell.modules, lang)]),
  ),
);
for (const lang of LANGUAGES) {
  for (const { path } of [...PRERENDERED_PAGES, ...APP_SHELLS]) {
    const page = await render(path, lang);
    const shell = shellTemplates.get(`${lang}${path}`);
    const html = shell ? fill(page, lang, shell, 'data-shell') : fill(page, lang);
    const file = join(out, lang, `${path === '/' ? 'index' : path.slice(1)}.html`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
    pages.push({ path, lang, file: file.slice(out.length + 1), ...(shell ? { shell: true } : {}) });
  }
}
writeFileSync(join(out, 'manifest.json'), `${JSON.stringify({ languages: LANGUAGES, pages }, null, 2)}\n`);
console.log(
  `web: pre-rendered ${pages.length} pages (${PRERENDERED_PAGES.length} public and ${APP_SHELLS.length} app shells x ${LANGUAGES.length} languages)`,
);
