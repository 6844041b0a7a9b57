import { useTranslation } from 'react-i18next';
import type { CityMatch } from '@thrive/core/contracts/analysis-result';
import { HOME_CITY_KM } from '@thrive/core/rules/money-left';
import { ScopeNote } from '@/components/scope-note';
import { useDashboard } from './state';
import { countryList } from '@/lib/country-list';
import { cldrNames } from '@thrive/core/text/country-names';

/**
 * The sentence above a city list limited to the countries the person chose (decision 0068), with the one switch to
 * every city and back. Nothing without chosen countries.
 */
export function CountryScopeNote({ matches }: { matches: readonly CityMatch[] }) {
  const { t } = useTranslation('dashboard');
  const { result, locale, showAllCities, setShowAllCities } = useDashboard();
  // Country names from Intl (not the core's name tables, which would bring the datasets into the first screen), one
  // table per language for the page (decision 0155).
  const names = cldrNames('region', locale);
  const chosen = result?.consideredCountries ?? [];
  if (chosen.length === 0) return null;
  const countries = countryList(chosen, (code) => names?.of(code) ?? code, locale);
  const home = matches.find(
    (m) =>
      !chosen.includes(m.country) && m.facts?.distanceKm !== undefined && m.facts.distanceKm <= HOME_CITY_KM,
  );
  return (
    <ScopeNote
      className="text-xs"
      sentence={
        showAllCities
          ? t('scope.all')
          : home
            ? t('scope.limitedHome', { countries, home: home.name })
            : t('scope.limited', { countries })
      }
      showingAll={showAllCities}
      onToggle={setShowAllCities}
      toggleLabel={showAllCities ? t('scope.showChosen') : t('scope.showAll')}
    />
  );
}
