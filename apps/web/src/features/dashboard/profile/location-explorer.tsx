import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { reasonText } from '../labels';
import { useOwnSuffix } from '../affordability/use-own-suffix';
import { CountryScopeNote } from '../country-scope-note';
import { useDashboard } from '../state';
import { CityGrid } from './city-grid';
import { MatchShape } from './match-shape';
import { CityScoreBreakdown } from './city-score-breakdown';
import { explorerCities } from './derive';
import type { MapState } from './map-types';
import { WhenVisible } from '@/components/when-visible';

const LocationMap = lazy(() => import('./location-map'));

/** The location-prediction map with the city list, the selected city's reasons and how its score is made. */
export function LocationExplorer() {
  const { t } = useTranslation('dashboard');
  const own = useOwnSuffix();
  const { result, locale, showAllCities, panel, running } = useDashboard();
  const cities = useMemo(() => explorerCities(result, showAllCities), [result, showAllCities]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = cities.find((c) => c.id === selectedId) ?? cities[0] ?? null;
  const [mapState, setMapState] = useState<MapState>({ status: 'loading' });
  const match = result?.cityMatches.find((c) => c.cityId === selected?.id);

  // No sample cities before the analysis (walk W15, decision 0151): grey places for the map and the list, and what
  // is coming in words; the map itself loads with the person's cities.
  if (!result) {
    const working = running || panel === 'pending';
    return (
      <Card aria-labelledby="explorer-title" data-testid="location-explorer">
        <CardTitle as="h2" id="explorer-title" className="text-lg">
          {t('map.title')}
        </CardTitle>
        <p className="mt-2 text-sm text-slate-700" data-testid="explorer-waiting">
          {t(working ? 'map.working' : 'map.notYet')}
        </p>
        <div className="mt-3 grid grid-cols-1 gap-4 lg:grid-cols-5">
          <Skeleton className="h-48 sm:h-72 lg:col-span-3" pulse={working} />
          <div className="space-y-2 lg:col-span-2">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-9 w-full" pulse={working} />
            ))}
          </div>
        </div>
      </Card>
    );
  }

  const grid = <CityGrid cities={cities} selectedId={selected?.id ?? null} onSelect={setSelectedId} />;

  return (
    <Card aria-labelledby="explorer-title" data-testid="location-explorer">
      <CardTitle as="h2" id="explorer-title" className="text-lg">
        {t('map.title')}
      </CardTitle>
      {result ? (
        <div className="mt-2">
          <CountryScopeNote matches={result.cityMatches} />
        </div>
      ) : null}
      <div className="mt-3 grid grid-cols-1 gap-4 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <div
            className="relative h-72 overflow-hidden rounded-lg border border-slate-200 bg-sky-50 sm:h-96"
            data-map-state={mapState.status}
            data-testid="map-area"
          >
            {mapState.status === 'failed' ? (
              <div role="alert" className="absolute inset-0 z-10 space-y-3 overflow-auto bg-white p-4">
                <p className="text-sm text-red-800">
                  {t('map.failed', { service: t('map.service'), message: mapState.message })}
                </p>
                {grid}
              </div>
            ) : null}
            {mapState.status === 'loading' ? (
              <p
                role="status"
                className="absolute inset-0 z-10 flex items-center justify-center text-sm text-slate-600"
              >
                {t('map.loading')}
              </p>
            ) : null}
            {mapState.status !== 'failed' ? (
              <WhenVisible className="absolute inset-0">
                <Suspense fallback={null}>
                  <LocationMap
                    cities={cities}
                    selectedId={selected?.id ?? null}
                    onSelect={setSelectedId}
                    onState={setMapState}
                    label={t('map.label')}
                  />
                </Suspense>
              </WhenVisible>
            ) : null}
          </div>
          <p className="mt-1 text-xs text-slate-600">{t('map.attribution')}</p>
          <div
            className="mt-1 flex flex-wrap items-center gap-3 text-xs text-slate-700"
            data-testid="map-legend"
          >
            <span>{t('map.legend')}:</span>
            <ul className="flex flex-wrap gap-3" aria-label={t('map.legend')}>
              {(['green', 'yellow', 'red'] as const).map((band) => (
                <li key={band} className="flex items-center gap-1">
                  <MatchShape band={band} className="size-3.5" />
                  <span className="sr-only">{t(`map.legendShape_${band}`)}: </span>
                  {t(`map.legend_${band}`)}
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className="space-y-3 lg:col-span-2">
          {selected ? (
            <div className="rounded-lg bg-slate-50 p-3" aria-live="polite">
              <p className="text-lg font-semibold">{selected.name}</p>
              <p className="text-sm">{t('map.match', { match: selected.match })}</p>
              {match ? (
                <>
                  <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
                    {match.reasons.slice(0, 5).map((r) => (
                      <li key={r.code}>{reasonText(t, r, locale, own)}</li>
                    ))}
                  </ul>
                  <CityScoreBreakdown match={match} locale={locale} />
                </>
              ) : null}
            </div>
          ) : null}
          {grid}
        </div>
      </div>
    </Card>
  );
}
