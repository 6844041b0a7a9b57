import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CITY_COUNTRIES, type CityCountry } from '@thrive/core/contracts/countries';
import { useDisplayNames } from './profile-fields';
import type { StepProps } from './types';
import { countryList } from '@/lib/country-list';

/**
 * "Which countries would you consider?" (walk W14, decision 0068): optional; the countries the project has cities in,
 * names in the person's language and in their alphabet's order, as native checkboxes (Tab to each, Space to tick).
 * City lists then put these countries and the home city first. None ticked: every country, as before.
 */
export function ConsideredCountriesField({ answers, update }: StepProps) {
  const { t, i18n } = useTranslation('onboarding');
  const country = useDisplayNames('region');
  const id = useId();
  const chosen = answers.consideredCountries;
  const options = useMemo(
    () =>
      [...CITY_COUNTRIES].sort((a, b) =>
        country(a).localeCompare(country(b), i18n.resolvedLanguage === 'nl' ? 'nl' : 'en'),
      ),
    [country, i18n.resolvedLanguage],
  );
  const toggle = (code: CityCountry, on: boolean) =>
    update({
      // Kept in the list's own order, so the same choice is always stored the same way.
      consideredCountries: CITY_COUNTRIES.filter((c) => (c === code ? on : chosen.includes(c))),
    });
  return (
    <fieldset aria-describedby={`${id}-hint ${id}-count`} data-testid="considered-countries">
      <legend className="mb-1.5 block text-sm font-medium text-slate-900">{t('countries.legend')}</legend>
      <p className="mb-2 text-sm text-slate-600" id={`${id}-hint`}>
        {t('countries.hint')}{' '}
        {/* Which countries there are, said where they are listed (walk W509: a nurse looking for Toronto found no
            Canada and no word that it is not covered). */}
        {t('countries.covered', { count: CITY_COUNTRIES.length })}
      </p>
      <ul className="grid grid-cols-2 gap-x-3 gap-y-1 sm:grid-cols-3 lg:grid-cols-4">
        {options.map((code) => {
          const checked = chosen.includes(code);
          return (
            <li key={code}>
              <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm text-slate-900 hover:bg-slate-50">
                <input
                  type="checkbox"
                  name="consideredCountries"
                  value={code}
                  checked={checked}
                  onChange={(event) => toggle(code, event.target.checked)}
                  className="size-5 shrink-0 accent-brand-700"
                />
                <span className="break-words">{country(code)}</span>
              </label>
            </li>
          );
        })}
      </ul>
      <div className="mt-2 flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
        <p className="text-slate-700" id={`${id}-count`} aria-live="polite">
          {chosen.length === 0
            ? t('countries.none')
            : t('countries.chosen', {
                count: chosen.length,
                countries: countryList(chosen, country, i18n.resolvedLanguage ?? 'en'),
              })}
        </p>
        {chosen.length > 0 ? (
          <button
            type="button"
            className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900"
            onClick={() => update({ consideredCountries: [] })}
          >
            {t('countries.clear')}
          </button>
        ) : null}
      </div>
    </fieldset>
  );
}
