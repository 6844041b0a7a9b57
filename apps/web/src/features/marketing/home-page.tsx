import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowRight, Briefcase, Gauge, Home, MapPin, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { usePageMeta } from '@/lib/page-meta';

export function HomePage() {
  const { t } = useTranslation();
  usePageMeta(t('home.metaTitle'), t('home.metaDescription'));
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 pt-16 pb-10 sm:px-6 lg:pt-24">
          <div className="max-w-3xl">
            <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-6xl">
              {t('home.headline')}
            </h1>
            <p className="mt-6 text-lg leading-8 text-slate-700">{t('home.intro')}</p>
            <p className="mt-4 leading-7 text-slate-700">{t('home.explanation')}</p>
            <div className="mt-8 flex flex-wrap items-center gap-4">
              <Button asChild size="lg">
                <Link to="/onboarding/survey">
                  {t('home.cta')}
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
              <p className="text-sm text-slate-600">{t('home.noAccount')}</p>
            </div>
          </div>
        </div>
      </section>
      <DashboardPreview />
    </>
  );
}

/** The decorative dashboard preview of the spec: static panels with sample figures, labelled as such. */
function DashboardPreview() {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage === 'nl' ? 'nl-NL' : 'en-GB';
  const euro = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  });
  const trajectory = [
    { range: '0-3', role: t('home.trajectory.role1'), salary: 42_000 },
    { range: '3-5', role: t('home.trajectory.role2'), salary: 58_000 },
    { range: '5-10', role: t('home.trajectory.role3'), salary: 78_000 },
  ];
  const income = 3_500;
  const rent = 950;
  const share = Math.round((rent / income) * 100);
  const cities = [
    // Named in the page's language, as every city in the app (decision 0069): 'Berlijn' in Dutch (walk 0087).
    { name: t('home.cities.stockholm'), score: 94 },
    { name: t('home.cities.amsterdam'), score: 92 },
    { name: t('home.cities.berlin'), score: 87 },
  ];
  const skills = [
    { name: t('home.skills.python'), level: 80 },
    { name: t('home.skills.sql'), level: 65 },
    { name: t('home.skills.ml'), level: 40 },
  ];

  return (
    <section aria-labelledby="preview-title" className="bg-white pb-16 lg:pb-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="rounded-2xl border border-slate-200 bg-slate-50 p-4 shadow-sm sm:p-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="preview-title" className="text-xl font-bold text-slate-900">
              {t('home.previewTitle')}
            </h2>
            <span className="rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold tracking-wide text-amber-900 uppercase">
              {t('home.sampleBadge')}
            </span>
          </div>
          <p className="mt-1 text-sm text-slate-600">{t('home.sampleNote')}</p>

          <div className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            <Panel
              icon={<TrendingUp aria-hidden="true" />}
              title={t('home.trajectory.title')}
              className="lg:col-span-2"
            >
              <p className="sr-only">{t('home.trajectory.caption')}</p>
              <ol className="space-y-3">
                {trajectory.map((step) => (
                  <li key={step.range}>
                    <div className="flex items-baseline justify-between gap-2 text-sm">
                      <span className="font-medium text-slate-900">
                        {t('home.trajectory.years', { range: step.range })} · {step.role}
                      </span>
                      <span className="tabular-nums text-slate-700">{euro.format(step.salary)}</span>
                    </div>
                    <div className="mt-1 h-2 rounded-full bg-slate-200" aria-hidden="true">
                      <div
                        className="h-2 rounded-full bg-brand-600"
                        style={{ width: `${Math.round((step.salary / 80_000) * 100)}%` }}
                      />
                    </div>
                  </li>
                ))}
              </ol>
              <p className="mt-3 text-xs text-slate-600" aria-hidden="true">
                {t('home.trajectory.caption')}
              </p>
            </Panel>

            <Panel icon={<Home aria-hidden="true" />} title={t('home.housing.title')}>
              <dl className="grid grid-cols-2 gap-2 text-sm">
                <dt className="text-slate-600">{t('home.housing.income')}</dt>
                <dd className="text-right font-medium tabular-nums">{euro.format(income)}</dd>
                <dt className="text-slate-600">{t('home.housing.rent')}</dt>
                <dd className="text-right font-medium tabular-nums">{euro.format(rent)}</dd>
              </dl>
              <div className="mt-3 h-2 rounded-full bg-slate-200" aria-hidden="true">
                <div className="h-2 rounded-full bg-brand-600" style={{ width: `${share}%` }} />
              </div>
              <p className="mt-1 text-sm font-medium text-slate-900">
                {t('home.housing.share', { percent: share })}
              </p>
              <p className="mt-2 text-sm text-slate-700">{t('home.housing.guidance')}</p>
            </Panel>

            <Panel icon={<MapPin aria-hidden="true" />} title={t('home.location.title')}>
              <ul className="space-y-2 text-sm">
                {cities.map((city) => (
                  <li key={city.name} className="flex items-center justify-between gap-2">
                    <span className="font-medium text-slate-900">{city.name}</span>
                    <span className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-800 tabular-nums">
                      {t('home.location.match', { score: city.score })}
                    </span>
                  </li>
                ))}
              </ul>
            </Panel>

            <Panel icon={<Gauge aria-hidden="true" />} title={t('home.skills.title')}>
              <ul className="space-y-3 text-sm">
                {skills.map((skill) => (
                  <li key={skill.name}>
                    <div className="flex justify-between gap-2">
                      <span className="font-medium text-slate-900">{skill.name}</span>
                      <span className="text-slate-700">
                        {t('home.skills.level', { percent: skill.level })}
                      </span>
                    </div>
                    <div className="mt-1 h-2 rounded-full bg-slate-200" aria-hidden="true">
                      <div className="h-2 rounded-full bg-amber-500" style={{ width: `${skill.level}%` }} />
                    </div>
                  </li>
                ))}
              </ul>
            </Panel>

            <Panel icon={<Briefcase aria-hidden="true" />} title={t('home.forecast.title')}>
              <dl className="space-y-2 text-sm">
                {(
                  [
                    ['demand', 'demandValue'],
                    ['growth', 'growthValue'],
                    ['confidence', 'confidenceValue'],
                  ] as const
                ).map(([label, value]) => (
                  <div key={label} className="flex justify-between gap-2">
                    <dt className="text-slate-600">{t(`home.forecast.${label}`)}</dt>
                    <dd className="font-medium text-slate-900">{t(`home.forecast.${value}`)}</dd>
                  </div>
                ))}
              </dl>
            </Panel>
          </div>
        </div>
      </div>
    </section>
  );
}

function Panel({
  icon,
  title,
  className = '',
  children,
}: {
  icon: ReactNode;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`rounded-xl border border-slate-200 bg-white p-4 ${className}`}>
      <h3 className="mb-3 flex items-center gap-2 font-semibold text-slate-900 [&_svg]:size-5 [&_svg]:text-brand-700">
        {icon}
        {title}
      </h3>
      {children}
    </div>
  );
}
