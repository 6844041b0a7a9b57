import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import './index.css';
import i18n, { initialLanguage, keepLanguageCookie } from './lib/i18n';
import { Providers } from './app/providers';
import { createRouter, routes } from './app/router';

const container = document.getElementById('root')!;
// Public pages arrive pre-rendered in one language (docs/decisions/0032): hydrate in that language, then switch
// to the visitor's own choice if it differs (a choice saved before the cookie existed).
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

function app() {
  return (
    <StrictMode>
      <Providers>
        <RouterProvider router={createRouter()} />
      </Providers>
    </StrictMode>
  );
}
