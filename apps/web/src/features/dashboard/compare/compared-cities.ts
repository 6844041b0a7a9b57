import { useCallback, useSyncExternalStore } from 'react';
import { COMPARED_CITIES_STORAGE_KEY } from '@/lib/storage-keys';

/**
 * The two cities a person compared, kept per analysis in local storage (decision 0092): the Compare tab's picks
 * survive a reload and the language switch, and the report and the export name them. For a person with an account
 * the account keeps them too (decision 0101, `synced-picks.ts`): this browser's copy is then the last pick made here,
 * marked `unsaved` until the server has it, so a failed save loses nothing. Sign-out forgets them with the rest
 * (lib/personal-data.ts).
 */
export type Pair = [string, string];
export interface LocalPicks {
  cities: Pair;
  /** Picked here by a person with an account and not yet kept by the server. */
  unsaved: boolean;
}
type Stored = Record<string, LocalPicks>;

/** At most this many analyses' picks are kept (the oldest go first). */
const KEEP = 20;

const listeners = new Set<() => void>();
/** Without an analysis (no id to keep them under) the picks last for the page only. */
let pageOnly: LocalPicks | null = null;
let version = 0;

const isPair = (value: unknown): value is Pair =>
  Array.isArray(value) && value.length === 2 && value.every((c) => typeof c === 'string');

/** A stored entry: `[a, b]` (kept, or a guest's), or `{ cities, unsaved }`; anything else is dropped. */
function entryOf(value: unknown): LocalPicks | null {
  if (isPair(value)) return { cities: [value[0], value[1]], unsaved: false };
  if (value && typeof value === 'object' && isPair((value as { cities?: unknown }).cities)) {
    const { cities, unsaved } = value as { cities: Pair; unsaved?: unknown };
    return { cities: [cities[0], cities[1]], unsaved: unsaved === true };
  }
  return null;
}

function readAll(): Stored {
  try {
    const raw = localStorage.getItem(COMPARED_CITIES_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const out: Stored = {};
    for (const [id, value] of Object.entries(parsed as Record<string, unknown>)) {
      const entry = entryOf(value);
      if (entry) out[id] = entry;
    }
    return out;
  } catch {
    return {};
  }
}

/**
 * The picks this browser holds for an analysis, or null (none yet, or storage unavailable). A new analysis (Refresh
 * Analysis, edited answers) with no picks of its own takes the last pair picked here, for an earlier analysis: the
 * person compared those two cities and expects them still compared, in the tab and the report (walk 0801, W812).
 */
export function readLocalPicks(analysisId: string | null | undefined): LocalPicks | null {
  if (!analysisId) return pageOnly;
  const all = readAll();
  const own = all[analysisId];
  if (own) return own;
  const last = Object.values(all).at(-1);
  return last ? { cities: last.cities, unsaved: false } : null;
}

/** The picks stored for an analysis, or null. */
export function readComparedCities(analysisId: string | null | undefined): Pair | null {
  return readLocalPicks(analysisId)?.cities ?? null;
}

export function writeComparedCities(
  analysisId: string | null | undefined,
  pair: Pair,
  { unsaved = false }: { unsaved?: boolean } = {},
) {
  version += 1;
  const entry: LocalPicks = { cities: pair, unsaved };
  if (!analysisId) {
    pageOnly = entry;
    for (const listener of listeners) listener();
    return;
  }
  const all = readAll();
  delete all[analysisId];
  const kept = Object.entries(all).slice(-(KEEP - 1));
  const stored = (e: LocalPicks) => (e.unsaved ? e : e.cities);
  try {
    localStorage.setItem(
      COMPARED_CITIES_STORAGE_KEY,
      JSON.stringify(
        Object.fromEntries([...kept, [analysisId, entry]].map(([id, e]) => [id, stored(e as LocalPicks)])),
      ),
    );
  } catch {
    // storage full or unavailable: the picks last for this page only
  }
  for (const listener of listeners) listener();
}

/** The server now keeps `pair` for the analysis: this browser's copy, if it is still that pair, is no longer unsaved. */
export function markComparedCitiesSaved(analysisId: string, pair: Pair) {
  const local = readLocalPicks(analysisId);
  if (local?.unsaved && samePair(local.cities, pair)) writeComparedCities(analysisId, pair);
}

export const samePair = (x: readonly string[], y: readonly string[]) => x[0] === y[0] && x[1] === y[1];

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab (the report opened from Export Data) sees the picks change too.
  const onStorage = (e: StorageEvent) => {
    if (e.key === COMPARED_CITIES_STORAGE_KEY || e.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** A pair the Compare tab can show: both cities still offered and different; else null. */
export function usablePair(pair: Pair | null | undefined, known: (id: string) => boolean): Pair | null {
  return pair && pair[0] !== pair[1] && pair.every(known) ? pair : null;
}

/** The stored picks of an analysis when both cities are still offered and differ; else null. */
export function pickedCities(
  analysisId: string | null | undefined,
  known: (id: string) => boolean,
): Pair | null {
  return usablePair(readComparedCities(analysisId), known);
}

function storageSnapshot() {
  try {
    return `${version}:${localStorage.getItem(COMPARED_CITIES_STORAGE_KEY) ?? ''}`;
  } catch {
    return `${version}:`;
  }
}

/** This browser's picks of an analysis, kept current (a write here or in another tab renders again). */
export function useLocalPicks(analysisId: string | null | undefined): LocalPicks | null {
  const snapshot = useSyncExternalStore(subscribe, storageSnapshot, () => '');
  return snapshot !== '' ? readLocalPicks(analysisId) : null;
}

/** Writes a pick made here (`unsaved` for a person with an account, until the server has it). */
export function useWritePicks(analysisId: string | null | undefined) {
  return useCallback(
    (next: Pair, unsaved = false) => writeComparedCities(analysisId, next, { unsaved }),
    [analysisId],
  );
}
