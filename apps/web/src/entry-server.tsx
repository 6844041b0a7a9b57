/**
 * Build-time pre-render of the public pages (scripts/prerender.mjs calls `render` for each page and language after
 * `vite build --ssr`). The browser hydrates the HTML (src/main.tsx); docs/decisions/0032.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { PageLanguage } from '@thrive/core/page-language';
import i18n from './lib/i18n';
import { serverPageMeta } from './lib/page-meta';
import { Providers } from './app/providers';
import { routes } from './app/router';

/** The inline script that keeps a tap made before a pre-rendered page's scripts run (decision 0258). */
export { EARLY_TAPS_SCRIPT } from '@thrive/core/early-taps';

/**
 * The pages sent as pre-rendered HTML: the same for every visitor (no session, no stored answers). They load the
 * small public entry (src/public-entry.ts), not the app (docs/decisions/0041).
 */
export const PRERENDERED_PAGES = [
  { path: '/' },
  { path: '/individuals' },
  { path: '/business' },
  { path: '/about' },
  { path: '/terms' },
  { path: '/privacy' },
  { path: '/data-sources' },
] as const;

/**
 * The app's own pages sent as an HTML shell (docs/decisions/0056): the page's first render while the session is
 * unknown (header with the account links held invisible, the login form, the wizard's first step, the dashboard's
 * loading state), painted before the app's script has run. They load the app, which renders the page again (with the
 * visitor's session, answers and analysis) and replaces the shell; nothing personal is in them.
 */
export const APP_SHELLS = [
  // `modules`: the route's lazy modules (router.tsx), preloaded by the shell (keys of Vite's manifest).
  { path: '/login', modules: ['src/features/auth/login-page.tsx'] },
  {
    path: '/onboarding/survey',
    modules: [
      'src/app/query-layout.tsx',
      'src/app/routes/onboarding.tsx',
      'src/features/onboarding/steps/survey-step.tsx',
    ],
  },
  {
    path: '/dashboard',
    modules: [
      'src/app/query-layout.tsx',
      'src/features/dashboard/dashboard-page.tsx',
      'src/features/dashboard/prefetch.ts',
    ],
  },
] as const;

export async function render(path: string, lang: PageLanguage) {
  await i18n.changeLanguage(lang);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`pre-render of ${path} answered with a redirect`);
  if (context.statusCode !== 200) throw new Error(`pre-render of ${path}: status ${context.statusCode}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  delete serverPageMeta.title;
  delete serverPageMeta.description;
  const html = renderToString(
    <StrictMode>
      <Providers>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  );
  return { html, title: serverPageMeta.title, description: serverPageMeta.description };
}
