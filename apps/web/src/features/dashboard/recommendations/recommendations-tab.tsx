import { Building, Factory, MapPin, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Warnings } from '../affordability/affordability-card';
import { useDashboard } from '../state';
import { RecommendationEntry } from './recommendation-entry';
import { RecommendationSection } from './recommendation-section';
import { companiesOrderNote, inMatchOrder, rolesOrderNote } from '@thrive/core/rules/dashboard';
import { cityName } from '@thrive/core/text/names';

export default function RecommendationsTab() {
  const { t } = useTranslation('dashboard');
  const { result, locale } = useDashboard();
  if (!result) return null;
  const r = result.recommendations;
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2" data-testid="recommendations-tab">
      <RecommendationSection
        icon={<Building className="size-5" />}
        title={t('recs.companies')}
        empty={t('recs.empty')}
        {...(r.companies.length > 0 &&
          r.companies.length < 5 && { note: t('recs.fewCompanies', { count: r.companies.length }) })}
        // Employers near the person come first (decision 0143), after the industry (decision 0257): said, so 88, 88,
        // 70, 70, 85 does not read as a slip. A result stored before decision 0257 keeps the note of its order.
        {...(r.companies.length >= 5 &&
          !inMatchOrder(r.companies.slice(0, 5)) && { note: t(`recs.${companiesOrderNote(r.companies)}`) })}
      >
        {r.companies.slice(0, 5).map((c) => (
          <RecommendationEntry
            key={c.id}
            name={c.name}
            properName
            // Where the employer is (walk #5): the industry and the city of the office.
            sub={
              c.cityId
                ? t('recs.companyWhere', {
                    industry: t(`industry.${c.industry}`),
                    city: cityName(c.cityId, locale),
                  })
                : t(`industry.${c.industry}`)
            }
            match={c.match}
            why={c.why}
          />
        ))}
      </RecommendationSection>
      <RecommendationSection
        icon={<Factory className="size-5" />}
        title={t('recs.industries')}
        empty={t('recs.empty')}
      >
        {r.industries.slice(0, 3).map((i) => (
          <RecommendationEntry key={i.id} name={t(`industry.${i.id}`)} match={i.match} why={i.why} />
        ))}
      </RecommendationSection>
      <RecommendationSection
        icon={<MapPin className="size-5" />}
        title={t('recs.cities')}
        empty={t('recs.empty')}
      >
        {r.cities.slice(0, 5).map((c) => (
          <RecommendationEntry
            key={c.cityId}
            name={c.name}
            match={c.match}
            // The warning block below says it when the city's figures are at hand: not twice.
            why={
              result.affordability.some((a) => a.cityId === c.cityId)
                ? c.why.filter((w) => w.code !== 'city.caution.money-left')
                : c.why
            }
          >
            {/* A recommended city where the household would be short, or overburdened by rent, says so (audit 3). */}
            <CityWarnings cityId={c.cityId} cityName={c.name} />
          </RecommendationEntry>
        ))}
      </RecommendationSection>
      <RecommendationSection
        icon={<UserRound className="size-5" />}
        title={t('recs.roles')}
        empty={t('recs.empty')}
        {...(!inMatchOrder(r.roles.slice(0, 5)) && { note: t(`recs.${rolesOrderNote(r.roles)}`) })}
      >
        {r.roles.slice(0, 5).map((role) => (
          <RecommendationEntry key={role.roleId} name={role.title} match={role.match} why={role.why} />
        ))}
      </RecommendationSection>
    </div>
  );
}

function CityWarnings({ cityId, cityName }: { cityId: string; cityName: string }) {
  const { result } = useDashboard();
  const entry = result?.affordability.find((a) => a.cityId === cityId);
  return entry ? <Warnings entry={entry} cityName={cityName} /> : null;
}
