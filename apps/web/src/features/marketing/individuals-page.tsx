import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowRight, Building2, CalendarCheck, Compass, Home, TrendingUp, Users } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { usePageMeta } from '@/lib/page-meta';
import { MARKETING_NS } from './marketing-i18n';
import { CtaBand, FeatureCard, PageHero, Section } from './parts';

const FEATURES = [
  { id: 'forecasting', icon: <TrendingUp aria-hidden="true" /> },
  { id: 'city', icon: <Building2 aria-hidden="true" /> },
  { id: 'skills', icon: <Compass aria-hidden="true" /> },
  { id: 'housing', icon: <Home aria-hidden="true" /> },
  { id: 'network', icon: <Users aria-hidden="true" /> },
  { id: 'planning', icon: <CalendarCheck aria-hidden="true" /> },
] as const;

const STEPS = ['assessment', 'insights', 'execute'] as const;

export default function IndividualsPage() {
  const { t } = useTranslation(MARKETING_NS);
  usePageMeta(t('individuals.metaTitle'), t('individuals.metaDescription'));
  return (
    <>
      <PageHero
        eyebrow={t('individuals.eyebrow')}
        title={t('individuals.title')}
        intro={t('individuals.intro')}
      >
        <Button asChild size="lg">
          <Link to="/onboarding/survey">
            {t('individuals.ctaPrimary')}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </PageHero>

      <Section id="features" title={t('individuals.featuresTitle')}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((feature) => (
            <FeatureCard
              key={feature.id}
              icon={feature.icon}
              title={t(`individuals.features.${feature.id}.title`)}
              body={t(`individuals.features.${feature.id}.body`)}
            />
          ))}
        </ul>
      </Section>

      <Section
        id="how-it-works"
        title={t('individuals.howTitle')}
        intro={<p>{t('individuals.howIntro')}</p>}
        className="bg-slate-50"
      >
        <ol className="grid gap-6 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step} className="relative rounded-xl border border-slate-200 bg-white p-6">
              <span
                className="flex size-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">
                <span className="sr-only">{t('individuals.stepLabel', { number: index + 1 })}: </span>
                {t(`individuals.steps.${step}.title`)}
              </h3>
              <p className="mt-2 leading-7 text-slate-700">{t(`individuals.steps.${step}.body`)}</p>
            </li>
          ))}
        </ol>
      </Section>

      <CtaBand title={t('individuals.ctaTitle')} body={t('individuals.ctaBody')}>
        <Button asChild size="lg" variant="secondary">
          <Link to="/onboarding/survey">
            {t('individuals.ctaSecondary')}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CtaBand>
    </>
  );
}
