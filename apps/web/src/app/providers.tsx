import { lazy, Suspense, useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useInBrowser } from '@/lib/in-browser';

// sonner is not needed to show a page: the toaster loads once the browser is idle after the first render.
// `toast()` from a feature chunk imports the same module, so it shares the toaster's store.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/**
 * sonner's rich colours put its text at about 4.3:1 on its backgrounds (axe color-contrast, serious, while a toast
 * shows); these darker shades keep the look at 4.5:1 or more. Set on the toaster element, they win over its sheet.
 */
const TOAST_COLOURS = {
  '--success-text': '#166534',
  '--error-text': '#991b1b',
  '--info-text': '#1e40af',
  '--warning-text': '#92400e',
} as CSSProperties;

// On the marketing pages the toaster waits for idle time; elsewhere (a direct load of a wizard or dashboard screen
// may toast at once) it mounts straight away so no toast is lost.
const MARKETING_PATHS = new Set([
  '/',
  '/individuals',
  '/business',
  '/about',
  '/terms',
  '/privacy',
  '/data-sources',
]);

function useWhenIdle() {
  // Not in the build-time render nor while React hydrates it (an app page's shell is hydrated too, decision 0110).
  const inBrowser = useInBrowser();
  const appPage = inBrowser && !MARKETING_PATHS.has(window.location.pathname.replace(/\/+$/, '') || '/');
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (idle || appPage) return;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => setIdle(true), 1000);
    return () => window.clearTimeout(timer);
  }, [idle, appPage]);
  return idle || appPage;
}

export function Providers({ children }: { children: ReactNode }) {
  const idle = useWhenIdle();
  const { t } = useTranslation();
  // react-query is provided by the lazy `QueryLayout` route (app/query-layout.tsx), not here: the marketing
  // pages do not need it (docs/decisions/0007).
  return (
    <>
      {children}
      {idle && (
        <Suspense fallback={null}>
          {/* sonner names its region and close buttons in English unless told (walk 0103: "Close toast" in Dutch). */}
          <Toaster
            richColors
            position="top-center"
            closeButton
            style={TOAST_COLOURS}
            containerAriaLabel={t('toasts.region')}
            toastOptions={{ closeButtonAriaLabel: t('toasts.close') }}
          />
        </Suspense>
      )}
    </>
  );
}
