import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { HomePage } from '@/features/marketing/home-page';
import { NotFoundPage } from '@/features/marketing/not-found-page';
import { SiteLayout } from './layout/site-layout';
import { RouteError } from './route-error';

/** Every route gets the error element (inside the site layout, so the header stays), recursively. */
function withErrorElement(route: RouteObject): RouteObject {
  const children = route.children?.map(withErrorElement);
  return { ...route, errorElement: <RouteError />, ...(children ? { children } : {}) } as RouteObject;
}

const siteRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  {
    path: 'individuals',
    lazy: () => import('@/features/marketing/individuals-page').then((m) => ({ Component: m.default })),
  },
  {
    path: 'business',
    lazy: () => import('@/features/marketing/business-page').then((m) => ({ Component: m.default })),
  },
  {
    path: 'about',
    lazy: () => import('@/features/marketing/about-page').then((m) => ({ Component: m.default })),
  },
  {
    path: 'terms',
    lazy: () => import('@/features/marketing/legal-page').then((m) => ({ Component: m.TermsPage })),
  },
  {
    path: 'privacy',
    lazy: () => import('@/features/marketing/legal-page').then((m) => ({ Component: m.PrivacyPage })),
  },
  {
    path: 'data-sources',
    lazy: () => import('@/features/data-sources/data-sources-page').then((m) => ({ Component: m.default })),
  },
  {
    // Screens that fetch with react-query go under this lazy layout (docs/decisions/0007).
    lazy: () => import('./query-layout').then((m) => ({ Component: m.default })),
    children: [
      {
        path: 'dashboard',
        // The first screen's reads start with the route's modules, not after them (decision 0057); a direct load
        // of the page's HTML shell waits for them, so the shell goes straight to the results.
        loader: () => {
          // The build-time render of the shell (entry-server.tsx) has no visitor to read for.
          if (typeof document === 'undefined') return null;
          const firstLoad = document.getElementById('root')?.dataset.shell !== undefined;
          return import('@/features/dashboard/prefetch').then((m) => m.prefetchDashboard(firstLoad));
        },
        lazy: () => import('@/features/dashboard/dashboard-page').then((m) => ({ Component: m.default })),
      },
      {
        path: 'onboarding/:step',
        // The step's own screen module loads with the route (decision 0040), so the step shows without a spinner.
        lazy: () =>
          import('./routes/onboarding').then((m) => ({
            Component: m.default,
            loader: ({ params }: LoaderFunctionArgs) => m.loadStepScreen(params.step),
          })),
      },
    ],
  },
  // Accounts (features/auth): lazy, so the marketing pages do not carry forms and validation.
  {
    path: 'login',
    lazy: () => import('@/features/auth/login-page').then((m) => ({ Component: m.default })),
  },
  {
    path: 'register',
    lazy: () => import('@/features/auth/register-page').then((m) => ({ Component: m.default })),
  },
  {
    path: 'forgot-password',
    lazy: () => import('@/features/auth/forgot-password-page').then((m) => ({ Component: m.default })),
  },
  {
    path: 'reset-password',
    lazy: () => import('@/features/auth/reset-password-page').then((m) => ({ Component: m.default })),
  },
  {
    path: 'verify-email',
    lazy: () => import('@/features/auth/verify-email-page').then((m) => ({ Component: m.default })),
  },
  {
    path: 'account/security',
    lazy: () => import('@/features/auth/security-page').then((m) => ({ Component: m.default })),
  },
  {
    path: 'dev/mailbox',
    lazy: () => import('@/features/auth/dev-mailbox-page').then((m) => ({ Component: m.default })),
  },
  { path: '*', element: <NotFoundPage /> },
];

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    errorElement: <RouteError />,
    // A pathless child around every page: an error there renders inside the site layout (header and language).
    children: [{ errorElement: <RouteError />, children: siteRoutes.map(withErrorElement) }],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
