import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { isKnownAppPath } from '@thrive/core';
import type { AppEnv } from '../context';
import { createWindowLimiter } from './window-limiter';

/**
 * Serves the built single-page app: hashed assets with long-cache headers (precompressed .br/.gz when present),
 * other files with revalidation, and index.html for every page route. Unknown paths get the app with a 404 status
 * (the app shows its 'Oops! Page not found' page), and are logged without query string, at most 30 a minute.
 */
export function mountSpa(app: Hono<AppEnv>, staticDir: string) {
  const indexFile = resolve(staticDir, 'index.html');
  if (!existsSync(indexFile)) return false;
  const indexHtml = readFileSync(indexFile, 'utf8');
  const root = relative(process.cwd(), staticDir) || '.';
  const notFoundLog = createWindowLimiter(30, 60_000);

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
