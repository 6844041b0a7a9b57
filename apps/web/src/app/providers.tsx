import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';

// sonner is not needed to show a page: the toaster loads once the browser is idle after the first render.
// `toast()` from a feature chunk imports the same module, so it shares the toaster's store.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

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
  const [idle, setIdle] = useState(
    // The build-time pre-render (no window) renders marketing pages only: not idle, as in their browser hydration.
    () =>
      typeof window !== 'undefined' &&
      !MARKETING_PATHS.has(window.location.pathname.replace(/\/+$/, '') || '/'),
  );
  useEffect(() => {
    if (idle) return;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => setIdle(true), 1000);
    return () => window.clearTimeout(timer);
  }, [idle]);
  return idle;
}

export function Providers({ children }: { children: ReactNode }) {
  const idle = useWhenIdle();
  // react-query is provided by the lazy `QueryLayout` route (app/query-layout.tsx), not here: the marketing
  // pages do not need it (docs/decisions/0007).
  return (
    <>
      {children}
      {idle && (
        <Suspense fallback={null}>
          <Toaster richColors position="top-center" closeButton />
        </Suspense>
      )}
    </>
  );
}
