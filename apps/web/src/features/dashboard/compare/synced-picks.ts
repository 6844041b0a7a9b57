import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { SessionUser } from '@/lib/auth/session';
import { ApiRequestError } from '@/lib/api/http';
import { queryKeys } from '@/lib/query-keys';
import { fetchComparedCities, saveComparedCities, type KeptComparedCities } from '../api';
import {
  markComparedCitiesSaved,
  readLocalPicks,
  samePair,
  useLocalPicks,
  usablePair,
  writeComparedCities,
  type LocalPicks,
  type Pair,
} from './compared-cities';

/**
 * The compared cities follow the account (decision 0101). A guest keeps them in this browser only. For a person with an
 * account the server's picks are shown once read, except for a pick made here that the server does not have yet
 * (`unsaved`); a pick is written here first, then saved; and when the server has none for the analysis, this browser's
 * (made before signing in or registering) is carried into the account. A failed read or save keeps this browser's
 * picks on screen and says so in the person's language (`SyncProblem`).
 */
const STALE_MS = 30_000;

/** Whose picks the server keeps: a signed-in person with an account, for an analysis. */
export function keptByAccount(user: SessionUser | null | undefined, analysisId: string | null | undefined) {
  return !!user && !user.isAnonymous && !!analysisId;
}

/** The picks to show: this browser's unsaved pick, else the account's, else this browser's (pure). */
export function resolvePicks(local: LocalPicks | null, kept: KeptComparedCities | undefined): Pair | null {
  if (local?.unsaved) return local.cities;
  return kept?.cities ?? local?.cities ?? null;
}

export type SyncProblem = { kind: 'load' | 'save'; reason: 'offline' | 'session' | 'other' };

function reasonOf(error: unknown): SyncProblem['reason'] {
  if (error instanceof ApiRequestError && error.status === 0) return 'offline';
  if (error instanceof ApiRequestError && error.status === 401) return 'session';
  return 'other';
}

/** The compared pair of an analysis with its account sync: the picks when usable (`known`), else the defaults. */
export function useSyncedPicks(
  analysisId: string | null | undefined,
  user: SessionUser | null | undefined,
  defaults: Pair,
  known: (id: string) => boolean,
) {
  const queryClient = useQueryClient();
  const local = useLocalPicks(analysisId);
  const account = keptByAccount(user, analysisId);
  const key = queryKeys.comparedCities(user?.id ?? null, analysisId ?? '');
  const read = useQuery({
    queryKey: key,
    queryFn: () => fetchComparedCities(analysisId!),
    enabled: account,
    staleTime: STALE_MS,
    retry: false,
  });
  const save = useMutation({
    // One analysis' saves in order: a quick second pick is never overtaken by the first.
    scope: { id: `compared-cities:${analysisId ?? ''}` },
    mutationFn: (pair: Pair) => saveComparedCities(analysisId!, pair),
    onSuccess: (kept, pair) => {
      queryClient.setQueryData(key, kept);
      markComparedCitiesSaved(analysisId!, pair);
    },
  });

  // Once the account's answer is in: carry this browser's picks into it when it has none, send an unsaved pick
  // again (once per page), or take the account's picks as this browser's copy.
  const sent = useRef<string | null>(null);
  const kept = read.data;
  const { mutate } = save;
  useEffect(() => {
    if (!account || !read.isSuccess || !analysisId) return;
    const here = readLocalPicks(analysisId);
    if (here && (here.unsaved || kept === null)) {
      const sending = `${analysisId}:${here.cities.join(',')}`;
      if (sent.current === sending) return;
      sent.current = sending;
      mutate(here.cities);
    } else if (kept && (!here || !samePair(here.cities, kept.cities))) {
      writeComparedCities(analysisId, kept.cities);
    }
  }, [account, read.isSuccess, kept, analysisId, mutate]);

  const picked = usablePair(account ? resolvePicks(local, kept) : (local?.cities ?? null), known);
  const [a, b] = picked ?? defaults;
  const set = (next: Pair) => {
    writeComparedCities(analysisId, next, { unsaved: account });
    if (account) {
      sent.current = `${analysisId}:${next.join(',')}`;
      mutate(next);
    }
  };
  const problem: SyncProblem | null = !account
    ? null
    : save.isError && !save.isPending
      ? { kind: 'save', reason: reasonOf(save.error) }
      : read.isError
        ? { kind: 'load', reason: reasonOf(read.error) }
        : null;
  const retry = () => {
    const here = readLocalPicks(analysisId);
    if (problem?.kind === 'save' && here) mutate(here.cities);
    else void read.refetch();
  };
  return { a, b, picked: picked !== null, set, problem, retry };
}

/** The picks to export, read when the person exports: the account's (fetched if not in the cache) and this browser's. */
export async function exportedPicks(
  analysisId: string | null | undefined,
  user: SessionUser | null | undefined,
  queryClient: QueryClient,
  known: (id: string) => boolean,
): Promise<Pair | null> {
  const local = readLocalPicks(analysisId);
  if (!keptByAccount(user, analysisId)) return usablePair(local?.cities ?? null, known);
  let kept: KeptComparedCities | undefined;
  try {
    kept = await queryClient.fetchQuery({
      queryKey: queryKeys.comparedCities(user!.id, analysisId!),
      queryFn: () => fetchComparedCities(analysisId!),
      staleTime: STALE_MS,
      retry: false,
    });
  } catch {
    kept = undefined;
  }
  return usablePair(resolvePicks(local, kept), known);
}
