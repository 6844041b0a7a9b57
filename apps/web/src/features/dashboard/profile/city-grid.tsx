import { useTranslation } from 'react-i18next';
import { markerColor } from '@thrive/core';
import { cn } from '@/lib/utils';
import type { MapCity } from './map-types';
import { MatchShape } from './match-shape';

/** The cities as buttons with their match (beside the map, and in its place when the map cannot load). */
export function CityGrid({
  cities,
  selectedId,
  onSelect,
}: {
  cities: MapCity[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <ul
      className="grid grid-cols-1 gap-2 min-[480px]:grid-cols-2 sm:grid-cols-3 lg:grid-cols-2"
      aria-label={t('map.cities')}
      data-testid="city-grid"
    >
      {cities.map((c) => (
        <li key={c.id}>
          <button
            type="button"
            onClick={() => onSelect(c.id)}
            aria-pressed={selectedId === c.id}
            className={cn(
              'flex w-full items-center justify-between gap-2 rounded-md border px-3 py-2 text-left text-sm hover:bg-slate-50',
              selectedId === c.id ? 'border-brand-600 bg-brand-50' : 'border-slate-200',
            )}
          >
            <span className="flex min-w-0 items-center gap-2">
              <MatchShape band={markerColor(c.match)} className="size-3 shrink-0" />
              {/* One city a row on a phone; a name wider than its box wraps inside it instead of running into the
                  score ("Amsterdam79%" at 390 px; walk D3). */}
              <span className="min-w-0 [overflow-wrap:anywhere]" data-city-name>
                {c.name}
                {c.picked ? (
                  <span
                    className="ml-1.5 inline-block rounded-full bg-brand-100 px-1.5 py-0.5 text-xs font-medium text-brand-900"
                    data-testid="own-pick"
                  >
                    {t('cities.ownPick')}
                  </span>
                ) : null}
              </span>
            </span>
            <span className="shrink-0 font-semibold">{c.match}%</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
