import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowRight, Eye, Lightbulb, Mail, Sparkles, Target } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { usePageMeta } from '@/lib/page-meta';
import { MARKETING_NS } from './marketing-i18n';
import { CtaBand, FeatureCard, PageHero, Section } from './parts';
import { RequestDialog } from './request-dialog';

const VALUES = [
  { id: 'empowerment', icon: <Sparkles aria-hidden="true" /> },
  { id: 'innovation', icon: <Lightbulb aria-hidden="true" /> },
  { id: 'transparency', icon: <Eye aria-hidden="true" /> },
  { id: 'impact', icon: <Target aria-hidden="true" /> },
] as const;

const TEAM = [
  { id: 'one', initials: 'T1', tone: 'bg-brand-100 text-brand-900' },
  { id: 'two', initials: 'T2', tone: 'bg-amber-100 text-amber-900' },
  { id: 'three', initials: 'T3', tone: 'bg-sky-100 text-sky-900' },
] as const;

const STATS = ['students', 'placement', 'salary'] as const;

export default function AboutPage() {
  const { t } = useTranslation(MARKETING_NS);
  usePageMeta(t('about.metaTitle'), t('about.metaDescription'));
  return (
    <>
      <PageHero title={t('about.title')} />

      <section aria-labelledby="mission-title" className="pb-6">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <div className="max-w-3xl rounded-2xl border border-brand-200 bg-brand-50 p-6 sm:p-8">
            <h2 id="mission-title" className="text-2xl font-bold text-slate-900">
              {t('about.missionTitle')}
            </h2>
            <p className="mt-3 text-lg leading-8 text-slate-800">{t('about.mission')}</p>
          </div>
        </div>
      </section>

      <Section id="values" title={t('about.valuesTitle')}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {VALUES.map((value) => (
            <FeatureCard
              key={value.id}
              icon={value.icon}
              title={t(`about.values.${value.id}.title`)}
              body={t(`about.values.${value.id}.body`)}
            />
          ))}
        </ul>
      </Section>

      <Section
        id="team"
        title={t('about.teamTitle')}
        intro={<p>{t('about.teamNote')}</p>}
        className="bg-slate-50"
      >
        <ul className="grid gap-6 sm:grid-cols-3">
          {TEAM.map((person) => (
            <li key={person.id} className="rounded-xl border border-slate-200 bg-white p-6 text-center">
              <span
                aria-hidden="true"
                className={`mx-auto flex size-20 items-center justify-center rounded-full text-2xl font-bold ${person.tone}`}
              >
                {person.initials}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">
                {t(`about.team.${person.id}.name`)}
              </h3>
              <p className="text-slate-700">{t(`about.team.${person.id}.role`)}</p>
              <span className="mt-3 inline-block rounded-full border border-dashed border-slate-400 px-3 py-0.5 text-xs font-medium text-slate-700">
                {t('placeholderBadge')}
              </span>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="stats"
        title={t('about.statsTitle')}
        intro={
          <p className="flex flex-wrap items-center gap-2">
            <span className="rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold tracking-wide text-amber-900 uppercase">
              {t('about.statsBadge')}
            </span>
            <span>{t('about.statsNote')}</span>
          </p>
        }
      >
        <dl className="grid gap-6 sm:grid-cols-3">
          {STATS.map((stat) => (
            <div key={stat} className="rounded-xl border border-slate-200 bg-white p-6">
              <dt className="text-slate-700">{t(`about.stats.${stat}.label`)}</dt>
              <dd className="mt-2 text-4xl font-extrabold tracking-tight text-brand-800">
                {t(`about.stats.${stat}.value`)}
                <span className="sr-only"> ({t('about.statsBadge')})</span>
              </dd>
            </div>
          ))}
        </dl>
      </Section>

      <CtaBand title={t('about.ctaTitle')} body={t('about.ctaBody')}>
        <Button asChild size="lg" variant="secondary">
          <Link to="/onboarding/survey">
            {t('about.getStarted')}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
        <RequestDialog
          kind="contact"
          trigger={
            <Button size="lg" variant="outline">
              <Mail aria-hidden="true" />
              {t('about.contact')}
            </Button>
          }
        />
      </CtaBand>
    </>
  );
}
