import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '@/lib/query-client';

/**
 * A pathless layout route around the screens that use react-query (onboarding, dashboard, account pages).
 * It is loaded with those routes, so the marketing pages do not carry react-query (docs/decisions/0007).
 */
export default function QueryLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
