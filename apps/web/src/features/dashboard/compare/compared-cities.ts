import { useCallback, useSyncExternalStore } from 'react';
import { COMPARED_CITIES_STORAGE_KEY } from '@/lib/storage-keys';

/**
 * The two cities a person compared, kept per analysis in local storage (decision 0092): the Compare tab's picks
 * survive a reload and the language switch, and the report and the export name them. The project keeps no dashboard
 * preferences on the server (the other dashboard switches are page state), so a signed-in person's picks are kept in
 * the browser too, under the analysis' id; sign-out forgets them with the rest (lib/personal-data.ts).
 */
type Stored = Record<string, [string, string]>;

/** At most this many analyses' picks are kept (the oldest go first). */
const KEEP = 20;

const listeners = new Set<() => void>();
/** Without an analysis (no id to keep them under) the picks last for the page only. */
let pageOnly: [string, string] | null = null;
let version = 0;

function readAll(): Stored {
  try {
    const raw = localStorage.getItem(COMPARED_CITIES_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const out: Stored = {};
    for (const [id, pair] of Object.entries(parsed as Record<string, unknown>)) {
      if (Array.isArray(pair) && pair.length === 2 && pair.every((c) => typeof c === 'string'))
        out[id] = [pair[0] as string, pair[1] as string];
    }
    return out;
  } catch {
    return {};
  }
}

/** The picks stored for an analysis, or null (none yet, or storage unavailable). */
export function readComparedCities(analysisId: string | null | undefined): [string, string] | null {
  return analysisId ? (readAll()[analysisId] ?? null) : pageOnly;
}

export function writeComparedCities(analysisId: string | null | undefined, pair: [string, string]) {
  version += 1;
  if (!analysisId) {
    pageOnly = pair;
    for (const listener of listeners) listener();
    return;
  }
  const all = readAll();
  delete all[analysisId];
  const kept = Object.entries(all).slice(-(KEEP - 1));
  try {
    localStorage.setItem(
      COMPARED_CITIES_STORAGE_KEY,
      JSON.stringify(Object.fromEntries([...kept, [analysisId, pair]])),
    );
  } catch {
    // storage full or unavailable: the picks last for this page only
  }
  for (const listener of listeners) listener();
}

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

/** The stored picks of an analysis when both cities are still offered and differ; else null. */
export function pickedCities(
  analysisId: string | null | undefined,
  known: (id: string) => boolean,
): [string, string] | null {
  const stored = readComparedCities(analysisId);
  return stored && stored[0] !== stored[1] && stored.every(known) ? stored : null;
}

function storageSnapshot() {
  try {
    return `${version}:${localStorage.getItem(COMPARED_CITIES_STORAGE_KEY) ?? ''}`;
  } catch {
    return `${version}:`;
  }
}

/**
 * The compared pair of an analysis: the stored picks when both are still offered (`known`), else the defaults.
 */
export function useComparedCities(
  analysisId: string | null | undefined,
  defaults: [string, string],
  known: (id: string) => boolean,
) {
  const snapshot = useSyncExternalStore(subscribe, storageSnapshot, () => '');
  const picked = snapshot !== '' ? pickedCities(analysisId, known) : null;
  const [a, b] = picked ?? defaults;
  const set = useCallback((next: [string, string]) => writeComparedCities(analysisId, next), [analysisId]);
  return { a, b, picked: picked !== null, set };
}
