import { useTranslation } from 'react-i18next';
import { ArrowDown, CalendarDays, Handshake, MapPinned, Users, Wrench } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { usePageMeta } from '@/lib/page-meta';
import { scrollToAndFocus } from '@/lib/scroll-to';
import { MARKETING_NS } from './marketing-i18n';
import { CtaBand, FeatureCard, PageHero, Section } from './parts';
import { RequestDialog } from './request-dialog';

const FEATURES = [
  { id: 'pipeline', icon: <Users aria-hidden="true" /> },
  { id: 'skills', icon: <Wrench aria-hidden="true" /> },
  { id: 'location', icon: <MapPinned aria-hidden="true" /> },
  { id: 'engagement', icon: <Handshake aria-hidden="true" /> },
] as const;

export default function BusinessPage() {
  const { t } = useTranslation(MARKETING_NS);
  usePageMeta(t('business.metaTitle'), t('business.metaDescription'));

  return (
    <>
      <PageHero eyebrow={t('business.eyebrow')} title={t('business.title')} intro={t('business.intro')}>
        <RequestDialog
          kind="demo"
          trigger={
            <Button size="lg">
              <CalendarDays aria-hidden="true" />
              {t('business.schedule')}
            </Button>
          }
        />
        <Button
          size="lg"
          variant="outline"
          // The public pages' small entry handles the same attribute before React is loaded (decision 0041).
          data-scroll-to="features"
          onClick={() => scrollToAndFocus('features')}
        >
          {t('business.learnMore')}
          <ArrowDown aria-hidden="true" />
        </Button>
      </PageHero>

      <div id="features" tabIndex={-1} className="scroll-mt-16 focus:outline-none">
        <Section id="business-features" title={t('business.featuresTitle')}>
          <ul className="grid gap-6 sm:grid-cols-2">
            {FEATURES.map((feature) => (
              <FeatureCard
                key={feature.id}
                icon={feature.icon}
                title={t(`business.features.${feature.id}.title`)}
                body={t(`business.features.${feature.id}.body`)}
              />
            ))}
          </ul>
        </Section>
      </div>

      <CtaBand title={t('business.ctaTitle')} body={t('business.ctaBody')}>
        <RequestDialog
          kind="demo"
          trigger={
            <Button size="lg" variant="secondary">
              {t('business.request')}
            </Button>
          }
        />
      </CtaBand>
    </>
  );
}
