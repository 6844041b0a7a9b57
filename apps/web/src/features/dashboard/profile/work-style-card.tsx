import { Briefcase } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardTitle } from '@/components/ui/card';
import { useDashboard } from '../state';
import { ProfileItem } from './profile-item';
import { idToWords } from '../labels';
import { countryList } from '@/lib/country-list';
import { cldrNames } from '@thrive/core/text/country-names';
import { lazyModule } from '@/lib/lazy-module';
import type { Locale } from '../format';

/**
 * The core's names (cities in Dutch) load after the first screen (decision 0133), and only for a person who picked
 * cities (`PickedCities`, as the target role's item does, decision 0221): the module brings the city and role data
 * with it, whose load and check were the dashboard's longest task after its first paint (decision 0259).
 */
const useCityNames = lazyModule(() => import('@thrive/core/text/names'));

/** The schema's default of `learningHoursPerWeek`. */
const DEFAULT_LEARNING_HOURS = 5;

export function WorkStyleCard() {
  const { t } = useTranslation('dashboard');
  const { answers, locale } = useDashboard();
  const region = useNames(locale, 'region');
  const language = useNames(locale, 'language');
  const cities = answers?.preferredCities ?? [];
  // No city picked: the location preferences (what the completion checklist counts), in the viewer's language.
  const places = (answers?.locationPreferences ?? []).map((id) =>
    t(`locationPreference.${id}`, { defaultValue: idToWords(id) }),
  );
  // The hours are asked only among the additional preferences, off the wizard's path: untouched, they are Thrive's
  // default, said so (walk 0087: "5 hours a week" read as the person's own answer).
  const assumedHours =
    !!answers &&
    answers.learningHoursPerWeek === DEFAULT_LEARNING_HOURS &&
    answers.benefits.length === 0 &&
    !answers.availability &&
    !answers.additionalNotes.trim();
  return (
    <Card>
      <CardTitle className="flex items-center gap-2">
        <Briefcase className="size-4 text-brand-700" aria-hidden="true" />
        {t('profile.workStyle')}
      </CardTitle>
      <dl className="mt-2 space-y-2 text-sm">
        <ProfileItem
          label={t('profile.workMode')}
          value={answers?.workMode ? t(`workMode.${answers.workMode}`) : null}
        />
        <ProfileItem
          label={t('profile.learningHours')}
          value={answers ? t('profile.hoursPerWeek', { count: answers.learningHoursPerWeek }) : null}
          note={assumedHours ? t('profile.learningHoursAssumed') : undefined}
        />
        {cities.length ? (
          <PickedCities cities={cities} locale={locale} />
        ) : (
          <ProfileItem label={t('profile.places')} value={places.join(', ')} />
        )}
        {/* The location step's other answers (walk 0087: a family that chose three countries read "Not given yet"). */}
        <ProfileItem
          label={t('profile.countries')}
          value={
            answers?.consideredCountries.length
              ? countryList(answers.consideredCountries, region, locale)
              : t('profile.countriesAll')
          }
        />
        <ProfileItem
          label={t('profile.languages')}
          value={answers?.languages
            .map((spoken) =>
              t('profile.spoken', {
                language: language(spoken.code),
                level: t(`profile.languageLevel.${spoken.level}`),
              }),
            )
            .join(', ')}
        />
        <ProfileItem label={t('profile.citizenship')} value={answers?.citizenships.map(region).join(', ')} />
      </dl>
    </Card>
  );
}

/** The cities the person picked, in the viewer's language ('Berlijn'), as everywhere else (walk W713). */
function PickedCities({ cities, locale }: { cities: string[]; locale: Locale }) {
  const { t } = useTranslation('dashboard');
  const names = useCityNames().module;
  return (
    <ProfileItem
      label={t('profile.places')}
      value={cities.map((id) => names?.cityName(id, locale, idToWords(id)) ?? idToWords(id)).join(', ')}
    />
  );
}

/**
 * Country and language names in the viewer's language (the browser's own tables, one of each kind per language for
 * the page: made while the first screen's reads were on the way, decision 0155).
 */
function useNames(locale: Locale, type: 'region' | 'language') {
  return useMemo(() => {
    const names = cldrNames(type, locale);
    return (code: string) => names?.of(code) ?? code;
  }, [locale, type]);
}
