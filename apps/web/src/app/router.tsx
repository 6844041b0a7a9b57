import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { PageSpinner } from '@/components/page-spinner';
import { startFirstScreenReads } from '@/lib/api/first-screen-reads';
import { NotFoundPage } from '@/features/marketing/not-found-page';
import { SiteLayout } from './layout/site-layout';
import { RouteError } from './route-error';

/** Every route gets the error element (inside the site layout, so the header stays), recursively. */
function withErrorElement(route: RouteObject): RouteObject {
  const children = route.children?.map(withErrorElement);
  return { ...route, errorElement: <RouteError />, ...(children ? { children } : {}) } as RouteObject;
}

/** True while an app page's pre-rendered shell (decision 0056) is on screen: its route's chunks are all preloaded. */
const onShell = () =>
  typeof document !== 'undefined' && document.getElementById('root')?.dataset.shell !== undefined;

/**
 * A route's modules in several tasks on the first load of its shell (decision 0093): each of `before` (the contracts
 * zod builds at import, the route's shared modules) is evaluated in a task of its own, the browser getting a turn
 * after each, then `last`. One import would evaluate them all in one task, which the slow mobile CPU Lighthouse
 * simulates turns into a long one. Elsewhere (a navigation in the app, where the chunks may still have to come over
 * the network) `last` loads everything at once, as before.
 */
function inTasks<T>(before: (() => Promise<unknown>)[], last: () => Promise<T>): Promise<T> {
  if (!onShell()) return last();
  const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
  return before
    .reduce<Promise<unknown>>((done, load) => done.then(load).then(nextTask), Promise.resolve())
    .then(last);
}

// On the dashboard's first load (decision 0244): the contracts' enums, the answers' contracts, the saved answers'
// with React Query, the analysis request's contract, the result's, the rest of the API's, then the loader's own module,
// then the page. The first screen's two reads go out as soon as the session is known to have a person
// (`startFirstScreenReads`, started by the loader), not after the last stage, so the stages and the answers wait
// for each other no more; each stage was one task of 12-40 ms before (decisions 0226, 0234).
const dashboardContracts = [
  () => import('@thrive/core/contracts/enums'),
  () => import('@thrive/core/contracts/onboarding'),
  () => import('@/lib/profile'),
  () => import('@thrive/core/contracts/analysis-request'),
  () => import('@thrive/core/contracts/analysis-result'),
  () => import('@thrive/core/contracts/api'),
];

// On the wizard's first load: the contracts' enums, then the answers' contracts, then the saved answers' with React
// Query (the saved-plan gate), then the wizard's store, then the route. The store's stage built all of them in one
// task (33 ms of CPU on this machine, 4x on Lighthouse's phone; decision 0205).
const wizardStages = [
  () => import('@thrive/core/contracts/enums'),
  () => import('@thrive/core/contracts/onboarding'),
  () => import('@/lib/profile'),
  () => import('@/features/onboarding/store'),
];

const siteRoutes: RouteObject[] = [
  {
    // Lazy like every other page (decision 0115): the home page is pre-rendered and needs no app to show, so its
    // components stay out of the app's first chunk that /login, the wizard and the dashboard load.
    index: true,
    lazy: () => import('@/features/marketing/home-page').then((m) => ({ Component: m.HomePage })),
  },
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
          const firstLoad = onShell();
          if (firstLoad) startFirstScreenReads();
          return inTasks(dashboardContracts, () => import('@/features/dashboard/prefetch')).then((m) =>
            m.prefetchDashboard(firstLoad),
          );
        },
        lazy: () =>
          inTasks(
            [...dashboardContracts, () => import('@/features/dashboard/prefetch')],
            () => import('@/features/dashboard/dashboard-page'),
          ).then((m) => ({ Component: m.default })),
      },
      {
        path: 'onboarding/:step',
        // The step's own screen module loads with the route (decision 0040), so the step shows without a spinner.
        lazy: () =>
          inTasks(wizardStages, () => import('./routes/onboarding')).then((m) => ({
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
    // Not pre-rendered, so opened directly its module is still loading when the router starts: a spinner says so
    // (walk finding 36: React Router warned that no HydrateFallback was given).
    HydrateFallback: PageSpinner,
    lazy: () => import('@/features/auth/verify-email-page').then((m) => ({ Component: m.default })),
  },
  {
    path: 'account/security',
    lazy: () => import('@/features/auth/security-page').then((m) => ({ Component: m.default })),
  },
  {
    path: 'dev/mailbox',
    // Not pre-rendered, so opened directly its module is still loading when the router starts: a spinner says so
    // (walk finding 36: React Router warned that no HydrateFallback was given).
    HydrateFallback: PageSpinner,
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
