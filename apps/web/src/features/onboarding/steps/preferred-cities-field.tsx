import { useId, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { CityNamesResponse } from '@thrive/core/contracts/api';
import { useDisplayNames } from './profile-fields';
import type { StepProps } from './types';
import { apiJson } from '@/lib/api/http';
import { queryKeys } from '@/lib/query-keys';

/** At most this many cities are picked (they are listed first wherever cities are matched). */
export const MAX_PREFERRED_CITIES = 5;

/** The cities Thrive has figures for, named in the screen's language. */
export function useCityNames() {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage === 'nl' ? 'nl' : 'en';
  return useQuery({
    queryKey: queryKeys.onboardingCityNames(locale),
    queryFn: () => apiJson(`/api/onboarding/city-names?locale=${locale}`, { schema: CityNamesResponse }),
    staleTime: Infinity,
  });
}

/**
 * "Cities you would like to live in" (decision 0161, walk W12): optional; picked from the cities Thrive has figures
 * for, with a native select grouped by country, and shown as removable chips. The analysis counts them as places the
 * person named: they are in every city list, marked as the person's own choice.
 */
export function PreferredCitiesField({ answers, update }: StepProps) {
  const { t, i18n } = useTranslation('onboarding');
  const country = useDisplayNames('region');
  const id = useId();
  const names = useCityNames();
  const chosen = answers.preferredCities;
  const data = names.data;
  const lang = i18n.resolvedLanguage === 'nl' ? 'nl' : 'en';
  const cities = data?.cities ?? [];
  const nameOf = (cityId: string) => cities.find((c) => c.id === cityId)?.name ?? cityId;
  const groups = useMemo(() => {
    const byCountry = new Map<string, CityNamesResponse['cities']>();
    for (const city of data?.cities ?? [])
      byCountry.set(city.countryCode, [...(byCountry.get(city.countryCode) ?? []), city]);
    return [...byCountry].sort(([a], [b]) => country(a).localeCompare(country(b), lang));
  }, [data, country, lang]);
  const full = chosen.length >= MAX_PREFERRED_CITIES;
  return (
    <div data-testid="preferred-cities">
      <label htmlFor={`${id}-select`} className="mb-1.5 block text-sm font-medium text-slate-900">
        {t('preferredCities.label')}
      </label>
      <p className="mb-2 text-sm text-slate-600" id={`${id}-hint`}>
        {t('preferredCities.hint', { count: MAX_PREFERRED_CITIES })}
      </p>
      <select
        id={`${id}-select`}
        aria-describedby={`${id}-hint ${id}-chosen`}
        className="min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 sm:w-80"
        value=""
        disabled={full || cities.length === 0}
        onChange={(event) => {
          const value = event.target.value;
          if (value && !chosen.includes(value) && !full) update({ preferredCities: [...chosen, value] });
        }}
      >
        <option value="">
          {full
            ? t('preferredCities.full', { count: MAX_PREFERRED_CITIES })
            : names.isError
              ? t('preferredCities.unavailable')
              : t('preferredCities.add')}
        </option>
        {groups.map(([code, list]) => (
          <optgroup key={code} label={country(code)}>
            {list.map((city) => (
              <option key={city.id} value={city.id} disabled={chosen.includes(city.id)}>
                {city.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <p className="sr-only" id={`${id}-chosen`} aria-live="polite">
        {chosen.length === 0
          ? t('preferredCities.none')
          : t('preferredCities.chosen', { cities: chosen.map(nameOf).join(', ') })}
      </p>
      {chosen.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('preferredCities.listLabel')}>
          {chosen.map((cityId) => (
            <li
              key={cityId}
              className="flex min-h-11 items-center gap-1 rounded-full border border-brand-200 bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-900"
            >
              <span>{nameOf(cityId)}</span>
              <button
                type="button"
                className="flex size-9 items-center justify-center rounded-full hover:bg-brand-100"
                aria-label={t('preferredCities.remove', { city: nameOf(cityId) })}
                onClick={() => update({ preferredCities: chosen.filter((c) => c !== cityId) })}
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
