import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { isKnownAppPath } from '@thrive/core';
import { pickPageLanguage, type PageLanguage } from '@thrive/core/page-language';
import type { AppEnv } from '../context';
import { preferredEncoding, type Encoding } from './encoding';
import { createWindowLimiter } from './window-limiter';

interface PrerenderedPage {
  html: Buffer;
  encoded: Record<Encoding, Buffer>;
  /** An app page's shell (decision 0056): its HTML before and after the content of `<main>`, when it has one. */
  main?: { before: string; after: string };
}

/** The path whose shell gets the person's first screen (decision 0065). */
const DASHBOARD = '/dashboard';

/**
 * The dashboard's first screen for the person of a request (decision 0065): the HTML of `<main>`'s content, or null
 * for the plain shell; with the session cookie lines to send along.
 */
export type DashboardFirstScreen = (
  request: Request,
  lang: PageLanguage,
) => Promise<{ html: string | null; setCookie: string[] }>;

/** A shell's HTML split around the content of its one `<main id="main" ...>`, or undefined. */
function splitAtMain(html: string): PrerenderedPage['main'] {
  const open = html.indexOf('<main id="main"');
  if (open < 0 || html.indexOf('<main', open + 1) >= 0) return undefined;
  const contentStart = html.indexOf('>', open) + 1;
  const close = html.indexOf('</main>', contentStart);
  if (contentStart <= 0 || close < 0) return undefined;
  return { before: html.slice(0, contentStart), after: html.slice(close) };
}

/**
 * The public pages pre-rendered at build time (apps/web/scripts/prerender.mjs, docs/decisions/0032), per path and
 * language, with their brotli and gzip forms; empty when the build has none.
 */
function loadPrerendered(staticDir: string): Map<string, Record<PageLanguage, PrerenderedPage>> {
  const dir = resolve(staticDir, 'prerendered');
  const manifestFile = resolve(dir, 'manifest.json');
  const pages = new Map<string, Record<PageLanguage, PrerenderedPage>>();
  if (!existsSync(manifestFile)) return pages;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
    pages: { path: string; lang: PageLanguage; file: string; shell?: boolean }[];
  };
  for (const { path, lang, file, shell } of manifest.pages) {
    const at = resolve(dir, file);
    const html = readFileSync(at);
    const page: PrerenderedPage = {
      html,
      encoded: { br: readFileSync(`${at}.br`), gzip: readFileSync(`${at}.gz`) },
      ...(shell && path === DASHBOARD ? { main: splitAtMain(html.toString('utf8')) } : {}),
    };
    pages.set(path, { ...pages.get(path), [lang]: page } as Record<PageLanguage, PrerenderedPage>);
  }
  for (const [path, byLanguage] of pages) {
    if (!byLanguage.en || !byLanguage.nl) throw new Error(`pre-rendered ${path} lacks a language`);
  }
  return pages;
}

/**
 * Serves the built single-page app: hashed assets with long-cache headers (precompressed .br/.gz when present),
 * other files with revalidation, and index.html for every page route. Unknown paths get the app with a 404 status
 * (the app shows its 'Oops! Page not found' page), and are logged without query string, at most 30 a minute.
 */
export function mountSpa(
  app: Hono<AppEnv>,
  staticDir: string,
  options: { dashboardFirstScreen?: DashboardFirstScreen } = {},
) {
  const indexFile = resolve(staticDir, 'index.html');
  if (!existsSync(indexFile)) return false;
  const indexHtml = readFileSync(indexFile, 'utf8');
  const root = relative(process.cwd(), staticDir) || '.';
  const notFoundLog = createWindowLimiter(30, 60_000);
  const prerendered = loadPrerendered(staticDir);

  // Public pages: the pre-rendered HTML in the visitor's language (saved choice, else the browser's), which the app
  // hydrates. Before the static files, which would answer '/' with the empty index.html.
  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    const path = c.req.path.length > 1 ? c.req.path.replace(/\/+$/, '') : c.req.path;
    const page = prerendered.get(path);
    if (!page) return next();
    const lang = pickPageLanguage(c.req.header('Cookie'), c.req.header('Accept-Language'));
    const { html, encoded, main } = page[lang];
    // The dashboard's shell with the person's own first screen in it (decision 0065); the printable report
    // (`?print=report`) is another page and keeps the plain shell.
    if (
      main &&
      options.dashboardFirstScreen &&
      c.req.method === 'GET' &&
      c.req.query('print') === undefined
    ) {
      const first = await options.dashboardFirstScreen(c.req.raw, lang);
      if (first.html !== null) {
        for (const line of first.setCookie) c.header('Set-Cookie', line, { append: true });
        // Personal: kept by no shared cache, and asked again on every visit. Compressed by the app's middleware.
        c.header('Cache-Control', 'private, no-cache');
        c.header('Vary', 'Cookie, Accept-Language, Accept-Encoding');
        c.header('Content-Language', lang);
        c.header('Content-Type', 'text/html; charset=UTF-8');
        return c.body(`${main.before}${first.html}${main.after}`);
      }
    }
    const encoding = preferredEncoding(c.req.header('Accept-Encoding'));
    c.header('Cache-Control', 'no-cache');
    c.header('Vary', 'Cookie, Accept-Language, Accept-Encoding');
    c.header('Content-Language', lang);
    c.header('Content-Type', 'text/html; charset=UTF-8');
    if (!encoding) return c.body(new Uint8Array(html));
    c.header('Content-Encoding', encoding);
    return c.body(new Uint8Array(encoded[encoding]));
  });

  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use(
    '*',
    serveStatic({
      root,
      precompressed: true,
      onFound: (path, c) => {
        if (!path.includes('/assets/')) c.header('Cache-Control', 'no-cache');
      },
    }),
  );
  app.get('*', (c) => {
    const path = c.req.path;
    if (path.startsWith('/api/') || path === '/api') return c.notFound();
    c.header('Cache-Control', 'no-cache');
    if (isKnownAppPath(path)) return c.html(indexHtml);
    if (notFoundLog.allow('global')) {
      c.var.deps.logger.warn({ reqId: c.var.requestId, path: path.slice(0, 200) }, 'unknown path');
    }
    return c.html(indexHtml, 404);
  });
  return true;
}
