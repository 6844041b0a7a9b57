import { createBrowserRouter, type RouteObject } from 'react-router';
import { HomePage } from '@/features/marketing/home-page';
import { NotFoundPage } from '@/features/marketing/not-found-page';
import { SiteLayout } from './layout/site-layout';

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      { index: true, element: <HomePage /> },
      {
        path: 'onboarding/:step',
        lazy: () => import('./routes/onboarding').then((m) => ({ Component: m.default })),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
