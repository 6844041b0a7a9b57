import { useTranslation } from 'react-i18next';

export function PageSpinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center gap-3 text-slate-600">
      <span
        className="size-5 animate-spin rounded-full border-2 border-brand-600 border-t-transparent"
        aria-hidden="true"
      />
      <span>{label ?? t('loading')}</span>
    </div>
  );
}
