import '@/lib/zod-config';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { refreshSession } from '@/lib/auth/session';
import i18n, { initialLanguage, keepLanguageCookie } from '@/lib/i18n';
import { ONBOARDING_STORAGE_KEY } from '@/lib/storage-keys';
import { cn, prepareClassMerger } from '@/lib/utils';
import { onPageCommitted, reopenShellMenu, shellMatchesFirstRender, watchShellInput } from './shell';
import { Providers } from './providers';
import { createRouter, routes } from './router';
import { replayEarlyTaps, takeEarlyTaps } from '@/public/early-taps';

/**
 * Starts the whole app in `#root`. A pre-rendered public page (docs/decisions/0032) is hydrated in the language it
 * was served in, then switched to the visitor's own choice if that differs. An app page's shell (decision 0056) stays
 * on screen until the route's modules, its loader and the session are in; then it is hydrated when the app's first
 * render is the shell's HTML (decision 0110: /login, the wizard's first step for a new visitor), else replaced by the
 * page itself in one commit (rendered in a transition, so the main thread is free between slices), so nothing flashes
 * (no spinner, no blank page); what was typed into the shell meanwhile carries over.
 * Other pages render from scratch. `main.tsx` calls it on the app's pages; the public pages' small entry
 * (`public-entry.ts`, decision 0041) calls it only when a visitor needs more than links.
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
    hydrateRoot(container, app(createRouter()));
    if (wanted !== served) void i18n.changeLanguage(wanted);
  } else if (container.dataset.shell) {
    const carryOver = watchShellInput(container);
    const session = refreshSession();
    // The class merger builds its tables at its first call (tailwind-merge, 6-15 ms on this machine): in a task of its
    // own while the session and the route load, not in the first slice of the render (decision 0226); its
    // configuration in the task before, so neither task is long (decision 0234).
    setTimeout(prepareClassMerger, 0);
    setTimeout(() => cn('p-1', 'p-2'), 0);
    // The shell is on screen and nothing of the app is: the router (which matches the route and starts its lazy
    // modules and loader) is made in a task of its own, not at the end of the one that evaluated the app's modules,
    // so neither blocks the page for long (decision 0079).
    await new Promise((resolve) => setTimeout(resolve, 0));
    const router = createRouter();
    await Promise.all([
      new Promise<void>((resolve) => {
        if (router.state.initialized) return resolve();
        const stop = router.subscribe((state) => {
          if (!state.initialized) return;
          stop();
          resolve();
        });
      }),
      session,
    ]);
    const replaced = () => {
      // e2e `hydrated()` waits for this: the page's controls are React's from here on (the shell's small script,
      // decision 0078, stops listening once it is gone, so it must go before the menu is opened for React).
      delete container.dataset.shell;
      reopenShellMenu(container);
      // Taps the shell's small script did not take (it never ran: a failed request) go to the app (decision 0258).
      replayEarlyTaps(document, takeEarlyTaps(window));
    };
    // The page's own first commit, not the root's: hydration reaches the page (in the site layout's Suspense
    // boundary) in a pass after the header. What was typed goes in once the page's effects have run: a form's
    // watchers (react-hook-form's `useWatch`) subscribe in effects and would not hear it in the commit itself.
    onPageCommitted(replaced, carryOver);
    const page = app(router);
    const hydrate = shellMatchesFirstRender({
      container,
      pathname: window.location.pathname,
      search: window.location.search,
      language: i18n.language,
      signedIn: (await session) !== null,
      stored: (key) => {
        try {
          return localStorage.getItem(key);
        } catch {
          return null;
        }
      },
      onboardingKey: ONBOARDING_STORAGE_KEY,
    });
    // Hydrated when the app's first render is the shell (decision 0110): React keeps the shell's elements and only
    // attaches to them, instead of building the page again and swapping it in (layout of the whole page). Both in a
    // transition, so the work is cut in slices with the main thread free between them.
    if (hydrate) startTransition(() => void hydrateRoot(container, page));
    else startTransition(() => createRoot(container).render(page));
  } else {
    createRoot(container).render(app(createRouter()));
  }
  keepLanguageCookie();
}

function app(router: ReturnType<typeof createRouter>) {
  return (
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
}
