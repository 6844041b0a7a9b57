import { QueryClient } from '@tanstack/react-query';
import { onPersonalDataCleared } from './personal-data';

/**
 * One cache for every screen that fetches with react-query (provided by the lazy `app/query-layout.tsx`); a route's
 * loader may fill it before the screen renders (the dashboard, decision 0057).
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
});

// Sign-out forgets every cached answer, analysis and learning record.
onPersonalDataCleared(() => queryClient.clear());
