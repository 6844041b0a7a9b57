import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-slate-200 bg-slate-50 no-print">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-8 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>{t('footer.rights')}</p>
        <nav aria-label={t('footer.rights')} className="flex gap-4">
          <Link className="underline-offset-4 hover:underline" to="/terms">
            {t('footer.terms')}
          </Link>
          <Link className="underline-offset-4 hover:underline" to="/privacy">
            {t('footer.privacy')}
          </Link>
          <Link className="underline-offset-4 hover:underline" to="/data-sources">
            {t('footer.dataSources')}
          </Link>
        </nav>
      </div>
    </footer>
  );
}
