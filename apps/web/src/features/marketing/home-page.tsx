import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { usePageMeta } from '@/lib/page-meta';

export function HomePage() {
  const { t } = useTranslation();
  usePageMeta(t('home.metaTitle'), t('home.metaDescription'));
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-24">
        <div className="max-w-3xl">
          <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-6xl">
            {t('home.headline')}
          </h1>
          <p className="mt-6 text-lg leading-8 text-slate-700">{t('home.intro')}</p>
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
  );
}
