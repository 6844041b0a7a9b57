import { useTranslation } from 'react-i18next';

/** One term and value of a profile list; 'Not given yet' when there is no value. */
export function ProfileItem({ label, value }: { label: string; value: string | null | undefined }) {
  const { t } = useTranslation('dashboard');
  return (
    <div>
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900">
        {value || <span className="font-normal text-slate-500">{t('profile.none')}</span>}
      </dd>
    </div>
  );
}
