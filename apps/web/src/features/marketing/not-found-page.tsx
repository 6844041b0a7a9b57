import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { usePageMeta } from '@/lib/page-meta';

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageMeta(t('notFound.metaTitle'));
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{t('notFound.title')}</h1>
      <p className="mt-3 text-slate-600">{t('notFound.body')}</p>
      <Button asChild className="mt-8">
        <Link to="/">{t('notFound.home')}</Link>
      </Button>
    </section>
  );
}
