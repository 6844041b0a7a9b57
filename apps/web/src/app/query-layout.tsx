import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { onPersonalDataCleared } from '@/lib/personal-data';

/** One cache for every screen that fetches with react-query. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
});

// Sign-out forgets every cached answer, analysis and learning record.
onPersonalDataCleared(() => queryClient.clear());

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
