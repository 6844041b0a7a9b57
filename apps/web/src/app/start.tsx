import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import i18n, { initialLanguage, keepLanguageCookie } from '@/lib/i18n';
import { Providers } from './providers';
import { createRouter, routes } from './router';

/**
 * Starts the whole app in `#root`. A pre-rendered public page (docs/decisions/0032) is hydrated in the language it
 * was served in, then switched to the visitor's own choice if that differs; other pages render from scratch.
 * `main.tsx` calls it on the app's pages; the public pages' small entry (`public-entry.ts`, decision 0041) calls it
 * only when a visitor needs more than links (a form dialog, a signed-in header).
 */
export async function startApp() {
  const container = document.getElementById('root')!;
  const served = container.dataset.prerendered;
  if (served === 'en' || served === 'nl') {
    const wanted = initialLanguage();
    if (i18n.language !== served) await i18n.changeLanguage(served);
    // The page's lazy route modules load before hydrating, so the first render matches the HTML.
    await Promise.all(
      (matchRoutes(routes, window.location) ?? []).map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        const loaded = await route.lazy();
        Object.assign(route, loaded, { lazy: undefined });
      }),
    );
    hydrateRoot(container, app());
    if (wanted !== served) void i18n.changeLanguage(wanted);
  } else {
    createRoot(container).render(app());
  }
  keepLanguageCookie();
}

function app() {
  return (
    <StrictMode>
      <Providers>
        <RouterProvider router={createRouter()} />
      </Providers>
    </StrictMode>
  );
}
